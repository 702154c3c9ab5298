/**
 * paginate(): exact paging records for the defaults, the request's page,
 * limit, sort and direction (well-formed and not), per-model settings,
 * whitelists and scopes; and end to end, PaginatorHelper's markup over a
 * paginate() result.
 */
import { expect } from 'chai';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { InMemoryModel, type Model, type Row } from '../../src/framework/model.js';
import { paginate, type PaginateInput } from '../../src/framework/paginate.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import type { PhpArray } from '../../src/shared/php.js';

/** `count` articles: ids 1..count, titles 'Article 0001'..., views id % 7, author by id % 3. */
function articles(count: number): InMemoryModel {
  const authors = ['ann', 'bob', 'cy'];
  const records = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Article ${String(i + 1).padStart(4, '0')}`,
    views: (i + 1) % 7,
    author: authors[(i + 1) % 3],
  }));
  return new InMemoryModel({ name: 'Article', fields: ['id', 'title', 'views', 'author'], records });
}

function run(input: Partial<PaginateInput> & { model?: Model }): ReturnType<typeof paginate> {
  return paginate({ model: articles(95), settings: {}, passedArgs: {}, ...input });
}

function ids(results: Row[]): unknown[] {
  return results.map((row) => row.Article.id);
}

/** The paging record of page `page` of 95 articles, 20 a page, with `options` extra. */
function record95(page: number, current: number, options: PhpArray = {}, defaults: PhpArray = {}): PhpArray {
  return {
    page,
    current,
    count: 95,
    prevPage: page > 1,
    nextPage: page < 5,
    pageCount: 5,
    defaults: { limit: 20, step: 1, conditions: {}, ...defaults },
    options: { page, limit: 20, conditions: {}, ...options },
  };
}

describe('paginate()', () => {
  describe('defaults', () => {
    it('gives page 1 of 20 records with the default record shape', () => {
      const { results, paging } = run({});
      expect(paging).to.deep.equal(record95(1, 20));
      expect(ids(results)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(results[0]).to.deep.equal({ Article: { id: 1, title: 'Article 0001', views: 1, author: 'bob' } });
    });

    it('reads limit, order, fields and conditions from the settings', () => {
      const settings = { limit: 10, order: { 'Article.id': 'desc' }, fields: ['id'], conditions: { author: 'ann' } };
      const { results, paging } = run({ settings });
      expect(paging).to.deep.equal({
        page: 1, current: 10, count: 31, prevPage: false, nextPage: true, pageCount: 4,
        defaults: { limit: 10, step: 1, order: { 'Article.id': 'desc' }, fields: ['id'], conditions: { author: 'ann' } },
        options: { page: 1, limit: 10, order: { 'Article.id': 'desc' }, fields: ['id'], conditions: { author: 'ann' } },
      });
      expect(results[0]).to.deep.equal({ Article: { id: 93 } });
      expect(ids(results)).to.deep.equal([93, 90, 87, 84, 81, 78, 75, 72, 69, 66]);
    });

    it('does not share objects with the settings (freezing the record freezes none of them)', () => {
      const settings = { order: { 'Article.id': 'desc' }, conditions: { author: 'ann' } };
      const { paging } = run({ settings });
      expect(paging.options!.conditions).to.not.equal(settings.conditions);
      expect(paging.defaults!.order).to.not.equal(settings.order);
      expect(Object.isFrozen(settings.conditions) || Object.isFrozen(settings.order) || Object.isFrozen(settings)).to.equal(false);
      settings.conditions.author = 'bob';
      expect(paging.options!.conditions).to.deep.equal({ author: 'ann' });
    });
  });

  describe('page', () => {
    it('takes the page from passedArgs, as a number or a string', () => {
      expect(run({ passedArgs: { page: 3 } }).paging).to.deep.equal(record95(3, 20));
      const { results, paging } = run({ passedArgs: { page: '5' } });
      expect(paging).to.deep.equal(record95(5, 15));
      expect(ids(results)).to.deep.equal(Array.from({ length: 15 }, (_, i) => i + 81));
    });

    it("reads 'last' as the last page", () => {
      expect(run({ passedArgs: { page: 'last' } }).paging).to.deep.equal(record95(5, 15));
    });

    it('clamps the page into 1..pageCount: 0, -3 and "abc" give 1, 9999 the last page', () => {
      for (const page of [0, -3, 'abc', '', null, { a: 1 }, [2]]) {
        expect(run({ passedArgs: { page } as PhpArray }).paging, String(page)).to.deep.equal(record95(1, 20));
      }
      expect(run({ passedArgs: { page: 9999 } }).paging).to.deep.equal(record95(5, 15));
      expect(run({ passedArgs: { page: '2.9' } }).paging).to.deep.equal(record95(2, 20));
    });

    it('takes the page from the settings when the request has none', () => {
      expect(run({ settings: { page: 2 } }).paging).to.deep.equal(record95(2, 20, {}, { page: 2 }));
    });
  });

  describe('limit', () => {
    it('takes limit, or show (its alias, which wins), from passedArgs', () => {
      const { results, paging } = run({ passedArgs: { limit: '30', page: 2 } });
      expect(paging).to.deep.equal({
        page: 2, current: 30, count: 95, prevPage: true, nextPage: true, pageCount: 4,
        defaults: { limit: 20, step: 1, conditions: {} },
        options: { page: 2, limit: 30, conditions: {} },
      });
      expect(ids(results)[0]).to.equal(31);
      expect(run({ passedArgs: { show: 50, limit: 5 } }).paging).to.deep.include({ pageCount: 2, current: 50 });
      expect(run({ passedArgs: { show: 50, limit: 5 } }).paging.options).to.deep.equal({ page: 1, limit: 50, conditions: {} });
    });

    it('makes a limit of 0, "x" or -5 a limit of 1', () => {
      for (const limit of [0, 'x', -5, '0']) {
        const { paging } = run({ passedArgs: { limit } });
        expect(paging, String(limit)).to.deep.equal({
          page: 1, current: 1, count: 95, prevPage: false, nextPage: true, pageCount: 95,
          defaults: { limit: 20, step: 1, conditions: {} },
          options: { page: 1, limit: 1, conditions: {} },
        });
      }
    });

    it('caps the limit at maxLimit: 100 by default, or as the settings say', () => {
      const many = articles(3000);
      const capped = paginate({ model: many, settings: {}, passedArgs: { limit: 1000 } }).paging;
      expect(capped).to.deep.include({ current: 100, pageCount: 30 });
      expect(capped.options).to.deep.equal({ page: 1, limit: 100, conditions: {} });
      const settings = { maxLimit: 250, limit: 300 };
      const own = paginate({ model: many, settings, passedArgs: {} }).paging;
      expect(own).to.deep.include({ current: 250, pageCount: 12 });
      expect(own.options).to.deep.equal({ page: 1, limit: 250, maxLimit: 250, conditions: {} });
      expect(paginate({ model: many, settings: { maxLimit: 40, Article: { limit: 30 } }, passedArgs: { show: 90 } }).paging.options)
        .to.deep.equal({ page: 1, limit: 40, conditions: {} });
    });

    it('refuses a maxLimit in the settings that is not a positive integer', () => {
      expect(() => run({ settings: { maxLimit: 0 } })).to.throw(TypeError, /maxLimit must be a positive integer/);
    });
  });

  describe('sort and direction', () => {
    it('turns sort and direction into order { Alias.field: dir }', () => {
      const { results, paging } = run({ passedArgs: { sort: 'title', direction: 'desc' } });
      expect(paging).to.deep.equal(record95(1, 20, { order: { 'Article.title': 'desc' } }));
      expect(ids(results).slice(0, 3)).to.deep.equal([95, 94, 93]);
      expect(run({ passedArgs: { sort: 'Article.views' } }).paging.options)
        .to.deep.equal({ page: 1, limit: 20, conditions: {}, order: { 'Article.views': 'asc' } });
    });

    it("lowercases the direction ('DESC' is desc) and reads anything else as asc", () => {
      expect(run({ passedArgs: { sort: 'id', direction: 'DESC' } }).paging.options!.order).to.deep.equal({ 'Article.id': 'desc' });
      for (const direction of ['sideways', '', 'desc ', 1, ['desc'], null]) {
        expect(run({ passedArgs: { sort: 'id', direction } as PhpArray }).paging.options!.order, String(direction))
          .to.deep.equal({ 'Article.id': 'asc' });
      }
    });

    it("drops a sort on an unknown field, another model's field or an expression, keeping the settings' order", () => {
      const settings = { order: { 'Article.id': 'desc' } };
      for (const sort of ['body', 'Comment.title', 'title DESC', 'id; DROP TABLE articles', ['title'], '']) {
        const { results, paging } = run({ settings, passedArgs: { sort, direction: 'asc' } as PhpArray });
        expect(paging, String(sort)).to.deep.equal(record95(1, 20, { order: { 'Article.id': 'desc' } }, { order: { 'Article.id': 'desc' } }));
        expect(ids(results)[0]).to.equal(95);
      }
      expect(run({ passedArgs: { sort: 'body' } }).paging).to.deep.equal(record95(1, 20));
    });

    it('lets a valid sort override the order of the settings', () => {
      const { paging } = run({ settings: { order: { 'Article.id': 'desc' } }, passedArgs: { sort: 'views' } });
      expect(paging.options).to.deep.equal({ page: 1, limit: 20, order: { 'Article.views': 'asc' }, conditions: {} });
      expect(paging.defaults).to.deep.equal({ limit: 20, step: 1, order: { 'Article.id': 'desc' }, conditions: {} });
    });
  });

  describe('settings per model', () => {
    it('uses settings[alias] when it is an object, ignoring the global keys', () => {
      const settings = { limit: 5, Article: { limit: 30, order: 'Article.id DESC' }, Comment: { limit: 2 } };
      const { results, paging } = run({ settings });
      expect(paging.defaults).to.deep.equal({ limit: 30, step: 1, order: 'Article.id DESC', conditions: {} });
      expect(paging.options).to.deep.equal({ page: 1, limit: 30, order: 'Article.id DESC', conditions: {} });
      expect(ids(results)[0]).to.equal(95);
    });

    it("uses the global keys without other models' entries when the model has none", () => {
      const settings = { limit: 5, Comment: { limit: 2 }, conditions: { author: 'cy' } };
      const { paging } = run({ settings });
      expect(paging.defaults).to.deep.equal({ limit: 5, step: 1, conditions: { author: 'cy' } });
      expect(paging).to.deep.include({ count: 32, pageCount: 7, current: 5 });
    });
  });

  describe('whitelist', () => {
    it('ignores fields and recursive from the request unless whitelisted, and always other keys', () => {
      const passedArgs = { fields: 'id', recursive: '0', conditions: { id: 1 }, order: { id: 'desc' }, foo: 'bar' };
      const { results, paging } = run({ passedArgs });
      expect(paging).to.deep.equal(record95(1, 20));
      expect(results[0]).to.deep.equal({ Article: { id: 1, title: 'Article 0001', views: 1, author: 'bob' } });
    });

    it('lets whitelisted fields (those the model has) and recursive (-1..2) through', () => {
      const passedArgs = { fields: 'id,Article.title,body', recursive: '0', foo: 'bar' };
      const { results, paging } = run({ passedArgs, whitelist: ['fields', 'recursive', 'foo', 'conditions'] });
      expect(paging.options).to.deep.equal({ page: 1, limit: 20, conditions: {}, fields: ['Article.id', 'Article.title'], recursive: 0 });
      expect(results[0]).to.deep.equal({ Article: { id: 1, title: 'Article 0001' } });
    });

    it('drops whitelisted values of the wrong shape', () => {
      for (const passedArgs of [{ fields: 'body', recursive: 7 }, { fields: [3], recursive: 'deep' }]) {
        expect(run({ passedArgs, whitelist: ['fields', 'recursive'] }).paging).to.deep.equal(record95(1, 20));
      }
    });

    it('passes recursive to both finds (the model default when unset)', () => {
      const seen: unknown[] = [];
      const model = articles(3);
      const find = model.find.bind(model);
      model.find = ((type: 'all', query: PhpArray) => {
        seen.push([type, query.recursive]);
        return find(type, query);
      }) as typeof model.find;
      paginate({ model, settings: {}, passedArgs: { recursive: 2 }, whitelist: ['recursive'] });
      paginate({ model, settings: {}, passedArgs: {} });
      expect(seen).to.deep.equal([['count', 2], ['all', 2], ['count', 1], ['all', 1]]);
    });
  });

  describe('scope', () => {
    it("merges an object scope into the settings' conditions (the scope wins on a shared key)", () => {
      const settings = { conditions: { 'views >': 2, author: 'ann' } };
      const { results, paging } = run({ settings, scope: { author: 'bob' } });
      expect(paging).to.deep.include({ count: 18, pageCount: 1, current: 18 });
      expect(paging.defaults!.conditions).to.deep.equal({ 'views >': 2, author: 'ann' });
      expect(paging.options!.conditions).to.deep.equal({ 'views >': 2, author: 'ann' });
      expect(results.every((row) => row.Article.author === 'bob' && (row.Article.views as number) > 2)).to.equal(true);
    });

    it('ANDs a list scope with the conditions', () => {
      const { paging } = run({ settings: { conditions: { author: 'ann' } }, scope: [{ 'views <': 2 }] });
      // ann has the ids divisible by 3; views < 2 keeps 15, 21, 36, 42, 57, 63, 78, 84.
      expect(paging).to.deep.include({ count: 8 });
      expect(run({ scope: [{ author: 'ann' }, { 'id <=': 10 }] }).paging).to.deep.include({ count: 3 });
    });

    it('passes a string scope on to the model (which the in-memory model refuses)', () => {
      expect(() => run({ scope: 'Article.id > 3' })).to.throw(TypeError, /SQL condition "Article.id > 3"/);
    });
  });

  describe('record sets', () => {
    it('gives page 1 of 0 pages for an empty set, with no previous or next page', () => {
      for (const page of [1, 5, 'last', 0]) {
        const { results, paging } = paginate({ model: articles(0), settings: {}, passedArgs: { page } });
        expect(results).to.deep.equal([]);
        expect(paging).to.deep.equal({
          page: 1, current: 0, count: 0, prevPage: false, nextPage: false, pageCount: 0,
          defaults: { limit: 20, step: 1, conditions: {} },
          options: { page: 1, limit: 20, conditions: {} },
        });
      }
    });

    it('pages 3,000 records: page 150 of 150 has 20 records', () => {
      const { results, paging } = paginate({ model: articles(3000), settings: {}, passedArgs: { page: 150 } });
      expect(paging).to.deep.equal({
        page: 150, current: 20, count: 3000, prevPage: true, nextPage: false, pageCount: 150,
        defaults: { limit: 20, step: 1, conditions: {} },
        options: { page: 150, limit: 20, conditions: {} },
      });
      expect(ids(results)).to.deep.equal(Array.from({ length: 20 }, (_, i) => 2981 + i));
    });

    it('counts an exact multiple of the limit without an extra page', () => {
      const { paging } = paginate({ model: articles(40), settings: {}, passedArgs: { page: 2 } });
      expect(paging).to.deep.include({ page: 2, current: 20, count: 40, prevPage: true, nextPage: false, pageCount: 2 });
    });
  });

  describe('errors', () => {
    it('refuses a model that is not a Model', () => {
      for (const model of [null, 'Article', {}, { find: () => 0 }]) {
        expect(() => paginate({ model: model as never, settings: {}, passedArgs: {} })).to.throw(TypeError, /model must be a Model/);
      }
    });

    it('refuses a model whose find() answers in the wrong shape', () => {
      const model = articles(3);
      model.find = (() => 'many') as never;
      expect(() => paginate({ model, settings: {}, passedArgs: {} })).to.throw(TypeError, /find\('count'\) must return a non-negative integer/);
    });

    it('never throws on bad request arguments', () => {
      const passedArgs = { page: { $gt: 1 }, limit: [5], show: null, sort: { a: 1 }, direction: {}, __proto__: { page: 3 } } as PhpArray;
      expect(run({ passedArgs }).paging).to.deep.equal(record95(1, 20));
      expect(run({ passedArgs: null as never }).paging).to.deep.equal(record95(1, 20));
    });
  });

  describe('end to end with PaginatorHelper', () => {
    function helperFor(paging: PhpArray): PaginatorHelper {
      return new PaginatorHelper({
        env: memoryEnvironment({ href: 'http://x.test/articles' }),
        here: '/articles',
        params: { paging: { Article: paging } },
      });
    }

    it('renders numbers, counter, sort and next for sort=title&direction=desc&page=3 over 2,500 records', () => {
      const { results, paging } = paginate({
        model: articles(2500), settings: {}, passedArgs: { sort: 'title', direction: 'desc', page: '3' },
      });
      expect(ids(results).slice(0, 2)).to.deep.equal([2460, 2459]);
      expect(paging).to.deep.equal({
        page: 3, current: 20, count: 2500, prevPage: true, nextPage: true, pageCount: 125,
        defaults: { limit: 20, step: 1, conditions: {} },
        options: { page: 3, limit: 20, conditions: {}, order: { 'Article.title': 'desc' } },
      });
      const paginator = helperFor(paging);
      const link = (page: number) => `<span><a href="/articles?page=${page}&amp;sort=title&amp;direction=desc">${page}</a></span>`;
      expect(paginator.numbers()).to.equal(
        [link(1), link(2), '<span class="current">3</span>', link(4), link(5), link(6), link(7), link(8), link(9)].join(' | '),
      );
      expect(paginator.counter('range')).to.equal('41 - 60 of 2500');
      expect(paginator.counter()).to.equal('3 of 125');
      // Sorted descending by title, so the title link offers ascending.
      expect(paginator.sort('title')).to.equal('<a href="/articles?page=3&amp;sort=title&amp;direction=asc">Title</a>');
      expect(paginator.sort('views')).to.equal('<a href="/articles?page=3&amp;sort=views&amp;direction=asc">Views</a>');
      expect(paginator.next()).to.equal('<a href="/articles?page=4&amp;sort=title&amp;direction=desc">Next &gt;&gt;</a>');
      expect(paginator.prev()).to.equal('<a href="/articles?page=2&amp;sort=title&amp;direction=desc">&lt;&lt; Previous</a>');
    });

    it('leaves default options out of the URLs (limit and order as in the settings)', () => {
      const { paging } = paginate({
        model: articles(2500), settings: { limit: 50, order: { 'Article.title': 'asc' } }, passedArgs: { page: 'last' },
      });
      const paginator = helperFor(paging);
      expect(paginator.counter('range')).to.equal('2451 - 2500 of 2500');
      expect(paginator.next()).to.equal(null);
      expect(paginator.prev()).to.equal('<a href="/articles?page=49">&lt;&lt; Previous</a>');
      expect(paginator.sort('title')).to.equal('<a href="/articles?page=50&amp;sort=title&amp;direction=desc">Title</a>');
    });
  });
});
