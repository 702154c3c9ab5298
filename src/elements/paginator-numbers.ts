import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { __ } from '../core/i18n.js';
import type { PaginatorHelper } from '../core/paginator-helper.js';
import { pageOfUrl } from '../core/router.js';
import { isEllipsis, tokenize, type Token } from './markup.js';
import { PaginatorElement } from './paginator-element.js';
import { paginatorStyles } from './paginator.styles.js';

/** `'3'` → 3 (a number of pages); any other text stays a label. */
function countOrLabel(value: string | null): number | string | null {
  if (value === null || value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

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
  static override styles = paginatorStyles;

  /** How many pages the window shows around the current one (0: every page, up to 10,000). */
  @property() modulus: string | number = '8';
  /** Text between two page links. */
  @property() separator = ' | ';
  /** A number of first pages always linked, or the label of a link to page 1. */
  @property() first: string | null = null;
  /** A number of last pages always linked, or the label of a link to the last page. */
  @property() last: string | null = null;
  /** Text before the window of pages. Attribute `before` (the property name `before` is a DOM method). */
  @property({ attribute: 'before' }) beforeText: string | null = null;
  /** Text after the window of pages. Attribute `after` (the property name `after` is a DOM method). */
  @property({ attribute: 'after' }) afterText: string | null = null;

  private markup(helper: PaginatorHelper, escape: boolean): string | false {
    return helper.numbers({
      ...this.modelOption,
      modulus: this.modulus,
      separator: this.separator,
      first: countOrLabel(this.first),
      last: countOrLabel(this.last),
      before: this.beforeText,
      after: this.afterText,
      escape,
    });
  }

  protected renderLight(helper: PaginatorHelper): TemplateResult | typeof nothing {
    this.setAttribute('role', 'navigation');
    this.setAttribute('aria-label', __('Pagination'));
    const markup = this.markup(helper, true);
    // The core escapes every text and URL it writes, so its markup is safe to insert as is.
    return markup === false ? nothing : html`${unsafeHTML(markup)}`;
  }

  protected renderShadow(helper: PaginatorHelper): TemplateResult | typeof nothing {
    const markup = this.markup(helper, true);
    if (markup === false) return nothing;
    const groups: Token[][] = [];
    for (const token of tokenize(markup)) {
      if (token.type === 'text' && groups.length > 0) groups[groups.length - 1].push(token);
      else groups.push([token]);
    }
    return html`<nav part="nav" aria-label=${__('Pagination')}><ul part="list">
      ${groups.map((group) => html`<li part="item">${group.map((token) => this.renderToken(token))}</li>`)}
    </ul></nav>`;
  }

  private renderToken(token: Token): TemplateResult {
    switch (token.type) {
      case 'current':
        return html`<span part="current" aria-current="page">${token.text}</span>`;
      case 'link': {
        const numbered = /^\d+$/.test(token.text);
        return numbered
          ? html`<a part="link" href=${token.href} aria-label=${__('Page %page%').replace('%page%', token.text)}>${token.text}</a>`
          : html`<a part="link ${this.edgeOf(token.href)}" href=${token.href}>${token.text}</a>`;
      }
      case 'text':
        return html`<span part=${isEllipsis(token.text) ? 'ellipsis' : 'separator'} aria-hidden="true">${token.text}</span>`;
      default:
        return html`<span part="disabled" aria-disabled="true">${token.text}</span>`;
    }
  }

  /** A labelled link in the numbers is the first run's (to page 1) or the last run's. */
  private edgeOf(href: string): string {
    return pageOfUrl(href, this.urlStyle) === 1 ? 'first' : 'last';
  }

  protected override kindOf(link: HTMLAnchorElement): string {
    const part = link.getAttribute('part') ?? '';
    if (part.includes('first')) return 'first';
    if (part.includes('last')) return 'last';
    return 'number';
  }

  protected override updated(): void {
    if (this.hasAttribute('light')) {
      for (const current of this.querySelectorAll('.current')) current.setAttribute('aria-current', 'page');
    }
  }
}

if (!customElements.get('paginator-numbers')) customElements.define('paginator-numbers', PaginatorNumbers);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-numbers': PaginatorNumbers;
  }
}
