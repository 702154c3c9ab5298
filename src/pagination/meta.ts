/**
 * `meta()`: the `<link rel="prev|next|first|last" href>` elements of a paged
 * page, for the document head, in the spirit of CakePHP 5's
 * `PaginatorHelper::meta()`. Search engines and browsers read them as the
 * page's neighbours in the sequence. It is an operation beside the
 * interface's (DESIGN §5): it writes only links the record says exist, with
 * the URLs `prev()`, `next()`, `first()` and `last()` would write.
 *
 * @module
 */
import type { LinkItem } from './items.js';
import { linker } from './link.js';
import { modelRecord, nextOf, prevOf, requireCounts, type Paging } from './paging.js';
import { stepItem, stepPage } from './prev-next.js';
import { cursorOf } from './countless.js';
import { describe, isPlainObject, type PhpArray } from '../shared/php.js';
import { escapeUrl } from './items-markup.js';

/** Which links {@link meta} writes, and for which model. */
export interface MetaOptions {
  /** The model (default: the default model). */
  model?: string | null;
  /** A link to the previous page, when there is one. Default true. */
  prev?: boolean;
  /** A link to the next page, when there is one. Default true. */
  next?: boolean;
  /** A link to the first page, when this is not it. Default false. */
  first?: boolean;
  /** A link to the last page, when this is not it and the record knows its page count. Default false. */
  last?: boolean;
  /**
   * Scheme and host put before each URL (`https://example.org`), since a
   * link in the head is best absolute; default none (URLs as the links
   * write them).
   */
  fullBase?: string;
}

/** One link relation of a page and its URL (unescaped). */
export interface MetaLink {
  rel: 'prev' | 'next' | 'first' | 'last';
  href: string;
}

const FLAGS = ['prev', 'next', 'first', 'last'] as const;

/**
 * The link relations of the current page, in the order prev, next, first,
 * last: each one asked for and that exists. A record without a page count
 * (or a cursor record) gives no `last`.
 */
export function metaLinks(paging: Paging, options: MetaOptions = {}): MetaLink[] {
  const { fullBase, links } = neighbours(paging, options);
  return links.map(({ rel, item }) => ({ rel, href: fullBase + item.url }));
}

/**
 * The `<link>` elements of {@link metaLinks}, URLs escaped, one after the
 * other; `''` when there are none.
 *
 * @example
 * `<head>${meta(paging, { first: true, last: true, fullBase: 'https://example.org' })}</head>`
 */
export function meta(paging: Paging, options: MetaOptions = {}): string {
  const { fullBase, links } = neighbours(paging, options);
  // HTML escapes character by character: the base escaped, then each URL as its link carries it escaped (or escaped
  // here), is the whole href escaped.
  const base = escapeUrl(fullBase);
  let out = '';
  for (const { rel, item } of links) out += `<link rel="${rel}" href="${base}${item.escapedUrl ?? escapeUrl(item.url)}">`;
  return out;
}

/** The options checked, and the link of each relation asked for that exists, in order. */
function neighbours(paging: Paging, options: MetaOptions): { fullBase: string; links: Array<{ rel: MetaLink['rel']; item: LinkItem }> } {
  if (!isPlainObject(options as unknown)) throw new TypeError(`meta(): options must be an object, got ${describe(options)}`);
  const { model = null, fullBase = '' } = options;
  for (const flag of FLAGS) {
    const value = options[flag];
    if (value !== undefined && typeof value !== 'boolean') throw new TypeError(`meta(): option "${flag}" must be a boolean, got ${describe(value)}`);
  }
  if (typeof fullBase !== 'string' || (fullBase !== '' && !/^https?:\/\/[^/?#\s]+$/i.test(fullBase))) {
    throw new TypeError(`meta(): option "fullBase" must be a scheme and host such as "https://example.org", got ${describe(fullBase)}`);
  }
  const checked = modelRecord(paging, model);
  const { page = 1, pageCount } = requireCounts(checked, ['page'], 'meta');
  const linkOptions: PhpArray = { model };
  const links: Array<{ rel: MetaLink['rel']; item: LinkItem }> = [];
  const add = (rel: MetaLink['rel'], item: LinkItem | null | { type: string }) => {
    if (item && item.type === 'link') links.push({ rel, item: item as LinkItem });
  };
  const pages = linker(paging, linkOptions, checked);
  // The page prev() and next() link to, from the links of the page numbers (the same URLs, without reading the
  // options prev() and next() take); a record that reaches its neighbours by cursor gets prev() and next()'s own.
  const step = (rel: 'prev' | 'next', by: 1 | -1) => cursorOf(checked, rel) === null
    ? pages.page(stepPage({ page, pageCount }, by), rel, null)
    : stepItem(paging, by, '', linkOptions, null, {}, checked);
  if (options.prev !== false && prevOf(checked)) add('prev', step('prev', -1));
  if (options.next !== false && nextOf(checked)) add('next', step('next', 1));
  if (options.first === true && page > 1) add('first', pages.page(1, 'first', null));
  if (options.last === true && pageCount !== undefined && page < pageCount) add('last', pages.page(pageCount, 'last', null));
  return { fullBase, links };
}
