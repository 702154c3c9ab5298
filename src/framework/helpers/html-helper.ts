/**
 * The interface's `Html` helper, reduced to the two pieces the paginator
 * renders through: links and tags.
 *
 * @module
 */
import { Helper } from './helper.js';
import type { PhpArray } from '../../shared/php.js';
import { linkMarkup, tagMarkup } from '../../pagination/tags.js';

/** Renders links and tags from options, escaping what it is given. */
export class HtmlHelper extends Helper {
  /**
   * `<a href="URL" attrs>title</a>`. The title is escaped unless the
   * `escape` option is false; the URL is a URL array or string (see
   * {@link Helper.buildUrl}); the other options become attributes in their order.
   */
  link(title: unknown, url: unknown = null, options: PhpArray = {}): string {
    return this.output(linkMarkup(this.tags, title, this.buildUrl(url), options));
  }

  /**
   * `<name attrs>text</name>`, or the start tag alone when `text` is null.
   * A string `attributes` is taken as the class. The text is escaped only
   * when `escape` is true.
   */
  tag(name: string, text: unknown = null, attributes: PhpArray | string = {}, escape = false): string {
    return this.output(tagMarkup(this.tags, name, text, attributes, escape));
  }
}
