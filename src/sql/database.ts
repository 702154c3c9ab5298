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
import { wholeSetting, type DatabaseLimits, type LimitOptions } from './limits.js';
import { preparingPool, type PgQueryClass } from './postgres-statements.js';
import { busyWaiting } from './sqlite-busy.js';
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
export interface OpenOptions extends LimitOptions {
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
  /** The waits in force and the `Retry-After` of a busy or unreachable database (docs/databases.md, "Busy and down"). */
  readonly limits: DatabaseLimits;
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
  /**
   * Milliseconds a statement waits for a lock another connection holds
   * (SQLite's `busy_timeout`) before it fails with SQLITE_BUSY, which a page
   * answers with a 503. Default 2500; 0 fails at once. The wait is spent on
   * timers, never blocking the process (better-sqlite3's own timeout would
   * stop the whole server for as long).
   */
  busyTimeout?: number;
}

/** Options of {@link openPostgres}: a connection string, or pg's pool settings. */
export interface PostgresOptions extends OpenOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString?: string;
  /**
   * How many connections the pool opens at most (pg's `max`). Default 10.
   * Keep the total of every process's pools under the server's
   * `max_connections`.
   */
  connections?: number;
  /**
   * Milliseconds a statement waits for a free connection of the pool
   * (pg's `connectionTimeoutMillis`, which also bounds making a new one)
   * before the page is a 503. Default 2000; 0 waits without end.
   */
  connectionWait?: number;
  /**
   * Milliseconds a statement may run, waits for locks included, before
   * PostgreSQL cancels it (`statement_timeout`, set on every connection of
   * the pool) and the page is a 503. Default 2500; 0 sets no bound (the
   * server's or the role's own setting stands).
   */
  statementTimeout?: number;
  /**
   * More pg Pool settings (host, port, database, user, ssl...). `max`,
   * `connectionTimeoutMillis` and `statement_timeout` here stand for the
   * three settings above: give each one way only.
   */
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
 * installed. A statement that finds the file locked waits `busyTimeout` ms.
 */
export async function openSqlite(file: string, options: SqliteOptions = {}): Promise<SqlDatabase> {
  if (typeof file !== 'string' || file === '') throw new TypeError('openSqlite(): file must be a path or ":memory:"');
  const limit = statementCacheLimit(options.statementCache, 'openSqlite()');
  const limits: DatabaseLimits = {
    connections: 1, connectionWait: null, statementTimeout: null,
    busyTimeout: wholeSetting(options.busyTimeout, 'busyTimeout', 'openSqlite()', 0, 'milliseconds'),
    retryAfter: wholeSetting(options.retryAfter, 'retryAfter', 'openSqlite()', 1, 'seconds'),
  };
  const { default: Database } = await import('better-sqlite3');
  const { ModelFailure } = await import('../framework/model-error.js');
  let database: InstanceType<typeof Database>;
  try {
    // No wait in the driver: it would block the process (sqlite-busy.ts waits instead).
    database = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.fileMustExist ?? false, timeout: 0 });
  } catch (error) {
    // better-sqlite3 refuses a file that is not there (fileMustExist) or cannot be opened.
    throw new ModelFailure('missingDatabase', { database: file }, { cause: error });
  }
  const cached = cachingSqlite(database, limit);
  const dialect = busyWaiting(new SqliteDialect({ database: cached }), limits.busyTimeout!);
  const db = new Kysely<any>({ dialect, log: logger(options.log) });
  return opened(db, 'sqlite', file, cached.figures, limits);
}

/**
 * Opens a PostgreSQL database through a pg (8.x) pool, which must be
 * installed. Connections are made on first use, at most `connections`; a
 * statement waits `connectionWait` ms for one and runs `statementTimeout` ms
 * at most.
 */
