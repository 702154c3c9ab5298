/**
 * Which values a column can compare with as the value it holds: a request's
 * cursor carries a key value, and on SQLite a value of the wrong type is not
 * refused but compared across types (every integer sorts before every
 * text), which reads a wrong page. PostgreSQL refuses such a value itself;
 * reading the column's declared type here refuses it the same way on both.
 *
 * @module
 */
import type { Engine } from './database.js';

/** How a column's values compare: as integers, as real numbers, as text, or as the database decides. */
export type ColumnKind = 'integer' | 'real' | 'text' | 'other';

const POSTGRES_KINDS: Record<string, ColumnKind> = {
  int2: 'integer', int4: 'integer', int8: 'integer', smallint: 'integer', integer: 'integer', bigint: 'integer',
  float4: 'real', float8: 'real', numeric: 'real', real: 'real', 'double precision': 'real',
  text: 'text', varchar: 'text', bpchar: 'text', char: 'text', name: 'text', citext: 'text',
};

/** The kind of a declared type: SQLite's affinity rules (section 3.1 of its datatype page), PostgreSQL's type names. */
export function columnKind(engine: Engine, type: string | undefined): ColumnKind {
  if (type === undefined) return 'other';
  const upper = type.toUpperCase();
  if (engine === 'postgres') return POSTGRES_KINDS[type.toLowerCase()] ?? 'other';
  if (upper.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(upper)) return 'text';
  if (/REAL|FLOA|DOUB/.test(upper)) return 'real';
  return 'other';
}

const INTEGER_TEXT = /^\s*[-+]?\d{1,19}\s*$/;
const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** True when `value` (from a cursor: text or a number) is a value of a column of this kind. */
export function fitsKind(kind: ColumnKind, value: unknown): boolean {
  switch (kind) {
    case 'integer':
      return typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && INTEGER_TEXT.test(value);
    case 'real':
      return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMBER_TEXT.test(value);
    case 'text':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    default:
      return true;
  }
}
