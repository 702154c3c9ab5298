/**
 * The interface's PaginatorHelper: previous/next, sort, page-number,
 * first/last links and counter strings for paged record sets, rendered as
 * HTML strings. The operations themselves are functions of the `paging-*`
 * modules, so that code that needs only some of them (the elements) does
 * not carry the rest; this class gives them the interface's shape, with
 * the inherited helper operations and the Html and Ajax helpers.
 *
 * @module
 */
import { AjaxHelper } from './ajax-helper.js';
import { Helper, type HelperInit } from './helper.js';
import { HtmlHelper } from './html-helper.js';
import { __, presenting, type Presentation } from '../../shared/i18n.js';
import { escapeHtml } from '../../shared/html.js';
import { counter } from '../../pagination/counter.js';
import { link, pagingUrl, sortDir, sortKey, type Linker, type linkerOf } from '../../pagination/link.js';
import { meta, type MetaOptions } from '../../pagination/meta.js';
import { arrayUrlParts, type UrlArray, type UrlParts } from '../../pagination/router.js';
import { sharedLinker } from '../../pagination/frozen-links.js';
import { frozenReading } from '../../pagination/frozen-record.js';
import { itemsMarkup } from '../../pagination/items-markup.js';
import type { PageItem } from '../../pagination/items.js';
import type { TagTemplates } from '../../pagination/tags.js';
import { firstItems, lastItems, numbersItems } from '../../pagination/numbers.js';
import { next, prev } from '../../pagination/prev-next.js';
import type { PagingRecord } from '../../pagination/record.js';
import { sort } from '../../pagination/sort.js';
import {
  current, defaultModel, hasNext, hasPage, hasPrev, maxLinksCount, options, params, type CheckedRecords, type ModelRecord, type Paging,
} from '../../pagination/paging.js';
import { describe, toText, type PhpArray } from '../../shared/php.js';

/** What a PaginatorHelper is constructed from. */
export interface PaginatorHelperInit extends HelperInit {
  /** Default options for pagination links, applied through {@link PaginatorHelper.options}. */
  options?: PhpArray | string;
  /** Most links an unwindowed `numbers()` (or a first/last run) may emit; default 10,000, at most 100,000. */
  maxLinks?: number;
  /**
   * How the numbers the helper shows are written: the values of `counter()`
   * and the page-number labels of `numbers()`, `first()` and `last()`.
   * Default (or null): digits, as the interface writes them ("5000"). Pass
   * `numberFormat('en')` (this package's, which remembers the texts it
   * wrote) or `new Intl.NumberFormat('en').format` for "5,000", or the
   * page's own language. What it returns is text: it is escaped wherever it
   * is written.
   */
  numberFormat?: ((value: number) => string) | null;
}

/** Generates pagination links and counters from the paging records in `params.paging`. */
export class PaginatorHelper extends Helper implements Paging {
  /** Helper dependencies: Html renders plain links, Ajax the links with an `update` target. */
  override helpers = ['Html', 'Ajax'];
  /** The Html helper, sharing this helper's request, tag templates and environment (made when first read). */
  get Html(): HtmlHelper {
    return (this.html ??= this.dependency(HtmlHelper));
  }
  set Html(helper: HtmlHelper) {
    this.html = helper;
  }
  /** The Ajax helper, sharing this helper's request, tag templates and environment (made when first read). */
  get Ajax(): AjaxHelper {
    return (this.ajax ??= this.dependency(AjaxHelper));
  }
  set Ajax(helper: AjaxHelper) {
    this.ajax = helper;
  }
  // The pagination operations write their links without them: a page that never reads them does not make them.
  private html: HtmlHelper | undefined;
  private ajax: AjaxHelper | undefined;
  /** What the dependencies are made from, when they are first read. */
  private readonly init: PaginatorHelperInit;
  /** The interface's `options` property: default options for pagination links. */
  defaultLinkOptions: PhpArray = {};
  /** Cached default model; null until one is found. */
  __defaultModel: string | null = null;
  /** Most links one call may emit without a window. */
  maxLinks: number;
  /** The init's `numberFormat`, as the counter is lent it (escaped); null for digits. */
  private readonly numbersAs: Presentation | null;
  /**
   * The frozen records of `params.paging` (`paginate()`'s), by model, each
   * read once for every call that renders it; a record that is not frozen
   * is read afresh at each call, so changing it in place works.
   */
  readonly checked: CheckedRecords = {
    get: (model) => frozenReading((this.request.params.paging as PhpArray)[model], model),
  };

