/**
 * The interface's `numbers()`, `first()` and `last()`: the page-number
 * links around the current page and the runs to the first and last pages.
 * A windowed `numbers()` does O(modulus + first + last) work, whatever the
 * page count.
 *
 * @module
 */
import { __ } from './i18n.js';
import { link } from './paging-link.js';
import { escaper, positiveCount, requireCounts, type Paging } from './paging.js';
import { intval, isInt, merge, str, truthy, type PhpArray } from './php.js';
import { tagMarkup } from './tag-markup.js';

/**
 * The page-number links around the current page, with the current page in
 * `<span class="current">`. With a truthy `modulus` (default 8) only a
 * window of pages is shown, optionally with `first`/`last` runs; without
 * one every page is, up to `maxLinks`. False when there is one page.
 * `true` means `{before: ' | ', after: ' | ', first: 'first', last: 'last'}`.
 */
export function numbers(paging: Paging, options: PhpArray | true = {}): string | false {
  if (options === true) {
    options = { before: ' | ', after: ' | ', first: __('first'), last: __('last') };
  }
  // `before`, `after`, `model`, `first` and `last` have no default: left out, they read as undefined,
  // which every use of them takes as null does.
  const opts = merge({ tag: 'span', modulus: '8', separator: ' | ', maxLinks: paging.maxLinks }, options);
  const { tag, before, after, model, modulus, separator, first: firstRun, last: lastRun, maxLinks, ...linkOptions } = opts;
  const counts = requireCounts(paging, model, ['pageCount'], 'numbers');
  const page = counts.page ?? 1;
  const pageCount = counts.pageCount!;
  if (pageCount <= 1) return false;

  const tagName = str(tag, 'Option "tag"');
  const limit = positiveCount(maxLinks, 'maxLinks');
  const span = truthy(modulus) ? positiveCount(modulus, 'modulus') : 0;
  const text = escaper(linkOptions);
  const pageLink = pageLinker(paging, tagName, { ...linkOptions, model });
  const currentPage = () => tagMarkup(paging.tags, tagName, page, { class: 'current' });
  const sep = text(separator, 'Option "separator"');
  let out = '';

  if (span && pageCount > span) {
    const half = Math.trunc(span / 2);
    let end = Math.min(page + half, pageCount);
    let start = page - (span - (end - page));
    if (start <= 1) {
      start = 1;
      end = span + 1;
    }
    const firstCount = intval(firstRun);
    const lastCount = intval(lastRun);
    // The record check keeps the page within pageCount, so the window and the runs that are
    // written are all there is; the error names the largest part.
    const parts: Array<[links: number, option: string]> = [
      [end - start + 1, 'modulus'],
      [isInt(firstRun) && start > firstCount ? firstCount : 0, 'first'],
      [isInt(lastRun) && end <= pageCount - lastCount ? lastCount : 0, 'last'],
    ];
    const planned = parts.reduce((sum, [links]) => sum + links, 0);
    if (planned > limit) {
      const [links, option] = parts.reduce((most, part) => (part[0] > most[0] ? part : most));
      throw new RangeError(`numbers(): ${planned} links exceed maxLinks (${limit}); Option "${option}" asks for ${links} of them`);
    }

    // The runs are what first() and last() write for the same links, joined by their default
    // separator, with this separator as their edge text when they touch the window.
    if (truthy(firstRun) && start > firstCount) {
      const edge = start === firstCount + 1 ? separator : null;
      out += edgeRun(paging, 'first', firstRun, page, pageCount, pageLink, text, ' | ', edge, limit);
    }
    out += text(before, 'Option "before"');
    for (let i = start; i < page; i++) out += pageLink(i, i) + sep;
    out += currentPage();
    if (page !== pageCount) out += sep;
    for (let i = page + 1; i < end; i++) out += pageLink(i, i) + sep;
    if (end !== page) out += pageLink(end, end);
    out += text(after, 'Option "after"');
    if (truthy(lastRun) && end <= pageCount - lastCount) {
      const edge = end + 1 === pageCount ? separator : null;
      out += edgeRun(paging, 'last', lastRun, page, pageCount, pageLink, text, ' | ', edge, limit);
    }
  } else {
    checkRun(pageCount, limit, 'numbers', 'pages', '; give a modulus to show a window of pages');
    out += text(before, 'Option "before"');
    for (let i = 1; i <= pageCount; i++) {
      out += i === page ? currentPage() : pageLink(i, i);
      if (i !== pageCount) out += sep;
    }
    out += text(after, 'Option "after"');
  }
  return out;
}

/**
 * A link to the first page labelled `title`, or, when `title` is an
 * integer, links to pages 1..title followed by `after` ('...' by
 * default). False when there is one page; '' on the first page.
 */
export function first(paging: Paging, title: unknown = __('<< first'), options: PhpArray = {}): string | false {
  return edgeLinks(paging, title, options, 'first');
}

