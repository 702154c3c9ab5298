/**
 * Page items as the nodes the paginator elements show: in their shadow
 * root, with their own parts and ARIA; in light DOM, the very nodes the
 * core's markup stands for. Labels and texts are always text: the elements
 * never hand the core `escape: false`.
 *
 * @module
 */
import { attributeEntries } from '../core/attributes.js';
import type { PageItem } from '../core/page-items.js';
import type { PhpArray } from '../core/php.js';
import { view, type View } from './render.js';

/**
 * A page item as a shadow-DOM node: a link (`part="link"`; `extra`
 * attributes added or overriding), the current page, a disabled
 * label (not focusable; named as the link it stands for), or a text that
 * decorates (hidden from assistive technology). Only a link's URL is taken
 * from its options: the element handles its clicks itself.
 */
export function shadowView(item: PageItem, extra: Record<string, string> = {}): View {
  switch (item.type) {
    case 'link':
      return view('a', { part: 'link', href: item.url, ...extra }, [item.label], item);
    case 'current':
      return view('span', { part: 'current', 'aria-current': 'page' }, [item.label]);
    case 'disabled':
      return view('span', { part: 'disabled', role: 'link', 'aria-disabled': 'true' }, [item.label]);
    default:
      return view('span', { part: item.type, 'aria-hidden': 'true' }, [item.text]);
  }
}

/**
 * Page items as the light-DOM nodes of the core's markup for them (what
 * parsing it would give), with the `current` attributes added to the
 * current page. The attributes shared by the links of one call are read
 * once.
 */
export function lightViews(items: readonly PageItem[], current: Record<string, string> = {}): View[] {
  let attributes: PhpArray | undefined;
  let entries: Record<string, string> = {};
  const attributesOf = (next: PhpArray): Record<string, string> => {
    if (next !== attributes) {
      attributes = next;
      entries = Object.fromEntries(attributeEntries(next));
    }
    return entries;
  };
  return items.map((item) => {
    switch (item.type) {
      case 'link': {
        // The URL first and always, as the markup writes it.
        const a = view('a', Object.assign({ href: item.url }, attributesOf(item.attributes), { href: item.url }), [item.label], item);
        return item.wrap === null ? a : view(item.wrap, {}, [a]);
      }
      case 'current':
        return view(item.tag, { class: 'current', ...current }, [item.label]);
      case 'disabled':
        return view(item.tag, Object.fromEntries(attributeEntries(item.attributes)), [item.label]);
      default:
        return item.text;
    }
  });
}
