/**
 * The attribute string every tag and link of the helpers is written with
 * (the interface's `_parseAttributes`), as a function the elements can use
 * without the helper classes.
 *
 * @module
 */
import { describe, h, isPlainObject, str, toText, type PhpArray } from '../shared/php.js';

/** Attributes written as `key="key"` when their value is 1, true or 'true', and left out otherwise. */
const BOOLEAN_ATTRIBUTES = new Set(
  'compact checked declare readonly disabled selected defer ismap nohref noshade nowrap multiple noresize'.split(' '),
);

/**
 * A space-delimited attribute string for the options, in option order.
 * Boolean attributes are written as `key="key"` when 1, true or 'true' and
 * left out otherwise. Values are escaped; with `escape: false` entities
 * are left as written, but a `"`, `<` or `>` is still encoded so that a
 * value can never end its attribute. A name that could end the tag is a
 * TypeError.
 */
export function parseAttributes(
  options: PhpArray | string,
  exclude: string[] | null = null,
  insertBefore = ' ',
  insertAfter: string | null = null,
): string {
  const before = str(insertBefore, 'insertBefore');
  const after = str(insertAfter, 'insertAfter');
  // As in PHP, options that are not an array are attribute text the caller wrote.
  if (options === null || typeof options !== 'object') {
    const text = str(options, 'Attributes');
    return text ? before + text + after : '';
  }
  // An exclude that is not a list excludes nothing, as in PHP.
  const excluded: unknown[] = Array.isArray(exclude) ? exclude : isPlainObject(exclude) ? Object.values(exclude) : [];
  const kept = Object.fromEntries(Object.entries(options).filter(([key]) => !excluded.includes(key)));
  const escapeValue = options.escape === false
    ? (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : h;
  // attributeString() writes each pair with its leading space; the caller's insertBefore replaces the first.
  const out = attributeString(kept, escapeValue);
  return out ? before + out.slice(1) + after : '';
}

/**
 * What {@link parseAttributes} writes for an options object, as the tags and
 * links of the helpers take it: each attribute as ` key="value"` (with its
 * leading space, `''` for none), the `escape` option left out, values escaped
 * by `escapeValue` (fully by default: tag and link attributes always are).
 */
export function attributeString(options: PhpArray, escapeValue: (value: string) => string = h): string {
  let out = '';
  for (const [name, value] of attributeEntries(options)) out += ` ${name}="${escapeValue(value)}"`;
  return out;
}

/**
 * The attributes an options object stands for, as name and text in option
 * order, unescaped: what {@link attributeString} writes, and what a
 * renderer of DOM nodes sets. The `escape` option is no attribute; a
 * boolean attribute is there, with its own name as value, only for 1, true
 * or 'true'; an array or object has no text of its own and is written
 * empty. A name that could end the tag is a TypeError.
 */
export function attributeEntries(options: PhpArray): Array<[name: string, value: string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, raw] of Object.entries(options)) {
    if (key === 'escape') continue;
    if (!/^[^\s"'<>/=\u0000-\u001f\u007f]+$/.test(key)) {
      throw new TypeError(`Invalid attribute name ${describe(key)}`);
    }
    if (BOOLEAN_ATTRIBUTES.has(key)) {
      if (raw === 1 || raw === true || raw === 'true') entries.push([key, key]);
      continue;
    }
    entries.push([key, typeof raw === 'object' || raw === undefined ? '' : toText(raw, `Attribute "${key}"`)]);
  }
  return entries;
}
