import { expect } from 'chai';
import type { EnvironmentConsole } from '../../src/framework/environment.js';
import {
  ConsoleLogWriter, FrameworkLog, LOG_TYPES, MemoryLogWriter, type LogEntry, type LogWriter,
} from '../../src/framework/log.js';
import { thrown } from './support.js';

// Built from local-time parts, so the expected stamp does not depend on the time zone.
const WHEN = new Date(2024, 0, 5, 9, 3, 7);
const STAMP = '2024-01-05 09:03:07';

/** A console that records which method got which lines. */
function fakeConsole(): EnvironmentConsole & { calls: Array<[string, unknown[]]> } {
  const calls: Array<[string, unknown[]]> = [];
  return {
    calls,
    log: (...data: unknown[]) => calls.push(['log', data]),
    warn: (...data: unknown[]) => calls.push(['warn', data]),
    error: (...data: unknown[]) => calls.push(['error', data]),
  };
}

describe('LOG_TYPES', () => {
  it('maps the interface type numbers 2..7 to levels', () => {
    expect(LOG_TYPES).to.deep.equal({ 2: 'error', 3: 'error', 4: 'warning', 5: 'notice', 6: 'info', 7: 'debug' });
  });
});

describe('FrameworkLog#write', () => {
  const NUMBERED: Array<[number, string, string, string]> = [
    [2, 'error', 'error', 'Error'],
    [3, 'error', 'error', 'Error'],
    [4, 'warning', 'error', 'Warning'],
    [5, 'notice', 'debug', 'Notice'],
    [6, 'info', 'debug', 'Info'],
    [7, 'debug', 'debug', 'Debug'],
  ];
  for (const [type, name, file, label] of NUMBERED) {
    it(`type ${type} is ${name}, filed under ${file}`, () => {
      const writer = new MemoryLogWriter();
      expect(new FrameworkLog([writer]).write(type, 'Something happened', WHEN)).to.equal(true);
      expect(writer.entries).to.deep.equal([
        { type: name, file, message: 'Something happened', line: `${STAMP} ${label}: Something happened` },
      ]);
    });
  }

  it('files a level given by name as its number would be', () => {
    const writer = new MemoryLogWriter();
    const log = new FrameworkLog([writer]);
    log.write('error', 'a', WHEN);
    log.write('warning', 'b', WHEN);
    log.write('notice', 'c', WHEN);
    log.write('debug', 'd', WHEN);
    expect(writer.entries.map((entry) => entry.file)).to.deep.equal(['error', 'error', 'debug', 'debug']);
  });

  it('files a custom type under its own name', () => {
    const writer = new MemoryLogWriter();
    expect(new FrameworkLog([writer]).write('payments', 'Card declined', WHEN)).to.equal(true);
    expect(writer.entries).to.deep.equal([
      { type: 'payments', file: 'payments', message: 'Card declined', line: `${STAMP} Payments: Card declined` },
    ]);
  });

  it('accepts custom names of letters, digits, "_" and "-"', () => {
    const writer = new MemoryLogWriter();
    new FrameworkLog([writer]).write('api-v2_calls', 'x', WHEN);
    expect(writer.entries[0].file).to.equal('api-v2_calls');
    expect(writer.entries[0].line).to.equal(`${STAMP} Api-v2_calls: x`);
  });

  it('pads every part of the stamp to two digits', () => {
    const writer = new MemoryLogWriter();
    new FrameworkLog([writer]).write(2, 'x', new Date(2031, 11, 31, 23, 59, 58));
    expect(writer.entries[0].line).to.equal('2031-12-31 23:59:58 Error: x');
  });

  it('stamps the current time when no date is given', () => {
    const writer = new MemoryLogWriter();
    new FrameworkLog([writer]).write(2, 'now');
    expect(writer.entries[0].line).to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Error: now$/);
  });

  it('writes a message that is not a string as indented JSON', () => {
    const writer = new MemoryLogWriter();
    const log = new FrameworkLog([writer]);
    log.write(7, { page: 2, sort: ['title'] }, WHEN);
    log.write(7, 42, WHEN);
    log.write(7, null, WHEN);
    log.write(7, true, WHEN);
    expect(writer.entries.map((entry) => entry.message)).to.deep.equal([
      '{\n  "page": 2,\n  "sort": [\n    "title"\n  ]\n}',
      '42',
      'null',
      'true',
    ]);
    expect(writer.entries[0].line).to.equal(`${STAMP} Debug: {\n  "page": 2,\n  "sort": [\n    "title"\n  ]\n}`);
  });

  it('writes undefined as "undefined"', () => {
    const writer = new MemoryLogWriter();
    new FrameworkLog([writer]).write(2, undefined, WHEN);
    expect(writer.entries[0].line).to.equal(`${STAMP} Error: undefined`);
  });

  // log() returns the success of the write; a message JSON cannot format must
  // still be logged somehow, not throw out of log().
  it('still logs a message JSON cannot format (a cycle) and returns true', () => {
    const writer = new MemoryLogWriter();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    let result: unknown;
    expect(() => {
      result = new FrameworkLog([writer]).write(2, cyclic, WHEN);
    }).not.to.throw();
    expect(result).to.equal(true);
    expect(writer.entries).to.have.length(1);
    expect(writer.entries[0].line.startsWith(`${STAMP} Error: `)).to.equal(true);
  });

  it('still logs a message JSON cannot format (a BigInt) and returns true', () => {
    const writer = new MemoryLogWriter();
    let result: unknown;
    expect(() => {
      result = new FrameworkLog([writer]).write(2, { id: BigInt(10) }, WHEN);
    }).not.to.throw();
    expect(result).to.equal(true);
    expect(writer.entries).to.have.length(1);
  });

  for (const type of [0, 1, 8, 2.5, -2, NaN]) {
    it(`refuses the unknown numeric type ${type} with a TypeError`, () => {
      const writer = new MemoryLogWriter();
      const error = thrown(() => new FrameworkLog([writer]).write(type, 'x', WHEN));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.include(JSON.stringify(type));
      expect(writer.entries).to.deep.equal([]);
    });
  }

  for (const type of ['', 'pay ments', '../etc/passwd', 'a/b', 'error\n', 'é']) {
    it(`refuses the type name ${JSON.stringify(type)} with a TypeError`, () => {
      const writer = new MemoryLogWriter();
      const error = thrown(() => new FrameworkLog([writer]).write(type, 'x', WHEN));
      expect(error).to.be.instanceOf(TypeError);
      expect(writer.entries).to.deep.equal([]);
    });
  }

  it('refuses a bad type even when there are no writers', () => {
    expect(thrown(() => new FrameworkLog().write(9, 'x', WHEN))).to.be.instanceOf(TypeError);
  });

  it('returns false when there are no writers', () => {
    expect(new FrameworkLog().write(2, 'x', WHEN)).to.equal(false);
    expect(new FrameworkLog([]).write('payments', 'x', WHEN)).to.equal(false);
  });

  it('returns true when a writer returns nothing', () => {
    const silent: LogWriter = { write: () => undefined };
    expect(new FrameworkLog([silent]).write(2, 'x', WHEN)).to.equal(true);
  });

  it('returns false when one writer throws, and the others still get the entry', () => {
    const before = new MemoryLogWriter();
    const after = new MemoryLogWriter();
    const broken: LogWriter = {
      write() {
        throw new Error('disk full');
      },
    };
    expect(new FrameworkLog([before, broken, after]).write(2, 'x', WHEN)).to.equal(false);
    expect(before.lines('error')).to.deep.equal([`${STAMP} Error: x`]);
    expect(after.lines('error')).to.deep.equal([`${STAMP} Error: x`]);
  });

  it('returns false when one writer returns false, and the others still get the entry', () => {
    const received: LogEntry[] = [];
    const refusing: LogWriter = {
      write(entry) {
        received.push(entry);
        return false;
      },
    };
    const after = new MemoryLogWriter();
    expect(new FrameworkLog([refusing, after]).write(4, 'x', WHEN)).to.equal(false);
    expect(received).to.have.length(1);
    expect(after.lines('error')).to.deep.equal([`${STAMP} Warning: x`]);
  });

  it('gives every writer the same entry', () => {
    const one = new MemoryLogWriter();
    const two = new MemoryLogWriter();
    expect(new FrameworkLog([one, two]).write(6, 'x', WHEN)).to.equal(true);
    expect(one.entries).to.deep.equal(two.entries);
  });
});

