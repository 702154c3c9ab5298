/**
 * What every Ajax update on a page shares, whichever copy of the library
 * started it (the drop-in beside an application's own build, say): the
 * newest request of each region, which a newer one replaces ("last click
 * wins"), the requests claimed before Ajax mode arrived, and the
 * attributes held while requests run. One state for the page, kept on the
 * window under a registered symbol, so that copies cannot undo each other
 * (docs/decisions.md, "Last click wins from the click on").
 *
 * Small on purpose: it is in the drop-in's first file, because a click
 * claims its region here the moment it happens, before Ajax mode is loaded.
 *
 * @module
 */
import type { AjaxRequest } from './ajax-update.js';

interface PageRequests {
  /** The newest request of each region (by id), pending or running: a newer one aborts it. */
  readonly regions: Map<string, AbortController>;
  /** Requests claimed before they ran (a click while Ajax mode loads), with their claim. */
  readonly claimed: WeakMap<AjaxRequest, AbortController>;
  /** Attributes held while requests run, by name and element: how many requests hold it, and the value before the first. */
  readonly holds: Map<string, Map<Element, [count: number, before: string | null]>>;
  /** Whether a `popstate` listener of the library is on the window. */
  watching: boolean;
}

/** Registered, so that every copy of the library finds the same state; versioned, so that a future shape is another key. */
const KEY = Symbol.for('paginator-elements.ajax.1');

function pageRequests(): PageRequests {
  const existing = (globalThis as Record<symbol, unknown>)[KEY] as PageRequests | undefined;
  if (existing) return existing;
  const state: PageRequests = { regions: new Map(), claimed: new WeakMap(), holds: new Map(), watching: false };
  // Fixed once made: nothing later on the page can swap it for another.
  Object.defineProperty(globalThis, KEY, { value: state });
  return state;
}

/** The shared state. */
export const shared: PageRequests = pageRequests();

/** The first of several space-separated ids, or '' for none. */
export function firstId(ids: unknown): string {
  return (typeof ids === 'string' ? ids : '').trim().split(/\s+/)[0]!;
}

/**
 * Makes a new request the one of its region (the first id of `update`):
 * the request that held it, pending or running, is aborted, and ends as
 * replaced. Returns the new request's controller.
 */
export function claimRegion(update: string): AbortController {
  const id = firstId(update);
  const controller = new AbortController();
  shared.regions.get(id)?.abort();
  shared.regions.set(id, controller);
  return controller;
}

/**
 * Claims the region of `request` now, for a request that will run later
 * (once Ajax mode has arrived): from this moment it replaces older ones,
 * and a newer one replaces it before it runs.
 */
export function claimRequest(request: AjaxRequest): AbortController {
  const controller = claimRegion(request.update ?? '');
  shared.claimed.set(request, controller);
  return controller;
}
