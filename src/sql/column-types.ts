/**
 * Which values a column holds, as its driver gives them in rows: a cursor
 * carries a key value taken from a row, so a cursor's value is one of
 * these or no cursor paginate() wrote. Both engines refuse the same
 * values through this one rule: SQLite would otherwise compare a value of
 * the wrong type across types (every integer sorts before every text) and
 * read a wrong page, and PostgreSQL would answer some with an error and
 * cast others (" 200" reads as 200).
 *
 * @module
 */
import type { Engine } from './database.js';

/** How a column's values compare: as integers, as real numbers, as text, or as the database decides. */
export type ColumnKind = 'integer' | 'real' | 'text' | 'other';

/** What values of a column look like in rows. */
export interface ColumnValues {
  kind: ColumnKind;
  /** `integer`: the least and the greatest value the column holds. */
  range?: readonly [bigint, bigint];
  /**
   * The driver gives the values as decimal text: PostgreSQL's bigint and
   * numeric through pg, which keeps every digit that way.
   */
  text?: boolean;
}

const bits = (n: number): readonly [bigint, bigint] => [-(2n ** BigInt(n - 1)), 2n ** BigInt(n - 1) - 1n];
const OTHER: ColumnValues = { kind: 'other' };

const POSTGRES: Record<string, ColumnValues> = {
  int2: { kind: 'integer', range: bits(16) }, smallint: { kind: 'integer', range: bits(16) },
  int4: { kind: 'integer', range: bits(32) }, integer: { kind: 'integer', range: bits(32) },
  int8: { kind: 'integer', range: bits(64), text: true }, bigint: { kind: 'integer', range: bits(64), text: true },
  float4: { kind: 'real' }, float8: { kind: 'real' }, real: { kind: 'real' }, 'double precision': { kind: 'real' },
  numeric: { kind: 'real', text: true }, decimal: { kind: 'real', text: true },
  text: { kind: 'text' }, varchar: { kind: 'text' }, bpchar: { kind: 'text' }, char: { kind: 'text' }, name: { kind: 'text' }, citext: { kind: 'text' },
};

/** The values of a declared type: SQLite's affinity rules (section 3.1 of its datatype page), PostgreSQL's type names. */
export function columnValues(engine: Engine, type: string | undefined): ColumnValues {
  if (type === undefined) return OTHER;
  if (engine === 'postgres') return POSTGRES[type.toLowerCase()] ?? OTHER;
  const upper = type.toUpperCase();
  // SQLite stores 64-bit integers; better-sqlite3 gives them as numbers, exact up to 2^53.
  if (upper.includes('INT')) return { kind: 'integer', range: bits(64) };
  if (/CHAR|CLOB|TEXT/.test(upper)) return { kind: 'text' };
  if (/REAL|FLOA|DOUB/.test(upper)) return { kind: 'real' };
  return OTHER;
}

/** An integer as PostgreSQL writes it: no sign but "-", no leading zero, no space, never "-0". */
const INTEGER_TEXT = /^(0|-?[1-9]\d*)$/;
/** A numeric as PostgreSQL writes it. */
const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * True when `value` (from a cursor: text or a number) is a value of the
 * column as a row gives it: for an integer column a JSON integer in the
 * column's range (and exact: at most 2^53 − 1 either way), or, where the
 * driver gives the column as text, that text as the database writes it; a
 * finite number for a real column; text for a text column. Any value for
 * another type, which the database then judges.
 */
export function fitsColumn(column: ColumnValues, value: unknown): boolean {
  switch (column.kind) {
    case 'integer': {
      let integer: bigint;
      if (typeof value === 'number' && Number.isSafeInteger(value)) integer = BigInt(value);
      else if (column.text && typeof value === 'string' && INTEGER_TEXT.test(value) && value.length <= 20) integer = BigInt(value);
      else return false;
      const [least, greatest] = column.range!;
      return integer >= least && integer <= greatest;
    }
    case 'real':
      return (typeof value === 'number' && Number.isFinite(value)) || (column.text === true && typeof value === 'string' && DECIMAL_TEXT.test(value));
    case 'text':
      return typeof value === 'string';
    default:
      return true;
  }
}
