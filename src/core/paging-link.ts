/**
 * The interface's `link()` and `url()` — a link to a page of a model's
 * record set, keeping its current paging options — and the sort state
 * (`sortKey()`, `sortDir()`) the URL is written from.
 *
 * @module
 */
import { current, params, type Paging } from './paging.js';
import { empty, filter, isPlainObject, looseEqual, merge, str, toArray, truthy, type PhpArray } from './php.js';
import { ajaxLinkMarkup, linkMarkup } from './tag-markup.js';

/** Pagination options that steer the helper and are never written as link attributes. */
const NON_ATTRIBUTE_OPTIONS = ['model', 'url', 'sort', 'direction', 'format', 'separator', 'maxLinks'];

/**
 * The field the record set is sorted by, without its model prefix, from
 * `sort` or `order` of the options (default: the record's defaults merged
 * with its options), or null when it is not sorted.
 */
export function sortKey(paging: Paging, model: string | null = null, options: PhpArray = {}): string | null {
  return sortKeyOf(empty(options) ? recordOptions(paging, model) : options);
}

/** The sort direction: 'desc' when the options say so, otherwise 'asc' (never null). */
export function sortDir(paging: Paging, model: string | null = null, options: PhpArray = {}): 'asc' | 'desc' {
  const opts = empty(options) ? recordOptions(paging, model) : options;
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
  // The model of this call, not of the default options; a missing model reads as undefined, taken as null.
  const model = toArray(options).model as string | null;
  // A missing `escape` is left to linkMarkup(), whose default (escape) it is.
  const opts = merge(paging.defaultLinkOptions, options);
  // merge() reads a missing `url` option as an empty array.
  const urlArray = merge(opts.url, url);
  for (const key of NON_ATTRIBUTE_OPTIONS) delete opts[key];

  const parts = merge({ page: current(paging, model) }, pagingUrl(paging, urlArray, true, model) as PhpArray);
  // Rule 5: falsy parts go, but a plugin explicitly cleared stays cleared.
  const href = paging.buildUrl('plugin' in parts ? merge(filter(parts), { plugin: parts.plugin }) : filter(parts));
  // An `update` option, null or undefined aside, makes it an Ajax link.
  const ajax = opts.update != null;
  return (ajax ? ajaxLinkMarkup : linkMarkup)(paging.tags, title, href, opts);
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
  const record = params(paging, model);
  const defaults = toArray(record?.defaults);
  const currentOptions = merge(defaults, record?.options);
  const changed: PhpArray = {};
  for (const key of Object.keys(currentOptions)) {
    if (!(key in defaults) || !looseEqual(currentOptions[key], defaults[key])) changed[key] = currentOptions[key];
  }
  const url = merge(filter(changed), options);
  if (url.order != null) {
    let sort: string | null = null;
    let direction: unknown = null;
    if (typeof url.order === 'object') {
      sort = sortKeyOf(url);
      direction = Object.values(url.order as PhpArray)[0] ?? null;
    }
    delete url.order;
    // Set after the order is dropped: a key the URL does not have yet goes last, where merge() would put it.
    url.sort = sort;
    url.direction = direction;
  }
  return asArray ? url : paging.buildUrl(url);
}

/** The record's defaults merged with its options: what sortKey and sortDir read when given no options. */
function recordOptions(paging: Paging, model: string | null): PhpArray {
  const record = params(paging, model);
  return merge(record?.defaults, record?.options);
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
