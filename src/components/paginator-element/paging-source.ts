/**
 * Where a paginator element's paging records come from: its `paging`
 * attribute or property (one record, or `{Model: record}`), or the JSON
 * `<script>` its `source` names (read by pagination/paging-json.ts and
 * dom/json-script.ts, which Ajax mode shares), and the texts of its other
 * attributes. Problems are reported as a {@link PagingInputError} naming
 * the attribute at fault.
 *
 * @module
 */
import { isServer } from 'lit-html/is-server.js';
import { describe, toText } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';
import { readSource } from '../../dom/json-script.js';
import { toRecords, type PagingRecords } from '../../pagination/paging-json.js';

/**
 * The text of a `first` / `last` attribute or label as the core takes it:
 * `'3'` → 3 (a number of pages); any other text stays a label.
 */
export function countOrLabel(value: string | null): number | string | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : value;
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
 * The records an element shows: from `paging` when set, else from its
 * `source`; null when it has neither. A `model` that has no record is an
 * error naming `model`.
 */
export function resolveRecords(paging: unknown, source: string | null, model: string | null): PagingRecords | null {
  let records = toRecords(paging, 'paging', model);
  if (!records && source) {
    // A server renders no page to read the script from (docs/ssr.md).
    if (isServer) throw new PagingInputError('source', 'source: a server cannot read the page\'s script; pass the record in paging');
    records = toRecords(readSource(source), 'source', model);
  }
  if (!records) return null;
  const models = Object.keys(records);
  if (!models.length) throw new PagingInputError('paging', 'paging holds no records');
  if (model && !(model in records)) {
    throw new PagingInputError('model', `model: no paging record for model "${model}" (have ${models.join(', ')})`);
  }
  return records;
}

