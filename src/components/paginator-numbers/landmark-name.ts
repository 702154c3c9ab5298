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

const HEADINGS = 'h1,h2,h3,h4,h5,h6';

/** The name of the region with id `update` (its first id), as a screen reader would read it; '' when it has none. */
export function regionName(host: Element, update: string): string {
  const root = host.getRootNode() as Document | ShadowRoot;
  const find = (id: string) => (id ? root.getElementById?.(id) ?? null : null);
  const region = find(update.trim().split(/\s+/)[0]);
  if (!region) return '';
  const labelledBy = region.getAttribute('aria-labelledby');
  const byIds = labelledBy ? labelledBy.trim().split(/\s+/).map((id) => textOf(find(id))).filter(Boolean).join(' ') : '';
  const before = region.previousElementSibling;
  return byIds || region.getAttribute('aria-label')?.trim()
    || textOf(region.querySelector(HEADINGS) ?? (before?.matches(HEADINGS) ? before : null));
}

/** An element's text, its white space collapsed. */
function textOf(element: Element | null): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
