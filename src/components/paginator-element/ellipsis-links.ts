/**
 * `ellipsis-links` of `<paginator-numbers>` (loaded on demand, on-demand.ts):
 * each ellipsis of the window becomes a link that jumps by the window's
 * size, named in words ("Jump forward 9 pages"), its glyph hidden from
 * assistive technology. The core's items stay as they are: the element
 * swaps its own link in for the ellipsis it shows, so the link goes where
 * a page link of the element's mode goes (link, Ajax, app, `href-template`).
 *
 * @module
 */
import type { LinkItem, PageItem, TextItem } from '../../pagination/items.js';
import { linker } from '../../pagination/link.js';
import type { Paging } from '../../pagination/paging.js';
import { __, formatNumber } from '../../shared/i18n.js';
import { describe, intval } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';
import { view, type View } from './render.js';

/** The link an ellipsis became: a page link with the ellipsis's text and a name of words. */
interface JumpItem extends LinkItem {
  readonly role: 'jump';
  /** "Jump forward 9 pages", in the words the element speaks. */
  readonly name: string;
}

/** The bad `ellipsis-links` value each element reported last: reported once, not at every render. */
const reported = new WeakMap<object, unknown>();

/**
 * `<paginator-numbers>`'s items (of `model`) and how to finish its views,
 * for its `ellipsis-links` value: present, empty or its own name (a boolean
 * attribute), the items with their ellipses as jump links
 * ({@link jumpItems}) and the views named ({@link namedJumps}). Any other
 * value (`"false"`) is reported once through `fail`, and the items and
 * views stay as they are.
 */
export function ellipsisLinks(
  host: object, value: unknown, items: PageItem[], paging: Paging, model: string, modulus: unknown, fail: (error: PagingInputError) => void,
): [PageItem[], (views: View[]) => View[]] {
  if (value === true || value === '' || value === 'ellipsis-links') return [jumpItems(items, paging, model, modulus), namedJumps];
  // A framework's way of saying absent.
  if (value == null || value === false) return [items, SAME];
  if (reported.get(host) !== value) fail(new PagingInputError('ellipsis-links', `ellipsis-links takes no value (present or absent), got ${describe(value)}`));
  reported.set(host, value);
  return [items, SAME];
}

const SAME = (views: View[]) => views;

/**
 * The items with each ellipsis around the window swapped for a link that
 * jumps by the window's size (`modulus` + 1 pages, what the window shows)
 * from the current page, towards the ellipsis's side, no further than the
 * first or last page. Only `numbers()` with a first or last run of pages
 * writes ellipses, so the runs bound the jump: page 1 before, the last
 * page after. The name says the distance jumped, never less than 2 pages.
 */
function jumpItems(items: readonly PageItem[], paging: Paging, model: string, modulus: unknown): PageItem[] {
  const at = items.findIndex((item) => item.type === 'current');
  if (at < 0) return items as PageItem[];
  const page = (items[at] as { page: number }).page;
  const size = intval(modulus) + 1;
  let last = page;
  let wrap: string | null = null;
  for (const item of items) {
    if (item.type === 'link' && item.role === 'number') {
      last = Math.max(last, item.page!);
      wrap = item.wrap;
    }
  }
  const links = linker(paging, { model });
  return items.map((item, i) => {
    if (item.type !== 'ellipsis') return item;
    const forward = i > at;
    const to = forward ? Math.min(page + size, last) : Math.max(page - size, 1);
    const count = formatNumber(Math.abs(to - page));
    const name = __(forward ? 'Jump forward %count% pages' : 'Jump back %count% pages').replace('%count%', count);
    return { ...links.page(to, 'jump', wrap), role: 'jump', label: (item as TextItem).text, name } satisfies JumpItem;
  });
}

/**
 * `views` with the views of jump links named (`aria-label`) and their
 * ellipsis hidden from assistive technology, in whichever markup showed
 * them: the shadow root's, the core's in light DOM, a list preset's.
 */
function namedJumps(views: readonly View[]): View[] {
  return views.map((next) => {
    if (typeof next === 'string') return next;
    const item = next.item as JumpItem | undefined;
    if (item?.role === 'jump') return view(next.tag, [...next.attributes, 'aria-label', item.name], [view('span', HIDDEN, next.children)], item);
    return next.children.length ? view(next.tag, next.attributes, namedJumps(next.children), next.item) : next;
  });
}

const HIDDEN = ['aria-hidden', 'true'];
