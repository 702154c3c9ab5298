/**
 * Reading a paging record (`params['paging'][Model]`) safely: every count the
 * helper computes with is checked once, so bad data is a clear TypeError
 * naming the model and the field, never NaN in a URL or a loop that does not
 * end.
 *
 * @module
 */
import { describe, isPlainObject, toArray, type PhpArray } from '../shared/php.js';

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
 * A field listed in `required` that is absent, and a `page` beyond
 * `pageCount` (1 for an empty set), raise a TypeError.
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
  // A page the record itself says does not exist is bad data, not a window to stretch up to it
  // (docs/decisions.md). An empty record set has page 1 of 0.
  const { page, pageCount } = counts;
  if (page !== undefined && pageCount !== undefined && page > Math.max(pageCount, 1)) {
    throw new TypeError(`${subject}: field "page" must be at most pageCount (${pageCount}), got ${page}`);
  }
  return counts;
}

function limitOf(record: PhpArray): unknown {
  return toArray(record.options).limit ?? toArray(record.defaults).limit ?? record.limit;
}
