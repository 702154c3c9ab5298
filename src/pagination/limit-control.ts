/**
 * A page-size control, in the spirit of CakePHP 5's `limitControl()`: a
 * labelled `<select name="limit">` in a GET form that keeps the other parts
 * of the current URL, so that choosing a size shows page 1 with the new
 * `limit` — with or without JavaScript. {@link limitControlModel} says what
 * the form holds; {@link limitControl} writes it as HTML, and the
 * `<paginator-limit>` element shows the same model as DOM.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';
import { describe, h } from '../shared/php.js';
import { formStart, getForm, submittedUrl, type GetForm } from './get-form.js';
import { modelRecord, positiveCount, requireCounts, type Paging } from './paging.js';
import { countOf } from './record.js';

/** The sizes offered when the caller gives none. */
export const DEFAULT_LIMITS: readonly number[] = [10, 20, 50, 100];

/** The largest size a list may offer unless the `maxLimit` option says otherwise: `paginate()`'s default cap. */
export const DEFAULT_MAX_LIMIT = 100;

/** Options of {@link limitControlModel} and {@link limitControl}. */
export interface LimitControlOptions {
  /** Whose record (default: the default model). */
  model?: string | null;
  /** URL array merged under the record's paging options (controller, action, passed and named parts, `?`). */
  url?: unknown;
  /** Largest size a list may hold, as the controller's `maxLimit`; default 100. */
  maxLimit?: number | string;
  /** The label's text; default "Items per page" (translated). */
  label?: string;
  /** The submit button's text; default "Show" (translated). */
  button?: string;
}

/** What a page-size control holds. */
export interface LimitControlModel extends GetForm {
  readonly label: string;
  readonly button: string;
  /** The sizes offered, in order; the current one is among them. */
  readonly limits: readonly number[];
  /** The current size (the record's limit), or null when the record has none. */
  readonly selected: number | null;
}

/**
 * The `maxLimit` option: a positive integer (or a string of one); 100 when
 * it is unset. Anything else is a TypeError naming it.
 */
export function checkMaxLimit(value: unknown = DEFAULT_MAX_LIMIT): number {
  return value === null ? DEFAULT_MAX_LIMIT : positiveCount(value, 'maxLimit');
}

/**
 * The list of sizes: integers (or strings of digits) from 1 to `maxLimit`,
 * at least one; anything else is a TypeError naming `limits` and the value.
 */
export function checkLimits(limits: unknown, maxLimit: number = DEFAULT_MAX_LIMIT): number[] {
  const bounds = `limits must be integers from 1 to ${maxLimit}`;
  if (!Array.isArray(limits) || limits.length === 0) throw new TypeError(`${bounds}, got ${Array.isArray(limits) ? 'none' : describe(limits)}`);
  return limits.map((limit: unknown) => {
    let size: number | null = null;
    try {
      size = countOf(limit, 1, 'limits');
    } catch {
      // Reported below with the bounds.
    }
    if (size === null || size > maxLimit) throw new TypeError(`${bounds}, got ${describe(limit)}`);
    return size;
  });
}

/**
 * What the page-size control of the model's record holds: the form's
 * target (the current URL without `page` and `limit`), the sizes offered
 * and the one selected. The record's own limit, when it is not in the
 * list, is added where it falls in ascending order, as CakePHP does, so
 * the control never claims a size that is not the one shown.
 */
export function limitControlModel(
  paging: Paging, limits: readonly unknown[] = DEFAULT_LIMITS, options: LimitControlOptions = {},
): LimitControlModel {
  const maxLimit = checkMaxLimit(options.maxLimit);
  const sizes = checkLimits(limits, maxLimit);
  const model = options.model ?? null;
  const checked = modelRecord(paging, model);
  const selected = requireCounts(checked, [], 'limitControl').limit ?? null;
  if (selected !== null && selected > 0 && !sizes.includes(selected)) {
    const at = sizes.findIndex((size) => size > selected);
    sizes.splice(at < 0 ? sizes.length : at, 0, selected);
  }
  const { action, hidden } = getForm(paging, ['page', 'limit'], { model, url: options.url }, checked);
  return {
    action,
    hidden,
    label: options.label ?? __('Items per page'),
    button: options.button ?? __('Show'),
    limits: sizes,
    selected,
  };
}

/** Where choosing `limit` in the control goes: what its form submits, page 1 of the new size. */
export function limitUrl(control: GetForm, limit: number): string {
  return submittedUrl(control, [['limit', String(limit)]]);
}

/**
 * The page-size control as HTML: a GET form with the other URL parts as
 * hidden fields, a labelled `<select name="limit">` and a submit button;
 * every text and value escaped.
 * `limitControl(paging)` on page 3 of 20 a page, sorted by title, at `/articles`:
 * `<form method="get" action="/articles"><input type="hidden" name="sort" value="title">…<label>Items per page <select name="limit"><option value="10">10</option><option value="20" selected>20</option>…</select></label> <button type="submit">Show</button></form>`
 */
export function limitControl(paging: Paging, limits: readonly unknown[] = DEFAULT_LIMITS, options: LimitControlOptions = {}): string {
  const control = limitControlModel(paging, limits, options);
  const choices = control.limits
    .map((size) => `<option value="${size}"${size === control.selected ? ' selected' : ''}>${size}</option>`)
    .join('');
  return `${formStart(control)}<label>${h(control.label)} <select name="limit">${choices}</select></label> `
    + `<button type="submit">${h(control.button)}</button></form>`;
}