/**
 * A link to the last page labelled `title`, or, when `title` is an
 * integer, `before` ('...' by default) followed by links to the last
 * `title` pages. False when there is one page; '' on the last page.
 */
export function last(paging: Paging, title: unknown = __('last >>'), options: PhpArray = {}): string | false {
  return edgeLinks(paging, title, options, 'last');
}

/**
 * first() and last() are mirror images: the same run of links or single
 * link, at the start or at the end, with their edge text on the side away
 * from the edge.
 */
function edgeLinks(paging: Paging, title: unknown, options: PhpArray, operation: EdgeOperation): string | false {
  // first() has `after`, last() has `before`: the text on the side away from its edge.
  const side = operation === 'first' ? 'after' : 'before';
  // The edge text defaults to null ('...' for a run); a missing `model` reads as undefined, taken as null.
  const opts = merge({ tag: 'span', [side]: null, separator: ' | ' }, options);
  const { tag, [side]: edge, model, separator, maxLinks, ...linkOptions } = opts;
  const counts = requireCounts(paging, model, ['pageCount'], operation);
  const pageCount = counts.pageCount!;
  if (pageCount <= 1) return false;
  const pageLink = pageLinker(paging, str(tag, 'Option "tag"'), { ...linkOptions, model });
  return edgeRun(paging, operation, title, counts.page ?? 1, pageCount, pageLink, escaper(linkOptions), separator, edge, maxLinks);
}

type EdgeOperation = 'first' | 'last';

/** Writes a link labelled `label` to page `to` inside a `tag` element. */
type PageLink = (label: unknown, to: number) => string;

/**
 * Stands for the page number in the one page link {@link pageLinker} writes in full: letters and
 * digits, which URL-encoding and HTML-escaping leave as they are, and random, so that no option
 * or record can hold it.
 */
const PAGE_MARK = `page${Math.random().toString(36).slice(2)}mark`;

/**
 * Writes the page links of one call. The links to pages labelled with their own number differ
 * only in that number, written twice (URL and label): the first is written in full with a mark
 * for the number, and every page fills in its own, so that a run of maxLinks links costs what
 * joining strings costs (a link per page is ~10 µs; 10,000 of them took over 50 ms). When the mark
 * does not show exactly twice (a tag template or buildUrl() that changes or drops it), every link
 * is written in full.
 */
function pageLinker(paging: Paging, tag: string, linkOptions: PhpArray): PageLink {
  const write = (label: unknown, to: number | string) => tagMarkup(paging.tags, tag, link(paging, label, { page: to }, linkOptions));
  let pieces: string[] | null | undefined;
  return (label, to) => {
    if (label !== to || !(to >= 1)) return write(label, to);
    if (pieces === undefined) {
      const split = write(PAGE_MARK, PAGE_MARK).split(PAGE_MARK);
      pieces = split.length === 3 ? split : null;
    }
    return pieces === null ? write(label, to) : pieces.join(String(to));
  };
}

/**
 * What first() or last() writes once its options are read (numbers() calls
 * it with its own, already read): an integer `title` is a run of links (pages
 * 1..title, or the last `title` pages) with `edge` ('...' when null) on the
 * side away from the edge; any other title labels one link to the edge page.
 * `maxLinks` is only read (and checked) for a run.
 */
function edgeRun(
  paging: Paging, operation: EdgeOperation, title: unknown, page: number, pageCount: number,
  pageLink: PageLink, text: (value: unknown, what: string) => string, separator: unknown, edge: unknown, maxLinks: unknown,
): string {
  const isFirst = operation === 'first';
  const withEdgeText = (links: string, edgeText: string) => (isFirst ? links + edgeText : edgeText + links);
  // The edge text is first()'s `after` or last()'s `before`.
  const edgeName = `Option "${isFirst ? 'after' : 'before'}"`;
  const from = isFirst ? 1 : pageCount - intval(title) + 1;
  if (isInt(title) && (isFirst ? page > title : page < from)) {
    const limit = maxLinks === undefined || maxLinks === null ? paging.maxLinks : positiveCount(maxLinks, 'maxLinks');
    checkRun(title, limit, operation);
    const links: string[] = [];
    for (let i = from; i <= (isFirst ? title : pageCount); i++) links.push(pageLink(i, i));
    return withEdgeText(links.join(text(separator, 'Option "separator"')), text(edge === null ? '...' : edge, edgeName));
  }
  if (isFirst ? page > 1 : page < pageCount) return withEdgeText(pageLink(title, isFirst ? 1 : pageCount), text(edge, edgeName));
  return '';
}

/** A run of `length` links (or pages, with a `hint` what to do about them) must stay within the `maxLinks` limit. */
function checkRun(length: number, limit: number, operation: string, what = 'links', hint = ''): void {
  if (length > limit) throw new RangeError(`${operation}(): ${length} ${what} exceed maxLinks (${limit})${hint}`);
}
