/**
 * What an unnamed pager is named after, so that several pagers on a page
 * are told apart (axe's `landmark-unique`): the region it updates — that
 * region's own name (`aria-labelledby`, `aria-label`) or its heading (the
 * first h1–h6 inside it, or the heading just before it) — else the model
 * it shows, when the page chose one. The element writes
 * "Pagination, <that>", in its language.
 *
 * @module
 */
import { elementById } from '../../dom/document.js';

const HEADINGS = 'h1,h2,h3,h4,h5,h6';

/** The name of the page's region with id `update` (its first id), as a screen reader would read it; '' when it has none. */
export function regionName(update: string): string {
  // The document's, as Ajax mode finds it, through the prototype: the page's markup may shadow
  // document.getElementById (dom/document.ts).
  const find = (id: string) => (id ? elementById(id) : null);
  const region = find(update.trim().split(/\s+/)[0]);
  const before = region?.previousElementSibling;
  return region
    ? (region.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => textOf(find(id))).join(' ').trim()
      || region.getAttribute('aria-label')?.trim()
      || textOf(region.querySelector(HEADINGS) ?? (before?.matches(HEADINGS) ? before : null))
    : '';
}

/** An element's text, its white space collapsed ('' for none). */
const textOf = (element: Element | null): string => element?.textContent!.replace(/\s+/g, ' ').trim() ?? '';
