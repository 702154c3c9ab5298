/**
 * A connection to a SQL database as the SQL models use it: a Kysely
 * instance, which engine it speaks to, the database's name (for error
 * pages), and an optional log of every statement with its bound
 * parameters. {@link openSqlite} and {@link openPostgres} load their driver
 * only when called (the drivers are optional peer dependencies); a URL
 * picks one of them in {@link openDatabase}.
 *
 * @module
 */
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import { preparingPool, type PgQueryClass } from './postgres-statements.js';
import { cachingSqlite } from './sqlite-statements.js';
import { statementCacheLimit, type StatementCacheFigures } from './statement-cache.js';

/** The engines the SQL models know. */
export type Engine = 'sqlite' | 'postgres';

/** One statement as it went to the database: its text (placeholders only) and its bound parameters. */
export interface LoggedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** Options every engine takes. */
export interface OpenOptions {
  /** Called with every statement sent (text and bound parameters), for logs and tests. */
  log?: (query: LoggedQuery) => void;
  /**
   * How many prepared statements to keep for reuse (per connection on
   * PostgreSQL, as named prepared statements); default 100, 0 turns the
   * cache off. Each SQL text is prepared once while it is kept; the values
   * are bound at every run and never part of the key.
   */
  statementCache?: number;
}

/** An open database. */
export interface SqlDatabase {
  /** The Kysely instance that builds and runs the queries. */
  readonly db: Kysely<any>;
  /** Which engine: its dialect decides NULL ordering, LIKE and error codes. */
  readonly engine: Engine;
  /** The database's name: the SQLite file, or the PostgreSQL database. */
  readonly name: string;
  /** True once `close()` has been called: every model query then refuses with an error naming the database. */
  readonly closed: boolean;
  /** What the statement cache holds and how many statements were prepared since opening. */
  statementCache(): StatementCacheFigures;
  /** Closes the connection (or pool); calling it again waits for the same close. */
  close(): Promise<void>;
}

/** Options of {@link openSqlite}. */
export interface SqliteOptions extends OpenOptions {
  /** Open read-only; with `fileMustExist`, a missing file is refused rather than created. */
  readonly?: boolean;
  /** Refuse a file that does not exist (the `missingDatabase` page) instead of creating it. */
  fileMustExist?: boolean;
}

/** Options of {@link openPostgres}: a connection string, or pg's pool settings. */
export interface PostgresOptions extends OpenOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString?: string;
  /** More pg Pool settings (host, port, database, user, max...). */
  pool?: Record<string, unknown>;
}

function logger(log: OpenOptions['log']): ((event: LogEvent) => void) | undefined {
  if (log === undefined) return undefined;
  if (typeof log !== 'function') throw new TypeError('openDatabase(): log must be a function');
  return (event) => log({ sql: event.query.sql, parameters: event.query.parameters });
}

/**
 * Opens an SQLite database file (`':memory:'` for one in memory) through
 * better-sqlite3 (12.x on Node 20, 13.x on Node 22 and later), which must be
 * installed.
 */
export async function openSqlite(file: string, options: SqliteOptions = {}): Promise<SqlDatabase> {
  if (typeof file !== 'string' || file === '') throw new TypeError('openSqlite(): file must be a path or ":memory:"');
  const limit = statementCacheLimit(options.statementCache, 'openSqlite()');
  const { default: Database } = await import('better-sqlite3');
  const { ModelFailure } = await import('../framework/model-error.js');
  let database: InstanceType<typeof Database>;
  try {
    database = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.fileMustExist ?? false });
  } catch (error) {
    // better-sqlite3 refuses a file that is not there (fileMustExist) or cannot be opened.
    throw new ModelFailure('missingDatabase', { database: file }, { cause: error });
  }
  const cached = cachingSqlite(database, limit);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }), log: logger(options.log) });
  return opened(db, 'sqlite', file, cached.figures);
}

/** Opens a PostgreSQL database through a pg (8.x) pool, which must be installed. Connections are made on first use. */
export async function openPostgres(options: PostgresOptions): Promise<SqlDatabase> {
  const limit = statementCacheLimit(options.statementCache, 'openPostgres()');
  const { default: pg } = await import('pg');
  const settings: Record<string, unknown> = { ...(options.pool ?? {}) };
  if (options.connectionString !== undefined) settings.connectionString = options.connectionString;
  const pool = new pg.Pool({ connectionTimeoutMillis: 5000, ...settings });
  // A client losing its server must not crash the process: pg reports it to the running query (which
  // becomes the missingConnection page) and also as an 'error' event, which the pool hears only while the
  // client is idle. Lent out, the client had no listener, and the event was an uncaught exception.
  pool.on('error', () => {});
  pool.on('connect', (client) => void client.on('error', () => {}));
  const name = databaseName(options.connectionString, settings.database);
  // pg's PoolClient types its query() more loosely than the calls used here.
  const preparing = preparingPool(pool as unknown as Parameters<typeof preparingPool>[0], limit, pg.Query as unknown as PgQueryClass);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparing }), log: logger(options.log) });
  return opened(db, 'postgres', name, preparing.figures);
}

/**
 * Opens the database a URL names: `postgres://…` or `postgresql://…` through
 * pg, anything else as an SQLite file path (`sqlite:` prefix optional).
 */
export function openDatabase(url: string, options: OpenOptions = {}): Promise<SqlDatabase> {
  if (typeof url !== 'string' || url === '') throw new TypeError('openDatabase(): url must be a database URL or an SQLite file path');
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres({ ...options, connectionString: url });
  return openSqlite(url.replace(/^sqlite:(\/\/)?/i, ''), options);
}

/** The open database, whose `close()` closes once: later calls wait for the same promise. */
function opened(db: Kysely<any>, engine: Engine, name: string, figures: () => StatementCacheFigures): SqlDatabase {
  let closing: Promise<void> | null = null;
  return {
    db, engine, name,
    get closed() {
      return closing !== null;
    },
    statementCache: figures,
    close: () => (closing ??= db.destroy()),
  };
}

function databaseName(connectionString: string | undefined, database: unknown): string {
  if (typeof database === 'string') return database;
  if (connectionString === undefined) return '';
  try {
    return decodeURIComponent(new URL(connectionString).pathname.slice(1));
  } catch {
    return '';
  }
}
