/**
 * Ajax mode (DESIGN.md §4): fetch the page a paginator link points to, swap
 * the HTML answer into a region of the page, and show the new paging record
 * in every paginator element bound to the same model. Used by the paginator
 * elements and, through {@link installAjaxLinks}, by server-rendered
 * `a[data-update]` links.
 *
 * @module
 */
import { describe } from '../shared/php.js';
import { pushHistoryEntry } from './push-history.js';
import { elementById } from '../dom/document.js';
import { documentBase, replaceContent } from '../dom/document-ajax.js';
import { claimRegion, firstId, shared } from './page-requests.js';
import { watchHistory } from './start-update.js';
import { sanitizeFragment } from './sanitize.js';
import { answerParts } from './answer-content.js';
import { logAjaxFailure } from './failure-log.js';
import { applyPaging, readAnswerPaging, reason } from './answer-paging.js';
import { sayPageShown } from './say-page.js';
import type { PagingRecords } from '../pagination/paging-json.js';
import { fire } from '../dom/events.js';

export { applyPaging, PAGING_CONSUMERS } from './answer-paging.js';
// Kept in a module of its own, which loads this one on the first click it takes.
export { installAjaxLinks } from './ajax-links.js';

/** One Ajax update: which URL to fetch, and which region its answer fills. */
export interface AjaxRequest {
  /** The link's href, absolute or relative to `document.baseURI`. */
  url: string;
  /**
   * Id of the element whose children are replaced by (or, with `swap: 'append'`, followed by) the answer. Several
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
  /**
   * The navigation was started from the keyboard: move focus to the updated
   * region after the swap (with `swap: 'append'`, to the first element added).
   */
  keyboard?: boolean;
  /** Push the URL to history after the swap, so that Back and Forward restore it (never with `swap: 'append'`). */
  pushUrl?: boolean;
  /** Milliseconds before the request is abandoned (default 10000); 0 or less, or not finite, means never. */
  timeout?: number;
  /** Allow a URL on another origin (refused by default). */
  crossOrigin?: boolean;
  /** How the answer goes into the region: `replace` its children (default), or `append` after them (load more). */
  swap?: 'replace' | 'append';
  /**
   * After a `replace` swap, bring the region's top into view when it starts
   * above the window, as a page load shows its top (default true; smoothly,
   * or at once where the reader prefers reduced motion). An append keeps the
   * reader where they are.
   */
  autoscroll?: boolean;
  /**
   * Keep the window where it is across the swap, instead: Back and Forward,
   * where the browser has put it where their entry was left.
   */
  restore?: boolean;
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
  /** How many elements the answer put into the region (at its top level: with `swap: 'append'`, the new rows). */
  added: number;
}

/** Used when a request names no timeout. */
export const DEFAULT_TIMEOUT = 10_000;

/** The abort reason of a request that ran out of time (a newer request aborts with the default reason). */
const TIMEOUT = 'timeout';

/** A `Content-Type` of HTML, with or without parameters (`text/html; charset=utf-8`). */
const HTML_TYPE = /^\s*text\/html\s*(;|$)/i;

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Sets an attribute while a request runs, and adds its release (to be
 * called once) to `releases`. Counted, so that overlapping requests (a
 * newer one to the same region, or two regions sharing an indicator) leave
 * it set until the last one ends, which restores what was there before the
 * first.
 */
function hold(releases: Array<() => void>, element: Element, name: string, value: string | null): void {
  let byElement = shared.holds.get(name);
  if (!byElement) shared.holds.set(name, (byElement = new Map()));
  const held = byElement.get(element) ?? [0, element.getAttribute(name)];
  byElement.set(element, held);
  held[0]++;
  setAttribute(element, name, value);
  releases.push(() => {
    if (--held[0]) return;
    byElement.delete(element);
    setAttribute(element, name, held[1]);
  });
}

/**
 * Moves focus to `element` as a keyboard-started swap does: to the region,
 * or to the first row an append added (which may be a form whose controls
 * shadow its methods: called through the prototypes). One that cannot take
 * focus is made focusable by script only (tabIndex is -1 for elements the
 * browser does not make focusable by themselves). Nothing for null.
 */
export function focusTarget(element: Element | null, preventScroll = false): void {
  const proto = element instanceof HTMLElement ? HTMLElement.prototype : element instanceof SVGElement ? SVGElement.prototype : null;
  if (!proto) return;
  const { hasAttribute, setAttribute } = Element.prototype;
  const tabIndex = Object.getOwnPropertyDescriptor(proto, 'tabIndex')!.get!.call(element) as number;
  if (!hasAttribute.call(element, 'tabindex') && tabIndex < 0) setAttribute.call(element, 'tabindex', '-1');
  proto.focus.call(element, { preventScroll });
}

