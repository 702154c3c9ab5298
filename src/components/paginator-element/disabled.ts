/**
 * `disabled` (disabled-attribute.ts), loaded on demand with the elements'
 * other optional parts (on-demand.ts): what an element shows while it is
 * disabled. Every link, and in app mode every button that stands for one,
 * becomes the item a link is where there is nowhere to go (`role="link"`,
 * `aria-disabled="true"`, not focusable, its name kept); every form
 * control, and the Retry of a failed page, is `disabled`; the current page
 * stays the current page, greyed; nothing takes focus. The views are
 * changed, never the record: removing `disabled` shows the element as it
 * was. An Ajax request already on its way is not stopped
 * (docs/decisions.md, 2026-11-27).
 *
 * @module
 */
import { css } from '@lit/reactive-element';
import { describe } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';
import { adoptSheet } from '../shared/adopt-sheet.js';
import { view, type View } from './render.js';

/** The bad value last reported for each element: reported once, then the element shows as enabled. */
const reported = new WeakMap<Element, unknown>();

/**
 * The greyed look, in a shadow root: the items already are (`[aria-disabled]`
 * is GrayText); the current page loses its fill, in forced colours too,
 * and the form controls are GrayText (above the rules of a part fetched
 * later, such as the compact form's field, whichever sheet comes last).
 */
const GREYED = css`
:host([disabled]) [aria-current]{color:GrayText;background:#0000;border-color:GrayText}
:host([disabled]) :disabled{color:GrayText;border-color:GrayText;cursor:default}
@media (forced-colors:active){:host([disabled]) [aria-current]{color:GrayText;background:Canvas}}
`;

/**
 * The views `host` shows while `value` (its `disabled`) is set: `views`
 * disabled, the greyed look added to its shadow root (`light`: rendered in
 * light DOM, which has none). A value that is not a boolean attribute's
 * is an error naming `disabled`, thrown once; the views are then shown as
 * they are, enabled.
 */
export function disabledViews(host: Element, views: View[], value: unknown, light: boolean): View[] {
  const bad = value !== true && value !== '' && value !== 'disabled';
  if (!light) adoptSheet(host.shadowRoot, GREYED, !bad);
  if (!bad) {
    reported.delete(host);
    return disable(views, light ? 'class' : 'part');
  }
  if (reported.get(host) === value) return views;
  reported.set(host, value);
  throw new PagingInputError('disabled', `disabled takes no value (present or absent), got ${describe(value)}`);
}

/**
 * `views` with nothing to follow or focus. `mark` is the attribute that
 * says disabled to a stylesheet: the `disabled` part in a shadow root, the
 * `disabled` class in light DOM (the core's markup and the list presets
 * write it so on a disabled label).
 */
function disable(views: readonly View[], mark: 'part' | 'class'): View[] {
  return views.map((next) => {
    if (typeof next === 'string') return next;
    const { tag, item } = next;
    const children = disable(next.children, mark);
    // A link, or the button that stands for one in app mode: a page item, which a click follows.
    if (item && (tag === 'a' || tag === 'button')) {
      return view('span', [...marked(next.attributes, mark), 'role', 'link', 'aria-disabled', 'true'], children, item);
    }
    const attributes = next.attributes.filter(notFocus);
    if (tag === 'input' || tag === 'select' || tag === 'button') attributes.push('disabled', '');
    return view(tag, attributes, children, item);
  });
}

/** The attributes that make a link followable or focusable, which a disabled item drops. */
const FOCUS = ['href', 'rel', 'type', 'tabindex', 'disabled'];

/** Whether the name (or value) at `index` of a name–value list is not one of {@link FOCUS}. */
function notFocus(_: string, index: number, attributes: readonly string[]): boolean {
  return !FOCUS.includes(attributes[index - (index % 2)]);
}

/** A link's attributes without {@link FOCUS}, `disabled` added to `mark`. */
function marked(attributes: readonly string[], mark: string): string[] {
  const kept = attributes.filter(notFocus);
  const at = kept.indexOf(mark);
  if (at % 2 === 0) kept[at + 1] += ' disabled';
  else kept.push(mark, 'disabled');
  return kept;
}
