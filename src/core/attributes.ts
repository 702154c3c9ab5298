/**
 * The attribute string every tag and link of the helpers is written with
 * (the interface's `_parseAttributes`), as a function the elements can use
 * without the helper classes.
 *
 * @module
 */
import { h, type PhpArray } from './php.js';

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
  if (typeof options === 'string') return options ? insertBefore + options + (insertAfter ?? '') : '';
  const escape = options.escape ?? true;
  const attributes: string[] = [];
  for (const [key, raw] of Object.entries(options)) {
    if (key === 'escape' || exclude?.includes(key)) continue;
    if (!/^[^\s"'<>/=\u0000-\u001f\u007f]+$/.test(key)) {
      throw new TypeError(`Invalid attribute name ${JSON.stringify(key)}`);
    }
    if (BOOLEAN_ATTRIBUTES.has(key)) {
      if (raw === 1 || raw === true || raw === 'true') attributes.push(`${key}="${key}"`);
      continue;
    }
    const value = typeof raw === 'object' && raw !== null ? '' : raw;
    const text = escape === false
      ? String(value ?? '').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      : h(value);
    attributes.push(`${key}="${text}"`);
  }
  const out = attributes.join(' ');
  return out ? insertBefore + out + (insertAfter ?? '') : '';
}
