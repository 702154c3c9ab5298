/**
 * Records without a total: what `paginate()` gives with the `countless` or
 * `keyset` setting — `page`, `prevPage`, `nextPage` (and, by cursor, the
 * `prevCursor` and `nextCursor` tokens), but no `count` or `pageCount`.
 * The operations ask here whether a record is one, and which cursor a
 * prev or next link carries.
 *
 * @module
 */
import { describe, empty } from '../shared/php.js';
import { modelRecord, type ModelRecord, type Paging } from './paging.js';

// Where the records are checked, once: see record.ts.
export { isTotalFree } from './record.js';

/** True when the model's record (default model when none) is one without a total; false when there is no record. */
export function hasNoTotal(paging: Paging, model: unknown = null): boolean {
  return modelRecord(paging, model).totalFree;
}

/**
 * The cursor a `prev` or `next` link of the model's record carries, or
 * null when the record holds none (then the link names a page, as usual).
 * An empty field (null, '', '0', as PHP's `empty()`) is none; any other
 * value must be text, else a TypeError naming the model and the field.
 */
export function stepCursor(paging: Paging, model: string | null, role: 'prev' | 'next'): string | null {
  return cursorOf(modelRecord(paging, model), role);
}

/** {@link stepCursor} of a record already read. */
export function cursorOf(checked: ModelRecord, role: 'prev' | 'next'): string | null {
  if (checked.record === null) return null;
  const field = role === 'prev' ? 'prevCursor' : 'nextCursor';
  const value = checked.record[field];
  // Empty as PHP reads it ('' or '0' too): a URL part that empty would be dropped from the link anyway.
  if (empty(value)) return null;
  if (typeof value !== 'string') {
    throw new TypeError(`Paging record of model "${checked.model}": field "${field}" must be text, got ${describe(value)}`);
  }
  return value;
}
