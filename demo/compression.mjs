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

/** The body to send for `request` and the headers that say how it is encoded. */
export async function encodeBody(request, body) {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = data.length < THRESHOLD ? null : chooseEncoding(request.headers['accept-encoding']);
  const vary = { Vary: 'Accept-Encoding' };
  if (!encoding) return { body: data, headers: vary };
  return { body: await ENCODERS[encoding](data), headers: { ...vary, 'Content-Encoding': encoding } };
}