  constructor(init: PaginatorHelperInit = {}) {
    super(Object.assign({}, init, { params: { ...(init.params ?? {}) } }));
    this.maxLinks = init.maxLinks === undefined ? 10_000 : maxLinksCount(init.maxLinks);
    this.numbersAs = numberPresentation(init.numberFormat);
    this.init = init;
    if (init.options !== undefined) this.options(init.options);
  }

  /** The paging record of the model (default model when empty), or null when there is none. */
  params(model: string | null = null): PagingRecord | null {
    return params(this, model);
  }

  /**
   * Sets default options for every link. A string means `{update: string}`;
   * `paging` and a key named after the default model are merged into the
   * paging records; the rest is merged over the current defaults, and falsy
   * values are dropped.
   */
  options(opts: PhpArray | string = {}): void {
    options(this, opts);
  }

  /** The current page of the model, or 1 when its record has none. */
  current(model: string | null = null): number {
    return current(this, model);
  }

  /**
   * The field the record set is sorted by, without its model prefix, from
   * `sort` or `order` of the options (default: the record's defaults merged
   * with its options), or null when it is not sorted.
   */
  sortKey(model: string | null = null, opts: PhpArray = {}): string | null {
    return sortKey(this, model, opts);
  }

  /** The sort direction: 'desc' when the options say so, otherwise 'asc' (never null). */
  sortDir(model: string | null = null, opts: PhpArray = {}): 'asc' | 'desc' {
    return sortDir(this, model, opts);
  }

  /** A link to the previous page; null (or the disabled title in a `div`) when there is none. */
  prev(title: unknown = __('<< Previous'), opts: PhpArray = {}, disabledTitle: unknown = null, disabledOptions: PhpArray = {}): string | null {
    return prev(this, title, opts, disabledTitle, disabledOptions);
  }

  /** A link to the next page; null (or the disabled title in a `div`) when there is none. */
  next(title: unknown = __('Next >>'), opts: PhpArray = {}, disabledTitle: unknown = null, disabledOptions: PhpArray = {}): string | null {
    return next(this, title, opts, disabledTitle, disabledOptions);
  }

  /**
   * A link that sorts by `key` (default: the title), ascending, or
   * descending when the set is already sorted ascending by it. Without a
   * key the title is humanized (`'author_id'` → `'Author'`) and translated;
   * an object title picks its entry for the chosen direction.
   */
  sort(title: unknown, key: string | null = null, opts: PhpArray = {}): string {
    return sort(this, title, key, opts);
  }

  /**
   * A link to a page of the model's record set: the URL array merged over
   * the `url` option, the current paging options and the current page. An
   * `update` option (here or in the default options) makes it an Ajax link.
   */
  link(title: unknown, url: unknown = {}, opts: PhpArray = {}): string {
    return link(this, title, url, opts);
  }

  /**
   * The URL of the model's current paging options (those that differ from
   * its defaults) overridden by `options`, as a string or, with `asArray`,
   * as the URL array. An `order` array becomes `sort` and `direction`.
   */
  url(opts: PhpArray = {}, asArray = false, model: string | null = null): string | PhpArray {
    return pagingUrl(this, opts, asArray, model);
  }

  /** True when the model's record says a previous page exists. */
  hasPrev(model: string | null = null): boolean {
    return hasPrev(this, model);
  }

  /** True when the model's record says a next page exists. */
  hasNext(model: string | null = null): boolean {
    return hasNext(this, model);
  }

  /** True when `page` is within the model's page count; a numeric first argument is the page. */
  hasPage(model: string | number | null = null, page: number | string = 1): boolean {
    return hasPage(this, model, page);
  }

  /** The default model: the cached one, else the first key of `params.paging`, else null. */
  defaultModel(): string | null {
    return defaultModel(this);
  }

  /**
   * The counter string: `format` 'pages' ("2 of 7"), 'range' ("11 - 20 of
   * 62") or a string with %page%, %pages%, %current%, %count%, %start% and
   * %end%. A string argument is the format. Format and separators are
   * escaped unless `escape` is false. The result passes through output().
   */
  counter(opts: PhpArray | string = {}): string {
    const lent = this.numbersAs;
    return this.output(lent === null ? counter(this, opts) : presenting(lent, () => counter(this, opts)));
  }

