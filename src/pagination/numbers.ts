/**
 * The interface's `numbers()`, `first()` and `last()`: the page-number
 * links around the current page and the runs to the first and last pages.
 * A windowed `numbers()` does O(modulus + first + last) work, whatever the
 * page count.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';
import { itemsMarkup } from './items-markup.js';
import type { CurrentItem, PageItem, TextItem } from './items.js';
import { linker, type Linker } from './link.js';
import { maxLinksCount, modelRecord, nextOf, positiveCount, prevOf, requireCounts, type ModelRecord, type Paging } from './paging.js';
import { intval, isInt, merge, str, truthy, type PhpArray } from '../shared/php.js';
import { checkTagName } from './tags.js';

/**
 * The page-number links around the current page, with the current page in
 * `<span class="current">`. With a truthy `modulus` (default 8) only a
 * window of pages is shown, optionally with `first`/`last` runs; without
 * one every page is, up to `maxLinks` (at most 100,000). False when there is one page.
 * `true` means `{before: ' | ', after: ' | ', first: 'first', last: 'last'}`.
 */
export function numbers(paging: Paging, options: PhpArray | true = {}): string | false {
  const items = numbersItems(paging, options);
  return items && itemsMarkup(paging.tags, items);
}

/**
 * What {@link numbers} writes, as page items; false when there is one page.
 * A record without a total (countless or keyset) has no page numbers to
 * link: its items are the current page alone, between `before` and
 * `after`, or false when it has neither a previous nor a next page.
 */
export function numbersItems(paging: Paging, options: PhpArray | true = {}): PageItem[] | false {
  if (options === true) {
    options = { before: ' | ', after: ' | ', first: __('first'), last: __('last') };
  }
  // `before`, `after`, `model`, `first` and `last` have no default: left out, they read as undefined,
  // which every use of them takes as null does.
  const opts = merge({ tag: 'span', modulus: '8', separator: ' | ', maxLinks: paging.maxLinks }, options);
  const { tag, before, after, model, modulus, separator, first: firstRun, last: lastRun, maxLinks, ...linkOptions } = opts;
  // The record is read once, here; everything below takes it.
  const checked = modelRecord(paging, model);
  if (checked.totalFree) return totalFreeNumbers(checked, opts);
  const counts = requireCounts(checked, ['pageCount'], 'numbers');
  const page = counts.page ?? 1;
  const pageCount = counts.pageCount!;
  if (pageCount <= 1) return false;

  const tagText = str(tag, 'Option "tag"');
  const limit = maxLinksCount(maxLinks);
  const span = truthy(modulus) ? positiveCount(modulus, 'modulus') : 0;
  const markup = linkOptions.escape === false;
  const sep = textItem('separator', separator, 'Option "separator"', markup);
  const tagName = checkTagName(tagText);
  const links = linker(paging, linkOptions, checked);
  const pageLink = (i: number) => links.page(i, 'number', tagName);
  const currentPage: CurrentItem = { type: 'current', page, label: String(page), markup: false, tag: tagName };
  const items: PageItem[] = [];
  const add = (item: PageItem | null) => {
    if (item) items.push(item);
  };

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
    const planned = parts.reduce((sum, [count]) => sum + count, 0);
    if (planned > limit) {
      const [count, option] = parts.reduce((most, part) => (part[0] > most[0] ? part : most));
      throw new RangeError(`numbers(): ${planned} links exceed maxLinks (${limit}); Option "${option}" asks for ${count} of them`);
    }

    // The runs are what first() and last() write for the same links, joined by their default
    // separator, with this separator as their edge text when they touch the window.
    const run = (operation: EdgeOperation, title: unknown, touching: boolean): Run => ({
      paging, items, operation, title, page, pageCount, links, tag: tagName, markup,
      separator: ' | ', edge: touching ? separator : null, edgeIsSeparator: touching, maxLinks: limit,
    });
    if (truthy(firstRun) && start > firstCount) runItems(run('first', firstRun, start === firstCount + 1));
    add(textItem('before', before, 'Option "before"', markup));
    for (let i = start; i < page; i++) add(pageLink(i)), add(sep);
    add(currentPage);
    if (page !== pageCount) add(sep);
    for (let i = page + 1; i < end; i++) add(pageLink(i)), add(sep);
    if (end !== page) add(pageLink(end));
    add(textItem('after', after, 'Option "after"', markup));
    if (truthy(lastRun) && end <= pageCount - lastCount) runItems(run('last', lastRun, end + 1 === pageCount));
  } else {
    checkRun(pageCount, limit, 'numbers', 'pages', '; give a modulus to show a window of pages');
    add(textItem('before', before, 'Option "before"', markup));
    for (let i = 1; i <= pageCount; i++) {
      add(i === page ? currentPage : pageLink(i));
      if (i !== pageCount) add(sep);
    }
    add(textItem('after', after, 'Option "after"', markup));
  }
  return items;
}

