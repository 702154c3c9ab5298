/**
 * Page items as the nodes the paginator elements show in their shadow
 * root, with their own parts and ARIA (light-views.ts has light DOM's).
 * Labels and texts are always text: the elements never hand the core
 * `escape: false`.
 *
 * @module
 */
import type { DisabledItem, LinkItem, PageItem } from '../../pagination/items.js';
import { splitGlyphs, STEP_WORDS } from '../../pagination/glyphs.js';
import { __ } from '../../shared/i18n.js';
import { view, type View } from './render.js';

/** What an element adds to a link of its shadow root: its part (default `link`) and accessible name. */
export interface LinkLook {
  part?: string;
  name?: string;
  /**
   * Prev and next are marked (`class="prev"` / `"next"`) for the default
   * look, which shows them as chevrons and hides their label visually (it
   * stays their accessible name); `false` leaves them unmarked, their label
   * shown, for a link that only goes next (`more`).
   */
  chevron?: boolean;
  /**
   * First and last are marked too (`class="first"` / `"last"`, a double
   * chevron): `<paginator-link>`'s own. A window's runs keep their labels,
   * which stand among the page numbers.
   */
  edges?: boolean;
  /** The text shown in place of the item's label (a page number as the element's language writes it). */
  label?: string;
}

/**
 * A page item as a shadow-DOM node: a link (`part="link"`), the current
 * page, a disabled label (not focusable; named as the link it stands for),
 * or a text that decorates (hidden from assistive technology). Only a
 * link's URL is taken from its options: the element handles its clicks
 * itself.
 */
export function shadowView(item: PageItem, look: LinkLook = {}): View {
  switch (item.type) {
    case 'link': {
      // Written out, not spread: a re-render builds one of these for every link of every pager.
      const attributes = ['part', look.part ?? 'link', 'href', item.url];
      const rel = relOf(item);
      if (rel) attributes.push('rel', rel);
      const [children, name] = labelOf(item, look);
      if (name !== undefined) attributes.push('aria-label', name);
      const step = stepClass(item, look);
      if (step) attributes.push('class', step);
      return view('a', attributes, children, item);
    }
    case 'current':
      return view('span', CURRENT, [look.label ?? item.label]);
    case 'disabled': {
      const attributes = DISABLED[stepClass(item, look) ?? 'other'];
      const [children, name] = labelOf(item, look);
      return view('span', name === undefined ? attributes : [...attributes, 'aria-label', name], children);
    }
    default:
      return view('span', DECORATION[item.type], textChildren(item.text));
  }
}

/**
 * A label's nodes and the link's name (none: its text). The glyphs at
 * either end of a prev, next, first or last label ("<< Previous",
 * "‹ back") are hidden from assistive technology, so that the name is the
 * words (DESIGN §7, "Names are words"); a label of glyphs alone ("‹") is
 * named by the step's word in the element's language. A name the element
 * gives wins.
 */
function labelOf(item: LinkItem | DisabledItem, look: LinkLook): [View[], string | undefined] {
  const label = look.label ?? item.label;
  const word = STEP_WORDS[item.role];
  const split = word ? splitGlyphs(label) : null;
  if (!split) return [[label], look.name];
  const [before, words, after] = split;
  const children: View[] = before ? [view('span', GLYPH, [before])] : [];
  if (words) children.push(words);
  if (after) children.push(view('span', GLYPH, [after]));
  return [children, look.name ?? (words ? undefined : __(word!))];
}

/**
 * The class that marks prev and next (and, when the look asks, first and
 * last) for the stylesheet, which shows them as chevrons with their label
 * visually hidden (still their name): none for other items, or when the
 * element asks for the label alone.
 */
function stepClass(item: LinkItem | DisabledItem, look: LinkLook): Step | null {
  const { role } = item;
  if (look.chevron === false) return null;
  return role === 'prev' || role === 'next' || (look.edges && (role === 'first' || role === 'last')) ? role : null;
}

type Step = 'prev' | 'next' | 'first' | 'last';

/**
 * `rel="prev"` / `rel="next"` on a shadow root's prev and next links, for
 * search engines and browsers that read link relations (DESIGN §5). In
 * light DOM the elements ask the core for the link with a `rel` option
 * instead, so that the markup stays the core's.
 */
function relOf(item: LinkItem): 'prev' | 'next' | null {
  return item.role === 'prev' || item.role === 'next' ? item.role : null;
}

// Attribute lists that never change, shared by every view (a re-render compares them by identity).
const CURRENT = ['part', 'current', 'aria-current', 'page'];
const GLYPH = ['aria-hidden', 'true'];
const DISABLED = Object.fromEntries(
  (['prev', 'next', 'first', 'last', 'other'] as const).map((step) => [step, ['part', 'disabled', 'role', 'link', 'aria-disabled', 'true', ...(step === 'other' ? [] : ['class', step])]]),
) as Record<Step | 'other', string[]>;
const DECORATION = Object.fromEntries(
  (['separator', 'ellipsis', 'before', 'after'] as const).map((part) => [part, ['part', part, 'aria-hidden', 'true']]),
) as Record<'separator' | 'ellipsis' | 'before' | 'after', string[]>;

/** The children of the decorations' texts, by text: a pager writes the same few separators at every render. */
const decorationTexts = new Map<string, readonly View[]>();

/** `[text]`, one list a text (a view's children are only read); at most 100 are kept. */
function textChildren(text: string): readonly View[] {
  let children = decorationTexts.get(text);
  if (!children) {
    if (decorationTexts.size === 100) decorationTexts.clear();
    decorationTexts.set(text, (children = [text]));
  }
  return children;
}
