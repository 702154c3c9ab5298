/**
 * Signed keyset cursors: with a `cursorSecret` in the paginate settings,
 * every cursor paginate() writes carries an HMAC-SHA256 of its token
 * (`token.signature`), and a cursor whose signature does not match — edited,
 * unsigned, or signed with another secret — is an InvalidCursorError, the
 * `invalidCursor` page. Without a secret, cursors are plain tokens as before.
 * The HMAC is the host's (the environment's `crypto`: `node:crypto` on Node).
 *
 * @module
 */
import { InvalidCursorError } from '../pagination/cursor.js';
import { describe, type PhpArray } from '../shared/php.js';
import type { Environment } from './environment.js';

/** Seals tokens on the way out and opens them on the way in. */
export interface CursorSigning {
  /** The token as a link carries it. */
  seal(token: string): string;
  /** The token inside a cursor from a request; an InvalidCursorError when its signature does not hold. */
  open(cursor: unknown): string | unknown;
}

const PLAIN: CursorSigning = { seal: (token) => token, open: (cursor) => cursor };
/** Signature length: base64url of 32 bytes. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signing the settings ask for: `cursorSecret`, a string of at least 16
 * characters, signed with the environment's crypto; a TypeError naming the
 * setting otherwise, or when the host has no crypto to sign with.
 */
export function cursorSigning(defaults: PhpArray, env: Environment): CursorSigning {
  const secret = defaults.cursorSecret;
  if (secret === undefined || secret === null) return PLAIN;
  if (typeof secret !== 'string' || secret.length < 16) {
    throw new TypeError(`paginate(): cursorSecret must be a string of at least 16 characters, got ${typeof secret === 'string' ? `${secret.length} characters` : describe(secret)}`);
  }
  const crypto = env.crypto;
  if (crypto === null || typeof crypto?.hmacSha256 !== 'function' || typeof crypto.sameText !== 'function') {
    throw new TypeError('paginate(): cursorSecret needs the host\'s crypto to sign with (the environment\'s crypto: node:crypto on Node 20.16 and later); this environment has none');
  }
  return {
    seal: (token) => `${token}.${crypto.hmacSha256(secret, token)}`,
    open(cursor) {
      if (typeof cursor !== 'string') throw new InvalidCursorError(cursor, `a cursor is text, got ${describe(cursor)}`);
      const dot = cursor.lastIndexOf('.');
      const token = cursor.slice(0, dot);
      const signature = cursor.slice(dot + 1);
      if (dot < 1 || !SIGNATURE.test(signature)) throw new InvalidCursorError(cursor, 'the cursor is not signed');
      if (!crypto.sameText(crypto.hmacSha256(secret, token), signature)) {
        throw new InvalidCursorError(cursor, 'the cursor\'s signature does not match: it was changed, or made by another server');
      }
      return token;
    },
  };
}
