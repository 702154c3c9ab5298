/**
 * Where the elements' links go, when the page says (loaded on demand, the
 * first time an element has an `href-template` or `navigation`): each link
 * to a page sent to the page's own URL (an `href-template`), or, in app
 * mode (`navigation="app"`, no URLs), made a `<button type="button">` that
 * the element handles itself, showing the page it leads to. The page items
 * say which links go to a page (their `page`); nothing is read back from
 * the DOM.
 *
 * @module
 */
import type { LinkItem } from '../../pagination/items.js';
import { isTotalFree } from '../../pagination/countless.js';
import { consumersOf } from '../../ajax/bound-consumers.js';
import { describe, toArray } from '../../shared/php.js';
import { pageHref } from './href-template.js';
import { inputText } from './paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import type { PaginatorElement } from './paginator-element.js';
import { view, type View } from './render.js';

/**
 * The views an element shows, with their links retargeted as `navigation`
 * and `template` say, and whether app mode is on. Bad values are errors
 * naming the attribute.
 */
export function targetViews(views: View[], navigation: unknown, template: unknown): [View[], boolean] {
  const mode = inputText(navigation, 'navigation');
  if (mode && mode !== 'links' && mode !== 'app') {
    throw new PagingInputError('navigation', `navigation must be "links" or "app", got ${describe(mode)}`);
  }
  const app = mode === 'app';
  // App mode has no URLs, so a template has nothing to do there.
  const href = app ? null : pageHref(template);
  return [app || href ? retarget(views, href) : views, app];
}

/**
 * `views` with their links retargeted: `href(page)` as the href of each
 * link to a page, or, when `href` is null (app mode), buttons in place of
 * the links (every link: none has a URL to follow then), and the current
 * page focusable by script, so that focus can move to it. Sort links keep
 * the core's URL: a template has no place for a sort.
 */
export function retarget(views: readonly View[], href: ((page: number) => string) | null): View[] {
  return views.map((next) => {
    if (typeof next === 'string') return next;
    const item = next.item as LinkItem | undefined;
    const { attributes } = next;
    if (next.tag === 'a' && item) {
      if (!href) return view('button', ['type', 'button', ...without(attributes, 'href', 'rel')], next.children, item);
      if (item.page !== null && item.role !== 'sort') {
        return view('a', attributes.map((value, i) => (i % 2 && attributes[i - 1] === 'href' ? href(item.page!) : value)), next.children, item);
      }
    }
    const current = !href && attributes.some((name, i) => !(i % 2) && name === 'aria-current');
    return view(next.tag, current ? [...attributes, 'tabindex', '-1'] : attributes, retarget(next.children, href), next.item);
  });
}

/** Names and values without the named attributes. */
function without(attributes: readonly string[], ...names: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < attributes.length; i += 2) if (!names.includes(attributes[i])) kept.push(attributes[i], attributes[i + 1]);
  return kept;
}

/**
 * App mode: the row shows `page`: `host`, focus moving there when `focus`,
 * and every other element bound to its model (DESIGN §7), as an Ajax swap
 * shows its record to them all. `own` says whether an element's record is
 * its attributes' (see {@link showPage}), or null for a consumer that is
 * no paginator element.
 */
export function showRowPage(host: PaginatorElement, page: number | null, focus: boolean, own: (element: unknown) => boolean | null): void {
  for (const element of new Set<unknown>([host, ...consumersOf(host.boundModel!)])) {
    const ownRecord = own(element);
    if (ownRecord !== null) showPage(element as PaginatorElement, page, focus && element === host, ownRecord);
  }
}

/**
 * App mode: `host` shows `page` (none when the link names none). A record
 * from attributes (`own`) takes it as `page`, attribute and property; one from `paging` or `source`
 * is copied with it, its `prevPage` and `nextPage` left for the core to
 * work out again. A record without a total says whether the page has a
 * next one as far as the row knows (see below); a keyset record is left as
 * it is: its cursors are the app's. `focus`: then moves focus
 * to the new current page.
 */
export function showPage(host: PaginatorElement, page: number | null, focus: boolean, own: boolean): void {
  const model = host.boundModel;
  const records = host.pagingRecords;
  const record = model === null || !records ? null : records[model];
  // A keyset record's links carry cursors only the app can give: the app shows the page it loads.
  if (page === null || !record || 'nextCursor' in record || 'prevCursor' in record) return;
  if (isTotalFree(record)) {
    // Without a total the row still knows this much: a page before the one shown has a next page (the one it
    // came from); one after it is taken to have one, as the page it came from did, until the app says otherwise.
    const { page: from, options } = record;
    host.paging = { ...records, [model!]: { ...record, page, prevPage: page > 1, nextPage: page < Number(from) || !!record.nextPage, options: { ...toArray(options), page } } };
  }
  else if (own) {
    // Reflected, as <wa-pagination> does, so that the page's markup (and a selector on it) says the page shown;
    // the property then takes the number the attribute's text stands for.
    host.setAttribute('page', String(page));
    host.page = page;
  }
  else {
    const { prevPage: _prev, nextPage: _next, ...rest } = record;
    host.paging = { ...records, [model!]: { ...rest, page, options: { ...toArray(record.options), page } } };
  }
  if (focus) void host.updateComplete.then(() => (host.renderRoot.querySelector('[aria-current="page"]') as HTMLElement | null)?.focus());
}
