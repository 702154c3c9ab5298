/**
 * Numbers as a language writes them: grouped ("500,000,000,000" in en,
 * "500.000.000.000" in de) in the digits the locale uses by default
 * (Arabic-Indic in ar-EG, Persian in fa). One formatter per language,
 * made once: a re-render formats without building one.
 *
 * @module
 */

const formatters = new Map<string, (value: number) => string>();

/** The formatting function of `lang` (a canonical tag). */
export function numberFormat(lang: string): (value: number) => string {
  let format = formatters.get(lang);
  if (!format) {
    const { format: write } = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    format = write;
    formatters.set(lang, format);
  }
  return format;
}
