/**
 * The interface's `link()` and `url()` — a link to a page of a model's
 * record set, keeping its current paging options — and the sort state
 * (`sortKey()`, `sortDir()`) the URL is written from.
 *
 * @module
 */
import { attributeEntries } from './attributes.js';
import { itemsMarkup } from './items-markup.js';
import type { LinkItem, LinkRole } from './items.js';
import { modelRecord, pageOf, type ModelRecord, type Paging } from './paging.js';
import type { LinkOptionsRead } from './record.js';
import { empty, filter, isPlainObject, looseEqual, merge, str, toArray, truthy, type PhpArray } from '../shared/php.js';
import { ajaxAttributes } from './tags.js';
import type { UrlParts } from './router.js';

/**
 * The field the record set is sorted by, without its model prefix, from
 * `sort` or `order` of the options (default: the record's defaults merged
 * with its options), or null when it is not sorted.
 */
export function sortKey(paging: Paging, model: string | null = null, options: PhpArray = {}): string | null {
  return sortKeyOf(empty(options) ? recordOptions(modelRecord(paging, model)) : options);
}

/** The sort direction: 'desc' when the options say so, otherwise 'asc' (never null). */
export function sortDir(paging: Paging, model: string | null = null, options: PhpArray = {}): 'asc' | 'desc' {
  return sortDirOf(empty(options) ? recordOptions(modelRecord(paging, model)) : options);
}

/** The sort field of a record read, as {@link sortKey} gives it without options. */
export function recordSortKey(checked: ModelRecord): string | null {
  return sortKeyOf(recordOptions(checked));
}

/** The sort direction of a record read, as {@link sortDir} gives it without options. */
export function recordSortDir(checked: ModelRecord): 'asc' | 'desc' {
  return sortDirOf(recordOptions(checked));
}

/** Both from one reading of the record's options, the direction read only when asked (a sort link asks when it is sorted by its field). */
export function recordSort(checked: ModelRecord): { key: string | null; direction(): 'asc' | 'desc' } {
  const options = recordOptions(checked);
  return { key: sortKeyOf(options), direction: () => sortDirOf(options) };
}

function sortDirOf(opts: PhpArray): 'asc' | 'desc' {
  let direction: unknown = null;
  if (opts.direction !== undefined && opts.direction !== null) {
    direction = opts.direction;
  } else if (isPlainObject(opts.order) || Array.isArray(opts.order)) {
    direction = Object.values(opts.order)[0];
  }
  return str(direction, 'Option "direction"').toLowerCase() === 'desc' ? 'desc' : 'asc';
}

/**
 * A link to a page of the model's record set: the URL array merged over
 * the `url` option, the current paging options and the current page. An
 * `update` option (here or in the default options) makes it an Ajax link.
 */
export function link(paging: Paging, title: unknown, url: unknown = {}, options: PhpArray = {}): string {
  return itemsMarkup(paging.tags, [linker(paging, options).link(title, url, 'page')]);
}

/** What the links of one call share, worked out once: see {@link linker}. */
export interface Linker {
  /** A link labelled `title` to the URL array `url`, merged over the `url` option and the paging options. */
  link(title: unknown, url: unknown, role: LinkRole, wrap?: string | null): LinkItem;
  /** A link to page `page`, labelled with its number. */
  page(page: number, role: LinkRole, wrap: string | null): LinkItem;
  /** The URL array {@link Linker.link} writes the URL of, its falsy parts left out. */
  target(url: unknown): PhpArray;
  /**
   * The parts of the URL of the record's page with the parts `own` left out
   * (a GET form's action and fields: see get-form.ts), when the Linker keeps
   * them: a frozen record's shared Linker (frozen-links.ts) writes them once
   * for its route and URL options. Absent, the form writes them itself.
   */
  formParts?(own: readonly string[]): UrlParts;
}

/**
 * The links of one call to the pagination operations, with what they share
 * worked out once — the options merged over the default options, their
 * attributes (checked as writing them would check them), the record's
 * paging options and its current page — so that a run of page links costs
 * little more than its URLs. `link()` is one such link. `checked` is the
 * record of the options' model when the caller has read it already.
 */
export function linker(paging: Paging, options: PhpArray = {}, checked?: ModelRecord): Linker {
  // The model of this call, not of the default options; a missing model reads as undefined, taken as null.
  checked ??= modelRecord(paging, toArray(options).model);
  const opts = merge(paging.defaultLinkOptions, options);
  return paging.linkers?.(checked, opts, linkerOf) ?? linkerOf(paging, opts, checked);
}

