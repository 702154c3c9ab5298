/**
 * Records without a total: what `paginate()` gives with the `countless` or
 * `keyset` setting — `page`, `prevPage`, `nextPage` (and, by cursor, the
 * `prevCursor` and `nextCursor` tokens), but no `count` or `pageCount`.
 * The operations ask here whether a record is one, and which cursor a
 * prev or next link carries.
 *
 * @module
 */
import { describe, empty, isPlainObject } from '../shared/php.js';
import { defaultModel, params, type Paging } from './paging.js';
import type { PagingRecord } from './record.js';

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

/** True when the model's record (default model when none) is one without a total; false when there is no record. */
export function hasNoTotal(paging: Paging, model: unknown = null): boolean {
  return isTotalFree(params(paging, model as string | null));
}

/**
 * The cursor a `prev` or `next` link of the model's record carries, or
 * null when the record holds none (then the link names a page, as usual).
 * An empty field (null, '', '0', as PHP's `empty()`) is none; any other
 * value must be text, else a TypeError naming the model and the field.
 */
export function stepCursor(paging: Paging, model: string | null, role: 'prev' | 'next'): string | null {
  const record = params(paging, model);
  if (record === null) return null;
  const field = role === 'prev' ? 'prevCursor' : 'nextCursor';
  const value = record[field];
  // Empty as PHP reads it ('' or '0' too): a URL part that empty would be dropped from the link anyway.
  if (empty(value)) return null;
  if (typeof value !== 'string') {
    throw new TypeError(`Paging record of model "${model || defaultModel(paging)}": field "${field}" must be text, got ${describe(value)}`);
  }
  return value;
}
