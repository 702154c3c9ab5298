/**
 * The language an element speaks: its own `lang`, else the nearest
 * ancestor's (across shadow roots), else the document's, else English.
 * Read when the element renders, so a page that sets `lang` later is
 * followed at the next render.
 *
 * @module
 */

/** The `lang` that applies to `element`, as written ('' when none does). */
export function declaredLanguage(element: Element): string {
  return inherited(element, 'lang');
}

/** The `dir` that applies to `element` ('' when none does: the page gives no direction). */
export function declaredDirection(element: Element): string {
  return inherited(element, 'dir');
}

/** The value of `attribute` on `element` or its nearest ancestor that has it, across shadow roots. */
function inherited(element: Element, attribute: string): string {
  let node: Element | null = element;
  while (node) {
    const owner: Element | null = node.closest(`[${attribute}]`);
    if (owner) return owner.getAttribute(attribute)!.trim();
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

/**
 * The canonical form of a language tag ('de-at' → 'de-AT'), 'en' for an
 * empty one (HTML's "unknown language"), or null for a tag that is not
 * BCP 47 at all (the element then says so, and speaks English).
 */
export function canonicalLanguage(tag: string): string | null {
  if (tag === '') return 'en';
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return null;
  }
}

/** Whether a language is written right to left (its script's default, as the catalogues' RTL languages are). */
export function isRtl(lang: string): boolean {
  return /^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)\b/.test(lang) && !/-Latn\b/.test(lang);
}
