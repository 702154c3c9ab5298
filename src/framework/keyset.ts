/**
 * Pages without a total, for {@link paginate}: the `countless` setting
 * (pages by number, no count query) and the `keyset` setting (pages by
 * cursor over a unique sort key, no count query and no offset). Both read
 * one row more than the page holds, to know whether a next page exists.
 *
 * A keyset query is "the `limit + 1` rows after (or before) this key
 * value": what a far page costs is what page 2 costs, where an offset
 * makes the back end walk past every row before the page.
 *
 * @module
 */
import type { AsyncModel, Conditions, FindQuery, Model, Row } from './model.js';
import { decodeCursor, encodeCursor, InvalidCursorError, type Cursor, type CursorDirection } from '../pagination/cursor.js';
import { cursorSigning } from './cursor-signing.js';
import type { Environment } from './environment.js';
import { ModelValueError } from './model-error.js';
import { isSortValue, keysetSort, seekPlan, type SeekPosition } from './keyset-sort.js';
import type { Steps } from './steps.js';
import type { PagingRecord } from '../pagination/record.js';
import { describe, intval, isPlainObject, truthy, type PhpArray } from '../shared/php.js';

/** What {@link paginate} has worked out when it hands a page without a total over. */
export interface TotalFreeQuery {
  model: Model | AsyncModel;
  conditions: Conditions;
  recursive: unknown;
  /** The options in force (settings merged with the request); `page` and `limit` are set here. */
  options: PhpArray;
  /** The page size, already clamped. */
  limit: number;
  /** The `defaults` of the paging record. */
  defaults: PhpArray;
  /** The request's `cursor` argument (keyset only), as given. */
  cursor: unknown;
  /** The order the request chose among the allowed columns, if any (a keyset sorts by it when the settings list `sortableFields`). */
  requestOrder?: unknown;
  /** The host (its crypto signs cursors). */
  env: Environment;
}

/** One page and its paging record, as {@link paginate} returns them. */
export interface TotalFreePage {
  results: Row[];
  paging: PagingRecord;
}

/** True when the settings ask for pages without a total: a truthy `countless`, or a `keyset` (a bad one is refused later). */
export function wantsNoTotal(defaults: PhpArray): boolean {
  return hasKeyset(defaults) || truthy(defaults.countless);
}

/** A `keyset` setting is present: anything but undefined, null and false, so that a mistyped one is an error, not ignored. */
function hasKeyset(defaults: PhpArray): boolean {
  return defaults.keyset !== undefined && defaults.keyset !== null && defaults.keyset !== false;
}

/** A page of a `countless` or `keyset` setting. */
export function* pageWithoutTotal(query: TotalFreeQuery): Steps<TotalFreePage> {
  return hasKeyset(query.defaults) ? yield* keysetPage(query) : yield* countlessPage(query);
}

/**
 * `countless`: page numbers as usual, at least 1 but never clamped above
 * (the last page is unknown; a page past the end is empty), and `limit + 1`
 * rows from the page's offset. The back end must take Cake's `offset`.
 */
function* countlessPage(query: TotalFreeQuery): Steps<TotalFreePage> {
  const { model, options, limit } = query;
  // 'last' has no meaning without a count: it reads as 1, as any other non-number does.
  // Never beyond the page whose offset is still an exact integer: a database refuses a larger one, and no table holds that many rows.
  const page = Math.min(Math.max(intval(options.page), 1), Math.floor(Number.MAX_SAFE_INTEGER / (limit + 1)));
  options.page = page;
  const rows = yield* findRows(model, {
    conditions: query.conditions, fields: (options.fields ?? null) as FindQuery['fields'], recursive: query.recursive as number,
    order: (options.order ?? null) as FindQuery['order'], limit: limit + 1, offset: (page - 1) * limit, page: null,
  });
  const results = rows.slice(0, limit);
  return {
    results,
    paging: { page, current: results.length, prevPage: page > 1, nextPage: rows.length > limit, defaults: query.defaults, options },
  };
}

/**
 * `keyset`: the rows after (or before) the cursor's position, `limit + 1`
 * of them, never an offset. Without a cursor, the first page. With the key
 * alone (the default) the order is the key's and the request's sort is
 * ignored; with a sort column (see {@link keysetSort}) the order is that
 * column with the key as the tie-break (keyset-sort.ts).
 */
