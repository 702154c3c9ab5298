/**
 * The interface's PaginatorHelper: previous/next, sort, page-number,
 * first/last links and counter strings for paged record sets, rendered as
 * HTML strings. Each operation follows the numbered rules of the
 * interface's "PaginatorHelper operations"; the comments name the rule
 * where the code would otherwise surprise.
 *
 * @module
 */
import { AjaxHelper } from './ajax-helper.js';
import { Helper, type HelperInit } from './helper.js';
import { HtmlHelper } from './html-helper.js';
import { __ } from './i18n.js';
import { humanize } from './inflector.js';
import { readCounts, type CountField, type PagingCounts, type PagingRecord } from './paging-record.js';
import {
  empty, filter, h, intval, isInt, isNumeric, isPlainObject, looseEqual, merge, str, toArray, truthy,
  type PhpArray,
} from './php.js';

/** What a PaginatorHelper is constructed from. */
export interface PaginatorHelperInit extends HelperInit {
  /** Default options for pagination links, applied through {@link PaginatorHelper.options}. */
  options?: PhpArray | string;
  /** Most links an unwindowed `numbers()` (or a first/last run) may emit; default 10,000. */
  maxLinks?: number;
}

/** Pagination options that steer the helper and are never written as link attributes. */
const NON_ATTRIBUTE_OPTIONS = ['model', 'sort', 'direction', 'format', 'separator', 'maxLinks'];

/** Generates pagination links and counters from the paging records in `params.paging`. */
export class PaginatorHelper extends Helper {
  /** Helper dependencies: Html renders plain links, Ajax the links with an `update` target. */
  override helpers = ['Html', 'Ajax'];
  /** The Html helper links and tags are rendered through. */
  Html: HtmlHelper;
  /** The Ajax helper links with an `update` option are rendered through. */
  Ajax: AjaxHelper;
  /** The interface's `options` property: default options for pagination links. */
  defaultLinkOptions: PhpArray = {};
  /** Cached default model; null until one is found. */
  __defaultModel: string | null = null;
  /** Most links one call may emit without a window. */
  maxLinks: number;

  constructor(init: PaginatorHelperInit = {}) {
    super({ ...init, params: { ...(init.params ?? {}) } });
    this.maxLinks = init.maxLinks === undefined ? 10_000 : positiveCount(init.maxLinks, 'maxLinks');
    this.Html = this.dependency(new HtmlHelper(init));
    this.Ajax = this.dependency(new AjaxHelper(init));
    if (init.options !== undefined) this.options(init.options);
  }

  /** The paging record of the model (default model when empty), or null when there is none. */
  params(model: string | null = null): PagingRecord | null {
    const name = empty(model) ? this.defaultModel() : model;
    const paging = this.request.params.paging;
    if (name === null || !isPlainObject(paging) || empty(paging[name])) return null;
    return paging[name] as PagingRecord;
  }

  /**
   * Sets default options for every link. A string means `{update: string}`;
   * `paging` and a key named after the default model are merged into the
   * paging records; the rest is merged over the current defaults, and falsy
   * values are dropped.
   */
  options(options: PhpArray | string = {}): void {
    const opts: PhpArray = typeof options === 'string' ? { update: options } : { ...options };
    const params = this.request.params;
    if (truthy(opts.paging)) {
      params.paging = merge(params.paging, opts.paging);
      delete opts.paging;
    }
    const model = this.defaultModel();
    if (model !== null && truthy(opts[model])) {
      const paging = toArray(params.paging);
      params.paging = { ...paging, [model]: merge(paging[model], opts[model]) };
      delete opts[model];
    }
    this.defaultLinkOptions = filter(merge(this.defaultLinkOptions, opts));
  }

  /** The current page of the model, or 1 when its record has none. */
  current(model: string | null = null): number {
    return this.counts(model)?.page ?? 1;
  }

  /**
   * The field the record set is sorted by, without its model prefix, from
   * `sort` or `order` of the options (default: the record's defaults merged
   * with its options), or null when it is not sorted.
   */
  sortKey(model: string | null = null, options: PhpArray = {}): string | null {
    const opts = empty(options) ? this.recordOptions(model) : options;
    if (truthy(opts.sort)) return firstWord(opts.sort);
    if (isPlainObject(opts.order) || Array.isArray(opts.order)) {
      const key = Object.keys(opts.order)[0];
      return key === undefined ? null : key.replace(/.*\./, '');
    }
    if (typeof opts.order === 'string') return firstWord(opts.order);
    return null;
  }

