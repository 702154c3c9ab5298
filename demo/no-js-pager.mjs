// The pager and counter of the list without JavaScript (/articles/index), written by the core on the server and
// styled by the package's paginator.css, as a reader expects them from the elements' pager on the Ajax page:
// previous, the window of pages with the first and the last page, next — one control for each page — numbers
// grouped as English writes them ("5,000"), and names that are words. The core's own operations stay exactly the
// interface's; the demo asks them for this (docs/decisions.md, 2026-11-28):
// - prev() and next() get the words "Previous" and "Next" and the classes `prev` / `next`, for which paginator.css
//   draws a chevron (the word stays the link's name), and `rel`;
// - the page numbers are numbers() with a blank separator (paginator.css shows the pager's text, so that an
//   ellipsis is seen, and white space between its boxes is not laid out), their labels grouped by the helper's
//   `numberFormat`; its first and last runs are the first and last pages, so no first() or last() link;
// - on a phone the numbers would take three lines: the pager then shows where the reader is in words ("Page 2,500
//   of 5,000") between previous and next, as the elements' compact form does on the Ajax page (demo.css), and the
//   page's jump form reaches any page.

import { numberFormat } from '../dist/core.js';

/** How English writes a number ("5,000"), its texts remembered: the `numberFormat` of the page's PaginatorHelper. */
export const GROUPED = numberFormat('en');

/**
 * Previous, the page numbers (`.pager-pages`) and their summary for a phone (`.pager-summary`), and next, as the core
 * writes them for `paginator` (a PaginatorHelper whose `numberFormat` is {@link GROUPED}); the pages alone when there
 * is one page.
 */
export function noScriptPager(paginator) {
  const step = (kind, word) => paginator[kind](word, { rel: kind, class: kind }, word, { class: `${kind} disabled`, tag: 'span' });
  const numbers = paginator.numbers({ modulus: 6, first: 1, last: 1, separator: ' ' });
  if (!numbers) return '';
  const pages = `<span class="pager-pages">${numbers}</span>`;
  const summary = `<span class="pager-summary">${paginator.counter('Page %page% of %pages%')}</span>`;
  return [step('prev', 'Previous'), pages, summary, step('next', 'Next')].join(' ');
}
