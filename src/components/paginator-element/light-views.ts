/**
 * Page items as the nodes a light paginator element shows: the very nodes
 * the core's markup stands for. Labels and texts are always text: the
 * elements never hand the core `escape: false`.
 *
 * @module
 */
import { attributeEntries } from '../../pagination/attributes.js';
import type { PageItem } from '../../pagination/items.js';
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
        const a = view('a', ['href', item.url, ...linkAttributes(item.attributes)], [item.label], item);
        return item.wrap === null ? a : view(item.wrap, [], [a]);
      }
      case 'current':
        return view(item.tag, ['class', 'current', ...current], [item.label]);
      case 'disabled':
        return view(item.tag, attributeEntries(item.attributes).flat(), [item.label]);
      default:
        return item.text;
    }
  });
}
