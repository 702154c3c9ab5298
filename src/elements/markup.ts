/**
 * Turns the core's pagination markup into the shadow-DOM nodes of the
 * elements, with their own parts and ARIA, while the core alone decides
 * which pages, labels and URLs appear; and reads the count-or-label texts
 * the elements hand the core.
 *
 * @module
 */
import { parse } from './inert-parse.js';
import { h } from './render.js';

/**
 * The text of a `first` / `last` attribute or label as the core takes it:
 * `'3'` → 3 (a number of pages); any other text stays a label.
 */
export function countOrLabel(value: string | null): number | string | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The shadow-DOM node standing for one top-level node of the core's
 * markup. Only its text and `href` are taken out of the inert parse, and
 * written back as text and an attribute, never as markup.
 */
export function piece(node: ChildNode): HTMLElement {
  const text = node.textContent!;
  if (!(node instanceof Element)) {
    // Text between links: a separator, or an ellipsis for skipped pages; decoration for assistive technology.
    return h('span', { part: /\.\.\.|…/.test(text) ? 'ellipsis' : 'separator', 'aria-hidden': 'true' }, text);
  }
  // A link comes bare or wrapped in the numbers' tag (`<span><a>`); either way its text is the node's.
  const link = node.localName === 'a' ? node : node.querySelector('a');
  if (link) return h('a', { part: 'link', href: link.getAttribute('href')! }, text);
  return h('span', node.classList.contains('current')
    ? { part: 'current', 'aria-current': 'page' }
    : // Where there is nowhere to go: not a link, so not focusable; named as one, so it reads as the link it stands for.
      { part: 'disabled', role: 'link', 'aria-disabled': 'true' }, text);
}

/**
 * The core's markup as shadow-DOM nodes: a fragment whose children are
 * the pieces (links, current page, disabled labels, separators and
 * ellipses) in the order the core wrote them.
 */
export function pieces(markup: string): DocumentFragment {
  const fragment = parse(markup);
  for (const node of [...fragment.childNodes]) node.replaceWith(piece(node));
  return fragment;
}
