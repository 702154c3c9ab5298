/**
 * Error pages from real failures, on both engines, through the
 * dispatcher: a dropped table is `missingTable`, a database that is not
 * there `missingDatabase`, a refused connection and a server stopped
 * mid-run `missingConnection`, sent as a 503 with `Retry-After` (and the
 * next request after it is back reconnects), a SQL error in a settings
 * condition a 500. Debug pages name the table or database; production pages
 * name nothing.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher, type DispatchResult } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { openPostgres, openSqlite, SqlModel, type SqlDatabase } from '../../src/sql.js';
import { createArticles, databaseUrl, ENGINES, type ArticleRow } from './support.js';
// @ts-expect-error: a plain .mjs script without types
import { startPostgres } from '../../scripts/postgres.mjs';

const ROWS: ArticleRow[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `t${i}`, author: 'a', created: null, views: i }));

/** An application whose Articles::index pages the model `open()` gives, with `settings`. */
function appFor(open: () => Promise<SqlModel>, debug: number, settings: Record<string, unknown> = {}): App {
  const app = new App({ env: memoryEnvironment(), debug });
  class ArticlesController extends Controller {
    override name = 'Articles';
    override uses: string[] = [];
    override paginateSettings = { limit: 5, order: { 'Article.id': 'asc' }, ...settings };
    async index() {
      this.set({ rows: await this.paginate(await open()) });
    }
  }
  app.registerController('Articles', ArticlesController);
  app.registerView('articles/index', (vars) => `rows: ${(vars.rows as unknown[]).length}`);
  return app;
}

async function request(app: App): Promise<DispatchResult & { status: string }> {
  const result = await new Dispatcher(app).dispatchAsync('/articles/index');
  const status = result.headers.find((line) => line.startsWith('HTTP/')) ?? 'HTTP/1.0 200 OK';
  return { ...result, status };
}

/** The debug page and the production page of one failure. */
async function pages(open: () => Promise<SqlModel>, settings?: Record<string, unknown>) {
  return { debug: await request(appFor(open, 2, settings)), production: await request(appFor(open, 0, settings)) };
}

