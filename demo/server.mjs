// The demo site: a small Node server that renders a sortable, paginated
// article table with the core PaginatorHelper (no JavaScript in the page).
// It reads the built core from dist/, exactly as a user's server would.

import { createServer } from 'node:http';
import { h, memoryEnvironment, PaginatorHelper } from '../dist/core/index.js';
import { articles } from './data.mjs';

const FIELDS = ['id', 'title', 'author', 'created', 'views'];
const DEFAULTS = { limit: 20, order: { 'Article.id': 'asc' } };

/** Reads a positive integer query value, falling back when it is missing or malformed. */
function positive(value, fallback, max = Number.MAX_SAFE_INTEGER) {
  return /^\d+$/.test(value ?? '') && Number(value) >= 1 ? Math.min(Number(value), max) : fallback;
}

/** The paging record for a request, the way a controller's paginate() produces it. */
export function paginateArticles(query) {
  const sort = FIELDS.includes(query.get('sort')) ? query.get('sort') : null;
  const direction = query.get('direction') === 'desc' ? 'desc' : 'asc';
  const limit = positive(query.get('limit'), DEFAULTS.limit, 100);
  const count = articles.length;
  const pageCount = Math.max(1, Math.ceil(count / limit));
  const page = Math.min(positive(query.get('page'), 1), pageCount);
  const order = sort ? { [`Article.${sort}`]: direction } : DEFAULTS.order;
  const [[orderField, orderDirection]] = Object.entries(order);
  const field = orderField.replace('Article.', '');
  const sign = orderDirection === 'desc' ? -1 : 1;
  const rows = [...articles]
    .sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : a.id - b.id))
    .slice((page - 1) * limit, page * limit);
  return {
    rows,
    paging: {
      page, current: rows.length, count, prevPage: page > 1, nextPage: page < pageCount, pageCount,
      defaults: DEFAULTS,
      options: { page, limit, order },
    },
  };
}

function articlesPage(url) {
  const { rows, paging } = paginateArticles(url.searchParams);
  const paginator = new PaginatorHelper({
    env: memoryEnvironment({ href: url.href }),
    here: url.pathname,
    params: { paging: { Article: paging } },
  });
  const header = FIELDS.map((field) => `<th scope="col">${paginator.sort(field)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${FIELDS.map((field) => `<td>${h(row[field])}</td>`).join('')}</tr>`)
    .join('\n');
  const nav = [
    paginator.first('« first'),
    paginator.prev('‹ previous', {}, '‹ previous', { class: 'disabled', tag: 'span' }),
    paginator.numbers({ modulus: 6, first: 1, last: 1 }),
    paginator.next('next ›', {}, 'next ›', { class: 'disabled', tag: 'span' }),
    paginator.last('last »'),
  ].filter(Boolean).join(' ');
  return layout('Articles', `
    <h1>Articles</h1>
    <p class="counter">${paginator.counter('Page %page% of %pages%: articles %start% to %end% of %count%')}</p>
    <table><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>
    <nav class="paging" aria-label="Pages">${nav}</nav>
    <p>Rendered on the server by <code>paginator-elements/core</code>; every link is a plain
    <code>&lt;a href&gt;</code> and works without JavaScript.</p>`);
}

function layout(title, main) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)} · paginator-elements demo</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2330; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #d8dce5; }
  a { color: #1a56c4; }
  .paging { margin: 1rem 0; }
  .paging span.current { font-weight: 700; padding: 0 .3rem; background: #1a56c4; color: #fff; border-radius: 3px; }
  .paging .disabled { color: #8a90a0; }
</style></head>
<body><main>${main}</main></body></html>`;
}

function send(response, status, html) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'",
  });
  response.end(html);
}

function readablePath(url) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** Handles one request; exported for tests. */
export function handle(request, response) {
  let url;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return send(response, 400, layout('Bad request', '<h1>Bad request</h1>'));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(response, 405, layout('Method not allowed', '<h1>Method not allowed</h1>'));
  }
  if (url.pathname === '/' || url.pathname === '/articles') return send(response, 200, articlesPage(url));
  return send(response, 404, layout('Not found', `<h1>Not found</h1><p>No page at ${h(readablePath(url))}.</p><p><a href="/">Articles</a></p>`));
}

/**
 * Starts the demo server.
 * @param {{port?: number, host?: string}} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ port = 8000, host } = {}) {
  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) send(response, 500, layout('Server error', '<h1>Server error</h1>'));
      else response.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
