import type { PropertyDeclarations } from '@lit/reactive-element';
import { checkLimits, checkMaxLimit, limitControlModel, limitUrl, DEFAULT_LIMITS, type LimitControlModel } from '../../pagination/limit-control.js';
import type { Paging } from '../../pagination/paging.js';
import { PaginatorElement } from '../paginator-element/paginator-element.js';
import { inputText } from '../paginator-element/paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import { readJson } from '../../pagination/paging-json.js';
import { view, type View } from '../paginator-element/render.js';
import { formView } from '../shared/form-views.js';
import { formStyles } from '../shared/form.styles.js';
import { FormActivation } from '../shared/form-activation.js';
import { DISABLED } from '../shared/disabled-attribute.js';

/**
 * A page-size control: a labelled `<select>` of page sizes in a GET form
 * that keeps the other parts of the current URL — the core's
 * `limitControl()`. Choosing a size and pressing the button (or Enter)
 * shows page 1 with the new `limit`: through `paginator-navigate`, then in
 * Ajax mode (`update`) fetched into the region, else by the browser. With
 * `auto`, choosing a size applies it at once (see docs/page-size-and-jump.md
 * for when that is right). Without JavaScript the server-rendered form
 * (`limitControl()`) does the same by itself.
 *
 * @summary A page-size select ("Items per page") in a GET form.
 *
 * @fires paginator-navigate - Before the new size is loaded; cancelable. Detail: `{page: 1, url, model, kind: 'limit'}`.
 * @fires paginator-request - Ajax mode: before the fetch; cancelable.
 * @fires paginator-load - Ajax mode: after the answer was swapped in, with the new paging records.
 * @fires paginator-error - Bad input (`field: 'limits'`, `'max-limit'`...), or an Ajax failure.
 *
 * @csspart form - The form.
 * @csspart label - The label around the text and the select.
 * @csspart select - The select of sizes.
 * @csspart button - The submit button.
 * @csspart failure - Ajax mode: the message shown when an update this element started failed.
 * @csspart retry - Ajax mode: the Retry button of that message.
 * @csspart dismiss - Ajax mode: the button that takes that message away.
 *
 * @cssprop --paginator-gap - Space between the pieces.
 * @cssprop --paginator-focus-ring - Outline of the focused control.
 * @cssprop --paginator-font - Font of the element.
 * @cssprop --paginator-color - Colour of the text.
 */
export class PaginatorLimit extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    limits: {},
    maxLimit: { attribute: 'max-limit' },
    label: {},
    button: {},
    auto: { type: Boolean },
    disabled: DISABLED,
  };

  static override styles = formStyles;

  /** The sizes offered: a comma list (`10, 25, 50`) or a JSON array; default 10, 20, 50, 100. */
  limits: string | readonly number[] | null = null;
  /** The largest size the list may hold, as the controller's `maxLimit`; default 100. */
  maxLimit: string | number | null = null;
  /** The label; default "Items per page" (translated). */
  label: string | null = null;
  /** The button's text; default "Show" (translated). */
  button: string | null = null;
  /** Apply a size as soon as it is chosen; the button stays for those who prefer it. */
  auto = false;

  /**
   * Nothing to follow or focus while set (a boolean attribute, reflected):
   * links are shown greyed as items with `aria-disabled="true"`, form
   * controls are `disabled`. An Ajax request already on its way still
   * lands. Removing it gives everything back.
   *
   * @reflect
   */
  disabled: boolean | string = false;

  private control: LimitControlModel | null = null;
  private readonly activation = new FormActivation(this, {
    submit: (form, keyboard) => this.apply(form, keyboard),
    change: (form, target, keyboard) => {
      if (this.auto && target instanceof HTMLSelectElement) this.apply(form, keyboard);
    },
  });

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.activation.listen(super.createRenderRoot());
  }

  protected view(paging: Paging, light: boolean): View[] {
    const maxLimit = asField('max-limit', () => checkMaxLimit(inputText(this.maxLimit, 'max-limit') ?? undefined));
    const limits = asField('limits', () => checkLimits(this.sizes(), maxLimit));
    const label = inputText(this.label, 'label');
    const button = inputText(this.button, 'button');
    const control = limitControlModel(paging, limits, {
      ...this.modelOption, maxLimit, ...(label === null ? {} : { label }), ...(button === null ? {} : { button }),
    });
    this.control = control;
    const options = control.limits.map((size) => view('option', size === control.selected ? ['value', `${size}`, 'selected', ''] : ['value', `${size}`], [`${size}`]));
    const select = view('select', light ? ['name', 'limit'] : ['part', 'select', 'name', 'limit'], options);
    return [formView(control, { label: control.label, button: control.button, control: select }, light)];
  }

  protected override updated(): void {
    // The record decides what is selected: a choice the reader made and that was not applied goes.
    const select = this.renderRoot.querySelector('select');
    if (select && this.control?.selected != null) select.value = String(this.control.selected);
  }

  /** The sizes as given: the JSON array, or the comma list's items (checked by the core). */
  private sizes(): unknown {
    if (Array.isArray(this.limits)) return this.limits;
    const text = inputText(this.limits, 'limits');
    if (text === null || text.trim() === '') return DEFAULT_LIMITS;
    if (text.trim().startsWith('[')) return readJson(text, 'limits');
    return text.split(',').map((item) => item.trim());
  }

  /** Goes to page 1 at the size the select holds. */
  private apply(form: HTMLFormElement, keyboard: boolean): void {
    const size = Number(form.querySelector('select')!.value);
    if (!this.control) return;
    const url = new URL(limitUrl(this.control, size), location.href).href;
    if (this.navigate({ page: 1, url, model: this.boundModel, kind: 'limit' }, keyboard) === 'browser') location.assign(url);
  }
}

/** Runs `check`, making a TypeError of the core's an input error of the attribute `field`. */
function asField<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof PagingInputError || !(error instanceof TypeError)) throw error;
    throw new PagingInputError(field, error.message.replace(/^Option "maxLimit"/, field));
  }
}

if (!customElements.get('paginator-limit')) customElements.define('paginator-limit', PaginatorLimit);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-limit': PaginatorLimit;
  }
}
