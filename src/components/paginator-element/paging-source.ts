/**
 * Where a paginator element's paging records come from: its `paging`
 * attribute or property (one record, or `{Model: record}`), or the JSON
 * `<script>` its `source` names. Problems are reported as a
 * {@link PagingInputError} naming the attribute at fault.
 *
 * @module
 */
import type { PagingRecord } from '../../pagination/record.js';
import { describe, isObject, toText } from '../../shared/php.js';
import { elementById } from '../../dom/document.js';

/** Paging records by model name. */
export type PagingRecords = Record<string, PagingRecord>;

/**
 * What `paging` takes: one record, records by model (`{Article: record}`),
 * or the JSON text of either; null for none.
 */
export type PagingInput = PagingRecord | PagingRecords | string | null;

/** A paging input the element cannot use; `field` names the attribute at fault. */
export class PagingInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'PagingInputError';
  }
}

/**
 * What the Ajax updater needs from an element that shows paging: it reads
 * the model the element is bound to and its records, and hands it new ones
 * through `paging`.
 */
export interface PagingConsumer extends Element {
  paging: PagingInput;
  /** The model the element shows, or null when it has no records yet. */
  readonly boundModel: string | null;
  /** The records the element currently holds, or null. */
  readonly pagingRecords: PagingRecords | null;
}


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
 * The text of a `first` / `last` attribute or label as the core takes it:
 * `'3'` → 3 (a number of pages); any other text stays a label.
 */
export function countOrLabel(value: string | null): number | string | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : value;
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
  const check = (item: unknown, at: string, seen: object[]): void => {
    if (item === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof item)) return;
    const list = Array.isArray(item);
    if (typeof item !== 'object' || (!list && Object.getPrototypeOf(item) !== Object.prototype) || seen.includes(item!)) {
      throw new PagingInputError(field, `${field}${at} must be JSON data (text, numbers, true, false, null, lists and objects), got ${seen.includes(item!) ? 'a cycle' : describe(item)}`);
    }
    for (const key of Object.keys(item!)) check((item as Record<string, unknown>)[key], list ? `${at}[${key}]` : `${at}.${key}`, [...seen, item!]);
  };
  check(value, '', []);
  return value;
}

/**
 * A text input of an element as text (null when unset): a string, or a
 * number or boolean as {@link toText} writes it. Anything else has no text
 * an author meant ("[object Object]") and is an error naming the attribute.
 */
export function inputText(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new PagingInputError(field, `${field} must be text, got ${describe(value)}`);
  }
  return toText(value, field);
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

/** The JSON of the `<script type="application/json">` with this id in `root`. */
export function readSource(id: string, root: Document | DocumentFragment = document): string {
  // The document's own getElementById: a named element on the page may shadow the document's.
  const script = root === document ? elementById(id) : root.getElementById(id);
  if (!script) throw new PagingInputError('source', `source: no element with id "${id}"`);
  if (script.localName !== 'script' || (script as HTMLScriptElement).type !== 'application/json') {
    throw new PagingInputError('source', `source: #${id} is not a <script type="application/json">`);
  }
  return script.textContent!;
}

/**
 * The records an element shows: from `paging` when set, else from its
 * `source`; null when it has neither. A `model` that has no record is an
 * error naming `model`.
 */
export function resolveRecords(paging: unknown, source: string | null, model: string | null): PagingRecords | null {
  let records = toRecords(paging, 'paging', model);
  if (!records && source) records = toRecords(readSource(source), 'source', model);
  if (!records) return null;
  const models = Object.keys(records);
  if (!models.length) throw new PagingInputError('paging', 'paging holds no records');
  if (model && !(model in records)) {
    throw new PagingInputError('model', `model: no paging record for model "${model}" (have ${models.join(', ')})`);
  }
  return records;
}

