/**
 * Drivers' errors read as the framework's error pages: a missing table is
 * `missingTable`, a database that does not exist `missingDatabase`, a
 * refused or dropped connection `missingConnection` — from SQLite's
 * messages and result codes, PostgreSQL's SQLSTATE (42P01, 3D000, class
 * 08, and 57P01–57P03 for a server shutting down) and Node's socket errors.
 * A database that is busy — a statement or lock wait that ran out (57014,
 * 55P03), too many connections (53300), no connection free in the pool in
 * time, SQLite's SQLITE_BUSY — is `missingConnection` too. Both carry the
 * driver's words (`reason`, shown only when debugging) and `retryAfter`,
 * which makes the page a 503 with `Retry-After`: the database may be back
 * in a moment. Any other error (a SQL error in a settings condition, say)
 * is left as it is: the dispatcher shows it as a 500.
 *
 * @module
 */
import { ModelFailure, ModelValueError } from '../framework/model-error.js';
import type { Engine, SqlDatabase } from './database.js';
import { DEFAULT_LIMITS } from './limits.js';

/** What a failure page names: the model, its table and the database; and when to try again. */
export interface FailureContext {
  engine: Engine;
  className: string;
  table: string;
  database: string;
  /** Seconds a client is asked to wait when the database is busy or down (default 5). */
  retryAfter?: number;
}

/** The context of a model's reads of `table` on `database`: its failures say when to try again as the database's limits do. */
export function failureContext(database: SqlDatabase, className: string, table: string): FailureContext {
  return { engine: database.engine, className, table, database: database.name, retryAfter: database.limits.retryAfter };
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const LOST_CONNECTION = /Connection terminated|connection timeout|timeout expired|Client has encountered a connection error|Connection refused/i;
/** PostgreSQL's query_canceled (statement_timeout), lock_not_available (lock_timeout) and too_many_connections. */
const BUSY_CODES = new Set(['57014', '55P03', '53300']);
/** pg-pool's words when no connection came free within connectionTimeoutMillis (it gives no code). */
const POOL_WAIT = /timeout exceeded when trying to connect/i;

/** The code and the message of a driver's error ('' for what it lacks). */
function codeAndMessage(error: object): [code: string, message: string] {
  return [String((error as { code?: unknown }).code ?? ''), String((error as { message?: unknown }).message ?? '')];
}

/**
 * True when a driver's error says the database is busy: a wait for a
 * lock, a statement or a connection ran out, or it has no connection to
 * spare. Trying again later may succeed; trying again at once adds load.
 */
export function isBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const [code, message] = codeAndMessage(error);
  return BUSY_CODES.has(code) || /^SQLITE_(BUSY|LOCKED)/.test(code) || (code === '' && POOL_WAIT.test(message));
}

/** The framework failure a driver's error stands for, or null when it is another error. */
export function modelFailure(error: unknown, context: FailureContext): ModelFailure | null {
  if (error instanceof ModelFailure) return error;
  if (typeof error !== 'object' || error === null) return null;
  const [code, message] = codeAndMessage(error);
  const table = { className: context.className, table: context.table };
  // Busy or down: the same page, sent as a 503 that says when to try again.
  const unavailable = () => new ModelFailure('missingConnection', {
    className: context.className, database: context.database, reason: message, retryAfter: context.retryAfter ?? DEFAULT_LIMITS.retryAfter,
  }, { cause: error });
  if (isBusy(error)) return unavailable();
  if (context.engine === 'sqlite') {
    if (/^no such table: /.test(message)) return new ModelFailure('missingTable', table, { cause: error });
    if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_NOTADB') {
      return new ModelFailure('missingDatabase', { database: context.database }, { cause: error });
    }
    return null;
  }
  if (code === '42P01') return new ModelFailure('missingTable', table, { cause: error });
  if (code === '3D000') return new ModelFailure('missingDatabase', { database: context.database }, { cause: error });
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code) || (code === '' && LOST_CONNECTION.test(message))) return unavailable();
  return null;
}

/** PostgreSQL's data exceptions (SQLSTATE class 22): a value that does not fit its column. */
function valueError(error: unknown): ModelValueError | null {
  if (typeof error !== 'object' || error === null) return null;
  const [code, message] = codeAndMessage(error);
  return /^22/.test(code) ? new ModelValueError(message, { cause: error }) : null;
}

/**
 * Runs `work`, turning a driver's error into its {@link ModelFailure}, or a
 * {@link ModelValueError} for a value its column refuses; other errors pass through.
 */
export async function readingAs<T>(context: FailureContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw readError(error, context);
  }
}

/** What a read's error is thrown as: its {@link ModelFailure}, a {@link ModelValueError}, or the error itself. */
export function readError(error: unknown, context: FailureContext): unknown {
  return modelFailure(error, context) ?? valueError(error) ?? error;
}
