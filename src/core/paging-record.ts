/**
 * Reading a paging record (`params['paging'][Model]`) safely: every count the
 * helper computes with is checked once, so bad data is a clear TypeError
 * naming the model and the field, never NaN in a URL or a loop that does not
 * end.
 *
 * @module
 */
import { isPlainObject, toArray, type PhpArray } from './php.js';

/** A paging record as the controller's `paginate()` produces it. */
export interface PagingRecord {
  /** Current page number. */
  page?: number | string;
  /** Total number of pages. */
  pageCount?: number | string;
  /** Total number of records. */
  count?: number | string;
  /** Number of records on the current page. */
  current?: number | string;
  /** Truthy when a previous page exists. */
  prevPage?: unknown;
  /** Truthy when a next page exists. */
  nextPage?: unknown;
  /** Default paging options (sort, direction, order, limit...). */
  defaults?: PhpArray;
  /** Paging options in effect; `limit` is the page size. */
  options?: PhpArray;
  [key: string]: unknown;
}

/** The counts of a record, checked and converted to numbers. */
export interface PagingCounts {
  page?: number;
  pageCount?: number;
  count?: number;
  current?: number;
  limit?: number;
}

/** The count fields a record may carry. */
export type CountField = keyof PagingCounts;

const COUNT_FIELDS: CountField[] = ['page', 'pageCount', 'count', 'current', 'limit'];

/**
 * Converts a count: a finite non-negative safe integer, or a string of
 * decimal digits that is one. Anything else raises a TypeError that names
 * the model and the field.
 */
export function toCount(value: unknown, model: string, field: string): number {
  return countOf(value, 0, `Paging record of model "${model}": field "${field}"`);
}

/**
 * A count of at least `min` (0 or 1), given as a safe integer or a string
 * of decimal digits; anything else is a TypeError saying what `subject`
 * must be and what it got. Record fields and count options share it.
 */
export function countOf(value: unknown, min: 0 | 1, subject: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min) {
    throw new TypeError(`${subject} must be a ${min ? 'positive' : 'non-negative'} integer, got ${describe(value)}`);
  }
  return number;
}

/**
 * Checks a record's counts and returns them as numbers. `limit` is read
 * from the record's `options`, then its `defaults`, then the record itself.
 * A field listed in `required` that is absent raises a TypeError.
 */
export function readCounts(record: unknown, model: string, required: readonly CountField[] = []): PagingCounts {
  const subject = `Paging record of model "${model}"`;
  if (!isPlainObject(record)) throw new TypeError(`${subject} must be an object, got ${describe(record)}`);
  const counts: PagingCounts = {};
  for (const field of COUNT_FIELDS) {
    // The page size lives in the record's options; errors name it as such.
    const [raw, name] = field === 'limit' ? [limitOf(record), 'options.limit'] : [record[field], field];
    if (raw !== undefined && raw !== null) {
      counts[field] = countOf(raw, 0, `${subject}: field "${name}"`);
    } else if (required.includes(field)) {
      throw new TypeError(`${subject} has no field "${name}"`);
    }
  }
  return counts;
}

function limitOf(record: PhpArray): unknown {
  return toArray(record.options).limit ?? toArray(record.defaults).limit ?? record.limit;
}

/** A bad value as error messages show it: short strings quoted, scalars as written, anything else by its kind (never throws). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}
