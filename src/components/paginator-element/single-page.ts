/**
 * `hide-single-page` (`<paginator-numbers>`, `<paginator-link>`): the
 * element hides itself, and with it its landmark, while its record has one
 * page (no previous and no next page, as the core says: a countless record
 * on page 1 without a next page too). A boolean attribute: present, empty
 * or its own name; any other value (`"false"` reads as true to HTML, and
 * is most likely meant otherwise) is reported and ignored, so the element
 * shows.
 *
 * @module
 */
import { hasNext, hasPrev, type Paging } from '../../pagination/paging.js';
import { describe } from '../../shared/php.js';
import { PagingInputError } from './paging-source.js';

/** Whether the value asks to hide: unset, `false` or a bad value does not. */
const asks = (value: unknown): boolean => value === true || value === '' || value === 'hide-single-page';

/** The error a `hide-single-page` value is, or null for a good one or none. */
export function singlePageError(value: unknown): PagingInputError | null {
  return value === null || value === undefined || value === false || asks(value) ? null
    : new PagingInputError('hide-single-page', `hide-single-page takes no value (present or absent), got ${describe(value)}`);
}

/** Whether an element with this `hide-single-page` value hides, showing `model` of `paging`. */
export function hidesSinglePage(value: unknown, paging: Paging, model: string | null): boolean {
  return asks(value) && !hasPrev(paging, model) && !hasNext(paging, model);
}
