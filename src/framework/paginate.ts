/**
 * The controller's `paginate()` as a pure function: from the controller's
 * paginate settings and the request's arguments, one page of a model's
 * records and the paging record PaginatorHelper reads. It follows CakePHP
 * 1.2/1.3's `Controller::paginate()`, with the decisions of DESIGN §3: the
 * page is clamped to 1..pageCount, the limit to 1..maxLimit, and a sort is
 * kept only on a field the model has.
 *
 * @module
 */
import { isAsyncModel, isModel, type AsyncModel, type Conditions, type FindQuery, type Model, type Row } from './model.js';
import { estimatedCount, estimateThreshold } from './count-setting.js';
import { estimatedPage } from './estimated-page.js';
import { defaultEnvironment, type Environment } from './environment.js';
import { pageWithoutTotal, wantsNoTotal } from './keyset.js';
import { drive, type Steps } from './steps.js';
import { freezeRecord } from '../pagination/frozen-record.js';
import type { PagingRecord } from '../pagination/record.js';
import { empty, intval, isNumeric, isPlainObject, merge, put, type PhpArray } from '../shared/php.js';

/** What {@link paginate} works from. */
export interface PaginateInput {
  /** The model to page through (an {@link AsyncModel} makes it an {@link AsyncPaginateInput}). */
  model: Model;
  /** The controller's paginate settings: global keys, or keyed by model alias (`{ Article: {...} }`); per-model settings win. */
  settings: PhpArray;
  /** Request arguments: page, limit, show, sort, direction (and cursor, with a keyset); anything else is ignored unless whitelisted. */
  passedArgs: PhpArray;
  /** Extra conditions merged into the settings' conditions. */
  scope?: Conditions;
  /** Extra option keys the request may set: `fields`, `recursive`. */
  whitelist?: string[];
  /** The host; default {@link defaultEnvironment}. Its `crypto` signs cursors (`cursorSecret`). */
  env?: Environment;
}

/** What {@link paginate} works from when the model's `find()` answers with promises. */
export type AsyncPaginateInput = Omit<PaginateInput, 'model'> & {
  /** The model to page through, whose `find()` answers with promises. */
  model: AsyncModel;
};

/** One page of records and its paging record. */
export interface PaginateResult {
  /** The rows of the page. */
  results: Row[];
  /**
   * The paging record, for `params.paging[alias]`. Deep-frozen (its
   * `defaults` and `options` too), so that the PaginatorHelper reads it once
   * for all its calls: to change it, change a copy (assigning to it throws a
   * TypeError in strict mode).
   */
  paging: PagingRecord;
}

/** Page size when neither the settings nor the request give one. */
const DEFAULT_LIMIT = 20;
/** Largest page size a request (or the settings) may ask for, unless the settings' `maxLimit` says otherwise. */
const DEFAULT_MAX_LIMIT = 100;
/** Option keys only a whitelist lets the request set. */
const WHITELISTABLE = ['fields', 'recursive'];

/**
 * Pages a model's records. Request arguments never make it throw: a
 * malformed or out-of-range page, limit, sort or direction is clamped or
 * ignored. The one exception is a `cursor` that does not decode (keyset
 * pagination): the page it names cannot exist, so it is an
 * `InvalidCursorError` (pagination/cursor.ts), which `Controller.paginate()` shows as a 404.
 * Programming errors do throw: a model that is not a {@link Model}
 * (TypeError), bad settings, or a model whose `find()` answers in the wrong
 * shape.
 *
 * With the setting `countless: true` there is no count query: the record
 * has no `count` or `pageCount`, and `nextPage` comes from reading one row
 * more than the page. With `keyset: 'id'` (a unique field, the sort key)
 * pages are read by cursor instead of offset; see keyset.ts.
 *
 * A model whose `find()` answers with promises (an {@link AsyncModel}, such
 * as `paginator-elements/sql`'s SqlModel) makes the answer a promise, and
 * every error a rejection; a synchronous model is paged synchronously.
 * `sortableFields` in the settings narrows the columns a request may sort by.
 *
 * The paging record is deep-frozen (see {@link PaginateResult.paging}).
 */
export function paginate(input: AsyncPaginateInput): Promise<PaginateResult>;
export function paginate(input: PaginateInput): PaginateResult;
export function paginate(input: PaginateInput | AsyncPaginateInput): PaginateResult | Promise<PaginateResult> {
  return paginateAny(input);
}

/**
 * {@link paginate} for a model that may be either kind: a promise when its
 * `find()` answered with one, else the page itself.
 */
