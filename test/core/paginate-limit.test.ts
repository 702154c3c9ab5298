/**
 * The page size a request asks for: paginate() clamps whatever `limit`
 * (or `show`) it is given into 1..maxLimit, and the controller reads it
 * from the query string whatever the URL style, so the page-size form
 * (limitControl()) and the jump form (jumpForm()) reach it as submitted.
 */
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate } from '../../src/framework/paginate.js';
import { createPaging } from '../../src/pagination/paging.js';
import { limitControlModel, limitUrl } from '../../src/pagination/limit-control.js';
import { jumpFormModel, jumpUrl } from '../../src/pagination/jump-form.js';
import type { PhpArray } from '../../src/shared/php.js';

const records = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Article ${String(i + 1).padStart(4, '0')}` }));
const model = () => new InMemoryModel({ name: 'Article', fields: ['id', 'title'], records });

function limitFor(limit: unknown, settings: PhpArray = {}): number {
  return paginate({ model: model(), settings, passedArgs: { limit } }).paging.options!.limit as number;
}

describe('paginate(): the requested limit', () => {
  it('clamps it into 1..maxLimit (100 by default), reading its PHP integer value', () => {
    const cases: Array<[unknown, number]> = [
      [50, 50], ['50', 50], [0, 1], ['0', 1], [-5, 1], ['-5', 1], [1e9, 100], ['1e9', 1], [1000, 100], ['20abc', 20],
      [2.7, 2], ['2.7', 2], ['', 1], ['abc', 1], [NaN, 1], [Infinity, 1], [' 30', 30], [100, 100], [101, 100],
    ];
    for (const [limit, expected] of cases) expect(limitFor(limit), JSON.stringify(limit) ?? String(limit)).to.equal(expected);
  });

  it('ignores a limit of the wrong shape (arrays, objects, booleans, null): the settings’ limit stands', () => {
    for (const limit of [[50], ['50'], { 0: 50 }, true, false, null, undefined]) {
      expect(limitFor(limit, { limit: 10 }), String(limit)).to.equal(10);
    }
  });

  it('follows the settings’ maxLimit', () => {
    expect(limitFor(1000, { maxLimit: 250 })).to.equal(250);
    expect(limitFor(1000, { Article: { maxLimit: 30 } })).to.equal(30);
  });

  it('property: any scalar limit gives a page size within 1..maxLimit and a page of that many rows at most', () => {
    const scalar = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 6 }), fc.constantFrom('1e9', '20abc', '-0', ' 7 '));
    fc.assert(fc.property(scalar, fc.integer({ min: 1, max: 200 }), (limit, maxLimit) => {
      const { results, paging } = paginate({ model: model(), settings: { maxLimit }, passedArgs: { limit } });
      const size = paging.options!.limit as number;
      expect(Number.isSafeInteger(size) && size >= 1 && size <= maxLimit, `${String(limit)} → ${size}`).to.equal(true);
      expect(results.length).to.equal(Math.min(size, 1000));
      expect(paging.pageCount).to.equal(Math.ceil(1000 / size));
    }), { numRuns: 200 });
  });
});

describe('Controller.paginate(): limit and page from the query string', () => {
  class ArticlesController extends Controller {
    override name = 'Articles';
    index(): void {
      this.set('rows', this.paginate());
    }
  }

  function dispatch(url: string): PhpArray {
    const app = new App({ env: memoryEnvironment({ href: 'http://example.test/' }), debug: 2 });
    app.registerController('Articles', ArticlesController);
    app.registerModel('Article', () => model());
    app.registerView('articles/index', () => '');
    const result = new Dispatcher(app).dispatch(url);
    return ((result.controller as Controller).params.paging as PhpArray).Article as PhpArray;
  }

  it('reads ?limit= and ?page= beside named parts', () => {
    expect(dispatch('/articles/index?limit=50')).to.include({ pageCount: 20, current: 50 });
    expect(dispatch('/articles/index?limit=1000')).to.include({ pageCount: 10, current: 100 });
    expect(dispatch('/articles/index/sort:title/direction:desc?limit=50&page=3')).to.deep.include({ page: 3, current: 50 });
    expect((dispatch('/articles/index/sort:title/direction:desc?limit=50').options as PhpArray).order).to.deep.equal({ 'Article.title': 'desc' });
  });

  it('reaches the limit and the page the forms submit, in named URLs too', () => {
    const record = dispatch('/articles/index/sort:title/direction:desc/page:4');
    const paging = createPaging({ here: '/articles/index/sort:title/direction:desc/page:4', urlStyle: 'named', paging: { Article: record } });
    const url = { controller: 'articles', action: 'index' };
    const sized = dispatch(limitUrl(limitControlModel(paging, undefined, { url }), 50));
    expect(sized).to.deep.include({ page: 1, current: 50, pageCount: 20 });
    expect((sized.options as PhpArray).order).to.deep.equal({ 'Article.title': 'desc' });
    const named = createPaging({ here: '/articles/index', urlStyle: 'named', paging: { Article: sized } });
    const jumped = dispatch(jumpUrl(jumpFormModel(named, { url }), 7));
    expect(jumped).to.deep.include({ page: 7, current: 50 });
    expect((jumped.options as PhpArray).order).to.deep.equal({ 'Article.title': 'desc' });
  });
});
