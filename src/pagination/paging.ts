/**
 * What the pagination operations render against — the paging records, the
 * default link options, the tag templates and a URL builder — and the
 * operations that read the records. `PaginatorHelper` is one such object;
 * {@link createPaging} makes a bare one, so that a page can render
 * pagination without the helper classes (the elements do).
 *
 * @module
 */
import {
  checkRecord, countOf, countsOf, type CheckedRecord, type CountField, type LinkOptionsRead, type PagingRecord, type ReadRecord,
} from './record.js';
import { describe, empty, filter, isNumeric, isPlainObject, merge, str, toArray, truthy, type PhpArray } from '../shared/php.js';
import { arrayUrl, arrayUrlParts, assertPath, type RouteContext, type UrlArray, type UrlParts, type UrlStyle } from './router.js';
import { DEFAULT_TAGS, type TagTemplates } from './tags.js';
import type { Linker, linkerOf } from './link.js';

/** The state the pagination operations read and write. */
export interface Paging {
  /** The request; `params.paging` holds one paging record per model. */
  readonly request: { params: PhpArray };
  /** The interface's `options` property: default options for every link. */
  defaultLinkOptions: PhpArray;
  /** Most links an unwindowed `numbers()` (or a first/last run) may emit. */
  maxLinks: number;
  /** Tag templates links and tags are written with. */
  tags: TagTemplates;
  /** Cached default model; null until one is found. */
  __defaultModel: string | null;
  /**
   * The URL string of a URL array (or string). The operations only ever
   * pass URL arrays; a {@link createPaging} state takes nothing else.
   */
  buildUrl(url: unknown): string;
  /** The parts of the URL {@link Paging.buildUrl} writes for a URL array (a GET form's action and fields). */
  urlParts(url: UrlArray): UrlParts;
  /**
   * Records checked already, by model (the elements check a record once,
   * when it arrives; the PaginatorHelper keeps a reading of each frozen
   * record): {@link modelRecord} takes a model's from here while
   * `params.paging` still holds that very record, and checks it itself
   * otherwise.
   */
  readonly checked?: CheckedRecords;
  /**
   * Links shared between calls that write the same ones: a {@link Linker}
   * for the record read and the link options (merged over the default
   * ones), made with `make` or kept from an earlier call; undefined when
   * the call makes its own. The PaginatorHelper shares those of a frozen
   * record (frozen-links.ts).
   */
  linkers?(checked: ModelRecord, options: PhpArray, make: typeof linkerOf): Linker | undefined;
}

/** Records checked already, by model: a map, or anything that answers `get()` as one. */
export interface CheckedRecords {
  get(model: string): CheckedRecord | undefined;
}

/** What {@link createPaging} builds a {@link Paging} from. */
export interface PagingInit {
  /** Paging records by model. */
  paging: PhpArray;
  /** Path (and query) of the current page. */
  here: string;
  /** Base path of the application; default `''`. */
  base?: string;
  /** How URL arrays are written; default `query`. */
  urlStyle?: UrlStyle;
  /** Default link options, as {@link options} takes them (`url`, `update`, `indicator`...). */
  options?: PhpArray | string;
  /** Default 10,000; at most 100,000. */
  maxLinks?: number;
  /** The records of `paging` as {@link checkRecord} read them, by model, where the caller has them. */
  checked?: ReadonlyMap<string, CheckedRecord>;
}

/** A {@link Paging} over the given records, for the pagination operations of this package. */
export function createPaging(init: PagingInit): Paging {
  const base = assertPath('base', init.base ?? '');
  const here = assertPath('here', init.here);
  const urlStyle = init.urlStyle ?? 'query';
  if (urlStyle !== 'query' && urlStyle !== 'named') {
    throw new TypeError(`urlStyle must be "query" or "named", got ${describe(urlStyle)}`);
  }
  const params = { paging: init.paging };
  const context: RouteContext = { base, here, params, urlStyle, argSeparator: ':', href: '' };
  const paging: Paging = {
    request: { params },
    defaultLinkOptions: {},
    maxLinks: init.maxLinks === undefined ? 10_000 : maxLinksCount(init.maxLinks),
    tags: DEFAULT_TAGS,
    __defaultModel: null,
    // link() and pagingUrl() make a URL array of any url they are given, so the
    // state needs arrayUrl() only, not routeUrl()'s string URLs and scheme checks.
    buildUrl: (url) => {
      if (typeof url !== 'object' || url === null) {
        throw new TypeError(`buildUrl() of createPaging() takes a URL array, got ${describe(url)}`);
      }
      return arrayUrl(url as UrlArray, context);
    },
    urlParts: (url) => arrayUrlParts(url, context),
    checked: init.checked,
  };
  if (init.options !== undefined) options(paging, init.options);
  return paging;
}

/** The paging record of the model (default model when empty), or null when there is none. */
export function params(paging: Paging, model: string | null = null): PagingRecord | null {
  return lookup(paging, model)[1];
}

/** The default model: the cached one, else the first key of `params.paging`, else null. */
export function defaultModel(paging: Paging): string | null {
  if (paging.__defaultModel !== null) return paging.__defaultModel;
  const records = paging.request.params.paging;
  if (!isPlainObject(records) || empty(records)) return null;
  return (paging.__defaultModel = Object.keys(records)[0]);
}

