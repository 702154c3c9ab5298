/**
 * Ajax mode (DESIGN.md §4): fetch the page a paginator link points to, swap
 * the HTML answer into a region of the page, and show the new paging record
 * in every paginator element bound to the same model. Used by the paginator
 * elements and, through {@link installAjaxLinks}, by server-rendered
 * `a[data-update]` links.
 *
 * @module
 */
import { pushHistoryEntry, readHistoryEntry, watchHistory, type AjaxHistoryEntry } from './ajax-history.js';
import { parseInert, sanitizeFragment } from './inert-fragment.js';
import { inlineSources, readAnswerPaging, applyPaging } from './ajax-paging.js';
import type { PagingRecords } from './paging-source.js';

export { applyPaging, PAGING_CONSUMERS } from './ajax-paging.js';

/** One Ajax update: which URL to fetch, and which region its answer fills. */
export interface AjaxRequest {
  /** The link's href, absolute or relative to `document.baseURI`. */
  url: string;
  /**
   * Id of the element whose children are replaced by the answer. Several
   * space-separated ids (as the core's Ajax markup may write) mean the first.
   */
  update: string | null | undefined;
  /** Id of an element shown (its `hidden` attribute removed) while the request runs. */
  indicator?: string | null;
  /** Where the events fire: a paginator element, or the link itself. */
  source: Element;
  /** Model of the paginator that started it: files a single-record `X-Paging` answer, and goes into event details. */
  model?: string | null;
  /** Copied into event details. */
  kind?: string | null;
  /** Copied into event details. */
  page?: number | null;
  /** The navigation was started from the keyboard: move focus to the updated region after the swap. */
  keyboard?: boolean;
  /** Push the URL to history after the swap, so that Back and Forward restore it. */
  pushUrl?: boolean;
  /** Milliseconds before the request is abandoned (default 10000); 0 or less, or not finite, means never. */
  timeout?: number;
  /** Allow a URL on another origin (refused by default). */
  crossOrigin?: boolean;
}

/** How an {@link ajaxUpdate} ended. */
export type AjaxOutcome = 'loaded' | 'canceled' | 'aborted' | 'failed';

/** Detail of `paginator-request` (cancelable), and the base of the other Ajax events' details. */
export interface AjaxRequestDetail {
  /** Absolute URL (the request's URL as given when it cannot be resolved). */
  url: string;
  update: string;
  model: string | null;
  kind: string | null;
  page: number | null;
}

/** Detail of `paginator-error`. */
export interface AjaxErrorDetail extends AjaxRequestDetail {
  /** HTTP status of the answer; 0 when there was none (refused, network, timeout). */
  status: number;
  /** Short machine-readable reason: `timeout`, `network`, `HTTP 500`, `paging`, `cross-origin URL refused`... */
  error: string;
  /** A sentence for people. */
  message: string;
}

/** Detail of `paginator-load`. */
export interface AjaxLoadDetail {
  url: string;
  update: string;
  model: string | null;
  /** The paging records the answer carried, or null. */
  paging: PagingRecords | null;
  /** The region that was updated. */
  target: Element;
}

/** Used when a request names no timeout. */
export const DEFAULT_TIMEOUT = 10_000;

/** The request in flight for each region id: a new one aborts it. */
const inFlight = new Map<string, AbortController>();

/** The first of several space-separated ids, or '' for none. */
function firstId(ids: string | null | undefined): string {
  return (ids ?? '').trim().split(/\s+/)[0] ?? '';
}

function fire(target: EventTarget, type: string, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
}

/** The request's source may have been swapped out with the old content; then the region speaks for it. */
function speaker(source: Element, target: Element | null): EventTarget {
  return source.isConnected || !target ? source : target;
}

function resolveUrl(url: string): URL | null {
  try {
    return new URL(url, document.baseURI);
  } catch {
    return null;
  }
}

interface Hold {
  count: number;
  before: string | null;
}

/** Attributes set for the requests in flight, by element and name, with the value to restore. */
const holds = new WeakMap<Element, Map<string, Hold>>();

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Sets an attribute while a request runs and returns its (idempotent)
 * release. Counted, so that overlapping requests (a newer one to the same
 * region, or two regions sharing an indicator) leave it set until the last
 * one ends, which restores what was there before the first.
 */
function hold(element: Element, name: string, value: string | null): () => void {
  let byName = holds.get(element);
  if (!byName) holds.set(element, (byName = new Map()));
  let held = byName.get(name);
  if (!held) byName.set(name, (held = { count: 0, before: element.getAttribute(name) }));
  held.count += 1;
  setAttribute(element, name, value);
  const entry = held;
  const names = byName;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.count -= 1;
    if (entry.count > 0) return;
    names.delete(name);
    setAttribute(element, name, entry.before);
  };
}

