/**
 * A busy database, on real PostgreSQL and SQLite, through the dispatcher: a
 * statement held by a lock past `statementTimeout`, a pool with no
 * connection free within `connectionWait`, a role with no connection to
 * spare (its name hostile), SQLite's lock held by another connection past
 * `busyTimeout`. Each is the missingConnection page sent as a 503 with
 * `Retry-After`; the driver's words appear only at debug ≥ 1, escaped; a
 * busy read is not tried again at once; SQLite waits on timers, never
 * blocking the process, and a lock let go in time is waited out. Then the
 * settings: what is in force, what reaches pg, and every bad value refused.
 */
import '../../src/core.js';
import { expect } from 'chai';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { FrameworkLog } from '../../src/framework/log.js';
import { DEFAULT_LIMITS, openPostgres, openSqlite, SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, createPostgresDatabase, databaseUrl, postgresUrl, rejection, sqlite, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `t${i}`, author: 'a', created: null, views: i }));
const HOSTILE = '<script>alert(1)</script>';

/** An application whose Articles::index pages `model`. */
function appFor(model: SqlModel, debug: number): App {
  const app = new App({ env: memoryEnvironment(), debug, log: new FrameworkLog([]) });
  class ArticlesController extends Controller {
    override name = 'Articles';
    override uses: string[] = [];
    override paginateSettings = { limit: 5, order: { 'Article.id': 'asc' } };
    async index() {
      this.set({ rows: await this.paginate(model) });
    }
  }
  app.registerController('Articles', ArticlesController);
  app.registerView('articles/index', (vars) => `rows: ${(vars.rows as unknown[]).length}`);
  return app;
}

/** The page at debug 0 and 2: its status line, its Retry-After and its output. */
async function pages(model: SqlModel) {
  const answer = async (debug: number) => {
    const result = await new Dispatcher(appFor(model, debug)).dispatchAsync('/articles/index');
    return {
      status: result.headers.find((line) => line.startsWith('HTTP/')) ?? 'HTTP/1.0 200 OK',
      retryAfter: result.headers.find((line) => line.startsWith('Retry-After:')) ?? null,
      output: result.output,
    };
  };
  return { production: await answer(0), debug: await answer(2) };
}

/** Both pages are the 503 with `Retry-After: seconds`; the driver's `words` are on the debug page only. */
function expectUnavailable({ production, debug }: Awaited<ReturnType<typeof pages>>, seconds: number, words: RegExp) {
  for (const page of [production, debug]) {
    expect(page.status).to.equal('HTTP/1.0 503 Service Unavailable');
    expect(page.retryAfter).to.equal(`Retry-After: ${seconds}`);
  }
  expect(production.output).to.contain('An Internal Error Has Occurred').and.not.match(words).and.not.contain('answered');
  expect(debug.output).to.contain('Missing Database Connection').and.contain('The database answered:').and.match(words);
}

describe('a busy PostgreSQL database is a 503 with Retry-After', function () {
  this.timeout(60_000);
  let url: string;
  const opened: SqlDatabase[] = [];
  const open = async (options: Parameters<typeof openPostgres>[0] = {}) => {
    const database = await openPostgres({ connectionString: url, ...options });
    opened.push(database);
    return database;
  };

  before(async () => {
    url = await databaseUrl(await createPostgresDatabase());
    const database = await open();
    await createArticles(database, ROWS);
  });

  after(async () => {
    for (const database of opened) await database.close();
  });

  /** Runs `work` while another connection holds the articles table in ACCESS EXCLUSIVE mode. */
  async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table articles in access exclusive mode');
      return await work();
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
  }

  it('a statement held by a lock past statementTimeout: the driver\'s words only when debugging, and no second try', async () => {
    const log: LoggedQuery[] = [];
    const database = await open({ statementTimeout: 300, retryAfter: 7, log: (query) => log.push(query) });
    const model = await SqlModel.open({ database, name: 'Article' });
    await whileLocked(async () => {
      log.length = 0;
      expectUnavailable(await pages(model), 7, /canceling statement due to statement timeout/);
      // Two pages, one statement each: the count that ran out was not sent again.
      expect(log).to.have.length(2);
    });
    expect((await pages(model)).production.output).to.contain('rows: 5');
  });

  it('no connection of the pool free within connectionWait', async () => {
    const database = await open({ connections: 1, connectionWait: 200, statementTimeout: 10_000 });
    const model = await SqlModel.open({ database, name: 'Article' });
    // The pool's one connection sleeps meanwhile.
    const sleeping = sql`select pg_sleep(3)`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      expectUnavailable(await pages(model), DEFAULT_LIMITS.retryAfter, /timeout exceeded when trying to connect/);
    } finally {
      await sleeping;
    }
    expect((await pages(model)).production.output).to.contain('rows: 5');
  });

  it('a role with no connection to spare (53300), its hostile name escaped on the debug page and absent from production\'s', async () => {
    const role = `${HOSTILE} ${process.pid}`;
    const admin = await openPostgres({ connectionString: await postgresUrl() });
    await sql.raw(`create role "${role}" login connection limit 0`).execute(admin.db);
    try {
      const address = new URL(url);
      address.username = encodeURIComponent(role);
      const database = await open({ connectionString: address.toString(), retryAfter: 2 });
      const model = new SqlModel({ database, name: 'Article', columns: [{ name: 'id', nullable: false }] });
      const answers = await pages(model);
      expectUnavailable(answers, 2, /too many connections for role/);
      expect(answers.production.output).to.not.contain('alert(1)');
      expect(answers.debug.output).to.contain('&lt;script&gt;alert(1)&lt;/script&gt;').and.not.contain(HOSTILE);
    } finally {
      await sql.raw(`drop role "${role}"`).execute(admin.db);
      await admin.close();
    }
  });

  it('the settings in force, and what reaches each connection', async () => {
    const defaults = await open();
    expect(defaults.limits).to.deep.equal({ connections: 10, connectionWait: 2000, statementTimeout: 2500, busyTimeout: null, retryAfter: 5 });
    expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(defaults.db)).rows[0].statement_timeout).to.equal('2500ms');
    const none = await open({ statementTimeout: 0 });
    expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(none.db)).rows[0].statement_timeout).to.equal('0');
    // pg's own names in `pool` stand for the settings.
    const pooled = await open({ pool: { max: 2, connectionTimeoutMillis: 4000, statement_timeout: 1234 } });
    expect(pooled.limits).to.include({ connections: 2, connectionWait: 4000, statementTimeout: 1234 });
    expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(pooled.db)).rows[0].statement_timeout).to.equal('1234ms');
    // Six statements at once over two connections: two server processes serve them all.
    const pids = await Promise.all(Array.from({ length: 6 }, () =>
      sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(pooled.db).then(({ rows }) => rows[0].pid)));
    expect(new Set(pids).size).to.be.at.most(2);
  });
});

