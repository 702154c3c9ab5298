/**
 * Page items as a list in the markup of a CSS framework a page already has:
 * `ul > li > a`, with Bootstrap 5's pagination classes or classes of the
 * page's own (a Tailwind user's), instead of the interface's `<span><a>`
 * with " | " between them. The core writes it as HTML (a server renders
 * it); `<paginator-numbers light preset>` renders the same entries as nodes.
 *
 * @module
 */
import type { DisabledItem, LinkItem, PageItem } from './items.js';
import { splitGlyphs, STEP_WORDS } from './glyphs.js';
import { __ } from '../shared/i18n.js';
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
  /**
   * The glyphs before and after the text of a prev, next, first or last
   * label ("<< " of "<< Previous"), written hidden from assistive
   * technology (`<span aria-hidden="true">`): the link's name is its words.
   */
  readonly glyphs?: readonly [before: string, after: string];
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
        entries.push({ item: plain, tag: 'a', ...labelled(item, ['href', item.url, ...inner, ...relOf(item)]), link: item });
        break;
      case 'current':
        entries.push({ item: current, tag: 'span', attributes: inner, text: item.label, markup: item.markup });
        break;
      case 'disabled':
        entries.push({ item: muted, tag: 'span', ...labelled(item, inner) });
        break;
      case 'separator':
        break;
      default:
        entries.push({ item: muted, tag: 'span', attributes: inner, text: item.text, markup: item.markup });
    }
  }
  return entries;
}

/**
 * A link's or disabled label's text, glyphs and attributes (DESIGN §7,
 * "Names are words"): the glyphs at either end of a prev, next, first or
 * last label apart, and a label of glyphs alone named by the step's word
 * (`aria-label`). A label that is markup is written as it is.
 */
function labelled(item: LinkItem | DisabledItem, attributes: string[]): Pick<ListEntry, 'attributes' | 'text' | 'glyphs' | 'markup'> {
  const { label, markup } = item;
  const word = STEP_WORDS[item.role];
  const split = word && !markup ? splitGlyphs(label) : null;
  if (!split) return { attributes, text: label, markup };
  const [before, text, after] = split;
  return { attributes: text ? attributes : [...attributes, 'aria-label', __(word!)], text, glyphs: [before, after], markup };
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
  const glyph = (text = '') => (text && `<span aria-hidden="true">${h(text)}</span>`);
  for (const entry of listEntries(items, look)) {
    const [before, after] = entry.glyphs ?? [];
    const text = `${glyph(before)}${entry.markup ? entry.text : h(entry.text)}${glyph(after)}`;
    out += `<li${attributes(entry.item)}><${entry.tag}${attributes(entry.attributes)}>${text}</${entry.tag}></li>`;
  }
  return `${out}</ul>`;
}
