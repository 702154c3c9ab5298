/**
 * Escaping text for HTML: an element body or a quoted attribute value.
 * What the core's markup is written with, link by link; `h()` of the
 * PHP-style helpers reads its argument as text first and escapes it here.
 *
 * @module
 */

const SPECIAL = /[&<>"']/;

/** `text` with `&`, `<`, `>`, `"` and `'` escaped; text without them (page numbers, most URLs) as it is. */
export function escapeHtml(text: string): string {
  const found = SPECIAL.exec(text);
  if (found === null) return text;
  // One pass from the first special character, copying the runs between them: a URL's `&`s cost a
  // replace() callback each otherwise.
  let out = '';
  let from = 0;
  for (let i = found.index; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 38: entity = '&amp;'; break;
      case 60: entity = '&lt;'; break;
      case 62: entity = '&gt;'; break;
      case 34: entity = '&quot;'; break;
      case 39: entity = '&#039;'; break;
      default: continue;
    }
    if (from !== i) out += text.slice(from, i);
    out += entity;
    from = i + 1;
  }
  return out + text.slice(from);
}
