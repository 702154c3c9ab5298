/**
 * Keyset pagination over a sort column with the primary key as the
 * tie-break: which column and directions apply, and the seek condition —
 * the rows after a position `[sort value, key value]` in reading order —
 * as plain Cake-style conditions, which the in-memory model and a SQL
 * model read alike. NULLs in the sort column are handled, not refused:
 * they sort as the smallest value (first ascending, last descending), and
 * a position may hold a NULL sort value.
 *
 * @module
 */
import type { AsyncModel, Conditions, Model, Row } from './model.js';
import { describe, isPlainObject, type PhpArray } from '../shared/php.js';

/** The sort a keyset page reads in: a column, its direction, and the key's direction (the tie-break). */
export interface KeysetSort {
  /** The sort column (without a model prefix); never the key itself. */
  field: string;
  /** The column sorts descending. */
  descending: boolean;
  /** The key sorts descending (mixed directions when it differs from `descending`). */
  keyDescending: boolean;
}

/** A position in the order: the sort column's value (possibly null) and the key's. */
export type SeekPosition = [string | number | null, string | number];

/** What {@link keysetSort} reads: the settings (the record's defaults) and the request's order, already checked against the model. */
export interface KeysetSortInput {
  model: Model | AsyncModel;
  defaults: PhpArray;
  /** The order the request chose (`{ 'Article.title': 'desc' }`), when it chose one among the allowed columns. */
  requestOrder?: unknown;
}

/**
 * The sort column of a keyset page, or null for the key alone. The request
 * chooses it only when the settings list `sortableFields` (the request's
 * order has been limited to them by then); otherwise the settings' `order`
 * does, when its first term names another field than the key. A sort
 * column needs the key to be the model's primary key, the unique tie-break:
 * anything else is a TypeError naming the `keyset` setting.
 */
export function keysetSort(input: KeysetSortInput, key: string): KeysetSort | null {
  const { model, defaults } = input;
  const settingsTerms = orderTerms(defaults.order, model.alias);
  const requestTerms = Array.isArray(defaults.sortableFields) ? orderTerms(input.requestOrder, model.alias) : [];
  const first = requestTerms[0] ?? settingsTerms[0];
  if (first === undefined || first.field === key || !model.hasField(first.field)) return null;
  if (key !== model.primaryKey) {
    throw new TypeError(`paginate(): keyset must name the primary key of ${model.alias} (${model.primaryKey}) when the order ` +
      `sorts by another column (${first.field}): the key breaks ties, so it must be unique; got ${describe(key)}`);
  }
  const keyTerm = settingsTerms.find((term) => term.field === key);
  return { field: first.field, descending: first.descending, keyDescending: keyTerm?.descending ?? false };
}

/** The order and the seek condition of one read: forwards in the sort's order, or backwards (every direction flipped). */
export interface SeekPlan {
  /** The order to read in: the sort column, then the key. */
  order: PhpArray;
  /** The conditions selecting the rows after `position` in that order. */
  after(position: SeekPosition): Conditions;
  /** A row's position (a TypeError when a value cannot make a cursor). */
  position(row: Row): SeekPosition;
}

/** The reading plan of a keyset page over `sort` with the tie-break `key`. */
export function seekPlan(model: Model | AsyncModel, sort: KeysetSort, key: string, backwards: boolean): SeekPlan {
  const column = `${model.alias}.${sort.field}`;
  const keyColumn = `${model.alias}.${key}`;
  const descending = sort.descending !== backwards;
  const keyDescending = sort.keyDescending !== backwards;
  const nullable = typeof (model as AsyncModel).isNullable === 'function' ? (model as AsyncModel).isNullable!(sort.field) !== false : true;
  return {
    order: { [column]: descending ? 'desc' : 'asc', [keyColumn]: keyDescending ? 'desc' : 'asc' },
    after([value, keyValue]) {
      const tie = { [`${keyColumn} ${keyDescending ? '<' : '>'}`]: keyValue };
      if (value === null) {
        // NULLs are the smallest values: first when ascending (then every non-NULL row follows), last when descending.
        const nullsAfter = { [column]: null, ...tie };
        return descending ? nullsAfter : { OR: [nullsAfter, { [`${column} !=`]: null }] };
      }
      // The leading bound (>= or <=) repeats what the OR-chain says, so that a database can seek its index to it.
      const chain = { [`${column} ${descending ? '<=' : '>='}`]: value, OR: [{ [`${column} ${descending ? '<' : '>'}`]: value }, { [column]: value, ...tie }] };
      return descending && nullable ? { OR: [chain, { [column]: null }] } : chain;
    },
    position(row) {
      const fields = isPlainObject(row[model.alias]) ? row[model.alias] : {};
      const value = fields[sort.field] ?? null;
      const keyValue = fields[key];
      if (!isSortValue(value)) {
        throw new TypeError(`paginate(): the sort column ${column} must hold text, a number or NULL in every row, got ${describe(value)}`);
      }
      if (!isSortValue(keyValue) || keyValue === null) {
        throw new TypeError(`paginate(): the keyset field ${keyColumn} must hold text or a number in every row, got ${describe(keyValue)}`);
      }
      return [value, keyValue];
    },
  };
}

/** Text, a finite number or null: what a position may hold. */
export function isSortValue(value: unknown): value is string | number | null {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** The terms of an order setting that name fields of the model's alias (or no alias), in order. */
function orderTerms(order: unknown, alias: string): Array<{ field: string; descending: boolean }> {
  const terms: Array<{ field: string; descending: boolean }> = [];
  const add = (name: string, direction: string) => {
    const match = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/.exec(name.trim());
    if (match === null || (match[1] !== undefined && match[1] !== alias)) return;
    terms.push({ field: match[2], descending: direction.trim().toLowerCase() === 'desc' });
  };
  if (typeof order === 'string') {
    for (const term of order.split(',')) {
      const [name = '', direction = 'asc'] = term.trim().split(/\s+/);
      add(name, direction);
    }
  } else if (isPlainObject(order)) {
    for (const name of Object.keys(order)) add(name, String(order[name]));
  }
  return terms;
}
