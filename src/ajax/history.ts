/**
 * History entries for Ajax swaps made with `pushUrl`: each entry remembers
 * which URL filled which region, so Back and Forward can fetch it again.
 * Reading them is here, in the drop-in's first file (Back and Forward are
 * taken before Ajax mode arrives); pushing them is Ajax mode's
 * (push-history.ts).
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

/** A string, or null for anything else. */
function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Our entry in a `history.state` value, or null when the state is not ours or not well formed. */
export function readHistoryEntry(state: unknown): AjaxHistoryEntry | null {
  // Destructuring a primitive reads its wrapper's (absent) properties: only an object of ours yields strings.
  const { url, update, indicator, model } = ((state as Record<string, unknown> | null)?.[HISTORY_KEY] ?? {}) as Record<string, unknown>;
  return typeof url === 'string' && typeof update === 'string' && update
    ? { url, update, indicator: stringOrNull(indicator), model: stringOrNull(model) }
    : null;
}
