/**
 * Page items as a list in the markup of a CSS framework a page already has:
 * `ul > li > a`, with Bootstrap 5's pagination classes or classes of the
 * page's own (a Tailwind user's), instead of the interface's `<span><a>`
 * with " | " between them. The core writes it as HTML (a server renders
 * it); `<paginator-numbers light preset>` renders the same entries as nodes.
 *
 * @module
 */
import type { LinkItem, PageItem } from './items.js';
import { h } from '../shared/php.js';

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

/** One `<li>` of the list and the one element in it. */
export interface ListEntry {
  /** The `<li>`'s attributes, names and values one after the other (shared by entries alike). */
  readonly item: readonly string[];
  /** `a` for a link, else `span`. */
  readonly tag: 'a' | 'span';
  /** The inner element's attributes, names and values one after the other; a link's `href` first. */
  readonly attributes: readonly string[];
  readonly text: string;
  /** The text is markup (the caller said `escape: false`). */
  readonly markup: boolean;
  /** The link item, for a link. */
  readonly link?: LinkItem;
}

const classes = (...names: string[]): string[] => {
  const value = names.filter(Boolean).join(' ');
  return value ? ['class', value] : [];
};

/** A prev or next link says so with `rel`, as the elements' links do (DESIGN §5). */
const relOf = (item: LinkItem): string[] => (item.role === 'prev' || item.role === 'next' ? ['rel', item.role] : []);

/**
 * The entries of the list: each link, the current page (`aria-current`), a
 * disabled label and each text in an `<li>` of its own; prev and next
 * links carry `rel="prev"` / `rel="next"`. Separators are not
 * written: the list's own layout separates the pages.
 */
export function listEntries(items: readonly PageItem[], look: ListLook): ListEntry[] {
  const plain = classes(look.item);
  const current = [...classes(look.item, look.current), 'aria-current', 'page'];
  const muted = classes(look.item, look.disabled);
  const inner = classes(look.link);
  const entries: ListEntry[] = [];
  for (const item of items) {
    switch (item.type) {
      case 'link':
        entries.push({ item: plain, tag: 'a', attributes: ['href', item.url, ...inner, ...relOf(item)], text: item.label, markup: item.markup, link: item });
        break;
      case 'current':
        entries.push({ item: current, tag: 'span', attributes: inner, text: item.label, markup: item.markup });
        break;
      case 'disabled':
        entries.push({ item: muted, tag: 'span', attributes: inner, text: item.label, markup: item.markup });
        break;
      case 'separator':
        break;
      default:
        entries.push({ item: muted, tag: 'span', attributes: inner, text: item.text, markup: item.markup });
    }
  }
  return entries;
}

/** The list's `<ul>` attributes. */
export function listAttributes(look: ListLook): string[] {
  return classes(look.list);
}

/**
 * The list as HTML, texts and URLs escaped: what a server writes inside
 * `<paginator-numbers light preset>` (or inside its own `<nav>`).
 *
 * @example
 * listMarkup(numbersItems(paging, { modulus: 4 }) || [], LIST_PRESETS.bootstrap)
 */
export function listMarkup(items: readonly PageItem[], look: ListLook): string {
  const attributes = (list: readonly string[]) => {
    let out = '';
    for (let i = 0; i < list.length; i += 2) out += ` ${list[i]}="${h(list[i + 1])}"`;
    return out;
  };
  let out = `<ul${attributes(listAttributes(look))}>`;
  for (const entry of listEntries(items, look)) {
    out += `<li${attributes(entry.item)}><${entry.tag}${attributes(entry.attributes)}>${entry.markup ? entry.text : h(entry.text)}</${entry.tag}></li>`;
  }
  return `${out}</ul>`;
}
