/**
 * The paginator elements' views (render.ts) written as HTML, for a server:
 * the same nodes the browser makes from them, as text. Texts and attribute
 * values are escaped; nothing is ever written unescaped.
 *
 * @module
 */
import { escapeHtml } from '../shared/html.js';
import type { View } from '../components/paginator-element/render.js';

/** Elements that have no end tag (HTML's void elements the views can hold). */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** `views` as HTML. */
export function viewsHtml(views: readonly View[]): string {
  let html = '';
  for (const next of views) {
    if (typeof next === 'string') {
      html += escapeHtml(next);
      continue;
    }
    const { tag, attributes, children } = next;
    html += `<${tag}`;
    for (let i = 0; i < attributes.length; i += 2) html += ` ${attributes[i]}="${escapeHtml(attributes[i + 1])}"`;
    html += VOID.has(tag) ? '>' : `>${viewsHtml(children)}</${tag}>`;
  }
  return html;
}

/** Whether `views` hold a link or a form whose address comes from the page's. */
export function writesAddresses(views: readonly View[]): boolean {
  return views.some((next) => typeof next !== 'string'
    && (next.attributes.some((name, i) => i % 2 === 0 && (name === 'href' || name === 'action')) || writesAddresses(next.children)));
}
