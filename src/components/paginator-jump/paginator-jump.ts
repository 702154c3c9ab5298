import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { jumpFormModel, jumpTarget, jumpUrl, type JumpFormModel } from '../../pagination/jump-form.js';
import type { Paging } from '../../pagination/paging.js';
import { bringsRecord, PaginatorElement } from '../paginator-element/paginator-element.js';
import { inputText } from '../paginator-element/paging-source.js';
import { view, type View } from '../paginator-element/render.js';
import { FormActivation } from '../shared/form-activation.js';
import { formView } from '../shared/form-views.js';
import { formStyles } from '../shared/form.styles.js';
import { DISABLED } from '../shared/disabled-attribute.js';

/** Ids of the error messages of light elements, unique in the page. */
let lightIds = 0;

/**
 * A jump-to-page form: a labelled number input bounded by 1 and the page
 * count, in a GET form that keeps the other parts of the current URL — the
 * core's `jumpForm()`. A page in range goes through `paginator-navigate`,
 * then in Ajax mode (`update`) is fetched into the region, else loaded by
 * the browser. Anything else is not submitted: the input is marked
 * invalid, keeps focus, and a message next to it (announced politely, and
 * its description) says why; it goes when the input is fixed. Without
 * JavaScript the server-rendered form (`jumpForm()`) is bounded by the
 * browser's own validation.
 *
 * @summary A "Page [ 3 ] Go" form.
 *
 * @fires paginator-navigate - Before the page is loaded; cancelable. Detail: `{page, url, model, kind: 'jump'}`.
 * @fires paginator-request - Ajax mode: before the fetch; cancelable.
 * @fires paginator-load - Ajax mode: after the answer was swapped in, with the new paging records.
 * @fires paginator-error - Bad input (`paging`, `label`...), or an Ajax failure.
 *
 * @csspart form - The form.
 * @csspart label - The label around the text and the input.
 * @csspart input - The number input.
 * @csspart button - The submit button.
 * @csspart error - The message that says why a page was refused.
 * @csspart failure - Ajax mode: the message shown when an update this element started failed.
 * @csspart retry - Ajax mode: the Retry button of that message.
 * @csspart dismiss - Ajax mode: the button that takes that message away.
 *
 * @cssprop --paginator-gap - Space between the pieces.
 * @cssprop --paginator-input-width - Width of the input (default 5em).
 * @cssprop --paginator-error-color - Colour of the error message.
 * @cssprop --paginator-focus-ring - Outline of the focused control.
 * @cssprop --paginator-font - Font of the element.
 * @cssprop --paginator-color - Colour of the text.
 */
export class PaginatorJump extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    label: {},
    button: {},
    disabled: DISABLED,
  };

  static override styles = formStyles;

  /** The label; default "Page" (translated). */
  label: string | null = null;
  /** The button's text; default "Go" (translated). */
  button: string | null = null;

  /**
   * Nothing to follow or focus while set (a boolean attribute, reflected):
   * links are shown greyed as items with `aria-disabled="true"`, form
   * controls are `disabled`. An Ajax request already on its way still
   * lands. Removing it gives everything back.
   *
   * @reflect
   */
  disabled: boolean | string = false;
  /** Why the page typed was refused, or null (not an attribute: shown through {@link PaginatorJump.refuse}). */
  private jumpError: string | null = null;

  private form: JumpFormModel | null = null;
  private lightId = '';
  private readonly activation = new FormActivation(this, { submit: (form, keyboard) => this.jump(form, keyboard) });

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = this.activation.listen(super.createRenderRoot());
    // A message goes as soon as the input is fixed; it is not replaced while the reader types.
    root.addEventListener('input', () => {
      if (this.jumpError !== null && this.check(this.pageInput()).page !== undefined) this.refuse(null);
    });
    return root;
  }

  protected view(paging: Paging, light: boolean): View[] {
    const label = inputText(this.label, 'label');
    const button = inputText(this.button, 'button');
    const form = jumpFormModel(paging, { ...this.modelOption, ...(label === null ? {} : { label }), ...(button === null ? {} : { button }) });
    this.form = form;
    // Inside a shadow root an id is the root's own; in light DOM it must be unique in the page.
    const errorId = light ? (this.lightId ||= `paginator-jump-error-${++lightIds}`) : 'error';
    const invalid = this.jumpError === null ? [] : ['aria-invalid', 'true', 'aria-describedby', errorId];
    const input = view('input', [
      ...(light ? [] : ['part', 'input']), 'type', 'number', 'name', 'page', 'min', '1',
      ...(form.max === null ? [] : ['max', `${form.max}`]), 'value', `${form.value}`, 'required', '', ...invalid,
    ]);
    // Always present, so that a message put in it is announced.
    const message = view('span', [...(light ? [] : ['part', 'error']), 'id', errorId, 'aria-live', 'polite'], this.jumpError === null ? [] : [this.jumpError]);
    return [formView(form, { label: form.label, button: form.button, control: input, formAttributes: ['novalidate', ''], after: [' ', message] }, light)];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A message about the page typed goes with the record it was about (set here, it schedules no second update).
    if (bringsRecord(changed)) this.jumpError = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A new record (another page shown) is what the input says, whatever was typed before.
    const input = this.pageInput();
    if (bringsRecord(changed) && input && this.form) input.value = String(this.form.value);
  }

  /** Shows why the page typed was refused (null: no message), rendering again when that changes. */
  private refuse(message: string | null): void {
    if (message === this.jumpError) return;
    this.jumpError = message;
    this.requestUpdate();
  }

  /** The rendered number input, or null. */
  private pageInput(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input[name="page"]');
  }

  /**
   * The core's check of what the input holds (text the browser could not
   * read as a number is null), its message in the element's language as
   * the rest of what it shows.
   */
  private check(input: HTMLInputElement | null) {
    const check = () => jumpTarget(!input || input.validity.badInput ? null : input.value, this.form?.max ?? null);
    return this.speaking(check, this.renderRoot === this);
  }

  /** Goes to the page typed, or says why not and keeps the reader on the input. */
  private jump(form: HTMLFormElement, keyboard: boolean): void {
    const input = form.querySelector<HTMLInputElement>('input[name="page"]');
    const target = this.check(input);
    if (target.error !== undefined || !this.form) {
      this.refuse(target.error ?? null);
      input?.focus();
      return;
    }
    this.refuse(null);
    const url = new URL(jumpUrl(this.form, target.page), location.href).href;
    if (this.navigate({ page: target.page, url, model: this.boundModel, kind: 'jump' }, keyboard) === 'browser') location.assign(url);
  }
}

if (!customElements.get('paginator-jump')) customElements.define('paginator-jump', PaginatorJump);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-jump': PaginatorJump;
  }
}
