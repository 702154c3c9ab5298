/**
 * `hide-single-page` (`<paginator-numbers>`, `<paginator-link>`), loaded on
 * demand with the element's other optional parts (on-demand.ts): the
 * element hides itself, and with it its landmark, while its record has one
 * page (no previous and no next page, as the core says: a countless record
 * on page 1 without a next page too). A boolean attribute: present, empty
 * or its own name. Any other value (`"false"` reads as true to HTML, and is
 * most likely meant otherwise) is an error the element reports once, and
 * then shows as without it.
 *
 * @module
 */
import { hasNext, hasPrev, type Paging } from '../../pagination/paging.js';
import { describe } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';

/**
 * Whether an element with this `hide-single-page` value hides, showing
 * `model` of `paging`; the error the value is, when it is not one.
 */
export function hidesSinglePage(value: unknown, paging: Paging, model: string | null): boolean | PagingInputError {
  if (value !== true && value !== '' && value !== 'hide-single-page') {
    return new PagingInputError('hide-single-page', `hide-single-page takes no value (present or absent), got ${describe(value)}`);
  }
  return !hasPrev(paging, model) && !hasNext(paging, model);
}
