/**
 * Drivers' errors read as the framework's error pages: a missing table is
 * `missingTable`, a database that does not exist `missingDatabase`, a
 * refused or dropped connection `missingConnection` — from SQLite's
 * messages and result codes, PostgreSQL's SQLSTATE (42P01, 3D000, class
 * 08, and 57P01–57P03 for a server shutting down) and Node's socket errors.
 * Any other error (a SQL error in a settings condition, say) is left as
 * it is: the dispatcher shows it as a 500.
 *
 * @module
 */
import { ModelFailure, ModelValueError } from '../framework/model-error.js';
import type { Engine } from './database.js';

/** What a failure page names: the model, its table and the database. */
export interface FailureContext {
  engine: Engine;
  className: string;
  table: string;
  database: string;
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const LOST_CONNECTION = /Connection terminated|connection timeout|timeout expired|Client has encountered a connection error|Connection refused/i;

/** The framework failure a driver's error stands for, or null when it is another error. */
export function modelFailure(error: unknown, context: FailureContext): ModelFailure | null {
  if (error instanceof ModelFailure) return error;
  if (typeof error !== 'object' || error === null) return null;
  const code = String((error as { code?: unknown }).code ?? '');
  const message = String((error as { message?: unknown }).message ?? '');
  const table = { className: context.className, table: context.table };
  if (context.engine === 'sqlite') {
    if (/^no such table: /.test(message)) return new ModelFailure('missingTable', table, { cause: error });
    if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_NOTADB') {
      return new ModelFailure('missingDatabase', { database: context.database }, { cause: error });
    }
    return null;
  }
  if (code === '42P01') return new ModelFailure('missingTable', table, { cause: error });
  if (code === '3D000') return new ModelFailure('missingDatabase', { database: context.database }, { cause: error });
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code) || (code === '' && LOST_CONNECTION.test(message))) {
    return new ModelFailure('missingConnection', { className: context.className, database: context.database }, { cause: error });
  }
  return null;
}

/** PostgreSQL's data exceptions (SQLSTATE class 22): a value that does not fit its column. */
function valueError(error: unknown): ModelValueError | null {
  const code = typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
  return /^22/.test(code) ? new ModelValueError(String((error as Error).message), { cause: error }) : null;
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