/** Gives the region focus; a region that cannot take focus is made focusable by script only. */
function focusRegion(target: Element): void {
  const region = target as HTMLElement;
  if (typeof region.focus !== 'function') return;
  // tabIndex is -1 for elements the browser does not make focusable by themselves.
  if (!region.hasAttribute('tabindex') && region.tabIndex < 0) region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: false });
}

/** Re-fetches a history entry's URL into its region, without pushing again. */
function restoreEntry(entry: AjaxHistoryEntry): void {
  void ajaxUpdate({
    url: entry.url,
    update: entry.update,
    indicator: entry.indicator,
    model: entry.model,
    kind: 'history',
    source: document.getElementById(entry.update) ?? document.documentElement,
  });
}

// A reload keeps history.state: Back and Forward from the reloaded page must still restore.
if (typeof window !== 'undefined' && readHistoryEntry(window.history.state)) watchHistory(restoreEntry);

/**
 * Fetches `request.url` and replaces the children of the element with id
 * `request.update` by the (inertly parsed, script-free) answer, firing
 * `paginator-request` (cancelable), then `paginator-load` or
 * `paginator-error`. A newer request to the same region aborts this one.
 * On any failure the region keeps its content.
 *
 * Never rejects: failures become `paginator-error` events and the outcome
 * `'failed'`.
 */
export async function ajaxUpdate(request: AjaxRequest): Promise<AjaxOutcome> {
  try {
    return await run(request);
  } catch (error) {
    // Only a bug (ours or a hostile DOM) gets here; it is still reported, not thrown.
    const update = firstId(request.update);
    const detail: AjaxErrorDetail = {
      url: String(request.url), update, model: request.model ?? null, kind: request.kind ?? null, page: request.page ?? null,
      status: 0, error: 'exception', message: `The Ajax update failed: ${error instanceof Error ? error.message : String(error)}`,
    };
    try {
      fire(speaker(request.source, document.getElementById(update)), 'paginator-error', detail);
    } catch {
      // Nowhere left to report to.
    }
    return 'failed';
  }
}

