/**
 * Escaping text for HTML: an element body or a quoted attribute value.
 * What the core's markup is written with, link by link; `h()` of the
 * PHP-style helpers reads its argument as text first and escapes it here.
 *
 * @module
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

const SPECIAL = /[&<>"']/;

/** `text` with `&`, `<`, `>`, `"` and `'` escaped; text without them (page numbers, most URLs) as it is. */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]) : text;
}
