// The demo's views and layout. Server-side pieces use the core's
// PaginatorHelper; browser pieces are the paginator elements, fed with the
// paging records the controllers computed.

import { PaginatorHelper, h } from '../dist/core.js';
import { formScripts, pagingFormElements, pagingForms } from './views-forms.mjs';
import { GROUPED, noScriptPager } from './no-js-pager.mjs';
import { ARTICLE_COUNTER, ARTICLE_WINDOW, articlePager } from './ssr-pager.mjs';

const ARTICLE_COLUMNS = ['id', 'title', 'author', 'created', 'views'];

/**
 * A table's scrolling region: on a phone the table scrolls inside it instead of widening the page. Focusable and
 * labelled, so that a keyboard can scroll it and a screen reader names it (axe's scrollable-region-focusable).
 */
export const tableRegion = (label, content) =>
  `<div class="table-region" role="region" aria-label="${h(label)}" tabindex="0">${content}</div>`;

/** JSON for a `<script type="application/json">`: `<` escaped so the data can never close the script. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const pagingOf = (view, model) => ({ [model]: view.controller.params.paging[model] });

/** The demo's menu: every page a visitor starts from (the drop-in page, which has a layout of its own, shows it too). */
export const MENU = [
  ['/', 'Articles (Ajax)'], ['/articles/index', 'Without JavaScript'], ['/multi', 'Two lists'],
  ['/dropin', 'Drop-in bundle'], ['/errors', 'Error pages'], ['/fit', 'A pager that fits'], ['/articles/more', 'Load more'],
  ['/articles/feed', 'Without a total'], ['/articles/cursor', 'By cursor'], ['/articles/titles', 'Article titles'],
  ['/comments/list', 'Comments'], ['/gallery', 'Gallery'],
];

/**
 * The demo's layout: menu, content, and the drop-in bundle when the page uses elements. `head` is markup
 * the controller wrote for the head with the core (the no-JavaScript page's `<link rel>` elements).
 */
export function layout(vars, view) {
  return page(vars, view, '');
}

/**
 * The layout of error pages. The core titles an error page with an `<h2>`, as the framework's error views do,
 * expecting the application's layout to hold the page's `<h1>`: here the site's name, so that an error page
 * still has a top-level heading above its title.
 */
export function errorLayout(vars, view) {
  return page(vars, view, '<h1 class="site">paginator-elements demo</h1>');
}

/**
 * The stylesheets of every page: the package's paginator.css (the elements' look for the core's markup, and the
 * box an element not yet defined keeps), then the demo's own. The drop-in page has them too.
 */
export const STYLESHEETS = '<link rel="stylesheet" href="/dist/paginator.css"><link rel="stylesheet" href="/demo.css">';

/** What a page says of itself to a search engine when its view says nothing (the error pages). */
export const DESCRIPTION = 'A page of the paginator-elements demo: pagination web components over a DOM-free core.';

/** The menu's links, as the header of every page writes them. */
export const menuLinks = () => MENU_LINKS;
// Written once: the menu is the same on every page and for every request.
const MENU_LINKS = MENU.map(([href, label]) => `<a href="${href}">${h(label)}</a>`).join(' · ');