for (const engine of ENGINES) {
  describe(`error pages from real ${engine.name} failures`, function () {
    this.timeout(60_000);
    let database: SqlDatabase;

    before(async () => {
      database = await engine.open();
      await createArticles(database, ROWS);
    });

    it('a dropped table is the Missing Database Table page (500), naming the table only in debug', async () => {
      const model = await SqlModel.open({ database, name: 'Article' });
      expect((await request(appFor(async () => model, 2))).output).to.contain('rows: 5');
      await sql`create table kept as select * from articles`.execute(database.db);
      await sql`drop table articles`.execute(database.db);
      try {
        const { debug, production } = await pages(async () => model);
        expect(debug.status).to.equal('HTTP/1.0 500 Internal Server Error');
        expect(debug.output).to.contain('Missing Database Table').and.contain('articles');
        expect(production.status).to.equal('HTTP/1.0 500 Internal Server Error');
        // The production page names the requested address (its own, /articles/index), and nothing of the application.
        expect(production.output).to.contain("'/articles/index'");
        expect(production.output.replaceAll("'/articles/index'", '')).to.not.contain('articles').and.not.contain('Missing');
        // Opening a model on a table that is not there is the same page.
        const opened = await pages(() => SqlModel.open({ database, name: 'Article' }));
        expect(opened.debug.output).to.contain('Missing Database Table').and.contain('articles');
      } finally {
        await sql`alter table kept rename to articles`.execute(database.db);
      }
    });

    it('a database that does not exist is the Missing Database page, naming it only in debug', async () => {
      let open: () => Promise<SqlModel>;
      let name: string;
      const folder = mkdtempSync(join(tmpdir(), 'paginator-missing-'));
      if (engine.name === 'sqlite') {
        name = join(folder, 'not-there.sqlite');
        open = async () => SqlModel.open({ database: await openSqlite(name, { fileMustExist: true }), name: 'Article' });
      } else {
        name = 'no_such_database_here';
        const url = await databaseUrl(name);
        open = async () => {
          const missing = await openPostgres({ connectionString: url });
          try {
            return await SqlModel.open({ database: missing, name: 'Article' });
          } finally {
            await missing.close();
          }
        };
      }
      try {
        const { debug, production } = await pages(open);
        expect(debug.status).to.equal('HTTP/1.0 500 Internal Server Error');
        expect(debug.output).to.contain('Missing Database').and.contain(name.split('/').pop()!);
        expect(production.status).to.equal('HTTP/1.0 500 Internal Server Error');
        expect(production.output).to.not.contain(name.split('/').pop()!).and.not.contain('Missing');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('a SQL error from a settings condition is a 500, never a crash', async () => {
      const model = await SqlModel.open({ database, name: 'Article' });
      const { debug, production } = await pages(async () => model, { conditions: 'no_such_column = 1' });
      expect(debug.status).to.equal('HTTP/1.0 500 Internal Server Error');
      expect(debug.output).to.contain('no_such_column');
      expect(production.status).to.equal('HTTP/1.0 500 Internal Server Error');
      expect(production.output).to.not.contain('no_such_column');
    });
  });
}

describe('error pages from a PostgreSQL server that refuses or drops the connection', function () {
  this.timeout(120_000);
  let server: { url: string; port: number; halt(): Promise<void>; resume(): Promise<void>; stop(): Promise<void> };
  let database: SqlDatabase;

  before(async () => {
    server = await startPostgres();
    database = await openPostgres({ connectionString: server.url });
    await createArticles(database, ROWS);
  });

  after(async () => {
    await database?.close();
    await server?.stop();
  });

  it('a refused connection is the Missing Database Connection page', async () => {
    const url = new URL(server.url);
    url.port = String(server.port === 65_000 ? 65_001 : 65_000);
    const refused = await openPostgres({ connectionString: url.toString() });
    try {
      const model = new SqlModel({ database: refused, name: 'Article', columns: [{ name: 'id', nullable: false }] });
      const { debug, production } = await pages(async () => model);
      // A database that cannot be reached may be back soon: 503, and when to try again.
      for (const page of [debug, production]) {
        expect(page.status).to.equal('HTTP/1.0 503 Service Unavailable');
        expect(page.headers).to.contain('Retry-After: 5');
      }
      expect(debug.output).to.contain('Missing Database Connection').and.contain('Article').and.contain('The database answered:');
      expect(production.output).to.not.contain('Article').and.not.contain('ECONNREFUSED').and.not.contain('answered');
    } finally {
      await refused.close();
    }
  });

  it('a server stopped mid-run: the request in flight gets the page, the next one after it is back reconnects', async () => {
    const model = await SqlModel.open({ database, name: 'Article' });
    const app = appFor(async () => model, 2);
    expect((await request(app)).output).to.contain('rows: 5');
    await server.halt();
    try {
      const lost = await request(app);
      expect(lost.status).to.equal('HTTP/1.0 503 Service Unavailable');
      expect(lost.headers).to.contain('Retry-After: 5');
      expect(lost.output).to.contain('Missing Database Connection');
      const refused = await request(app);
      expect(refused.output).to.contain('Missing Database Connection');
    } finally {
      await server.resume();
    }
    expect((await request(app)).output).to.contain('rows: 5');
  });

  it('a connection that dies while a query runs on it fails that query, never the process', async () => {
    // pg reports a lost socket twice: to the query, and as an 'error' event of its client, which nobody
    // heard while the pool lent the client out: an uncaught exception, which ended the server process.
    // The query's server process is killed, so its socket closes with no word from PostgreSQL.
    const slow = 'select pg_sleep(5) as slept';
    const outcome = sql.raw(slow).execute(database.db).then(() => null, (error: unknown) => error);
    let pid: number | undefined;
    for (let tries = 0; tries < 200 && pid === undefined; tries++) {
      const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where query = ${slow}`.execute(database.db);
      pid = rows[0]?.pid;
      if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pid, 'the sleeping query was found').to.be.a('number');
    process.kill(pid!, 'SIGKILL');
    expect(await outcome).to.be.an('error');
    // The client's 'error' event comes after the query's: an uncaught one fails this test here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // PostgreSQL restarts its processes after one was killed; then the pool connects again.
    let answer: unknown = null;
    for (let tries = 0; tries < 100 && answer === null; tries++) {
      answer = await sql<{ one: number }>`select 1 as one`.execute(database.db).then(({ rows }) => rows, () => null);
      if (answer === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer).to.deep.equal([{ one: 1 }]);
  });
});
