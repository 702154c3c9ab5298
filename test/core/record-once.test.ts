/**
 * A paging record is read once per call of an operation (issue 28, "Parse
 * once"): each field of the record is looked at once, however many of the
 * operation's parts need it, and a record changed between two calls is read
 * afresh by the next one (no cache that could go stale). A frozen record,
 * which cannot change (paginate()'s, DESIGN §8), is read once for every
 * call.
 */
import { expect } from 'chai';
import { PaginatorHelper, memoryEnvironment } from '../../src/core.js';

/** A record whose `page` counts how often it is read. */
function countedRecord(page: number) {
  const record: Record<string, unknown> = { pageCount: 50, count: 500, current: 10, defaults: { limit: 10 }, options: { page, limit: 10 } };
  const counter = { reads: 0 };
  Object.defineProperty(record, 'page', { enumerable: true, configurable: true, get: () => (counter.reads++, page) });
  return { record, counter };
}

const helper = (record: Record<string, unknown>) => new PaginatorHelper({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: record } } });

describe('a record read once per call', () => {
  for (const [name, call] of [
    ['numbers() with first and last runs', (p: PaginatorHelper) => p.numbers({ first: 2, last: 2 })],
    ['prev()', (p: PaginatorHelper) => p.prev()],
    ['next()', (p: PaginatorHelper) => p.next()],
    ["counter('range')", (p: PaginatorHelper) => p.counter('range')],
    ['meta() with first and last', (p: PaginatorHelper) => p.meta({ first: true, last: true })],
    ['sort()', (p: PaginatorHelper) => p.sort('title')],
  ] as const) {
    it(`${name} reads page once`, () => {
      const { record, counter } = countedRecord(25);
      const out = call(helper(record));
      expect(out).to.be.a('string').and.not.equal('');
      expect(counter.reads).to.equal(1);
    });
  }

  it('a frozen record is read once across calls, by every helper that renders it', () => {
    const counter = { reads: 0 };
    const target = Object.freeze({ page: 25, pageCount: 50, count: 500, current: 10, defaults: Object.freeze({ limit: 10 }), options: Object.freeze({ page: 25, limit: 10 }) });
    // A proxy counts the reads of `page` (a getter would make the record one that can answer differently each time).
    const record = new Proxy(target, { get: (object, key, receiver) => (key === 'page' && counter.reads++, Reflect.get(object, key, receiver)) });
    const first = helper(record);
    expect(first.numbers({ first: 2, last: 2 })).to.be.a('string').and.not.equal('');
    expect(first.next()).to.equal('<a href="/articles?page=26">Next &gt;&gt;</a>');
    expect(helper(record).counter('range')).to.equal('241 - 250 of 500');
    expect(counter.reads).to.equal(1);
  });

  it('a record changed in place between calls is read afresh', () => {
    const record: Record<string, unknown> = { page: 2, pageCount: 5, count: 50, current: 10, defaults: { limit: 10 }, options: { limit: 10 } };
    const paginator = helper(record);
    expect(paginator.counter()).to.equal('2 of 5');
    record.page = 4;
    expect(paginator.counter()).to.equal('4 of 5');
    expect(paginator.next()).to.equal('<a href="/articles?page=5">Next &gt;&gt;</a>');
    record.page = 9;
    expect(() => paginator.next()).to.throw(TypeError, 'Paging record of model "Article": field "page" must be at most pageCount (5), got 9');
  });

  it('an operation that does not read the counts still does not throw on bad ones (url(), sortKey())', () => {
    const paginator = helper({ page: 'two', pageCount: 5, options: { sort: 'title' } });
    expect(paginator.url()).to.equal('/articles?sort=title');
    expect(paginator.sortKey()).to.equal('title');
    expect(() => paginator.numbers()).to.throw(TypeError, 'Paging record of model "Article": field "page" must be a non-negative integer, got "two"');
  });

  it('a required field missing ahead of a bad one is named first, as a reader going field by field meets it', () => {
    const paginator = helper({ pageCount: 'x' });
    expect(() => paginator.counter()).to.throw(TypeError, 'Paging record of model "Article" has no field "page"');
    expect(() => paginator.numbers()).to.throw(TypeError, 'field "pageCount" must be a non-negative integer, got "x"');
  });
});
