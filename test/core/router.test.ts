import { expect } from 'chai';
import { assertPath, routeUrl, type RouteContext } from '../../src/pagination/router.js';
import { thrown } from './support.js';

/** A query-style request at `/app/articles?old=1` under base `/app`. */
function query(overrides: Partial<RouteContext> = {}): RouteContext {
  return {
    base: '/app',
    here: '/app/articles?old=1',
    params: {},
    urlStyle: 'query',
    argSeparator: ':',
    href: 'http://example.test/app/articles?old=1',
    ...overrides,
  };
}

/** A named-style request at `/app/articles/index/page:3/sort:x` under base `/app`. */
function named(overrides: Partial<RouteContext> = {}): RouteContext {
  return query({ here: '/app/articles/index/page:3/sort:x', urlStyle: 'named', ...overrides });
}

describe('routeUrl', () => {
  describe('query style', () => {
    it('starts from here, dropping its query, and writes the parts in URL-array key order', () => {
      expect(routeUrl({ page: 2, sort: 'title' }, query())).to.equal('/app/articles?page=2&sort=title');
      expect(routeUrl({ sort: 'title', page: 2 }, query())).to.equal('/app/articles?sort=title&page=2');
    });

    it('drops the fragment of here too', () => {
      expect(routeUrl({ page: 2 }, query({ here: '/app/articles#top' }))).to.equal('/app/articles?page=2');
    });

    it('is the path of here for an empty URL array, and here itself for no URL', () => {
      expect(routeUrl({}, query())).to.equal('/app/articles');
      expect(routeUrl(null, query())).to.equal('/app/articles?old=1');
      expect(routeUrl(undefined, query())).to.equal('/app/articles?old=1');
      expect(routeUrl('', query())).to.equal('/app/articles?old=1');
    });

    it('is / at the site root', () => {
      expect(routeUrl({ page: 2 }, query({ base: '', here: '/' }))).to.equal('/?page=2');
      expect(routeUrl({}, query({ base: '', here: '/?x=1' }))).to.equal('/');
    });

    it('writes true as 1 and numbers as digits', () => {
      expect(routeUrl({ page: 2, flag: true, ratio: 1.5 }, query())).to.equal('/app/articles?page=2&flag=1&ratio=1.5');
    });

    it('keeps an empty string value', () => {
      expect(routeUrl({ sort: '' }, query())).to.equal('/app/articles?sort=');
    });
  });

  describe('named style', () => {
    it('strips the named segments of here, then appends the new ones', () => {
      expect(routeUrl({ page: 2, sort: 'title' }, named())).to.equal('/app/articles/index/page:2/sort:title');
    });

    it('keeps a path without named segments', () => {
      expect(routeUrl({ page: 2 }, named({ here: '/app/articles/index' }))).to.equal('/app/articles/index/page:2');
    });

    it('drops the query of here', () => {
      expect(routeUrl({ page: 2 }, named({ here: '/app/articles/index/page:3?x=1' }))).to.equal(
        '/app/articles/index/page:2',
      );
    });

    it('uses the argSeparator', () => {
      const context = named({ here: '/app/articles/index/page=3', argSeparator: '=' });
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/articles/index/page=2');
    });

    it('never makes a protocol-relative URL at the site root', () => {
      expect(routeUrl({ page: 2 }, named({ base: '', here: '/' }))).to.equal('/page:2');
      expect(routeUrl({ page: 2 }, named({ base: '', here: '/page:3' }))).to.equal('/page:2');
      expect(routeUrl({}, named({ base: '', here: '/page:3' }))).to.equal('/');
    });

    it('does not double a trailing slash of here', () => {
      expect(routeUrl({ page: 2 }, named({ here: '/app/articles/' }))).to.equal('/app/articles/page:2');
    });

    it('puts the ? extra query after the named parts', () => {
      expect(routeUrl({ page: 2, '?': { q: 'x' } }, named())).to.equal('/app/articles/index/page:2?q=x');
    });
  });

  describe('controller, action and plugin', () => {
    it('builds /base/controller/index from a controller alone', () => {
      expect(routeUrl({ controller: 'articles' }, query())).to.equal('/app/articles/index');
    });

    it('builds /base/plugin/controller/action/passed', () => {
      expect(routeUrl({ plugin: 'blog', controller: 'posts', action: 'view', 0: 5 }, query())).to.equal(
        '/app/blog/posts/view/5',
      );
    });

    it('takes controller, action and plugin defaults from params', () => {
      const context = query({ params: { controller: 'articles', action: 'search', plugin: 'blog' } });
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/blog/articles/search?page=2');
      expect(routeUrl({ action: 'index' }, context)).to.equal('/app/blog/articles/index');
      expect(routeUrl({ controller: 'posts' }, context)).to.equal('/app/blog/posts/index');
      expect(routeUrl({ plugin: null, controller: 'posts' }, context)).to.equal('/app/posts/index');
    });

    it("follows the request's route when it changes between URLs (in place, or for another request)", () => {
      const params: Record<string, unknown> = { controller: 'articles', action: 'index' };
      const context = query({ params });
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/articles/index?page=2');
      params.action = 'view';
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/articles/view?page=2');
      params.plugin = 'blog';
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/blog/articles/view?page=2');
      expect(routeUrl({ page: 2 }, query({ params, base: '' }))).to.equal('/blog/articles/view?page=2');
      delete params.controller;
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/articles?page=2');
      expect(routeUrl({ page: 2 }, query({ params: {}, here: '/app/other' }))).to.equal('/app/other?page=2');
      expect(routeUrl({ page: 2 }, query({ params: {}, here: '/app/more' }))).to.equal('/app/more?page=2');
    });

    it('reads a route segment that is an object afresh for each URL', () => {
      let name = 'articles';
      const controller = { toString: () => name };
      const context = query({ params: { controller } });
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/articles/index?page=2');
      name = 'comments';
      expect(routeUrl({ page: 2 }, context)).to.equal('/app/comments/index?page=2');
    });

    it('writes a page number as digits and any other number encoded', () => {
      expect(routeUrl({ page: 12, x: -3, y: 1.5, z: 1e21 }, query())).to.equal('/app/articles?page=12&x=-3&y=1.5&z=1e%2B21');
    });

    it('writes named parts after the route in named style', () => {
      const context = named({ params: { controller: 'articles', action: 'index' } });
      expect(routeUrl({ page: 2, sort: 'title' }, context)).to.equal('/app/articles/index/page:2/sort:title');
    });

    it('works without a base', () => {
      expect(routeUrl({ controller: 'articles', action: 'view', 0: 1 }, query({ base: '' }))).to.equal(
        '/articles/view/1',
      );
    });

    it('encodes route segments', () => {
      expect(routeUrl({ controller: 'a b', action: 'x/y' }, query())).to.equal('/app/a%20b/x%2Fy');
      expect(routeUrl({ controller: 'javascript:alert(1)' }, query())).to.equal('/app/javascript%3Aalert(1)/index');
    });

    it('refuses an action or plugin without a controller', () => {
      const error = thrown(() => routeUrl({ action: 'view' }, query()));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(
        'A URL array with an action or plugin needs a controller (in the URL or in params.controller)',
      );
    });
  });

  describe('passed parts', () => {
    it('appends numbered keys as path segments, in order', () => {
      expect(routeUrl({ controller: 'posts', action: 'view', 0: 5, 1: 'slug' }, query())).to.equal(
        '/app/posts/view/5/slug',
      );
    });

    it('appends them to the current path when there is no route', () => {
      expect(routeUrl({ 0: 'a', page: 2 }, query())).to.equal('/app/articles/a?page=2');
      expect(routeUrl({ 0: 'a', page: 2 }, named({ here: '/app/articles/index/page:3' }))).to.equal(
        '/app/articles/index/a/page:2',
      );
    });

    it('encodes them, slashes included', () => {
      expect(routeUrl({ controller: 'posts', action: 'view', 0: 'a b/c?d' }, query())).to.equal(
        '/app/posts/view/a%20b%2Fc%3Fd',
      );
    });
  });

  describe('? extra query and # fragment', () => {
    it('appends an object query after the named parts', () => {
      expect(routeUrl({ page: 2, '?': { q: 'a b', lang: 'en' } }, query())).to.equal(
        '/app/articles?page=2&q=a%20b&lang=en',
      );
    });

    it('appends a string query, decoded then re-encoded', () => {
      expect(routeUrl({ page: 2, '?': 'q=a+b&x=%2F' }, query())).to.equal('/app/articles?page=2&q=a%20b&x=%2F');
      expect(routeUrl({ '?': '?x=1' }, query())).to.equal('/app/articles?x=1');
      expect(routeUrl({ '?': 'flag' }, query())).to.equal('/app/articles?flag=');
    });

    it('keeps an = inside a string query value', () => {
      expect(routeUrl({ '?': 'token=ab==&x=1' }, query())).to.equal('/app/articles?token=ab%3D%3D&x=1');
    });

    it('skips null values of an object query', () => {
      expect(routeUrl({ '?': { a: null, b: false, c: 'x' } }, query())).to.equal('/app/articles?c=x');
    });

    it('adds an encoded fragment last', () => {
      expect(routeUrl({ page: 2, '#': 'top' }, query())).to.equal('/app/articles?page=2#top');
      expect(routeUrl({ '#': 'a b"' }, query())).to.equal('/app/articles#a%20b%22');
      expect(routeUrl({ page: 2, '#': '' }, query())).to.equal('/app/articles?page=2');
    });
  });

  describe('values', () => {
    it('writes nested values as key[sub]=v', () => {
      expect(routeUrl({ filter: { status: 'open', tags: ['a', 'b'] } }, query())).to.equal(
        '/app/articles?filter[status]=open&filter[tags][0]=a&filter[tags][1]=b',
      );
      expect(routeUrl({ filter: { status: 'open' } }, named())).to.equal('/app/articles/index/filter[status]:open');
    });

    it('encodes spaces, &, /, ", = and unicode', () => {
      expect(routeUrl({ q: 'a b&c/d"e=f', name: 'café ü' }, query())).to.equal(
        '/app/articles?q=a%20b%26c%2Fd%22e%3Df&name=caf%C3%A9%20%C3%BC',
      );
      expect(routeUrl({ q: 'a b/c' }, named())).to.equal('/app/articles/index/q:a%20b%2Fc');
    });

    it('encodes keys', () => {
      expect(routeUrl({ 'a b&c': 1 }, query())).to.equal('/app/articles?a%20b%26c=1');
    });

    it('skips null, undefined and false values, nested ones too', () => {
      expect(routeUrl({ a: null, b: undefined, c: false, d: 0, e: { f: null, g: 1 } }, query())).to.equal(
        '/app/articles?d=0&e[g]=1',
      );
      expect(routeUrl({ a: null, page: 2 }, named())).to.equal('/app/articles/index/page:2');
    });
  });

  describe('full', () => {
    it('prefixes a path with the origin of href', () => {
      expect(routeUrl({ page: 2 }, query(), true)).to.equal('http://example.test/app/articles?page=2');
      expect(routeUrl({ controller: 'posts' }, query(), true)).to.equal('http://example.test/app/posts/index');
      expect(routeUrl('/x', query(), true)).to.equal('http://example.test/app/x');
    });

    it('keeps the port of href', () => {
      expect(routeUrl({ page: 2 }, query({ href: 'https://example.test:8443/app/articles' }), true)).to.equal(
        'https://example.test:8443/app/articles?page=2',
      );
    });

    it('leaves absolute URLs alone', () => {
      expect(routeUrl('https://x.test/a', query(), true)).to.equal('https://x.test/a');
    });

    it('is a path without full', () => {
      expect(routeUrl({ page: 2 }, query(), false)).to.equal('/app/articles?page=2');
    });
  });

  describe('string URLs', () => {
    it('passes safe schemes, fragments, queries and protocol-relative URLs through', () => {
      for (const url of ['https://x.test/', 'http://x.test', 'mailto:a@b.test', 'tel:+1', 'ftp://f.test/', '#frag', '?q=1', '//cdn.test/x']) {
        expect(routeUrl(url, query())).to.equal(url);
      }
    });

    it('prepends the base to paths', () => {
      expect(routeUrl('/path', query())).to.equal('/app/path');
      expect(routeUrl('path', query())).to.equal('/app/path');
    });

    it('refuses unsafe schemes', () => {
      for (const url of ['javascript:alert(1)', ' JAVASCRIPT:x', 'data:text/html,x', 'java\tscript:x']) {
        const error = thrown(() => routeUrl(url, query()));
        expect(error, url).to.be.instanceOf(TypeError);
      }
      expect(thrown(() => routeUrl('data:x', query())).message).to.equal('Refusing a URL with the unsafe scheme "data:"');
    });
  });
});

describe('assertPath', () => {
  it('returns an empty path or one that starts with a single /', () => {
    expect(assertPath('base', '')).to.equal('');
    expect(assertPath('base', '/')).to.equal('/');
    expect(assertPath('here', '/app/articles?page=2')).to.equal('/app/articles?page=2');
  });

  const bad: Array<[value: unknown, shown: string]> = [
    ['x', '"x"'],
    ['javascript:alert(1)', '"javascript:alert(1)"'],
    ['//evil.test', '"//evil.test"'],
    ['/\\evil.test', '"/\\\\evil.test"'],
    ['/\t/evil.test', '"/\\t/evil.test"'],
    ['\n//evil.test', '"\\n//evil.test"'],
    [null, 'null'],
    [5, '5'],
  ];
  for (const [value, shown] of bad) {
    it(`refuses ${shown} with a TypeError naming the field`, () => {
      const error = thrown(() => assertPath('here', value));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(`here must be a path that starts with a single "/", got ${shown}`);
    });
  }
});
