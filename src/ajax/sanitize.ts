/**
 * Making the HTML answer of an Ajax request into nodes that cannot run
 * anything, load style from another origin, or shadow the page's own
 * properties once they are moved into the page. The answer is parsed
 * inertly first (inert-parse.ts: a `<template>`, whose document has no
 * browsing context, so nothing loads or runs while we look at it).
 *
 * The answer is hostile input, and defends itself as DOMPurify does: every
 * element is read and changed through the prototypes' own accessors and
 * methods, never through its properties, which a `<form>` lets its named
 * controls replace (`<input name="attributes">`).
 *
 * @module
 */
import { createHtmlElement } from '../dom/document.js';
import { documentBase } from '../dom/document-ajax.js';

export const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** Elements removed with their content: they run, load, re-base or redirect. */
const DROPPED = 'script,base,object,embed,link,meta[http-equiv]';

/**
 * The `attributeName` values of an SVG animation (`animate`, `set`) that
 * can write a `javascript:` URL into an `href` at run time, whitespace
 * around them aside, in any case (`u`: as `toLowerCase` would have it, so
 * the Kelvin sign counts as a `k`).
 */
const ANIMATED_HREF = /^\s*(xlink:)?href\s*$/iu;

/** URL schemes that run script when followed, at the start of a value, in any (ASCII) case. */
const SCRIPT_URL = /^(javascript|vbscript):/i;

/** Where a `data:` URL can only be a picture or a sound: the `src` of these media elements. */
const MEDIA = /^(img|video|audio|source|track)$/;

/** What the URL parser ignores in a scheme: ASCII whitespace and control characters. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f]/g;

const accessor = (proto: object, name: string): PropertyDescriptor => Object.getOwnPropertyDescriptor(proto, name)!;

// The prototypes' own methods and accessors the sanitizer calls: taken on its first use, never at
// import (a server imports this module and has no DOM), and kept, out of reach of the markup.
let getAttributeNames: Element['getAttributeNames'];
let getAttribute: Element['getAttribute'];
let removeAttribute: Element['removeAttribute'];
let matches: Element['matches'];
let remove: Element['remove'];
let querySelectorAll: DocumentFragment['querySelectorAll'];
let localNameOf: () => string;
let namespaceOf: () => string | null;
let contentOf: () => DocumentFragment;
let textOf: () => string;
let setText: (value: string) => void;

/** Takes them, once. */
function takeOwn(): void {
  ({ getAttributeNames, getAttribute, removeAttribute, matches, remove } = Element.prototype);
  ({ querySelectorAll } = DocumentFragment.prototype);
  localNameOf = accessor(Element.prototype, 'localName').get!;
  namespaceOf = accessor(Element.prototype, 'namespaceURI').get!;
  contentOf = accessor(HTMLTemplateElement.prototype, 'content').get!;
  ({ get: textOf, set: setText } = accessor(Node.prototype, 'textContent') as { get: () => string; set: (value: string) => void });
}

/** A form of our own, to ask which names a form's controls would shadow. */
let formProbe: HTMLElement | undefined;

/**
 * Strips, in place, everything in `root` that could run script, load style
 * from elsewhere, or shadow a property once its nodes are in the page:
 *
 * - `script`, `base`, `object`, `embed`, `link`, `meta[http-equiv]` and SVG
 *   animations of `href` are removed with their content;
 * - every `on*` attribute, `srcdoc`, every attribute whose value is a
 *   `javascript:` or `vbscript:` URL, and every `data:` URL but a media
 *   element's `src` are removed;
 * - an `id` or `name` that is a property of `document` or of a form
 *   (`getElementById`, `createElement`, `action`, `submit`...) is removed;
 * - a `<style>` keeps only its rules that load nothing from another origin:
 *   no `@import`, no `url()` leading elsewhere.
 *
 * SVG and MathML subtrees are included, and `<template>` contents are
 * walked recursively (they become live when a script or custom element
 * clones them).
 */
export function sanitizeFragment(root: DocumentFragment): void {
  if (!remove) takeOwn();
  // A static list: removing while iterating it is safe.
  for (const element of querySelectorAll.call(root, '*')) {
    const name: string = localNameOf.call(element);
    const namespace: string | null = namespaceOf.call(element);
    if (
      matches.call(element, DROPPED)
      || (namespace === SVG && (name === 'animate' || name === 'set')
        && ANIMATED_HREF.test(getAttribute.call(element, 'attributeName') ?? ''))
    ) {
      remove.call(element);
      continue;
    }
    for (const attribute of getAttributeNames.call(element)) {
      if (!allowed(attribute, getAttribute.call(element, attribute)!, name)) removeAttribute.call(element, attribute);
    }
    if (name === 'style') cleanStyle(element);
    if (name === 'template' && namespace === HTML) sanitizeFragment(contentOf.call(element));
  }
}

/** Whether an attribute may stay on an element named `element`. */
function allowed(name: string, value: string, element: string): boolean {
  const lower = name.toLowerCase();
  // Event handlers, in any case; a document of its own, which may hold script.
  if (lower.startsWith('on') || lower === 'srcdoc') return false;
  // The browser skips whitespace and control characters inside a scheme (`java&#9;script:` works).
  const url = value.replace(IGNORED, '');
  if (SCRIPT_URL.test(url)) return false;
  if (/^data:/i.test(url) && !(lower === 'src' && MEDIA.test(element))) return false;
  if (lower === 'id' || lower === 'name') return !(value in document || value in (formProbe ??= createHtmlElement('form')));
  return true;
}

/** A `url()` (or `src()`) argument, quoted or bare, and any quoted string (an `image-set()` takes bare strings). */
const CSS_URL = /\b(?:url|src)\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^)\s]*))|"((?:[^"\\]|\\.)*)"/gi;

/**
 * Keeps the rules of a `<style>` that load nothing from another origin. The
 * text is read by the browser's own CSS parser (a constructed style sheet
 * takes no `@import`), and the rules written back as it serializes them,
 * where escapes are resolved: a rule with a URL on another origin, or with
 * an escape left in it (only raw values such as custom properties keep
 * them, and they are read again where they are used), is left out.
 */
function cleanStyle(style: Element): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(textOf.call(style));
  let kept = '';
  for (const { cssText } of sheet.cssRules) if (!loadsElsewhere(cssText)) kept += `${cssText}\n`;
  setText.call(style, kept);
}

function loadsElsewhere(css: string): boolean {
  if (css.includes('\\')) return true;
  for (const match of css.matchAll(CSS_URL)) {
    // A quoted string outside url() is a URL only in an image-set().
    const url = match[1] ?? match[2] ?? match[3] ?? (/image-set\(/i.test(css) ? match[4] : undefined);
    if (url !== undefined && !sameOrigin(url)) return true;
  }
  return false;
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, documentBase()).origin === location.origin;
  } catch {
    return false;
  }
}
