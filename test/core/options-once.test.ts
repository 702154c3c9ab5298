/**
 * A record's `options` and `defaults` are read once per call (issue 28,
 * "Speed"): a sort link reads them for its direction and for its URL, meta()
 * for up to four URLs, from one reading. A record whose options change
 * between two calls is read afresh by the next one.
 */
import { expect } from 'chai';
import { PaginatorHelper, memoryEnvironment } from '../../src/core.js';

/** A record whose `options` and `defaults` count how often they are read. */
function countedRecord(options: Record<string, unknown>) {
  const record: Record<string, unknown> = { page: 3, pageCount: 50, count: 500, current: 10 };
  const reads = { options: 0, defaults: 0 };
  const defaults = { limit: 10, order: { 'Article.id': 'asc' } };
  let current = options;
  Object.defineProperty(record, 'options', {
    enumerable: true, configurable: true, get: () => (reads.options++, current), set: (value) => { current = value; },
  });
  Object.defineProperty(record, 'defaults', { enumerable: true, configurable: true, get: () => (reads.defaults++, defaults) });
  return { record, reads };
}

const helper = (record: Record<string, unknown>) => new PaginatorHelper({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: record } } });

describe("a record's options read once per call", () => {
  for (const [name, call, expected] of [
    ['sort()', (p: PaginatorHelper) => p.sort('title'), '<a href="/articles?page=3&amp;sort=title&amp;direction=desc">Title</a>'],
    ['meta() with first and last', (p: PaginatorHelper) => p.meta({ first: true, last: true }),
      '<link rel="prev" href="/articles?page=2&amp;sort=title&amp;direction=asc"><link rel="next" href="/articles?page=4&amp;sort=title&amp;direction=asc">'
      + '<link rel="first" href="/articles?page=1&amp;sort=title&amp;direction=asc"><link rel="last" href="/articles?page=50&amp;sort=title&amp;direction=asc">'],
  ] as const) {
    it(`${name} reads options once for its counts and once for its links`, () => {
      const { record, reads } = countedRecord({ page: 3, limit: 10, sort: 'title', direction: 'asc' });
      expect(call(helper(record))).to.equal(expected);
      // Once for its counts (the page size, readCounts()), once for its links.
      expect(reads).to.deep.equal({ options: 2, defaults: 1 });
    });
  }

  it('options changed in place between calls are read afresh', () => {
    const { record } = countedRecord({ page: 3, limit: 10, sort: 'title', direction: 'asc' });
    const paginator = helper(record);
    expect(paginator.sort('title')).to.equal('<a href="/articles?page=3&amp;sort=title&amp;direction=desc">Title</a>');
    (record.options as Record<string, unknown>).direction = 'desc';
    expect(paginator.sort('title')).to.equal('<a href="/articles?page=3&amp;sort=title&amp;direction=asc">Title</a>');
    record.options = { page: 3, limit: 10, sort: 'author' };
    expect(paginator.sort('title')).to.equal('<a href="/articles?page=3&amp;sort=title&amp;direction=asc">Title</a>');
    expect(paginator.next()).to.equal('<a href="/articles?page=4&amp;sort=author">Next &gt;&gt;</a>');
  });
});
