// The demo's database: an SQLite file the demo creates and fills on its first
// start (demo/.data/, kept out of git), or the PostgreSQL database that
// DATABASE_URL names. Articles are generated as demo/data.mjs generates them
// (the first 1,000 are the embedded ones), comments are the embedded 300;
// every sortable column is indexed with the id as its tie-break, so sorted,
// deep and keyset pages read an index.

import { mkdirSync, renameSync, rmSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, SqlModel } from '../dist/sql.js';
import { comments, generateArticles } from './data.mjs';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '.data');
export const SORTABLE = ['title', 'author', 'created', 'views'];

/** The environment variables that set the demo's database waits (docs/databases.md, "Busy and down"), by setting. */
export const LIMIT_VARIABLES = {
  connections: 'DATABASE_CONNECTIONS',
  connectionWait: 'DATABASE_CONNECTION_WAIT',
  statementTimeout: 'DATABASE_STATEMENT_TIMEOUT',
  busyTimeout: 'DATABASE_BUSY_TIMEOUT',
  retryAfter: 'DATABASE_RETRY_AFTER',
};

/**
 * The database settings `env` gives (each variable of LIMIT_VARIABLES that is set, as a whole number); a value
 * that is no whole number is a TypeError naming its variable. openDatabase() checks the ranges.
 */
export function limitsFromEnv(env = process.env) {
  const limits = {};
  for (const [setting, variable] of Object.entries(LIMIT_VARIABLES)) {
    const text = env[variable];
    if (text === undefined || text.trim() === '') continue;
    if (!/^\d+$/.test(text.trim())) throw new TypeError(`${variable} must be a whole number, got ${JSON.stringify(text)}`);
    limits[setting] = Number(text);
  }
  return limits;
}

/**
 * Opens the demo database with `articles` articles, creating and filling it
 * when it does not hold them yet; resolves with the database and its
 * Article and Comment models. `url`: a postgres:// URL, or an SQLite file
 * path (default demo/.data/articles-N.sqlite). `log` sees every statement;
 * `limits` are openDatabase()'s waits (pool size, connection wait,
 * statement time, busy timeout, Retry-After).
 */
export async function openDemoDatabase({ url = process.env.DATABASE_URL, articles = 100_000, log, progress = true, limits = {} } = {}) {
  if (!Number.isSafeInteger(articles) || articles < 1) throw new TypeError(`openDemoDatabase(): articles must be a positive integer, got ${articles}`);
  const postgres = typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
  let target = url;
  if (!postgres && !target) {
    target = join(DATA, `articles-${articles}.sqlite`);
    if (!existsSync(target)) {
      // Filled under another name and renamed when complete: a half-filled file is never opened as the demo's.
      mkdirSync(DATA, { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      rmSync(partial, { force: true });
      const database = await openDatabase(partial);
      try {
        await fill(database, articles, progress);
      } finally {
        await database.close();
      }
      renameSync(partial, target);
    }
  }
  const database = await openDatabase(target, { ...limits, log });
  // A database named by URL (PostgreSQL, or an SQLite file of the caller's) is filled in place when it does not hold the
  // demo's rows: over a connection of its own with no bound on a statement, since indexing many rows takes longer than a
  // page may.
  if (url && !(await holds(database, articles))) {
    const filling = await openDatabase(target, { statementTimeout: 0 });
    try {
      await fill(filling, articles, progress);
    } finally {
      await filling.close();
    }
  }
  const Article = await SqlModel.open({ database, name: 'Article' });
  const Comment = await SqlModel.open({ database, name: 'Comment' });
  return { database, Article, Comment };
}

/** True when the database already holds exactly the demo's tables and article count. */
async function holds(database, articles) {
  try {
    const [{ count }] = await database.db.selectFrom('articles').select((eb) => eb.fn.countAll().as('count')).execute();
    const [{ comments: count2 }] = await database.db.selectFrom('comments').select((eb) => eb.fn.countAll().as('comments')).execute();
    return Number(count) === articles && Number(count2) === comments.length;
  } catch {
    return false;
  }
}

/** Creates the tables and indexes and inserts the rows, with a progress line. */
async function fill(database, articles, progress) {
  const { db } = database;
  const started = Date.now();
  const text = database.engine === 'postgres' ? 'varchar(100)' : 'text';
  await db.schema.dropTable('articles').ifExists().execute();
  await db.schema.dropTable('comments').ifExists().execute();
  await db.schema.createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('author', text, (c) => c.notNull())
    .addColumn('created', text, (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('author', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .execute();
  const show = (done) => {
    if (progress) process.stdout.write(`\rFilling the demo database (${database.engine}): ${done.toLocaleString('en')} of ${articles.toLocaleString('en')} articles`);
  };
  let done = 0;
  await db.transaction().execute(async (trx) => {
    for (const batch of generateArticles(articles, 4000)) {
      await trx.insertInto('articles').values(batch).execute();
      done += batch.length;
      if (done % 10_000 === 0 || done === articles) show(done);
    }
    await trx.insertInto('comments').values(comments).execute();
  });
  for (const field of SORTABLE) {
    await db.schema.createIndex(`articles_${field}_id`).on('articles').columns([field, 'id']).execute();
  }
  if (progress) process.stdout.write(`, indexed, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
