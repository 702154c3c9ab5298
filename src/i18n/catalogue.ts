/**
 * The words of a language, for the elements: English is built in (the
 * keys are the English texts), every other language's catalogue is a file
 * of its own that arrives with `import()` the first time an element
 * speaks it. Until then the element shows English and is told when the
 * words are there, to render again. The list of catalogues itself loads
 * on demand too (catalogues.ts), so a page in English downloads nothing.
 *
 * @module
 */

type Words = Readonly<Record<string, string>>;

/** A language's words, null for none (English, or a language without a catalogue), or the load under way. */
const known = new Map<string, Words | null | Promise<unknown>>();

/** Those waiting for a language's words: told once they are there. */
const waiting = new Map<string, Set<() => void>>();

/**
 * The words of `lang` (a canonical tag) when they are here; null when
 * there are none to lend (English, a language without a catalogue, or
 * still loading: `arrived` is then called once they are here).
 */
export function wordsOf(lang: string, arrived: () => void): Words | null {
  const words = known.get(lang);
  if (words === undefined && /^en\b/.test(lang)) return null;
  if (words !== undefined && !(words instanceof Promise)) return words;
  let callbacks = waiting.get(lang);
  if (!callbacks) waiting.set(lang, (callbacks = new Set()));
  callbacks.add(arrived);
  if (words === undefined) {
    known.set(lang, import('./catalogues.js').then(({ loadCatalogue }) => loadCatalogue(lang)).catch((error: unknown) => {
      // A catalogue that cannot be fetched: English, once, said once.
      console.error(`paginator-elements: the catalogue of "${lang}" could not be loaded (${String(error)}); English is shown`);
      return null;
    }).then((loaded) => {
      known.set(lang, loaded);
      const told = waiting.get(lang);
      waiting.delete(lang);
      // Only a load that brings words changes what the elements show.
      if (loaded) told?.forEach((tell) => tell());
    }));
  }
  return null;
}
