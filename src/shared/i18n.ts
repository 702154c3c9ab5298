/**
 * The one translation hook for every text the library writes itself
 * (default titles, humanized sort titles, counter words, error pages).
 *
 * @module
 */

/** Translates one message; receives the English text, returns the text to show. */
export type Translator = (text: string) => string;

let translator: Translator = (text) => text;

/**
 * Installs the application's translator (for example a lookup in a gettext
 * catalogue). Pass `null` to restore the identity translator.
 */
export function setTranslator(fn: Translator | null): void {
  translator = fn ?? ((text) => text);
}

/** The interface's `__()`: translates a text through the installed translator. */
export function __(text: string): string {
  return translator(text);
}
