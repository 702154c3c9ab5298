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

/**
 * A language's words, null for none (a catalogue that failed), or the load under way. Only languages that have a
 * catalogue are kept: on a server a request chooses the tag, and a new one per request must not grow this for ever.
 */
const known = new Map<string, Words | null | Promise<void>>();
/** Whether a language subtag may have a catalogue: any, until the list of catalogues has arrived; none, if it failed. */
let mayHave = (_subtag: string): boolean => true;

/**
 * The words of `lang` (a language tag) when they are here; null when
 * there are none to lend (English, a language without a catalogue, or
 * still loading: `arrived` is then called once the load has ended).
 * Regions share their language's words: pt-BR reads pt.
 */
export function wordsOf(lang: string, arrived: () => void): Words | null {
  const subtag = lang.split('-')[0].toLowerCase();
  let words = known.get(subtag);
  if (subtag === 'en' || !subtag || !mayHave(subtag)) return null;
  if (words === undefined) {
    known.set(subtag, words = import('./catalogues.js').then((list) => (mayHave = list.hasCatalogue, list.loadCatalogue(subtag)), () => (mayHave = () => false, null))
      .catch(() => null).then((loaded) => void (mayHave(subtag) ? known.set(subtag, loaded) : known.delete(subtag))));
  }
  if (words instanceof Promise) {
    void words.then(arrived);
    return null;
  }
  return words;
}