export function paginateAny(input: PaginateInput | AsyncPaginateInput): PaginateResult | Promise<PaginateResult> {
  // An async model's caller awaits: every error, even one found before the first query, rejects the promise.
  if (isPlainObject(input) && isAsyncModel(input.model)) {
    try {
      return Promise.resolve(drive(paginateSteps(input)));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return drive(paginateSteps(input));
}

/**
 * The work of {@link paginate}, as steps that yield each `find()` answer:
 * {@link drive} hands a plain answer straight back (a synchronous model
 * runs start to end in one call, as it always has) and awaits a promise.
 * The page's record comes out deep-frozen.
 */
function* paginateSteps(input: PaginateInput | AsyncPaginateInput): Steps<PaginateResult> {
  const page = yield* pageSteps(input);
  freezeRecord(page.paging);
  return page;
}

/** One page and its record, as every kind of paging (counted, estimated, without a total) reads it. */
function* pageSteps(input: PaginateInput | AsyncPaginateInput): Steps<PaginateResult> {
  if (!isPlainObject(input)) throw new TypeError('paginate(): the input must be an object');
  const { model } = input;
  if (!isModel(model)) throw new TypeError('paginate(): model must be a Model (an object with hasField() and find())');
  const alias = model.alias;
  if (typeof alias !== 'string' || alias === '') throw new TypeError('paginate(): the model has no alias');
  const settings = optionalObject(input.settings, 'settings');
  const defaults = defaultsFor(settings, alias);
  const maxLimit = readMaxLimit(defaults.maxLimit ?? settings.maxLimit);
  const threshold = estimateThreshold(defaults);
  const env = input.env ?? defaultEnvironment();
  const whitelist = Array.isArray(input.whitelist) ? input.whitelist : [];
  const args = isPlainObject(input.passedArgs) ? input.passedArgs : {};
  const request = requestOptions(args, model, whitelist, sortableFields(defaults.sortableFields, model));

  const options = merge({ page: 1, limit: DEFAULT_LIMIT }, defaults, request);
  const limit = Math.min(Math.max(intval(options.limit), 1), maxLimit);
  const conditions = combine(defaults.conditions as Conditions, input.scope);
  const recursive = options.recursive === undefined || options.recursive === null ? model.recursive : options.recursive;
  options.limit = limit;
  const recordDefaults = merge({ limit: DEFAULT_LIMIT, step: 1 }, defaults);
  if (wantsNoTotal(defaults)) {
    // keyset.ts: no count query, and with a keyset no offset either.
    return yield* pageWithoutTotal({ model, conditions, recursive, options, limit, defaults: recordDefaults, cursor: own(args, 'cursor'), requestOrder: request.order,
      env,
    });
  }

  const fields = (options.fields ?? null) as FindQuery['fields'];
  const order = (options.order ?? null) as FindQuery['order'];
  const estimate = threshold === null ? null : yield* estimatedCount(model, conditions, threshold, env);
  if (estimate !== null) {
    // estimated-page.ts: the page's rows correct the estimate; no count(*) of the table.
    return yield* estimatedPage({ model, query: { conditions, fields, order, recursive: recursive as number }, options, limit, estimate, defaults: recordDefaults,
      checkCount: (value) => checkCount(value, alias) });
  }
  const count = checkCount(yield model.find('count', { conditions, recursive } as FindQuery), alias);
  const pageCount = Math.ceil(count / limit);
  const page = resolvePage(options.page, pageCount);
  options.page = page;

  const query: FindQuery = { conditions, fields, order, limit, page, recursive: recursive as number };
  const results: unknown = yield model.find('all', query);
  if (!Array.isArray(results)) throw new TypeError(`paginate(): ${alias}.find('all') must return a list of rows`);

  return {
    results: results as Row[],
    paging: {
      page,
      current: results.length,
      count,
      prevPage: page > 1,
      nextPage: count > page * limit,
      pageCount,
      defaults: recordDefaults,
      options,
    },
  };
}

/**
 * The model's settings: `settings[alias]` when it is an object; else the
 * global settings without the entries of other models (capitalised keys
 * holding objects, as `Comment: {...}`). `conditions` defaults to `{}`.
 * Copied, so the paging record never shares objects with the settings.
 */
function defaultsFor(settings: PhpArray, alias: string): PhpArray {
  const own = Object.prototype.hasOwnProperty.call(settings, alias) ? settings[alias] : undefined;
  let defaults: PhpArray;
  if (isPlainObject(own)) {
    defaults = copy(own) as PhpArray;
  } else {
    defaults = {};
    for (const key of Object.keys(settings)) {
      if (/^[A-Z]/.test(key) && isPlainObject(settings[key])) continue;
      put(defaults, key, copy(settings[key]));
    }
  }
  if (defaults.conditions === undefined || defaults.conditions === null) defaults.conditions = {};
  return defaults;
}

function readMaxLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_MAX_LIMIT;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new TypeError(`paginate(): maxLimit must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return number;
}

/**
 * The options the request may set: `page`, `limit` (`show` is its alias and
 * wins), `order` from `sort` and `direction`, and `fields`/`recursive` when
 * whitelisted. Values of the wrong shape are left out, so the settings'
 * values stand.
 */
function requestOptions(args: PhpArray, model: Model | AsyncModel, whitelist: string[], sortable: ReadonlySet<string> | null): PhpArray {
  const out: PhpArray = {};
  const page = own(args, 'page');
  if (isScalar(page)) out.page = page;
  const show = own(args, 'show');
  const limit = isScalar(show) ? show : own(args, 'limit');
  if (isScalar(limit)) out.limit = limit;
  const sort = own(args, 'sort');
  let field = typeof sort === 'string' ? sortField(model, sort) : null;
  if (field !== null && sortable !== null && !sortable.has(field.slice(field.indexOf('.') + 1))) field = null;
  if (field !== null) {
    const direction = own(args, 'direction');
    out.order = { [field]: typeof direction === 'string' && direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  }
  for (const key of WHITELISTABLE) {
    if (!whitelist.includes(key)) continue;
    const value = key === 'fields' ? requestFields(model, own(args, key)) : requestRecursive(own(args, key));
    if (value !== null) out[key] = value;
  }
  return out;
}

/**
 * The `sortableFields` setting: the fields a request may sort by (CakePHP 5's
 * whitelist), null when the settings leave it to the model's fields. Each
 * must be a field of the model; anything else is a TypeError naming the setting.
 */
function sortableFields(setting: unknown, model: Model | AsyncModel): ReadonlySet<string> | null {
  if (setting === undefined || setting === null) return null;
  if (!Array.isArray(setting)) throw new TypeError(`paginate(): sortableFields must be a list of field names of ${model.alias}`);
  const fields = new Set<string>();
  for (const item of setting) {
    const field = typeof item === 'string' ? sortField(model, item) : null;
    if (field === null) throw new TypeError(`paginate(): sortableFields names ${JSON.stringify(item)}, which is not a field of ${model.alias}`);
    fields.add(field.slice(field.indexOf('.') + 1));
  }
  return fields;
}

/** `'Article.title'` or `'title'` → `'Article.title'` when the model has the field, else null. */
function sortField(model: Model | AsyncModel, sort: string): string | null {
  const match = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/.exec(sort);
  if (match === null || (match[1] !== undefined && match[1] !== model.alias)) return null;
  return model.hasField(match[2]) ? `${model.alias}.${match[2]}` : null;
}

/** Requested fields the model has (`'title,id'` or a list), or null when none are usable. */
function requestFields(model: Model | AsyncModel, value: unknown): string[] | null {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const fields: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const field = sortField(model, item.trim());
    if (field !== null && !fields.includes(field)) fields.push(field);
  }
  return fields.length === 0 ? null : fields;
}

/** A requested association depth: an integer from -1 to 2, else null. */
function requestRecursive(value: unknown): number | null {
  if (!isNumeric(value)) return null;
  const depth = intval(value);
  return depth >= -1 && depth <= 2 ? depth : null;
}

/**
 * The settings' conditions with the scope: two objects merge (the scope
 * wins on a shared key, as array_merge); otherwise both are kept, ANDed
 * as a list. An empty side contributes nothing.
 */
function combine(base: Conditions, scope: Conditions | undefined): Conditions {
  if (scope === undefined || empty(scope)) return base;
  if (isPlainObject(base) && isPlainObject(scope)) return merge(base, scope);
  if (empty(base)) return scope;
  const list = (conditions: Conditions) => (Array.isArray(conditions) ? conditions : [conditions]);
  return [...list(base), ...list(scope)];
}

/** `'last'` is the last page; anything else its integer value, within 1..pageCount (1 for an empty set). */
function resolvePage(page: unknown, pageCount: number): number {
  if (pageCount === 0) return 1;
  if (page === 'last') return pageCount;
  return Math.min(Math.max(intval(page), 1), pageCount);
}

function checkCount(count: unknown, alias: string): number {
  const number = typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : count;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw new TypeError(`paginate(): ${alias}.find('count') must return a non-negative integer`);
  }
  return number;
}

function optionalObject(value: unknown, what: string): PhpArray {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw new TypeError(`paginate(): ${what} must be an object`);
  return value;
}

/** An own property of the request arguments (never one inherited from Object.prototype). */
function own(args: PhpArray, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(args, key) ? args[key] : undefined;
}

function isScalar(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/** A copy of plain objects and lists, all the way down; other values as they are. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (!isPlainObject(value)) return value;
  const out: PhpArray = {};
  for (const key of Object.keys(value)) put(out, key, copy(value[key]));
  return out;
}
