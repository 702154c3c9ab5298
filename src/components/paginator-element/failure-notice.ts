/**
 * What a paginator element shows next to itself when an Ajax update it
 * started has failed: a short sentence and a Retry button, announced as an
 * alert, so that a reader sees why the page did not change (the region
 * keeps its content, and `paginator-error` and the console line tell the
 * page and its developer). Gone once a page loads.
 *
 * @module
 */
import { __, formatNumber } from '../../shared/i18n.js';
import { view, type ElementView } from './render.js';

/** The notice of a failed update to `page` (null when the link named no page). */
export function failureNotice(page: number | null): ElementView {
  const text = page === null ? __('The page could not be loaded.') : __('Page %page% could not be loaded.').split('%page%').join(formatNumber(page));
  return view('p', NOTICE, [`${text} `, view('button', RETRY, [__('Retry')])]);
}

// Attribute lists every render shares (a re-render compares them by identity).
const NOTICE = ['part', 'failure', 'role', 'alert'];
const RETRY = ['part', 'retry', 'type', 'button'];
