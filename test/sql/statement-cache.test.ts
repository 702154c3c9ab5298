/**
 * Prepare once, on both engines: a page asked for again is served by the
 * statements prepared the first time (SQLite's cache; PostgreSQL's named
 * statements, seen in pg_prepared_statements), other values bind to the
 * same statements, the cache never holds more than its bound however many
 * distinct texts arrive, a closed database refuses with an error naming it,
 * and a bad `statementCache` is refused naming the option.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { sql } from 'kysely';
import { paginate } from '../../src/framework/paginate.js';
import { openPostgres, openSqlite, SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 95 }, (_, i) => ({
  id: i + 1, title: `Title ${String(i + 1).padStart(3, '0')}`, author: `a${i % 4}`, created: '2024-01-01', views: (i * 7) % 50,
}));

for (const engine of ENGINES) {
  describe(`prepared statements on ${engine.name}`, function () {
    this.timeout(60_000);

    /** Statements PostgreSQL holds for this session (the pool has one connection). */
    const serverStatements = async (database: SqlDatabase) =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db)).rows.map((row) => row.statement);

    it('prepares a page\'s statements once and binds other values to them', async () => {
      const log: LoggedQuery[] = [];
      const database = await engine.open((query) => log.push(query), { connections: 1 });
      await createArticles(database, ROWS);
      const model = await SqlModel.open({ database, name: 'Article' });
      const settings = { limit: 10, order: { 'Article.id': 'asc' } };
      // Page 1 has no offset, every other page one: three texts in all, each prepared on first use.
      const first = await paginate({ model, settings, passedArgs: { page: 2 } });
      await paginate({ model, settings, passedArgs: { page: 1 } });
      const after = database.statementCache();
      log.length = 0;
      for (let page = 1; page <= 10; page++) {
        const { results, paging } = await paginate({ model, settings, passedArgs: { page } });
        expect(results.map((row) => row.Article.id)).to.deep.equal(Array.from({ length: page === 10 ? 5 : 10 }, (_, i) => (page - 1) * 10 + i + 1));
        expect(paging.count).to.equal(95);
      }
      expect(first.results[0].Article.id).to.equal(11);
      // Twenty queries over three texts, the values bound: nothing prepared again.
      expect(log).to.have.length(20);
      expect(new Set(log.map((query) => query.sql)).size).to.equal(3);
      expect(database.statementCache().prepared).to.equal(after.prepared);
      expect(database.statementCache().size).to.equal(after.size);
      if (engine.name === 'postgres') {
        const held = await serverStatements(database);
        for (const text of new Set(log.map((query) => query.sql))) expect(held).to.include(text);
      }
      await database.close();
    });

    it('never holds more statements than its bound, and answers right after forgetting one', async () => {
      const database = await engine.open(undefined, { connections: 1, statementCache: 3 });
      await createArticles(database, ROWS);
      const model = await SqlModel.open({ database, name: 'Article' });
      // A list of every length is a new text each time: 30 texts through a cache of 3.
      for (let round = 0; round < 2; round++) {
        for (let length = 1; length <= 30; length++) {
          const ids = Array.from({ length }, (_, i) => i * 3 + 1);
          expect(await model.find('count', { conditions: { 'Article.id': ids } })).to.equal(Math.min(length, 32));
          expect(database.statementCache().size).to.be.at.most(3);
          if (engine.name === 'postgres' && length % 10 === 0) expect((await serverStatements(database)).length).to.be.at.most(3);
        }
      }
      expect(database.statementCache()).to.include({ limit: 3, size: 3 });
      expect(database.statementCache().prepared).to.be.at.least(60);
      await database.close();
    });

    it('with statementCache 0 prepares every time and holds nothing', async () => {
      const database = await engine.open(undefined, { connections: 1, statementCache: 0 });
      await createArticles(database, ROWS);
      const model = await SqlModel.open({ database, name: 'Article' });
      for (let i = 0; i < 3; i++) expect(await model.find('count', { conditions: { 'Article.views >': 10 } })).to.equal(ROWS.filter((row) => row.views! > 10).length);
      expect(database.statementCache().size).to.equal(0);
      if (engine.name === 'postgres') expect(await serverStatements(database)).to.deep.equal([]);
      await database.close();
    });

    it('a closed database refuses every query with an error naming it', async () => {
      const database = await engine.open();
      await createArticles(database, ROWS);
      const model = await SqlModel.open({ database, name: 'Article' });
      expect(await model.find('count')).to.equal(95);
      await database.close();
      expect(database.closed).to.equal(true);
      for (const attempt of [model.find('count'), model.find('all', { limit: 2 }), paginate({ model, settings: {}, passedArgs: { page: 2 } })]) {
        const error = await rejection(attempt);
        expect(error).to.be.an('error');
        expect((error as Error).message).to.include('SqlModel Article: the database').and.include(database.name).and.include('is closed');
      }
    });

    it('refuses a statementCache that is not a number of statements, naming it', async () => {
      const open = engine.name === 'sqlite'
        ? (statementCache: unknown) => openSqlite(':memory:', { statementCache: statementCache as number })
        : (statementCache: unknown) => openPostgres({ connectionString: 'postgres://127.0.0.1:1/none', statementCache: statementCache as number });
      for (const bad of [-1, 1.5, '10', null, Number.NaN]) {
        const error = await rejection(open(bad));
        expect(error, String(bad)).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.match(/^open(Sqlite|Postgres)\(\): statementCache must be a number of statements/);
      }
    });
  });
}