  /** The sort direction: 'desc' when the options say so, otherwise 'asc' (never null). */
  sortDir(model: string | null = null, options: PhpArray = {}): 'asc' | 'desc' {
    const opts = empty(options) ? this.recordOptions(model) : options;
    let direction: unknown = null;
    if (opts.direction !== undefined && opts.direction !== null) {
      direction = opts.direction;
    } else if (isPlainObject(opts.order) || Array.isArray(opts.order)) {
      direction = Object.values(opts.order)[0];
    }
    return str(direction).toLowerCase() === 'desc' ? 'desc' : 'asc';
  }

  /** A link to the previous page; null (or the disabled title in a `div`) when there is none. */
  prev(title: unknown = __('<< Previous'), options: PhpArray = {}, disabledTitle: unknown = null, disabledOptions: PhpArray = {}): string | null {
    return this.pagingLink(-1, title, options, disabledTitle, disabledOptions);
  }

  /** A link to the next page; null (or the disabled title in a `div`) when there is none. */
  next(title: unknown = __('Next >>'), options: PhpArray = {}, disabledTitle: unknown = null, disabledOptions: PhpArray = {}): string | null {
    return this.pagingLink(1, title, options, disabledTitle, disabledOptions);
  }

  /**
   * A link that sorts by `key` (default: the title), ascending, or
   * descending when the set is already sorted ascending by it. Without a
   * key the title is humanized (`'author_id'` → `'Author'`) and translated;
   * an object title picks its entry for the chosen direction.
   */
  sort(title: unknown, key: string | null = null, options: PhpArray = {}): string {
    const opts = merge({ url: {}, model: null }, options);
    const url = opts.url;
    delete opts.url;
    if (empty(key)) {
      key = str(title);
      title = __(humanize(key.replace(/_id$/, '')));
    }
    const dot = key!.lastIndexOf('.');
    const prefix = dot >= 0 ? key!.slice(0, dot + 1) : '';
    const field = key!.slice(dot + 1);
    const model = opts.model as string | null;
    const sorted = this.sortKey(model);
    const isSorted = sorted === field || (sorted !== null && sorted === `${prefix}${field}`);
    const direction = isSorted && this.sortDir(model) === 'asc' ? 'desc' : 'asc';
    if (isPlainObject(title)) {
      if (!(direction in title)) {
        throw new TypeError(`sort(): the title object has no entry for the direction "${direction}"`);
      }
      title = title[direction];
    }
    return this.link(title, merge({ sort: prefix + field, direction }, url, { order: null }), opts);
  }

  /**
   * A link to a page of the model's record set: the URL array merged over
   * the `url` option, the current paging options and the current page. An
   * `update` option (here or in the default options) makes it an Ajax link.
   */
  link(title: unknown, url: unknown = {}, options: PhpArray = {}): string {
    let opts = merge({ model: null, escape: true }, options);
    const model = opts.model as string | null;
    delete opts.model;
    if (!empty(this.defaultLinkOptions)) opts = merge(this.defaultLinkOptions, opts);
    if (opts.url !== undefined && opts.url !== null) {
      url = merge(toArray(opts.url), toArray(url));
    }
    delete opts.url;
    for (const key of NON_ATTRIBUTE_OPTIONS) delete opts[key];

    const parts = merge({ page: this.current(model) }, this.url(toArray(url), true, model) as PhpArray);
    // Rule 5: falsy parts go, but a plugin explicitly cleared stays cleared.
    const href = 'plugin' in parts ? merge(filter(parts), { plugin: parts.plugin }) : filter(parts);
    const helper = opts.update !== undefined && opts.update !== null ? this.Ajax : this.Html;
    return helper.link(title, href, opts);
  }

  /**
   * The URL of the model's current paging options (those that differ from
   * its defaults) overridden by `options`, as a string or, with `asArray`,
   * as the URL array. An `order` array becomes `sort` and `direction`.
   */
  url(options: PhpArray = {}, asArray = false, model: string | null = null): string | PhpArray {
    const record = this.params(model);
    const defaults = toArray(record?.defaults);
    const current = merge(defaults, record?.options);
    const changed: PhpArray = {};
    for (const key of Object.keys(current)) {
      if (!(key in defaults) || !looseEqual(current[key], defaults[key])) changed[key] = current[key];
    }
    let url = merge(filter(changed), options);
    if (url.order !== undefined && url.order !== null) {
      let sort: string | null = null;
      let direction: unknown = null;
      if (typeof url.order === 'object') {
        sort = this.sortKey(model, url);
        direction = Object.values(url.order as PhpArray)[0] ?? null;
      }
      delete url.order;
      url = merge(url, { sort, direction });
    }
    return asArray ? url : this.buildUrl(url);
  }

