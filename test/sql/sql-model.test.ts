/**
 * SqlModel on both engines: every find type, the Cake-style conditions
 * compiled to bound parameters, orders, fields, pages and offsets; the sort
 * whitelist through paginate(); programming errors as TypeErrors; and
 * Controller.paginate() / Dispatcher.dispatchAsync() with an async model.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { paginate } from '../../src/framework/paginate.js';
import { SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, ENGINES, postgres, rejection, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  title: i % 10 === 9 ? null : `Title ${String.fromCharCode(65 + (i % 7))}${i + 1}`,
  author: ['ada', 'grace', 'linus', "o'brien"][i % 4],
  created: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  views: i % 8 === 7 ? null : (i * 37) % 100,
}));

for (const engine of ENGINES) {
  describe(`SqlModel on ${engine.name}`, function () {
    this.timeout(30_000);
    let database: SqlDatabase;
    let model: SqlModel;
    const log: LoggedQuery[] = [];
    const ids = (rows: unknown) => (rows as Array<{ Article: { id: number } }>).map((row) => row.Article.id);

    before(async () => {
      database = await engine.open((query) => log.push(query));
      await createArticles(database, ROWS);
      model = await SqlModel.open({ database, name: 'Article' });
    });

    it('reads the columns, their nullability, the table name and the display field', () => {
      expect(model.columns.map((column) => column.name)).to.deep.equal(['id', 'title', 'author', 'created', 'views']);
      expect(model.table).to.equal('articles');
      expect(model.displayField).to.equal('title');
      expect(model.hasField('views')).to.equal(true);
      expect(model.hasField('nope')).to.equal(false);
      expect(model.isNullable('title')).to.equal(true);
      expect(model.isNullable('id')).to.equal(false);
    });

    it('counts, finds all, first and list', async () => {
      expect(await model.find('count')).to.equal(40);
      expect(await model.find('count', { conditions: { 'Article.author': 'ada' } })).to.equal(10);
      const all = await model.find('all', { conditions: { 'id <=': 2 }, order: 'id' });
      expect(all).to.deep.equal([{ Article: ROWS[0] }, { Article: ROWS[1] }]);
      expect(await model.find('first', { conditions: { id: 3 }, fields: ['title', 'Article.views'] }))
        .to.deep.equal({ Article: { title: ROWS[2].title, views: ROWS[2].views } });
      expect(await model.find('first', { conditions: { id: 999 } })).to.equal(null);
      expect(await model.find('list', { conditions: { 'id <': 4 }, order: 'id' })).to.deep.equal({ 1: ROWS[0].title, 2: ROWS[1].title, 3: ROWS[2].title });
      expect(await model.find('list', { fields: ['id', 'author'], conditions: { id: [5, 6] }, order: 'id' })).to.deep.equal({ 5: 'ada', 6: 'grace' });
    });

    it('compiles every condition the in-memory model reads, values only as bound parameters', async () => {
      const cases: Array<[unknown, (row: ArticleRow) => boolean]> = [
        [{ 'views >': 50 }, (r) => r.views !== null && r.views > 50],
        [{ 'views >=': 50, 'views <=': 70 }, (r) => r.views !== null && r.views >= 50 && r.views <= 70],
        [{ 'views !=': 0 }, (r) => r.views !== null && r.views !== 0],
        [{ 'views <>': null }, (r) => r.views !== null],
        [{ views: null }, (r) => r.views === null],
        [{ author: ['ada', "o'brien"] }, (r) => ['ada', "o'brien"].includes(r.author!)],
        [{ 'author NOT IN': ['ada'] }, (r) => r.author !== 'ada'],
        [{ 'author IN': [] }, () => false],
        [{ 'author NOT IN': [] }, () => true],
        [{ 'title LIKE': 'title a%' }, (r) => r.title !== null && /^title a/i.test(r.title)],
        [{ 'title NOT LIKE': '%1' }, (r) => r.title !== null && !r.title.endsWith('1')],
        [{ 'views BETWEEN': [10, 20] }, (r) => r.views !== null && r.views >= 10 && r.views <= 20],
        [{ 'views NOT BETWEEN': [10, 90] }, (r) => r.views !== null && (r.views < 10 || r.views > 90)],
        [{ OR: [{ author: 'ada' }, { 'views <': 10 }] }, (r) => r.author === 'ada' || (r.views !== null && r.views < 10)],
        [{ NOT: { author: 'ada', 'id >': 20 } }, (r) => !(r.author === 'ada' && r.id > 20)],
        [{ AND: [{ OR: { author: 'grace', 'id <': 3 } }, { NOT: [{ title: null }] }] }, (r) => (r.author === 'grace' || r.id < 3) && r.title !== null],
        [{ XOR: [{ author: 'ada' }, { 'id <=': 20 }] }, (r) => (r.author === 'ada') !== (r.id <= 20)],
        [[{ 'id >': 5 }, { 'id <': 9 }], (r) => r.id > 5 && r.id < 9],
        ["author = 'linus'", (r) => r.author === 'linus'],
      ];
      for (const [conditions, expected] of cases) {
        log.length = 0;
        const rows = await model.find('all', { conditions: conditions as never, order: 'id' });
        expect(ids(rows), JSON.stringify(conditions)).to.deep.equal(ROWS.filter(expected).map((row) => row.id));
        if (typeof conditions !== 'string') {
          for (const query of log) expect(query.sql).to.not.match(/'ada'|o''brien|title a%|linus/);
        }
      }
    });

    it('orders (NULL first ascending, last descending), pages by page or offset, and limits', async () => {
      const byViews = ids(await model.find('all', { order: { views: 'desc', id: 'asc' } }));
      const expected = [...ROWS].sort((a, b) => (b.views ?? -1) - (a.views ?? -1) || a.id - b.id).map((row) => row.id);
      expect(byViews).to.deep.equal(expected);
      expect(ids(await model.find('all', { order: 'title, id', limit: 3 }))).to.deep.equal([10, 20, 30]);
      expect(ids(await model.find('all', { order: 'id', limit: 5, page: 3 }))).to.deep.equal([11, 12, 13, 14, 15]);
      expect(ids(await model.find('all', { order: 'id', limit: 2, offset: 7 }))).to.deep.equal([8, 9]);
      expect(ids(await model.find('all', { order: 'id', offset: 38 }))).to.deep.equal([39, 40]);
    });

    it('refuses programming errors with TypeErrors naming what was wrong, before any SQL is sent', async () => {
      log.length = 0;
      const refusals: Array<[Promise<unknown>, RegExp]> = [
        [model.find('all', { conditions: { 'nope >': 1 } }), /unknown field "nope"/],
        [model.find('all', { conditions: { 'views ~': 1 } }), /unknown operator/],
        [model.find('all', { conditions: { 'Comment.id': 1 } }), /names another model/],
        [model.find('all', { conditions: { 'views BETWEEN': [1] } }), /two bounds/],
        [model.find('all', { fields: ['count(*)'] }), /not a field reference/],
        [model.find('all', { limit: -1 }), /limit must be an integer/],
      ];
      for (const [promise, message] of refusals) {
        const error = await promise.then(() => null, (caught: unknown) => caught);
        expect(error, String(message)).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.match(message);
      }
      expect(log).to.deep.equal([]);
      expect(() => new SqlModel({ database, name: 'Article', columns: [] })).to.throw(TypeError, /columns/);
      expect(() => new SqlModel({ database, name: 'Article', columns: [{ name: 'id', nullable: false }], primaryKey: 'uuid' })).to.throw(TypeError, /primaryKey/);
      expect(() => new SqlModel({ database: {} as never, name: 'Article', columns: [{ name: 'id', nullable: false }] })).to.throw(TypeError, /database/);
      expect(() => new SqlModel({ database, name: 'x; drop', columns: [{ name: 'id', nullable: false }] })).to.throw(TypeError, /name must be an identifier/);
    });

    it('paginate() answers with a promise, the same record shape; a sort only on allowed columns', async () => {
      const page = await paginate({ model, settings: { limit: 7, order: { 'Article.id': 'asc' } }, passedArgs: { page: '2', sort: 'views', direction: 'desc' } });
      expect(page.paging).to.include({ page: 2, count: 40, pageCount: 6, current: 7, prevPage: true, nextPage: true });
      expect(page.paging.options).to.deep.include({ order: { 'Article.views': 'desc' } });
      const whitelisted = await paginate({
        model, settings: { limit: 7, order: { 'Article.id': 'asc' }, sortableFields: ['title', 'id'] }, passedArgs: { sort: 'views', direction: 'desc' },
      });
      expect(whitelisted.paging.options!.order).to.deep.equal({ 'Article.id': 'asc' });
      log.length = 0;
      for (const sort of ['views; drop table articles', 'id desc', '(select 1)', 'Article.views--', 'nope']) {
        const result = await paginate({ model, settings: { limit: 3, order: { 'Article.id': 'asc' } }, passedArgs: { sort, direction: 'desc' } });
        expect(ids(result.results)).to.deep.equal([1, 2, 3]);
      }
      for (const query of log) expect(query.sql).to.not.match(/drop|select 1|nope|--/);
      expect(await rejection(paginate({ model, settings: { sortableFields: ['nope'] }, passedArgs: {} })))
        .to.be.instanceOf(TypeError).with.property('message').match(/sortableFields/);
    });

    it('a column named __proto__ comes back as the row\'s own field, never its prototype', async () => {
      const own = await engine.open();
      await sql`create table odd (id integer primary key, "__proto__" text)`.execute(own.db);
      await sql`insert into odd (id, "__proto__") values (1, 'text'), (2, null)`.execute(own.db);
      const odd = await SqlModel.open({ database: own, name: 'Odd', table: 'odd' });
      const rows = await odd.find('all', { order: { 'Odd.id': 'asc' } });
      expect(Object.getPrototypeOf(rows[0].Odd)).to.equal(Object.prototype);
      expect(Object.keys(rows[0].Odd)).to.deep.equal(['id', '__proto__']);
      // better-sqlite3 itself assigns `row.__proto__`, which never holds the value: only pg's rows carry it.
      if (engine.name === 'postgres') {
        expect(Object.getOwnPropertyDescriptor(rows[0].Odd, '__proto__')!.value).to.equal('text');
        expect(Object.getOwnPropertyDescriptor(rows[1].Odd, '__proto__')!.value).to.equal(null);
      }
    });

    it('an alias named __proto__ keys each row by an own field, never its prototype', async () => {
      const odd = new SqlModel({ database, name: 'Article', alias: '__proto__', table: 'articles', columns: model.columns as never });
      const rows = await odd.find('all', { fields: ['id'], order: { 'id': 'asc' }, limit: 2 });
      for (const [i, row] of rows.entries()) {
        expect(Object.getPrototypeOf(row)).to.equal(Object.prototype);
        expect(Object.keys(row)).to.deep.equal(['__proto__']);
        expect(Object.getOwnPropertyDescriptor(row, '__proto__')!.value).to.deep.equal({ id: i + 1 });
      }
    });

    it('Controller.paginate() and paginateAsync() with an async model; dispatchAsync() awaits the action', async () => {
      const app = new App({ env: memoryEnvironment(), debug: 0 });
      app.registerModel('Article', () => model as never);
      class ArticlesController extends Controller {
        override name = 'Articles';
        override paginateSettings = { limit: 5, order: { 'Article.id': 'desc' } };
        async index() {
          this.set({ rows: await this.paginateAsync() });
        }
      }
      app.registerController('Articles', ArticlesController);
      app.registerView('articles/index', (vars) => (vars.rows as Array<{ Article: { id: number } }>).map((row) => `#${row.Article.id}`).join(' '));
      const result = await new Dispatcher(app).dispatchAsync('/articles/index?page=2');
      expect(result.ok).to.equal(true);
      expect(result.output).to.contain('#35 #34 #33 #32 #31');
      expect((result.controller!.params.paging as Record<string, object>).Article).to.include({ page: 2, count: 40 });
      const controller = new ArticlesController({ app, params: {} });
      const rows = await controller.paginate(model);
      expect(ids(rows)).to.deep.equal([40, 39, 38, 37, 36]);
    });
  });
}

describe('SqlModel on postgres, with pg reading bigint columns as BigInt', function () {
  this.timeout(30_000);
  // pg's type parsers are the process's: set for this test only, and put back.
  let original: (text: string) => unknown;

  before(() => {
    original = pg.types.getTypeParser(20, 'text');
    pg.types.setTypeParser(20, (text: string) => BigInt(text));
  });
  after(() => pg.types.setTypeParser(20, original));

  it('gives a safe integer as a number and a larger one as its text, in every row of a page', async () => {
    const database = await postgres.open(undefined);
    await sql`create table totals (id bigint primary key, total bigint not null, label text)`.execute(database.db);
    const big = '9223372036854775807';
    await sql`insert into totals values (1, 12, 'a'), (2, ${big}, 'b'), (3, -7, null)`.execute(database.db);
    const model = await SqlModel.open({ database, name: 'Total' });
    const rows = await model.find('all', { order: { 'Total.id': 'asc' } });
    expect(rows.map((row) => row.Total)).to.deep.equal([
      { id: 1, total: 12, label: 'a' }, { id: 2, total: big, label: 'b' }, { id: 3, total: -7, label: null },
    ]);
    const titles = await model.find('all', { fields: ['label', 'total'], order: { 'Total.total': 'desc' }, limit: 2 });
    expect(titles.map((row) => row.Total)).to.deep.equal([{ label: 'b', total: big }, { label: 'a', total: 12 }]);
    expect(await model.find('count')).to.equal(3);
    await database.close();
  });
});