/**
 * A link to the first page labelled `title`, or, when `title` is an
 * integer, links to pages 1..title followed by `after` ('...' by
 * default). False when there is one page; '' on the first page.
 */
export function first(paging: Paging, title: unknown = __('<< first'), options: PhpArray = {}): string | false {
  const items = edgeItems(paging, title, options, 'first');
  return items && itemsMarkup(paging.tags, items);
}

/**
 * A link to the last page labelled `title`, or, when `title` is an
 * integer, `before` ('...' by default) followed by links to the last
 * `title` pages. False when there is one page; '' on the last page.
 */
export function last(paging: Paging, title: unknown = __('last >>'), options: PhpArray = {}): string | false {
  const items = edgeItems(paging, title, options, 'last');
  return items && itemsMarkup(paging.tags, items);
}

/** What {@link first} writes, as page items; false when there is one page, none on the first page. */
export function firstItems(paging: Paging, title: unknown = __('<< first'), options: PhpArray = {}): PageItem[] | false {
  return edgeItems(paging, title, options, 'first');
}

/** What {@link last} writes, as page items; false when there is one page, none on the last page. */
export function lastItems(paging: Paging, title: unknown = __('last >>'), options: PhpArray = {}): PageItem[] | false {
  return edgeItems(paging, title, options, 'last');
}

/**
 * first() and last() are mirror images: the same run of links or single
 * link, at the start or at the end, with their edge text on the side away
 * from the edge.
 */
function edgeItems(paging: Paging, title: unknown, options: PhpArray, operation: EdgeOperation): PageItem[] | false {
  // first() has `after`, last() has `before`: the text on the side away from its edge.
  const side = operation === 'first' ? 'after' : 'before';
  // The edge text defaults to null ('...' for a run); a missing `model` reads as undefined, taken as null.
  const opts = merge({ tag: 'span', [side]: null, separator: ' | ' }, options);
  const { tag, [side]: edge, model, separator, maxLinks, ...linkOptions } = opts;
  const checked = modelRecord(paging, model);
  if (checked.totalFree) return totalFreeEdge(paging, checked, title, opts, operation);
  const counts = requireCounts(checked, ['pageCount'], operation);
  const pageCount = counts.pageCount!;
  if (pageCount <= 1) return false;
  const tagName = checkTagName(str(tag, 'Option "tag"'));
  const items: PageItem[] = [];
  runItems({
    paging, items, operation, title, page: counts.page ?? 1, pageCount, links: linker(paging, linkOptions, checked),
    tag: tagName, markup: linkOptions.escape === false, separator, edge, edgeIsSeparator: false, maxLinks,
  });
  return items;
}

/** numbersItems() of a record without a total: the current page between `before` and `after`, false on a lone page. */
function totalFreeNumbers(checked: ModelRecord, opts: PhpArray): PageItem[] | false {
  const { tag, before, after } = opts;
  const { page } = requireCounts(checked, ['page'], 'numbers');
  if (!prevOf(checked) && !nextOf(checked)) return false;
  const markup = opts.escape === false;
  const current: CurrentItem = { type: 'current', page: page!, label: String(page), markup: false, tag: checkTagName(str(tag, 'Option "tag"')) };
  const items: Array<PageItem | null> = [textItem('before', before, 'Option "before"', markup), current, textItem('after', after, 'Option "after"', markup)];
  return items.filter((item): item is PageItem => item !== null);
}

