/**
 * Pushing Ajax mode's history entries (history.ts says what they hold).
 *
 * @module
 */
import { HISTORY_KEY, readHistoryEntry, type AjaxHistoryEntry } from './history.js';

/**
 * Pushes an entry for a swap that just happened. When the current entry is
 * not one of ours (the first push on this page, or an entry someone else
 * made), it is first marked with the current URL and the same region, so
 * that Back to it fetches the page as it was.
 */
export function pushHistoryEntry(entry: AjaxHistoryEntry): void {
  const current: unknown = history.state;
  if (!readHistoryEntry(current)) {
    history.replaceState({ ...(typeof current === 'object' ? current : {}), [HISTORY_KEY]: { ...entry, url: location.href } }, '');
  }
  history.pushState({ [HISTORY_KEY]: entry }, '', entry.url);
}
