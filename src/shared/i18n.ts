/**
 * The one translation hook for every text the library writes itself
 * (default titles, humanized sort titles, counter words, error pages).
 *
 * By default `__()` gives the English text and numbers are written as
 * digits, so the core's output is exact. The elements render their shadow
 * roots inside {@link presenting}, which lends `__()` the words of the
 * element's language and {@link formatNumber} its digit grouping for that
 * render only (docs/languages.md). An installed translator wins over both
 * words and catalogues, everywhere, as it always did.
 *
 * @module
 */

/** Translates one message; receives the English text, returns the text to show. */
export type Translator = (text: string) => string;

/** The words and number format of one language, lent to `__()` while an element renders. */
export interface Presentation {
  /** Translations keyed by the English text; a missing key reads as the English text. */
  readonly words: Readonly<Record<string, string>> | null;
  /** Writes a number as the language does ("1,234" in en, "1.234" in de, "١٬٢٣٤" in ar). */
  readonly number: (value: number) => string;
}

let translator: Translator | null = null;
let presentation: Presentation | null = null;

/**
 * Installs the application's translator (for example a lookup in a gettext
 * catalogue). Pass `null` to restore the identity translator.
 */
export function setTranslator(fn: Translator | null): void {
  translator = fn;
}

/** The interface's `__()`: translates a text through the installed translator. */
export function __(text: string): string {
  return translator ? translator(text) : presentation?.words?.[text] ?? text;
}

/** Whether the application installed a translator (then no catalogue is needed). */
export function hasTranslator(): boolean {
  return translator !== null;
}

/** A number as the current presentation writes it; plain digits outside one (the core's output). */
export function formatNumber(value: number): string {
  return presentation ? presentation.number(value) : String(value);
}

/** Runs `fn` with `__()` and {@link formatNumber} speaking `lent`; the previous presentation comes back after. */
export function presenting<T>(lent: Presentation, fn: () => T): T {
  const outer = presentation;
  presentation = lent;
  try {
    return fn();
  } finally {
    presentation = outer;
  }
}
