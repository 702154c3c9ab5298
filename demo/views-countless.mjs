// Pages without a total: /articles/feed pages by number with no count query
// (the `countless` setting), /articles/cursor pages by cursor over the article
// ids, newest first (the `keyset` setting: no count and no offset, so a far
// page costs what page 2 costs). The server writes the pager's links with the
// core's PaginatorHelper inside light-DOM elements, so they are real links
// before (and without) any JavaScript; with it, the elements take them over
// and fetch the results fragment with Ajax.

import { PaginatorHelper, h } from '../dist/core.js';

/** JSON for a `<script type="application/json">`: `<` escaped so the data can never close the script. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A link with nowhere to go, as the core writes it: marked, so that the demo's CSS greys it as the element does.
 * The links' labels are words, which are their names (DESIGN §7): no « or › beside them.
 */
const DISABLED = { class: 'disabled' };

const PAGES = {
  feed: {
    heading: 'Articles without a total',
    region: 'feed-results',
    intro: `No <code>count</code> query: <code>paginate()</code> reads one row more than the page holds to know
      whether there is a next page (<code>countless: true</code>). The counter names the page alone ("Page 3"),
      because the total is unknown, and there is no last page to link to.`,
    other: ['/articles/cursor', 'The same by cursor (keyset pagination)'],
  },
  cursor: {
    heading: 'Articles by cursor',
    region: 'cursor-results',
    intro: `Keyset pagination over the article ids, newest first (<code>keyset: 'id'</code>): the next and previous
      links carry an opaque <code>cursor</code> instead of a page number, and each page is "the 20 articles after
      this id". No count and no offset, so page 50 costs what page 2 costs. A cursor that does not decode is a 404.`,
    other: ['/articles/feed', 'The same by page number (countless)'],
  },
};

/** The rows of a page, as a list of titles. */
function articleList(rows) {
  const items = rows.map(({ Article: row }) => `<li><span class="id">#${h(row.id)}</span> ${h(row.title)} <small>by ${h(row.author)}</small></li>`);
  return `<ol class="articles">${items.join('')}</ol>`;
}

/** The results region (also the answer to an Ajax request). */
export function totalFreeResults(vars) {
  return articleList(vars.rows);
}

/** The whole page of `kind` (feed or cursor): counter, results region, and the pager in one landmark. */
function totalFreePage(kind, vars, view) {
  const { heading, region, intro, other } = PAGES[kind];
  const controller = view.controller;
  const paging = { Article: controller.params.paging.Article };
  const paginator = new PaginatorHelper({ env: controller.app.env, here: controller.here, params: { paging } });
  const source = `${kind}-paging`;
  const ajax = `source="${source}" update="${region}" indicator="${kind}-spinner" push-url light`;
  return `
    <h1>${h(heading)}</h1>
    <p>${intro}</p>
    <script type="application/json" id="${source}">${scriptJson(paging)}</script>
    <p class="toolbar">
      <paginator-counter source="${source}" light>${h(paginator.counter())}</paginator-counter>
      <span id="${kind}-spinner" class="spinner" hidden>Loading…</span>
    </p>
    <div id="${region}">${totalFreeResults(vars)}</div>
    <nav class="paginator" aria-label="${h(heading)}, pages">
      <paginator-link kind="first" ${ajax}>${paginator.first('First') || '<div class="disabled">First</div>'}</paginator-link>
      <paginator-link kind="prev" ${ajax}>${paginator.prev('Previous', {}, 'Previous', DISABLED)}</paginator-link>
      <paginator-link kind="next" ${ajax}>${paginator.next('Next', {}, 'Next', DISABLED)}</paginator-link>
    </nav>
    <p><a href="${other[0]}">${h(other[1])}</a></p>`;
}

/** /articles/feed: countless. */
export function feedPage(vars, view) {
  return totalFreePage('feed', vars, view);
}

/** /articles/cursor: keyset. */
export function cursorPage(vars, view) {
  return totalFreePage('cursor', vars, view);
}

/** Registers the views of these pages with the demo application. */
export function registerTotalFreeViews(app) {
  app.registerView('articles/feed', feedPage);
  app.registerView('articles/cursor', cursorPage);
  app.registerView('articles/total_free_results', totalFreeResults);
}
