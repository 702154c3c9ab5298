/**
 * What Back needs to put a load-more list back as it was: the URLs whose
 * rows were appended to each region, and where the page was scrolled. Kept
 * in the current history entry, under its own key beside ajax/history.ts's
 * (which it leaves alone), with `replaceState`: an append is no navigation,
 * so it pushes nothing.
 *
 * @module
 */

/** The key under `history.state`; other keys are left to whoever owns them. */
export const MORE_KEY = 'paginatorMore';

/** What the history entry records (under `history.state.paginatorMore`). */
export interface AppendedState {
  /** By region id: the absolute URLs whose answers were appended to it, in order. */
  pages: Record<string, string[]>;
  /** The page's scroll position when last recorded. */
  x: number;
  y: number;
}

/** Our record in a `history.state` value, or null when there is none or it is not well formed. */
function read(state: unknown): AppendedState | null {
  const value = (state as Record<string, unknown> | null)?.[MORE_KEY] as Partial<AppendedState> | undefined;
  return typeof value?.pages === 'object' && value.pages !== null && typeof value.x === 'number' && typeof value.y === 'number'
    ? (value as AppendedState)
    : null;
}

function write(pages: Record<string, string[]>): void {
  const state: unknown = history.state;
  history.replaceState({ ...(typeof state === 'object' ? state : {}), [MORE_KEY]: { pages, x: scrollX, y: scrollY } }, '');
}

/** The URLs this history entry says were appended to region `id`, in order (none when it says nothing). */
export function appendedPages(id: string): string[] {
  const urls = read(history.state)?.pages[id];
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

/** The scroll position recorded with the appended pages, or null. */
export function recordedScroll(): [x: number, y: number] | null {
  const state = read(history.state);
  return state && [state.x, state.y];
}

/** Records that `urls` are what was appended to region `id`, and the scroll position. */
export function recordPages(id: string, urls: string[]): void {
  write({ ...read(history.state)?.pages, [id]: urls });
}

/** Records the scroll position, in an entry where rows were appended (others are left alone). */
export function recordScroll(): void {
  const state = read(history.state);
  if (state) write(state.pages);
}
