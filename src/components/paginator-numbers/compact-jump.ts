/**
 * The jump field of `<paginator-numbers>`' compact form (`jump`): the page
 * as a number field between its words, "Page [ 5 ] of 20". Fetched the
 * first time an element asks for it (compact.ts), with its rules.
 *
 * What it reuses: `<paginator-jump>`'s bounds, label, check and messages
 * (`jumpTarget()`, jump-target.ts), and the way a page link goes: the link the
 * core writes for the page typed, retargeted as the element's links are
 * (`href-template`, app mode: link-targets.ts), followed through the
 * element's own navigation (`paginator-navigate`, then app mode, Ajax or
 * the browser). Enter submits it (there is no button: the form holds at
 * 320 px beside prev and next); what is no page shows the message and goes
 * nowhere.
 *
 * @module
 */
import { css } from '@lit/reactive-element';
import { jumpTarget } from '../../pagination/jump-target.js';
import { linker } from '../../pagination/link.js';
import { modelRecord, requireCounts, type Paging } from '../../pagination/paging.js';
import { __ } from '../../shared/i18n.js';
import { about } from '../../pagination/counter.js';
import { describe } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';
import type { NavigateDetail } from '../paginator-element/paginator-element.js';
import { view, type ElementView } from '../paginator-element/render.js';
import { adoptSheet } from '../shared/adopt-sheet.js';

/**
 * What the field asks of its element, a `<paginator-numbers>`: its render
 * root and where its links go, and two of its own steps, which the field
 * takes as the element's links do: `navigate()` (the way a followed link
 * goes) and `fail()` (its report of bad input).
 */
export interface JumpHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly navigation?: unknown;
  readonly hrefTemplate?: unknown;
  requestUpdate(): void;
}

/** The element's own steps, which TypeScript keeps for it and its kind (see {@link JumpHost}). */
interface Steps {
  navigate(detail: NavigateDetail, keyboard: boolean): string;
  fail(error: unknown): void;
}

/** What the field of one element knows between renders. */
interface Field {
  paging: Paging;
  model: string;
  max: number | null;
  /** The page shown at the last render. */
  page: number;
  /** What was typed and refused (null: input that is no number), shown with its message until fixed; undefined: none. */
  refused?: string | null;
  /** The bad `jump` value last reported. */
  bad?: unknown;
}

const fields = new WeakMap<JumpHost, Field>();

/** Ids of the messages of light elements, unique in the page. */
let lightIds = 0;
const ids = new WeakMap<JumpHost, string>();

/**
 * The field's view in the compact form of `host` (`light`: in light DOM,
 * without parts), showing `model` of `paging`; null when `value` (`jump`)
 * is not a boolean attribute's, which is reported once: the compact form
 * then shows its text.
 */
export function jumpField(host: JumpHost, paging: Paging, model: string, value: unknown, light: boolean): ElementView | null {
  let field = fields.get(host);
  if (value !== true && value !== '' && value !== 'jump') {
    if (field?.bad !== value) (host as unknown as Steps).fail(new PagingInputError('jump', `jump takes no value (present or absent), got ${describe(value)}`));
    fields.set(host, { ...field!, bad: value });
    return null;
  }
  // The bounds of <paginator-jump>'s form: 1 to the page count (1 for an empty set), none without one.
  const { page = 1, pageCount, countEstimated } = requireCounts(modelRecord(paging, model), [], 'jump');
  const max = pageCount === undefined ? null : Math.max(pageCount, 1);
  if (!field) listen(host);
  else if (field.page !== page) {
    // Another page shown: what was typed (and refused) was about the last one.
    field.refused = undefined;
    void Promise.resolve().then(() => {
      const input = pageInput(host);
      if (input) input.value = String(page);
    });
  }
  fields.set(host, (field = { paging, model, max, page, refused: field?.refused }));
  if (!light) adoptSheet(host.shadowRoot, FIELD);
  const part = (name: string) => (light ? [] : ['part', name]);
  // The page's words around the field, as the compact form writes them: "Page " and " of 20".
  const [before, after = ''] = (max === null ? __('Page %page%') : __('Page %page% of %pages%')).split('%page%');
  const error = field.refused === undefined ? undefined : jumpTarget(field.refused, max).error;
  const errorId = light ? (ids.get(host) ?? (ids.set(host, `paginator-compact-jump-${++lightIds}`), ids.get(host)!)) : 'jump-error';
  const input = view('input', [
    ...part('input'), 'type', 'number', 'name', 'page', 'min', '1', ...(max === null ? [] : ['max', `${max}`]),
    'value', `${page}`, 'required', '', 'aria-label', __('Page'), ...(error ? ['aria-invalid', 'true', 'aria-describedby', errorId] : []),
  ]);
  // Never submitted by the browser: the element goes where the page link goes (go()).
  return view('form', [...part('jump'), 'novalidate', ''], [
    view('label', part('label'), [before, input]),
    // "of about 50,000" when the count is estimated, as the compact form's text says it.
    after.replace('%pages%', () => about(max ?? 0, countEstimated)),
    // Always there, so that a message put in it is announced.
    view('span', [...part('error'), 'id', errorId, 'aria-live', 'polite'], error ? [error] : []),
  ]);
}

