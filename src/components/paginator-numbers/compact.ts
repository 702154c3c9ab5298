/**
 * The compact form of `<paginator-numbers>`: ‹ "Page 3 of 20" ›, with an
 * optional summary of the rows ("21–30 of 200"). Shown where even the
 * narrowest window of pages does not fit the element's width (width-fit.ts),
 * or always with `format="compact"`. Its words come from the core's
 * counter(), its links from prev() and next(): nothing is worked out here.
 * Its summary is also the standard form's (`summary`), which fetches this
 * module for it.
 *
 * @module
 */
import { about, counter } from '../../pagination/counter.js';
import { hasNoTotal } from '../../pagination/countless.js';
import type { PageItem } from '../../pagination/items.js';
import { modelRecord, params, requireCounts, type Paging } from '../../pagination/paging.js';
import { nextItem, prevItem } from '../../pagination/prev-next.js';
import { __, formatNumber } from '../../shared/i18n.js';
import { shadowView } from '../paginator-element/item-views.js';
import type { LightDom } from '../paginator-element/light-dom.js';
import { inputText } from '../paginator-element/paging-source.js';
import { view, type View } from '../paginator-element/render.js';

/**
 * What the compact form shows besides the record: the element's model,
 * `prev` and `next` (a label, else the default title; `false`: none, a link
 * of the element's row offers it), and whether to add the summary.
 */
export interface CompactParts {
  readonly model: string;
  readonly prev: string | boolean | null;
  readonly next: string | boolean | null;
  readonly summary: boolean;
}

/**
 * The compact form's prev or next: with the label the page gave the
 * element, else the default title, which the shadow root shows as a
 * chevron named in words (item-views.ts); none for `false`.
 */
function step(paging: Paging, kind: 'prev' | 'next', value: string | boolean | null, model: string): PageItem | null {
  if (value === false) return null;
  const label = typeof value === 'string' && value !== '' ? inputText(value, kind)! : undefined;
  // Never null: a disabled title is always given.
  return (kind === 'prev' ? prevItem : nextItem)(paging, label, { model, rel: kind }, label ?? true);
}

/**
 * "Page 3 of 20" ("of about 20" when the count is estimated), or "Page 3"
 * on a record without a total. A record with
 * a page count and no count (`page-count` alone) needs none for it: the
 * core's counter() would want one for its other figures.
 */
function pageText(paging: Paging, model: string): string {
  if (hasNoTotal(paging, model)) return counter(paging, { model, escape: false, format: 'pages' });
  const { page, pageCount, countEstimated } = requireCounts(modelRecord(paging, model), ['page', 'pageCount'], 'counter');
  return __('Page %page% of %pages%').replace('%page%', formatNumber(page!)).replace('%pages%', () => about(pageCount || 1, countEstimated));
}

/**
 * The compact form's nodes: in the shadow root a one-line list of prev,
 * the page ("Page 3 of 20", or "Page 3" without a total) and next, whose
 * text may wrap (a page number of 13 digits still fits 200 px); in light
 * DOM (`light`: what it is rendered with) the core's markup of prev and
 * next around the text. The summary needs the record's count (or, without
 * a total, its rows): a record with a page count alone has none.
 */
export function compactViews(paging: Paging, parts: CompactParts, light: LightDom | null): View[] {
  const { model, summary } = parts;
  const prev = step(paging, 'prev', parts.prev, model);
  const next = step(paging, 'next', parts.next, model);
  // Texts as written (never parsed): they enter the DOM as text.
  const page = pageText(paging, model);
  const rows = summary ? summaryText(paging, model) : '';
  if (light) return [...light.lightViews(prev ? [prev] : []), ` ${page}${rows ? ` (${rows})` : ''} `, ...light.lightViews(next ? [next] : [])];
  const status: View[] = [view('span', PAGE, [page])];
  if (rows) status.push(view('span', SUMMARY, [rows]));
  const items = [view('li', STATUS, status)];
  if (prev) items.unshift(view('li', ITEM, [shadowView(prev, PREV)]));
  if (next) items.push(view('li', ITEM, [shadowView(next, NEXT)]));
  return [view('div', NAV, [view('ul', LIST, items)])];
}

/**
 * "41–50 of 200" (the range alone for a record without a total), in the
 * words and digits the element speaks; '' for a record with a page count
 * and no count, which has no rows to tell.
 */
function summaryText(paging: Paging, model: string): string {
  const free = hasNoTotal(paging, model);
  return free || params(paging, model)!.count != null ? counter(paging, { model, escape: false, format: free ? 'range' : __('%start%–%end% of %count%') }) : '';
}

/**
 * The standard form's summary: the first item of its list, ahead of the
 * pages (where `<wa-pagination with-summary>` puts it), its text on one
 * line in the windowed list, so that the window narrows before it would
 * wrap. Text, not a live region: the page's one live region says page
 * changes. None without rows.
 */
export function summaryItems(paging: Paging, model: string): View[] {
  const text = summaryText(paging, model);
  return text ? [view('li', ITEM, [view('span', SUMMARY, [text])])] : [];
}

// Attribute lists every render shares (a re-render compares them by identity).
const NAV = ['part', 'nav', 'class', 'compact'];
const LIST = ['part', 'list'];
const ITEM = ['part', 'item'];
const STATUS = ['part', 'item status'];
const PAGE = ['part', 'page'];
const SUMMARY = ['part', 'summary'];
const PREV = { part: 'link prev' };
const NEXT = { part: 'link next' };
