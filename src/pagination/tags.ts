/**
 * The markup the Html and Ajax helpers write — a tag, a link, an Ajax link
 * — as functions of the tag templates, so that the elements can render
 * links without the helper classes.
 *
 * @module
 */
import { attributeString } from './attributes.js';
import { describe, h, sprintf, str, toText, type PhpArray } from '../shared/php.js';

/** Tag templates by name (`%s` placeholders, in order). */
export type TagTemplates = Record<string, string>;

/** The built-in tag templates. */
export const DEFAULT_TAGS: TagTemplates = {
  link: '<a href="%s"%s>%s</a>',
  tag: '<%s%s>%s</%s>',
  tagstart: '<%s%s>',
};

/** Element names the helpers will write; anything else is refused rather than emitted. */
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/** `name`, when the helpers will write an element of that name; anything else is a TypeError rather than emitted. */
export function checkTagName(name: string): string {
  if (!TAG_NAME.test(name)) throw new TypeError(`Invalid tag name ${describe(name)}`);
  return name;
}

/**
 * `<name attrs>text</name>`, or the start tag alone when `text` is null.
 * A string `attributes` is taken as the class. The text is escaped only
 * when `escape` is true.
 */
export function tagMarkup(
  tags: TagTemplates, name: string, text: unknown = null, attributes: PhpArray | string = {}, escape = false,
): string {
  checkTagName(toText(name, 'Tag name'));
  // `escape` is about the text: the attribute values are always escaped (attributeString() leaves out an `escape` option).
  const attrs = attributeString(typeof attributes === 'string' ? { class: attributes } : attributes ?? {});
  if (text === null || text === undefined) return sprintf(tags.tagstart, name, attrs);
  return sprintf(tags.tag, name, attrs, escape ? h(str(text, 'Text')) : str(text, 'Text'), name);
}

/**
 * `<a href="HREF" attrs>title</a>` for a URL already built. The title is
 * escaped unless the `escape` option is false; the other options become
 * attributes in their order.
 */
export function linkMarkup(tags: TagTemplates, title: unknown, href: string, options: PhpArray = {}): string {
  // A JavaScript caller's null options are no options.
  options ??= {};
  // The `escape` option is about the title; attributeString() leaves it out and escapes every value.
  return sprintf(tags.link, h(href), attributeString(options), escaper(options)(title, 'Title'));
}

/**
 * Writes a text (a title, or a text option: separator, before, after,
 * format) escaped unless the options say exactly `escape: false` — the one
 * escaping rule of the pagination operations. `what` names the text in the
 * TypeError of a value that has none.
 */
export function escaper(options: PhpArray): (value: unknown, what: string) => string {
  return (value, what) => (options.escape === false ? str(value, what) : h(str(value, what)));
}

/**
 * An Ajax link: {@link linkMarkup} with the `update` and `indicator`
 * options written as `data-update` / `data-indicator` (a list of ids
 * space-separated), in option order. No inline script: the library's
 * delegated handler gives the markup its behaviour.
 */
export function ajaxLinkMarkup(tags: TagTemplates, title: unknown, href: string, options: PhpArray = {}): string {
  return linkMarkup(tags, title, href, ajaxAttributes(options ?? {}));
}

/**
 * The options of an Ajax link with `update` and `indicator` as the
 * attributes `data-update` / `data-indicator` (a list of ids
 * space-separated; none when empty), in option order.
 */
export function ajaxAttributes(options: PhpArray): PhpArray {
  const attributes: PhpArray = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'update' || key === 'indicator') {
      const what = `Option "${key}"`;
      const ids = Array.isArray(value) ? value.map((id) => str(id, what)).join(' ') : str(value, what);
      if (ids !== '') attributes[`data-${key}`] = ids;
    } else {
      attributes[key] = value;
    }
  }
  return attributes;
}
