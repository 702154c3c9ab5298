/**
 * Paging records that cannot change, read once (DESIGN §8, "Records from
 * `paginate()` may be frozen"): `paginate()` deep-freezes the records it
 * returns, and the PaginatorHelper keeps one reading of such a record, and
 * the link writing that goes with it (frozen-links.ts), for every call that
 * renders it; a record the app builds itself and may change is read afresh
 * at each call.
 *
 * What is kept of a record lives exactly as long as the record: in a slot
 * of the record itself (`paginate()`'s), or in a WeakMap keyed by the
 * record (one the app froze). A WeakMap holds its keys weakly, and an entry
 * whose key is otherwise unreachable goes with it even though its value
 * refers back to the key. Nothing is keyed by anything else of a request,
 * and no module state holds a request's data beyond its record's life.
 *
 * Server code: the elements read a record once when it arrives
 * (paging-json.ts) and never import this module.
 *
 * @module
 */
import type { SharedLinks } from './frozen-links.js';
import { checkRecord, type CheckedRecord, type PagingRecord } from './record.js';
import { isPlainObject } from '../shared/php.js';

/** What is kept of a frozen record: its reading, once a call has read it, and the links written from it (frozen-links.ts). */
export interface Reading {
  /** The record it is kept for: a slot copied onto another object is not that object's. */
  readonly record: object;
  checked: CheckedRecord | null;
  readonly links: SharedLinks[];
}

/**
 * Where `paginate()`'s records keep what is kept of them: a property of
 * their own under this module's symbol, not enumerable, so that JSON,
 * `Object.keys()`, spreads and structured clones never see it. On the
 * record and not in a WeakMap: an entry of a WeakMap keyed by a record that
 * lives for one request cost the garbage collector 7 to 8 µs a record on
 * Node 20, 22 and 24 (docs/decisions.md), more than the reading saves.
 */
const SLOT = Symbol('paging record read once');

/**
 * What is kept of the frozen records the app froze itself (found
 * deep-frozen when first read; null when they are not), by record: a
 * WeakMap holds its keys weakly, so an entry goes with its record.
 */
const appRecords = new WeakMap<object, Reading | null>();

/**
 * Deep-freezes a paging record (the record, its `defaults` and `options`,
 * and every plain object and list in them) and gives it the slot its
 * reading is kept in. A value of another kind inside (a `Date` in
 * `conditions`, a class instance) is left as it is: it could still change,
 * so such a record gets no slot and is read at each call, as a record the
 * app builds itself.
 */
export function freezeRecord<T extends PagingRecord>(record: T): T {
  let data = true;
  for (const key of Object.keys(record)) if (!freezeData(record[key])) data = false;
  if (data) Object.defineProperty(record, SLOT, { value: { record, checked: null, links: [] } satisfies Reading });
  Object.freeze(record);
  return record;
}

/** Freezes the plain objects and lists of `value`; true when every value in it is one of them or a primitive. */
function freezeData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (!Array.isArray(value) && !isPlainObject(value)) return false;
  let data = true;
  for (const key of Object.keys(value)) if (!freezeData((value as Record<string, unknown>)[key])) data = false;
  Object.freeze(value);
  return data;
}

/** What is kept of a frozen record: its slot's, else the app's record's entry (made on first sight); undefined for a record read at each call. */
function keptOf(record: object): Reading | undefined {
  const slot = (record as { [SLOT]?: Reading })[SLOT];
  if (slot !== undefined && slot.record === record) return slot;
  let reading = appRecords.get(record);
  if (reading === undefined) appRecords.set(record, (reading = isDeepFrozen(record, new Set()) ? { record, checked: null, links: [] } : null));
  return reading ?? undefined;
}

/**
 * The reading of a deep-frozen record of `model`, kept for every later call;
 * undefined for any other value, which the caller reads itself. A record
 * found under another model's name than its reading's is read again (its
 * errors name the model), without replacing the reading.
 */
export function frozenReading(record: unknown, model: string): CheckedRecord | undefined {
  if (typeof record !== 'object' || record === null || !Object.isFrozen(record)) return undefined;
  const reading = keptOf(record);
  if (reading === undefined) return undefined;
  if (reading.checked === null) return (reading.checked = checkRecord(record, model));
  return reading.checked.model === model ? reading.checked : checkRecord(record, model);
}

/** What is kept of the frozen record `checked` is the reading of; undefined when it is not that reading (every call's own). */
export function readingOf(checked: { readonly record: unknown }): Reading | undefined {
  const { record } = checked;
  if (typeof record !== 'object' || record === null) return undefined;
  const slot = (record as { [SLOT]?: Reading })[SLOT];
  const reading = slot !== undefined && slot.record === record ? slot : appRecords.get(record);
  return reading && reading.checked === checked ? reading : undefined;
}

/**
 * True when `value` and everything in it is frozen data: plain objects and
 * lists, frozen, with no getters (a getter can answer differently each
 * time), holding only primitives other than functions. Read through
 * property descriptors, so that no field's value is read (and no getter
 * run) to find out. `seen` stops at a cycle.
 */
function isDeepFrozen(value: object, seen: Set<object>): boolean {
  if (seen.has(value)) return true;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (!Object.isFrozen(value) || !(Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null)) return false;
  const descriptors = Object.getOwnPropertyDescriptors(value);
  for (const key of Reflect.ownKeys(descriptors)) {
    const descriptor = descriptors[key as string];
    if (!('value' in descriptor)) return false;
    const inner: unknown = descriptor.value;
    if (typeof inner === 'function' || (typeof inner === 'object' && inner !== null && !isDeepFrozen(inner, seen))) return false;
  }
  return true;
}