  /**
   * The page-number links around the current page, with the current page in
   * `<span class="current">`. With a truthy `modulus` (default 8) only a
   * window of pages is shown, optionally with `first`/`last` runs; without
   * one every page is, up to `maxLinks`. False when there is one page.
   * `true` means `{before: ' | ', after: ' | ', first: 'first', last: 'last'}`.
   * The result passes through output().
   */
  numbers(opts: PhpArray | true = {}): string | false {
    const items = numbersItems(this, opts);
    return items === false ? false : this.output(markupOf(this.tags, items, this.numbersAs));
  }

  /**
   * A link to the first page labelled `title`, or, when it is an integer,
   * links to pages 1..title followed by `after` ('...' by default). False
   * when there is one page; '' on the first page.
   */
  first(title: unknown = __('<< first'), opts: PhpArray = {}): string | false {
    const items = firstItems(this, title, opts);
    return items === false ? false : markupOf(this.tags, items, this.numbersAs);
  }

  /**
   * A link to the last page labelled `title`, or, when it is an integer,
   * `before` ('...' by default) followed by links to the last `title`
   * pages. False when there is one page; '' on the last page.
   */
  last(title: unknown = __('last >>'), opts: PhpArray = {}): string | false {
    const items = lastItems(this, title, opts);
    return items === false ? false : markupOf(this.tags, items, this.numbersAs);
  }

  /**
   * Beyond the interface (DESIGN §5): the `<link rel="prev|next|first|last">`
   * elements of the current page, for the document head (see `meta()` of
   * the core).
   */
  meta(opts: MetaOptions = {}): string {
    return meta(this, opts);
  }

  /**
   * Beyond the interface: the parts of the URL {@link Helper.buildUrl}
   * writes for a URL array (a GET form's action and fields), for the
   * page-size and jump forms.
   */
  urlParts(url: UrlArray): UrlParts {
    return arrayUrlParts(url, this.routeContext());
  }

  /**
   * The links of a frozen record, shared by every call that writes the same
   * ones under this helper's route (see {@link Paging.linkers}); undefined,
   * so that the call makes its own, for any other record, and when this
   * helper writes URLs its own way (a subclass's `buildUrl()` or
   * `urlParts()`, which the shared forms' parts would not follow).
   */
  linkers(checked: ModelRecord, opts: PhpArray, make: typeof linkerOf): Linker | undefined {
    return this.buildUrl === Helper.prototype.buildUrl && this.routeContext === Helper.prototype['routeContext']
      && this.urlParts === PaginatorHelper.prototype.urlParts
      ? sharedLinker(checked, opts, this.request, make)
      : undefined;
  }

  /**
   * A dependency, made from this helper's init with the path this helper was
   * made for (never read again from the environment), sharing its request,
   * templates and environment.
   */
  private dependency<T extends Helper>(Make: new (init: HelperInit) => T): T {
    const helper = new Make(Object.assign({}, this.init, { here: this.request.here }));
    helper.request = this.request;
    helper.tags = this.tags;
    helper.env = this.env;
    return helper;
  }
}

/** The counter's lent presentation for a `numberFormat`: its text escaped, the words left to `__()`; null for none. */
function numberPresentation(format: unknown): Presentation | null {
  if (format === undefined || format === null) return null;
  if (typeof format !== 'function') throw new TypeError(`PaginatorHelper: numberFormat must be a function of a number, got ${describe(format)}`);
  return { words: null, number: (value) => escapeHtml(toText(format(value), 'What numberFormat returned')) };
}

/** The markup of page items, their page numbers written as `lent` writes them when there is one. */
function markupOf(tags: TagTemplates, items: PageItem[], lent: Presentation | null): string {
  if (lent !== null) for (const item of items) numberLabelled(item, lent.number);
  return itemsMarkup(tags, items);
}

/**
 * Labels a page-number item (the current page, a numbered link) with `number`, as text; any other item stays as it
 * is. In place: the items are this call's own (each call's Linker makes them anew), and a copy of each cost more.
 */
function numberLabelled(item: PageItem, number: (value: number) => string): void {
  if (item.type === 'current' || (item.type === 'link' && item.role === 'number' && item.page !== null)) {
    // `number` gives escaped text: written as markup, so that it is escaped once.
    const labelled = item as { label: string; markup: boolean };
    labelled.label = number(item.page!);
    labelled.markup = true;
  }
}