/**
 * first() and last() on a record without a total: the last page is
 * unknown, so last() is false; first() is as usual (false with neither a
 * previous nor a next page, none on page 1), read as if the current page
 * were the last.
 */
function totalFreeEdge(paging: Paging, checked: ModelRecord, title: unknown, opts: PhpArray, operation: EdgeOperation): PageItem[] | false {
  const { tag, after: edge, model, separator, maxLinks, ...linkOptions } = opts;
  if (operation === 'last') return false;
  const { page } = requireCounts(checked, ['page'], operation);
  if (!prevOf(checked) && !nextOf(checked)) return false;
  const items: PageItem[] = [];
  runItems({
    paging, items, operation, title, page: page!, pageCount: page!, links: linker(paging, linkOptions, checked),
    tag: checkTagName(str(tag, 'Option "tag"')), markup: linkOptions.escape === false, separator, edge, edgeIsSeparator: false, maxLinks,
  });
  return items;
}

type EdgeOperation = 'first' | 'last';

/** What a first or last run is made from, its options already read. */
interface Run {
  paging: Paging;
  /** Where the run's items go. */
  items: PageItem[];
  operation: EdgeOperation;
  /** An integer: the number of pages in the run; anything else: the label of one link. */
  title: unknown;
  page: number;
  pageCount: number;
  links: Linker;
  tag: string;
  markup: boolean;
  /** Between the links of a run. */
  separator: unknown;
  /** The text on the side away from the edge: `after` of first(), `before` of last() ('...' for a run when null). */
  edge: unknown;
  /** numbers() gives its own separator as the edge text of a run that touches its window. */
  edgeIsSeparator: boolean;
  /** Checked only for a run; the state's when null. */
  maxLinks: unknown;
}

/**
 * What first() or last() writes once its options are read (numbers() calls
 * it with its own, already read): an integer `title` is a run of links (pages
 * 1..title, or the last `title` pages) with `edge` ('...' when null) on the
 * side away from the edge; any other title labels one link to the edge page.
 * Nothing on the edge page itself.
 */
function runItems(run: Run): void {
  const { paging, items, operation, title, page, pageCount, links, tag, markup, edge, edgeIsSeparator } = run;
  const isFirst = operation === 'first';
  // The edge text is first()'s `after` or last()'s `before`.
  const side = isFirst ? 'after' : 'before';
  const edgeName = `Option "${side}"`;
  const from = isFirst ? 1 : pageCount - intval(title) + 1;
  const written: PageItem[] = [];
  let edgeItem: TextItem | null;
  if (isInt(title) && (isFirst ? page > title : page < from)) {
    const limit = run.maxLinks === undefined || run.maxLinks === null ? paging.maxLinks : maxLinksCount(run.maxLinks);
    checkRun(title, limit, operation);
    const sep = textItem('separator', run.separator, 'Option "separator"', markup);
    for (let i = from; i <= (isFirst ? title : pageCount); i++) {
      if (i > from && sep) written.push(sep);
      written.push(links.page(i, 'number', tag));
    }
    edgeItem = textItem(edgeIsSeparator ? 'separator' : 'ellipsis', edge === null ? '...' : edge, edgeName, markup);
  } else if (isFirst ? page > 1 : page < pageCount) {
    written.push(links.link(title, { page: isFirst ? 1 : pageCount }, operation, tag));
    edgeItem = textItem(edgeIsSeparator ? 'separator' : side, edge, edgeName, markup);
  } else {
    return;
  }
  if (!isFirst && edgeItem) items.push(edgeItem);
  for (const item of written) items.push(item);
  if (isFirst && edgeItem) items.push(edgeItem);
}

/** A text item, or null for an empty text (nothing to write); `what` names the value in the TypeError of one with no text. */
function textItem(type: TextItem['type'], value: unknown, what: string, markup: boolean): TextItem | null {
  const text = str(value, what);
  return text === '' ? null : { type, text, markup };
}

/** A run of `length` links (or pages, with a `hint` what to do about them) must stay within the `maxLinks` limit. */
function checkRun(length: number, limit: number, operation: string, what = 'links', hint = ''): void {
  if (length > limit) throw new RangeError(`${operation}(): ${length} ${what} exceed maxLinks (${limit})${hint}`);
}
