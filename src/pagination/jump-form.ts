/**
 * A jump-to-page form: a labelled number input bounded by 1 and the page
 * count, in a GET form that keeps the other parts of the current URL.
 * {@link jumpFormModel} says what the form holds; {@link jumpForm} writes
 * it as HTML (the browser's own validation bounds it without JavaScript),
 * and the `<paginator-jump>` element shows the same model as DOM and checks
 * the input with {@link jumpTarget} before it goes anywhere.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';
import { h } from '../shared/php.js';
import { formStart, getForm, submittedUrl, type GetForm } from './get-form.js';
import { modelRecord, requireCounts, type Paging } from './paging.js';

// The check of what the reader typed has a module of its own: the compact form's field takes it without the form.
export { jumpTarget, type JumpTarget } from './jump-target.js';

/** Options of {@link jumpFormModel} and {@link jumpForm}. */
export interface JumpFormOptions {
  /** Whose record (default: the default model). */
  model?: string | null;
  /** URL array merged under the record's paging options (controller, action, passed and named parts, `?`). */
  url?: unknown;
  /** The label's text; default "Page" (translated). */
  label?: string;
  /** The submit button's text; default "Go" (translated). */
  button?: string;
}

/** What a jump-to-page form holds. */
export interface JumpFormModel extends GetForm {
  readonly label: string;
  readonly button: string;
  /** The lowest page: 1. */
  readonly min: 1;
  /** The highest page (the page count, 1 for an empty set), or null when the record has no page count. */
  readonly max: number | null;
  /** The current page. */
  readonly value: number;
}


/**
 * What the jump form of the model's record holds: the form's target (the
 * current URL without `page`), the bounds and the current page.
 */
export function jumpFormModel(paging: Paging, options: JumpFormOptions = {}): JumpFormModel {
  const model = options.model ?? null;
  const checked = modelRecord(paging, model);
  const { page, pageCount } = requireCounts(checked, [], 'jumpForm');
  const { action, hidden } = getForm(paging, ['page'], { model, url: options.url }, checked);
  return {
    action,
    hidden,
    label: options.label ?? __('Page'),
    button: options.button ?? __('Go'),
    min: 1,
    max: pageCount === undefined ? null : Math.max(pageCount, 1),
    value: page ?? 1,
  };
}


/** Where a jump to `page` goes: what the form submits with that page. */
export function jumpUrl(form: GetForm, page: number): string {
  return submittedUrl(form, [['page', String(page)]]);
}

/**
 * The jump form as HTML: a GET form with the other URL parts as hidden
 * fields, a labelled `<input type="number" name="page">` bounded by 1 and
 * the page count (required, so the browser refuses an empty or
 * out-of-range page without any script) and a submit button; every text
 * and value escaped.
 * `jumpForm(paging)` on page 3 of 50 at `/articles`:
 * `<form method="get" action="/articles"><label>Page <input type="number" name="page" min="1" max="50" value="3" required></label> <button type="submit">Go</button></form>`
 */
export function jumpForm(paging: Paging, options: JumpFormOptions = {}): string {
  const form = jumpFormModel(paging, options);
  const max = form.max === null ? '' : ` max="${form.max}"`;
  return `${formStart(form)}<label>${h(form.label)} <input type="number" name="page" min="1"${max} value="${form.value}" required></label> `
    + `<button type="submit">${h(form.button)}</button></form>`;
}
