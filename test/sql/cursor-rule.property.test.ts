/**
 * One rule for a keyset cursor on both engines (issue 35, point 8;
 * docs/countless.md, "Cursors"): its value is a value of the key's column
 * as a row gives it — for an integer key a JSON integer in the column's
 * range, never text ("200", " 200", "+200", "-0", "9007199254740993") — and
 * there is a row after it. Anything else is an InvalidCursorError (the
 * invalidCursor page, a 404), on SQLite and PostgreSQL alike; a cursor that
 * keeps the rule reads the rows after its position. A property test over
 * values of every shape, beside a hostile corpus of hand-written tokens
 * (JSON paginate() would never write, base64url'd as it is).
 */
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { paginate } from '../../src/framework/paginate.js';
import { encodeCursor, InvalidCursorError } from '../../src/pagination/cursor.js';
import type { PhpArray } from '../../src/shared/php.js';
import { SqlModel } from '../../src/sql.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';

const COUNT = 35;
const ROWS: ArticleRow[] = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1, title: `Title ${String(i + 1).padStart(2, '0')}`, author: 'a', created: '2024-01-01', views: i % 7,
}));
const LIMIT = 10;
/** `integer` holds 64 bits on SQLite (exact as a JSON number up to 2^53 − 1) and 32 on PostgreSQL. */
const INTEGER_RANGE = { sqlite: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER], postgres: [-(2 ** 31), 2 ** 31 - 1] };

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Values of every shape a forged cursor may hold for the integer key. */
const values = fc.oneof(
  fc.integer({ min: -5, max: COUNT + 5 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('200', ' 200', '+200', '-0', '0', '20', '2e1', '0x14', '20.0', '020', '9007199254740993', '1 OR 1=1', '', '٢٠'),
  fc.integer({ min: -5, max: COUNT + 5 }).map(String),
  fc.string(),
);

for (const engine of ENGINES) {
  describe(`one cursor rule on ${engine.name}`, function () {
    this.timeout(120_000);
    let model: SqlModel;
    const [least, greatest] = INTEGER_RANGE[engine.name];
    const byId = (direction: 'asc' | 'desc'): PhpArray => ({ keyset: 'id', limit: LIMIT, order: { 'Article.id': direction } });

    before(async () => {
      const database = await engine.open();
      await createArticles(database, ROWS, { nullable: false });
      model = await SqlModel.open({ database, name: 'Article' });
    });

    /** What the rule says a `next` cursor at `value` reads: the ids of its page, or 'invalid'. */
    function expected(value: unknown, direction: 'asc' | 'desc'): number[] | 'invalid' {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least || value > greatest) return 'invalid';
      const after = ROWS.map((row) => row.id).filter((id) => (direction === 'asc' ? id > value : id < value));
      if (direction === 'desc') after.reverse();
      return after.length === 0 ? 'invalid' : after.slice(0, LIMIT);
    }

    async function outcome(token: string, direction: 'asc' | 'desc'): Promise<number[] | 'invalid'> {
      try {
        const { results } = await paginate({ model, settings: byId(direction), passedArgs: { cursor: token } });
        return results.map((row) => row.Article.id as number);
      } catch (error) {
        if (error instanceof InvalidCursorError) return 'invalid';
        throw error;
      }
    }

    it('reads the rows after a value that keeps the rule, and refuses every other value (property)', async () => {
      await fc.assert(fc.asyncProperty(values, fc.constantFrom('asc' as const, 'desc' as const), async (value, direction) => {
        const token = encodeCursor({ key: 'id', value, direction: 'next', page: 2 });
        expect(await outcome(token, direction), JSON.stringify(value)).to.deep.equal(expected(value, direction));
      }), { numRuns: Number(process.env.SQL_PROPERTY_RUNS) || 150 });
    });

    it('refuses numeric text for an integer key, and 9007199254740993 in any spelling', async () => {
      for (const value of ['200', ' 200', '+200', '-0', '20', '9007199254740993']) {
        expect(await outcome(encodeCursor({ key: 'id', value, direction: 'next', page: 2 }), 'desc'), value).to.equal('invalid');
      }
      // JSON paginate() never writes: a number past 2^53, -0, an exponent, a plus sign.
      for (const v of ['9007199254740993', '-0', '2e1', '+20', '20.0']) {
        expect(await outcome(base64url(`{"k":"id","v":${v},"d":"n","p":2}`), 'desc'), v).to.equal('invalid');
      }
    });

    it('refuses a cursor past the end, as a countless page past the end, where it used to answer an empty page', async () => {
      for (const [value, direction] of [[COUNT, 'asc'], [1, 'desc'], [10_000, 'asc'], [0, 'desc']] as const) {
        const error = await rejection(paginate({ model, settings: byId(direction), passedArgs: { cursor: encodeCursor({ key: 'id', value, direction: 'next', page: 5 }) } }));
        expect(error, `${value} ${direction}`).to.be.instanceOf(InvalidCursorError);
        expect((error as InvalidCursorError).reason).to.match(/after the end of the list/);
      }
      // The last real page still reads, and says there is no next page.
      const { results, paging } = await paginate({ model, settings: byId('asc'), passedArgs: { cursor: encodeCursor({ key: 'id', value: 30, direction: 'next', page: 4 }) } });
      expect(results.map((row) => row.Article.id)).to.deep.equal([31, 32, 33, 34, 35]);
      expect(paging).to.include({ page: 4, nextPage: false, nextCursor: null });
    });

    it('holds the rule for a sort column too: text for an integer column or a number for a text column is refused', async () => {
      const byViews = { keyset: 'id', limit: LIMIT, order: { 'Article.views': 'asc', 'Article.id': 'asc' } };
      const byTitle = { keyset: 'id', limit: LIMIT, order: { 'Article.title': 'asc', 'Article.id': 'asc' } };
      const position = (key: string, sort: unknown, id: unknown) => encodeCursor({ key, value: JSON.stringify([sort, id]), direction: 'next', page: 2 });
      for (const [settings, token] of [
        [byViews, position('views,id', '3', 5)], [byViews, position('views,id', 3, '5')], [byViews, position('views,id', ' 3', 5)],
        [byTitle, position('title,id', 7, 5)], [byTitle, position('title,id', 'Title 05', '5')],
      ] as const) {
        expect(await rejection(paginate({ model, settings, passedArgs: { cursor: token } })), token).to.be.instanceOf(InvalidCursorError);
      }
      const { results } = await paginate({ model, settings: byViews, passedArgs: { cursor: position('views,id', 3, 5) } });
      expect(results.length).to.be.greaterThan(0);
    });
  });
}
