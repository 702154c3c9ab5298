import type { PropertyDeclarations } from '@lit/reactive-element';
import { __ } from '../../shared/i18n.js';
import type { LinkItem } from '../../pagination/items.js';
import { numbersItems } from '../../pagination/numbers.js';
import type { Paging } from '../../pagination/paging.js';
import { lightViews, shadowView } from '../paginator-element/item-views.js';
import { PaginatorElement } from '../paginator-element/paginator-element.js';
import { countOrLabel, inputText } from '../paginator-element/paging-source.js';
import { view, type View } from '../paginator-element/render.js';
import { methodNamedProperty } from '../shared/method-named-property.js';

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
 * @csspart before - The `before` text, ahead of the window of pages.
 * @csspart after - The `after` text, after the window of pages.
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
  /**
   * Text before the window of pages. Attribute `before`; writing the
   * property `before` sets it too, reading it gives the DOM's `before()`.
   */
  beforeText: string | null = null;
  /**
   * Text after the window of pages. Attribute `after`; writing the property
   * `after` sets it too, reading it gives the DOM's `after()`.
   */
  afterText: string | null = null;

  protected view(paging: Paging, light: boolean): View[] {
    const name = __('Pagination');
    if (light) {
      this.setAttribute('role', 'navigation');
      this.setAttribute('aria-label', name);
    }
    const items = numbersItems(paging, {
      ...this.modelOption,
      modulus: this.modulus,
      separator: inputText(this.separator, 'separator'),
      first: countOrLabel(inputText(this.first, 'first')),
      last: countOrLabel(inputText(this.last, 'last')),
      before: inputText(this.beforeText, 'before'),
      after: inputText(this.afterText, 'after'),
    });
    if (!items) return [];
    if (light) return lightViews(items, ['aria-current', 'page']);
    // One list item a page; the texts after a page (separator, ellipsis) go with it.
    const pageName = __('Page %page%');
    const list: View[] = [];
    let texts: View[] | null = null;
    for (const item of items) {
      const decoration = item.type === 'separator' || item.type === 'ellipsis' || item.type === 'before' || item.type === 'after';
      if (!decoration || !texts) {
        texts = [];
        list.push(view('li', ITEM, texts));
      }
      texts.push(shadowView(item, item.type !== 'link' ? {}
        // A page number is named "Page n"; a labelled link is the first run's or the last run's.
        : item.role === 'number' ? { name: pageName.replace('%page%', item.label) } : { part: `link ${item.role}` }));
    }
    return [view('nav', ['part', 'nav', 'aria-label', name], [view('ul', LIST, list)])];
  }

  protected override kindOf(item: LinkItem | undefined): string {
    // A page number, or the labelled link of a first or last run.
    return item?.role ?? 'number';
  }
}

// Attribute lists every render shares (a re-render compares them by identity).
const ITEM = ['part', 'item'];
const LIST = ['part', 'list'];

methodNamedProperty(PaginatorNumbers.prototype, 'before', 'beforeText');
methodNamedProperty(PaginatorNumbers.prototype, 'after', 'afterText');

if (!customElements.get('paginator-numbers')) customElements.define('paginator-numbers', PaginatorNumbers);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-numbers': PaginatorNumbers;
  }
}