  /** True when the model's record says a previous page exists. */
  hasPrev(model: string | null = null): boolean {
    return truthy(this.counted(model)?.prevPage);
  }

  /** True when the model's record says a next page exists. */
  hasNext(model: string | null = null): boolean {
    return truthy(this.counted(model)?.nextPage);
  }

  /** True when `page` is within the model's page count; a numeric first argument is the page. */
  hasPage(model: string | number | null = null, page: number | string = 1): boolean {
    if (isNumeric(model)) {
      page = model as number | string;
      model = null;
    }
    if (!isNumeric(page)) throw new TypeError(`hasPage(): page must be a number, got ${JSON.stringify(page)}`);
    const pageCount = this.counts(model as string | null)?.pageCount;
    return pageCount !== undefined && Number(page) <= pageCount;
  }

  /** The default model: the cached one, else the first key of `params.paging`, else null. */
  defaultModel(): string | null {
    if (this.__defaultModel !== null) return this.__defaultModel;
    const paging = this.request.params.paging;
    if (!isPlainObject(paging) || empty(paging)) return null;
    this.__defaultModel = Object.keys(paging)[0];
    return this.__defaultModel;
  }

  /**
   * The counter string: `format` 'pages' ("2 of 7"), 'range' ("11 - 20 of
   * 62") or a string with %page%, %pages%, %current%, %count%, %start% and
   * %end%. A string argument is the format. Format and separators are
   * escaped unless `escape` is false.
   */
  counter(options: PhpArray | string = {}): string {
    const opts = merge(
      { model: this.defaultModel(), format: 'pages', separator: __(' of '), escape: true },
      typeof options === 'string' ? { format: options } : options,
    );
    const format = str(opts.format);
    const required: CountField[] = ['page', 'pageCount', 'count', 'limit'];
    if (format.includes('%current%')) required.push('current');
    const counts = this.requireCounts(opts.model, required, 'counter');
    const { page, count, current, limit } = counts;
    // Rule 3: an empty record set still reads "1 of 1".
    const pageCount = counts.pageCount || 1;
    const start = count! >= 1 ? (page! - 1) * limit! + 1 : 0;
    const end = count! < start + limit! - 1 ? count! : start + limit! - 1;
    const text = (value: unknown) => (opts.escape === false ? str(value) : h(str(value)));

    let out: string;
    if (format === 'range') {
      const separator = Array.isArray(opts.separator) ? opts.separator : [' - ', opts.separator];
      out = `${start}${text(separator[0])}${end}${text(separator[1])}${count}`;
    } else if (format === 'pages') {
      out = `${page}${text(opts.separator)}${pageCount}`;
    } else {
      const tokens: Array<[string, unknown]> = [
        ['%page%', page], ['%pages%', pageCount], ['%current%', current],
        ['%count%', count], ['%start%', start], ['%end%', end],
      ];
      out = tokens.reduce((acc, [token, value]) => acc.split(token).join(str(value)), text(format));
    }
    return this.output(out);
  }

