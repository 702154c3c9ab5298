/**
 * The document's methods that only Ajax mode calls, through the prototypes
 * as in document.ts. Apart from document.ts, which the first file shares
 * with Ajax mode: a module shared with a chunk is in the first file whole,
 * so these would be downloaded up front by every page.
 *
 * @module
 */

/** The URL relative links of the page resolve against. */
export function documentBase(): string {
  return Object.getOwnPropertyDescriptor(Node.prototype, 'baseURI')!.get!.call(document) as string;
}

/**
 * Replaces the children of `element` by `nodes`; `element` may be a
 * `<form>`, whose named controls shadow its methods.
 */
export function replaceContent(element: Element, ...nodes: Node[]): void {
  Element.prototype.replaceChildren.apply(element, nodes);
}