function* keysetPage(query: TotalFreeQuery): Steps<TotalFreePage> {
  const { model, options, limit } = query;
  const field = keyField(model, query.defaults.keyset);
  const sort = keysetSort(query, field);
  const signing = cursorSigning(query.defaults, query.env);
  const cursorKey = sort === null ? field : `${sort.field},${field}`;
  const token = query.cursor === undefined || query.cursor === null || query.cursor === '' ? null : signing.open(query.cursor);
  const cursor = token === null ? null : decodeCursor(token, cursorKey);
  const backwards = cursor?.direction === 'prev';
  let conditions: Conditions;
  let order: PhpArray;
  let fields: FindQuery['fields'];
  let position: (row: Row) => string | number;
  if (sort === null) {
    const column = `${model.alias}.${field}`;
    const descending = keyDescending(query.defaults.order, model.alias, field);
    // Reading forwards in the key's order is `>` when ascending; reading back is the mirror image.
    const after = descending === backwards;
    if (cursor !== null) refuseMisfit(model, query.cursor, [[field, cursor.value]]);
    conditions = cursor === null ? query.conditions : withBound(query.conditions, `${column} ${after ? '>' : '<'}`, cursor.value);
    order = { [column]: after ? 'asc' : 'desc' };
    fields = withKey(query.options.fields, column);
    position = (row) => keyValue(row, model.alias, field);
  } else {
    const plan = seekPlan(model, sort, field, backwards);
    const at = cursor === null ? null : readPosition(cursor);
    if (at !== null) refuseMisfit(model, query.cursor, at[0] === null ? [[field, at[1]]] : [[sort.field, at[0]], [field, at[1]]]);
    conditions = at === null ? query.conditions : withBound(query.conditions, null, plan.after(at));
    order = plan.order;
    fields = withKey(withKey(query.options.fields, `${model.alias}.${field}`), `${model.alias}.${sort.field}`);
    position = (row) => JSON.stringify(plan.position(row));
  }
  let rows: Row[];
  try {
    rows = yield* findRows(model, { conditions, fields, recursive: query.recursive as number, order, limit: limit + 1, page: 1 });
  } catch (error) {
    // The database refused the cursor's value for the key's column (text for an integer, say): no such page.
    if (cursor !== null && error instanceof ModelValueError) {
      throw new InvalidCursorError(query.cursor, 'the cursor\'s value does not fit the key\'s column');
    }
    throw error;
  }
  const more = rows.length > limit;
  const results = rows.slice(0, limit);
  if (backwards) results.reverse();
  if (backwards && results.length === 0) {
    // Nothing before the cursor: the list's start, which the first page shows.
    return yield* keysetPage(Object.assign({}, query, { cursor: null }));
  }
  if (cursor !== null && results.length === 0) {
    // No row after the cursor: no such page, as a countless page past the end (DESIGN §7), on every engine.
    throw new InvalidCursorError(query.cursor, 'the cursor names a position after the end of the list (its rows were removed, or paginate() did not write it)');
  }
  let page = cursor?.page ?? 1;
  // Read backwards without finding more: this is the first page, whatever the cursor said.
  if (backwards && !more) page = 1;
  const prevPage = backwards ? more : cursor !== null;
  const nextPage = backwards ? true : more;
  const cursorAt = (value: string | number, direction: CursorDirection, to: number) =>
    signing.seal(encodeCursor({ key: cursorKey, value, direction, page: to }));
  // The first page is linked by page, without a cursor: one address for it, showing its rows as they are now.
  const prevCursor = prevPage && page > 2 ? cursorAt(position(results[0]), 'prev', page - 1) : null;
  const lastRow = results[results.length - 1];
  const nextCursor = nextPage && lastRow !== undefined ? cursorAt(position(lastRow), 'next', page + 1) : null;
  options.page = page;
  if (sort !== null) {
    options.order = { [`${model.alias}.${sort.field}`]: sort.descending ? 'desc' : 'asc', [`${model.alias}.${field}`]: sort.keyDescending ? 'desc' : 'asc' };
  } else if (query.defaults.order === undefined) {
    // The request's sort was not applied: the record must not say it was, nor write it into every link.
    delete options.order;
  } else {
    options.order = query.defaults.order;
  }
  return {
    results,
    paging: {
      page, current: results.length, prevPage, nextPage, prevCursor, nextCursor, defaults: query.defaults, options,
    },
  };
}