describe('ConsoleLogWriter', () => {
  const ROUTES: Array<[number | string, string]> = [
    [2, 'error'],
    [3, 'error'],
    [4, 'warn'],
    [5, 'log'],
    [6, 'log'],
    [7, 'log'],
    ['payments', 'log'],
  ];
  for (const [type, method] of ROUTES) {
    it(`writes type ${JSON.stringify(type)} to console.${method}`, () => {
      const console = fakeConsole();
      expect(new FrameworkLog([new ConsoleLogWriter(console)]).write(type, 'x', WHEN)).to.equal(true);
      expect(console.calls).to.have.length(1);
      expect(console.calls[0][0]).to.equal(method);
      expect(console.calls[0][1]).to.have.length(1);
      expect(console.calls[0][1][0]).to.match(/^2024-01-05 09:03:07 [A-Z][a-z]+: x$/);
    });
  }

  it('writes the formatted line and returns true', () => {
    const console = fakeConsole();
    const entry: LogEntry = { type: 'error', file: 'error', message: 'x', line: 'the line' };
    expect(new ConsoleLogWriter(console).write(entry)).to.equal(true);
    expect(console.calls).to.deep.equal([['error', ['the line']]]);
  });
});

describe('MemoryLogWriter', () => {
  it('keeps every entry in order', () => {
    const writer = new MemoryLogWriter();
    const log = new FrameworkLog([writer]);
    log.write(2, 'one', WHEN);
    log.write(7, 'two', WHEN);
    expect(writer.entries.map((entry) => entry.message)).to.deep.equal(['one', 'two']);
  });

  it('lines(file) returns the lines filed under that log, in order', () => {
    const writer = new MemoryLogWriter();
    const log = new FrameworkLog([writer]);
    log.write(2, 'first error', WHEN);
    log.write(7, 'some debug', WHEN);
    log.write(4, 'a warning', WHEN);
    log.write('payments', 'paid', WHEN);
    log.write(5, 'a notice', WHEN);
    expect(writer.lines('error')).to.deep.equal([`${STAMP} Error: first error`, `${STAMP} Warning: a warning`]);
    expect(writer.lines('debug')).to.deep.equal([`${STAMP} Debug: some debug`, `${STAMP} Notice: a notice`]);
    expect(writer.lines('payments')).to.deep.equal([`${STAMP} Payments: paid`]);
    expect(writer.lines('nothing')).to.deep.equal([]);
  });
});
