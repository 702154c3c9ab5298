/**
 * The end of an estimated list, on both engines with statistics that have
 * gone stale (PostgreSQL's reltuples, SQLite's sqlite_stat1, taken by
 * ANALYZE before rows were deleted or added): a page past the real end is
 * the last real page, found with a count bounded by the page's offset and
 * never a count(*) of the table; `nextPage` is what the table holds, not
 * what the estimate says; pages past a low estimate are served.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { sql } from 'kysely';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { paginate } from '../../src/framework/paginate.js';
import { SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, ENGINES, type ArticleRow } from './support.js';

const rows = (from: number, to: number): ArticleRow[] => Array.from({ length: to - from + 1 }, (_, i) => ({
  id: from + i, title: `Title ${from + i}`, author: `a${(from + i) % 4}`, created: '2024-01-01', views: (from + i) % 100,
}));

const SETTINGS = { limit: 20, count: 'estimate', estimateAbove: 1000, order: { 'Article.id': 'asc' } };
const env = memoryEnvironment({ console: { log: () => {}, error: () => {}, warn: () => {} } });

for (const engine of ENGINES) {
  describe(`the end of an estimated list on ${engine.name}`, function () {
    this.timeout(60_000);
    const log: LoggedQuery[] = [];
    let database: SqlDatabase;
    let model: SqlModel;

    /** 3,000 rows analyzed (the estimate), then `change` run on the table without a new ANALYZE. */
    async function staleTable(change: string): Promise<void> {
      database = await engine.open((query) => log.push(query));
      await createArticles(database, rows(1, 3000));
      if (engine.name === 'postgres') await sql`alter table articles set (autovacuum_enabled = false)`.execute(database.db);
      await sql`analyze`.execute(database.db);
      await sql.raw(change).execute(database.db);
      model = await SqlModel.open({ database, name: 'Article' });
    }

    const page = async (requested: unknown, settings: Record<string, unknown> = SETTINGS) => {
      log.length = 0;
      return paginate({ model, settings, passedArgs: { page: requested }, env });
    };
    const ids = (results: Array<Record<string, Record<string, unknown>>>) => results.map((row) => row.Article.id);
    const counts = () => log.filter((query) => /count\(\*\)/i.test(query.sql));

    describe('with an estimate above the real count', () => {
      before(() => staleTable('delete from articles where id > 2510'));

      it('estimates from the statistics ANALYZE left', async () => {
        const { paging, results } = await page(1);
        expect(ids(results)).to.deep.equal(rows(1, 20).map((row) => row.id));
        expect(paging).to.include({ page: 1, count: 3000, pageCount: 150, nextPage: true, prevPage: false, countEstimated: true });
        expect(counts()).to.deep.equal([]);
      });

      it('serves the last real page for a page past the real end, counting at most the rows before it', async () => {
        for (const requested of [150, 'last', 140, 10 ** 9]) {
          const { paging, results } = await page(requested);
          expect(ids(results), String(requested)).to.deep.equal(rows(2501, 2510).map((row) => row.id));
          expect(paging).to.include({ page: 126, current: 10, count: 2510, pageCount: 126, nextPage: false, prevPage: true });
          expect(paging).to.not.have.property('countEstimated');
          expect(counts()).to.have.length(1);
          expect(counts()[0].sql).to.match(/limit/i);
          expect(counts()[0].parameters).to.include(20 * ((requested === 'last' ? 150 : Math.min(Number(requested), Math.floor(Number.MAX_SAFE_INTEGER / 21))) - 1));
        }
      });

      it('says there is no next page on the last real page, whatever the estimate says', async () => {
        const last = await page(126);
        expect(ids(last.results)).to.deep.equal(rows(2501, 2510).map((row) => row.id));
        expect(last.paging).to.include({ page: 126, count: 2510, pageCount: 126, nextPage: false });
        expect(last.paging).to.not.have.property('countEstimated');
        const full = await page(125);
        expect(full.paging).to.include({ page: 125, current: 20, count: 3000, pageCount: 150, nextPage: true, countEstimated: true });
        expect(counts()).to.deep.equal([]);
      });

      it('pages exactly when the list ends on a page boundary', async () => {
        await sql`delete from articles where id > 2500`.execute(database.db);
        const { paging, results } = await page(130);
        expect(ids(results)).to.deep.equal(rows(2481, 2500).map((row) => row.id));
        expect(paging).to.include({ page: 125, count: 2500, pageCount: 125, nextPage: false });
        const last = await page(125);
        expect(last.paging).to.include({ page: 125, count: 2500, nextPage: false });
        expect(counts()).to.deep.equal([]);
      });

      it('answers page 1 of an emptied table with no rows and a count of 0', async () => {
        await sql`delete from articles`.execute(database.db);
        for (const requested of [1, 7]) {
          const { paging, results } = await page(requested);
          expect(results).to.deep.equal([]);
          expect(paging).to.include({ page: 1, count: 0, pageCount: 0, nextPage: false, prevPage: false });
        }
      });
    });

    describe('with an estimate below the real count', () => {
      before(() => staleTable(`insert into articles (id, title, author, created, views) select id + 3000, title, author, created, views from articles where id <= 1000`));

      it('serves pages past the estimated end while the table has them', async () => {
        const estimatedLast = await page('last');
        expect(estimatedLast.paging).to.include({ page: 150, current: 20, nextPage: true, countEstimated: true });
        expect(estimatedLast.paging.pageCount).to.be.above(150);
        const beyond = await page(175);
        expect(ids(beyond.results)).to.deep.equal(rows(3481, 3500).map((row) => row.id));
        expect(beyond.paging).to.include({ page: 175, count: 3501, pageCount: 176, nextPage: true, countEstimated: true });
        const end = await page(200);
        expect(ids(end.results)).to.deep.equal(rows(3981, 4000).map((row) => row.id));
        expect(end.paging).to.include({ page: 200, count: 4000, pageCount: 200, nextPage: false });
        expect(end.paging).to.not.have.property('countEstimated');
        const past = await page(250);
        expect(ids(past.results)).to.deep.equal(rows(3981, 4000).map((row) => row.id));
        expect(past.paging).to.include({ page: 200, count: 4000, nextPage: false });
      });
    });

    it('counts at most find(\'count\')\'s limit rows', async () => {
      await staleTable('select 1');
      expect(await model.find('count', { limit: 100 })).to.equal(100);
      expect(await model.find('count', { limit: 5000 })).to.equal(3000);
      expect(await model.find('count', { conditions: { 'Article.views <': 10 }, limit: 1000 })).to.equal(300);
      expect(await model.find('count', { limit: 0 })).to.equal(0);
    });
  });
}