/**
 * The view after a page replaced the region's content: Back and Forward
 * keep the position the browser gave their entry (`restore`: `kept`, read
 * before the swap), at once; a region whose top is
 * in the window leaves it where it is; one that starts above the window is
 * brought into view, its top at the top (smoothly, or at once under
 * `prefers-reduced-motion`), unless `autoscroll` is false. Returns whether
 * the window is where it should be (then focus must not move it again).
 */
function placeView(region: Element, request: AjaxRequest, kept: readonly number[]): boolean {
  if (request.restore) {
    // The new content may have moved it (scroll anchoring, a shorter page): back where the browser put it.
    scrollTo({ left: kept[0], top: kept[1], behavior: 'instant' });
    return true;
  }
  // Through the prototype: the region may be a form whose controls shadow its methods.
  if (Element.prototype.getBoundingClientRect.call(region).top >= 0) return true;
  if (request.autoscroll === false) return false;
  Element.prototype.scrollIntoView.call(region, { block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
  return true;
}

/**
 * Fetches `request.url` and replaces the children of the element with id
 * `request.update` by the (inertly parsed, script-free) answer (or, with
 * `swap: 'append'`, adds it after them), firing
 * `paginator-request` (cancelable), then `paginator-load` or
 * `paginator-error`. A newer request to the same region aborts this one
 * (or, for a request claimed when it was made, replaces it before it
 * runs: start-update.ts); so does a newer one from another copy of the
 * library on the page. On any failure the region keeps its content.
 *
 * An answer that is a whole document (it starts with a doctype or `<html>`)
 * gives only the children of its element with the region's id, else of its
 * body; its paging record is looked for in that part first, then in the
 * rest of the page.
 *
 * Never rejects: each failure logs one console error (the element, the
 * region, the URL and the cause, on one line), fires `paginator-error` and
 * makes the outcome `'failed'`. A request replaced by a newer one is not a
 * failure: it logs and fires nothing.
 */
export async function ajaxUpdate(request: AjaxRequest): Promise<AjaxOutcome> {
  const { source, model = null, kind = null, page = null } = request;
  const update = firstId(request.update);
  const claim = shared.claimed.get(request);
  // Replaced by a newer request while Ajax mode was arriving: it never began.
  if (claim?.signal.aborted) return 'aborted';
  let url: URL | undefined;
  try {
    url = new URL(request.url, documentBase());
  } catch {
    // Reported below, after paginator-request.
  }
  const base: AjaxRequestDetail = { url: url?.href ?? request.url, update, model, kind, page };
  let target: Element | null = null;
  /** Ends the request: clears the busy state (once the request holds it) and lets the next one take the region. */
  const releases: Array<() => void> = [];
  const settle = (): void => {
    for (const release of releases.splice(0)) release();
  };
  /**
   * Settles, then reports: one console line (failure-log.ts) and `paginator-error`. The request's
   * source may have been swapped out with the old content, then the region speaks for it.
   */
  const fail = (status: number, error: string, message: string): 'failed' => {
    settle();
    // An unparsable URL is the page's own text: quoted, so that it cannot pass for the rest of the line.
    logAjaxFailure(source, update, url?.href ?? describe(request.url), message);
    fire(source.isConnected || !target ? source : target, 'paginator-error', { ...base, status, error, message } satisfies AjaxErrorDetail);
    return 'failed';
  };
  /** Fails when `origin` is another origin than the page's and the request does not allow it (`how` tells how it was reached). */
  const refused = (origin: string, how = ''): false | 'failed' => origin !== location.origin && !request.crossOrigin
    && fail(0, 'cross-origin URL refused', `${origin}${how} is another origin than this page's; set crossOrigin to allow it.`);

  try {
    if (!fire(source, 'paginator-request', base, true)) return 'canceled';
    if (!url) return fail(0, 'invalid URL', `${describe(request.url)} is not a valid URL.`);
    if (!/^https?:$/.test(url.protocol)) {
      return fail(0, 'non-http URL refused', `Only http and https URLs are fetched, not ${url.protocol} ones.`);
    }
    if (refused(url.origin)) return 'failed';
    // No element has the empty id: getElementById('') is null.
    const region = (target = elementById(update));
    if (!region) return fail(0, update ? `no element #${update}` : 'no update id', `There is no element with id ${describe(update)} to update.`);
    const indicatorId = firstId(request.indicator);
    const indicator = elementById(indicatorId);

    // Last click wins: from here on (or from its click on, when it was claimed then) this is the request of this region.
    const controller = claim ?? claimRegion(update);
    const { signal } = controller;
    hold(releases, region, 'aria-busy', 'true');
    if (indicator) hold(releases, indicator, 'hidden', null);

    const timeout = typeof request.timeout === 'number' ? request.timeout : DEFAULT_TIMEOUT;
    // Aborting an aborted signal keeps its first reason: a request a newer one replaced is not late, only replaced.
    const timer = timeout > 0 && Number.isFinite(timeout) ? setTimeout(() => controller.abort(TIMEOUT), timeout) : undefined;

    let response: Response;
    let text: string;
    try {
      response = await fetch(url.href, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' },
        signal,
        credentials: 'same-origin',
      });
      // Aborted (replaced, or out of time) after the answer arrived: handled with the other aborts below.
      signal.throwIfAborted();
      const { ok, status, statusText, url: finalUrl, headers } = response;
      const type = headers.get('Content-Type') ?? '';
      const refusal = !ok
        ? fail(status, `HTTP ${status}`, `The server answered ${status}${statusText ? ` ${statusText}` : ''}.`)
        // A same-origin URL may redirect elsewhere; what comes back must pass the same rule.
        : (finalUrl && refused(new URL(finalUrl).origin, ' (where the request was redirected)'))
          // Only HTML is swapped in: JSON, a picture or a file read as markup is not what the link meant.
          || (!HTML_TYPE.test(type) && fail(status, 'not HTML', `The answer is ${type ? `of type ${type}` : 'untyped'}, not text/html; it was not swapped in.`));
      if (refusal) {
        void response.body?.cancel().catch(() => undefined);
        return refusal;
      }
      text = await response.text();
      signal.throwIfAborted();
    } catch (error) {
      // fetch() and reading the body reject with a TypeError when the network fails;
      // anything else is a bug, reported as such below.
      if (!signal.aborted && !(error instanceof TypeError)) throw error;
      // A replaced request fires no error and never writes its answer; a late one is reported.
      if (!signal.aborted) return fail(0, 'network', `The request failed: ${reason(error)}`);
      return signal.reason === TIMEOUT ? fail(0, 'timeout', `No answer within ${timeout} ms.`) : 'aborted';
    } finally {
      clearTimeout(timer);
    }

    // A whole page gives only the region's part (answer-content.ts); its record may be anywhere in it.
    const { content, rest } = answerParts(text, update);
    const [records, problem] = readAnswerPaging(response.headers.get('X-Paging'), content, model, rest);
    sanitizeFragment(content);
    // The fragment is ours (nothing in it can shadow its properties); it is empty once inserted.
    const added = content.childElementCount;
    const first = content.firstElementChild;
    const append = request.swap === 'append';
    // Through the prototype, as replaceContent() does: the region may be a form whose controls shadow its methods.
    const kept = [scrollX, scrollY];
    if (append) Element.prototype.append.call(region, content);
    else replaceContent(region, content);
    settle();

    if (problem) fail(response.status, 'paging', `The answer's paging record cannot be read: ${problem}`);
    if (records) applyPaging(records);
    // A page change is said once, by one element (an append is more of the same page: load-more.ts says what it added).
    if (records && !append) sayPageShown(records, model, source);
    // An append is more of the same page, not a page of its own: Back leaves the list (load-more.ts restores it).
    if (request.pushUrl && !append) {
      try {
        pushHistoryEntry({ url: url.href, update, indicator: indicatorId || null, model });
        watchHistory();
      } catch (error) {
        fail(response.status, 'history', `The URL could not be pushed to history: ${reason(error)}`);
      }
    }
    // After the entry is pushed, so that the browser keeps the position the reader left for Back.
    const placed = !append && placeView(region, request, kept);
    // After an append, the reader goes on from the first new row, as load-more guides advise.
    if (request.keyboard) focusTarget(append ? first : region, placed);
    fire(source.isConnected ? source : region, 'paginator-load', { url: url.href, update, model, paging: records, target: region, added } satisfies AjaxLoadDetail);
    return 'loaded';
  } catch (error) {
    // Only a bug (ours or a hostile DOM) gets here; it is still reported, not thrown.
    target ??= elementById(update);
    try {
      fail(0, 'exception', `The Ajax update failed: ${reason(error)}`);
    } catch {
      // Nowhere left to report to.
    }
    return 'failed';
  } finally {
    settle();
  }
}
