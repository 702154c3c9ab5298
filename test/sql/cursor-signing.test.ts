/**
 * Cursor signing on the host's crypto: the environment's HMAC-SHA256
 * (node:crypto, reached through process.getBuiltinModule) against RFC 4231's
 * known answers, its constant-time comparison, and paginate() signing and
 * verifying through the environment it is given, on both engines: a
 * changed, unsigned or foreign cursor is refused, and an environment with
 * no crypto refuses `cursorSecret` naming it.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { hostCrypto, memoryEnvironment, type EnvironmentCrypto } from '../../src/framework/environment.js';
import { paginate } from '../../src/framework/paginate.js';
import { InvalidCursorError } from '../../src/pagination/cursor.js';
import { SqlModel } from '../../src/sql.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';

const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

/** RFC 4231's cases whose key and data are text (bytes below 0x80, the same in UTF-8): 1, 2 and 5 (truncated to 128 bits). */
const RFC_4231 = [
  { key: '\x0b'.repeat(20), data: 'Hi There', hmac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7' },
  { key: 'Jefe', data: 'what do ya want for nothing?', hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
  { key: '\x0c'.repeat(20), data: 'Test With Truncation', hmac: 'a3b6167473100ee06e0c796c2955552b', truncated: true },
];

describe('the host\'s crypto (signed cursors)', () => {
  it('is node:crypto on Node, in every memory environment by default', () => {
    expect(hostCrypto()).to.not.equal(null);
    expect(memoryEnvironment().crypto).to.equal(hostCrypto());
    expect(memoryEnvironment({ crypto: null }).crypto).to.equal(null);
  });

  it('answers RFC 4231\'s known HMAC-SHA256 values', () => {
    const crypto = memoryEnvironment().crypto!;
    for (const { key, data, hmac, truncated } of RFC_4231) {
      const signature = crypto.hmacSha256(key, data);
      if (truncated) expect(Buffer.from(signature, 'base64url').subarray(0, 16).toString('hex')).to.equal(hmac);
      else expect(signature).to.equal(base64url(hmac));
    }
  });

  it('compares whole texts, Unicode included', () => {
    const { sameText } = hostCrypto()!;
    expect(sameText('abc', 'abc')).to.equal(true);
    expect(sameText('abc', 'abd')).to.equal(false);
    expect(sameText('abc', 'ab')).to.equal(false);
    expect(sameText('', '')).to.equal(true);
    expect(sameText('é', 'e\u0301')).to.equal(false);
  });
});

const ROWS: ArticleRow[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `T${i % 7}`, author: null, created: null, views: i }));

for (const engine of ENGINES) {
  describe(`signed cursors through the environment on ${engine.name}`, function () {
    this.timeout(60_000);
    let model: SqlModel;
    const settings = { keyset: 'id', limit: 5, order: { 'Article.title': 'asc' }, cursorSecret: 'a secret of sixteen+' };

    before(async () => {
      const database = await engine.open();
      await createArticles(database, ROWS);
      model = await SqlModel.open({ database, name: 'Article' });
    });

    it('signs and verifies with the environment\'s crypto', async () => {
      const calls: string[] = [];
      const host = hostCrypto()!;
      const crypto: EnvironmentCrypto = {
        hmacSha256: (secret, message) => (calls.push(message), host.hmacSha256(secret, message)),
        sameText: (a, b) => (calls.push('compare'), host.sameText(a, b)),
      };
      const env = memoryEnvironment({ crypto });
      const first = await paginate({ model, settings, passedArgs: {}, env });
      const [token, signature] = (first.paging.nextCursor as string).split('.');
      expect(signature).to.equal(host.hmacSha256(settings.cursorSecret, token));
      expect(calls).to.deep.equal([token]);
      const second = await paginate({ model, settings, passedArgs: { cursor: first.paging.nextCursor }, env });
      expect(second.paging.page).to.equal(2);
      expect(calls.slice(1, 3)).to.deep.equal([token, 'compare']);
    });

    it('refuses a changed, unsigned or foreign cursor', async () => {
      const cursor = (await paginate({ model, settings, passedArgs: {} })).paging.nextCursor as string;
      const [token, signature] = cursor.split('.');
      const changed = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}.${signature}`;
      const foreign = (await paginate({ model, settings: { ...settings, cursorSecret: 'another secret, 16+' }, passedArgs: {} })).paging.nextCursor;
      const resigned = `${token}.${hostCrypto()!.hmacSha256('another secret, 16+', token)}`;
      for (const bad of [changed, token, foreign, resigned, `${token}.${signature.slice(1)}x`, `${token}.`]) {
        expect(await rejection(paginate({ model, settings, passedArgs: { cursor: bad } })), String(bad)).to.be.instanceOf(InvalidCursorError);
      }
    });

    it('an environment without crypto refuses cursorSecret, naming it', async () => {
      const error = await rejection(paginate({ model, settings, passedArgs: {}, env: memoryEnvironment({ crypto: null }) }));
      expect(error).to.be.instanceOf(TypeError);
      expect((error as Error).message).to.match(/^paginate\(\): cursorSecret needs the host's crypto/);
    });
  });
}
