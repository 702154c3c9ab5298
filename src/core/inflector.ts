/**
 * The word-form conversions the helper needs for titles and DOM ids.
 *
 * @module
 */

/** `'posted_by_id'` → `'Posted By Id'`: underscores become spaces, each word capitalised. */
export function humanize(word: string): string {
  return word
    .replace(/_/g, ' ')
    .replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** `'created_at'` → `'CreatedAt'`. */
export function camelize(word: string): string {
  return humanize(word).replace(/\s+/g, '');
}

/** `'ArticleComment'` → `'article_comment'`. */
export function underscore(word: string): string {
  return word
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}
