// Text the demo serves is compressed for clients that accept it (brotli first, then gzip), with node:zlib.
// Bodies under 1 KiB go as they are: compressing them saves less than the header costs (the threshold
// Express's compression middleware uses). Every answer that could be compressed says `Vary: Accept-Encoding`,
// so that a cache never hands a compressed body to a client that did not ask for one.

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const THRESHOLD = 1024;
const ENCODERS = {
  // Quality 5: most of brotli's gain at a fraction of the default 11's time, which matters for pages made per request.
  br: promisify((body, done) => brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done)),
  gzip: promisify(gzip),
};

/** The encoding to answer `accept` (an Accept-Encoding header) with: `br`, `gzip` or null. A `q=0` refuses one. */
export function chooseEncoding(accept = '') {
  const accepted = new Map();
  for (const part of String(accept).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0);
  return ['br', 'gzip'].find((name) => weight(name) > 0) ?? null;
}

/** The headers of an answer sent with `encoding` (null: as it is), frozen and shared between requests. */
export const ENCODING_HEADERS = Object.freeze({
  none: Object.freeze({ Vary: 'Accept-Encoding' }),
  br: Object.freeze({ Vary: 'Accept-Encoding', 'Content-Encoding': 'br' }),
  gzip: Object.freeze({ Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' }),
});

/** True when `body` (a string or bytes) is 1 KiB or more, without encoding a string that surely is. */
function worthCompressing(body) {
  if (typeof body !== 'string') return body.length >= THRESHOLD;
  // A string is never fewer UTF-8 bytes than UTF-16 code units.
  return body.length >= THRESHOLD || Buffer.byteLength(body) >= THRESHOLD;
}

/** The encoding to send `body` with for `request`: `br`, `gzip` or null (as it is). */
export function encodingFor(request, body) {
  const accept = request.headers['accept-encoding'];
  return accept === undefined || !worthCompressing(body) ? null : chooseEncoding(accept);
}

/** `body` compressed with `encoding` (`br` or `gzip`). */
export function compress(encoding, body) {
  return ENCODERS[encoding](typeof body === 'string' ? Buffer.from(body) : body);
}

/**
 * The body to send for `request` and the headers that say how it is encoded. A string sent as it is stays a
 * string: node:http then joins it to the head in one chunk, and no Buffer copy is made of it.
 */
export async function encodeBody(request, body) {
  const encoding = encodingFor(request, body);
  return encoding ? { body: await compress(encoding, body), headers: ENCODING_HEADERS[encoding] } : { body, headers: ENCODING_HEADERS.none };
}
