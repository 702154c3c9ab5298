/**
 * The summary of the rows a page holds ("41–50 of 200"), which
 * `<paginator-numbers summary>` shows in its compact form (compact.ts) and,
 * loaded on demand (on-demand.ts), beside the numbers of its standard form.
 *
 * @module
 */
import { counter } from '../../pagination/counter.js';
import { hasNoTotal } from '../../pagination/countless.js';
import { params, type Paging } from '../../pagination/paging.js';
import { __ } from '../../shared/i18n.js';
import { view, type View } from './render.js';

/**
 * "41–50 of 200" (the range alone for a record without a total), in the
 * words and digits the element speaks; '' for a record with a page count
 * and no count, which has no rows to tell.
 */
export function summaryText(paging: Paging, model: string): string {
  const free = hasNoTotal(paging, model);
  return free || params(paging, model)!.count != null ? counter(paging, { model, escape: false, format: free ? 'range' : __('%start%–%end% of %count%') }) : '';
}

/**
 * The standard form's summary: a list item ahead of the pages (as
 * `<wa-pagination with-summary>` puts it), its text on one line, so that
 * the window of pages narrows before it would wrap. Text, not a live
 * region: the page's one live region says page changes. None without rows.
 */
export function summaryItem(paging: Paging, model: string): View | null {
  const text = summaryText(paging, model);
  return text ? view('li', ITEM, [view('span', SUMMARY, [text])]) : null;
}

const ITEM = ['part', 'item'];
const SUMMARY = ['part', 'summary'];
