/**
 * The check of a page typed into a jump field (`<paginator-jump>`, the
 * compact form's field of `<paginator-numbers jump>`): the page to go to,
 * or the sentence that says why not.
 *
 * @module
 */
import { __, formatNumber } from '../shared/i18n.js';

/** A valid floating-point number of HTML (what a number input's value can be): digits, a fraction, an exponent. */
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Where a jump goes, or why it does not. */
export type JumpTarget = { readonly page: number; readonly error?: undefined } | { readonly page?: undefined; readonly error: string };

/**
 * Checks what the reader typed: a whole number from 1 to `max` (at least 1
 * when `max` is null), written as a number input takes numbers ("42",
 * "1e9", "42.0"), is the page to go to; anything else says why not, in
 * a sentence to show next to the input (translated; `%max%` and `%value%`
 * are filled in after translation). `value` null stands for input the
 * browser could not read as a number (a number input's bad input).
 */
export function jumpTarget(value: string | null, max: number | null): JumpTarget {
  const range = max === null ? __('Enter a page number of 1 or more.') : __('Enter a page number from 1 to %max%.');
  // The page count as the element's language writes it ("1,000,000,000,000"); the value as it was typed.
  const say = (text: string) => ({ error: text.replace('%max%', formatNumber(max!)).replace('%value%', value ?? '') });
  const text = value?.trim() ?? null;
  if (text === '') return say(range);
  // A number as a number input takes it (HTML's floating-point numbers: "1e9" and "12.0" are whole). A negative
  // whole number is a whole number, just not a page: it gets "There is no page -3." below.
  const page = text !== null && NUMBER.test(text) ? Number(text) : NaN;
  // A number too large for a double ("1e400") is whole too, and no page.
  if (!Number.isInteger(page) && Math.abs(page) !== Infinity) return say(`${__('That is not a whole page number.')} ${range}`);
  if (page < 1 || !Number.isSafeInteger(page) || (max !== null && page > max)) {
    return say(`${__('There is no page %value%.')} ${range}`);
  }
  return { page };
}
