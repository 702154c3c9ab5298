// What each case of the gallery is, in words: its title and description on /gallery (a reader should not have to
// decode "01-full-shadow-ajax-standard-json-en-320-light-fine-huge"). Read from the case's values, so that a new
// value of a dimension (demo/gallery-cases.mjs) has to say what it is here too: an unknown one throws.

const WORDS = {
  row: {
    numbers: 'Page numbers with previous and next', counter: 'A counter alone', steps: 'Previous, a counter and next',
    full: 'A full row: counter, first, previous, numbers, next and last', forms: 'Page numbers with the page-size and jump forms',
  },
  dom: {
    shadow: 'the default look in shadow DOM', classic: 'the classic text look in shadow DOM',
    'light-core': 'light DOM with the core’s markup', 'light-list': 'light DOM as a list',
  },
  mode: {
    link: 'plain links', ajax: 'Ajax (the page’s results are swapped in)', app: 'app mode (events, no addresses)',
    href: 'links from an href template',
  },
  form: { standard: 'the standard form', compact: 'the compact form', fitted: 'fitted into a 15rem box' },
  record: {
    total: 'a record from page, total and page-size attributes', pagecount: 'a record from page and page-count attributes',
    json: 'a JSON record', countless: 'a record without a total', keyset: 'a keyset record (cursors, no total)',
  },
  lang: { en: 'English', de: 'German', ar: 'Arabic, right to left' },
  scheme: { light: 'light colours', dark: 'dark colours', forced: 'forced colours' },
  pointer: { fine: 'a mouse', coarse: 'a touch screen (44 px targets)' },
  state: {
    first: 'on the first of 20 pages', last: 'on the last of 20 pages', one: 'with a single page',
    huge: 'on page 500,000,000,000 of 10¹²', loading: 'while an Ajax page is loading', failed: 'after an Ajax page failed to load',
  },
  features: { disabled: 'disabled', jump: 'a jump field', 'ellipsis-links': 'ellipses as links', summary: 'a summary' },
};

const word = (dimension, value) => {
  const text = WORDS[dimension][value];
  if (text === undefined) throw new Error(`demo/gallery-words.mjs: no words for ${dimension} "${value}"`);
  return text;
};

/** The case's title: its number, its row and its state ("Case 01: A full row: … , on page 500,000,000,000 of 10¹²"). */
export function caseTitle(entry) {
  return `Case ${entry.id.slice(0, 2)}: ${word('row', entry.row)}, ${word('state', entry.state)}`;
}

/** The case's description: every other value, as a sentence. */
export function caseDescription(entry) {
  const features = (entry.features ?? []).map((feature) => word('features', feature));
  const parts = [
    word('dom', entry.dom), word('mode', entry.mode), ...(entry.row === 'counter' || entry.row === 'steps' ? [] : [word('form', entry.form)]),
    word('record', entry.record), `in ${word('lang', entry.lang)}`, `${entry.width} px wide`, word('scheme', entry.scheme),
    `with ${word('pointer', entry.pointer)}`,
  ];
  const text = parts.join(', ');
  return `${text[0].toUpperCase()}${text.slice(1)}${features.length ? `; with ${features.join(' and ')}` : ''}.`;
}
