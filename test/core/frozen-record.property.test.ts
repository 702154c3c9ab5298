/**
 * A frozen record writes what the same record writes when it can change
 * (DESIGN §8, "Records from `paginate()` may be frozen"): the helper keeps
 * one reading of a frozen record and its link writing for every call, and
 * no call may answer differently for it. For every operation that reads a
 * record, with link options of every kind, under two routes, in runs of
 * calls that interleave two helpers on the same record, the answers (or
 * the errors, class and message) through a frozen record equal those
 * through a copy of it that can change.
 *
 * Records: drawn ones (valid, and with bad fields), frozen as an app may
 * freeze one; and `paginate()`'s own, over the in-memory model (the SQL
 * models' are in test/sql/frozen-records.test.ts).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate } from '../../src/framework/paginate.js';
import type { PhpArray } from '../../src/shared/php.js';
import { callArbitrary, deepFreeze, helperOptions, routeArbitrary, sideBySide, thaw } from './frozen-support.js';

const count = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 40 }) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('7', 'two', -1, 1.5, null) });
const sortOptions = fc.record({
  sort: fc.constantFrom<unknown>('title', 'Article.views', ''),
  direction: fc.constantFrom<unknown>('asc', 'desc', 'DESC'),
  order: fc.constantFrom<unknown>({ 'Article.title': 'desc' }, { 'Article.id': 'asc' }, 'Article.views DESC', null),
  limit: fc.constantFrom<unknown>(10, '5', 0),
  page: fc.constantFrom<unknown>(2, '3'),
  conditions: fc.constantFrom<unknown>({}, { 'Article.views >': 2 }),
  q: fc.constantFrom<unknown>('a&b', ''),
}, { requiredKeys: [] });

/** A paging record: mostly one a controller would produce, sometimes with fields a check refuses. */
const counts = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 40 }).chain((pageCount) => fc.record({
    pageCount: fc.constant<unknown>(pageCount), page: fc.integer({ min: 1, max: Math.max(pageCount, 1) }) as fc.Arbitrary<unknown>,
    count: fc.constant<unknown>(pageCount * 10), current: fc.constant<unknown>(10),
  })) },
  { weight: 1, arbitrary: fc.record({ page: count, pageCount: count, count: count, current: count }, { requiredKeys: [] }) },
);
const record: fc.Arbitrary<PhpArray> = fc.tuple(counts, fc.record({
  prevPage: fc.constantFrom<unknown>(true, false, 0, 'x'),
  nextPage: fc.constantFrom<unknown>(true, false, 1),
  countEstimated: fc.constantFrom<unknown>(true, false, 'yes'),
  prevCursor: fc.constantFrom<unknown>('cPrev', '', 5),
  nextCursor: fc.constantFrom<unknown>('cNext_-', '0'),
  defaults: sortOptions,
  options: sortOptions,
}, { requiredKeys: ['defaults', 'options'] })).map(([c, rest]) => ({ ...c, ...rest }));

const calls = fc.array(callArbitrary, { minLength: 1, maxLength: 8 });

describe('a frozen record writes what the same record writes when it can change', () => {
  it('drawn records, frozen as an app freezes one', () => {
    fc.assert(
      fc.property(record, fc.option(record, { nil: undefined }), fc.tuple(routeArbitrary, routeArbitrary), calls, helperOptions, (article, comment, routes, run, options) => {
        const records: PhpArray = comment === undefined ? { Article: article } : { Article: article, Comment: comment };
        const [frozen, changeable] = sideBySide(deepFreeze(thaw(records)), thaw(records), routes, run, options);
        expect(frozen).to.deep.equal(changeable);
      }),
      { numRuns: 400 },
    );
  });

  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `T${(i * 7) % 11}`, views: i % 4 }));
  const input = fc.record({
    rows: fc.integer({ min: 0, max: 60 }),
    settings: fc.record({
      limit: fc.integer({ min: 1, max: 12 }),
      order: fc.constantFrom<unknown>({ 'Article.id': 'asc' }, { 'Article.title': 'desc' }, undefined),
      countless: fc.constantFrom<unknown>(true, undefined),
      keyset: fc.constantFrom<unknown>('id', undefined),
      conditions: fc.constantFrom<unknown>({ 'Article.views >': 0 }, { 'Article.created <': new Date(0) }, undefined),
    }, { requiredKeys: ['limit'] }),
    passedArgs: fc.record({
      page: fc.constantFrom<unknown>(1, 2, '3', 'last', 99, 'x'),
      sort: fc.constantFrom<unknown>('title', 'views', 'Article.id', 'nope'),
      direction: fc.constantFrom<unknown>('asc', 'desc'),
      limit: fc.constantFrom<unknown>(3, '50'),
    }, { requiredKeys: [] }),
  });

  it("paginate()'s records, over the in-memory model", () => {
    fc.assert(
      fc.property(input, fc.tuple(routeArbitrary, routeArbitrary), calls, helperOptions, (given, routes, run, options) => {
        const model = new InMemoryModel({ name: 'Article', fields: ['id', 'title', 'views', 'created'], records: rows(given.rows) });
        let paging: PhpArray;
        try {
          ({ paging } = paginate({ model, settings: given.settings as PhpArray, passedArgs: given.passedArgs as PhpArray }));
        } catch {
          return; // a page the settings cannot give (a keyset with another order): no record to write
        }
        expect(Object.isFrozen(paging), 'the record is frozen').to.equal(true);
        const [frozen, changeable] = sideBySide({ Article: paging }, { Article: thaw(paging) }, routes, run, options);
        expect(frozen).to.deep.equal(changeable);
      }),
      { numRuns: 300 },
    );
  });
});
