/**
 * How long a request may wait on a database, and what a client is told
 * when a wait runs out: the settings `openSqlite()` and `openPostgres()`
 * take, their defaults, and their checks. Under the defaults a page, which
 * reads a count and its rows (two waits for a connection and two
 * statements at most), is answered within 10 s however busy the database
 * is: 2 × (2 s + 2.5 s) = 9 s.
 *
 * @module
 */
import { describe } from '../shared/php.js';

/** The waits a database bounds (each in milliseconds) and the `Retry-After` its failures are sent with. */
export interface DatabaseLimits {
  /** PostgreSQL: the pool's connections (pg's `max`); SQLite: 1, its one connection. */
  readonly connections: number;
  /** PostgreSQL: how long a statement waits for a connection of the pool (pg's `connectionTimeoutMillis`); null on SQLite. */
  readonly connectionWait: number | null;
  /** PostgreSQL: how long a statement may run, lock waits included (`statement_timeout`); 0 for no bound; null on SQLite. */
  readonly statementTimeout: number | null;
  /** SQLite: how long a statement waits for a lock another connection holds (`busy_timeout`); null on PostgreSQL. */
  readonly busyTimeout: number | null;
  /** Seconds a client is asked to wait (`Retry-After`) when the database is busy or down. */
  readonly retryAfter: number;
}

/** The settings every engine takes. */
export interface LimitOptions {
  /**
   * Whole seconds a client is asked to wait before trying again (the
   * `Retry-After` header of the 503 answer) when the database is busy or
   * cannot be reached. Default 5.
   */
  retryAfter?: number;
}

/** The defaults: every page answered within 10 s (see the module's note). */
export const DEFAULT_LIMITS = {
  connections: 10,
  connectionWait: 2000,
  statementTimeout: 2500,
  busyTimeout: 2500,
  retryAfter: 5,
} as const;

/**
 * A setting that must be a whole number of at least `min`: its default
 * when undefined, else a TypeError naming the opener, the setting (as
 * `label`, default its name) and the value given.
 */
export function wholeSetting(value: unknown, name: keyof typeof DEFAULT_LIMITS, opener: string, min: number, unit: string, label: string = name): number {
  if (value === undefined) return DEFAULT_LIMITS[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > MAX_WAIT) {
    throw new TypeError(`${opener}: ${label} must be a whole number of ${unit} from ${min} to ${MAX_WAIT}, got ${describe(value)}`);
  }
  return value;
}

/** The longest a timer waits (2^31 - 1 ms): pg, SQLite and setTimeout() refuse or misread more. */
const MAX_WAIT = 2_147_483_647;
