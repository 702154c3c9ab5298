/**
 * A record that lacks `prevPage` / `nextPage` has them worked out from its
 * page and page count (or count and page size) when it is read, so the
 * Node core and the elements agree; a record that has them keeps them.
 */
import { expect } from 'chai';
import { counter, createPaging, hasNext, hasPrev, next, numbers, prev, readCounts } from '../../src/core.js';

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

describe('records that lack pageCount', () => {
  it('get it from count and the page size, rounded up, wherever the page size is given', () => {
    expect(readCounts({ page: 2, count: 25, options: { limit: 10 } }, 'Article')).to.include({ pageCount: 3 });
    expect(readCounts({ page: 1, count: 30, defaults: { limit: 10 } }, 'Article')).to.include({ pageCount: 3 });
    expect(readCounts({ page: 1, count: 0, limit: 10 }, 'Article')).to.include({ pageCount: 0 });
  });

  it('so numbers() and the counter work from count and the page size alone', () => {
    const state = paging({ page: 2, count: 25, current: 10, defaults: { limit: 10 } });
    expect(numbers(state)).to.equal('<span><a href="/articles?page=1">1</a></span> | <span class="current">2</span> | <span><a href="/articles?page=3">3</a></span>');
    expect(counter(state, { format: '%page% of %pages%' })).to.equal('2 of 3');
  });

  it('counter()\'s default format needs the page count, not the count (issue 27)', () => {
    expect(counter(paging({ page: 2, pageCount: 5 }))).to.equal('2 of 5');
    expect(counter(paging({ page: 2, pageCount: 5 }), { format: 'pages', separator: ' / ' })).to.equal('2 / 5');
    expect(() => counter(paging({ page: 2, pageCount: 5 }), 'range')).to.throw(TypeError, 'has no field "count"');
  });

  it('a page past the derived count is refused as past pageCount', () => {
    expect(() => readCounts({ page: 4, count: 25, options: { limit: 10 } }, 'Article')).to.throw(TypeError, 'field "page" must be at most pageCount (3), got 4');
  });

  it('without count or a page size, an operation that needs it still names the missing field', () => {
    expect(() => numbers(paging({ page: 1, count: 25 }))).to.throw(TypeError, 'has no field "pageCount"');
    expect(() => numbers(paging({ page: 1, options: { limit: 10 } }))).to.throw(TypeError, 'has no field "pageCount"');
  });
});