/** The element's field, or null. */
function pageInput(host: JumpHost): HTMLInputElement | null {
  return host.renderRoot.querySelector('input[name="page"]');
}

/** Listens to the field of `host`, on its render root (`submit` and `input` do not cross a shadow root). */
function listen(host: JumpHost): void {
  const root = host.renderRoot;
  const refuse = (field: Field, refused: string | null | undefined) => {
    if (field.refused === refused) return;
    field.refused = refused;
    host.requestUpdate();
  };
  root.addEventListener('submit', (event) => {
    const input = pageInput(host);
    const field = fields.get(host);
    if (!input || !field || event.target !== input.form) return;
    event.preventDefault();
    const typed = input.validity.badInput ? null : input.value;
    const target = jumpTarget(typed, field.max);
    if (target.page === undefined) {
      refuse(field, typed);
      input.focus();
      return;
    }
    refuse(field, undefined);
    go(host, field, target.page).catch(() => undefined);
  });
  // A message goes as soon as the field holds a page; it is not replaced while the reader types.
  root.addEventListener('input', (event) => {
    const input = pageInput(host);
    const field = fields.get(host);
    if (input && field && event.target === input && field.refused !== undefined && jumpTarget(input.value, field.max).page !== undefined) refuse(field, undefined);
  });
}

/**
 * Goes to `page` as the element's link to it would: the core's link,
 * retargeted as the element's links are (in app mode or with a template,
 * by the optional parts the element has fetched already), followed through
 * the element's navigation; the browser is sent there when that leaves it
 * to the browser. Enter is the field's only way to submit: from the
 * keyboard. A bad template was reported when the element rendered.
 */
async function go(host: JumpHost, field: Field, page: number): Promise<void> {
  const link = linker(field.paging, { model: field.model }).page(page, 'number', null);
  let url: string | null = link.url;
  if (host.navigation || host.hrefTemplate) {
    const { targetViews } = await import('../paginator-element/on-demand.js');
    const [[shown], app] = targetViews([view('a', ['href', url], [], link)], host.navigation, host.hrefTemplate);
    url = app ? null : (shown as ElementView).attributes[1];
  }
  const href = url === null ? '' : new URL(url, location.href).href;
  if ((host as unknown as Steps).navigate({ page, url: href, model: field.model, kind: 'jump' }, true) === 'browser') location.assign(href);
}

/**
 * The field's rules: the targets' height and the forms' look
 * (form.styles.ts), the width of what it holds (never narrower: a page of
 * 13 digits stays whole; the label wraps beside it, between words), the
 * message on a line of its own below.
 */
const FIELD = css`
[part=jump]{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0 .25em;margin:0}
[part=label]{display:inline-flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:.25em;overflow-wrap:normal}
[part=input]{flex:none;box-sizing:border-box;min-width:var(--_t);min-height:var(--_t);field-sizing:content;padding:var(--paginator-padding,.1em .35em);border:1px solid #8888;border-radius:var(--paginator-radius,.25em);font:inherit;color:inherit;background:#0000}
[part=input]:focus-visible{outline:var(--paginator-focus-ring,2px solid var(--_a));outline-offset:1px}
[part=error]{flex-basis:100%;color:var(--paginator-error-color,#b00020)}
[part=error]:empty{display:none}
`;
