/**
 * The core's HMAC-SHA256 (signed keyset cursors) against Node's crypto,
 * for random secrets and messages, Unicode and lone surrogates included.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { hmacSha256, sameText } from '../../src/framework/hmac.js';

describe('hmacSha256() (cursor signing)', () => {
  it('equals Node\'s HMAC-SHA256, base64url, for any secret and message', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 100 }), fc.string({ unit: 'binary', maxLength: 300 }), (secret, message) => {
      expect(hmacSha256(secret, message)).to.equal(createHmac('sha256', secret).update(message).digest('base64url'));
    }), { numRuns: 100 });
    expect(hmacSha256('x'.repeat(65), 'long key')).to.equal(createHmac('sha256', 'x'.repeat(65)).update('long key').digest('base64url'));
  });

  it('sameText() compares whole strings', () => {
    expect(sameText('abc', 'abc')).to.equal(true);
    expect(sameText('abc', 'abd')).to.equal(false);
    expect(sameText('abc', 'ab')).to.equal(false);
    expect(sameText('', '')).to.equal(true);
  });
});
