/**
 * How a language writes numbers, by `Intl.NumberFormat`, with the texts of
 * whole numbers remembered: what the elements write their numbers with, and
 * what a server page gives the PaginatorHelper as its `numberFormat`.
 *
 * @module
 */

/**
 * The formatters made so far, by tag (null for a tag that is no language
 * tag), emptied when {@link FORMATS} are kept: on a server a request
 * chooses the tag (an attribute, a query), and a new one per request must
 * not grow this for ever. A page speaks a few.
 */
const formats = new Map<string, ((value: number) => string) | null>();
/** How many tags' formatters are kept. */
const FORMATS = 32;

/**
 * How `lang` writes numbers, by `Intl.NumberFormat`: grouped
 * ("500,000,000,000" in en, "500.000.000.000" in de) in the digits the
 * locale uses by default (Persian in fa, Arabic-Indic in ar-EG); null when
 * `lang` is no language tag. Made once a tag: a re-render builds none.
 */
export function numberFormat(lang: string): ((value: number) => string) | null {
  let format = formats.get(lang);
  if (format === undefined) {
    try {
      // '' is HTML's unknown language: English.
      format = remembered(new Intl.NumberFormat(lang || 'en').format);
    } catch {
      format = null;
    }
    if (formats.size >= FORMATS) formats.clear();
    formats.set(lang, format);
  }
  return format;
}

/** How many texts of one language's numbers are kept: far more than the pages a page of pagers shows. */
const REMEMBERED = 2_000;

/**
 * `format`, remembering the texts of whole numbers: a re-render writes the
 * same page numbers again, and `Intl.NumberFormat` takes about a
 * microsecond a call, as long as the rest of a link's render.
 */
function remembered(format: (value: number) => string): (value: number) => string {
  const texts = new Map<number, string>();
  return (value) => {
    // -0 is a key of 0 in a Map, and is written "-0".
    if (!Number.isInteger(value) || Object.is(value, -0)) return format(value);
    let text = texts.get(value);
    if (text === undefined) {
      if (texts.size === REMEMBERED) texts.clear();
      texts.set(value, (text = format(value)));
    }
    return text;
  };
}
