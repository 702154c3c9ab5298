/**
 * What the SQL suites share: both engines, each a real database — SQLite
 * in-process (a file in a temporary folder, or memory), PostgreSQL on the
 * throwaway server `npm test` starts (scripts/postgres.mjs; PGTEST_URL), or
 * on one started here when the suites run on their own. Every `open()`
 * gives a fresh, empty database, so suites never see each other's tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPostgres, openSqlite, type LoggedQuery, type OpenOptions, type SqlDatabase } from '../../src/sql.js';
// @ts-expect-error: a plain .mjs script without types
import { startPostgres } from '../../scripts/postgres.mjs';

/** One engine under test. */
export interface EngineUnderTest {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database; `log` sees every statement; `options` are the opener's (a pool of `connections` on PostgreSQL). */
  open(log?: (query: LoggedQuery) => void, options?: EngineOptions): Promise<SqlDatabase>;
}

/** Options both openers take, and the size of PostgreSQL's pool. */
export interface EngineOptions extends Omit<OpenOptions, 'log'> {
  connections?: number;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

let server: Promise<Server> | null = null;
let counter = 0;
const opened: SqlDatabase[] = [];
const folders: string[] = [];

/** The PostgreSQL server's URL (of its `postgres` database). */
export async function postgresUrl(): Promise<string> {
  if (process.env.PGTEST_URL) return process.env.PGTEST_URL;
  server ??= startPostgres() as Promise<Server>;
  return (await server).url;
}

/** The URL of a database `name` on the test server. */
export async function databaseUrl(name: string): Promise<string> {
  const url = new URL(await postgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty PostgreSQL database (C collation, like the cluster) and returns its name. */
export async function createPostgresDatabase(): Promise<string> {
  // No bound on the statement: copying the template takes what it takes on a loaded machine.
  const admin = await openPostgres({ connectionString: await postgresUrl(), statementTimeout: 0 });
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  try {
    // The name is made here from digits and letters; no request is anywhere near.
    await sql.raw(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`).execute(admin.db);
  } finally {
    await admin.close();
  }
  return name;
}

export const sqlite: EngineUnderTest = {
  name: 'sqlite',
  async open(log, { connections: _connections, ...options } = {}) {
    const folder = mkdtempSync(join(tmpdir(), 'paginator-sqlite-'));
    folders.push(folder);
    const database = await openSqlite(join(folder, 'test.sqlite'), { ...options, log });
    opened.push(database);
    return database;
  },
};

export const postgres: EngineUnderTest = {
  name: 'postgres',
  async open(log, { connections, ...options } = {}) {
    const pool = connections === undefined ? {} : { max: connections };
    const database = await openPostgres({ ...options, connectionString: await databaseUrl(await createPostgresDatabase()), log, pool });
    opened.push(database);
    return database;
  },
};

export const ENGINES: EngineUnderTest[] = [sqlite, postgres];

after(async function () {
  this.timeout(30_000);
  for (const database of opened.splice(0)) await database.close().catch(() => {});
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  if (server !== null) await (await server).stop();
});

/** An article row as the SQL suites store it; any column but the id may be null. */
export interface ArticleRow {
  id: number;
  title: string | null;
  author: string | null;
  created: string | null;
  views: number | null;
}

export const ARTICLE_COLUMNS = ['id', 'title', 'author', 'created', 'views'] as const;

/**
 * Creates the `articles` table (text columns in the C collation on
 * PostgreSQL, as SQLite's BINARY: byte order, as the in-memory model
 * compares), fills it, and indexes `(column, id)` for every sortable column.
 */
export async function createArticles(database: SqlDatabase, rows: ArticleRow[], { nullable = true } = {}): Promise<void> {
  const text = database.engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  const column = (builder: { notNull(): unknown }) => (nullable ? builder : builder.notNull()) as never;
  await database.db.schema.createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('title', text, column)
    .addColumn('author', text, column)
    .addColumn('created', text, column)
    .addColumn('views', 'integer', column)
    .execute();
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.insertInto('articles').values(rows.slice(start, start + 1000)).execute();
  }
  for (const name of ['title', 'author', 'created', 'views']) {
    // NULLs sort first ascending (as in the in-memory model): the PostgreSQL index says so, to be read in either direction.
    const nulls = database.engine === 'postgres' && nullable ? sql` nulls first` : sql``;
    await sql`create index ${sql.id(`articles_${name}_id`)} on articles (${sql.id(name)}${nulls}, id)`.execute(database.db);
  }
  if (database.engine === 'postgres') await sql`analyze articles`.execute(database.db);
}

/** What a promise rejected with (null when it resolved). */
export function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => null, (error: unknown) => error);
}
