/**
 * Reads the core's pagination markup back into tokens, so that the
 * shadow-DOM elements can render the core's output with their own parts and
 * ARIA while the core alone decides which pages, labels and URLs appear.
 *
 * @module
 */

/** One piece of the core's output. */
export type Token =
  | { type: 'link'; href: string; text: string }
  | { type: 'current'; text: string }
  | { type: 'disabled'; text: string }
  | { type: 'text'; text: string };

/**
 * Tokens of a markup string the core produced. It is parsed in an inert
 * `<template>` (nothing in it loads or runs) and only text and `href`
 * values are taken out; the elements bind them as text and attributes, so
 * Lit escapes them again.
 */
export function tokenize(markup: string): Token[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const tokens: Token[] = [];
  for (const node of Array.from(template.content.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) tokens.push({ type: 'text', text: node.textContent });
      continue;
    }
    if (!(node instanceof Element)) continue;
    const link = node.localName === 'a' ? node : node.querySelector('a[href]');
    if (link) {
      tokens.push({ type: 'link', href: link.getAttribute('href') ?? '', text: link.textContent ?? '' });
    } else if (node.classList.contains('current')) {
      tokens.push({ type: 'current', text: node.textContent ?? '' });
    } else {
      tokens.push({ type: 'disabled', text: node.textContent ?? '' });
    }
  }
  return tokens;
}

/** True for a text token that marks skipped pages rather than separating two. */
export function isEllipsis(text: string): boolean {
  return text.includes('...') || text.includes('…');
}
