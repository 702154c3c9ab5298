/**
 * What the tests of the demo server under a database that is up, stopped or slow share: many requests sent at
 * once, a PostgreSQL table locked from another connection, and an SQLite file locked from another process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Sends every path at once; resolves with one answer per path, in order: `{ status, headers, body, ms, end }` (the
 * time from the request to the end of its body, and that end as `performance.now()`), or `{ status: 0, error }` when
 * the request itself failed.
 */
export function burst(origin, paths) {
  return Promise.all(paths.map(async (path) => {
    const started = performance.now();
    try {
      const response = await fetch(origin + path, { redirect: 'manual' });
      const body = await response.text();
      const end = performance.now();
      return { status: response.status, headers: response.headers, body, ms: end - started, end };
    } catch (error) {
      const end = performance.now();
      return { status: 0, error, body: '', ms: end - started, end };
    }
  }));
}

/**
 * Locks `table` of the PostgreSQL database at `url` from a connection of its own (`LOCK TABLE … IN ACCESS EXCLUSIVE
 * MODE` in an open transaction), so that every read of it waits; `release()` rolls the transaction back.
 */
export async function lockPostgresTable(url, table) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  // The name is the test's own, never a request's.
  await client.query(`lock table ${table} in access exclusive mode`);
  let released = null;
  return {
    release: () => (released ??= client.query('rollback').finally(() => client.end())),
  };
}

/**
 * Holds SQLite's exclusive lock on `file` from another process (`BEGIN EXCLUSIVE`, which keeps every other
 * connection from reading in the rollback journal's mode) until `release()`, or for `ms` at most.
 */
export function lockSqliteFile(file, ms = 30_000) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('begin exclusive');
    process.stdout.write('locked\\n');
    const end = () => { db.exec('commit'); db.close(); process.exit(0); };
    process.stdin.on('data', end);
    setTimeout(end, Number(process.argv[2]));
  `;
  // NODE_OPTIONS is inherited: on Node 22 and later it carries the hook that picks better-sqlite3 13 (scripts/sqlite-driver.cjs).
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  // A lock held past `ms` (a slow run) ends by itself: the release's write then meets a closed pipe, an EPIPE
  // that says only that the process has gone, which release() awaits anyway. Unheard, it was an uncaught error.
  child.stdin.on('error', () => {});
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({
      release: async () => {
        if (child.exitCode === null) child.stdin.write('\n');
        await exited;
      },
    }));
    child.once('exit', (code) => reject(new Error(`the process that locks ${file} ended (${code}) before it held the lock: ${errors}`)));
  });
}
