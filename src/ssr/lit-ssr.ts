/**
 * How Lit SSR renders the paginator elements. `@lit-labs/ssr` renders with
 * its `LitElementRenderer` unless told otherwise, and that renderer takes
 * the classes that say they are Lit elements: it writes the class's styles
 * and what its `render()` gives into `<template shadowrootmode="open">`.
 * Our elements render their own views (render.ts), so each class is given
 * the mark that renderer looks for, and the renderer writes, for our
 * elements, the styles and the views the element shows, as HTML
 * (views-html.ts), directly. Lit would take a `render()` result of
 * `unsafeHTML()` for a new template on every call and parse it (parse5):
 * most of a render's cost, for markup that is already final and escaped.
 * In the browser the element then takes that shadow root over node by node
 * (render.ts's adopt), without rebuilding it.
 *
 * The views are made when the renderer connects the element, once its
 * attributes and properties are set and before its host's attributes are
 * written, so that what a render writes on the host (a landmark's role and
 * name, a reflected attribute) is written too. A `light` element has no
 * shadow root: its views go into its light DOM where the page asks for it
 * with Lit's `renderLight()` directive.
 *
 * Nothing of one render is kept where another can reach it: each element
 * is a new object, its views are kept on it, and it joins no page's index.
 *
 * @module
 */
import { LitElementRenderer } from '@lit-labs/ssr';
import { ReactiveElement, unsafeCSS, type PropertyValues } from '@lit/reactive-element';
import { _$LE } from 'lit-element/private-ssr-support.js';
import { PaginatorElement } from '../components/paginator-element/paginator-element.js';
import type { View } from '../components/paginator-element/render.js';
import { PagingInputError } from '../shared/input-error.js';
import { viewsHtml, writesAddresses } from './views-html.js';

/**
 * Written into a server's shadow roots after the element's own styles. paginator.css keeps the box of an element
 * that is not defined yet, with a line of its own (a `::before`) for an element that has nothing to show; a server's
 * element shows its shadow root before it is defined, and that line would stand above it until the script ran (or
 * for ever, without one). Important, so that it wins over the page's rule; only until the element is defined.
 */
const SERVER_STYLES = unsafeCSS(':host(:not(:defined))::before{content:none!important}');

/**
 * Where an element keeps the HTML of its views until the renderer asks for it: set on each element the package
 * serves (a served element with `light` has no shadow root).
 */
export const SHOWN = Symbol('paginator-elements.ssr.shown');

/** An element of a class the package serves, as the renderer reaches it. */
interface ServedElement {
  [SHOWN]: string;
  light?: boolean;
}

/** What the server reaches of an element: its update hooks, its views, and its reporting. */
interface Served {
  [SHOWN]?: string;
  light: boolean;
  here?: string | null;
  hrefTemplate?: unknown;
  navigation?: string | null;
  willUpdate(changed: PropertyValues): void;
  shownViews(light: boolean): [View[], boolean, unknown] | null;
  fail(error: unknown): void;
}

/**
 * The views `element` shows, as HTML: what its first render in a browser
 * shows for the same attributes and properties. Never throws: bad input
 * is reported as in the browser (one console line naming the element and
 * the attribute) and the host is left empty.
 */
function serverHtml(element: Served, light: boolean): string {
  try {
    const shown = element.shownViews(light);
    const views = shown && !shown[1] ? shown[0] : [];
    // No document on a server: its links are written from `here`, which the page passes in.
    if (element.here == null && !element.hrefTemplate && !element.navigation && writesAddresses(views)) {
      element.fail(new PagingInputError('here', 'here: a server writes links from the request\'s path and query; set here (or href-template)'));
      return '';
    }
    return viewsHtml(views);
  } catch (error) {
    element.fail(error);
    return '';
  }
}

/**
 * Makes `classes` (each extends {@link PaginatorElement}) render through Lit
 * SSR's default renderer, for every render from now on.
 */
export function serveWithLitSsr(classes: readonly (typeof PaginatorElement)[]): void {
  for (const ctor of classes) {
    serveClass(ctor);
    Object.defineProperty(ctor, 'elementStyles', { value: [...ctor.elementStyles, SERVER_STYLES] });
  }
  LitElementRenderer.renderOptions.push((candidate) => {
    if (!(candidate instanceof PaginatorElement)) return undefined;
    const element = candidate as unknown as Served;
    const changed = _$LE.changedProperties(candidate as never) as PropertyValues;
    // The records and options, as the first update reads them.
    try {
      element.willUpdate(changed);
    } catch (error) {
      element.fail(error);
    }
    element[SHOWN] = serverHtml(element, !!element.light);
    // The host's reflected attributes, written as the renderer writes a Lit element's. The renderer is then told
    // to do nothing more (it would read the records again): the renderShadow() serveClass() wraps writes the root.
    ReactiveElement.prototype['update' as 'requestUpdate'].call(candidate, changed as never);
    return { disableSsr: true };
  });
}

/** Whether Lit SSR's renderer has been wrapped already (once for all the classes served, at import). */
let patched = false;

/**
 * Makes Lit SSR's default renderer take the class `ctor`, for every render
 * from now on: the mark that renderer looks for, and the shadow root and
 * light DOM it writes, from what the element keeps in {@link SHOWN}.
 */
export function serveClass(ctor: typeof ReactiveElement): void {
  // LitElementRenderer.matchesClass() reads this static mark (LitElement's own, unminified).
  Object.defineProperty(ctor, '_$litElement$', { value: true });
  // Nothing, until the element's renderOptions callback has made its views.
  Object.defineProperty(ctor.prototype, SHOWN, { value: '', writable: true });
  if (patched) return;
  patched = true;
  const { renderShadow, renderLight } = LitElementRenderer.prototype;
  LitElementRenderer.prototype.renderShadow = function (this: LitElementRenderer, renderInfo) {
    const element = this.element as unknown as ServedElement;
    if (!(SHOWN in element)) return renderShadow.call(this, renderInfo);
    if (element.light) {
      // No shadow root. Lit SSR's render leaves the element on its stack of shadow hosts all the same, as if what
      // follows were inside one (every later element would get `defer-hydration`): it is taken off again here.
      if (renderInfo.customElementHostStack.at(-1) === this) renderInfo.customElementHostStack.pop();
      return undefined;
    }
    // What Lit's own renderShadow() writes (the class's styles, then the template), with the views' HTML as the
    // template and without Lit's part markers, which nothing reads here: the element is no LitElement, and its
    // takeover passes over comments.
    const styles = (this.element.constructor as typeof ReactiveElement).elementStyles.map((style) => (style as { cssText: string }).cssText);
    return ['<style>', ...styles, '</style>', element[SHOWN]];
  };
  LitElementRenderer.prototype.renderLight = function (this: LitElementRenderer, renderInfo) {
    const element = this.element as unknown as ServedElement;
    // The part markers a page's child part holds (Lit's hydration of the page reads them), around the views' HTML.
    return SHOWN in element ? [`<!--lit-part-->${element[SHOWN]}<!--/lit-part-->`] : renderLight.call(this, renderInfo);
  };
}
