/**
 * {@link installAjaxLinks}: the delegated click listener that gives
 * server-rendered `a[data-update]` links the Ajax behaviour of the
 * elements. Kept apart from Ajax mode itself (`ajax.ts`), which it loads
 * with `import()` on the first click it takes: a page (the drop-in bundle
 * above all) can install it without downloading Ajax mode until a link is
 * followed (docs/decisions.md, "Ajax mode loads on demand").
 *
 * @module
 */
import type { AjaxErrorDetail } from './ajax-update.js';
import { fire } from '../dom/events.js';
import { logAjaxFailure } from './failure-log.js';

/** The HTML namespace: an `<a>` of SVG or MathML is no link of ours. */
const HTML = 'http://www.w3.org/1999/xhtml';

/** The installed click listeners' uninstall functions, by root. */
const installed = new WeakMap<EventTarget, () => void>();

/** The one click listener installAjaxLinks adds to every root it is given. */
function onLinkClick(event: MouseEvent): void {
  try {
    // Not a mouse click (no button), a modified or middle click, or one already handled: the browser's.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const path = event.composedPath();
    // The innermost `a[data-update]` the click went through below the root, shadow roots included.
    const link = path.slice(0, path.indexOf(event.currentTarget!)).find(
      (node) => (node as Element).matches?.('a[data-update]') && (node as Element).namespaceURI === HTML,
    ) as HTMLAnchorElement | undefined;
    const update = link?.dataset.update!.trim();
    // A link naming no region, a download, or a link meant for another browsing context is the browser's to follow.
    if (!update || link!.hasAttribute('download') || !/^(_self)?$/i.test(link!.target)) return;
    const url = link!.href;
    const navigate = { page: null, url, model: null, kind: 'link' };
    const proceed = fire(link!, 'paginator-navigate', navigate, true);
    // Taken over at once, whatever the module's download does next.
    event.preventDefault();
    if (!proceed) return;
    const request = {
      url,
      update: link!.dataset.update,
      indicator: link!.dataset.indicator,
      source: link!,
      // A click from Enter (or assistive technology) has no click count.
      keyboard: event.detail === 0,
      pushUrl: link!.hasAttribute('data-push-url'),
    };
    // Ajax mode, fetched on the first click taken (the module the paginator elements load). Written
    // out here, destructured, so that a bundler keeps only what is used of the module's exports.
    import('./ajax-update.js').then(
      ({ ajaxUpdate }) => ajaxUpdate(request),
      // A module that cannot be fetched fails like any request (the region keeps its content).
      (error: unknown) => {
        const detail = {
          ...navigate, update: update.split(/\s+/)[0]!, status: 0, error: 'network',
          message: `the Ajax module could not be loaded (${error instanceof Error ? error.message : String(error)})`,
        } satisfies AjaxErrorDetail;
        logAjaxFailure(link!, detail.update, url, detail.message);
        fire(link!, 'paginator-error', detail);
      },
    );
  } catch (error) {
    console.error('paginator-elements: an Ajax link click could not be handled', error);
  }
}

/**
 * Gives server-rendered `a[data-update]` links (the core's Ajax markup)
 * the Ajax behaviour of the elements, through one delegated click listener
 * on `root`. Only plain primary clicks are taken (not modified or middle
 * clicks, not ones already handled, nor links with `download` or a
 * `target` other than `_self`); `paginator-navigate` fires on the link
 * first (cancelable) and the browser's navigation is prevented, then
 * `ajaxUpdate` runs with the link as source. Ajax mode itself is loaded
 * with `import()` on the first click taken; if it cannot be fetched, the
 * link logs one console error and fires `paginator-error` with
 * `status: 0` and `error: 'network'`, as any failed update does.
 *
 * Link attributes: `data-update` (region id; of several space-separated
 * ids, the first), `data-indicator` (optional), `data-push-url` (optional,
 * boolean: push the URL to history).
 *
 * Idempotent per root: installing again returns the same uninstall
 * function, which removes the listener.
 */
export function installAjaxLinks(root: Document | Element | DocumentFragment = document): () => void {
  // A page reloaded on a history entry that Ajax mode pushed: Back and Forward
  // need its popstate listener from the start. The key is ajax-history.ts's
  // HISTORY_KEY, written out so that this check does not pull that module in.
  if ((history.state as Record<string, unknown> | null)?.paginatorElements) import('./ajax-update.js').catch(() => undefined);
  let uninstall = installed.get(root);
  if (!uninstall) {
    root.addEventListener('click', onLinkClick as EventListener);
    installed.set(root, (uninstall = (): void => {
      // An uninstall function from before a later install of the same root stops nothing.
      if (installed.get(root) !== uninstall) return;
      root.removeEventListener('click', onLinkClick as EventListener);
      installed.delete(root);
    }));
  }
  return uninstall;
}
