/**
 * Records from paginate() are deep-frozen (DESIGN §8): what that means for
 * an app (a copy to change, a TypeError for an assignment in strict mode),
 * and what the PaginatorHelper keeps of a frozen record for every call:
 * one reading and one link writing, each call's own options and route
 * still its own, a bad field still the same error at every call.
 */
import { expect } from 'chai';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { PaginatorHelper, type PaginatorHelperInit } from '../../src/framework/helpers/paginator-helper.js';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate } from '../../src/framework/paginate.js';
import { jumpForm } from '../../src/pagination/jump-form.js';
import { limitControl } from '../../src/pagination/limit-control.js';
import { numbersItems } from '../../src/pagination/numbers.js';
import type { UrlArray, UrlParts } from '../../src/pagination/router.js';
import { nextItem } from '../../src/pagination/prev-next.js';
import type { PhpArray } from '../../src/shared/php.js';
import { deepFreeze, thaw } from './frozen-support.js';
import { thrown } from './support.js';

const articles = (count: number) => new InMemoryModel({
  name: 'Article', fields: ['id', 'title', 'created'],
  records: Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `T${i % 7}`, created: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` })),
});

function pageOf(settings: PhpArray, passedArgs: PhpArray = {}) {
  return paginate({ model: articles(95), settings, passedArgs }).paging;
}

/** Assigns in strict mode, as an ES module's code runs (the test files themselves may be loaded as scripts). */
function assign(target: PhpArray, key: string, value: unknown): void {
  'use strict';
  target[key] = value;
}

const helper = (paging: PhpArray, init: PaginatorHelperInit = {}) => new PaginatorHelper({ env: memoryEnvironment(), here: '/articles', params: { paging }, ...init });

describe('records from paginate() are deep-frozen', () => {
  it('the record, its defaults and options and what is in them, for every kind of paging', () => {
    for (const settings of [
      { limit: 10, order: { 'Article.title': 'desc' }, fields: ['id', 'title'] },
      { limit: 10, countless: true },
      { limit: 10, keyset: 'id', order: { 'Article.id': 'asc' } },
    ]) {
      const paging = pageOf(settings, { page: 2 });
      const label = JSON.stringify(settings);
      for (const value of [paging, paging.defaults, paging.options, paging.options!.conditions, ...(paging.options!.order ? [paging.options!.order] : [])]) {
        expect(Object.isFrozen(value), label).to.equal(true);
      }
    }
    expect(Object.isFrozen(pageOf({ fields: ['id', 'title'] }).options!.fields)).to.equal(true);
  });

  it('an assignment throws a TypeError in strict mode; a copy can be changed and renders its change', () => {
    const paging = pageOf({ limit: 10 }, { page: 2 });
    expect(() => assign(paging, 'page', 3)).to.throw(TypeError);
    expect(() => assign(paging.options!, 'limit', 5)).to.throw(TypeError);
    expect(paging.page).to.equal(2);
    const copy = { ...paging, page: 3, options: { ...paging.options, page: 3 } };
    expect(helper({ Article: copy }).counter()).to.equal('3 of 10');
    expect(helper({ Article: structuredClone(paging) }).counter()).to.equal('2 of 10');
    // JSON, and so the X-Paging header, carries the fields and nothing else.
    expect(Object.keys(JSON.parse(JSON.stringify(paging))).sort()).to.deep.equal(Object.keys(thaw(paging)).sort());
  });

  it('a value that is not plain data (a Date in conditions) is left as it is, and the record is read at each call', () => {
    const since = new Date(Date.UTC(2026, 0, 10));
    const paging = paginate({ model: articles(95), settings: { limit: 10, conditions: { 'Article.created >': '2026-01-05' }, since }, passedArgs: {} }).paging;
    expect(Object.isFrozen(paging)).to.equal(true);
    expect(Object.isFrozen(paging.defaults!.since)).to.equal(false);
    expect(helper({ Article: paging }).numbers()).to.equal(helper({ Article: thaw(paging) }).numbers());
  });
});

describe('the PaginatorHelper over a frozen record', () => {
  const frozenPage = () => pageOf({ limit: 10, order: { 'Article.id': 'asc' } }, { page: 3, sort: 'title', direction: 'desc' });

  it('writes what it writes for the same record when it can change, call after call', () => {
    const paging = frozenPage();
    const frozen = helper({ Article: paging });
    const changeable = helper({ Article: thaw(paging) });
    const calls = [
      (p: PaginatorHelper) => p.sort('title'), (p: PaginatorHelper) => p.sort('created'), (p: PaginatorHelper) => p.numbers({ modulus: 4, first: 1, last: 1 }),
      (p: PaginatorHelper) => p.prev(), (p: PaginatorHelper) => p.next(), (p: PaginatorHelper) => p.meta({ first: true, last: true }), (p: PaginatorHelper) => p.url(),
    ];
    for (const call of [...calls, ...calls]) expect(call(frozen)).to.equal(call(changeable));
    expect(frozen.sort('title')).to.equal('<a href="/articles?page=3&amp;sort=title&amp;direction=asc">Title</a>');
    expect(frozen.next()).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">Next &gt;&gt;</a>');
  });

  it("different options on the same frozen record give each call its own links", () => {
    const paging = frozenPage();
    const p = helper({ Article: paging });
    const plain = p.next('n');
    expect(plain).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">n</a>');
    expect(p.next('n', { class: 'x' })).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc" class="x">n</a>');
    expect(p.next('n', { url: { q: 'a b' } })).to.equal('<a href="/articles?page=4&amp;q=a%20b&amp;sort=title&amp;direction=desc">n</a>');
    expect(p.next('<b>n</b>', { escape: false })).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc"><b>n</b></a>');
    expect(p.next('<b>n</b>')).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">&lt;b&gt;n&lt;/b&gt;</a>');
    expect(p.next('n', { update: 'results' })).to.equal(helper({ Article: thaw(paging) }).next('n', { update: 'results' }));
    expect(p.next('n')).to.equal(plain);
  });

  it('link arrays of the same keys in another order, or with other values left out, each write their own URL', () => {
    const paging = frozenPage();
    const frozen = helper({ Article: paging });
    const changeable = helper({ Article: thaw(paging) });
    const urls: PhpArray[] = [
      { q: 'x', r: 'a' }, { r: 'b', q: 'y' }, { q: 'z', r: 'c' }, { page: 2, q: 'x', r: 'a' }, { page: 2, r: 'b', q: 'y' },
      { page: 5, q: null }, { page: 6, q: false }, { page: 7, q: 'w' }, { q: 'v', r: null }, { q: 'u', r: 'd' },
    ];
    for (const url of [...urls, ...urls]) expect(frozen.link('t', url), JSON.stringify(url)).to.equal(changeable.link('t', url));
    expect(frozen.link('t', { r: 'b', q: 'y' })).to.equal('<a href="/articles?page=3&amp;r=b&amp;q=y&amp;sort=title&amp;direction=desc">t</a>');
  });

  it("writes each helper's links from its own route, and follows a route that changes between calls", () => {
    const paging = frozenPage();
    const here = helper({ Article: paging });
    const named = helper({ Article: paging }, { here: '/app/articles', base: '/app', urlStyle: 'named' });
    const routed = helper({ Article: paging }, { params: { paging: { Article: paging }, controller: 'posts', action: 'list' } });
    expect(here.next('n')).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">n</a>');
    expect(named.next('n')).to.equal('<a href="/app/articles/page:4/sort:title/direction:desc">n</a>');
    expect(routed.next('n')).to.equal('<a href="/posts/list?page=4&amp;sort=title&amp;direction=desc">n</a>');
    here.request.here = '/moved';
    expect(here.next('n')).to.equal('<a href="/moved?page=4&amp;sort=title&amp;direction=desc">n</a>');
    expect(named.next('n')).to.equal('<a href="/app/articles/page:4/sort:title/direction:desc">n</a>');
  });

  it("a helper that writes URLs its own way (a subclass's buildUrl()) writes them so for a frozen record too", () => {
    class Absolute extends PaginatorHelper {
      override buildUrl(url: unknown = null, full = false): string {
        return `https://example.org${super.buildUrl(url, full)}`;
      }
    }
    const paging = frozenPage();
    helper({ Article: paging }).next('n');
    const absolute = new Absolute({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: paging } } });
    expect(absolute.next('n')).to.equal('<a href="https://example.org/articles?page=4&amp;sort=title&amp;direction=desc">n</a>');
  });

  it('a bad field raises the same TypeError at every call, and url() still works, as for a record that can change', () => {
    const record = deepFreeze({ page: 'two', pageCount: 5, count: 50, current: 10, defaults: { limit: 10 }, options: { sort: 'title' } });
    const p = helper({ Article: record });
    for (let i = 0; i < 2; i++) {
      expect(() => p.numbers()).to.throw(TypeError, 'Paging record of model "Article": field "page" must be a non-negative integer, got "two"');
      expect(p.url()).to.equal('/articles?sort=title');
    }
    const missing = deepFreeze({ pageCount: 'x', defaults: {}, options: {} });
    const q = helper({ Article: missing });
    expect(() => q.counter()).to.throw(TypeError, 'Paging record of model "Article" has no field "page"');
    expect(() => q.numbers()).to.throw(TypeError, 'field "pageCount" must be a non-negative integer, got "x"');
    expect(() => q.counter()).to.throw(TypeError, 'Paging record of model "Article" has no field "page"');
  });

  it('one frozen record under two models: each error names the model it was read as', () => {
    const record = deepFreeze({ page: 9, pageCount: 5, count: 50, current: 10, defaults: { limit: 10 }, options: {} });
    const p = helper({ Article: record, Comment: record });
    expect(thrown(() => p.counter({ model: 'Article' })).message).to.contain('model "Article"');
    expect(thrown(() => p.counter({ model: 'Comment' })).message).to.contain('model "Comment"');
    expect(thrown(() => p.counter({ model: 'Article' })).message).to.contain('model "Article"');
  });

  it("a helper that writes a form's URL its own way (a subclass's urlParts()) writes its forms so for a frozen record too", () => {
    class Tracked extends PaginatorHelper {
      override urlParts(url: UrlArray): UrlParts {
        const parts = super.urlParts(url);
        return { ...parts, query: [...parts.query, ['from', 'pager']] };
      }
    }
    const paging = frozenPage();
    // A helper of the default kind writes the record's forms first, so that they are kept.
    limitControl(helper({ Article: paging }));
    const tracked = new Tracked({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: paging } } });
    expect(limitControl(tracked)).to.contain('<input type="hidden" name="from" value="pager">');
    expect(jumpForm(tracked)).to.contain('<input type="hidden" name="from" value="pager">');
  });

  it('records of one route and URL options on other pages (a request each) write their own pages, in any order', () => {
    const calls = (p: PaginatorHelper) => [
      p.meta({ first: true, last: true }), p.sort('title'), p.sort('id'), p.prev('p', { rel: 'prev' }), p.numbers({ modulus: 2, first: 1, last: 1 }),
      p.next('n', { class: 'next' }), p.link('t', { q: 'x' }), p.link('t', { page: 2, q: 'y' }),
      // A form's URL leaves the page out: the forms of every page of a route and its URL options are the same.
      limitControl(p), jumpForm(p), limitControl(p, [5, 10]),
    ];
    for (const [page, sort] of [[3, 'title'], [5, 'title'], [3, 'title'], [1, undefined], [7, undefined], [2, 'title'], [9, 'created']] as const) {
      const paging = pageOf({ limit: 10, order: { 'Article.id': 'asc' } }, sort ? { page, sort, direction: 'desc' } : { page });
      const answers = calls(helper({ Article: paging }));
      expect(answers, `page ${page}, ${sort}`).to.deep.equal(calls(helper({ Article: thaw(paging) })));
      expect(answers[1]).to.contain(`page=${page}&amp;`);
    }
  });

  it('records whose URL options JSON writes alike (Infinity and -Infinity, undefined and null) keep their own URLs', () => {
    const record = (value: unknown): PhpArray => deepFreeze({ page: 2, pageCount: 9, count: 90, current: 10, defaults: {}, options: { page: 2, x: value, y: [value, 'a'] } });
    for (const value of [Infinity, -Infinity, NaN, 'z', Infinity, undefined, null, -Infinity]) {
      const paging = record(value);
      for (const p of [helper({ Article: paging }), helper({ Article: paging }, { params: { paging: { Article: paging }, controller: 'articles', action: 'index' } })]) {
        const changeable = new PaginatorHelper({ env: p.env, here: p.request.here, params: { ...p.request.params, paging: { Article: thaw(paging) } } });
        for (const call of [(h: PaginatorHelper) => h.sort('title'), (h: PaginatorHelper) => h.next('n'), (h: PaginatorHelper) => h.numbers()]) {
          expect(call(p), String(value)).to.equal(call(changeable));
        }
      }
    }
  });

  it('records whose URL options hold lists JSON writes alike (a hole and null, a named property left out) keep their own URLs', () => {
    // eslint-disable-next-line no-sparse-arrays
    const lists = [() => ['a', 'b'], () => Object.assign(['a', 'b'], { k: 'v' }), () => [, 'b'], () => [null, 'b'], () => Object.assign([, 'b'], { k: 'v' })];
    for (const list of [...lists, ...lists]) {
      const record = () => ({ page: 2, pageCount: 9, count: 90, current: 10, defaults: {}, options: { page: 2, x: list() } });
      const frozen = helper({ Article: deepFreeze(record()) });
      const changeable = helper({ Article: record() });
      for (const call of [(h: PaginatorHelper) => h.sort('title'), (h: PaginatorHelper) => h.next('n'), (h: PaginatorHelper) => h.numbers()]) {
        expect(call(frozen), JSON.stringify(Object.entries(list()))).to.equal(call(changeable));
      }
    }
  });

  it('records on two paths of one route keep their own path unless a controller names it', () => {
    const paging = () => pageOf({ limit: 10 }, { page: 2 });
    expect(helper({ Article: paging() }).next('n')).to.equal('<a href="/articles?page=3">n</a>');
    expect(helper({ Article: paging() }, { here: '/other?page=2' }).next('n')).to.equal('<a href="/other?page=3">n</a>');
    expect(helper({ Article: paging() }, { here: '/other?page=2' }).sort('id')).to.equal('<a href="/other?page=2&amp;sort=id&amp;direction=asc">Id</a>');
    const routed = (here: string) => {
      const record = paging();
      return helper({ Article: record }, { here, params: { paging: { Article: record }, controller: 'posts', action: 'list' } });
    };
    expect(routed('/posts/list?page=2').next('n')).to.equal('<a href="/posts/list?page=3">n</a>');
    expect(routed('/elsewhere').sort('id')).to.equal('<a href="/posts/list?page=2&amp;sort=id&amp;direction=asc">Id</a>');
  });

  it("the links it shares are the caller's to keep: an item changed by its caller changes no later call's links", () => {
    const p = helper({ Article: frozenPage() });
    for (const item of [nextItem(p, 'n'), ...(numbersItems(p) || [])]) {
      if (item?.type !== 'link') continue;
      try {
        assign(item.attributes as PhpArray, 'class', 'leak');
      } catch {
        // Frozen: nothing to change.
      }
    }
    expect(p.next('n')).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">n</a>');
    expect(p.numbers()).to.not.contain('leak');
  });
});
