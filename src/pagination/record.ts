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
  const number = countValue(value);
  if (number === null || number < min) throw countError(value, min, subject);
  return number;
}

/** A non-negative safe integer, or a string of decimal digits that is one, as a number; null for anything else. */
function countValue(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

function countError(value: unknown, min: 0 | 1, subject: string): TypeError {
  return new TypeError(`${subject} must be a ${min ? 'positive' : 'non-negative'} integer, got ${describe(value)}`);
}

/**
 * A record as read once, with every check of the operations already made:
 * what the operations take in place of the record. Checking never throws;
 * a record that fails a check keeps the failure, and an operation that
 * reads its counts throws it then (an operation that does not, such as
 * `sort()`, works as it did), so that each operation throws what it threw
 * when it read the record itself.
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
  /** Fields present ahead of the first bad one, in the order page, pageCount, count, current, limit: what a required field is checked against. */
  readonly present: readonly boolean[];
  /** The first failed check of a field (or of the record not being an object), or null. */
  readonly bad: TypeError | null;
  /** `page` beyond `pageCount`, or null. */
  readonly beyond: TypeError | null;
}

/**
 * Checks a record once (see {@link readCounts} for what is checked and
 * derived), keeping what failed for the operations that read the counts.
 */
export function checkRecord(record: unknown, model: string): CheckedRecord {
  const subject = `Paging record of model "${model}"`;
  const present: boolean[] = [];
  const failed = (bad: TypeError): CheckedRecord => ({
    model, record: record as PagingRecord, read: null, totalFree: false, present, bad, beyond: null,
  });
  if (!isPlainObject(record)) return failed(new TypeError(`${subject} must be an object, got ${describe(record)}`));
  const counts: PagingCounts = {};
  for (const field of COUNT_FIELDS) {
    // The page size lives in the record's options; errors name it as such.
    const [raw, name] = field === 'limit' ? [limitOf(record), 'options.limit'] : [record[field], field];
    if (raw === undefined || raw === null) {
      present.push(false);
      continue;
    }
    const number = countValue(raw);
    if (number === null) return failed(countError(raw, 0, `${subject}: field "${name}"`));
    counts[field] = number;
    present.push(true);
  }
  // A page count the record leaves out is the one its count and page size give, as the interface's
  // paginate() computes it (docs/decisions.md, "Records that lack fields").
  if (counts.pageCount === undefined && counts.count !== undefined && counts.limit) counts.pageCount = Math.ceil(counts.count / counts.limit);
  // A page the record itself says does not exist is bad data, not a window to stretch up to it
  // (docs/decisions.md). An empty record set has page 1 of 0.
  const { page = 1, pageCount, count, limit } = counts;
  const beyond = pageCount !== undefined && page > Math.max(pageCount, 1)
    ? new TypeError(`${subject}: field "page" must be at most pageCount (${pageCount}), got ${page}`)
    : null;
  const more = pageCount !== undefined ? page < pageCount : count !== undefined && !!limit && page * limit < count;
  // The counts become the record read: no copy of them.
  const read = counts as ReadRecord;
  read.prevPage = record.prevPage === undefined ? page > 1 : truthy(record.prevPage);
  read.nextPage = record.nextPage === undefined ? more : truthy(record.nextPage);
  return { model, record, read, totalFree: isTotalFree(record), present, bad: null, beyond };
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
  const subject = `Paging record of model "${checked.model}"`;
  // A field required and absent ahead of the first bad one is what a reader going field by field meets first.
  for (let i = 0; i < checked.present.length; i++) {
    const field = COUNT_FIELDS[i];
    if (!checked.present[i] && field !== 'pageCount' && required.includes(field)) {
      throw new TypeError(`${subject} has no field "${field === 'limit' ? 'options.limit' : field}"`);
    }
  }
  if (checked.bad) throw checked.bad;
  const read = checked.read!;
  if (read.pageCount === undefined && required.includes('pageCount')) throw new TypeError(`${subject} has no field "pageCount"`);
  if (checked.beyond) throw checked.beyond;
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
 */
export function readCounts(record: unknown, model: string, required: readonly CountField[] = []): ReadRecord {
  return countsOf(checkRecord(record, model), required);
}

function limitOf(record: PhpArray): unknown {
  return toArray(record.options).limit ?? toArray(record.defaults).limit ?? record.limit;
}
