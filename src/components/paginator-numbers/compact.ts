/**
 * The compact form of `<paginator-numbers>`: ‹ "Page 3 of 20" ›, with an
 * optional summary of the rows ("21–30 of 200"). Shown where even the
 * narrowest window of pages does not fit the element's width (width-fit.ts),
 * or always with `format="compact"`. Its words come from the core's
 * counter(), its links from prev() and next(): nothing is worked out here.
 *
 * @module
 */
import { counter } from '../../pagination/counter.js';
import { hasNoTotal } from '../../pagination/countless.js';
import type { PageItem } from '../../pagination/items.js';
import type { Paging } from '../../pagination/paging.js';
import { nextItem, prevItem } from '../../pagination/prev-next.js';
import { __ } from '../../shared/i18n.js';
import { shadowView } from '../paginator-element/item-views.js';
import type { LightDom } from '../paginator-element/light-dom.js';
import { inputText } from '../paginator-element/paging-source.js';
import { view, type View } from '../paginator-element/render.js';

/** What the compact form shows besides the record: the element's model, `prev` and `next`, and whether to add the summary. */
export interface CompactParts {
  readonly model: string;
  readonly prev: string | boolean | null;
  readonly next: string | boolean | null;
  readonly summary: boolean;
}

/** A prev or next item, and its accessible name when its label is not one (a chevron). */
interface Step {
  readonly item: PageItem;
  readonly name?: string;
}

/**
 * The compact form's prev or next: with the label the page gave the
 * element, else with the default title in light DOM (the core's markup),
 * and as a chevron named as the default title in the shadow root (room is
 * what is short).
 */
function step(paging: Paging, kind: 'prev' | 'next', value: string | boolean | null, model: string, light: LightDom | null): Step {
  const make = kind === 'prev' ? prevItem : nextItem;
  const options = { model, rel: kind };
  // Never null: a disabled title is always given.
  if (typeof value === 'string' && value !== '') {
    const label = inputText(value, kind)!;
    return { item: make(paging, label, options, label)! };
  }
  if (light) return { item: make(paging, undefined, options, true)! };
  const chevron = kind === 'prev' ? '‹' : '›';
  // The default title, without the arrows that the chevron stands for ('<< Previous', 'Next >>').
  const name = __(kind === 'prev' ? '<< Previous' : 'Next >>').replace(/^\W+|\W+$/gu, '');
  return { item: make(paging, chevron, options, chevron)!, name };
}

/**
 * The compact form's nodes: in the shadow root a one-line list of prev,
 * the page ("Page 3 of 20", or "Page 3" without a total) and next, whose
 * text may wrap (a page number of 13 digits still fits 200 px); in light
 * DOM (`light`: what it is rendered with) the core's markup of prev and
 * next around the text.
 */
export function compactViews(paging: Paging, parts: CompactParts, light: LightDom | null): View[] {
  const { model, summary } = parts;
  const prev = step(paging, 'prev', parts.prev, model, light);
  const next = step(paging, 'next', parts.next, model, light);
  // Texts as written (never parsed): the core leaves them unescaped, and they enter the DOM as text.
  const page = counter(paging, { model, escape: false, format: hasNoTotal(paging, model) ? 'pages' : __('Page %page% of %pages%') });
  const rows = summary ? counter(paging, { model, escape: false, format: hasNoTotal(paging, model) ? 'range' : __('%start%–%end% of %count%') }) : '';
  if (light) return [...light.lightViews([prev.item]), ` ${page}${rows ? ` (${rows})` : ''} `, ...light.lightViews([next.item])];
  const status: View[] = [view('span', PAGE, [page])];
  if (rows) status.push(view('span', SUMMARY, [rows]));
  return [view('div', NAV, [view('ul', LIST, [
    view('li', ITEM, [shadowView(prev.item, { part: 'link prev', name: prev.name })]),
    view('li', STATUS, status),
    view('li', ITEM, [shadowView(next.item, { part: 'link next', name: next.name })]),
  ])])];
}

// Attribute lists every render shares (a re-render compares them by identity).
const NAV = ['part', 'nav', 'class', 'compact'];
const LIST = ['part', 'list'];
const ITEM = ['part', 'item'];
const STATUS = ['part', 'item status'];
const PAGE = ['part', 'page'];
const SUMMARY = ['part', 'summary'];
