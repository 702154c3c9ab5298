/**
 * Keyset pagination on both engines: walks forwards and back over a sort
 * column with NULLs, in both and mixed directions; signed cursors (a
 * tampered or foreign one is refused); a deep page that seeks an index
 * (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL: no full scan); and
 * countless pages that send no COUNT.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { CompiledQuery } from 'kysely';
import { paginate, type PaginateResult } from '../../src/framework/paginate.js';
import { InvalidCursorError } from '../../src/pagination/cursor.js';
import { SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';
import type { PhpArray } from '../../src/shared/php.js';

const SMALL: ArticleRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  title: i % 6 === 0 ? null : `T${(i * 7) % 11}`,
  author: null,
  created: null,
  views: i % 5 === 0 ? null : (i * 13) % 9,
}));

/** Sorted as the keyset reads: NULL smallest, then the key. */
function expectedOrder(rows: ArticleRow[], field: 'title' | 'views', descending: boolean, keyDescending: boolean): number[] {
  const compare = (a: unknown, b: unknown) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : (a as never) < (b as never) ? -1 : 1);
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compare(a[field], b[field]) || (keyDescending ? b.id - a.id : a.id - b.id)).map((row) => row.id);
}

for (const engine of ENGINES) {
  describe(`keyset pagination on ${engine.name}`, function () {
    this.timeout(60_000);
    let database: SqlDatabase;
    let model: SqlModel;
    let deep: SqlDatabase;
    let deepModel: SqlModel;
    const log: LoggedQuery[] = [];
    const ids = (page: PaginateResult) => page.results.map((row) => row.Article.id as number);

    before(async () => {
      database = await engine.open();
      await createArticles(database, SMALL);
      model = await SqlModel.open({ database, name: 'Article' });
      deep = await engine.open((query) => log.push(query));
      const rows = Array.from({ length: 30_000 }, (_, i) => ({
        id: i + 1, title: `Title ${String((i * 7919) % 30_000).padStart(5, '0')}`, author: `a${i % 10}`, created: '2024-01-01', views: (i * 31) % 1000,
      }));
      await createArticles(deep, rows, { nullable: false });
      deepModel = await SqlModel.open({ database: deep, name: 'Article' });
    });

    for (const [field, descending, keyDescending] of [
      ['title', false, false], ['title', true, true], ['title', true, false], ['views', false, true], ['views', true, false],
    ] as const) {
      it(`walks ${field} ${descending ? 'desc' : 'asc'}, id ${keyDescending ? 'desc' : 'asc'} to the end and back, NULLs included`, async () => {
        const settings = { keyset: 'id', limit: 5, order: { [`Article.${field}`]: descending ? 'desc' : 'asc', 'Article.id': keyDescending ? 'desc' : 'asc' } };
        const expected = expectedOrder(SMALL, field, descending, keyDescending);
        const pages: number[][] = [];
        let page = await paginate({ model, settings, passedArgs: {} });
        pages.push(ids(page));
        while (page.paging.nextCursor) {
          page = await paginate({ model, settings, passedArgs: { cursor: page.paging.nextCursor } });
          pages.push(ids(page));
        }
        expect(pages.flat()).to.deep.equal(expected);
        expect(page.paging).to.include({ page: 12, nextPage: false });
        for (let index = pages.length - 2; index >= 1; index--) {
          page = await paginate({ model, settings, passedArgs: { cursor: page.paging.prevCursor } });
          expect(ids(page), `page ${index + 1}`).to.deep.equal(pages[index]);
        }
        expect(page.paging).to.include({ page: 2, prevPage: true, prevCursor: null });
      });
    }

    it('lets the request choose the sort column among sortableFields; others keep the settings order', async () => {
      const settings = { keyset: 'id', limit: 4, order: { 'Article.id': 'asc' }, sortableFields: ['views'] };
      const byViews = await paginate({ model, settings, passedArgs: { sort: 'views', direction: 'desc' } });
      expect(ids(byViews)).to.deep.equal(expectedOrder(SMALL, 'views', true, false).slice(0, 4));
      expect(byViews.paging.options!.order).to.deep.equal({ 'Article.views': 'desc', 'Article.id': 'asc' });
      const next = await paginate({ model, settings, passedArgs: { sort: 'views', direction: 'desc', cursor: byViews.paging.nextCursor } });
      expect(ids(next)).to.deep.equal(expectedOrder(SMALL, 'views', true, false).slice(4, 8));
      expect(ids(await paginate({ model, settings, passedArgs: { sort: 'title' } }))).to.deep.equal([1, 2, 3, 4]);
      expect(await rejection(paginate({ model, settings: { keyset: 'title', order: { 'Article.views': 'asc' } }, passedArgs: {} })))
        .to.be.instanceOf(TypeError).with.property('message').match(/keyset must name the primary key/);
    });

    it('signs cursors with cursorSecret; a tampered, unsigned or foreign cursor is an InvalidCursorError', async () => {
      const settings = { keyset: 'id', limit: 5, order: { 'Article.title': 'asc' }, cursorSecret: 'a secret of sixteen+' };
      const first = await paginate({ model, settings, passedArgs: {} });
      const cursor = first.paging.nextCursor as string;
      expect(cursor).to.match(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(ids(await paginate({ model, settings, passedArgs: { cursor } }))).to.have.length(5);
      const [token, signature] = cursor.split('.');
      const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}.${signature}`;
      const foreign = (await paginate({ model, settings: { ...settings, cursorSecret: 'another secret, 16+' }, passedArgs: {} })).paging.nextCursor;
      for (const bad of [tampered, token, foreign, `${token}.${signature.slice(1)}x`, '.', "' OR 1=1 --"]) {
        const error = await paginate({ model, settings, passedArgs: { cursor: bad } }).then(() => null, (caught: unknown) => caught);
        expect(error, String(bad)).to.be.instanceOf(InvalidCursorError);
      }
      expect(await rejection(paginate({ model, settings: { ...settings, cursorSecret: 'short' }, passedArgs: {} }))).to.be.instanceOf(TypeError).with.property('message').match(/cursorSecret/);
    });

    it('seeks the index on a deep page (no full scan), by the key alone and by a sort column, both directions', async () => {
      for (const order of [{ 'Article.id': 'desc' }, { 'Article.title': 'asc' }, { 'Article.title': 'desc' }, { 'Article.views': 'desc', 'Article.id': 'desc' }] as PhpArray[]) {
        const settings = { keyset: 'id', limit: 20, order };
        let page = await paginate({ model: deepModel, settings, passedArgs: {} });
        // Jump deep: a cursor from the middle of the table.
        const middle = await deepModel.find('all', { order, offset: 20_000, limit: 1 });
        const seeded = await paginate({ model: deepModel, settings: { ...settings, limit: 1 }, passedArgs: {} });
        expect(seeded.results).to.have.length(1);
        page = await paginate({ model: deepModel, settings, passedArgs: { cursor: (await cursorAt(middle[0].Article as PhpArray, settings)) } });
        expect(page.results).to.have.length(20);
        log.length = 0;
        await paginate({ model: deepModel, settings, passedArgs: { cursor: page.paging.nextCursor } });
        const [query] = log;
        const plan = await explain(deep, query);
        if (engine.name === 'sqlite') {
          expect(plan, JSON.stringify(order)).to.match(/SEARCH articles USING (INDEX|INTEGER PRIMARY KEY|PRIMARY KEY)/);
          expect(plan, JSON.stringify(order)).to.not.match(/SCAN articles(?! USING)/);
        } else {
          expect(plan, JSON.stringify(order)).to.match(/Index (Only )?Scan/);
          expect(plan, JSON.stringify(order)).to.not.match(/Seq Scan/);
        }
      }
    });

    it('countless pages send no COUNT', async () => {
      log.length = 0;
      const page = await paginate({ model: deepModel, settings: { countless: true, limit: 20, order: { 'Article.id': 'asc' } }, passedArgs: { page: 700 } });
      expect(page.results[0].Article.id).to.equal(13_981);
      expect(page.paging).to.not.have.property('count');
      expect(log.length).to.equal(1);
      for (const query of log) expect(query.sql.toLowerCase()).to.not.contain('count(');
      log.length = 0;
      await paginate({ model: deepModel, settings: { limit: 20 }, passedArgs: {} });
      expect(log.some((query) => query.sql.toLowerCase().includes('count('))).to.equal(true);
    });

    /** The cursor paginate() writes for the page after `row`: read from a page of one row that ends on it. */
    async function cursorAt(row: PhpArray, settings: PhpArray): Promise<string> {
      const order = settings.order as PhpArray;
      const fields = Object.keys(order).map((key) => key.split('.')[1]);
      const sortField = fields[0];
      // The page of one row starting at `row`: its next cursor points after it.
      const value = sortField === 'id' ? row.id : JSON.stringify([row[sortField], row.id]);
      const { encodeCursor } = await import('../../src/pagination/cursor.js');
      return encodeCursor({ key: sortField === 'id' ? 'id' : `${sortField},id`, value: value as string | number, direction: 'next', page: 1001 });
    }
  });
}

async function explain(database: SqlDatabase, query: LoggedQuery): Promise<string> {
  const prefix = database.engine === 'sqlite' ? 'explain query plan ' : 'explain ';
  const result = await database.db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
  return result.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
}
