/**
 * Making the HTML answer of an Ajax request into nodes that cannot run
 * anything. It is parsed in a `<template>` by render.ts's `parse()` (the
 * template's document has no browsing context, so nothing loads or runs
 * while we look at it), then stripped here of every way the markup could
 * run script once it is moved into the page.
 *
 * @module
 */

/** Elements removed with their content: they run, load, re-base or redirect. */
const DROPPED = 'script,base,object,embed,meta[http-equiv]';

/** SVG animation elements can write a `javascript:` URL into an `href` at run time. */
const ANIMATIONS = 'animate,set';

/**
 * The `attributeName` values of an SVG animation that make it dangerous,
 * whitespace around them aside, in any case (`u`: as `toLowerCase` would
 * have it, so the Kelvin sign counts as a `k`).
 */
const ANIMATED_HREF = /^\s*(xlink:)?href\s*$/iu;

export const HTML = 'http://www.w3.org/1999/xhtml';

/** URL schemes that run script (or a whole document) when followed, at the start of a value, in any (ASCII) case. */
const SCRIPT_URL = /^(javascript:|vbscript:|data:text\/html)/i;

/** What the URL parser ignores before a scheme: ASCII whitespace and control characters. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f]/g;

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
  // querySelectorAll is a static list: removing while iterating it is safe.
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (
      element.matches(DROPPED)
      || (element.matches(ANIMATIONS) && element.namespaceURI === 'http://www.w3.org/2000/svg'
        && ANIMATED_HREF.test(element.getAttribute('attributeName') ?? ''))
    ) {
      element.remove();
      continue;
    }
    // A document of its own, which may hold script.
    if (name === 'iframe') element.removeAttribute('srcdoc');
    // Copied first: removing while iterating a live NamedNodeMap skips entries.
    for (const attribute of [...element.attributes]) {
      // Event handlers, in any case; and script URLs: the browser skips whitespace and control
      // characters inside a scheme (`java&#9;script:` works), so they are removed before comparing.
      if (/^on/i.test(attribute.name) || SCRIPT_URL.test(attribute.value.replace(IGNORED, ''))) {
        element.removeAttributeNode(attribute);
      }
    }
    // By name, not instanceof: the template's own content document may come from another realm.
    if (name === 'template' && element.namespaceURI === HTML) sanitizeFragment((element as HTMLTemplateElement).content);
  }
}
