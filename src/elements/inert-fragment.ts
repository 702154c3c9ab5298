/**
 * Turning the HTML answer of an Ajax request into nodes that cannot run
 * anything: parsed in a `<template>` (whose document has no browsing context,
 * so nothing loads or runs while we look at it), then stripped of every way
 * the markup could run script once it is moved into the page.
 *
 * @module
 */

/** Elements removed with their content: they run, load or re-base code. */
const DROPPED = new Set(['script', 'base', 'object', 'embed']);

/** SVG animation elements can write a `javascript:` URL into an `href` at run time. */
const ANIMATIONS = new Set(['animate', 'set']);

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** URL schemes that run script (or a whole document) when followed. */
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];

/** What the URL parser ignores before a scheme: ASCII whitespace and control characters. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f]/g;

/**
 * Parses HTML text inertly: nothing in it runs, loads or reaches the page
 * until its nodes are moved out of the returned template's `content`.
 */
export function parseInert(text: string, ownerDocument: Document = document): HTMLTemplateElement {
  const template = ownerDocument.createElement('template');
  template.innerHTML = text;
  return template;
}

/**
 * True when an attribute value would run script if used as a URL. The
 * browser skips whitespace and control characters inside a scheme
 * (`java&#9;script:` works), so they are removed before comparing.
 */
export function isScriptUrl(value: string): boolean {
  const squeezed = value.replace(IGNORED, '').toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => squeezed.startsWith(scheme));
}

/** True for an element that must not survive at all. */
function mustDrop(element: Element): boolean {
  const name = element.localName;
  if (DROPPED.has(name)) return true;
  if (name === 'meta') return element.hasAttribute('http-equiv');
  if (ANIMATIONS.has(name) && element.namespaceURI === SVG) {
    const target = (element.getAttribute('attributeName') ?? '').trim().toLowerCase();
    return target === 'href' || target === 'xlink:href';
  }
  return false;
}

/** Removes event handler attributes, script URLs, and `srcdoc` (a whole document) from one element. */
function cleanAttributes(element: Element): void {
  // Copied first: removing while iterating a live NamedNodeMap skips entries.
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on') || isScriptUrl(attribute.value) || (name === 'srcdoc' && element.localName === 'iframe')) {
      element.removeAttributeNode(attribute);
    }
  }
}

/**
 * Strips, in place, everything in `root` that could run script once its
 * nodes are in the page: `script`, `base`, `object`, `embed`,
 * `meta[http-equiv]` and SVG animations of `href` are removed; every `on*`
 * attribute, every attribute whose value is a `javascript:`, `vbscript:` or
 * `data:text/html` URL, and `iframe[srcdoc]`'s `srcdoc` are removed. SVG
 * subtrees are included, and `<template>` contents are walked recursively
 * (they become live when a script or custom element clones them).
 */
export function sanitizeFragment(root: DocumentFragment | Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (mustDrop(element)) {
      element.remove();
      continue;
    }
    cleanAttributes(element);
    // By name, not instanceof: the template's own content document may come from another realm.
    if (element.localName === 'template' && element.namespaceURI === HTML) sanitizeFragment((element as HTMLTemplateElement).content);
  }
}
