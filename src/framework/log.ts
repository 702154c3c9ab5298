/**
 * FrameworkLog: where `log()` writes. Log types are the interface's numbers
 * (2, the default, is an error) or names; each entry goes to every writer,
 * filed under `error`, `debug` or a custom name as the framework files them.
 *
 * @module
 */
import type { EnvironmentConsole } from './environment.js';
import { describe, toText } from '../shared/php.js';

/** The interface's log type numbers and the level each stands for. */
export const LOG_TYPES: Readonly<Record<number, string>> = {
  2: 'error',
  3: 'error',
  4: 'warning',
  5: 'notice',
  6: 'info',
  7: 'debug',
};

/** One formatted log entry. */
export interface LogEntry {
  /** The level or custom type name (`error`, `warning`, `debug`, `payments`...). */
  type: string;
  /** Which log it is filed in: `error` (errors and warnings), `debug` (other levels) or the custom type. */
  file: string;
  message: string;
  /** `YYYY-MM-DD HH:MM:SS Type: message`. */
  line: string;
}

/** Receives log entries; returns false (or throws) when it could not write. */
export interface LogWriter {
  write(entry: LogEntry): boolean | void;
}

/** Writes entries to a console: errors and warnings to `console.error` / `console.warn`. */
export class ConsoleLogWriter implements LogWriter {
  constructor(private readonly console: EnvironmentConsole) {}
  write(entry: LogEntry): boolean {
    const method = entry.type === 'error' ? 'error' : entry.type === 'warning' ? 'warn' : 'log';
    this.console[method](entry.line);
    return true;
  }
}

/** Keeps entries in memory, by file; for tests and for showing a log on a page. */
export class MemoryLogWriter implements LogWriter {
  readonly entries: LogEntry[] = [];
  write(entry: LogEntry): boolean {
    this.entries.push(entry);
    return true;
  }
  /** The lines filed under one log. */
  lines(file: string): string[] {
    return this.entries.filter((entry) => entry.file === file).map((entry) => entry.line);
  }
}

/** The application's log: formats entries and hands them to its writers. */
export class FrameworkLog {
  readonly writers: LogWriter[];

  constructor(writers: LogWriter[] = []) {
    this.writers = writers;
  }

  /**
   * Writes a message of a type (a number of {@link LOG_TYPES} or a name).
   * True when every writer took it; false when there are no writers or one
   * of them failed (the others still get the entry).
   */
  write(type: number | string, message: unknown, now: Date = new Date()): boolean {
    const name = typeof type === 'number' ? LOG_TYPES[type] : typeof type === 'string' ? type : undefined;
    if (name === undefined || !/^[A-Za-z0-9_-]+$/.test(name)) {
      // A number as JSON writes it (NaN: null), anything else described: never the engine's message.
      throw new TypeError(`Unknown log type ${typeof type === 'number' ? JSON.stringify(type) : describe(type)}: use 2-7 or a name of letters, digits, "_" and "-"`);
    }
    const levels = Object.values(LOG_TYPES);
    const file = name === 'error' || name === 'warning' ? 'error' : levels.includes(name) ? 'debug' : name;
    const text = typeof message === 'string' ? message : format(message);
    const entry: LogEntry = { type: name, file, message: text, line: `${stamp(now)} ${name[0].toUpperCase()}${name.slice(1)}: ${text}` };
    let ok = this.writers.length > 0;
    for (const writer of this.writers) {
      try {
        if (writer.write(entry) === false) ok = false;
      } catch {
        ok = false;
      }
    }
    return ok;
  }
}

/** Non-string messages as readable JSON; cycles and values JSON cannot write (BigInt) never make logging fail. */
function format(message: unknown): string {
  const seen = new WeakSet<object>();
  try {
    const json = JSON.stringify(message, (_key, value: unknown) => {
      if (typeof value === 'bigint') return `${value}n`;
      if (typeof value === 'object' && value !== null) {
        if (seen.has(value)) return '[Circular]';
        seen.add(value);
      }
      return value;
    }, 2);
    return json ?? text(message);
  } catch {
    return text(message);
  }
}

/** A message's own text, or its description when it has none: logging never fails for what it is given. */
function text(message: unknown): string {
  try {
    return toText(message);
  } catch {
    return describe(message);
  }
}

function stamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
