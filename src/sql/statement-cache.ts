/**
 * What the statement caches share: their setting and their figures. Each
 * SQL text is prepared once and its statement reused while the cache holds
 * it; the values are bound at each run and never part of the key.
 *
 * @module
 */
import { describe } from '../shared/php.js';

/** Statements a cache holds unless `statementCache` says otherwise (for PostgreSQL, per connection). */
export const DEFAULT_STATEMENT_CACHE = 100;

/** What a database's statement cache holds and has done since it was opened. */
export interface StatementCacheFigures {
  /** The most statements it holds (per connection on PostgreSQL); 0 when caching is off. */
  limit: number;
  /** The statements it holds now (over every open connection). */
  size: number;
  /** How many times a statement was prepared: once per SQL text while it stays cached. */
  prepared: number;
}

/** The `statementCache` option: a non-negative integer, else a TypeError naming it. */
export function statementCacheLimit(value: unknown, opener: string): number {
  if (value === undefined) return DEFAULT_STATEMENT_CACHE;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError(`${opener}: statementCache must be a number of statements (0 turns the cache off), got ${describe(value)}`);
  }
  return value;
}
