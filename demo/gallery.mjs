// /gallery: the state matrix as pages. The index lists every case of demo/gallery-cases.mjs; /gallery?case=<id>
// is one case as a real page: the drop-in script, the elements of the case's row bound to one model, with its
// record, mode, form, language and direction, in its state. Its links lead back to this page (?page=, or ?cursor=
// for a keyset record), and an Ajax request gets the results fragment with the record in X-Paging, so every mode
// works against it. A case in the loading state holds its Ajax answers back for 50 s, one in the failed state
// answers them 503, and /gallery.js follows the row's next link as the page loads, so that a person sees both.

import { h } from '../dist/core.js';
import { menuLinks } from './views.mjs';
import { CASES, ROWS, caseById } from './gallery-cases.mjs';
import { pictureOf } from './gallery-pictures.mjs';
import { caseDescription, caseTitle } from './gallery-words.mjs';

const MODEL = 'Item';
const PAGE_SIZE = 10;

/** Pages in all and the page first shown, for each state. */
const STATES = {
  first: { pages: 20, page: 1 },
  last: { pages: 20, page: 20 },
  one: { pages: 1, page: 1, total: 7 },
  huge: { pages: 1e12, page: 5e11 },
  loading: { pages: 20, page: 5 },
  failed: { pages: 20, page: 5 },
};

/** The gallery's own words in each language: the row's name and the results' name. */
const WORDS = {
  en: { rows: 'Items', pages: 'Pages' },
  de: { rows: 'Einträge', pages: 'Seiten' },
  ar: { rows: 'العناصر', pages: 'الصفحات' },
};

/** The page a request asks for (?page=, or the page a keyset cursor names), clamped to the case's pages. */
function requestedPage(entry, query) {
  const { pages, page } = STATES[entry.state];
  const cursor = /^k(\d{1,13})$/.exec(query.get('cursor') ?? '');
  const asked = cursor ? Number(cursor[1]) : Number.parseInt(query.get('page') ?? '', 10);
  return Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, pages) : page;
}

/** The case's record for `page`: full, or without a total (countless), or with cursors too (keyset). */
export function galleryRecord(entry, page) {
  const { pages, total = pages * PAGE_SIZE } = STATES[entry.state];
  const current = Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE);
  const base = { page, current, prevPage: page > 1, nextPage: page < pages, defaults: { limit: PAGE_SIZE }, options: { page, limit: PAGE_SIZE } };
  if (entry.record === 'countless') return base;
  if (entry.record === 'keyset') {
    return { ...base, prevCursor: page > 1 ? `k${page - 1}` : null, nextCursor: page < pages ? `k${page + 1}` : null };
  }
  return { ...base, pageCount: pages, count: total };
}

/** The attributes that bind an element to the record: a shared JSON script, or the record's own attributes. */
function binding(entry, record) {
  if (entry.record === 'total') return `model="${MODEL}" page="${record.page}" total="${record.count}" page-size="${PAGE_SIZE}"`;
  if (entry.record === 'pagecount') return `model="${MODEL}" page="${record.page}" page-count="${record.pageCount}"`;
  return `source="gallery-paging" model="${MODEL}"`;
}

/** The attributes of the case's mode and look, which every element of the row takes. */
function common(entry, record) {
  const mode = {
    link: '',
    ajax: `update="gallery-results" indicator="gallery-spinner" push-url${entry.state === 'loading' ? ' timeout="60000"' : ''}`,
    app: 'navigation="app"',
    href: `href-template="/gallery?case=${h(entry.id)}&amp;page={page}"`,
  }[entry.mode];
  const look = { shadow: '', classic: 'appearance="classic"', 'light-core': 'light', 'light-list': 'light' }[entry.dom];
  // Links are built from this page's path; the case rides along in their query.
  const url = entry.mode === 'href' ? '' : `url="${h(JSON.stringify({ '?': { case: entry.id } }))}"`;
  return [binding(entry, record), url, mode, look].filter(Boolean).join(' ');
}

/**
 * What each feature a seed turns on (`features`) adds to the elements that take it: `disabled` on every element
 * but the counter; the jump field, the ellipsis links and the summary on the numbers.
 */
const FEATURES = {
  disabled: (kind) => (kind === 'counter' ? '' : ' disabled'),
  jump: (kind) => (kind === 'numbers' ? ' jump' : ''),
  'ellipsis-links': (kind) => (kind === 'numbers' ? ' ellipsis-links' : ''),
  summary: (kind) => (kind === 'numbers' ? ' summary' : ''),
};

/** One element of the row. */
function element(entry, kind, own) {
  const attributes = own + (entry.features ?? []).map((feature) => FEATURES[feature](kind)).join('');
  const preset = entry.dom === 'light-list' ? ' preset="list"' : '';
  const form = entry.form === 'compact' ? ' format="compact"' : '';
  // The summary shows in the compact form, asked for or fitted into (a seed's `summary` feature adds it anywhere).
  const summary = entry.form !== 'standard' && !entry.features?.includes('summary') ? ' summary' : '';
  switch (kind) {
    case 'numbers': {
      // Alone (or beside forms) the numbers hold prev and next; in the full row the links do.
      const steps = entry.row === 'full' ? '' : ' prev next';
      return `<paginator-numbers ${attributes}${preset}${form}${summary}${steps} modulus="6" first="1" last="1"></paginator-numbers>`;
    }
    case 'counter': return `<paginator-counter ${attributes}></paginator-counter>`;
    case 'limit': return `<paginator-limit ${attributes}></paginator-limit>`;
    case 'jump': return `<paginator-jump ${attributes}></paginator-jump>`;
    default: return `<paginator-link kind="${kind}" ${attributes}></paginator-link>`;
  }
}

