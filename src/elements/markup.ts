/**
 * Reads the core's pagination markup back into tokens, so that the
 * shadow-DOM elements can render the core's output with their own parts and
 * ARIA while the core alone decides which pages, labels and URLs appear.
 *
 * @module
 */
import { h, parse } from './render.js';

/** One piece of the core's output. */
export type Token =
  | { type: 'link'; href: string; text: string }
  | { type: 'current' | 'disabled' | 'text'; text: string };

/**
 * Tokens of a markup string the core produced. Only text and `href` values
 * are taken out of the inert parse; {@link piece} writes them back as text
 * and attributes, never as markup.
 */
export function tokenize(markup: string): Token[] {
  const tokens: Token[] = [];
  for (const node of Array.from(parse(markup).childNodes)) {
    const text = node.textContent ?? '';
    if (!(node instanceof Element)) {
      if (node.nodeType === Node.TEXT_NODE && text) tokens.push({ type: 'text', text });
      continue;
    }
    const link = node.localName === 'a' ? node : node.querySelector('a[href]');
    if (link) tokens.push({ type: 'link', href: link.getAttribute('href') ?? '', text: link.textContent ?? '' });
    else tokens.push({ type: node.classList.contains('current') ? 'current' : 'disabled', text });
  }
  return tokens;
}

/**
 * The shadow-DOM node of a token, with its part and ARIA. `link` adds to
 * (or overrides) a link's attributes.
 */
export function piece(token: Token, link?: Record<string, string>): HTMLElement {
  switch (token.type) {
    case 'link':
      return h('a', { part: 'link', href: token.href, ...link }, token.text);
    case 'current':
      return h('span', { part: 'current', 'aria-current': 'page' }, token.text);
    case 'disabled':
      // Not a link, so not focusable; named as one, so it reads as the link it stands for.
      return h('span', { part: 'disabled', role: 'link', 'aria-disabled': 'true' }, token.text);
    default:
      return h('span', { part: /\.\.\.|…/.test(token.text) ? 'ellipsis' : 'separator', 'aria-hidden': 'true' }, token.text);
  }
}
