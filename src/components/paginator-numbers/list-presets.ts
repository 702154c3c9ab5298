/**
 * Light-DOM markup for the CSS a page already has: instead of the core's
 * `<span><a>` with " | " between them, a list (`ul > li > a`) with the
 * classes of a CSS framework — Bootstrap 5's pagination exactly, or a plain
 * list a Tailwind user styles with classes of their own.
 *
 * @module
 */
import type { PageItem } from '../../pagination/items.js';
import { view, type View } from '../paginator-element/render.js';

/** The classes a list writes; an empty string writes none. */
export interface ListLook {
  /** On the `<ul>`. */
  list: string;
  /** On every `<li>`. */
  item: string;
  /** On every link, and on the `<span>` of the current page, of a disabled label and of a text. */
  link: string;
  /** Added to the current page's `<li>`. */
  current: string;
  /** Added to the `<li>` of a disabled label, an ellipsis and the before / after texts. */
  disabled: string;
}

/** The list presets: `list` writes no class; `bootstrap` writes Bootstrap 5's. */
export const LIST_PRESETS: Readonly<Record<string, ListLook>> = {
  list: { list: '', item: '', link: '', current: '', disabled: '' },
  bootstrap: { list: 'pagination', item: 'page-item', link: 'page-link', current: 'active', disabled: 'disabled' },
};

/** What `preset` takes: `core` (the core's markup, the default) or a list preset. */
export const PRESETS = ['core', ...Object.keys(LIST_PRESETS)] as const;

const classes = (...names: string[]): string[] => {
  const value = names.filter(Boolean).join(' ');
  return value ? ['class', value] : [];
};

/**
 * The items as one list: each link, the current page (`aria-current`), a
 * disabled label and each text in an `<li>` of its own. Separators are
 * not written: the list's own layout separates the pages.
 */
export function listViews(items: readonly PageItem[], look: ListLook): View[] {
  const plain = classes(look.item);
  const current = [...classes(look.item, look.current), 'aria-current', 'page'];
  const muted = classes(look.item, look.disabled);
  const inner = classes(look.link);
  const entries: View[] = [];
  for (const item of items) {
    switch (item.type) {
      case 'link':
        entries.push(view('li', plain, [view('a', ['href', item.url, ...inner], [item.label], item)]));
        break;
      case 'current':
        entries.push(view('li', current, [view('span', inner, [item.label])]));
        break;
      case 'disabled':
        entries.push(view('li', muted, [view('span', inner, [item.label])]));
        break;
      case 'separator':
        break;
      default:
        entries.push(view('li', muted, [view('span', inner, [item.text])]));
    }
  }
  return [view('ul', classes(look.list), entries)];
}
