import type { PropertyDeclarations } from '@lit/reactive-element';
import { counter } from '../../pagination/counter.js';
import { hasNoTotal } from '../../pagination/countless.js';
import { __ } from '../../shared/i18n.js';
import type { Paging } from '../../pagination/paging.js';
import { PaginatorElement } from '../paginator-element/paginator-element.js';
import { inputText } from '../paginator-element/paging-source.js';
import { view, type View } from '../paginator-element/render.js';

/**
 * Where the reader is in a paged record set — "2 of 7", "11–20 of 62" or a
 * custom `%token%` string: the interface's `counter()`. A page change made
 * by Ajax is said once, in the page's one live region, not by the counter.
 *
 * @summary A counter such as "Page 2 of 7".
 *
 * @fires paginator-error - Bad input. Detail: `{status: 0, error: 'input', field, message}`.
 *
 * @csspart counter - The counter text.
 * @csspart failure - Ajax mode: the message shown when an update of a link beside it failed (and no `<paginator-numbers>` stands beside it).
 * @csspart retry - Ajax mode: the Retry button of that message.
 * @csspart dismiss - Ajax mode: the button that takes that message away.
 *
 * @cssprop --paginator-color - Colour of the text.
 * @cssprop --paginator-font - Font of the element.
 */
export class PaginatorCounter extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    format: {},
    separator: {},
  };

  /**
   * `pages` ("2 of 7"), `range` ("11–20 of 62"; "11 - 20 of 62", the interface's, in light DOM or with a
   * `separator`), `page` ("Page 2"), or a string with %page%, %pages%, %current%, %count%, %start%, %end%.
   * On a record without a total (countless or keyset pagination) `pages` reads as `page` and `range` has no
   * total ("11–20").
   */
  format = 'pages';
  /** The separator: " of " by default (translated). */
  separator: string | null = null;

  /** Where the reader is: a failure of a link beside it is shown here, when no `<paginator-numbers>` stands beside it. */
  protected override holdsNotices = 1;

  protected view(paging: Paging, light: boolean): View[] {
    // The text as written (never parsed): the core leaves it unescaped, and it enters the DOM as text.
    let format = inputText(this.format, 'format');
    // The shadow root writes a range as the compact form's summary does ("11–20 of 62", in its language);
    // light DOM keeps the core's "11 - 20 of 62", as does a range with a separator of the page's.
    if (format === 'range' && !light && this.separator === null) format = hasNoTotal(paging, this.boundModel) ? '%start%–%end%' : __('%start%–%end% of %count%');
    const options: Record<string, unknown> = { ...this.modelOption, format, escape: false };
    if (this.separator !== null) options.separator = inputText(this.separator, 'separator');
    const text = counter(paging, options);
    return light ? (text ? [text] : []) : [view('span', COUNTER, [text])];
  }
}

// Not a live region: the page's one live region says a page change (DESIGN §7, "One voice per page").
const COUNTER = ['part', 'counter'];

if (!customElements.get('paginator-counter')) customElements.define('paginator-counter', PaginatorCounter);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-counter': PaginatorCounter;
  }
}
