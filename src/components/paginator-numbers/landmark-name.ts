/**
 * What an unnamed pager that updates a region is named after, so that
 * several pagers on a page are told apart (axe's `landmark-unique`): that
 * region's own name (`aria-labelledby`, `aria-label`) or its heading (the
 * first h1–h6 inside it, or the heading just before it), else the name of
 * the nearest element around it that has one (a labelled section). The
 * element writes "Pagination, <that>", in its language. The model's name
 * is never used: it is a word of the program, not of the reader (issue 35).
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
  const named = (element: Element): string => (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => textOf(find(id))).join(' ').trim()
    || element.getAttribute('aria-label')?.trim() || '';
  let name = region ? named(region) || textOf(region.querySelector(HEADINGS) ?? (before?.matches(HEADINGS) ? before : null)) : '';
  for (let at = region?.parentElement; !name && at; at = at.parentElement) name = named(at);
  return name;
}

/** An element's text, its white space collapsed ('' for none). */
const textOf = (element: Element | null): string => element?.textContent!.replace(/\s+/g, ' ').trim() ?? '';
