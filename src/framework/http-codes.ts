/**
 * HTTP status codes and their reason phrases: the table behind the
 * controller's `httpCodes()` and the status lines it sends.
 *
 * @module
 */
import { isPlainObject, type PhpArray } from '../shared/php.js';

/** The standard codes: RFC 2616 (with its reason phrases), plus 422, 429 and 451. */
export const HTTP_CODES: Readonly<Record<number, string>> = Object.freeze({
  100: 'Continue',
  101: 'Switching Protocols',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  307: 'Temporary Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Time-out',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Request Entity Too Large',
  414: 'Request-URI Too Large',
  415: 'Unsupported Media Type',
  416: 'Requested range not satisfiable',
  417: 'Expectation Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Time-out',
  505: 'HTTP Version not supported',
});

/**
 * One table of valid codes. Codes added through {@link httpCodes} stay on
 * the instance, so each controller can extend its own table without
 * changing the others'.
 */
export class HttpCodes {
  /** The standard table, shared by every controller until one adds a code: copied then (a request builds none). */
  private codes: Readonly<Record<number, string>> = HTTP_CODES;

  /**
   * The interface's `httpCodes($code)`. Without an argument (or with null):
   * a copy of the whole table. With an integer or integer string: `{ [code]:
   * message }`, or null when the code is unknown (anything else is unknown
   * too). With an array (or associative array) of `{ code, message }`
   * entries: adds them, a new message replacing a standard one, and returns
   * true. Every entry is checked before any is added (code an integer
   * 100..999, message a non-empty string without CR/LF); a bad one raises
   * a TypeError naming it and nothing is added.
   */
  httpCodes(code?: unknown): PhpArray | true | null {
    if (code === undefined || code === null) return { ...this.codes };
    if (Array.isArray(code) || isPlainObject(code)) {
      const entries = Object.entries(code).map(([key, entry]) => checkEntry(key, entry));
      const codes: Record<number, string> = { ...this.codes };
      for (const [number, message] of entries) codes[number] = message;
      this.codes = codes;
      return true;
    }
    const number = toCode(code);
    if (number === null || !Object.hasOwn(this.codes, number)) return null;
    return { [number]: this.codes[number] };
  }

  /**
   * The status line for a known code, given as its number (or integer
   * string) or its message, matched without regard to case:
   * `'HTTP/1.1 404 Not Found'`. Null for an unknown code or message. A
   * protocol that is not `NAME/digits.digits` is refused with a TypeError,
   * because it would be written into a header.
   */
  statusLine(codeOrMessage: unknown, protocol = 'HTTP/1.1'): string | null {
    if (!/^[A-Z]+\/\d+(?:\.\d+)?$/.test(protocol)) {
      throw new TypeError(`Invalid protocol ${JSON.stringify(protocol)}: expected e.g. "HTTP/1.1"`);
    }
    let number = toCode(codeOrMessage);
    if (number === null && typeof codeOrMessage === 'string') {
      const wanted = codeOrMessage.toLowerCase();
      const found = Object.keys(this.codes).find((key) => this.codes[Number(key)].toLowerCase() === wanted);
      number = found === undefined ? null : Number(found);
    }
    if (number === null || !Object.hasOwn(this.codes, number)) return null;
    return `${protocol} ${number} ${this.codes[number]}`;
  }
}

/** A code given as an integer or a string of decimal digits; null for anything else. */
function toCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

// A message ends up in a status line, so a line break in it would let a
// caller forge extra headers.
function checkEntry(key: string, entry: unknown): [number, string] {
  const where = `httpCodes entry ${key} (${entryText(entry)})`;
  if (!isPlainObject(entry)) throw new TypeError(`${where} must be an object with "code" and "message"`);
  const code = toCode(entry.code);
  if (code === null || code < 100 || code > 999) {
    throw new TypeError(`${where}: "code" must be an integer from 100 to 999`);
  }
  const message = entry.message;
  if (typeof message !== 'string' || message === '' || /[\r\n]/.test(message)) {
    throw new TypeError(`${where}: "message" must be a non-empty string without line breaks`);
  }
  return [code, message];
}

/** An entry as its message shows it: its JSON, or its text where JSON has none. */
function entryText(entry: unknown): string {
  try {
    return JSON.stringify(entry) ?? String(entry);
  } catch {
    return String(entry);
  }
}
