/**
 * The interface's `Html` helper, reduced to the two pieces the paginator
 * renders through: links and tags.
 *
 * @module
 */
import { Helper } from './helper.js';
import { h, str, type PhpArray } from './php.js';

/** Element names the helper will write; anything else is refused rather than emitted. */
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/** Renders links and tags from options, escaping what it is given. */
export class HtmlHelper extends Helper {
  /**
   * `<a href="URL" attrs>title</a>`. The title is escaped unless the
   * `escape` option is false; the URL is a URL array or string (see
   * {@link Helper.buildUrl}); the other options become attributes in their order.
   */
  link(title: unknown, url: unknown = null, options: PhpArray = {}): string {
    const { escape = true, ...attributes } = options;
    const text = escape === false ? str(title) : h(str(title));
    return this.output(this.template('link', h(this.buildUrl(url)), this._parseAttributes(attributes), text));
  }

  /**
   * `<name attrs>text</name>`, or the start tag alone when `text` is null.
   * A string `attributes` is taken as the class. The text is escaped only
   * when `escape` is true.
   */
  tag(name: string, text: unknown = null, attributes: PhpArray | string = {}, escape = false): string {
    if (!TAG_NAME.test(name)) throw new TypeError(`Invalid tag name ${JSON.stringify(name)}`);
    const options: PhpArray = typeof attributes === 'string' ? { class: attributes } : { ...attributes };
    delete options.escape;
    const attrs = this._parseAttributes(options, null, ' ', '');
    if (text === null || text === undefined) return this.output(this.template('tagstart', name, attrs));
    return this.output(this.template('tag', name, attrs, escape ? h(str(text)) : str(text), name));
  }
}
