/**
 * `count: 'estimate'` on both engines: above its threshold PostgreSQL's
 * planner answers (reltuples for the whole table, EXPLAIN with conditions)
 * and no count(*) is sent, the record says `countEstimated: true`; below it
 * the count is exact; a table without statistics (and SQLite, which keeps
 * none) is counted exactly with one console line; bad settings are refused
 * naming the setting.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { sql } from 'kysely';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { paginate } from '../../src/framework/paginate.js';
import { SqlModel, type LoggedQuery } from '../../src/sql.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 3000 }, (_, i) => ({
  id: i + 1, title: `Title ${i + 1}`, author: `a${i % 4}`, created: '2024-01-01', views: i % 100,
}));

for (const engine of ENGINES) {
  describe(`estimated counts on ${engine.name}`, function () {
    this.timeout(60_000);
    const log: LoggedQuery[] = [];
    const lines: unknown[][] = [];
    const env = memoryEnvironment({ console: { log: () => {}, error: () => {}, warn: (...data: unknown[]) => void lines.push(data) } });
    let model: SqlModel;

    before(async () => {
      const database = await engine.open((query) => log.push(query));
      await createArticles(database, ROWS); // analyzed on PostgreSQL
      model = await SqlModel.open({ database, name: 'Article' });
    });

    const counts = () => log.filter((query) => /count\(\*\)/i.test(query.sql)).length;

    it(engine.name === 'postgres' ? 'answers from the planner above the threshold, sending no count(*)' : 'stays exact on SQLite, saying so once', async () => {
      log.length = 0;
      lines.length = 0;
      const settings = { limit: 20, count: 'estimate', estimateAbove: 1000, order: { 'Article.id': 'asc' } };
      const { paging, results } = await paginate({ model, settings, passedArgs: { page: 2 }, env });
      expect(results[0].Article.id).to.equal(21);
      const filtered = await paginate({ model, settings: { ...settings, conditions: { 'Article.views <': 50 } }, passedArgs: {}, env });
      if (engine.name === 'postgres') {
        expect(paging.countEstimated).to.equal(true);
        expect(paging.count).to.equal(3000); // reltuples after ANALYZE of a small table is exact
        expect(paging.pageCount).to.equal(150);
        expect(filtered.paging.countEstimated).to.equal(true);
        expect(filtered.paging.count).to.be.within(1000, 2000);
        expect(counts()).to.equal(0);
        expect(log.some((query) => /^explain \(format json\)/.test(query.sql))).to.equal(true);
        expect(lines).to.deep.equal([]);
      } else {
        expect(paging).to.not.have.property('countEstimated');
        expect(paging.count).to.equal(3000);
        expect(filtered.paging.count).to.equal(1500);
        expect(counts()).to.equal(2);
        expect(lines).to.have.length(1);
        expect(String(lines[0][0])).to.match(/^paginate\(\): Article has no statistics to estimate its count from .*counting exactly$/);
      }
    });

    it('counts exactly below the threshold, and by default', async () => {
      log.length = 0;
      for (const settings of [{ count: 'estimate', estimateAbove: 5000 }, {}, { count: 'exact' }]) {
        const { paging } = await paginate({ model, settings: { limit: 20, ...settings }, passedArgs: {}, env });
        expect(paging.count).to.equal(3000);
        expect(paging).to.not.have.property('countEstimated');
      }
      expect(counts()).to.equal(3);
    });

    it('counts a table without statistics exactly, with one console line', async () => {
      const database = await engine.open();
      await sql`create table fresh (id integer primary key, title text)`.execute(database.db);
      await sql`insert into fresh (id, title) select n, 'x' from (select 1 as n union all select 2 union all select 3) as s`.execute(database.db);
      const fresh = await SqlModel.open({ database, name: 'Fresh', table: 'fresh' });
      lines.length = 0;
      for (let i = 0; i < 3; i++) {
        const { paging } = await paginate({ model: fresh, settings: { count: 'estimate', estimateAbove: 0 }, passedArgs: {}, env });
        expect(paging.count).to.equal(3);
        expect(paging).to.not.have.property('countEstimated');
      }
      expect(lines).to.have.length(1);
      expect(String(lines[0][0])).to.include('Fresh has no statistics').and.include('run ANALYZE on fresh');
    });

    if (engine.name === 'sqlite') {
      it('says that conditions cannot be estimated on SQLite, once, even after ANALYZE', async () => {
        await sql`analyze`.execute(model.database.db);
        const analyzed = await SqlModel.open({ database: model.database, name: 'Article' });
        lines.length = 0;
        log.length = 0;
        const settings = { limit: 20, count: 'estimate', estimateAbove: 1000, conditions: { 'Article.views <': 50 } };
        for (let i = 0; i < 2; i++) {
          const { paging } = await paginate({ model: analyzed, settings, passedArgs: {}, env });
          expect(paging.count).to.equal(1500);
          expect(paging).to.not.have.property('countEstimated');
        }
        expect(counts()).to.equal(2);
        expect(lines).to.have.length(1);
        expect(String(lines[0][0])).to.equal(
          'paginate(): Article has no estimate of the rows its conditions select (SQLite estimates only a whole table); counting exactly');
        // Without conditions the statistics ANALYZE left are the estimate.
        const { paging } = await paginate({ model: analyzed, settings: { ...settings, conditions: {} }, passedArgs: {}, env });
        expect(paging.countEstimated).to.equal(true);
        expect(paging.count).to.equal(3000);
      });
    }

    it('refuses bad count settings, naming them', async () => {
      for (const [settings, name] of [
        [{ count: 'approx' }, 'count'], [{ count: true }, 'count'], [{ count: 'estimate', estimateAbove: -1 }, 'estimateAbove'],
        [{ count: 'estimate', estimateAbove: '1000' }, 'estimateAbove'], [{ keyset: 'id', count: 'about' }, 'count'],
      ] as const) {
        const error = await rejection(paginate({ model, settings: { ...settings }, passedArgs: {}, env }));
        expect(error, JSON.stringify(settings)).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.match(new RegExp(`^paginate\\(\\): ${name} must be`));
      }
    });
  });
}
