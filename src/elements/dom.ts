/**
 * The document's own methods and accessors, as the elements and Ajax mode
 * call them: taken from the prototypes when the library loads. A document's
 * named elements shadow its properties (`<img name="getElementById">` makes
 * `document.getElementById` that image), so markup on the page — an Ajax
 * answer above all — could otherwise break every later render and swap.
 * These cannot be shadowed.
 *
 * @module
 */

const { createElement, getElementById, querySelectorAll } = Document.prototype;
const { replaceChildren } = Element.prototype;
const getter = (proto: object, name: string): ((this: unknown) => unknown) => Object.getOwnPropertyDescriptor(proto, name)!.get!;
const baseOf = getter(Node.prototype, 'baseURI');
const rootOf = getter(Document.prototype, 'documentElement');

/** A new element of the page's document. */
export function createHtmlElement(tag: string): HTMLElement {
  return createElement.call(document, tag);
}

/** The page's element with this id, or null (none has the empty id). */
export function elementById(id: string): HTMLElement | null {
  return getElementById.call(document, id);
}

/** The page's elements matching `selector` (not those in shadow roots). */
export function documentElements(selector: string): NodeListOf<Element> {
  return querySelectorAll.call(document, selector);
}

/** The URL relative links of the page resolve against. */
export function documentBase(): string {
  return baseOf.call(document) as string;
}

/** The page's root element. */
export function documentRoot(): Element {
  return rootOf.call(document) as Element;
}

/**
 * Replaces the children of `element` by `nodes`; `element` may be a
 * `<form>`, whose named controls shadow its methods.
 */
export function replaceContent(element: Element, ...nodes: Node[]): void {
  replaceChildren.apply(element, nodes);
}
