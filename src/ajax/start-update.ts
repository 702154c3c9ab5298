/**
 * How a click (or Back / Forward) starts an Ajax update before Ajax mode
 * is there: the region is claimed at once, so that "last click wins"
 * holds from the click on, and Ajax mode (`ajax-update.ts`) is fetched
 * with `import()` to run the request. The paginator elements and
 * installAjaxLinks start their updates here; a page that never follows an
 * Ajax link never downloads Ajax mode (docs/decisions.md, "Ajax mode loads
 * on demand").
 *
 * @module
 */
import type { AjaxErrorDetail, AjaxOutcome, AjaxRequest } from './ajax-update.js';
import { claimRequest, firstId, shared } from './page-requests.js';
import { readHistoryEntry } from './history.js';
import { documentRoot, elementById } from '../dom/document.js';
import { fire } from '../dom/events.js';
import { logAjaxFailure } from './failure-log.js';

/** `ajaxUpdate()`, once Ajax mode has arrived: from then on an update starts at once, as it is asked for. */
let ajaxMode: typeof import('./ajax-update.js').ajaxUpdate | null = null;

/** Ajax mode. Written out, destructured, so that a bundler keeps only what is used of the module's exports. */
const loadAjaxMode = () => import('./ajax-update.js').then(({ ajaxUpdate }) => (ajaxMode = ajaxUpdate));

/** A background fetch of Ajax mode is scheduled or running. */
let prefetching = false;

/**
 * Fetches Ajax mode in the background once the page has loaded and the
 * browser is idle, so that the first click on a link with `update` does
 * not wait for its download (docs/decisions.md, "Ajax mode arrives before
 * the first click"). Called by what has such a link; `needed` is asked
 * then, at idle, whether there still is one. A page with none never
 * downloads Ajax mode. A fetch that fails is left to the next caller, or
 * to the click, which reports it.
 */
export function prefetchAjaxMode(needed: () => boolean = () => true): void {
  if (ajaxMode || prefetching) return;
  prefetching = true;
  const fetchNow = (): void => {
    if (!needed()) {
      prefetching = false;
      return;
    }
    loadAjaxMode().catch(() => void (prefetching = false));
  };
  afterLoadAtIdle(fetchNow);
}

/**
 * Runs `fn` once the page has loaded (its own resources first) and the
 * browser is idle, or within a second on a busy page: when a part that may
 * be needed later is fetched in the background.
 */
export function afterLoadAtIdle(fn: () => void): void {
  const atIdle = (): void => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 0));
  if (document.readyState === 'complete') atIdle();
  else addEventListener('load', atIdle, { once: true });
}

/**
 * Starts `request` as `ajaxUpdate()` does, from this moment: its region
 * is claimed now, so a newer request replaces it even while Ajax mode is
 * still arriving (it then never fetches), and it replaces older ones.
 * When Ajax mode cannot be fetched, a request that was not replaced
 * meanwhile fails as a request does: one console line, `paginator-error`
 * with `status: 0` and `error: 'network'`, the region unchanged. Never
 * rejects.
 */
export function startUpdate(request: AjaxRequest): Promise<AjaxOutcome> {
  // Loaded: in the same task (paginator-request fires inside the click, as it always did once the module was there).
  if (ajaxMode) return ajaxMode(request);
  const claim = claimRequest(request);
  return loadAjaxMode().then(
    (ajaxUpdate) => ajaxUpdate(request),
    (error: unknown): AjaxOutcome => {
      if (claim.signal.aborted) return 'aborted';
      const { source, url, model = null, kind = null, page = null } = request;
      const update = firstId(request.update);
      const message = `the Ajax module could not be loaded (${error instanceof Error ? error.message : String(error)})`;
      logAjaxFailure(source, update, url, message);
      fire(source, 'paginator-error', { url, update, model, kind, page, status: 0, error: 'network', message } satisfies AjaxErrorDetail);
      return 'failed';
    },
  );
}

/**
 * Back or Forward to a history entry that Ajax mode pushed: its URL is
 * fetched again into its region, without pushing (a newer click or entry
 * replaces it as any request), and the window is kept where the browser
 * restored it for that entry. Other entries are left to whoever made them.
 */
function onPopstate({ state }: PopStateEvent): void {
  const entry = readHistoryEntry(state);
  // The browser puts the window where the entry was left (after this event): it stays there once the region is filled again.
  if (entry) void startUpdate({ ...entry, kind: 'history', source: elementById(entry.update) ?? documentRoot(), restore: true });
}

/**
 * Listens for Back and Forward to Ajax mode's history entries, once for the
 * page whichever copy of the library asks: from the first entry pushed on.
 */
export function watchHistory(): void {
  if (shared.watching) return;
  shared.watching = true;
  addEventListener('popstate', onPopstate);
}

/**
 * On a page loaded on one of Ajax mode's history entries (a reload, or a
 * return from another site): Back and Forward are listened for at once,
 * before Ajax mode has arrived, and Ajax mode is fetched meanwhile.
 */
export function resumeHistory(): void {
  if (!readHistoryEntry(history.state)) return;
  watchHistory();
  loadAjaxMode().catch(() => undefined);
}
