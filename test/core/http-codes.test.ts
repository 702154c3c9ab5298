import { expect } from 'chai';
import { HTTP_CODES, HttpCodes } from '../../src/framework/http-codes.js';
import { thrown } from './support.js';

const RFC_2616: Record<number, string> = {
  100: 'Continue', 101: 'Switching Protocols',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content',
  205: 'Reset Content', 206: 'Partial Content',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified',
  305: 'Use Proxy', 307: 'Temporary Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found',
  405: 'Method Not Allowed', 406: 'Not Acceptable', 407: 'Proxy Authentication Required', 408: 'Request Time-out',
  409: 'Conflict', 410: 'Gone', 411: 'Length Required', 412: 'Precondition Failed', 413: 'Request Entity Too Large',
  414: 'Request-URI Too Large', 415: 'Unsupported Media Type', 416: 'Requested range not satisfiable',
  417: 'Expectation Failed',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Time-out', 505: 'HTTP Version not supported',
};

describe('HTTP_CODES', () => {
  it('holds the RFC 2616 codes with their reason phrases, plus 422, 429 and 451', () => {
    expect(HTTP_CODES).to.deep.equal({
      ...RFC_2616,
      422: 'Unprocessable Entity',
      429: 'Too Many Requests',
      451: 'Unavailable For Legal Reasons',
    });
  });

  it('lists the codes in ascending order', () => {
    const codes = Object.keys(HTTP_CODES).map(Number);
    expect(codes).to.deep.equal([...codes].sort((a, b) => a - b));
    expect(codes[0]).to.equal(100);
    expect(codes[codes.length - 1]).to.equal(505);
  });

  it('cannot be changed', () => {
    expect(Object.isFrozen(HTTP_CODES)).to.equal(true);
  });
});

describe('HttpCodes#httpCodes', () => {
  describe('without an argument', () => {
    it('returns the whole table', () => {
      expect(new HttpCodes().httpCodes()).to.deep.equal(HTTP_CODES);
    });

    it('treats null as no argument (the interface default)', () => {
      expect(new HttpCodes().httpCodes(null)).to.deep.equal(HTTP_CODES);
    });

    it('returns a copy: changing it changes neither the instance nor HTTP_CODES', () => {
      const codes = new HttpCodes();
      const table = codes.httpCodes() as Record<string, unknown>;
      table[404] = 'Changed';
      table[999] = 'Added';
      expect(codes.httpCodes(404)).to.deep.equal({ 404: 'Not Found' });
      expect(codes.httpCodes(999)).to.equal(null);
      expect(HTTP_CODES[404]).to.equal('Not Found');
    });
  });

  describe('with a code', () => {
    it('maps a known integer code to its message', () => {
      const codes = new HttpCodes();
      expect(codes.httpCodes(404)).to.deep.equal({ 404: 'Not Found' });
      expect(codes.httpCodes(200)).to.deep.equal({ 200: 'OK' });
      expect(codes.httpCodes(451)).to.deep.equal({ 451: 'Unavailable For Legal Reasons' });
    });

    it('accepts an integer string', () => {
      expect(new HttpCodes().httpCodes('500')).to.deep.equal({ 500: 'Internal Server Error' });
    });

    it('returns null for an unknown code', () => {
      const codes = new HttpCodes();
      for (const code of [306, 418, 99, 1000, 0, -404]) expect(codes.httpCodes(code), String(code)).to.equal(null);
    });

    it('returns null for what is not an integer code', () => {
      const codes = new HttpCodes();
      for (const code of [404.5, NaN, Infinity, '404.0', ' 404', '4O4', 'Not Found', '', true, false]) {
        expect(codes.httpCodes(code), JSON.stringify(code)).to.equal(null);
      }
    });
  });

  describe('with entries to add', () => {
    it('adds { code, message } entries and returns true', () => {
      const codes = new HttpCodes();
      expect(codes.httpCodes([{ code: 418, message: "I'm a teapot" }, { code: 999, message: 'Custom' }])).to.equal(true);
      expect(codes.httpCodes(418)).to.deep.equal({ 418: "I'm a teapot" });
      expect(codes.httpCodes(999)).to.deep.equal({ 999: 'Custom' });
      expect(codes.httpCodes()).to.include({ 418: "I'm a teapot", 404: 'Not Found' });
    });

    it('accepts the entries as an associative array and an integer string code', () => {
      const codes = new HttpCodes();
      expect(codes.httpCodes({ teapot: { code: '418', message: 'Teapot' } })).to.equal(true);
      expect(codes.httpCodes(418)).to.deep.equal({ 418: 'Teapot' });
    });

    it('lets an entry replace a standard message', () => {
      const codes = new HttpCodes();
      codes.httpCodes([{ code: 404, message: 'Nowhere' }]);
      expect(codes.httpCodes(404)).to.deep.equal({ 404: 'Nowhere' });
      expect(HTTP_CODES[404]).to.equal('Not Found');
    });

    it('returns true for an empty list and changes nothing', () => {
      const codes = new HttpCodes();
      expect(codes.httpCodes([])).to.equal(true);
      expect(codes.httpCodes()).to.deep.equal(HTTP_CODES);
    });

    it('keeps added codes on the instance: each table is its own', () => {
      const one = new HttpCodes();
      const other = new HttpCodes();
      one.httpCodes([{ code: 418, message: 'Teapot' }]);
      expect(other.httpCodes(418)).to.equal(null);
      expect(new HttpCodes().httpCodes(418)).to.equal(null);
    });

    const BAD: Array<[string, unknown]> = [
      ['code below 100', { code: 99, message: 'Low' }],
      ['code above 999', { code: 1000, message: 'High' }],
      ['fractional code', { code: 418.5, message: 'Half' }],
      ['code that is not a number', { code: 'teapot', message: 'Teapot' }],
      ['missing code', { message: 'Teapot' }],
      ['empty message', { code: 418, message: '' }],
      ['message that is not a string', { code: 418, message: 42 }],
      ['missing message', { code: 418 }],
      ['message with a line feed', { code: 418, message: 'Teapot\nSet-Cookie: a=b' }],
      ['message with a carriage return', { code: 418, message: 'Teapot\rX' }],
      ['entry that is not an object', 418],
      ['entry that is null', null],
      ['entry that is a list', [418, 'Teapot']],
    ];
    for (const [what, entry] of BAD) {
      it(`refuses a ${what} with a TypeError naming the entry, adding nothing`, () => {
        const codes = new HttpCodes();
        const error = thrown(() => codes.httpCodes([{ code: 420, message: 'Fine' }, entry]));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.include('entry 1');
        expect(error.message).to.include(JSON.stringify(entry));
        // The valid entry before the bad one was not added either.
        expect(codes.httpCodes(420)).to.equal(null);
        expect(codes.httpCodes()).to.deep.equal(HTTP_CODES);
      });
    }

    it('names the key of a bad entry of an associative array', () => {
      const error = thrown(() => new HttpCodes().httpCodes({ teapot: { code: 42, message: 'Teapot' } }));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.include('teapot');
      expect(error.message).to.match(/code/);
    });
  });
});