/** The model a call is about (the default model when it names none) and its record, or null for either. */
function lookup(paging: Paging, model: unknown): [name: string | null, record: PagingRecord | null] {
  const name = empty(model) ? defaultModel(paging) : str(model, 'Option "model"');
  const records = paging.request.params.paging;
  const record = name === null || !isPlainObject(records) || empty(records[name]) ? null : records[name];
  return [name, record as PagingRecord | null];
}

/**
 * Sets default options for every link. A string means `{update: string}`;
 * `paging` and a key named after the default model are merged into the
 * paging records; the rest is merged over the current defaults, and falsy
 * values are dropped.
 */
export function options(paging: Paging, options: PhpArray | string = {}): void {
  const opts: PhpArray = typeof options === 'string' ? { update: options } : { ...options };
  const request = paging.request.params;
  if (truthy(opts.paging)) {
    request.paging = merge(request.paging, opts.paging);
    delete opts.paging;
  }
  const model = defaultModel(paging);
  if (model !== null && truthy(opts[model])) {
    const records = toArray(request.paging);
    request.paging = { ...records, [model]: merge(records[model], opts[model]) };
    delete opts[model];
  }
  paging.defaultLinkOptions = filter(merge(paging.defaultLinkOptions, opts));
}

/** A model a call names that has no record: the model's name, or null when there is no model at all. */
export interface NoRecord {
  readonly model: string | null;
  readonly record: null;
  readonly totalFree: false;
  linkOptions?: LinkOptionsRead;
}

/** The record a call is about, as read once for the call: checked, or none. */
export type ModelRecord = CheckedRecord | NoRecord;

/**
 * The record of the model a call names (the default model when it names
 * none), checked: what an operation reads once and hands to everything
 * under it. Never throws for the record's counts (see {@link CheckedRecord});
 * a model option that is not text is a TypeError.
 */
export function modelRecord(paging: Paging, model: unknown): ModelRecord {
  const [name, record] = lookup(paging, model);
  if (record === null) return { model: name, record: null, totalFree: false };
  const known = paging.checked?.get(name!);
  return known && known.record === record ? known : checkRecord(record, name!);
}

/** The current page of the model, or 1 when its record has none. */
export function current(paging: Paging, model: string | null = null): number {
  return pageOf(modelRecord(paging, model));
}

/** True when the model's record says a previous page exists (or, lacking `prevPage`, its page is past 1). */
export function hasPrev(paging: Paging, model: string | null = null): boolean {
  return prevOf(modelRecord(paging, model));
}

/** True when the model's record says a next page exists (or, lacking `nextPage`, its page is before its page count). */
export function hasNext(paging: Paging, model: string | null = null): boolean {
  return nextOf(modelRecord(paging, model));
}

/** True when `page` is within the model's page count; a numeric first argument is the page. */
export function hasPage(paging: Paging, model: string | number | null = null, page: number | string = 1): boolean {
  if (isNumeric(model)) {
    page = model as number | string;
    model = null;
  }
  if (!isNumeric(page)) throw new TypeError(`hasPage(): page must be a number, got ${describe(page)}`);
  const pageCount = countsOrNull(modelRecord(paging, model))?.pageCount;
  return pageCount !== undefined && Number(page) <= pageCount;
}

/** {@link current} of a record read: its page, or 1 when it has none. */
export function pageOf(checked: ModelRecord): number {
  return countsOrNull(checked)?.page ?? 1;
}

/** {@link hasPrev} of a record read. */
export function prevOf(checked: ModelRecord): boolean {
  return countsOrNull(checked)?.prevPage ?? false;
}

/** {@link hasNext} of a record read. */
export function nextOf(checked: ModelRecord): boolean {
  return countsOrNull(checked)?.nextPage ?? false;
}

/** The counts of a record read (bad counts are a TypeError even where unread), or null when there is no record. */
function countsOrNull(checked: ModelRecord): ReadRecord | null {
  return checked.record === null ? null : countsOf(checked);
}

/** The counts of a record read, with the listed fields required; no record is a TypeError naming the operation. */
export function requireCounts(checked: ModelRecord, required: readonly CountField[], operation: string): ReadRecord {
  if (checked.record === null) {
    const which = checked.model === null ? '' : ` for model "${checked.model}"`;
    throw new TypeError(`${operation}(): params.paging holds no paging record${which}`);
  }
  return countsOf(checked, required);
}

// Text options are escaped as link titles are (linkMarkup() uses it too).
export { escaper } from './tags.js';

/** A count option (modulus, step, maxLinks): a positive integer or a string of one. */
export function positiveCount(value: unknown, name: string): number {
  return countOf(value, 1, `Option "${name}"`);
}

/**
 * The highest maxLinks: ten times the default, some ten megabytes of links. maxLinks is there
 * to bound the work of one call; a limit of 10^12 would bound nothing, and one call would build
 * links until memory runs out.
 */
const MAX_LINKS_CEILING = 100_000;

/** The maxLinks option: a positive integer or a string of one, at most {@link MAX_LINKS_CEILING}. */
export function maxLinksCount(value: unknown): number {
  const count = positiveCount(value, 'maxLinks');
  if (count > MAX_LINKS_CEILING) {
    throw new RangeError(`Option "maxLinks" must be at most ${MAX_LINKS_CEILING}, got ${count}`);
  }
  return count;
}
