/**
 * A record that lacks `prevPage` / `nextPage` has them worked out from its
 * page and page count (or count and page size) when it is read, so the
 * Node core and the elements agree; a record that has them keeps them.
 */
import { expect } from 'chai';
import { createPaging, hasNext, hasPrev, next, prev, readCounts } from '../../src/core.js';

const paging = (record: Record<string, unknown>) => createPaging({ paging: { Article: record }, here: '/articles' });

describe('records that lack prevPage and nextPage', () => {
  it('{page: 7, pageCount: 20} has a previous and a next page', () => {
    const state = paging({ page: 7, pageCount: 20 });
    expect([hasPrev(state), hasNext(state)]).to.deep.equal([true, true]);
    expect(prev(state)).to.equal('<a href="/articles?page=6">&lt;&lt; Previous</a>');
    expect(next(state)).to.equal('<a href="/articles?page=8">Next &gt;&gt;</a>');
  });

  it('the first page has no previous page, the last no next one', () => {
    expect(hasPrev(paging({ page: 1, pageCount: 20 }))).to.equal(false);
    expect(hasNext(paging({ page: 20, pageCount: 20 }))).to.equal(false);
    expect(hasPrev(paging({ pageCount: 3 }))).to.equal(false);
  });

  it('without pageCount, count and the page size say whether a next page exists', () => {
    expect(hasNext(paging({ page: 2, count: 25, options: { limit: 10 } }))).to.equal(true);
    expect(hasNext(paging({ page: 3, count: 25, options: { limit: 10 } }))).to.equal(false);
    expect(hasNext(paging({ page: 1 }))).to.equal(false);
  });

  it('keeps an explicit prevPage / nextPage, even one that disagrees', () => {
    const state = paging({ page: 7, pageCount: 20, prevPage: false, nextPage: 0 });
    expect([hasPrev(state), hasNext(state)]).to.deep.equal([false, false]);
    expect(hasNext(paging({ page: 20, pageCount: 20, nextPage: true }))).to.equal(true);
  });

  it('readCounts() gives them with the counts', () => {
    expect(readCounts({ page: '2', pageCount: 3 }, 'Article')).to.deep.equal({ page: 2, pageCount: 3, prevPage: true, nextPage: true });
  });
});
