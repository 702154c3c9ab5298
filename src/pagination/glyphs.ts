/**
 * The glyphs at either end of a prev, next, first or last label ("<<
 * Previous", "‹ back", "last »"): presentation that points a direction,
 * not words. Those who write the label as nodes or as a list preset's
 * markup hide them from assistive technology, so that the link's name is
 * its words (DESIGN §7, "Names are words"); the core's own markup stays as
 * the interface writes it.
 *
 * @module
 */

/** What a label is split into: the glyphs before its words, the words, the glyphs after. */
export type GlyphSplit = readonly [before: string, words: string, after: string];

/** A letter, a digit or a mark (a vowel sign ends many Hindi words): part of a word. */
const WORD = /[\p{L}\p{N}\p{M}]/u;

/**
 * The label split around its words, or null when nothing stands at either
 * end but words. A label of glyphs alone is all `before`. Linear in the
 * label's length, whatever it holds.
 */
export function splitGlyphs(label: string): GlyphSplit | null {
  const chars = [...label];
  let start = 0;
  let end = chars.length;
  while (start < end && !WORD.test(chars[start]!)) start++;
  while (end > start && !WORD.test(chars[end - 1]!)) end--;
  return start || end < chars.length ? [chars.slice(0, start).join(''), chars.slice(start, end).join(''), chars.slice(end).join('')] : null;
}

/**
 * The catalogue's word for each step a labelled link takes: the name of a
 * label that is glyphs alone ("‹" is named "Previous", translated).
 */
export const STEP_WORDS: Readonly<Record<string, string>> = { prev: 'Previous', next: 'Next', first: 'first', last: 'last' };
