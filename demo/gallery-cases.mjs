// The cases of the state matrix (/gallery, test/matrix/gallery.matrix.test.mjs): the dimensions issue 27 lists,
// the combinations that cannot exist, and the pairwise covering array over the rest. The gallery page and the
// test both read this module, so that they always walk the same cases.

import { coveringArray } from './pairwise.mjs';

/** Each dimension and its values, in the order a case's id names them. */
export const DIMENSIONS = {
  // The elements bound to one model: alone, or in a row as the demo's pages have them.
  row: ['numbers', 'counter', 'steps', 'full', 'forms'],
  // Shadow DOM in the default and the classic look; light DOM with the core's markup and the list preset.
  dom: ['shadow', 'classic', 'light-core', 'light-list'],
  mode: ['link', 'ajax', 'app', 'href'],
  form: ['standard', 'compact', 'fitted'],
  // total + page-size attributes, page-count attribute only, a JSON record, a countless and a keyset record.
  record: ['total', 'pagecount', 'json', 'countless', 'keyset'],
  lang: ['en', 'de', 'ar'],
  width: ['320', '375', '1280'],
  scheme: ['light', 'dark', 'forced'],
  pointer: ['fine', 'coarse'],
  // First page, last page, one page, 10^12 pages, an Ajax page loading, an Ajax page failed (with Retry).
  state: ['first', 'last', 'one', 'huge', 'loading', 'failed'],
};

/** What each row holds (`numbers` is `<paginator-numbers prev next>`; `steps` is prev link, counter, next link). */
export const ROWS = {
  numbers: ['numbers'],
  counter: ['counter'],
  steps: ['prev', 'counter', 'next'],
  full: ['counter', 'first', 'prev', 'numbers', 'next', 'last'],
  forms: ['numbers', 'limit', 'jump'],
};

const WITHOUT_NUMBERS = ['counter', 'steps'];
const REQUESTS = ['loading', 'failed'];

/**
 * Whether two values can meet in one case (`a` is the dimension listed first in DIMENSIONS). The combinations
 * that cannot exist (docs/decisions.md, 2026-11-27):
 * - a form other than standard on a row without `<paginator-numbers>`: only that element takes a form;
 * - loading or failed outside Ajax mode: only Ajax mode requests a page in place;
 * - loading or failed for a counter alone: it follows no link, so it starts no request;
 * - a keyset record in app or href-template mode: its pages are cursors the server hands out, while an app and a
 *   template page by number.
 */
export function canMeet([a, x], [b, y]) {
  const pair = { [a]: x, [b]: y };
  if ('row' in pair && 'form' in pair) return !(WITHOUT_NUMBERS.includes(pair.row) && pair.form !== 'standard');
  if ('mode' in pair && 'state' in pair) return !(REQUESTS.includes(pair.state) && pair.mode !== 'ajax');
  if ('row' in pair && 'state' in pair) return !(pair.row === 'counter' && REQUESTS.includes(pair.state));
  if ('record' in pair && 'mode' in pair) return !(pair.record === 'keyset' && ['app', 'href'].includes(pair.mode));
  return true;
}

/**
 * The issue's own reproductions, as the first cases, since a pair does not always bring the third value a
 * defect needs: the row of / at 320 px, where the numbers fit into their compact form beside the links, changed
 * by Ajax and Back (defects 1 and 8); numbers in app mode (5); the compact summary in German (4).
 */
export const SEEDS = [
  { row: 'full', dom: 'shadow', mode: 'ajax', form: 'standard', record: 'json', lang: 'en', width: '320', scheme: 'light', pointer: 'fine', state: 'huge' },
  { row: 'numbers', dom: 'shadow', mode: 'app', form: 'standard', record: 'total', lang: 'en', width: '1280', scheme: 'light', pointer: 'fine', state: 'first' },
  { row: 'numbers', dom: 'shadow', mode: 'link', form: 'compact', record: 'total', lang: 'de', width: '1280', scheme: 'dark', pointer: 'fine', state: 'first' },
  // Issue 27's missing features, each in every DOM and mode (`features`: attributes of <paginator-numbers>, a
  // case's id names them last): the ellipsis links at 320 px under a coarse pointer (44 px targets), in the list
  // preset in Arabic, the core's markup with a template in German, the classic look; the summary in the standard
  // form in a full row at 320 px (where the numbers take their compact form, which keeps it), and both in app
  // mode beside the forms and in Ajax mode with a failed page.
  { row: 'numbers', dom: 'shadow', mode: 'ajax', form: 'standard', record: 'json', lang: 'en', width: '320', scheme: 'forced', pointer: 'coarse', state: 'last', features: 'ellipsis-links' },
  { row: 'numbers', dom: 'light-list', mode: 'app', form: 'standard', record: 'total', lang: 'ar', width: '1280', scheme: 'dark', pointer: 'fine', state: 'huge', features: 'ellipsis-links' },
  { row: 'numbers', dom: 'light-core', mode: 'href', form: 'standard', record: 'pagecount', lang: 'de', width: '375', scheme: 'forced', pointer: 'coarse', state: 'last', features: 'ellipsis-links' },
  { row: 'numbers', dom: 'classic', mode: 'link', form: 'standard', record: 'json', lang: 'de', width: '1280', scheme: 'light', pointer: 'coarse', state: 'first', features: 'ellipsis-links' },
  { row: 'full', dom: 'shadow', mode: 'link', form: 'standard', record: 'total', lang: 'de', width: '320', scheme: 'light', pointer: 'fine', state: 'huge', features: 'summary' },
  { row: 'forms', dom: 'shadow', mode: 'app', form: 'standard', record: 'json', lang: 'ar', width: '1280', scheme: 'dark', pointer: 'coarse', state: 'first', features: 'ellipsis-links summary' },
  { row: 'numbers', dom: 'classic', mode: 'ajax', form: 'standard', record: 'total', lang: 'en', width: '1280', scheme: 'forced', pointer: 'fine', state: 'failed', features: 'ellipsis-links summary' },
  // App mode over a record without a total: the row left it on its page after a step back (found by a run of the
  // matrix with other seeds).
  { row: 'full', dom: 'classic', mode: 'app', form: 'compact', record: 'countless', lang: 'de', width: '375', scheme: 'forced', pointer: 'coarse', state: 'last' },
];

const NAMES = Object.keys(DIMENSIONS);

/** A case's id: its number, its values in the order of DIMENSIONS and its features (also its screenshot's name). */
const caseId = (values, index, features) => [String(index + 1).padStart(2, '0'), ...NAMES.map((name) => values[name]), ...(features ? features.split(' ') : [])].join('-');

/**
 * Every case of the matrix, each `{ id, ...values }` (and `features` for a seed that has them): the seeds, then
 * what covers the pairs they leave.
 */
export const CASES = coveringArray(DIMENSIONS, canMeet, SEEDS).map((values, index) => {
  const features = SEEDS[index]?.features;
  return { id: caseId(values, index, features), ...values, ...(features ? { features } : {}) };
});

/** The case with this id, or undefined. */
export const caseById = (id) => CASES.find((entry) => entry.id === id);
