/**
 * The words of a language, for the elements: English is built in (the
 * keys are the English texts), every other language's catalogue is a file
 * of its own that arrives with `import()` the first time an element
 * speaks it. Until then the element shows English and is told when the
 * words are there, to render again. The list of catalogues itself loads
 * on demand too (catalogues.ts), so a page in English downloads nothing.
 * A catalogue that cannot be fetched leaves English (the browser reports
 * the failed request).
 *
 * @module
 */

type Words = Readonly<Record<string, string>>;

/** A language's words, null for none (a language without a catalogue, or one that failed), or the load under way. */
const known = new Map<string, Words | null | Promise<void>>();

/**
 * The words of `lang` (a language tag) when they are here; null when
 * there are none to lend (English, a language without a catalogue, or
 * still loading: `arrived` is then called once the load has ended).
 * Regions share their language's words: pt-BR reads pt.
 */
export function wordsOf(lang: string, arrived: () => void): Words | null {
  const subtag = lang.split('-')[0].toLowerCase();
  let words = known.get(subtag);
  if (subtag === 'en' || !subtag) return null;
  if (words === undefined) {
    known.set(subtag, words = import('./catalogues.js').then(({ loadCatalogue }) => loadCatalogue(subtag)).catch(() => null)
      .then((loaded) => void known.set(subtag, loaded)));
  }
  if (words instanceof Promise) {
    void words.then(arrived);
    return null;
  }
  return words;
}
