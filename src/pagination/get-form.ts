/**
 * Where a GET form of the pagination goes: the URL of the current paging
 * options, without the fields the form's own control sets, as the form's
 * `action` and the hidden fields that carry the rest (the router's URL
 * parts: the URL is never written and read back). A browser
 * submitting a GET form replaces the action's query with the form's fields,
 * so every query part must travel as a hidden field; named parts
 * (`/page:2/sort:title`) stay in the action's path.
 *
 * @module
 */
import { linker } from './link.js';
import type { ModelRecord, Paging } from './paging.js';
import { h, type PhpArray } from '../shared/php.js';

/** A form field: its name and value, as text. */
export type FormField = readonly [name: string, value: string];

/** The target of a GET form. */
export interface GetForm {
  /** The form's `action`: the path, named parts included, without query or fragment. */
  readonly action: string;
  /** The query parts of the current URL other than the form's own fields, in URL order. */
  readonly hidden: readonly FormField[];
}

/**
 * The target of a GET form whose controls set the URL parts `own`
 * (`['page', 'limit']`): the paging URL of the model (its record's options,
 * the `url` option merged over them) with those parts left out.
 * `checked` is the model's record when the caller has read it already.
 */
export function getForm(
  paging: Paging, own: readonly string[], options: { model?: string | null; url?: unknown } = {}, checked?: ModelRecord,
): GetForm {
  // Without a `url` option of its own the call keeps the state's default one (createPaging()'s options.url).
  const linkOptions: PhpArray = options.url === undefined ? { model: options.model ?? null } : { model: options.model ?? null, url: options.url };
  const links = linker(paging, linkOptions, checked);
  // The link's URL array with the form's parts set to null (falsy parts are left out of URLs), as parts:
  // the path is the action, the query's fields go in hidden inputs, a fragment means nothing to a form.
  const { path, query } = links.formParts?.(own) ?? paging.urlParts(links.target(leftOut(own)));
  return { action: path, hidden: query };
}

/** The parts a form's controls set (`own`), each null: merged over a link's URL array, they leave it out of the URL. */
export function leftOut(own: readonly string[]): PhpArray {
  return Object.fromEntries(own.map((key) => [key, null]));
}

/**
 * The URL a GET form submits to with `fields` after its hidden ones: the
 * same URL the browser goes to without JavaScript (keys and values
 * percent-encoded), so an element that takes the submission over goes
 * exactly where the plain form would.
 */
export function submittedUrl(form: GetForm, fields: readonly FormField[]): string {
  const query = [...form.hidden, ...fields].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return query.length ? `${form.action}?${query.join('&')}` : form.action;
}

/** The opening tag and hidden fields of a GET form, escaped. */
export function formStart(form: GetForm): string {
  return `<form method="get" action="${h(form.action)}">`
    + form.hidden.map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value)}">`).join('');
}
