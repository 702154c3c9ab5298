/**
 * Cursors of keyset pagination: the opaque, URL-safe token a link carries
 * in place of a page number. A cursor holds the sort key's value on the
 * boundary row of the page it came from, which way to read from there, and
 * the page number it leads to (so that a counter can still say "Page 3").
 * It is base64url of a small JSON object; it is not signed, because it
 * holds nothing secret and a forged one can only name a position in the
 * same ordered list, which the reader could reach by following links.
 *
 * @module
 */
import { describe, isPlainObject } from '../shared/php.js';

/** Which way a cursor reads from its boundary value: `next` after it, `prev` before it. */
export type CursorDirection = 'next' | 'prev';

/** What a cursor holds. */
export interface Cursor {
  /** The sort key field (without a model prefix) the value belongs to. */
  key: string;
  /** The key's value on the boundary row: the last row of the page before, or the first row of the page after. */
  value: string | number;
  /** `next`: the rows after `value`; `prev`: the rows before it. */
  direction: CursorDirection;
  /** The page number the cursor leads to (1-based). */
  page: number;
}

/** The longest token {@link decodeCursor} reads; a longer one is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 512;

/**
 * A cursor that cannot be read: the page it names cannot exist. `reason`
 * says what was wrong in words meant for a developer; `cursor` is the
 * token as it came in the request (possibly hostile: escape it to show it).
 */
export class InvalidCursorError extends Error {
  /** What was wrong with the cursor. */
  readonly reason: string;
  /** The token as given. */
  readonly cursor: string;

  constructor(cursor: unknown, reason: string) {
    const token = typeof cursor === 'string' ? cursor : describe(cursor);
    super(`Invalid cursor: ${reason}`);
    this.name = 'InvalidCursorError';
    this.reason = reason;
    this.cursor = token;
  }
}

/** The token of a cursor: base64url (no padding) of `{"k":key,"v":value,"d":"n"|"p","p":page}`. */
export function encodeCursor(cursor: Cursor): string {
  const { key, value, direction, page } = cursor;
  if (typeof key !== 'string' || key === '') throw new TypeError('encodeCursor(): key must be a field name');
  if (!isKeyValue(value)) throw new TypeError(`encodeCursor(): value must be text or a finite number, got ${describe(value)}`);
  if (direction !== 'next' && direction !== 'prev') throw new TypeError(`encodeCursor(): direction must be "next" or "prev", got ${describe(direction)}`);
  if (!Number.isSafeInteger(page) || page < 1) throw new TypeError(`encodeCursor(): page must be a positive integer, got ${describe(page)}`);
  const json = JSON.stringify({ k: key, v: value, d: direction === 'next' ? 'n' : 'p', p: page });
  // JSON.stringify writes a lone surrogate as an escape, so the text is always valid UTF-8.
  return toBase64Url(json);
}

/**
 * Reads a token made by {@link encodeCursor}, for the sort key `key`. Any
 * token that is not one — not text, too long, not base64url, not UTF-8, not
 * JSON, the wrong shape, a value of the wrong type, another key — is an
 * {@link InvalidCursorError} saying which; never a JavaScript engine message.
 */
export function decodeCursor(token: unknown, key: string): Cursor {
  const fail = (reason: string): never => {
    throw new InvalidCursorError(token, reason);
  };
  if (typeof token !== 'string') return fail(`a cursor is text, got ${describe(token)}`);
  if (token === '') return fail('the cursor is empty');
  if (token.length > MAX_CURSOR_LENGTH) return fail(`the cursor is longer than ${MAX_CURSOR_LENGTH} characters`);
  if (!/^[A-Za-z0-9_-]+$/.test(token) || token.length % 4 === 1) {
    return fail('the cursor is not base64url text (letters, digits, "-" and "_")');
  }
  let json: string;
  try {
    json = fromBase64Url(token);
  } catch {
    return fail('the cursor does not decode to UTF-8 text');
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return fail('the cursor does not decode to JSON');
  }
  if (!isPlainObject(data)) return fail('the cursor does not hold an object');
  const fields = Object.keys(data).sort().join(',');
  if (fields !== 'd,k,p,v') return fail('the cursor does not hold exactly the fields k, v, d and p');
  const { k, v, d, p } = data;
  if (k !== key) return fail(`the cursor is for the key ${describe(k)}, not "${key}"`);
  if (!isKeyValue(v)) return fail(`the cursor's key value must be text or a finite number, got ${describe(v)}`);
  if (d !== 'n' && d !== 'p') return fail(`the cursor's direction must be "n" or "p", got ${describe(d)}`);
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1) {
    return fail(`the cursor's page must be a positive integer, got ${describe(p)}`);
  }
  // Only the canonical token of its content is accepted, so that a cursor has one spelling.
  const cursor: Cursor = { key, value: v, direction: d === 'n' ? 'next' : 'prev', page: p };
  if (encodeCursor(cursor) !== token) return fail('the cursor is not in the form paginate() writes');
  return cursor;
}

function isKeyValue(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** The host's base64 of a byte string, which every engine the core runs on has (Node 16 and later, browsers). */
const { btoa, atob } = globalThis as unknown as { btoa(bytes: string): string; atob(base64: string): string };

/** Text as unpadded base64url of its UTF-8 bytes. */
function toBase64Url(text: string): string {
  return btoa(/[^\0-\x7f]/.test(text) ? utf8Bytes(text) : text).replace(/[+/=]/g, (char) => (char === '+' ? '-' : char === '/' ? '_' : ''));
}

/** Base64url (checked as such) as text; bytes that are not UTF-8 throw (a URIError). */
function fromBase64Url(token: string): string {
  const bytes = atob(token.replace(/[-_]/g, (char) => (char === '-' ? '+' : '/')));
  return /[^\0-\x7f]/.test(bytes) ? utf8Text(bytes) : bytes;
}

// UTF-8 through the URI functions, which every engine has (the core's TypeScript library has no TextEncoder).
/** Text as the byte string of its UTF-8, one character a byte. */
function utf8Bytes(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A byte string of UTF-8 as text. */
function utf8Text(bytes: string): string {
  return decodeURIComponent(bytes.replace(/[%\x80-\xff]/g, (char) => `%${char.charCodeAt(0).toString(16)}`));
}