  /**
   * The page-number links around the current page, with the current page in
   * `<span class="current">`. With a truthy `modulus` (default 8) only a
   * window of pages is shown, optionally with `first`/`last` runs; without
   * one every page is, up to `maxLinks`. False when there is one page.
   * `true` means `{before: ' | ', after: ' | ', first: 'first', last: 'last'}`.
   */
  numbers(options: PhpArray | true = {}): string | false {
    if (options === true) {
      options = { before: ' | ', after: ' | ', first: __('first'), last: __('last') };
    }
    const opts = merge(
      {
        tag: 'span', before: null, after: null, model: this.defaultModel(), modulus: '8',
        separator: ' | ', first: null, last: null, maxLinks: this.maxLinks,
      },
      options,
    );
    const { tag, before, after, model, modulus, separator, first, last, maxLinks, ...linkOptions } = opts;
    const counts = this.requireCounts(model, ['pageCount'], 'numbers');
    const page = counts.page ?? 1;
    const pageCount = counts.pageCount!;
    if (pageCount <= 1) return false;

    const tagName = str(tag);
    const limit = positiveCount(maxLinks, 'maxLinks');
    const span = truthy(modulus) ? positiveCount(modulus, 'modulus') : 0;
    const text = (value: unknown) => (linkOptions.escape === false ? str(value) : h(str(value)));
    const linkOpts = { ...linkOptions, model };
    const pageLink = (i: number) => this.Html.tag(tagName, this.link(i, { page: i }, linkOpts));
    const sep = text(separator);
    let out = '';

    if (span && pageCount > span) {
      const half = Math.trunc(span / 2);
      let end = Math.min(page + half, pageCount);
      let start = page - (span - (end - page));
      if (start <= 1) {
        start = 1;
        end = page + (span - page) + 1;
      }
      const firstCount = intval(first);
      const lastCount = intval(last);
      const planned = end - start + 1 + (isInt(first) ? firstCount : 0) + (isInt(last) ? lastCount : 0);
      if (planned > limit) throw new RangeError(`numbers(): ${planned} links exceed maxLinks (${limit})`);

      if (truthy(first) && start > firstCount) {
        const firstOptions: PhpArray = { ...linkOpts, tag: tagName, maxLinks: limit };
        if (start === firstCount + 1) firstOptions.after = separator;
        out += this.first(first, firstOptions) || '';
      }
      out += text(before);
      for (let i = start; i < page; i++) out += pageLink(i) + sep;
      out += this.Html.tag(tagName, page, { class: 'current' });
      if (page !== pageCount) out += sep;
      for (let i = page + 1; i < end; i++) out += pageLink(i) + sep;
      if (end !== page) out += pageLink(end);
      out += text(after);
      if (truthy(last) && end <= pageCount - lastCount) {
        const lastOptions: PhpArray = { ...linkOpts, tag: tagName, maxLinks: limit };
        if (end + 1 === pageCount) lastOptions.before = separator;
        out += this.last(last, lastOptions) || '';
      }
    } else {
      if (pageCount > limit) {
        throw new RangeError(
          `numbers(): ${pageCount} pages exceed maxLinks (${limit}); give a modulus to show a window of pages`,
        );
      }
      out += text(before);
      for (let i = 1; i <= pageCount; i++) {
        out += i === page ? this.Html.tag(tagName, i, { class: 'current' }) : pageLink(i);
        if (i !== pageCount) out += sep;
      }
      out += text(after);
    }
    return this.output(out);
  }

  /**
   * A link to the first page labelled `first`, or, when `first` is an
   * integer, links to pages 1..first followed by `after` ('...' by
   * default). False when there is one page; '' on the first page.
   */
  first(first: unknown = __('<< first'), options: PhpArray = {}): string | false {
    const opts = merge({ tag: 'span', after: null, model: this.defaultModel(), separator: ' | ' }, options);
    const { tag, after, model, separator, maxLinks, ...linkOptions } = opts;
    const counts = this.requireCounts(model, ['pageCount'], 'first');
    const page = counts.page ?? 1;
    if (counts.pageCount! <= 1) return false;
    const text = (value: unknown) => (linkOptions.escape === false ? str(value) : h(str(value)));
    const link = (title: unknown, to: number) =>
      this.Html.tag(str(tag), this.link(title, { page: to }, { ...linkOptions, model }));

    if (isInt(first) && page > first) {
      this.checkRun(first, maxLinks, 'first');
      const links: string[] = [];
      for (let i = 1; i <= first; i++) links.push(link(i, i));
      return links.join(text(separator)) + text(after === null ? '...' : after);
    }
    if (page > 1) return link(first, 1) + text(after);
    return '';
  }

  /**
   * A link to the last page labelled `last`, or, when `last` is an integer,
   * `before` ('...' by default) followed by links to the last `last` pages.
   * False when there is one page; '' on the last page.
   */
  last(last: unknown = __('last >>'), options: PhpArray = {}): string | false {
    const opts = merge({ tag: 'span', before: null, model: this.defaultModel(), separator: ' | ' }, options);
    const { tag, before, model, separator, maxLinks, ...linkOptions } = opts;
    const counts = this.requireCounts(model, ['pageCount'], 'last');
    const page = counts.page ?? 1;
    const pageCount = counts.pageCount!;
    if (pageCount <= 1) return false;
    const text = (value: unknown) => (linkOptions.escape === false ? str(value) : h(str(value)));
    const link = (title: unknown, to: number) =>
      this.Html.tag(str(tag), this.link(title, { page: to }, { ...linkOptions, model }));
    const lower = pageCount - intval(last) + 1;

    if (isInt(last) && page < lower) {
      this.checkRun(last, maxLinks, 'last');
      const links: string[] = [];
      for (let i = lower; i <= pageCount; i++) links.push(link(i, i));
      return text(before === null ? '...' : before) + links.join(text(separator));
    }
    if (page < pageCount) return text(before) + link(last, pageCount);
    return '';
  }