describe('HttpCodes#statusLine', () => {
  it('builds the status line of a known code', () => {
    const codes = new HttpCodes();
    expect(codes.statusLine(404)).to.equal('HTTP/1.1 404 Not Found');
    expect(codes.statusLine(500)).to.equal('HTTP/1.1 500 Internal Server Error');
    expect(codes.statusLine('301')).to.equal('HTTP/1.1 301 Moved Permanently');
  });

  it('finds the code of a known message, in any case', () => {
    const codes = new HttpCodes();
    expect(codes.statusLine('Not Found')).to.equal('HTTP/1.1 404 Not Found');
    expect(codes.statusLine('internal server error')).to.equal('HTTP/1.1 500 Internal Server Error');
  });

  it('takes another protocol', () => {
    expect(new HttpCodes().statusLine(404, 'HTTP/1.0')).to.equal('HTTP/1.0 404 Not Found');
    expect(new HttpCodes().statusLine('Not Found', 'HTTP/2')).to.equal('HTTP/2 404 Not Found');
  });

  it('knows the codes added to its instance', () => {
    const codes = new HttpCodes();
    codes.httpCodes([{ code: 418, message: "I'm a teapot" }]);
    expect(codes.statusLine(418)).to.equal("HTTP/1.1 418 I'm a teapot");
    expect(codes.statusLine("I'm a teapot")).to.equal("HTTP/1.1 418 I'm a teapot");
  });

  it('returns null for an unknown code or message', () => {
    const codes = new HttpCodes();
    for (const value of [418, '418', 'Teapot', '', 404.5, null, undefined, true, {}]) {
      expect(codes.statusLine(value), JSON.stringify(value)).to.equal(null);
    }
  });

  it('refuses a protocol that would break the header line', () => {
    for (const protocol of ['HTTP/1.1\r\nX-Evil: 1', '', 'http 1.1']) {
      const error = thrown(() => new HttpCodes().statusLine(404, protocol));
      expect(error, protocol).to.be.instanceOf(TypeError);
    }
  });
});
