/**
 * The check of a page typed into a jump field (`<paginator-jump>`, the
 * compact form's field of `<paginator-numbers jump>`): the page to go to,
 * or the sentence that says why not.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';

/** Where a jump goes, or why it does not. */
export type JumpTarget = { readonly page: number; readonly error?: undefined } | { readonly page?: undefined; readonly error: string };

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
