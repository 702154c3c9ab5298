// The load-more page: one page of articles, and a <paginator-link kind="more">
// under the table that appends the next page's rows to it (Ajax). The element
// works in light DOM over the link the core's PaginatorHelper renders on the
// server, so that without JavaScript it is a plain link to the next page.
// `?infinite=1` follows it by itself whenever it scrolls into view.

import { PaginatorHelper, h } from '../dist/core.js';
import { tableRegion } from './views.mjs';

const COLUMNS = ['id', 'title', 'author'];

/** JSON for a `<script type="application/json">`: `<` escaped so the data can never close the script. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The rows of one page: all an Ajax request for more gets (with the record in X-Paging). */
export function moreRows(vars) {
  return vars.rows
    .map(({ Article: row }) => `<tr>${COLUMNS.map((field) => `<td>${h(row[field])}</td>`).join('')}</tr>`)
    .join('\n');
}

/** The page: the first rows, the more link, and a way to the other version. */
export function morePage(vars, view) {
  const controller = view.controller;
  const { paging, url } = controller.params;
  const infinite = url?.infinite === '1';
  // The query the links keep (the infinite-scroll version stays so from page to page).
  const urlArray = infinite ? { '?': { infinite: '1' } } : {};
  const paginator = new PaginatorHelper({ env: controller.app.env, here: controller.here, params: { paging } });
  const link = paginator.next('Load more articles', { url: urlArray, rel: 'next' }) ?? '';
  const other = infinite
    ? '<a href="/articles/more">the version with a button</a>'
    : '<a href="/articles/more?infinite=1">the infinite-scroll version</a>';
  const header = COLUMNS.map((field) => `<th scope="col">${h(field)}</th>`).join('');
  return `
    <h1>Articles, loaded on demand</h1>
    <script type="application/json" id="more-paging">${scriptJson({ Article: paging.Article })}</script>
    ${tableRegion('Articles table', `<table><thead><tr>${header}</tr></thead><tbody id="more-rows">${moreRows(vars)}</tbody></table>`)}
    <p class="toolbar">
      <paginator-link kind="more" light source="more-paging" url="${h(JSON.stringify(urlArray))}" update="more-rows"
        indicator="more-spinner"${infinite ? ' infinite' : ''}>${link}</paginator-link>
      <span id="more-spinner" class="spinner" hidden>Loading…</span>
    </p>
    <p>Each answer holds only the next page's rows; they are appended to the table, and the link moves on to the
    page after (it goes after the last one). A polite live region says how many rows arrived. After following a
    link away (to ${other}, or to <a href="/articles/index">the list without JavaScript</a>), Back brings the rows
    and the scroll position back. Without JavaScript the link is a plain link to the next page.</p>`;
}
