/**
 * PaginatorHelper against the interface's numbered rules ("PaginatorHelper
 * operations"), one `it` per rule, with exact expected markup.
 */
import { expect } from 'chai';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { setTranslator } from '../../src/shared/i18n.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import { currentSpan, helper, pageSpan, record } from './fixtures.js';

describe('PaginatorHelper', () => {
  afterEach(() => setTranslator(null));

  describe('construction', () => {
    it('is built from params, here, base, webroot, urlStyle and options', () => {
      const paginator = new PaginatorHelper({
        env: memoryEnvironment(),
        params: { paging: { Article: record(2, 3) } },
        here: '/app/articles',
        base: '/app',
        webroot: '/app/webroot/',
        urlStyle: 'named',
        options: { class: 'page' },
      });
      expect(paginator.request.here).to.equal('/app/articles');
      expect(paginator.request.base).to.equal('/app');
      expect(paginator.request.webroot).to.equal('/app/webroot/');
      expect(paginator.request.urlStyle).to.equal('named');
      expect(paginator.defaultLinkOptions).to.deep.equal({ class: 'page' });
      expect(paginator.helpers).to.deep.equal(['Html', 'Ajax']);
      expect(paginator.link('x', { page: 3 })).to.equal('<a href="/app/articles/page:3" class="page">x</a>');
    });

    it('takes here from the environment when it is not given', () => {
      const paginator = new PaginatorHelper({
        env: memoryEnvironment({ href: 'http://example.test/shop/items?q=1#top' }),
        params: { paging: { Item: record(1, 2) } },
      });
      expect(paginator.request.here).to.equal('/shop/items?q=1');
      expect(paginator.next()).to.equal('<a href="/shop/items?page=2">Next &gt;&gt;</a>');
    });

    it('has Html and Ajax helpers that share its request, templates and environment, made once when first read', () => {
      // The address the helper was made for, not the environment's later one (a server's environment may move on).
      const env = memoryEnvironment({ href: 'http://example.test/shop/items?q=1' });
      const paginator = new PaginatorHelper({ env, params: { paging: { Item: record(1, 2) } }, themeWeb: 'dark/' });
      env.history.replaceState(null, '', '/elsewhere');
      const { Html, Ajax } = paginator;
      expect(paginator.Html).to.equal(Html);
      expect(paginator.Ajax).to.equal(Ajax);
      for (const dependency of [Html, Ajax]) {
        expect(dependency.request).to.equal(paginator.request);
        expect(dependency.tags).to.equal(paginator.tags);
        expect(dependency.env).to.equal(env);
        expect(dependency.themeWeb).to.equal('dark/');
      }
      expect(Html.link('x', { page: 2 })).to.equal('<a href="/shop/items?page=2">x</a>');
      expect(Ajax.link('x', { page: 2 }, { update: 'list' })).to.contain('href="/shop/items?page=2"').and.contain('data-update="list"');
      // A helper of the app's own in their place is the one read from then on.
      const own = new PaginatorHelper({ env }).Html;
      paginator.Html = own;
      expect(paginator.Html).to.equal(own);
    });

    it('does not change the params object it was given', () => {
      const params = { paging: { Article: record(1, 5) } };
      const paginator = new PaginatorHelper({ env: memoryEnvironment(), params });
      paginator.options({ paging: { Comment: record(1, 2) } });
      expect(Object.keys(params.paging)).to.deep.equal(['Article']);
    });

    it('refuses a maxLinks that is not a positive integer', () => {
      expect(() => new PaginatorHelper({ env: memoryEnvironment(), maxLinks: 0 })).to.throw(TypeError, /maxLinks/);
    });

    it('takes a maxLinks up to 100,000 and refuses one above, naming the ceiling', () => {
      expect(helper(record(1, 100_000), { maxLinks: 100_000 }).numbers({ modulus: 0 })).to.contain(pageSpan(100_000));
      expect(() => helper(record(1, 5), { maxLinks: 100_001 })).to.throw(RangeError, 'Option "maxLinks" must be at most 100000, got 100001');
      expect(() => helper(record(1, 5), { maxLinks: '1000000000000' as never })).to.throw(RangeError, /"maxLinks" must be at most 100000/);
      expect(() => helper(record(1, 5)).numbers({ maxLinks: 100_001 })).to.throw(RangeError, /"maxLinks" must be at most 100000/);
      expect(() => helper(record(3, 5)).first(2, { maxLinks: 1e6 })).to.throw(RangeError, /"maxLinks" must be at most 100000/);
    });
  });

  describe('params()', () => {
    it('1. returns the paging record of the model (default model when empty)', () => {
      const article = record(2, 5);
      const comment = record(1, 2);
      const paginator = helper({ Article: article, Comment: comment });
      expect(paginator.params()).to.equal(article);
      expect(paginator.params('')).to.equal(article);
      expect(paginator.params('Comment')).to.equal(comment);
    });

    it('2. returns null when params.paging is unset or has no non-empty record for the model', () => {
      expect(new PaginatorHelper({ env: memoryEnvironment() }).params()).to.equal(null);
      const paginator = helper({ Article: record(1, 2), Empty: {} as never });
      expect(paginator.params('Missing')).to.equal(null);
      expect(paginator.params('Empty')).to.equal(null);
    });
  });

  describe('options()', () => {
    it('1. treats a string argument as {update: string}', () => {
      const paginator = helper(record(1, 3));
      paginator.options('results');
      expect(paginator.defaultLinkOptions).to.deep.equal({ update: 'results' });
      expect(paginator.next()).to.equal('<a href="/articles?page=2" data-update="results">Next &gt;&gt;</a>');
    });

    it('2. merges a non-empty paging key into params.paging and removes it', () => {
      const paginator = helper(record(1, 3));
      paginator.options({ paging: { Comment: record(2, 4) }, class: 'x' });
      expect(paginator.params('Comment')!.page).to.equal(2);
      expect(paginator.defaultLinkOptions).to.deep.equal({ class: 'x' });
    });

    it('3. merges a key named after the default model into its record and removes it', () => {
      const paginator = helper(record(1, 3));
      paginator.options({ Article: { page: 3, prevPage: true }, class: 'y' });
      expect(paginator.current()).to.equal(3);
      expect(paginator.params()!.pageCount).to.equal(3);
      expect(paginator.defaultLinkOptions).to.deep.equal({ class: 'y' });
    });

    it('4. merges the rest over the existing options and drops falsy values', () => {
      const paginator = helper(record(1, 3));
      paginator.options({ class: 'a', update: 'r', indicator: 's' });
      paginator.options({ class: 'b', update: '', indicator: 0 as never, title: 'T' });
      expect(paginator.defaultLinkOptions).to.deep.equal({ class: 'b', title: 'T' });
    });
  });

  describe('current()', () => {
    it('returns the page of the record', () => {
      expect(helper(record(4, 9)).current()).to.equal(4);
      expect(helper(record(4, 9, { page: '7' })).current()).to.equal(7);
    });

    it('returns 1 when the record has no page, or there is no record', () => {
      const { page: _page, ...withoutPage } = record(4, 9);
      expect(helper(withoutPage).current()).to.equal(1);
      expect(helper(record(4, 9)).current('Missing')).to.equal(1);
    });
  });

  describe('sortKey()', () => {
    it('1. with empty options reads the merge of the record defaults and options', () => {
      const paginator = helper(record(1, 2, { defaults: { sort: 'title' }, options: { direction: 'desc' } }));
      expect(paginator.sortKey()).to.equal('title');
      const overridden = helper(record(1, 2, { defaults: { sort: 'title' }, options: { sort: 'created' } }));
      expect(overridden.sortKey()).to.equal('created');
    });

    it('2. returns a non-empty sort without its Model. prefix (first word)', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sortKey(null, { sort: 'Article.title' })).to.equal('title');
      expect(paginator.sortKey(null, { sort: 'title' })).to.equal('title');
      expect(paginator.sortKey(null, { sort: 'Article.date ASC' })).to.equal('date');
      expect(paginator.sortKey(null, { sort: 'title', order: 'created' })).to.equal('title');
    });

    it('3. otherwise returns the first key of an order array, prefix up to the last dot removed', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sortKey(null, { order: { 'Article.created': 'desc', title: 'asc' } })).to.equal('created');
      expect(paginator.sortKey(null, { order: { 'Plugin.Article.created': 'desc' } })).to.equal('created');
      expect(paginator.sortKey(null, { sort: '', order: { body: 'asc' } })).to.equal('body');
    });

    it('4. otherwise returns a string order without its optional Model. prefix', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sortKey(null, { order: 'Article.title' })).to.equal('title');
      expect(paginator.sortKey(null, { order: 'title DESC' })).to.equal('title');
    });

    it('5. otherwise returns null', () => {
      expect(helper(record(1, 2)).sortKey()).to.equal(null);
      expect(helper(record(1, 2)).sortKey(null, { direction: 'asc' })).to.equal(null);
      expect(helper(record(1, 2)).sortKey('Missing')).to.equal(null);
    });
  });

  describe('sortDir()', () => {
    it('1. resolves the options as sortKey does', () => {
      const paginator = helper(record(1, 2, { defaults: { direction: 'desc' }, options: {} }));
      expect(paginator.sortDir()).to.equal('desc');
      expect(paginator.sortDir(null, { direction: 'asc' })).to.equal('asc');
    });

    it('2. lowercases direction, or else the first value of an array order', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sortDir(null, { direction: 'DESC' })).to.equal('desc');
      expect(paginator.sortDir(null, { order: { title: 'DESC', id: 'asc' } })).to.equal('desc');
      expect(paginator.sortDir(null, { direction: 'asc', order: { title: 'desc' } })).to.equal('asc');
    });

    it('3. returns desc for desc and asc otherwise, never null', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sortDir()).to.equal('asc');
      expect(paginator.sortDir(null, { direction: 'sideways' })).to.equal('asc');
      expect(paginator.sortDir(null, { order: 'title desc' })).to.equal('asc');
      expect(paginator.sortDir('Missing')).to.equal('asc');
    });
  });

  describe('prev() and next()', () => {
    it('1. defaults: url [], step 1, escape true, model null, tag div', () => {
      const paginator = helper(record(3, 5));
      expect(paginator.prev()).to.equal('<a href="/articles?page=2">&lt;&lt; Previous</a>');
      expect(paginator.next()).to.equal('<a href="/articles?page=4">Next &gt;&gt;</a>');
    });

    it('2. with no such page and a disabled title or options, renders the title in a tag', () => {
      const first = helper(record(1, 5));
      expect(first.prev('<< Prev', { class: 'p' }, 'No previous')).to.equal('<div>No previous</div>');
      expect(first.prev('<< Prev', {}, true, { class: 'off' })).to.equal('<div class="off">&lt;&lt; Prev</div>');
      expect(first.prev('<< Prev', {}, '', { tag: 'span', class: 'off' })).to.equal('<span class="off">&lt;&lt; Prev</span>');
      expect(first.prev('<< Prev', {}, '<b>none</b>', { escape: false })).to.equal('<div><b>none</b></div>');
      const last = helper(record(5, 5));
      expect(last.next(undefined, {}, 'No next', { class: 'disabled' })).to.equal('<div class="disabled">No next</div>');
    });

    it('2. a disabled title is escaped unless escape is exactly false, as every title is', () => {
      const first = helper(record(1, 5));
      for (const escape of [undefined, null, 0, '', '0', [], true, 'no']) {
        expect(first.prev('<', {}, '<b>none</b>', { escape } as never), String(escape)).to.equal('<div>&lt;b&gt;none&lt;/b&gt;</div>');
        expect(helper(record(5, 5)).next('>', {}, '<i>', { escape, class: 'off' } as never)).to.equal('<div class="off">&lt;i&gt;</div>');
      }
      expect(first.prev('<', {}, '<b>none</b>', { escape: false })).to.equal('<div><b>none</b></div>');
    });

    it('3. with no such page and neither disabled title nor options, returns null', () => {
      expect(helper(record(1, 5)).prev()).to.equal(null);
      expect(helper(record(5, 5)).next()).to.equal(null);
      expect(helper(record(1, 5)).prev('<<', {}, null, {})).to.equal(null);
      expect(helper(record(1, 5)).prev('<<', {}, false, [] as never)).to.equal(null);
    });

    it('4. otherwise links to the current page minus (prev) or plus (next) step, with escape', () => {
      const paginator = helper(record(5, 9));
      expect(paginator.prev('<', { step: 2, class: 'nav' })).to.equal('<a href="/articles?page=3" class="nav">&lt;</a>');
      expect(paginator.next('>', { step: '3' })).to.equal('<a href="/articles?page=8">&gt;</a>');
      expect(paginator.next('<i>next</i>', { escape: false })).to.equal('<a href="/articles?page=6"><i>next</i></a>');
      expect(paginator.next('n', { url: { '?': { q: 'x' } } })).to.equal('<a href="/articles?page=6&amp;q=x">n</a>');
    });

    it('keeps the target page within 1..pageCount when the step overshoots', () => {
      const paginator = helper(record(2, 4));
      expect(paginator.prev('<', { step: 5 })).to.equal('<a href="/articles?page=1">&lt;</a>');
      expect(paginator.next('>', { step: 5 })).to.equal('<a href="/articles?page=4">&gt;</a>');
    });

    it('refuses a step that is not a positive integer', () => {
      expect(() => helper(record(2, 4)).next('>', { step: 'two' })).to.throw(TypeError, /step/);
    });

    it('uses the model option', () => {
      const paginator = helper({ Article: record(1, 2), Comment: record(2, 3) });
      expect(paginator.prev('<', { model: 'Comment' })).to.equal('<a href="/articles?page=1">&lt;</a>');
      expect(paginator.prev('<')).to.equal(null);
    });

    it('translates the default titles', () => {
      setTranslator((text) => ({ '<< Previous': '« Zurück', 'Next >>': 'Weiter »' })[text] ?? text);
      const paginator = helper(record(2, 3));
      expect(paginator.prev()).to.equal('<a href="/articles?page=1">« Zurück</a>');
      expect(paginator.next()).to.equal('<a href="/articles?page=3">Weiter »</a>');
    });
  });

  describe('sort()', () => {
    it('1. defaults: url [], model null', () => {
      expect(helper(record(1, 2)).sort('Title', 'title')).to.equal(
        '<a href="/articles?page=1&amp;sort=title&amp;direction=asc">Title</a>',
      );
    });

    it('2. an empty key is the title, and the title is humanized without a trailing _id, translated', () => {
      const paginator = helper(record(1, 2));
      expect(paginator.sort('author_id')).to.equal('<a href="/articles?page=1&amp;sort=author_id&amp;direction=asc">Author</a>');
      expect(paginator.sort('created_at', '')).to.equal('<a href="/articles?page=1&amp;sort=created_at&amp;direction=asc">Created At</a>');
      setTranslator((text) => (text === 'Author' ? 'Autor' : text));
      expect(paginator.sort('author_id')).to.equal('<a href="/articles?page=1&amp;sort=author_id&amp;direction=asc">Autor</a>');
    });

    it('3. keeps the part before a dot in the key as a model prefix of the sort value', () => {
      const paginator = helper(record(1, 2, { options: { sort: 'Article.title', direction: 'asc' } }));
      expect(paginator.sort('Title', 'Article.title')).to.equal(
        '<a href="/articles?page=1&amp;sort=Article.title&amp;direction=desc">Title</a>',
      );
      expect(paginator.sort('Name', 'User.name')).to.equal(
        '<a href="/articles?page=1&amp;sort=User.name&amp;direction=asc">Name</a>',
      );
    });

    it('4. chooses desc only when already sorted ascending by the key', () => {
      const ascending = helper(record(1, 2, { options: { sort: 'title', direction: 'asc' } }));
      expect(ascending.sort('Title', 'title')).to.contain('direction=desc');
      expect(ascending.sort('Body', 'body')).to.contain('direction=asc');
      const descending = helper(record(1, 2, { options: { sort: 'title', direction: 'desc' } }));
      expect(descending.sort('Title', 'title')).to.equal(
        '<a href="/articles?page=1&amp;sort=title&amp;direction=asc">Title</a>',
      );
      const byOrder = helper(record(1, 2, { options: { order: { 'Article.title': 'asc' } } }));
      expect(byOrder.sort('Title', 'title')).to.contain('direction=desc');
    });

    it('5. takes the title from an array keyed by the chosen direction', () => {
      const paginator = helper(record(1, 2, { options: { sort: 'title', direction: 'asc' } }));
      expect(paginator.sort({ asc: 'Title ▲', desc: 'Title ▼' }, 'title')).to.equal(
        '<a href="/articles?page=1&amp;sort=title&amp;direction=desc">Title ▼</a>',
      );
      expect(() => paginator.sort({ asc: 'only' }, 'title')).to.throw(TypeError, /desc/);
    });

    it('6. sets sort and direction, overridden by url, with order null, then links', () => {
      const paginator = helper(record(2, 3, { options: { page: 2, order: { 'Article.id': 'desc' } } }));
      expect(paginator.sort('Title', 'title', { url: { direction: 'desc', '?': { q: 'a b' } }, class: 's' })).to.equal(
        '<a href="/articles?page=2&amp;sort=title&amp;direction=desc&amp;q=a%20b" class="s">Title</a>',
      );
    });
  });

  describe('link()', () => {
    it('1. defaults: model null, escape true', () => {
      expect(helper(record(2, 3)).link('<b>2</b>', { page: 2 })).to.equal('<a href="/articles?page=2">&lt;b&gt;2&lt;/b&gt;</a>');
      expect(helper(record(2, 3)).link('<b>2</b>', { page: 2 }, { escape: false })).to.equal('<a href="/articles?page=2"><b>2</b></a>');
    });

    it('2. removes the model option and merges the helper options under the call options', () => {
      const paginator = helper({ Article: record(2, 3), Comment: record(5, 6) }, { options: { class: 'a', title: 't' } });
      expect(paginator.link('x', {}, { model: 'Comment', class: 'b' })).to.equal(
        '<a href="/articles?page=5" class="b" title="t">x</a>',
      );
    });

    it('3. merges a url option under the url argument', () => {
      const paginator = helper(record(2, 3), { options: { url: { '?': { q: 'kept' }, page: 9 } } });
      expect(paginator.link('x', { page: 3 }, { url: { sort: 'title' } })).to.equal(
        '<a href="/articles?page=3&amp;sort=title">x</a>',
      );
      expect(paginator.link('y', { page: 3 })).to.equal('<a href="/articles?page=3&amp;q=kept">y</a>');
    });

    it('4. computes the URL through url() with page defaulting to the current page', () => {
      const paginator = helper(record(4, 9, { defaults: { limit: 10 }, options: { limit: 25, page: 4, sort: 'title' } }));
      expect(paginator.link('here')).to.equal('<a href="/articles?page=4&amp;limit=25&amp;sort=title">here</a>');
      expect(paginator.link('p2', { page: 2 })).to.equal('<a href="/articles?page=2&amp;limit=25&amp;sort=title">p2</a>');
    });

    it('5. uses Ajax markup when update is present, Html otherwise, and drops falsy URL parts', () => {
      const paginator = helper(record(2, 3));
      expect(paginator.link('x', { page: 3, sort: '', direction: null, limit: 0 })).to.equal('<a href="/articles?page=3">x</a>');
      expect(paginator.link('x', { page: 3 }, { update: 'results', indicator: 'busy' })).to.equal(
        '<a href="/articles?page=3" data-update="results" data-indicator="busy">x</a>',
      );
      expect(paginator.link('x', { page: 3 })).to.not.contain('onclick');
    });

    it('never writes pagination options as attributes', () => {
      const paginator = helper(record(2, 3), { options: { sort: 'x', direction: 'asc', format: 'range', separator: '|' } });
      expect(paginator.link('x', { page: 1 })).to.equal('<a href="/articles?page=1">x</a>');
    });

    it('escapes hostile ids, titles and URL parts', () => {
      const paginator = helper(record(2, 3));
      expect(paginator.link('"><script>alert(1)</script>', { page: 1, q: '"><x>' }, { update: '"><img src=x onerror=alert(1)>' })).to.equal(
        '<a href="/articles?page=1&amp;q=%22%3E%3Cx%3E" data-update="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">' +
          '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
      );
    });
  });

  describe('url()', () => {
    const paging = () =>
      helper(record(3, 9, {
        defaults: { limit: 20, order: { 'Article.id': 'asc' } },
        options: { page: 3, limit: 20, order: { 'Article.title': 'desc' }, conditions: [] },
      }));

    it('1. starts from the non-default paging options (falsy dropped), overridden by options', () => {
      expect(helper(record(3, 9, { defaults: { limit: 20 }, options: { page: 3, limit: '20', recursive: 0 } })).url({}, true)).to.deep.equal({ page: 3 });
      expect(helper(record(3, 9, { defaults: { limit: 20 }, options: { page: 3, limit: 50 } })).url({ page: 1 }, true)).to.deep.equal({ page: 1, limit: 50 });
    });

    it('2. turns an order array into sort (its sortKey) and direction (its first value)', () => {
      expect(paging().url({}, true)).to.deep.equal({ page: 3, sort: 'title', direction: 'desc' });
      expect(paging().url({ order: 'title' }, true)).to.deep.equal({ page: 3, sort: null, direction: null });
      expect(paging().url({ order: null }, true)).to.deep.equal({ page: 3, order: null });
    });

    it('3. returns the array with asArray, else the URL string', () => {
      expect(paging().url()).to.equal('/articles?page=3&sort=title&direction=desc');
      expect(paging().url({ page: 4 }, false)).to.equal('/articles?page=4&sort=title&direction=desc');
      const named = helper(record(3, 9, { options: { page: 3, sort: 'title' } }), { urlStyle: 'named', here: '/articles/index/page:3' });
      expect(named.url()).to.equal('/articles/index/page:3/sort:title');
    });
  });

  describe('hasPrev(), hasNext()', () => {
    it('are true when prevPage / nextPage are truthy', () => {
      expect(helper(record(2, 3)).hasPrev()).to.equal(true);
      expect(helper(record(2, 3)).hasNext()).to.equal(true);
      expect(helper(record(1, 3, { prevPage: '0' })).hasPrev()).to.equal(false);
      expect(helper(record(3, 3, { nextPage: 'false' })).hasNext()).to.equal(true);
    });

    it('are false when there is no record', () => {
      expect(helper(record(2, 3)).hasPrev('Missing')).to.equal(false);
      expect(new PaginatorHelper({ env: memoryEnvironment() }).hasNext()).to.equal(false);
    });
  });

  describe('hasPage()', () => {
    it('1. takes a numeric first argument as the page, for the default model', () => {
      const paginator = helper({ Article: record(1, 4), Comment: record(1, 9) });
      expect(paginator.hasPage(4)).to.equal(true);
      expect(paginator.hasPage('5')).to.equal(false);
      expect(paginator.hasPage('Comment', 5)).to.equal(true);
    });

    it('2. is true when page <= pageCount', () => {
      const paginator = helper(record(1, 4));
      expect(paginator.hasPage()).to.equal(true);
      expect(paginator.hasPage(null, 4)).to.equal(true);
      expect(paginator.hasPage(null, 5)).to.equal(false);
      expect(paginator.hasPage('Missing', 1)).to.equal(false);
      expect(() => paginator.hasPage(null, 'two')).to.throw(TypeError, /page/);
    });
  });

  describe('defaultModel()', () => {
    it('returns the first key of params.paging and caches it', () => {
      const paginator = helper({ Comment: record(1, 2), Article: record(1, 2) });
      expect(paginator.defaultModel()).to.equal('Comment');
      paginator.__defaultModel = 'Article';
      expect(paginator.defaultModel()).to.equal('Article');
    });

    it('returns null when there is no paging', () => {
      expect(new PaginatorHelper({ env: memoryEnvironment() }).defaultModel()).to.equal(null);
      expect(new PaginatorHelper({ env: memoryEnvironment(), params: { paging: {} } }).defaultModel()).to.equal(null);
    });
  });

  describe('counter()', () => {
    const paginator = () => helper(record(3, 7, { count: 62, current: 10, options: { page: 3, limit: 10 } }));

    it('1. takes a string argument as the format', () => {
      expect(paginator().counter('range')).to.equal('21 - 30 of 62');
    });

    it('2. defaults: model default, format pages, separator " of "', () => {
      expect(paginator().counter()).to.equal('3 of 7');
      const two = helper({ Article: record(1, 2), Comment: record(2, 5) });
      expect(two.counter({ model: 'Comment' })).to.equal('2 of 5');
    });

    it('3. treats a pageCount of 0 as 1', () => {
      expect(helper(record(1, 0, { count: 0, current: 0 })).counter()).to.equal('1 of 1');
    });

    it('4. start is (page - 1) * limit + 1 when count >= 1, else 0', () => {
      expect(paginator().counter('%start%')).to.equal('21');
      expect(helper(record(1, 0, { count: 0, current: 0 })).counter({ format: '%start%' })).to.equal('0');
    });

    it('5. end is count when count < start + limit - 1, else start + limit - 1', () => {
      expect(paginator().counter('%end%')).to.equal('30');
      const lastPage = helper(record(7, 7, { count: 62, current: 2, options: { page: 7, limit: 10 } }));
      expect(lastPage.counter('%start%-%end%')).to.equal('61-62');
      expect(helper(record(1, 0, { count: 0, current: 0 })).counter('%end%')).to.equal('0');
    });

    it('6. range: a non-array separator becomes (" - ", separator)', () => {
      expect(paginator().counter({ format: 'range', separator: ' / ' })).to.equal('21 - 30 / 62');
      expect(paginator().counter({ format: 'range', separator: ['–', ' total '] })).to.equal('21–30 total 62');
    });

    it('7. pages: page, separator, pageCount', () => {
      expect(paginator().counter({ format: 'pages', separator: '/' })).to.equal('3/7');
    });

    it('8. any other format has its %tokens% replaced', () => {
      expect(paginator().counter('Page %page% of %pages%, showing %current% records out of %count% total, starting on record %start%, ending on %end%'))
        .to.equal('Page 3 of 7, showing 10 records out of 62 total, starting on record 21, ending on 30');
    });

    it('escapes the format and separators unless escape is false', () => {
      expect(paginator().counter('<b>%page%</b> & more')).to.equal('&lt;b&gt;3&lt;/b&gt; &amp; more');
      expect(paginator().counter({ format: '<b>%page%</b>', escape: false })).to.equal('<b>3</b>');
      expect(paginator().counter({ separator: '<i>' })).to.equal('3&lt;i&gt;7');
    });

    it('translates " of "', () => {
      setTranslator((text) => (text === ' of ' ? ' von ' : text));
      expect(paginator().counter()).to.equal('3 von 7');
    });
  });

  describe('numbers()', () => {
    it('1. true means before and after " | ", first "first", last "last"', () => {
      const paginator = helper(record(10, 20));
      expect(paginator.numbers(true)).to.equal(
        '<span><a href="/articles?page=1">first</a></span> | ' +
          [6, 7, 8, 9].map((page) => pageSpan(page)).join(' | ') + ' | ' + currentSpan(10) + ' | ' +
          [11, 12, 13, 14].map((page) => pageSpan(page)).join(' | ') +
          ' | <span><a href="/articles?page=20">last</a></span>',
      );
    });

    it('2. defaults: modulus 8, separator " | ", other options passed to link', () => {
      const paginator = helper(record(1, 3));
      expect(paginator.numbers({ class: 'n', url: { '?': { q: 'x' } } })).to.equal(
        '<span class="current">1</span> | <span><a href="/articles?page=2&amp;q=x" class="n">2</a></span>' +
          ' | <span><a href="/articles?page=3&amp;q=x" class="n">3</a></span>',
      );
    });

    it('3. returns false when pageCount <= 1', () => {
      expect(helper(record(1, 1)).numbers()).to.equal(false);
      expect(helper(record(1, 0, { count: 0 })).numbers()).to.equal(false);
    });

    it('4. writes the current page as span.current and other pages as span > link', () => {
      expect(helper(record(2, 3)).numbers()).to.equal(`${pageSpan(1)} | ${currentSpan(2)} | ${pageSpan(3)}`);
      expect(helper(record(2, 3)).numbers({ tag: 'li', separator: '' })).to.equal(
        '<li><a href="/articles?page=1">1</a></li><li class="current">2</li><li><a href="/articles?page=3">3</a></li>',
      );
    });

    it('5. windowed: half the modulus either side of the current page', () => {
      const paginator = helper(record(10, 20));
      expect(paginator.numbers()).to.equal(
        [6, 7, 8, 9].map((page) => pageSpan(page)).join(' | ') + ' | ' + currentSpan(10) + ' | ' +
          [11, 12, 13, 14].map((page) => pageSpan(page)).join(' | '),
      );
    });

    it('5. windowed: a start at or before 1 gives pages 1..modulus + 1', () => {
      expect(helper(record(2, 20)).numbers({ modulus: 4 })).to.equal(
        `${pageSpan(1)} | ${currentSpan(2)} | ${pageSpan(3)} | ${pageSpan(4)} | ${pageSpan(5)}`,
      );
    });

    it('5. windowed: an end capped at pageCount moves the start back', () => {
      expect(helper(record(19, 20)).numbers({ modulus: 4 })).to.equal(
        `${pageSpan(16)} | ${pageSpan(17)} | ${pageSpan(18)} | ${currentSpan(19)} | ${pageSpan(20)}`,
      );
      expect(helper(record(20, 20)).numbers({ modulus: 4 })).to.equal(
        `${pageSpan(16)} | ${pageSpan(17)} | ${pageSpan(18)} | ${pageSpan(19)} | ${currentSpan(20)}`,
      );
    });

    it('5. windowed: first(first) when start > first, with after = separator when start = first + 1', () => {
      expect(helper(record(10, 20)).numbers({ modulus: 4, first: 2 })).to.equal(
        `${pageSpan(1)} | ${pageSpan(2)}...${pageSpan(8)} | ${pageSpan(9)} | ${currentSpan(10)} | ${pageSpan(11)} | ${pageSpan(12)}`,
      );
      expect(helper(record(5, 20)).numbers({ modulus: 4, first: 2 })).to.equal(
        `${pageSpan(1)} | ${pageSpan(2)} | ${pageSpan(3)} | ${pageSpan(4)} | ${currentSpan(5)} | ${pageSpan(6)} | ${pageSpan(7)}`,
      );
      expect(helper(record(4, 20)).numbers({ modulus: 4, first: 2 })).to.equal(
        `${pageSpan(2)} | ${pageSpan(3)} | ${currentSpan(4)} | ${pageSpan(5)} | ${pageSpan(6)}`,
      );
      expect(helper(record(10, 20)).numbers({ modulus: 4, first: '« first' })).to.equal(
        `<span><a href="/articles?page=1">« first</a></span>${pageSpan(8)} | ${pageSpan(9)} | ${currentSpan(10)} | ${pageSpan(11)} | ${pageSpan(12)}`,
      );
    });

    it('5. windowed: before, the window, after', () => {
      expect(helper(record(10, 20)).numbers({ modulus: 2, before: '[', after: ']' })).to.equal(
        `[${pageSpan(9)} | ${currentSpan(10)} | ${pageSpan(11)}]`,
      );
    });

    it('5. windowed: no separator after the current page when it is the last', () => {
      expect(helper(record(20, 20)).numbers({ modulus: 2 })).to.equal(`${pageSpan(18)} | ${pageSpan(19)} | ${currentSpan(20)}`);
    });

    it('5. windowed: last(last) when end <= pageCount - last, with before = separator when end + 1 = pageCount', () => {
      expect(helper(record(10, 20)).numbers({ modulus: 4, last: 2 })).to.equal(
        `${pageSpan(8)} | ${pageSpan(9)} | ${currentSpan(10)} | ${pageSpan(11)} | ${pageSpan(12)}...${pageSpan(19)} | ${pageSpan(20)}`,
      );
      expect(helper(record(16, 20)).numbers({ modulus: 4, last: 2 })).to.equal(
        `${pageSpan(14)} | ${pageSpan(15)} | ${currentSpan(16)} | ${pageSpan(17)} | ${pageSpan(18)}...${pageSpan(19)} | ${pageSpan(20)}`,
      );
      expect(helper(record(17, 20)).numbers({ modulus: 4, last: 1 })).to.equal(
        `${pageSpan(15)} | ${pageSpan(16)} | ${currentSpan(17)} | ${pageSpan(18)} | ${pageSpan(19)} | ${pageSpan(20)}`,
      );
      expect(helper(record(17, 20)).numbers({ modulus: 4, last: 2 })).to.equal(
        `${pageSpan(15)} | ${pageSpan(16)} | ${currentSpan(17)} | ${pageSpan(18)} | ${pageSpan(19)}`,
      );
      expect(helper(record(10, 20)).numbers({ modulus: 4, last: 'last »' })).to.equal(
        `${pageSpan(8)} | ${pageSpan(9)} | ${currentSpan(10)} | ${pageSpan(11)} | ${pageSpan(12)}<span><a href="/articles?page=20">last »</a></span>`,
      );
    });

    it('6. unwindowed: before, every page with separators, after', () => {
      expect(helper(record(2, 3)).numbers({ modulus: 0, before: '(', after: ')', separator: ', ' })).to.equal(
        `(${pageSpan(1)}, ${currentSpan(2)}, ${pageSpan(3)})`,
      );
      expect(helper(record(2, 12)).numbers({ modulus: null })).to.equal(
        Array.from({ length: 12 }, (_, i) => (i + 1 === 2 ? currentSpan(2) : pageSpan(i + 1))).join(' | '),
      );
      expect(helper(record(2, 8)).numbers()).to.equal(
        Array.from({ length: 8 }, (_, i) => (i + 1 === 2 ? currentSpan(2) : pageSpan(i + 1))).join(' | '),
      );
    });

    it('7. passes the result through output()', () => {
      class Upper extends PaginatorHelper {
        override output(str: string): string {
          return `<nav>${str}</nav>`;
        }
      }
      const paginator = new Upper({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: record(1, 2) } } });
      expect(paginator.numbers()).to.equal(`<nav>${currentSpan(1)} | ${pageSpan(2)}</nav>`);
    });

    it('escapes before, after and separator unless escape is false', () => {
      expect(helper(record(1, 2)).numbers({ before: '<ul>', separator: '&' })).to.equal(`&lt;ul&gt;${currentSpan(1)}&amp;${pageSpan(2)}`);
      expect(helper(record(1, 2)).numbers({ before: '<b>', escape: false })).to.equal(`<b>${currentSpan(1)} | ${pageSpan(2)}`);
    });

    it('keeps links on the requested model', () => {
      const paginator = helper({ Article: record(1, 2), Comment: record(2, 3, { options: { page: 2, sort: 'body' } }) });
      expect(paginator.numbers({ model: 'Comment' })).to.equal(
        `${pageSpan(1, '&amp;sort=body')} | ${currentSpan(2)} | ${pageSpan(3, '&amp;sort=body')}`,
      );
    });

    it('raises a RangeError beyond maxLinks without a window', () => {
      expect(() => helper(record(1, 10_001)).numbers({ modulus: 0 })).to.throw(RangeError, /maxLinks \(10000\)/);
      expect(() => helper(record(1, 6)).numbers({ modulus: false, maxLinks: 5 })).to.throw(RangeError, /6 pages/);
      // A first run is counted when it is written (the window starts beyond it), and named.
      expect(() => helper(record(2e9, 1e12)).numbers({ modulus: 4, first: 1e9 })).to.throw(RangeError, /maxLinks \(10000\); Option "first" asks for 1000000000 of them/);
      expect(() => helper(record(2, 1e12)).numbers({ modulus: 4, last: 1e9 })).to.throw(RangeError, /Option "last"/);
      expect(helper(record(5, 1e12)).numbers({ modulus: 4, first: 1e9 })).to.contain(currentSpan(5));
      const small = new PaginatorHelper({ env: memoryEnvironment(), here: '/a', maxLinks: 3, params: { paging: { A: record(1, 4) } } });
      expect(() => small.numbers({ modulus: 0 })).to.throw(RangeError);
    });

    it('refuses a page beyond pageCount (docs/decisions.md): a TypeError naming the field, never more than the window', () => {
      expect(() => helper(record(12, 10)).numbers({ modulus: 2 })).to.throw(TypeError, 'Paging record of model "Article": field "page" must be at most pageCount (10), got 12');
      expect(() => helper(record(10_000, 12)).numbers()).to.throw(TypeError, /field "page" must be at most pageCount \(12\)/);
      expect(() => helper(record(1e12, 29)).numbers({ modulus: 1 })).to.throw(TypeError, /field "page"/);
      expect(() => helper(record(13, 12)).counter()).to.throw(TypeError, /field "page"/);
      expect(() => helper(record(13, 12)).first(3)).to.throw(TypeError, /field "page"/);
      // The last page, and page 1 of an empty set (pageCount 0), are real pages.
      expect(helper(record(12, 12)).numbers({ modulus: 2 })).to.equal(`${pageSpan(10)} | ${pageSpan(11)} | ${currentSpan(12)}`);
      expect(helper(record(1, 0, { count: 0, current: 0 })).counter()).to.equal('1 of 1');
    });

    it('refuses a modulus that is not a non-negative integer', () => {
      expect(() => helper(record(1, 20)).numbers({ modulus: 'eight' })).to.throw(TypeError, /modulus/);
      expect(() => helper(record(1, 20)).numbers({ modulus: -2 })).to.throw(TypeError, /modulus/);
      expect(() => helper(record(1, 20)).numbers({ modulus: 2.5 })).to.throw(TypeError, /modulus/);
    });

    it('refuses an invalid tag name', () => {
      expect(() => helper(record(1, 3)).numbers({ tag: 'span onclick=alert(1)' })).to.throw(TypeError, /tag name/);
    });
  });

  describe('first()', () => {
    it('1. defaults: after null, model default, separator " | "', () => {
      expect(helper(record(3, 9)).first()).to.equal('<span><a href="/articles?page=1">&lt;&lt; first</a></span>');
    });

    it('2. returns false when pageCount <= 1', () => {
      expect(helper(record(1, 1)).first()).to.equal(false);
    });

    it('3. an integer first below the page gives links 1..first joined by the separator, then after (default ...)', () => {
      expect(helper(record(5, 9)).first(3)).to.equal(`${pageSpan(1)} | ${pageSpan(2)} | ${pageSpan(3)}...`);
      expect(helper(record(5, 9)).first(2, { separator: ', ', after: ' …' })).to.equal(`${pageSpan(1)}, ${pageSpan(2)} …`);
    });

    it('4. otherwise, past page 1, a link labelled first to page 1, then after', () => {
      expect(helper(record(2, 9)).first(3)).to.equal('<span><a href="/articles?page=1">3</a></span>');
      expect(helper(record(2, 9)).first('3', { after: ' |' })).to.equal('<span><a href="/articles?page=1">3</a></span> |');
      expect(helper(record(2, 9)).first('<<', { class: 'f', tag: 'li' })).to.equal('<li><a href="/articles?page=1" class="f">&lt;&lt;</a></li>');
    });

    it('5. otherwise an empty string', () => {
      expect(helper(record(1, 9)).first()).to.equal('');
      expect(helper(record(1, 9)).first(2)).to.equal('');
    });
  });

  describe('last()', () => {
    it('1. defaults: before null, model default, separator " | "', () => {
      expect(helper(record(3, 9)).last()).to.equal('<span><a href="/articles?page=9">last &gt;&gt;</a></span>');
    });

    it('2. returns false when pageCount <= 1', () => {
      expect(helper(record(1, 1)).last()).to.equal(false);
    });

    it('3. lower = pageCount - last + 1', () => {
      expect(helper(record(6, 9)).last(3)).to.equal(`...${pageSpan(7)} | ${pageSpan(8)} | ${pageSpan(9)}`);
      expect(helper(record(7, 9)).last(3)).to.equal('<span><a href="/articles?page=9">3</a></span>');
    });

    it('4. an integer last above the page gives before (default ...) then links lower..pageCount', () => {
      expect(helper(record(2, 9)).last(2, { before: '… ', separator: ', ' })).to.equal(`… ${pageSpan(8)}, ${pageSpan(9)}`);
    });

    it('5. otherwise, before the last page, before and a link labelled last to the last page', () => {
      expect(helper(record(8, 9)).last('»', { before: '| ' })).to.equal('| <span><a href="/articles?page=9">»</a></span>');
    });

    it('6. otherwise an empty string', () => {
      expect(helper(record(9, 9)).last()).to.equal('');
      expect(helper(record(9, 9)).last(2)).to.equal('');
    });
  });

  describe('bad paging data', () => {
    for (const field of ['page', 'pageCount', 'count', 'current'] as const) {
      for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '1e3', ' 2', {}, [], true]) {
        it(`raises a TypeError naming the model and ${field} for ${JSON.stringify(value) ?? String(value)}`, () => {
          const paginator = helper({ Comment: record(2, 5, { [field]: value }) });
          expect(() => paginator.counter('%current%')).to.throw(TypeError, new RegExp(`model "Comment".*"${field}"`));
        });
      }
    }

    it('raises a TypeError naming options.limit for a bad limit', () => {
      const paginator = helper(record(2, 5, { options: { limit: 'ten' } }));
      expect(() => paginator.counter()).to.throw(TypeError, /model "Article".*"options.limit"/);
    });

    it('accepts numeric strings of non-negative integers', () => {
      const paginator = helper(record(2, 5, { page: '2', pageCount: '5', count: '45', current: '10', options: { limit: '10' } }));
      expect(paginator.counter('range')).to.equal('11 - 20 of 45');
      expect(paginator.numbers()).to.equal([1, 2, 3, 4, 5].map((p) => (p === 2 ? currentSpan(2) : pageSpan(p))).join(' | '));
    });

    it('refuses a text with no string form with a TypeError naming it, never the engine\'s message', () => {
      const paginator = helper(record(2, 5));
      const nullProto = Object.create(null) as never;
      const throwing = { toString: () => { throw new Error('engine'); } } as never;
      expect(() => paginator.numbers({ separator: Symbol('s') as never })).to.throw(TypeError, 'Option "separator" must be text, got a value of type symbol');
      expect(() => paginator.numbers({ before: nullProto })).to.throw(TypeError, 'Option "before" must be text, got a value of type object');
      expect(() => paginator.first('<<', { after: 1n } as never)).to.throw(TypeError, 'Option "after" must be text');
      expect(() => paginator.counter({ format: nullProto })).to.throw(TypeError, 'Option "format" must be text');
      expect(() => paginator.prev(Symbol('t'))).to.throw(TypeError, 'Title must be text');
      expect(() => helper(record(1, 5)).prev('<', {}, throwing)).to.throw(TypeError, 'Title must be text');
      expect(() => paginator.link(10n, {})).to.throw(TypeError, 'Title must be text');
      expect(() => paginator.sort('Title', throwing)).to.throw(TypeError, 'Key must be text');
      expect(() => paginator.link('x', { sort: Symbol('s') })).to.throw(TypeError, 'URL part "sort" must be text');
      expect(() => paginator.link('x', { 0: throwing })).to.throw(TypeError, 'URL part "0" must be text');
      expect(() => paginator.link('x', {}, { title: Symbol('t') as never })).to.throw(TypeError, 'Attribute "title" must be text');
      expect(() => paginator.link('x', {}, { update: [Symbol('u')] })).to.throw(TypeError, 'Option "update" must be text');
      expect(() => paginator.counter({ model: throwing })).to.throw(TypeError, 'Option "model" must be text');
      expect(() => helper(record(2, 5, { options: { sort: throwing } })).sortKey()).to.throw(TypeError, 'Option "sort" must be text');
      expect(() => paginator.hasPage(null, 10n as never)).to.throw(TypeError, 'hasPage(): page must be a number, got a value of type bigint');
    });

    it('names a missing field and a missing record', () => {
      // Without pageCount, and without the count it would be worked out from (DESIGN.md: a record's missing pageCount is derived);
      // without nextPage too, which would make it a record without a total (decisions.md, "pagination without a total").
      const { pageCount: _pageCount, count: _count, nextPage: _nextPage, ...noCount } = record(2, 5);
      expect(() => helper(noCount).numbers()).to.throw(TypeError, /model "Article" has no field "pageCount"/);
      expect(() => helper(record(2, 5)).counter({ model: 'Ghost' })).to.throw(TypeError, /no paging record for model "Ghost"/);
      expect(() => new PaginatorHelper({ env: memoryEnvironment() }).numbers()).to.throw(TypeError, /no paging record/);
      expect(() => helper({ Article: 'x' as never }).numbers()).to.throw(TypeError, /must be an object/);
    });
  });
});
