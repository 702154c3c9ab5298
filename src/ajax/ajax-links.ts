/**
 * {@link installAjaxLinks}: the delegated click listener that gives
 * server-rendered `a[data-update]` links the Ajax behaviour of the
 * elements. Kept apart from Ajax mode itself (`ajax-update.ts`), which its
 * clicks load through start-update.ts: a page (the drop-in bundle above
 * all) can install it without downloading Ajax mode until a link is
 * followed (docs/decisions.md, "Ajax mode loads on demand").
 *
 * @module
 */
import { fire } from '../dom/events.js';
import { prefetchAjaxMode, resumeHistory, startUpdate } from './start-update.js';

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
    // A link naming no region, a download, or a link meant for another browsing context is the browser's to follow.
    if (!link?.dataset.update!.trim() || link!.hasAttribute('download') || !/^(_self)?$/i.test(link!.target)) return;
    const url = link!.href;
    const navigate = { page: null, url, model: null, kind: 'link' };
    const proceed = fire(link!, 'paginator-navigate', navigate, true);
    // Taken over at once, whatever the module's download does next.
    event.preventDefault();
    if (!proceed) return;
    // In "last click wins" from now on, though Ajax mode may still be arriving.
    void startUpdate({
      ...navigate,
      update: link!.dataset.update,
      indicator: link!.dataset.indicator,
      source: link!,
      // A click from Enter (or assistive technology) has no click count.
      keyboard: event.detail === 0,
      pushUrl: link!.hasAttribute('data-push-url'),
      autoscroll: !link!.hasAttribute('data-no-autoscroll'),
    });
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
 * with `import()` on the first click taken, and each click takes part in
 * "last click wins" from the moment it is made; if Ajax mode cannot be
 * fetched, the link logs one console error and fires `paginator-error`
 * with `status: 0` and `error: 'network'`, as any failed update does.
 *
 * Link attributes: `data-update` (region id; of several space-separated
 * ids, the first), `data-indicator` (optional), `data-push-url` (optional,
 * boolean: push the URL to history), `data-no-autoscroll` (optional,
 * boolean: leave the window where it is after the swap).
 *
 * Idempotent per root: installing again returns the same uninstall
 * function, which removes the listener.
 */
export function installAjaxLinks(root: Document | Element | DocumentFragment = document): () => void {
  // A page reloaded on a history entry that Ajax mode pushed: Back and Forward are taken from the start.
  resumeHistory();
  // Ajax mode arrives before the first click where the root has an Ajax link once the page has loaded.
  prefetchAjaxMode(() => root.querySelector('a[data-update]') !== null);
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
