/**
 * The words the elements write themselves, keyed by their English text
 * (what `__()` and an application's translator receive). Every catalogue
 * under catalogues/ translates each of them; TypeScript checks that it
 * does (`Words`), and the tests check it again at run time.
 *
 * @module
 */

/** Every key a catalogue translates, in a stable order. */
export const KEYS = [
  // Default titles of prev / next / first / last, and their text labels behind chevrons.
  '<< Previous', 'Next >>', '<< first', 'last >>', 'Previous', 'Next', 'first', 'last',
  // Counter words, the page numbers' names, the live region ("Page 7 of 20") and the compact form's summary.
  ' of ', 'Page %page%', 'Page %page% of %pages%', '%start%–%end% of %count%',
  // An estimated total ("about 1,000,000": paginate()'s count: 'estimate').
  'about %count%',
  // The navigation landmark's name, alone or with what the pager controls ("Pagination, Articles").
  'Pagination', 'Pagination, %name%',
  // A page change on a page of several lists, said with the list's name ("Comments: Page 3 of 60").
  '%list%: %text%',
  // A failed Ajax update.
  'Page %page% could not be loaded.', 'The page could not be loaded.', 'Retry', 'Dismiss',
  // Load more.
  'Load more', '%count% more loaded',
  // Page size and jump forms.
  'Items per page', 'Show', 'Page', 'Go',
  'Enter a page number of 1 or more.', 'Enter a page number from 1 to %max%.',
  'That is not a whole page number.', 'There is no page %value%.',
  // The links ellipses become with ellipsis-links (%count% is 2 or more).
  'Jump forward %count% pages', 'Jump back %count% pages',
] as const;

/** One key: an English text. */
export type Key = (typeof KEYS)[number];

/** A catalogue: every key, translated. */
export type Words = Readonly<Record<Key, string>>;
