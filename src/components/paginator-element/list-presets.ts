/**
 * The core's list entries (src/pagination/list-markup.ts) as the nodes of
 * `<paginator-numbers light preset>`: the same markup the core writes.
 *
 * @module
 */
import type { PageItem } from '../../pagination/items.js';
import { LIST_PRESETS, listAttributes, listEntries, type ListLook } from '../../pagination/list-markup.js';
import { describe } from '../../shared/php.js';
import { inputText } from './paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import { view, type View } from './render.js';

/** What `preset` takes: `core` (the core's markup, the default) or a list preset. */
const PRESETS = ['core', ...Object.keys(LIST_PRESETS)];

/** The class attributes that replace a preset's classes, as the element holds them (unset: null). */
export type ListClasses = Readonly<Record<keyof ListLook, unknown>>;

/**
 * The classes of the list preset `preset` names, each replaced by its
 * attribute where that is set (`list` by `list-class`...); null for the
 * core's markup. An unknown preset is an error naming `preset`.
 */
export function listLook(preset: unknown, classes: ListClasses): ListLook | null {
  const name = inputText(preset, 'preset') || 'core';
  if (!PRESETS.includes(name)) throw new PagingInputError('preset', `preset must be one of ${PRESETS.join(', ')}, got ${describe(preset)}`);
  if (name === 'core') return null;
  const look = { ...LIST_PRESETS[name] };
  for (const key of Object.keys(look) as (keyof ListLook)[]) look[key] = inputText(classes[key], `${key}-class`) ?? look[key];
  return look;
}

/** The items as the list's nodes; a link's view carries its item, for clicks. */
export function listViews(items: readonly PageItem[], look: ListLook): View[] {
  const entries = listEntries(items, look).map((entry) => {
    // A label's glyphs hidden from assistive technology, as the core's list markup writes them.
    const [before, after] = entry.glyphs ?? [];
    const text: View[] = before ? [view('span', GLYPH, [before])] : [];
    if (entry.text) text.push(entry.text);
    if (after) text.push(view('span', GLYPH, [after]));
    return view('li', entry.item, [view(entry.tag, entry.attributes, text, entry.link)]);
  });
  return [view('ul', listAttributes(look), entries)];
}

const GLYPH = ['aria-hidden', 'true'];
