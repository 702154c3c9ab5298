/**
 * The pagination operations as functions over createPaging(): the same
 * markup PaginatorHelper writes for the same records, without the helper
 * classes, and clear errors for bad construction input.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { counter } from '../../src/pagination/counter.js';
import { link, pagingUrl, sortDir, sortKey } from '../../src/pagination/link.js';
import { first, last, numbers } from '../../src/pagination/numbers.js';
import { next, prev } from '../../src/pagination/prev-next.js';
import { sort } from '../../src/pagination/sort.js';
import { createPaging, current, hasNext, hasPage, hasPrev } from '../../src/pagination/paging.js';
import type { PhpArray } from '../../src/shared/php.js';
import { helper, record } from './fixtures.js';

const records = () => ({
  Article: record(4, 12, { options: { page: 4, limit: 10, sort: 'title', direction: 'desc', order: {}, conditions: [] } }),
  Comment: record(2, 3),
});

/** A bare Paging and a PaginatorHelper over the same records, URL style and options. */
function pair(urlStyle: 'query' | 'named' = 'query', options: PhpArray = {}) {
  return {
    bare: createPaging({ paging: records(), here: '/articles', urlStyle, options }),
    full: helper(records(), { urlStyle, options }),
  };
}

describe('createPaging() and the pagination functions', () => {
  for (const urlStyle of ['query', 'named'] as const) {
    for (const options of [{}, { update: 'list', indicator: 'busy' }, { url: { '?': { q: 'a<b' } }, class: 'p' }]) {
      it(`write what PaginatorHelper writes (${urlStyle} URLs, options ${JSON.stringify(options)})`, () => {
        const { bare, full } = pair(urlStyle, options);
        for (const model of [null, 'Comment']) {
          const m = { model };
          expect(numbers(bare, { ...m, first: 2, last: 'end' })).to.equal(full.numbers({ ...m, first: 2, last: 'end' }));
          expect(numbers(bare, true)).to.equal(full.numbers(true));
          expect(counter(bare, { ...m, format: 'range' })).to.equal(full.counter({ ...m, format: 'range' }));
          expect(prev(bare, 'p', m, 'none')).to.equal(full.prev('p', m, 'none'));
          expect(next(bare, undefined, { ...m, step: 2 })).to.equal(full.next(undefined, { ...m, step: 2 }));
          expect(first(bare, 3, m)).to.equal(full.first(3, m));
          expect(last(bare, undefined, m)).to.equal(full.last(undefined, m));
          expect(sort(bare, 'Title', 'Article.title', m)).to.equal(full.sort('Title', 'Article.title', m));
          expect(link(bare, '<7>', { page: 7 }, m)).to.equal(full.link('<7>', { page: 7 }, m));
          expect(pagingUrl(bare, { page: 2 }, false, model)).to.equal(full.url({ page: 2 }, false, model));
          expect([sortKey(bare, model), sortDir(bare, model)]).to.deep.equal([full.sortKey(model), full.sortDir(model)]);
          expect([current(bare, model), hasPrev(bare, model), hasNext(bare, model), hasPage(bare, model, 3)])
            .to.deep.equal([full.current(model), full.hasPrev(model), full.hasNext(model), full.hasPage(model, 3)]);
        }
      });
    }
  }

  it('agree with PaginatorHelper.numbers() on any page, page count and window', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 12 }),
      fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 4 })),
      (pageCount, pageSeed, modulus, run) => {
        const page = ((pageSeed - 1) % pageCount) + 1;
        const paging = { Article: record(page, pageCount) };
        const options = { modulus, first: run, last: run };
        expect(numbers(createPaging({ paging, here: '/articles' }), options)).to.equal(helper(paging).numbers(options));
      },
    ), { numRuns: 300 });
  });

  it('refuse a here or base that is not a path, an unknown URL style and a bad maxLinks', () => {
    const paging = records();
    expect(() => createPaging({ paging, here: 'javascript:alert(1)' })).to.throw(TypeError, /here must be a path/);
    expect(() => createPaging({ paging, here: '//evil.test/' })).to.throw(TypeError, /here/);
    expect(() => createPaging({ paging, here: '/', base: 'x' })).to.throw(TypeError, /base/);
    expect(() => createPaging({ paging, here: '/', urlStyle: 'pretty' as 'query' })).to.throw(TypeError, /urlStyle/);
    expect(() => createPaging({ paging, here: '/', maxLinks: 0 })).to.throw(TypeError, /maxLinks/);
    expect(() => createPaging({ paging, here: '/', maxLinks: 100_001 })).to.throw(RangeError, 'Option "maxLinks" must be at most 100000, got 100001');
  });

  it('build URL arrays as PaginatorHelper does, and refuse string URLs (the operations never pass them)', () => {
    for (const urlStyle of ['query', 'named'] as const) {
      const { bare, full } = pair(urlStyle);
      for (const url of [{}, { page: 2, sort: 'title' }, { controller: 'posts', 0: 'a b', '?': 'x=1', '#': 'top' }]) {
        expect(bare.buildUrl(url)).to.equal(full.buildUrl(url));
      }
      for (const url of ['/articles', 'javascript:alert(1)', null, undefined, 3]) {
        expect(() => bare.buildUrl(url)).to.throw(TypeError, /buildUrl\(\) of createPaging\(\) takes a URL array/);
      }
    }
  });

  it('raise the helper\'s errors for bad records: the field and the model are named', () => {
    const bare = createPaging({ paging: { Article: { page: 'two', pageCount: 3 } }, here: '/a' });
    expect(() => numbers(bare)).to.throw(TypeError, /model "Article": field "page"/);
    expect(() => counter(createPaging({ paging: {}, here: '/a' }))).to.throw(TypeError, /holds no paging record/);
    expect(() => numbers(createPaging({ paging: records(), here: '/a' }), { modulus: 0, maxLinks: 5 })).to.throw(RangeError, /maxLinks/);
  });

  it('escape what they are given: titles, separators and URL parts', () => {
    const bare = createPaging({ paging: records(), here: '/articles?x="><script>' });
    const out = `${numbers(bare, { separator: '<i>' })}${link(bare, '<b>', { q: '"><img>' })}`;
    expect(out).not.to.match(/<script|<img|<b>|<i>/);
    expect(out).to.contain('&lt;i&gt;').and.contain('&lt;b&gt;');
  });
});
