/**
 * The language an element speaks: its `lang`, else the nearest ancestor's
 * (across shadow roots), else English; it is read when the element
 * renders, so a page that sets `lang` later is followed at the next render.
 * How that language writes numbers is number-format.ts's.
 *
 * @module
 */

/** The `lang` that applies to `element`, as written ('' when none does: English). */
export function declaredLanguage(element: Element): string {
  let node: Element | null = element;
  while (node) {
    // An element a server renders (Lit's shim) has no ancestors: its own `lang` only.
    if (!node.closest) return node.getAttribute('lang')?.trim() ?? '';
    const owner: Element | null = node.closest('[lang]');
    if (owner) return owner.getAttribute('lang')!.trim();
    // A document has no host: the walk ends there.
    node = (node.getRootNode() as ShadowRoot).host ?? null;
  }
  return '';
}
