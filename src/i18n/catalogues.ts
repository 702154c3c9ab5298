/**
 * The built-in catalogues, each a file of its own that `import()` fetches
 * alone: a page pays for the languages it speaks only. This list is itself
 * loaded on demand by catalogue.ts, the first time an element speaks a
 * language other than English.
 *
 * To add a language: a file catalogues/<lang>.ts exporting `Words` by
 * default, and one line here (docs/languages.md).
 *
 * @module
 */
import type { Words } from './keys.js';

type Catalogue = Promise<{ default: Words }>;

/** The catalogues by language subtag (written out, so that bundlers split each into a file of its own). */
export const CATALOGUES: Readonly<Record<string, () => Catalogue>> = {
  ar: () => import('./catalogues/ar.js'),
  cs: () => import('./catalogues/cs.js'),
  da: () => import('./catalogues/da.js'),
  de: () => import('./catalogues/de.js'),
  el: () => import('./catalogues/el.js'),
  es: () => import('./catalogues/es.js'),
  fa: () => import('./catalogues/fa.js'),
  fi: () => import('./catalogues/fi.js'),
  fr: () => import('./catalogues/fr.js'),
  he: () => import('./catalogues/he.js'),
  hi: () => import('./catalogues/hi.js'),
  hu: () => import('./catalogues/hu.js'),
  id: () => import('./catalogues/id.js'),
  it: () => import('./catalogues/it.js'),
  ja: () => import('./catalogues/ja.js'),
  ko: () => import('./catalogues/ko.js'),
  nb: () => import('./catalogues/nb.js'),
  nl: () => import('./catalogues/nl.js'),
  pl: () => import('./catalogues/pl.js'),
  pt: () => import('./catalogues/pt.js'),
  ro: () => import('./catalogues/ro.js'),
  ru: () => import('./catalogues/ru.js'),
  sv: () => import('./catalogues/sv.js'),
  tr: () => import('./catalogues/tr.js'),
  uk: () => import('./catalogues/uk.js'),
  zh: () => import('./catalogues/zh.js'),
};

/** Languages whose catalogue another one serves ("no" and "nn" read Bokmål's; "iw" is Hebrew's old code). */
export const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', iw: 'he' };

/** The catalogue's name for a language subtag ('no' is read as 'nb'). */
const nameOf = (subtag: string): string => (Object.hasOwn(ALIASES, subtag) ? ALIASES[subtag] : subtag);

/** Whether a language subtag ('de', 'no') has a catalogue. */
export const hasCatalogue = (subtag: string): boolean => Object.hasOwn(CATALOGUES, nameOf(subtag));

/** The words of a language subtag ('de', 'pt'), or null when there is no catalogue for it. */
export async function loadCatalogue(subtag: string): Promise<Words | null> {
  return hasCatalogue(subtag) ? (await CATALOGUES[nameOf(subtag)]()).default : null;
}
