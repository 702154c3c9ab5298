/**
 * What Ajax mode hands an answer's paging records to: an element that shows
 * paging (the paginator elements implement it; a page's own element may).
 *
 * @module
 */
import type { PagingInput, PagingRecords } from '../pagination/paging-json.js';

/**
 * What the Ajax updater needs from an element that shows paging: it reads
 * the model the element is bound to and its records, and hands it new ones
 * through `paging`.
 */
export interface PagingConsumer extends Element {
  paging: PagingInput;
  /** The model the element shows, or null when it has no records yet. */
  readonly boundModel: string | null;
  /** The records the element currently holds, or null. */
  readonly pagingRecords: PagingRecords | null;
}
