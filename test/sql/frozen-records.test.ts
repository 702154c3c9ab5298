/**
 * paginate()'s records over real SQLite and PostgreSQL are deep-frozen, and
 * a frozen record writes what the same record writes when it can change:
 * for random pages, sorts and kinds of paging (counted, countless, keyset,
 * an estimated count), every operation that reads a record, run in calls
 * that interleave two helpers under two routes, answers (or throws) the same
 * through paginate()'s frozen record as through a copy of it that can
 * change (test/core/frozen-support.ts).
 */
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { paginate } from '../../src/framework/paginate.js';
import type { PhpArray } from '../../src/shared/php.js';
import { SqlModel, type SqlDatabase } from '../../src/sql.js';
import { callArbitrary, helperOptions, routeArbitrary, sideBySide, thaw } from '../core/frozen-support.js';
import { createArticles, postgres, sqlite, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1, title: `Title ${(i * 13) % 17}`, author: ['ada', 'bob', null][i % 3], created: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`, views: i % 9,
}));

/** The kinds of paging: counted, countless, by cursor, and (PostgreSQL, whose planner estimates) an estimated count. */
const scenario = (estimates: boolean) => fc.record({
  settings: fc.record({
    limit: fc.integer({ min: 1, max: 9 }),
    order: fc.constantFrom<PhpArray>({ 'Article.id': 'asc' }, { 'Article.title': 'desc', 'Article.id': 'asc' }, { 'Article.id': 'desc' }),
    mode: fc.constantFrom<PhpArray>({}, { countless: true }, { keyset: 'id' }, ...(estimates ? [{ count: 'estimate', estimateAbove: 10 }] : [])),
  }).map(({ limit, order, mode }) => ({ limit, order, ...mode } as PhpArray)),
  passedArgs: fc.record({
    page: fc.constantFrom<unknown>(1, 2, '4', 'last', 99),
    sort: fc.constantFrom<unknown>('title', 'views', 'Article.created', 'nope'),
    direction: fc.constantFrom<unknown>('asc', 'desc'),
    limit: fc.constantFrom<unknown>(3, '7'),
  }, { requiredKeys: [] }),
  routes: fc.tuple(routeArbitrary, routeArbitrary),
  calls: fc.array(callArbitrary, { minLength: 1, maxLength: 8 }),
  options: helperOptions,
});

for (const engine of [sqlite, postgres]) {
  describe(`frozen records from paginate() on ${engine.name === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, function () {
    this.timeout(120_000);
    let database: SqlDatabase;
    let model: SqlModel;

    before(async () => {
      database = await engine.open();
      await createArticles(database, ROWS);
      model = await SqlModel.open({ database, name: 'Article' });
    });

    it('are deep-frozen, and write what a copy that can change writes, call after call', async () => {
      let compared = 0;
      await fc.assert(fc.asyncProperty(scenario(engine.name === 'postgres'), async (s) => {
        let paging: PhpArray;
        try {
          ({ paging } = await paginate({ model, settings: s.settings, passedArgs: s.passedArgs as PhpArray }));
        } catch {
          return; // settings that page nothing (a keyset with an order it cannot take): no record
        }
        for (const value of [paging, paging.defaults, paging.options]) expect(Object.isFrozen(value)).to.equal(true);
        const [frozen, changeable] = sideBySide({ Article: paging }, { Article: thaw(paging) }, s.routes, s.calls, s.options);
        expect(frozen).to.deep.equal(changeable);
        compared++;
      }), { numRuns: Number(process.env.SQL_PROPERTY_RUNS) || 120 });
      expect(compared, 'runs that compared a record').to.be.greaterThan(30);
    });
  });
}
