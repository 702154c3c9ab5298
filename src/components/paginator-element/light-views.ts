/**
 * Page items as the nodes a light paginator element shows: the nodes the
 * core's markup stands for, but for the glyphs of a step's label, which are
 * hidden from assistive technology (issue 35, point 3). Labels and texts
 * are always text: the elements never hand the core `escape: false`.
 *
 * @module
 */
import { attributeEntries } from '../../pagination/attributes.js';
import { splitGlyphs, STEP_WORDS } from '../../pagination/glyphs.js';
import type { DisabledItem, LinkItem, PageItem } from '../../pagination/items.js';
import { __ } from '../../shared/i18n.js';
import type { PhpArray } from '../../shared/php.js';
import { view, type View } from './render.js';

/**
 * Page items as the light-DOM nodes of the core's markup for them (what
 * parsing it would give), with the `current` attributes (names and values)
 * added to the current page. The attributes shared by the links of one
 * call are read once.
 */
export function lightViews(items: readonly PageItem[], current: readonly string[] = []): View[] {
  let attributes: PhpArray | undefined;
  let entries: string[] = [];
  /** The link's attributes after its URL, which comes first and once, as the markup writes it. */
  const linkAttributes = (next: PhpArray): string[] => {
    if (next !== attributes) {
      attributes = next;
      entries = attributeEntries(next).filter(([name]) => name !== 'href').flat();
    }
    return entries;
  };
  return items.map((item) => {
    switch (item.type) {
      case 'link': {
        const [children, name] = labelOf(item);
        const a = view('a', ['href', item.url, ...linkAttributes(item.attributes), ...name], children, item);
        return item.wrap === null ? a : view(item.wrap, [], [a]);
      }
      case 'current':
        return view(item.tag, ['class', 'current', ...current], [item.label]);
      case 'disabled': {
        const [children, name] = labelOf(item);
        return view(item.tag, [...attributeEntries(item.attributes).flat(), ...name], children);
      }
      default:
        return item.text;
    }
  });
}

/**
 * A label's nodes, and the `aria-label` to add (none: the text names it).
 * The glyphs at either end of a prev, next, first or last label ("<<
 * Previous", "last »") are hidden from assistive technology in a span, so
 * that the link's name is its words (DESIGN §7); a label of glyphs alone is
 * named by the step's word in the element's language. The markup is the
 * core's otherwise.
 */
function labelOf(item: LinkItem | DisabledItem): [View[], string[]] {
  const word = STEP_WORDS[item.role];
  const split = word ? splitGlyphs(item.label) : null;
  if (!split) return [[item.label], []];
  const [before, words, after] = split;
  const children: View[] = before ? [view('span', GLYPH, [before])] : [];
  if (words) children.push(words);
  if (after) children.push(view('span', GLYPH, [after]));
  return [children, words ? [] : ['aria-label', __(word!)]];
}

const GLYPH = ['aria-hidden', 'true'];
