/**
 * Paging records read from JSON: the text (or the value) of an element's
 * `paging` attribute or property, a page's source script, an Ajax answer's
 * header or script. One record, or records by model (`{Model: record}`),
 * checked to be what JSON could have given; problems are a
 * {@link PagingInputError} naming the attribute at fault. DOM-free: the
 * elements and Ajax mode both read records here.
 *
 * @module
 */
import { checkRecord, type CheckedRecord, type PagingRecord } from './record.js';
import { describe, isObject } from '../shared/php.js';
import { PagingInputError } from '../shared/input-error.js';

/** Paging records by model name. */
export type PagingRecords = Record<string, PagingRecord>;

/**
 * What `paging` takes: one record, records by model (`{Article: record}`),
 * or the JSON text of either; null for none.
 */
export type PagingInput = PagingRecord | PagingRecords | string | null;

/** The fields that make an object one paging record rather than records by model. */
const RECORD_FIELDS = ['page', 'pageCount', 'count', 'current', 'prevPage', 'nextPage'];

/**
 * An input given as JSON text or as the value itself: undefined when there
 * is none (unset or empty), else the value, parsed when it is text. Text
 * that is not JSON is an error naming the attribute.
 */
export function readJson(input: unknown, field: string): unknown {
  if (input === null || input === undefined || input === '') return undefined;
  if (typeof input !== 'string') return jsonData(input, field);
  try {
    return JSON.parse(input);
  } catch (error) {
    throw new PagingInputError(field, `${field} is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * A value given as a property in place of JSON text, checked to be what
 * JSON could have given (its text, numbers, booleans and null, in lists and
 * plain objects), so that the property and the attribute say the same
 * things. Anything else — a symbol, a bigint, a function, a class instance,
 * an object with a null prototype, a cycle — is an error naming the
 * attribute and where in the value it is.
 */
export function jsonData<T>(value: T, field: string): T {
  // The objects from the value down to the one checked: a cycle comes back to one of them.
  const path: object[] = [];
  const check = (item: unknown, at: string): void => {
    const type = typeof item;
    if (item === null || type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined') return;
    const list = Array.isArray(item);
    const cycle = type === 'object' && path.includes(item!);
    if (type !== 'object' || (!list && Object.getPrototypeOf(item) !== Object.prototype) || cycle) {
      throw new PagingInputError(field, `${field}${at} must be JSON data (text, numbers, true, false, null, lists and objects), got ${cycle ? 'a cycle' : describe(item)}`);
    }
    path.push(item!);
    for (const key of Object.keys(item!)) check((item as Record<string, unknown>)[key], list ? `${at}[${key}]` : `${at}.${key}`);
    path.pop();
  };
  check(value, '');
  return value;
}

/**
 * Normalises paging input (a JSON string or an object) to records by
 * model. A single record is filed under `model`, or `Model` when none is
 * named. Returns null when there is no input at all.
 */
export function toRecords(input: unknown, field: string, model: string | null): PagingRecords | null {
  const value = readJson(input, field);
  if (value === undefined) return null;
  if (!isObject(value)) throw new PagingInputError(field, `${field} must be a paging record or an object of records by model`);
  if (RECORD_FIELDS.some((key) => key in value)) return { [model || 'Model']: value as PagingRecord };
  for (const [name, record] of Object.entries(value)) {
    if (!isObject(record)) throw new PagingInputError(field, `${field}: the record of model "${name}" must be an object`);
  }
  return value as PagingRecords;
}

/**
 * Records by model, each checked once (record.ts): what an element keeps
 * from the moment its records arrive, so that no render reads them again.
 */
export function checkRecords(records: PagingRecords): ReadonlyMap<string, CheckedRecord> {
  const checked = new Map<string, CheckedRecord>();
  for (const model of Object.keys(records)) checked.set(model, checkRecord(records[model], model));
  return checked;
}
