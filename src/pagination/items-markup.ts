/**
 * Page items written as the interface's HTML: the tag templates filled in,
 * texts and URLs escaped, markup labels as they are.
 *
 * @module
 */
import { attributeString } from './attributes.js';
import type { PageItem } from './items.js';
import type { PhpArray } from '../shared/php.js';
import { escapeHtml as h } from '../shared/html.js';
import type { TagTemplates } from './tags.js';

/**
 * A tag template as a function of its `%s` arguments, as `sprintf()` fills
 * it: each `%s` takes the next argument, `''` once they run out, and an
 * argument is never read as a template itself. Split once, so that a run of
 * thousands of links costs what joining strings costs.
 */
function template(text: string): Filler {
  let filled = templates.get(text);
  if (filled) return filled;
  // Bounded as the inflector's forms are: a page's templates are a handful, but nothing lets them grow without end.
  if (templates.size >= 50) templates.clear();
  const pieces = text.split('%s');
  // Four arguments at most (a tag's), named rather than gathered: a rest parameter would be a list per link.
  filled = (a = '', b = '', c = '', d = '') => {
    let out = pieces[0];
    for (let i = 1; i < pieces.length; i++) out += (i === 1 ? a : i === 2 ? b : i === 3 ? c : i === 4 ? d : '') + pieces[i];
    return out;
  };
  templates.set(text, filled);
  return filled;
}

/** Templates split already, by their text: every call writes with the same two. */
const templates = new Map<string, Filler>();

type Filler = (a?: string, b?: string, c?: string, d?: string) => string;

/**
 * A URL escaped for an attribute, as escapeHtml() escapes it: most URLs
 * hold no special character but the `&` between query fields, which a
 * string replacement escapes at a fraction of the cost of a replacement
 * callback per character (issue 28: the sort links of a page all have two).
 * The other characters HTML escapes are looked for with indexOf(), not a
 * regular expression: a URL the helper has just joined from its parts is a
 * string of pieces, which a regular expression copies into one first
 * (issue 34; encoded parts may still hold `'`, and `buildUrl()` may be anyone's).
 */
export function escapeUrl(url: string): string {
  if (url.indexOf('"') >= 0 || url.indexOf("'") >= 0 || url.indexOf('<') >= 0 || url.indexOf('>') >= 0) return h(url);
  return url.indexOf('&') >= 0 ? url.replaceAll('&', '&amp;') : url;
}

/** The markup of `items`, in order, with the tag templates `tags`. */
export function itemsMarkup(tags: TagTemplates, items: readonly PageItem[]): string {
  const link = template(tags.link);
  const tag = template(tags.tag);
  // The links of one call share their attributes: written once.
  let attributes: PhpArray | undefined;
  let attributeText = '';
  const attributesOf = (next: PhpArray): string => {
    if (next !== attributes) {
      attributes = next;
      attributeText = attributeString(next);
    }
    return attributeText;
  };
  let out = '';
  for (const item of items) {
    switch (item.type) {
      case 'link': {
        const a = link(item.escapedUrl ?? escapeUrl(item.url), attributesOf(item.attributes), item.markup ? item.label : h(item.label));
        out += item.wrap === null ? a : tag(item.wrap, '', a, item.wrap);
        break;
      }
      case 'current':
        out += tag(item.tag, ' class="current"', item.markup ? item.label : h(item.label), item.tag);
        break;
      case 'disabled':
        out += tag(item.tag, attributeString(item.attributes), item.markup ? item.label : h(item.label), item.tag);
        break;
      default:
        out += item.markup ? item.text : h(item.text);
    }
  }
  return out;
}
