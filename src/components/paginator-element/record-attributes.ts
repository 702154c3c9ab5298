/**
 * Records without JSON: the paging record that an element's `page`,
 * `total` (or `page-count`) and `page-size` describe, when it has no
 * `paging` or `source` (loaded on demand, with on-demand.ts).
 *
 * @module
 */
import type { PagingRecord } from '../../pagination/record.js';
import { describe } from '../../shared/php.js';
import { inputText } from './paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';

/**
 * The attributes that describe a record set without JSON, as a page or a
 * framework gives them (text, or numbers as properties): `page`, `total`,
 * `page-count` and `page-size`.
 */
export interface RecordAttributes {
  page: unknown;
  total: unknown;
  pageCount: unknown;
  pageSize: unknown;
}

/** The page size of a record built from attributes when `page-size` is unset (docs/decisions.md). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The paging record the attributes describe (`page`, `total` or
 * `page-count`, `page-size`), or null when neither `total` nor
 * `page-count` is set and `page` is unset too. The record is whole
 * (`page`, `pageCount`, the page size, and `count` and `current` from a
 * total), so the core works everything else out as for any record. Bad
 * values, and a page beyond the page count, are errors naming the
 * attribute.
 */
export function attributeRecord(input: RecordAttributes): PagingRecord | null {
  const page = wholeNumber(input.page, 'page', 1);
  const total = wholeNumber(input.total, 'total', 0);
  const pageCount = wholeNumber(input.pageCount, 'page-count', 0);
  const limit = wholeNumber(input.pageSize, 'page-size', 1) ?? DEFAULT_PAGE_SIZE;
  if (total === undefined && pageCount === undefined) {
    if (page === undefined) return null;
    throw new PagingInputError('total', 'total (or page-count) is needed with page');
  }
  // page-count wins for the number of pages; total stays the count (docs/decisions.md).
  const pages = pageCount ?? Math.ceil(total! / limit);
  const at = page ?? 1;
  if (at > Math.max(pages, 1)) throw new PagingInputError('page', `page must be at most the page count (${pages}), got ${at}`);
  // The page size as the default too, so that URLs do not carry it.
  const record: PagingRecord = { page: at, pageCount: pages, defaults: { limit }, options: { page: at, limit } };
  if (total !== undefined) {
    record.count = total;
    record.current = Math.max(0, Math.min(limit, total - (at - 1) * limit));
  }
  return record;
}

/**
 * A whole-number attribute: undefined when unset or empty, else a safe
 * integer of at least `min` written in decimal digits (a number property
 * is read as its text, so `2.5`, `-1` and `1e21` are refused).
 */
function wholeNumber(value: unknown, field: string, min: 0 | 1): number | undefined {
  const text = inputText(value, field);
  if (!text) return undefined;
  const number = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number) || number < min) {
    throw new PagingInputError(field, `${field} must be a whole number of at least ${min}, got ${describe(value)}`);
  }
  return number;
}

/** The attribute behind each field of a record built from attributes, for the core's errors about it. */
export const RECORD_ATTRIBUTES: Readonly<Record<string, string>> = { page: 'page', pageCount: 'page-count', count: 'total', 'options.limit': 'page-size' };
