import type { PropertyDeclarations } from '@lit/reactive-element';
import { __ } from '../core/i18n.js';
import { numbers } from '../core/paging-numbers.js';
import type { Paging } from '../core/paging.js';
import { pageOfUrl } from '../core/router.js';
import { countOrLabel, piece } from './markup.js';
import { PaginatorElement } from './paginator-element.js';
import { inputText } from './paging-source.js';
import { parse } from './inert-parse.js';
import { h } from './render.js';

/**
 * The page-number links around the current page, with optional first and
 * last runs: the interface's `numbers()`.
 *
 * @summary Page-number navigation for a paged record set.
 *
 * @fires paginator-navigate - Before a link is followed; cancelable. Detail: `{page, url, model, kind}`.
 * @fires paginator-request - Ajax mode: before the fetch; cancelable.
 * @fires paginator-load - Ajax mode: after the answer was swapped in, with the new paging records.
 * @fires paginator-error - Bad input, or an Ajax failure. Detail: `{status, error, ...}`.
 *
 * @csspart nav - The `<nav>` landmark.
 * @csspart list - The list of pages.
 * @csspart item - Each list item.
 * @csspart link - A link to a page (also `first` / `last` on labelled first/last links).
 * @csspart current - The current page.
 * @csspart separator - The text between two pages.
 * @csspart ellipsis - The text marking skipped pages.
 *
 * @cssprop --paginator-gap - Space between items.
 * @cssprop --paginator-link-color - Colour of the links.
 * @cssprop --paginator-current-color - Colour of the current page.
 * @cssprop --paginator-current-background - Background of the current page.
 * @cssprop --paginator-current-weight - Font weight of the current page.
 * @cssprop --paginator-padding - Padding of links and the current page.
 * @cssprop --paginator-radius - Corner radius of links and the current page.
 * @cssprop --paginator-separator-color - Colour of separators and ellipses.
 * @cssprop --paginator-focus-ring - Outline of a focused link.
 * @cssprop --paginator-font - Font of the element.
 */
export class PaginatorNumbers extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    modulus: {},
    separator: {},
    first: {},
    last: {},
    beforeText: { attribute: 'before' },
    afterText: { attribute: 'after' },
  };

  /** How many pages the window shows around the current one (0: every page, up to 10,000). */
  modulus: string | number = '8';
  /** Text between two page links. */
  separator = ' | ';
  /** A number of first pages always linked, or the label of a link to page 1. */
  first: string | null = null;
  /** A number of last pages always linked, or the label of a link to the last page. */
  last: string | null = null;
  /** Text before the window of pages. Attribute `before` (the property name `before` is a DOM method). */
  beforeText: string | null = null;
  /** Text after the window of pages. Attribute `after` (the property name `after` is a DOM method). */
  afterText: string | null = null;

  protected view(paging: Paging, light: boolean): Node | null {
    const name = __('Pagination');
    if (light) {
      this.setAttribute('role', 'navigation');
      this.setAttribute('aria-label', name);
    }
    // The core escapes every text and URL it writes (its default), so its markup is safe to insert as is.
    const markup = numbers(paging, {
      ...this.modelOption,
      modulus: this.modulus,
      separator: inputText(this.separator, 'separator'),
      first: countOrLabel(inputText(this.first, 'first')),
      last: countOrLabel(inputText(this.last, 'last')),
      before: inputText(this.beforeText, 'before'),
      after: inputText(this.afterText, 'after'),
    });
    if (!markup) return null;
    const fragment = parse(markup);
    if (light) {
      for (const current of fragment.querySelectorAll('.current')) current.setAttribute('aria-current', 'page');
      return fragment;
    }
    const list = h('ul', { part: 'list' });
    for (const node of [...fragment.childNodes].map(piece)) {
      const text = node.textContent!;
      // A page number is named "Page n"; a labelled link is the first run's (to page 1) or the last run's.
      if (node.localName === 'a') {
        if (/^\d+$/.test(text)) node.setAttribute('aria-label', __('Page %page%').replace('%page%', text));
        else node.part.add(pageOfUrl(node.getAttribute('href')!, this.urlStyle) === 1 ? 'first' : 'last');
      }
      // One item a page; the text after a page (separator, ellipsis) goes with it.
      if (!node.hasAttribute('aria-hidden') || !list.lastElementChild) list.append(h('li', { part: 'item' }));
      list.lastElementChild!.append(node);
    }
    return h('nav', { part: 'nav', 'aria-label': name }, list);
  }

  protected override kindOf(link: HTMLAnchorElement): string {
    // A labelled link's part is `link first` or `link last`; a page number's is `link` (none in light DOM).
    return link.part[1] ?? 'number';
  }
}

if (!customElements.get('paginator-numbers')) customElements.define('paginator-numbers', PaginatorNumbers);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-numbers': PaginatorNumbers;
  }
}
