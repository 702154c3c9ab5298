/**
 * The page's own URLs for the elements' links: an `href-template` such as
 * `/articles?page={page}`, or a function of the page (a single-page app's
 * router), in place of the URL the core builds from the current one. Read
 * once into a function of the page; every URL it gives is checked, so a
 * link is never written with a script URL.
 *
 * @module
 */
import { describe } from '../../shared/php.js';
import { inputText } from './paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';

/** What `href-template` takes: text with `{page}`, or (as a property) a function of the page. */
export type HrefTemplate = string | ((page: number) => string);

const FIELD = 'href-template';

/**
 * The href of each page as the template writes it, or null when no
 * template is set (unset or empty). Text without `{page}`, and a URL whose
 * scheme is not http(s), are errors naming `href-template`; a function is
 * checked on each URL it returns.
 */
export function pageHref(template: unknown): ((page: number) => string) | null {
  if (typeof template === 'function') {
    return (page) => {
      let url: unknown;
      try {
        url = template(page);
      } catch (error) {
        throw new PagingInputError(FIELD, `${FIELD}: the function threw for page ${page} (${error instanceof Error ? error.message : describe(error)})`);
      }
      return webUrl(url);
    };
  }
  const text = inputText(template, FIELD);
  if (!text) return null;
  if (!text.includes('{page}')) throw new PagingInputError(FIELD, `${FIELD} must contain {page}, got ${describe(text)}`);
  webUrl(text);
  return (page) => text.replaceAll('{page}', String(page));
}

/**
 * `url` when it is text that a browser reads as an http(s) URL (relative
 * ones included: they resolve against the page); anything else (a
 * `javascript:`, `data:` or `mailto:` URL, a value that is no text) is an
 * error naming `href-template`. Read as the browser reads an href, so tabs,
 * newlines and case do not hide a scheme.
 */
function webUrl(url: unknown): string {
  let scheme = '';
  if (typeof url === 'string') {
    try {
      scheme = new URL(url, 'http://a/').protocol;
    } catch {
      // Not a URL at all: refused below.
    }
  }
  if (scheme !== 'http:' && scheme !== 'https:') {
    throw new PagingInputError(FIELD, `${FIELD} must give an http(s) or relative URL, got ${describe(url)}`);
  }
  return url as string;
}
