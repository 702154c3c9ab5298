/**
 * What a pager shows when an Ajax update of its row has failed: a short
 * sentence, a Retry button and a Dismiss button, announced as an alert, so
 * that a reader sees why the page did not change (the region keeps its
 * content, and `paginator-error` and the console line tell the page and
 * its developer). It stands in the flow, in the pager's own box, never over
 * another control. Gone once a page loads, or dismissed; focus then goes
 * back to the control the reader used. A file of its own, which an element
 * with `update` fetches in the background once the page has loaded, as
 * Ajax mode is (so that it is there when the network is not), or at the
 * failure.
 *
 * @module
 */
import { __, formatNumber } from '../../shared/i18n.js';
import { elementById } from '../../dom/document.js';
import type { NavigateDetail } from './paginator-element.js';
import { view, type ElementView } from './render.js';

/** A failed Ajax update: the navigation, the element that made it, and the control the reader used (null: none had focus). */
export interface Failure {
  readonly detail: NavigateDetail;
  readonly keyboard: boolean;
  readonly source: Element & { readonly updateTarget: string | null; readonly noFailureMessage: boolean };
  readonly control: Element | null;
}

/** The notice of a failed update to `page` (null when the link named no page). */
export function failureNotice(page: number | null): ElementView {
  const text = page === null ? __('The page could not be loaded.') : __('Page %page% could not be loaded.').split('%page%').join(formatNumber(page));
  // The cross is a picture (aria-hidden); the button's name is the word.
  return view('p', NOTICE, [`${text} `, view('button', RETRY, [__('Retry')]), view('button', [...DISMISS, __('Dismiss')], [view('span', GLYPH, ['×'])])]);
}

// Attribute lists every render shares (a re-render compares them by identity).
const NOTICE = ['part', 'failure', 'role', 'alert'];
const RETRY = ['part', 'retry', 'type', 'button'];
const DISMISS = ['part', 'dismiss', 'type', 'button', 'aria-label'];
const GLYPH = ['aria-hidden', 'true'];

/**
 * Focus back where the reader was, when a notice leaves with focus in it:
 * the control they used, else the region the update was for (focusable by
 * script only), else nowhere.
 */
export function refocus({ control, source }: Failure): void {
  const target = control?.isConnected && !control.closest('[aria-disabled=true]') ? control : elementById((source.updateTarget ?? '').trim().split(/\s+/)[0]);
  if (!(target instanceof HTMLElement)) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
