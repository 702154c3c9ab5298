/**
 * Prepare once on SQLite: the better-sqlite3 database as Kysely's SQLite
 * driver sees it, with `prepare()` answering from a bounded cache. Kysely
 * prepares every statement it runs, and compiling SQL was a tenth of the
 * CPU a page cost; a cached statement is bound and run again instead. The
 * driver runs one statement at a time on its one connection, so a cached
 * statement is never in use twice at once.
 *
 * @module
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { Lru } from './lru.js';
import type { StatementCacheFigures } from './statement-cache.js';

/** The better-sqlite3 calls used here. */
interface Driver {
  prepare(sql: string): SqliteStatement;
  close(): void;
}

/** A better-sqlite3 database whose statements are prepared once per SQL text, at most `limit` kept. */
export function cachingSqlite(database: Driver, limit: number): SqliteDatabase & { figures(): StatementCacheFigures } {
  const statements = new Lru<string, SqliteStatement>(limit);
  let prepared = 0;
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) return cached;
      const statement = database.prepare(sql);
      prepared++;
      if (limit > 0) statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
    figures: () => ({ limit, size: statements.size, prepared }),
  };
}