/** The rows of the page the record is on. */
function results(record) {
  const first = (record.page - 1) * PAGE_SIZE + 1;
  return `<ol start="${first}">${Array.from({ length: record.current }, (_, i) => `<li>Item ${first + i}</li>`).join('')}</ol>`;
}

const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The whole page of one case. */
function casePage(entry, record) {
  const words = WORDS[entry.lang];
  const attributes = common(entry, record);
  const row = ROWS[entry.row].map((kind) => element(entry, kind, attributes)).join('\n      ');
  const paging = ['json', 'countless', 'keyset'].includes(entry.record)
    ? `<script type="application/json" id="gallery-paging">${scriptJson({ [MODEL]: record })}</script>` : '';
  const scripts = ['<script type="module" src="/dist/paginator-elements.min.js"></script>'];
  if (entry.row === 'forms') scripts.push('<script type="module" src="/dist/paginator-limit.min.js"></script>', '<script type="module" src="/dist/paginator-jump.min.js"></script>');
  if (['loading', 'failed'].includes(entry.state)) scripts.push('<script type="module" src="/gallery.js"></script>');
  return `<!doctype html>
<html lang="${entry.lang}" dir="${entry.lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${h(entry.id)} · gallery · paginator-elements demo</title>
  <meta name="description" content="${h(`A case of the state matrix. ${caseTitle(entry)}.`)}">
  <link rel="stylesheet" href="/demo.css">
  <style>.gallery-fit { max-width: 15rem; } .gallery-row { min-height: 2.75rem; }</style>
  ${scripts.join('\n  ')}
</head>
<body data-case="${h(entry.id)}">
  <header lang="en" dir="ltr"><nav aria-label="Demo pages">${menuLinks()}</nav></header>
  <main>
    <h1 lang="en" dir="ltr">${h(caseTitle(entry))}</h1>
    <p lang="en" dir="ltr">${h(caseDescription(entry))} Its id: <code>${h(entry.id)}</code>.</p>
    ${paging}
    <span id="gallery-spinner" class="spinner" hidden>…</span>
    <section aria-label="${h(words.rows)}"><div id="gallery-results">${results(record)}</div></section>
    <div class="paging gallery-row${entry.form === 'fitted' ? ' gallery-fit' : ''}" data-gallery-row>
      ${row}
    </div>
  </main>
</body>
</html>`;
}

/** A case's picture on the index, or where it would be, the words that say how to take it. */
function picture(entry) {
  const shot = pictureOf(entry.id);
  if (!shot) return '<p class="gallery-picture-missing">No picture yet: <code>npm run gallery:pictures</code> or <code>npm run matrix</code> takes one.</p>';
  return `<img src="${h(shot.src)}" width="${shot.width}" height="${shot.height}" loading="lazy" decoding="async"
    alt="The row of case ${h(entry.id.slice(0, 2))} as the state matrix saw it">`;
}

/** The index: every case with its title, what it holds, and a picture of its row. */
function indexPage() {
  const items = CASES.map((entry) => `<li><h2><a href="/gallery?case=${h(entry.id)}">${h(caseTitle(entry))}</a></h2>
<p>${h(caseDescription(entry))}</p>${picture(entry)}</li>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gallery · paginator-elements demo</title>
<meta name="description" content="The ${CASES.length} cases of the pager's state matrix, each with what it holds and a picture of its row.">
<link rel="stylesheet" href="/demo.css"></head>
<body><header><nav aria-label="Demo pages">${menuLinks()}</nav></header><main>
<h1>The state matrix</h1>
<p>Every case of the pager's state matrix (<code>npm run matrix</code> walks them all in Chromium): the row of elements
bound to one model, its look, mode, form, record, language, the width, colours and pointer the test gives it, and
its state. ${CASES.length} cases cover every pair of values.</p>
<ol class="gallery-cases">${items}</ol></main></body></html>`;
}

/**
 * The answer to a request for /gallery with `query` (URLSearchParams): `{ status, html, headers }`, or null for
 * a query the gallery does not know (an unknown case, a repeated or stray parameter), which the demo answers with
 * its 404 page.
 */
export function galleryAnswer(query, { isAjax = false } = {}) {
  const names = [...query.keys()];
  if (names.length === 0) return { status: 200, html: indexPage() };
  if (names.some((name) => !['case', 'page', 'cursor'].includes(name)) || new Set(names).size !== names.length) return null;
  const entry = caseById(query.get('case'));
  if (!entry) return null;
  const record = galleryRecord(entry, requestedPage(entry, query));
  if (!isAjax) return { status: 200, html: casePage(entry, record) };
  if (entry.state === 'failed') return { status: 503, html: '<p>The gallery fails this case’s requests.</p>' };
  const answer = { status: 200, html: results(record), headers: { 'X-Paging': JSON.stringify({ [MODEL]: record }) } };
  return entry.state === 'loading' ? { ...answer, delay: 50_000 } : answer;
}
