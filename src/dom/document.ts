/**
 * The document's own methods and accessors, as the elements and Ajax mode
 * call them: through the prototypes. A document's named elements shadow
 * its properties (`<img name="getElementById">` makes
 * `document.getElementById` that image), so markup on the page — an Ajax
 * answer above all — could otherwise break every later render and swap.
 * Markup cannot reach the prototypes.
 *
 * @module
 */

/** The getter of `proto`'s accessor property `name`. */
const getter = (proto: object, name: string): ((this: unknown) => unknown) => Object.getOwnPropertyDescriptor(proto, name)!.get!;

/** A new element of the page's document. */
export function createHtmlElement(tag: string): HTMLElement {
  return Document.prototype.createElement.call(document, tag);
}

/** The page's element with this id, or null (none has the empty id). */
export function elementById(id: string): HTMLElement | null {
  return Document.prototype.getElementById.call(document, id);
}

/** The page's elements matching `selector` (not those in shadow roots). */
export function documentElements(selector: string): NodeListOf<Element> {
  return Document.prototype.querySelectorAll.call(document, selector);
}

/** The document's URL as last read, and its path and query. */
let shown = { url: '', here: '' };

/**
 * The path and query of the page (`/articles?sort=title`): what links are
 * written from. Read from the document's URL, parsed only when that has
 * changed: `location.pathname` and `location.search` cost a render of 1,000
 * elements more than any other part of it (issue 28).
 */
export function documentHere(): string {
  const url = getter(Document.prototype, 'URL').call(document) as string;
  if (url !== shown.url) {
    const { pathname, search } = new URL(url);
    shown = { url, here: pathname + search };
  }
  return shown.here;
}

/** The page's root element. */
export function documentRoot(): Element {
  return getter(Document.prototype, 'documentElement').call(document) as Element;
}