export async function openPostgres(options: PostgresOptions): Promise<SqlDatabase> {
  const limit = statementCacheLimit(options.statementCache, 'openPostgres()');
  const settings: Record<string, unknown> = { ...(options.pool ?? {}) };
  const limits: DatabaseLimits = {
    connections: poolSetting(settings, 'max', options.connections, 'connections', 1, 'connections'),
    connectionWait: poolSetting(settings, 'connectionTimeoutMillis', options.connectionWait, 'connectionWait', 0, 'milliseconds'),
    statementTimeout: poolSetting(settings, 'statement_timeout', options.statementTimeout, 'statementTimeout', 0, 'milliseconds'),
    busyTimeout: null,
    retryAfter: wholeSetting(options.retryAfter, 'retryAfter', 'openPostgres()', 1, 'seconds'),
  };
  const { default: pg } = await import('pg');
  if (options.connectionString !== undefined) settings.connectionString = options.connectionString;
  Object.assign(settings, { max: limits.connections, connectionTimeoutMillis: limits.connectionWait, statement_timeout: limits.statementTimeout });
  const pool = new pg.Pool(settings);
  // A client losing its server must not crash the process: pg reports it to the running query (which
  // becomes the missingConnection page) and also as an 'error' event, which the pool hears only while the
  // client is idle. Lent out, the client had no listener, and the event was an uncaught exception.
  pool.on('error', () => {});
  pool.on('connect', (client) => void client.on('error', () => {}));
  const name = databaseName(options.connectionString, settings.database);
  // pg's PoolClient types its query() more loosely than the calls used here.
  const preparing = preparingPool(pool as unknown as Parameters<typeof preparingPool>[0], limit, pg.Query as unknown as PgQueryClass);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparing }), log: logger(options.log) });
  return opened(db, 'postgres', name, preparing.figures, limits);
}

/**
 * One of openPostgres()'s three settings that pg's pool settings may also
 * hold under pg's own name (`max`...): the one given, checked, else the
 * default. Given both ways, a TypeError naming both.
 */
function poolSetting(pool: Record<string, unknown>, pgName: string, value: unknown, name: 'connections' | 'connectionWait' | 'statementTimeout',
  min: number, unit: string): number {
  if (pool[pgName] !== undefined && value !== undefined) {
    throw new TypeError(`openPostgres(): give ${name} or pool.${pgName}, not both`);
  }
  return pool[pgName] === undefined ? wholeSetting(value, name, 'openPostgres()', min, unit)
    : wholeSetting(pool[pgName], name, 'openPostgres()', min, unit, `pool.${pgName}`);
}

/**
 * Opens the database a URL names: `postgres://…` or `postgresql://…` through
 * pg, anything else as an SQLite file path (`sqlite:` prefix optional).
 */
export function openDatabase(url: string, options: DatabaseOptions = {}): Promise<SqlDatabase> {
  if (typeof url !== 'string' || url === '') throw new TypeError('openDatabase(): url must be a database URL or an SQLite file path');
  const { busyTimeout, connections, connectionWait, statementTimeout, ...common } = options;
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres({ ...common, connections, connectionWait, statementTimeout, connectionString: url });
  return openSqlite(url.replace(/^sqlite:(\/\/)?/i, ''), { ...common, busyTimeout });
}

/**
 * What {@link openDatabase} takes: the options every engine takes, and each
 * engine's waits; the other engine's are left aside, so that one
 * configuration serves whichever engine the URL names.
 */
export interface DatabaseOptions extends OpenOptions, Pick<SqliteOptions, 'busyTimeout'>,
  Pick<PostgresOptions, 'connections' | 'connectionWait' | 'statementTimeout'> {}

/** The open database, whose `close()` closes once: later calls wait for the same promise. */
function opened(db: Kysely<any>, engine: Engine, name: string, figures: () => StatementCacheFigures, limits: DatabaseLimits): SqlDatabase {
  let closing: Promise<void> | null = null;
  return {
    db, engine, name, limits: Object.freeze(limits),
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
