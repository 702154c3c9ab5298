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

/** Where a jump goes, or why it does not. */
export type JumpTarget = { readonly page: number; readonly error?: undefined } | { readonly page?: undefined; readonly error: string };

/**
 * What the jump form of the model's record holds: the form's target (the
 * current URL without `page`), the bounds and the current page.
 */
export function jumpFormModel(paging: Paging, options: JumpFormOptions = {}): JumpFormModel {
  const model = options.model ?? null;
  const checked = modelRecord(paging, model);
  const { page, pageCount } = requireCounts(checked, [], 'jumpForm');
  return {
    ...getForm(paging, ['page'], { model, url: options.url }, checked),
    label: options.label ?? __('Page'),
    button: options.button ?? __('Go'),
    min: 1,
    max: pageCount === undefined ? null : Math.max(pageCount, 1),
    value: page ?? 1,
  };
}

/**
 * Checks what the reader typed: a whole number from 1 to `max` (at least 1
 * when `max` is null) is the page to go to; anything else says why not, in
 * a sentence to show next to the input (translated; `%max%` and `%value%`
 * are filled in after translation). `value` null stands for input the
 * browser could not read as a number (a number input's bad input).
 */
export function jumpTarget(value: string | null, max: number | null): JumpTarget {
  const range = max === null ? __('Enter a page number of 1 or more.') : __('Enter a page number from 1 to %max%.');
  const say = (text: string) => ({ error: text.replace('%max%', String(max)).replace('%value%', value ?? '') });
  const text = value?.trim() ?? null;
  if (text === '') return say(range);
  // A negative whole number is a whole number, just not a page: it gets "There is no page -3." below.
  if (text === null || !/^-?\d+$/.test(text)) return say(`${__('That is not a whole page number.')} ${range}`);
  const page = Number(text);
  if (page < 1 || !Number.isSafeInteger(page) || (max !== null && page > max)) {
    return say(`${__('There is no page %value%.')} ${range}`);
  }
  return { page };
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