async function run(request: AjaxRequest): Promise<AjaxOutcome> {
  const { source } = request;
  const update = firstId(request.update);
  const model = request.model ?? null;
  const url = resolveUrl(request.url);
  const base: AjaxRequestDetail = { url: url?.href ?? String(request.url), update, model, kind: request.kind ?? null, page: request.page ?? null };
  let target: Element | null = null;
  const fail = (status: number, error: string, message: string): AjaxOutcome => {
    const detail: AjaxErrorDetail = { ...base, status, error, message };
    fire(speaker(source, target), 'paginator-error', detail);
    return 'failed';
  };

  if (!fire(source, 'paginator-request', base, true)) return 'canceled';
  if (!url) return fail(0, 'invalid URL', `"${request.url}" is not a valid URL.`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail(0, 'non-http URL refused', `Only http and https URLs are fetched, not ${url.protocol} ones.`);
  }
  if (url.origin !== location.origin && !request.crossOrigin) {
    return fail(0, 'cross-origin URL refused', `${url.origin} is another origin than this page's; set crossOrigin to allow it.`);
  }
  target = update ? document.getElementById(update) : null;
  if (!target) return fail(0, update ? `no element #${update}` : 'no update id', `There is no element with id "${update}" to update.`);
  const region = target;
  const indicatorId = firstId(request.indicator);
  const indicator = indicatorId ? document.getElementById(indicatorId) : null;

  // Last click wins: from here on this is the request for this region.
  const controller = new AbortController();
  const releases = [hold(region, 'aria-busy', 'true')];
  if (indicator) releases.push(hold(indicator, 'hidden', null));
  inFlight.get(update)?.abort();
  inFlight.set(update, controller);
  const current = (): boolean => inFlight.get(update) === controller && !controller.signal.aborted;
  const settle = (): void => {
    if (inFlight.get(update) === controller) inFlight.delete(update);
    for (const release of releases) release();
  };

  const timeout = request.timeout ?? DEFAULT_TIMEOUT;
  let timedOut = false;
  const timer = timeout > 0 && Number.isFinite(timeout)
    ? setTimeout(() => {
      // A request a newer one has aborted already is not late, only replaced.
      if (controller.signal.aborted) return;
      timedOut = true;
      controller.abort();
    }, timeout)
    : undefined;
  /** Null while this request may go on; else how it ends (a timeout is reported, a replacement is not). */
  const interrupted = (): AjaxOutcome | null => {
    if (current()) return null;
    settle();
    return timedOut ? fail(0, 'timeout', `No answer within ${timeout} ms.`) : 'aborted';
  };

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url.href, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' },
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const stop = interrupted();
      if (stop) return stop;
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        settle();
        return fail(response.status, `HTTP ${response.status}`, `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`);
      }
      // A same-origin URL may redirect elsewhere; what comes back must pass the same rule.
      if (!request.crossOrigin && response.url && new URL(response.url).origin !== location.origin) {
        void response.body?.cancel().catch(() => undefined);
        settle();
        return fail(0, 'cross-origin URL refused', `The request was redirected to ${new URL(response.url).origin}, another origin.`);
      }
      text = await response.text();
    } catch (error) {
      const stop = interrupted();
      if (stop) return stop;
      settle();
      return fail(0, 'network', `The request failed: ${error instanceof Error ? error.message : String(error)}.`);
    } finally {
      clearTimeout(timer);
    }
    const stop = interrupted();
    if (stop) return stop;

    const template = parseInert(text);
    inlineSources(template.content);
    const { records, problem } = readAnswerPaging(response, template.content, model);
    sanitizeFragment(template.content);
    region.replaceChildren(template.content);
    settle();

    if (problem) fail(response.status, 'paging', `The answer's paging record cannot be read: ${problem}`);
    if (records) applyPaging(records);
    if (request.pushUrl) {
      try {
        pushHistoryEntry({ url: url.href, update, indicator: indicatorId || null, model }, restoreEntry);
      } catch (error) {
        fail(response.status, 'history', `The URL could not be pushed to history: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (request.keyboard) focusRegion(region);
    const detail: AjaxLoadDetail = { url: url.href, update, model, paging: records, target: region };
    fire(speaker(source, region), 'paginator-load', detail);
    return 'loaded';
  } finally {
    settle();
  }
}

/** The installed click listeners' uninstall functions, by root. */
const installed = new WeakMap<EventTarget, () => void>();

const HTML = 'http://www.w3.org/1999/xhtml';

/** The innermost `a[data-update]` the click went through, shadow roots included. */
function findLink(event: Event): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node === event.currentTarget) break;
    const element = node as Element;
    if (element.localName === 'a' && element.namespaceURI === HTML && element.hasAttribute('data-update')) {
      return element as HTMLAnchorElement;
    }
  }
  return null;
}

function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const link = findLink(event);
  if (!link) return;
  const update = firstId(link.dataset.update);
  // A download, or a link meant for another browsing context, is the browser's to follow.
  const frame = link.target.toLowerCase();
  if (!update || link.hasAttribute('download') || (frame !== '' && frame !== '_self')) return;
  const url = link.href;
  const proceed = fire(link, 'paginator-navigate', { page: null, url, model: null, kind: 'link' }, true);
  event.preventDefault();
  if (!proceed) return;
  void ajaxUpdate({
    url,
    update,
    indicator: link.dataset.indicator ?? null,
    source: link,
    // A click from Enter (or assistive technology) has no click count.
    keyboard: event.detail === 0,
    pushUrl: link.hasAttribute('data-push-url'),
  });
}

/**
 * Gives server-rendered `a[data-update]` links (the core's Ajax markup)
 * the Ajax behaviour of the elements, through one delegated click listener
 * on `root`. Only plain primary clicks are taken (not modified or middle
 * clicks, not ones already handled, nor links with `download` or a
 * `target` other than `_self`); `paginator-navigate` fires on the link
 * first (cancelable), then {@link ajaxUpdate} runs with the link as source.
 *
 * Link attributes: `data-update` (region id; of several space-separated
 * ids, the first), `data-indicator` (optional), `data-push-url` (optional,
 * boolean: push the URL to history).
 *
 * Idempotent per root: installing again returns the same uninstall
 * function, which removes the listener.
 */
export function installAjaxLinks(root: Document | Element | DocumentFragment = document): () => void {
  const existing = installed.get(root);
  if (existing) return existing;
  const listener = (event: Event): void => {
    try {
      if ('button' in event) onLinkClick(event as MouseEvent);
    } catch (error) {
      console.error('paginator-elements: an Ajax link click could not be handled', error);
    }
  };
  root.addEventListener('click', listener);
  const uninstall = (): void => {
    if (installed.get(root) !== uninstall) return;
    root.removeEventListener('click', listener);
    installed.delete(root);
  };
  installed.set(root, uninstall);
  return uninstall;
}