function page(vars, view, banner) {
  const menu = menuLinks();
  const script = (vars.forms ? formScripts() : '') + (vars.elements
    ? '<script type="module" src="/dist/paginator-elements.min.js"></script><script type="module" src="/demo.js"></script>'
    : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(vars.title_for_layout ?? vars.title ?? 'paginator-elements demo')}</title>
<meta name="description" content="${h(vars.description ?? DESCRIPTION)}">
${STYLESHEETS}${vars.head ?? ''}${script}
</head>
<body><header>${banner}<nav aria-label="Demo pages">${menu}</nav></header><main>${view.content}</main></body></html>`;
}

/** The database the controller's models read, in words: a page's prose says what the server really does. */
const databaseWords = (controller) => (controller.Article?.database?.engine === 'postgres' ? 'PostgreSQL database' : 'SQLite database');

function articleRows(rows) {
  // Each row written out in ARTICLE_COLUMNS' order, not mapped over the columns: no list made and joined a row
  // (3.2 instead of 5.4 µs for a page's 20 rows).
  return rows
    .map(({ Article: row }) => `<tr><td>${h(row.id)}</td><td>${h(row.title)}</td><td>${h(row.author)}</td><td>${h(row.created)}</td><td>${h(row.views)}</td></tr>`)
    .join('\n');
}

/** The article list's table, its sort links written by the core (a sorted column says so with aria-sort on /). */
function articlesTable(paginator, rows) {
  const header = ARTICLE_COLUMNS.map((field) => `<th scope="col">${paginator.sort(field)}</th>`).join('');
  return tableRegion('Articles table', `<table><thead class="paginator-sort"><tr>${header}</tr></thead><tbody>${articleRows(rows)}</tbody></table>`);
}

/**
 * The article list without JavaScript: the pagers are the elements, rendered on the server through Lit SSR
 * (demo/ssr-pager.mjs), so the page shows the Ajax page's pager and loads no script; the sort links are the core's.
 */
export function articlesIndex(vars, view) {
  const controller = view.controller;
  const paginator = new PaginatorHelper({ env: controller.app.env, here: controller.here, params: controller.params });
  // This request's own address and record, passed in: nothing of one request is kept for another.
  const { counter, row, forms } = articlePager(controller.here, pagingOf(view, 'Article'));
  return `
    <h1>Articles, without JavaScript</h1>
    <p class="toolbar">${counter}</p>
    ${articlesTable(paginator, vars.rows)}
    ${row}
    ${forms}
    <p>Rendered on the server, with no script on the page: the table by <code>paginator-elements/core</code>
    (<code>Controller.paginate()</code> over the articles in the demo's ${databaseWords(controller)} and the
    <code>PaginatorHelper</code>'s sort links), the pager and the forms by the elements themselves through Lit SSR
    (<code>paginator-elements/ssr</code>), as declarative shadow DOM. Every link is a plain <code>&lt;a href&gt;</code>
    and every form a plain GET form.</p>`;
}

/**
 * The same list with every pager written as the core's markup (demo/no-js-pager.mjs), styled by the package's
 * paginator.css: what the demo serves with `pagers: 'core'` (the server benchmark's pages, whose floor writes the
 * same bytes by hand; docs/performance.md).
 */
export function articlesIndexCore(vars, view) {
  const controller = view.controller;
  const paginator = new PaginatorHelper({ env: controller.app.env, here: controller.here, params: controller.params, numberFormat: GROUPED });
  return `
    <h1>Articles, without JavaScript</h1>
    <p class="counter">${paginator.counter('Page %page% of %pages%: articles %start% to %end% of %count%')}</p>
    ${articlesTable(paginator, vars.rows)}
    <nav class="paginator" aria-label="Pages">${noScriptPager(paginator)}</nav>
    ${pagingForms(paginator)}
    <p>Rendered on the server by <code>paginator-elements/core</code>: <code>Controller.paginate()</code> over
    the articles in the demo's ${databaseWords(controller)} and the <code>PaginatorHelper</code>. Every link is a
    plain <code>&lt;a href&gt;</code>, styled by the package's <code>paginator.css</code>.</p>`;
}

/**
 * The results region of the Ajax page: the table, with sort links rendered
 * by the core's PaginatorHelper as Ajax markup (`a[data-update]`), which the
 * page's installAjaxLinks() handles; the sorted column says so with aria-sort.
 */
export function articleResults(vars, view) {
  const controller = view.controller;
  // Links on this page's own address (`/?page=2`), as the elements around the region write them.
  const paginator = new PaginatorHelper({
    env: controller.app.env, here: controller.here, params: { paging: controller.params.paging },
    options: { update: 'results', indicator: 'spinner', 'data-push-url': 'true' },
  });
  const sortKey = paginator.sortKey();
  const header = ARTICLE_COLUMNS.map((field) => {
    const sorted = sortKey === field ? ` aria-sort="${paginator.sortDir() === 'asc' ? 'ascending' : 'descending'}"` : '';
    return `<th scope="col"${sorted}>${paginator.sort(field)}</th>`;
  }).join('');
  return `<table><thead><tr>${header}</tr></thead><tbody>${articleRows(vars.rows)}</tbody></table>`;
}

/** The Ajax page: elements around a results region that each followed link refills. */
export function articlesBrowse(vars, view) {
  const ajax = 'source="article-paging" update="results" indicator="spinner" push-url';
  return `
    <h1>Articles</h1>
    <script type="application/json" id="article-paging">${scriptJson(pagingOf(view, 'Article'))}</script>
    <p class="toolbar">
      <paginator-counter source="article-paging" format="${ARTICLE_COUNTER}"></paginator-counter>
      <span id="spinner" class="spinner" hidden>Loading…</span>
    </p>
    ${tableRegion('Articles table', `<div id="results">${articleResults(vars, view)}</div>`)}
    <nav class="paging" aria-label="Article pages">
      <paginator-link kind="prev" ${ajax}></paginator-link>
      <paginator-numbers ${ajax} ${ARTICLE_WINDOW} role="none"></paginator-numbers>
      <paginator-link kind="next" ${ajax}></paginator-link>
    </nav>
    ${pagingFormElements(ajax)}
    <p>The links are real <code>&lt;a href&gt;</code>s: without JavaScript (or with a middle click) they load the
    whole page. With it, the elements fetch the page's results fragment, swap it into the table region, update every
    element bound to the Article model from the answer's <code>X-Paging</code> header, and push the URL so Back and
    Forward work.</p>`;
}

/**
 * The window of a list's own pager: the pages beside the current one, and the first and the last page, so that the
 * end is always in sight and the row holds on one line of a 320 px phone ("1 … 4,999 5,000 5,001 … 20,000").
 */
const PAGER_OPTIONS = { separator: ' ', modulus: 2, first: 1, last: 1 };
const PAGER_ATTRIBUTES = 'separator=" " modulus="2" first="1" last="1"';

/**
 * The pager of a list's own page, which works without JavaScript: the core's numbers() written on the server into
 * <paginator-numbers light>, which takes them over (Ajax, into `region`) once the bundle runs. paginator.css gives
 * both the elements' look; a blank separator, since it shows the pager's text (the " | " would stand between boxes). The `<nav>` is the landmark, before and after (the element gives up its own role).
 */
function listPager(view, model, region, label) {
  const paging = pagingOf(view, model);
  const controller = view.controller;
  const paginator = new PaginatorHelper({ env: controller.app.env, here: controller.here, params: { paging } });
  return `<nav class="paginator" aria-label="${h(label)}"><paginator-numbers light role="none" paging="${h(JSON.stringify(paging))}"
    update="${region}" ${PAGER_ATTRIBUTES}>${paginator.numbers(PAGER_OPTIONS) || ''}</paginator-numbers></nav>`;
}

function commentItems(rows) {
  return `<ul class="comments">${rows.map(({ Comment: row }) =>
    `<li><strong>${h(row.author)}</strong> on article ${h(row.article_id)}: ${h(row.body)}</li>`).join('')}</ul>`;
}

/** The results region of the comment list. */
export function commentResults(vars) {
  return commentItems(vars.rows);
}

/** The comment list as a whole page (what a link gives without JavaScript). */
export function commentsList(vars, view) {
  return `<h1>Comments</h1><div id="comment-region">${commentItems(vars.rows)}</div>
    ${listPager(view, 'Comment', 'comment-region', 'Comment pages')}`;
}

function titleItems(rows) {
  return `<ul>${rows.map(({ Article: row }) => `<li>${h(row.title)}</li>`).join('')}</ul>`;
}

/** The results region of the short article list. */
export function titleResults(vars) {
  return titleItems(vars.rows);
}

/** The short article list as a whole page (what a link gives without JavaScript). */
export function titlesPage(vars, view) {
  return `<h1>Article titles</h1><div id="title-region">${titleItems(vars.rows)}</div>
    ${listPager(view, 'Article', 'title-region', 'Article title pages')}`;
}

/**
 * Two models paginated on one page, each refilling its own region from its own list. Each pager is a
 * navigation landmark; its aria-label tells the two apart in a screen reader's list of landmarks.
 */
export function multiPage(vars, view) {
  const articleList = titleItems(vars.articles);
  const articleUrl = h(JSON.stringify({ controller: 'articles', action: 'titles' }));
  const commentUrl = h(JSON.stringify({ controller: 'comments', action: 'list' }));
  return `<h1>Two lists on one page</h1>
    <script type="application/json" id="multi-paging">${scriptJson({ ...pagingOf(view, 'Article'), ...pagingOf(view, 'Comment') })}</script>
    <div class="columns">
      <section aria-labelledby="multi-articles-title"><h2 id="multi-articles-title">Articles</h2>
        <paginator-counter source="multi-paging" model="Article" format="range"></paginator-counter>
        <div id="multi-articles">${articleList}</div>
        <paginator-numbers source="multi-paging" model="Article" url="${articleUrl}" update="multi-articles" modulus="4"
          prev="‹ previous" next="next ›" aria-label="Articles pages"></paginator-numbers>
      </section>
      <section aria-labelledby="multi-comments-title"><h2 id="multi-comments-title">Comments</h2>
        <paginator-counter source="multi-paging" model="Comment" format="range"></paginator-counter>
        <div id="multi-comments">${commentItems(vars.comments)}</div>
        <paginator-numbers source="multi-paging" model="Comment" url="${commentUrl}" update="multi-comments" modulus="4"
          prev="‹ previous" next="next ›" aria-label="Comments pages"></paginator-numbers>
      </section>
    </div>
    <p>Each list has its own <code>model</code> and its own <code>update</code> region; an answer's
    <code>X-Paging</code> header updates only the elements bound to that model. A pager's links lead to a page of
    its list alone (<a href="/articles/titles">the article titles</a>, <a href="/comments/list">the comments</a>):
    that is what a link opened in a new tab, or without JavaScript, shows. Turning a list's page here leaves this
    page's address as it is (no <code>push-url</code>): one address cannot hold where both lists are.</p>`;
}
