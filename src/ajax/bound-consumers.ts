/**
 * The page's connected paging consumers, by the model they show: what an
 * Ajax answer's records are handed to (answer-paging.ts). The elements
 * file themselves here when they connect and whenever the model they show
 * changes, and leave when they disconnect, so that a swap finds the
 * elements bound to its models without walking the page: its cost does not
 * grow with the number of paginators on it (docs/decisions.md, "A swap
 * visits only the elements it updates").
 *
 * One index for the page, kept on the window under a registered symbol
 * beside page-requests.ts's, so that an answer fetched by one copy of the
 * library reaches the elements another copy defined. Small on purpose: it
 * is in the first file, since elements file themselves before Ajax mode is
 * loaded.
 *
 * @module
 */
import type { PagingConsumer } from './paging-consumer.js';

interface BoundConsumers {
  /** The connected consumers of each model. */
  readonly byModel: Map<string, Set<PagingConsumer>>;
  /** The model each connected consumer is filed under (one without a model is in neither map). */
  readonly filed: Map<PagingConsumer, string>;
}

/**
 * Registered, so that every copy of the library finds the same index;
 * versioned, so that a future shape is another key. A sibling of
 * page-requests.ts's key rather than a field of its state: a copy that
 * made that state before this index existed would lack the field.
 */
const KEY = Symbol.for('paginator-elements.consumers.1');

function boundConsumers(): BoundConsumers {
  const existing = (globalThis as Record<symbol, unknown>)[KEY] as BoundConsumers | undefined;
  if (existing) return existing;
  const state: BoundConsumers = { byModel: new Map(), filed: new Map() };
  // Fixed once made: nothing later on the page can swap it for another.
  Object.defineProperty(globalThis, KEY, { value: state });
  return state;
}

const shared: BoundConsumers = boundConsumers();

/**
 * Files `element` under the model it shows now (its `boundModel`), or
 * takes it out when it has none or is not connected. An element calls it
 * when it connects and each time its model may have changed.
 */
export function fileConsumer(element: PagingConsumer): void {
  const model = element.isConnected ? element.boundModel : null;
  const before = shared.filed.get(element);
  if (before === model) return;
  if (before !== undefined) dropConsumer(element);
  if (typeof model !== 'string') return;
  shared.filed.set(element, model);
  let consumers = shared.byModel.get(model);
  if (!consumers) shared.byModel.set(model, (consumers = new Set()));
  consumers.add(element);
}

/** Takes `element` out of the index (it left the page): nothing here keeps it alive. */
export function dropConsumer(element: PagingConsumer): void {
  const model = shared.filed.get(element);
  if (model === undefined) return;
  shared.filed.delete(element);
  const consumers = shared.byModel.get(model)!;
  consumers.delete(element);
  if (!consumers.size) shared.byModel.delete(model);
}

/** The connected consumers filed under `model`, as a list (handing them records may change the index). */
export function consumersOf(model: string): PagingConsumer[] {
  return [...(shared.byModel.get(model) ?? [])];
}

/** How many models the page's connected consumers show: more than one, and a page change must say which list changed. */
export function modelsShown(): number {
  return shared.byModel.size;
}

/**
 * A static property of the classes whose elements file themselves (every
 * copy's paginator elements): registered, so that one copy recognises
 * another's classes.
 */
export const FILES_ITSELF: unique symbol = Symbol.for('paginator-elements.consumers.1.files-itself');

/**
 * Whether no element named `tag` has to be looked for in the page: its
 * class files its elements here, or it is not defined (an element not
 * upgraded yet is no consumer).
 */
export function filesItself(tag: string): boolean {
  const definition = customElements.get(tag) as { [FILES_ITSELF]?: unknown } | undefined;
  return !definition || definition[FILES_ITSELF] === true;
}

/**
 * The method of a consumer that says the page it shows in the page's live
 * region (say-page.ts): registered, so that one copy's Ajax mode asks
 * another copy's elements.
 */
export const SAYS_PAGE: unique symbol = Symbol.for('paginator-elements.says-page.1');
