/**
 * History entries for Ajax swaps made with `pushUrl`: each entry remembers
 * which URL filled which region, so Back and Forward can fetch it again.
 *
 * @module
 */

/** What a history entry records about the swap that made it (under `history.state.paginatorElements`). */
export interface AjaxHistoryEntry {
  /** Absolute URL whose answer filled the region. */
  url: string;
  /** Id of the region. */
  update: string;
  /** Id of the indicator shown while it loads, if any. */
  indicator: string | null;
  /** Model of the paginator that made the swap, if known. */
  model: string | null;
}

/** The key under `history.state`; other keys are left to whoever owns them. */
export const HISTORY_KEY = 'paginatorElements';

/** Called with the entry a Back or Forward navigation arrived at. */
export type HistoryRestorer = (entry: AjaxHistoryEntry) => void;

let restorer: HistoryRestorer | null = null;

/** Our entry in a `history.state` value, or null when the state is not ours or not well formed. */
export function readHistoryEntry(state: unknown): AjaxHistoryEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const entry = (state as Record<string, unknown>)[HISTORY_KEY];
  if (typeof entry !== 'object' || entry === null) return null;
  const { url, update, indicator, model } = entry as Record<string, unknown>;
  if (typeof url !== 'string' || typeof update !== 'string' || !update) return null;
  return {
    url,
    update,
    indicator: typeof indicator === 'string' ? indicator : null,
    model: typeof model === 'string' ? model : null,
  };
}

function onPopstate(event: PopStateEvent): void {
  const entry = readHistoryEntry(event.state);
  if (!entry || !restorer) return;
  try {
    restorer(entry);
  } catch (error) {
    // A listener must not throw into the browser; the restorer reports its own failures.
    console.error('paginator-elements: restoring a history entry failed', error);
  }
}

/**
 * Installs the single `popstate` listener (idempotent); `restore` replaces
 * any earlier one, so there is only ever one listener and one restorer.
 */
export function watchHistory(restore: HistoryRestorer): void {
  if (restorer === null) window.addEventListener('popstate', onPopstate);
  restorer = restore;
}

/**
 * Pushes an entry for a swap that just happened. When the current entry is
 * not one of ours (the first push on this page, or an entry someone else
 * made), it is first marked with the current URL and the same region, so
 * that Back to it fetches the page as it was.
 */
export function pushHistoryEntry(entry: AjaxHistoryEntry, restore: HistoryRestorer): void {
  const current: unknown = history.state;
  if (!readHistoryEntry(current)) {
    const others = typeof current === 'object' && current !== null ? current : {};
    history.replaceState({ ...others, [HISTORY_KEY]: { ...entry, url: location.href } }, '');
  }
  history.pushState({ [HISTORY_KEY]: entry }, '', entry.url);
  watchHistory(restore);
}