describe('a busy SQLite database waits on timers, then is a 503 with Retry-After', function () {
  this.timeout(60_000);
  let locker: Database.Database | null = null;

  /** The file of a new database with the articles, opened with `options`; another connection holds its lock until release(). */
  async function locked(options: Parameters<typeof openSqlite>[1]) {
    const database = await sqlite.open(undefined, options);
    await createArticles(database, ROWS);
    const model = await SqlModel.open({ database, name: 'Article' });
    locker = new Database(database.name);
    locker.exec('begin exclusive');
    return { database, model, release: () => locker?.exec('commit') };
  }

  afterEach(() => {
    if (locker?.inTransaction) locker.exec('rollback');
    locker?.close();
    locker = null;
  });

  it('a lock held past busyTimeout is the 503, and the process runs on meanwhile', async () => {
    const { model } = await locked({ busyTimeout: 300, retryAfter: 3 });
    const order: string[] = [];
    const answered = pages(model).then((answers) => (order.push('answered'), answers));
    setTimeout(() => order.push('a timer'), 0);
    const answers = await answered;
    // A driver that slept in its call would have answered before any timer could run.
    expect(order).to.deep.equal(['a timer', 'answered']);
    expectUnavailable(answers, 3, /database is locked/);
  });

  it('a lock let go within busyTimeout is waited out, by a read and by a transaction\'s write', async () => {
    const { database, model, release } = await locked({ busyTimeout: 5000 });
    setTimeout(release, 150);
    const [answers] = await Promise.all([
      pages(model),
      database.db.transaction().execute((trx) => trx.insertInto('articles').values({ id: 99, title: 'new', author: 'a', created: null, views: 0 }).execute()),
    ]);
    expect(answers.production.output).to.contain('rows: 5');
    expect(answers.debug.output).to.contain('rows: 5');
    expect((await sql<{ n: number }>`select count(*) as n from articles`.execute(database.db)).rows[0].n).to.equal(13);
  });

  it('busyTimeout 0 fails at once', async () => {
    const { model, database } = await locked({ busyTimeout: 0 });
    expect(database.limits).to.deep.equal({ connections: 1, connectionWait: null, statementTimeout: null, busyTimeout: 0, retryAfter: 5 });
    expectUnavailable(await pages(model), 5, /database is locked/);
  });
});

describe('the waits\' settings: every bad value refused, naming the setting', () => {
  /** Anything that is not a whole number from `min` to 2^31 - 1. */
  const bad = (min: number) => fc.anything().filter((value) =>
    value !== undefined && !(typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= 2_147_483_647));

  const SETTINGS: Array<[engine: string, name: string, min: number, open: (value: unknown) => Promise<unknown>]> = [
    ['PostgreSQL', 'connections', 1, (value) => openPostgres({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connections: value as number })],
    ['PostgreSQL', 'connectionWait', 0, (value) => openPostgres({ connectionWait: value as number })],
    ['PostgreSQL', 'statementTimeout', 0, (value) => openPostgres({ statementTimeout: value as number })],
    ['PostgreSQL', 'retryAfter', 1, (value) => openPostgres({ retryAfter: value as number })],
    ['SQLite', 'busyTimeout', 0, (value) => openSqlite(':memory:', { busyTimeout: value as number })],
    ['SQLite', 'retryAfter', 1, (value) => openSqlite(':memory:', { retryAfter: value as number })],
  ];

  for (const [engine, name, min, open] of SETTINGS) {
    it(`${name} (${engine})`, async () => {
      await fc.assert(fc.asyncProperty(bad(min), async (value) => {
        const error = await rejection(open(value));
        expect(error).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.match(new RegExp(`^open(Postgres|Sqlite)\\(\\): ${name} must be a whole number of \\w+ from ${min} to 2147483647, got `));
      }), { numRuns: 200 });
    });
  }

  it('a setting given twice, by its name and by pg\'s, is refused', async () => {
    for (const [name, pgName, value] of [['connections', 'max', 2], ['connectionWait', 'connectionTimeoutMillis', 10], ['statementTimeout', 'statement_timeout', 10]] as const) {
      const error = await rejection(openPostgres({ [name]: value, pool: { [pgName]: value } }));
      expect((error as Error).message).to.equal(`openPostgres(): give ${name} or pool.${pgName}, not both`);
    }
    const error = await rejection(openPostgres({ pool: { max: 0 } }));
    expect((error as Error).message).to.match(/^openPostgres\(\): pool\.max must be a whole number of connections from 1/);
  });
});