/**
 * Refuses a cursor holding a value its column cannot hold (text for an
 * integer key, say), as the model tells: SQLite would compare across types
 * and read a wrong page, where PostgreSQL refuses the value itself.
 */
function refuseMisfit(model: Model | AsyncModel, cursor: unknown, values: Array<[string, unknown]>): void {
  const fits = (model as AsyncModel).fits;
  if (typeof fits !== 'function') return;
  for (const [field, value] of values) {
    if (!fits.call(model, field, value)) throw new InvalidCursorError(cursor, `the cursor's value does not fit the column ${model.alias}.${field}`);
  }
}

/** The position a composite cursor holds: `[sort value, key value]`, the sort value possibly null. */
function readPosition(cursor: Cursor): SeekPosition {
  let value: unknown;
  try {
    value = JSON.parse(String(cursor.value));
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || value.length !== 2 || !isSortValue(value[0]) || !isSortValue(value[1]) || value[1] === null) {
    throw new InvalidCursorError(cursor.value, 'the cursor does not hold a position [sort value, key value]');
  }
  return value as SeekPosition;
}

// The queries are written out key by key: on Node 20 an object spread followed by keys costs µs a page (docs/decisions.md).
function* findRows(model: Model | AsyncModel, query: FindQuery): Steps<Row[]> {
  const rows: unknown = yield model.find('all', query);
  if (!Array.isArray(rows)) throw new TypeError(`paginate(): ${model.alias}.find('all') must return a list of rows`);
  return rows as Row[];
}

/** The keyset setting as a field of the model: `'id'` or `'Article.id'`, else a TypeError (a programming error). */
function keyField(model: Model | AsyncModel, setting: unknown): string {
  const match = typeof setting === 'string' ? /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/.exec(setting) : null;
  if (match === null || (match[1] !== undefined && match[1] !== model.alias) || !model.hasField(match[2])) {
    throw new TypeError(`paginate(): keyset must name a field of ${model.alias} (a unique sort key), got ${describe(setting)}`);
  }
  return match[2];
}

/** Whether the settings' order sorts the key descending (`{ 'Article.id': 'desc' }` or `'Article.id DESC'`). */
function keyDescending(order: unknown, alias: string, field: string): boolean {
  const names = new Set([field, `${alias}.${field}`]);
  if (typeof order === 'string') {
    return order.split(',').some((term) => {
      const [name, direction = 'asc'] = term.trim().split(/\s+/);
      return names.has(name) && direction.toLowerCase() === 'desc';
    });
  }
  if (!isPlainObject(order)) return false;
  return Object.keys(order).some((name) => names.has(name.trim()) && String(order[name]).toLowerCase() === 'desc');
}

/** The conditions with the bound added (ANDed): `{ key: value }`, or conditions of their own when `key` is null. */
function withBound(conditions: Conditions, key: string | null, value: unknown): Conditions {
  const bound = key === null ? (value as PhpArray) : { [key]: value };
  if (conditions === null || conditions === undefined || conditions === '') return bound;
  if (isPlainObject(conditions) && Object.keys(conditions).length === 0) return bound;
  return [conditions, bound];
}

/** The query's fields with the key among them, so that every row can make a cursor; all fields stay all fields. */
function withKey(fields: unknown, column: string): FindQuery['fields'] {
  if (fields === undefined || fields === null || fields === '') return null;
  const list = typeof fields === 'string' ? fields.split(',').map((item) => item.trim()) : Array.isArray(fields) ? fields : null;
  if (list === null) return fields as FindQuery['fields'];
  const field = column.slice(column.indexOf('.') + 1);
  return list.includes(column) || list.includes(field) ? (list as string[]) : [...(list as string[]), column];
}

/** A row's key value, which must be text or a number: a cursor is made from it. */
function keyValue(row: Row, alias: string, field: string): string | number {
  const value = isPlainObject(row[alias]) ? row[alias][field] : undefined;
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new TypeError(`paginate(): the keyset field ${alias}.${field} must hold text or a number in every row, got ${describe(value)}`);
}
