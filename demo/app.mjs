// The demo application, built on the core itself: an in-memory Article
// model over the embedded data, an ArticlesController whose index action
// calls paginate(), and views that render with the PaginatorHelper.

import { App, Controller, InMemoryModel, PaginatorHelper, h, memoryEnvironment } from '../dist/core/index.js';
import { articles } from './data.mjs';

export const FIELDS = ['id', 'title', 'author', 'created', 'views'];

class ArticlesController extends Controller {
  name = 'Articles';
  paginateSettings = { limit: 20, order: { 'Article.id': 'asc' } };
  index() {
    this.set('rows', this.paginate());
  }
}

/** The demo's views: the article table, with sort links, numbers, counter and prev/next/first/last. */
function articlesIndex(vars, view) {
  const controller = view.controller;
  const paginator = new PaginatorHelper({
    env: controller.app.env,
    here: controller.here,
    params: controller.params,
  });
  const header = FIELDS.map((field) => `<th scope="col">${paginator.sort(field)}</th>`).join('');
  const body = vars.rows
    .map(({ Article: row }) => `<tr>${FIELDS.map((field) => `<td>${h(row[field])}</td>`).join('')}</tr>`)
    .join('\n');
  const nav = [
    paginator.first('« first'),
    paginator.prev('‹ previous', {}, '‹ previous', { class: 'disabled', tag: 'span' }),
    paginator.numbers({ modulus: 6, first: 1, last: 1 }),
    paginator.next('next ›', {}, 'next ›', { class: 'disabled', tag: 'span' }),
    paginator.last('last »'),
  ].filter(Boolean).join(' ');
  return `
    <h1>Articles</h1>
    <p class="counter">${paginator.counter('Page %page% of %pages%: articles %start% to %end% of %count%')}</p>
    <table><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>
    <nav class="paging" aria-label="Pages">${nav}</nav>
    <p>Rendered on the server by <code>paginator-elements/core</code>: <code>Controller.paginate()</code> over
    ${articles.length} in-memory articles and the <code>PaginatorHelper</code>. Every link is a plain
    <code>&lt;a href&gt;</code> and works without JavaScript. <a href="/errors">Error pages</a></p>`;
}

/** The demo's layout: one page with its stylesheet (inline styles only; no script). */
export function layout(vars, view) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(vars.title_for_layout ?? vars.title ?? 'paginator-elements demo')}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2330; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #d8dce5; }
  a { color: #1a56c4; }
  pre { background: #f3f4f7; padding: .6rem; overflow: auto; }
  .paging { margin: 1rem 0; }
  .paging span.current { font-weight: 700; padding: 0 .3rem; background: #1a56c4; color: #fff; border-radius: 3px; }
  .paging .disabled { color: #8a90a0; }
</style></head>
<body><main>${view.content}</main></body></html>`;
}

/**
 * The demo application. `debug` 0 (default) shows production error pages
 * for unknown URLs; `DEBUG=2 npm start` shows the descriptive ones.
 */
export function createApp({ debug = 0 } = {}) {
  const app = new App({ env: memoryEnvironment(), debug });
  app.registerModel('Article', () => new InMemoryModel({ name: 'Article', fields: FIELDS, records: articles }));
  app.registerController('Articles', ArticlesController);
  app.registerView('articles/index', articlesIndex);
  app.registerLayout('default', layout);
  app.registerLayout('error', layout);
  return app;
}
