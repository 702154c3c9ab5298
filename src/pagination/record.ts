/**
 * Reading a paging record (`params['paging'][Model]`) safely: every count the
 * helper computes with is checked once, so bad data is a clear TypeError
 * naming the model and the field, never NaN in a URL or a loop that does not
 * end.
 *
 * @module
 */
import { describe, isPlainObject, toArray, truthy, type PhpArray } from '../shared/php.js';

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
  /** True when `count` (and so `pageCount`) is an estimate: paginate()'s `count: 'estimate'`. */
  countEstimated?: boolean;
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

/**
 * A record as read: its counts, with `pageCount` worked out from `count`
 * and the page size when the record lacks it, and whether a previous and a
 * next page exist.
 */
export interface ReadRecord extends PagingCounts {
  /** The record's `prevPage` (truthy or not) when it has one, else whether `page` is past 1. */
  prevPage: boolean;
  /** The record's `nextPage` (truthy or not) when it has one, else whether `page` is before `pageCount`. */
  nextPage: boolean;
  /** True when the record's `countEstimated` is: its `count` and `pageCount` are estimates ("about N"). Absent otherwise. */
  countEstimated?: true;
}

/** The count fields a record may carry. */
export type CountField = keyof PagingCounts;

const COUNT_FIELDS: CountField[] = ['page', 'pageCount', 'count', 'current', 'limit'];

/** Absent fields are named in the order readCounts() meets them: pageCount last, once it could not be derived. */
const REQUIRED_ORDER: readonly CountField[] = ['page', 'count', 'current', 'limit', 'pageCount'];

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
 * A record as read once, with every check of the operations already made:
 * what the operations take in place of the record. Checking never throws.
 * An operation that reads the counts of a record that failed a check
 * throws then, and throws what it threw when it read the record itself
 * (an operation that never read them, such as `url()`, works as it did).
 */
export interface CheckedRecord {
  /** The model the record is of. */
  readonly model: string;
  /** The record as given: its options, defaults and cursors. */
  readonly record: PagingRecord;
  /** Its counts and neighbours, or null when a check failed. */
  readonly read: ReadRecord | null;
  /** Without `count` and `pageCount`, saying whether a next page exists (countless and keyset records). */
  readonly totalFree: boolean;
  /** Its options as its links read them: worked out by the first link of the call that needs them (link.ts). */
  linkOptions?: LinkOptionsRead;
}

/** A record's options merged over its defaults, and those of them its URLs keep. */
export interface LinkOptionsRead {
  readonly options: PhpArray;
  readonly url: PhpArray;
}

/**
 * Checks a record once (see {@link readCounts} for what is checked and
 * derived), for the operations to read its counts from.
 */
export function checkRecord(record: unknown, model: string): CheckedRecord {
  let read: ReadRecord | null = null;
  try {
    read = readCounts(record, model);
  } catch {
    // Thrown again, as it was, by the first operation that reads the counts (countsOf()).
  }
  return { model, record: record as PagingRecord, read, totalFree: isTotalFree(record as PagingRecord) };
}

/**
 * True when the record is one without a total: neither `count` nor
 * `pageCount` is set, and it says whether a next page exists (`nextPage`).
 * A record that lacks `pageCount` and says nothing of a next page is not
 * one: it is an incomplete record, and the operations that need the page
 * count still refuse it.
 */
export function isTotalFree(record: PagingRecord | null | undefined): boolean {
  if (!isPlainObject(record)) return false;
  const absent = (field: string) => record[field] === undefined || record[field] === null;
  return absent('count') && absent('pageCount') && Object.prototype.hasOwnProperty.call(record, 'nextPage');
}

/**
 * The counts of a checked record, with the fields listed in `required`
 * required: what {@link readCounts} gives and throws for the same record.
 */
export function countsOf(checked: CheckedRecord, required: readonly CountField[] = []): ReadRecord {
  const { read } = checked;
  // A record that failed a check is read again, only to throw what readCounts() throws for it.
  if (!read) return readCounts(checked.record, checked.model, required);
  for (const field of required.length === 0 ? [] : REQUIRED_ORDER) {
    if (read[field] === undefined && required.includes(field)) {
      throw new TypeError(`Paging record of model "${checked.model}" has no field "${field === 'limit' ? 'options.limit' : field}"`);
    }
  }
  return read;
}

/**
 * Reads a record: checks its counts and returns them as numbers, with
 * `pageCount` derived from `count` and the page size, and `prevPage` and
 * `nextPage` from `page` and `pageCount`, where the record lacks them (docs/decisions.md,
 * "Records that lack fields"). A field the record has is kept as it is,
 * even where it disagrees with the others: the interface reads it so.
 * `limit` is read from the record's `options`, then its `defaults`, then
 * the record itself. A field listed in `required` that is absent, and a
 * `page` beyond `pageCount` (1 for an empty set), raise a TypeError.
 * The operations read a record once, with {@link checkRecord}.
 */
export function readCounts(record: unknown, model: string, required: readonly CountField[] = []): ReadRecord {
  const subject = `Paging record of model "${model}"`;
  if (!isPlainObject(record)) throw new TypeError(`${subject} must be an object, got ${describe(record)}`);
  const counts: PagingCounts = {};
  for (const field of COUNT_FIELDS) {
    // The page size lives in the record's options; errors name it as such.
    const raw = field === 'limit' ? limitOf(record) : record[field];
    const name = field === 'limit' ? 'options.limit' : field;
    if (raw !== undefined && raw !== null) {
      counts[field] = countOf(raw, 0, `${subject}: field "${name}"`);
    } else if (required.includes(field) && field !== 'pageCount') {
      throw new TypeError(`${subject} has no field "${name}"`);
    }
  }
  // A page count the record leaves out is the one its count and page size give, as the interface's
  // paginate() computes it (docs/decisions.md, "Records that lack fields").
  if (counts.pageCount === undefined && counts.count !== undefined && counts.limit) counts.pageCount = Math.ceil(counts.count / counts.limit);
  else if (counts.pageCount === undefined && required.includes('pageCount')) throw new TypeError(`${subject} has no field "pageCount"`);
  // A page the record itself says does not exist is bad data, not a window to stretch up to it
  // (docs/decisions.md). An empty record set has page 1 of 0.
  const { page = 1, pageCount, count, limit } = counts;
  if (pageCount !== undefined && page > Math.max(pageCount, 1)) {
    throw new TypeError(`${subject}: field "page" must be at most pageCount (${pageCount}), got ${page}`);
  }
  const more = pageCount !== undefined ? page < pageCount : count !== undefined && !!limit && page * limit < count;
  // The counts become the record read: no copy of them.
  const read = counts as ReadRecord;
  read.prevPage = record.prevPage === undefined ? page > 1 : truthy(record.prevPage);
  read.nextPage = record.nextPage === undefined ? more : truthy(record.nextPage);
  const estimated = record.countEstimated ?? false;
  if (typeof estimated !== 'boolean') throw new TypeError(`${subject}: field "countEstimated" must be a boolean, got ${describe(estimated)}`);
  if (estimated) read.countEstimated = estimated;
  return read;
}

function limitOf(record: PhpArray): unknown {
  return toArray(record.options).limit ?? toArray(record.defaults).limit ?? record.limit;
}