  /** prev()/next(): rules 1–4, with the target page kept within 1..pageCount. */
  private pagingLink(
    direction: 1 | -1, title: unknown, options: PhpArray, disabledTitle: unknown, disabledOptions: PhpArray,
  ): string | null {
    const defaults = { url: {}, step: 1, escape: true, model: null, tag: 'div' };
    let opts = merge(defaults, options);
    const model = opts.model as string | null;
    const exists = direction < 0 ? this.hasPrev(model) : this.hasNext(model);
    if (!exists) {
      if (empty(disabledTitle) && empty(disabledOptions)) return null;
      if (truthy(disabledTitle) && disabledTitle !== true) title = disabledTitle;
      opts = merge(defaults, disabledOptions);
    }
    const { url, step, escape, tag, model: _model, ...rest } = opts;
    if (!exists) return this.Html.tag(str(tag), str(title), rest, truthy(escape));

    const counts = this.requireCounts(model, ['page'], direction < 0 ? 'prev' : 'next');
    let target = counts.page! + direction * positiveCount(step, 'step');
    if (counts.pageCount !== undefined) target = Math.min(target, Math.max(counts.pageCount, 1));
    target = Math.max(target, 1);
    return this.link(title, merge({ page: target }, url), { ...rest, model, escape });
  }

  /** The record's defaults merged with its options: what sortKey and sortDir read when given no options. */
  private recordOptions(model: string | null): PhpArray {
    const record = this.params(model);
    return merge(record?.defaults, record?.options);
  }

  /** The record of the model with its counts checked, or null when there is none. */
  private counted(model: string | null): PagingRecord | null {
    const record = this.params(model);
    if (record !== null) readCounts(record, this.modelName(model));
    return record;
  }

  /** The checked counts of the model's record, or null when there is none. */
  private counts(model: string | null): PagingCounts | null {
    const record = this.params(model);
    return record === null ? null : readCounts(record, this.modelName(model));
  }

  /** The checked counts, with the listed fields required; a missing record is a TypeError. */
  private requireCounts(model: unknown, required: readonly CountField[], operation: string): PagingCounts {
    const name = empty(model) ? null : str(model);
    const record = this.params(name);
    if (record === null) {
      const which = name ?? this.defaultModel();
      throw new TypeError(
        which === null
          ? `${operation}(): params.paging holds no paging record`
          : `${operation}(): params.paging holds no paging record for model "${which}"`,
      );
    }
    return readCounts(record, this.modelName(name), required);
  }

  private modelName(model: string | null): string {
    return empty(model) ? str(this.defaultModel()) : str(model);
  }

  private checkRun(length: number, maxLinks: unknown, operation: string): void {
    const limit = maxLinks === undefined || maxLinks === null ? this.maxLinks : positiveCount(maxLinks, 'maxLinks');
    if (length > limit) throw new RangeError(`${operation}(): ${length} links exceed maxLinks (${limit})`);
  }

  /** Shares this helper's request, templates and environment with a dependency. */
  private dependency<T extends Helper>(helper: T): T {
    helper.request = this.request;
    helper.tags = this.tags;
    helper.env = this.env;
    return helper;
  }
}

/** The first word after an optional `Model.` prefix: `'Article.date ASC'` → `'date'`. */
function firstWord(value: unknown): string {
  const text = str(value);
  return /(?:\w+\.)?(\w+)/.exec(text)?.[1] ?? text;
}

/** A count option (modulus, step, maxLinks): a positive integer or a string of one. */
function positiveCount(value: unknown, name: string): number {
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
    const shown = typeof value === 'number' ? String(value) : JSON.stringify(value) ?? String(value);
    throw new TypeError(`Option "${name}" must be a positive integer, got ${shown}`);
  }
  return count;
}