/** {@link linker} for link options merged over the default ones already: what {@link Paging.linkers} makes a Linker with. */
export function linkerOf(paging: Pick<Paging, 'buildUrl'>, opts: PhpArray, checked: ModelRecord): Linker {
  // The options that steer the helper are never written as attributes; taken out without `delete`, which slows every later read.
  const { escape, model: _model, url: urlOption, sort: _sort, direction: _direction, format: _format, separator: _separator, maxLinks: _maxLinks, ...rest } = opts;
  const markup = escape === false;
  // An `update` option, null or undefined aside, makes it an Ajax link.
  const attributes = rest.update != null ? ajaxAttributes(rest) : rest;
  attributeEntries(attributes);
  const page = pageOf(checked);
  const recordUrl = recordUrlOptions(checked);
  /** The URL array of a link: `url` merged over the `url` option, the paging options and the page, before falsy parts go. */
  const partsOf = (url: unknown): PhpArray => orderAsSort(merge({ page }, recordUrl, urlOption, url));
  // Rule 5: falsy parts go, but a plugin explicitly cleared stays cleared.
  const kept = (parts: PhpArray): PhpArray => ('plugin' in parts ? merge(filter(parts), { plugin: parts.plugin }) : filter(parts));
  const build = (url: unknown): [parts: PhpArray, href: string] => {
    const parts = partsOf(url);
    return [parts, paging.buildUrl(kept(parts))];
  };
  /** The URL of a page link written once with a mark for the page, split there; null when the mark shows up elsewhere. */
  let pageUrl: [string, string] | null | undefined;
  return {
    target: (url) => kept(partsOf(url)),
    link(title, url, role, wrap = null) {
      const [parts, href] = build(url);
      return { type: 'link', role, page: pageNumber(parts.page), url: href, label: str(title, 'Title'), markup, attributes, wrap };
    },
    page(to, role, wrap) {
      if (pageUrl === undefined) {
        const pieces = build({ page: PAGE_MARK })[1].split(PAGE_MARK);
        pageUrl = pieces.length === 2 ? (pieces as [string, string]) : null;
      }
      const href = pageUrl ? pageUrl[0] + to + pageUrl[1] : build({ page: to })[1];
      return { type: 'link', role, page: to, url: href, label: String(to), markup, attributes, wrap };
    },
  };
}

/**
 * Stands for the page number in the one URL {@link linker} writes for all
 * the page links of a call: letters only, which URL encoding leaves as they
 * are. A URL that holds it anyway is written in full for each page.
 */
const PAGE_MARK = 'pagingElementsPageMark';

/** A page number of a URL part: a positive integer, or a string of one; null for anything else. */
export function pageNumber(value: unknown): number | null {
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/**
 * The interface's `url()`: the URL of the model's current paging options
 * (those that differ from its defaults) overridden by `options`, as a
 * string or, with `asArray`, as the URL array. An `order` array becomes
 * `sort` and `direction`.
 */
export function pagingUrl(
  paging: Paging, options: PhpArray = {}, asArray = false, model: string | null = null,
): string | PhpArray {
  const url = orderAsSort(merge(recordUrlOptions(modelRecord(paging, model)), options));
  return asArray ? url : paging.buildUrl(url);
}

/** The record's paging options that differ from its defaults, falsy ones left out: what every URL keeps. */
function recordUrlOptions(checked: ModelRecord): PhpArray {
  return readOptions(checked).url;
}

/** The record's defaults merged with its options: what sortKey and sortDir read when given no options. */
function recordOptions(checked: ModelRecord): PhpArray {
  return readOptions(checked).options;
}

/**
 * The options of a record read, worked out once for all the links of the
 * call that read it (a sort link reads them for its direction and its URL,
 * meta() for four URLs). Never changed once made: links merge them into
 * URL arrays of their own.
 */
function readOptions(checked: ModelRecord): LinkOptionsRead {
  if (!checked.linkOptions) {
    const defaults = toArray(checked.record?.defaults);
    const options = merge(defaults, checked.record?.options);
    // Filtered as they are found (falsy ones left out), in one pass.
    const url: PhpArray = {};
    for (const key of Object.keys(options)) {
      if (truthy(options[key]) && !(key in defaults && looseEqual(options[key], defaults[key]))) url[key] = options[key];
    }
    checked.linkOptions = { options, url };
  }
  return checked.linkOptions;
}

/**
 * A URL array with an `order` turned into `sort` and `direction`: the array
 * itself when it has none, else a copy without it (a `delete` would slow
 * every later read of it: on a sorted page, every link's).
 */
function orderAsSort(url: PhpArray): PhpArray {
  if (url.order == null) return url;
  const { order, ...rest } = url;
  const isArray = typeof order === 'object';
  // Set after the order is dropped: a key the URL does not have yet goes last, where merge() would put it.
  rest.sort = isArray ? sortKeyOf(url) : null;
  rest.direction = isArray ? Object.values(order as PhpArray)[0] ?? null : null;
  return rest;
}

/** sortKey() of options already chosen: `sort`, else the first key of an `order` array, else an `order` string. */
function sortKeyOf(opts: PhpArray): string | null {
  if (truthy(opts.sort)) return firstWord(opts.sort, 'Option "sort"');
  if (isPlainObject(opts.order) || Array.isArray(opts.order)) {
    const key = Object.keys(opts.order)[0];
    return key === undefined ? null : key.replace(/.*\./, '');
  }
  if (typeof opts.order === 'string') return firstWord(opts.order, 'Option "order"');
  return null;
}

/** The first word after an optional `Model.` prefix: `'Article.date ASC'` → `'date'`. */
function firstWord(value: unknown, what: string): string {
  const text = str(value, what);
  return /(?:\w+\.)?(\w+)/.exec(text)?.[1] ?? text;
}
