/**
 * The core's list entries (src/pagination/list-markup.ts) as the nodes of
 * `<paginator-numbers light preset>`: the same markup the core writes.
 *
 * @module
 */
import type { PageItem } from '../../pagination/items.js';
import { LIST_PRESETS, listAttributes, listEntries, type ListLook } from '../../pagination/list-markup.js';
import { view, type View } from '../paginator-element/render.js';

/** What `preset` takes: `core` (the core's markup, the default) or a list preset. */
export const PRESETS = ['core', ...Object.keys(LIST_PRESETS)] as const;

/** The items as the list's nodes; a link's view carries its item, for clicks. */
export function listViews(items: readonly PageItem[], look: ListLook): View[] {
  const entries = listEntries(items, look).map((entry) => view('li', entry.item, [view(entry.tag, entry.attributes, [entry.text], entry.link)]));
  return [view('ul', listAttributes(look), entries)];
}
