/**
 * A built-in error page as nodes: the structure the built-in pages are
 * written in (error-views.ts). The core writes the page's markup from it
 * ({@link pageMarkup}), and `<framework-error>` its shadow DOM, with the
 * parts its heading and code samples carry, on a server and in the browser
 * alike: neither reads the other's output back.
 *
 * @module
 */
import { escapeHtml } from '../shared/html.js';

/**
 * A node of a page: a value's text (a message value, a file path, a code
 * sample), words the library writes itself ({@link PageWords}), or an
 * element.
 */
export type PageNode = string | PageWords | PageElement;

/**
 * Words the library writes (a translated sentence or label). Shown as any
 * text; in the page's markup only `&`, `<` and `>` are escaped in them, so
 * that their quotes read as written, as they always have.
 */
export interface PageWords {
  readonly words: string;
}

/** An element of a page. */
export interface PageElement {
  readonly tag: string;
  /** Names and values, one after the other: `['class', 'error']`. */
  readonly attributes: readonly string[];
  readonly children: readonly PageNode[];
  /** What the element is to the page, as `<framework-error>` names it in its `part` attribute: `title` (the heading), `code` (a code sample). */
  readonly part?: 'title' | 'code';
}

const WORD_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** `nodes` as markup: what the built-in views return and the ErrorHandler renders. */
export function pageMarkup(nodes: readonly PageNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      html += escapeHtml(node);
    } else if ('words' in node) {
      html += node.words.replace(/[&<>]/g, (char) => WORD_ESCAPES[char]);
    } else {
      const { tag, attributes } = node;
      html += `<${tag}`;
      for (let i = 0; i < attributes.length; i += 2) html += ` ${attributes[i]}="${escapeHtml(attributes[i + 1])}"`;
      html += `>${pageMarkup(node.children)}</${tag}>`;
    }
  }
  return html;
}

/** The text `nodes` show, as a browser's `textContent` reads it. */
export function pageText(nodes: readonly PageNode[]): string {
  let text = '';
  for (const node of nodes) text += typeof node === 'string' ? node : 'words' in node ? node.words : pageText(node.children);
  return text;
}
