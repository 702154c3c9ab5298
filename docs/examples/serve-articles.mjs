// A page of articles from a plain node:http handler, end to end: the request's
// arguments through paginate() and the PaginatorHelper to HTML. docs/databases.md
// shows this file, and test/sql/docs-example.test.ts runs it (so the two agree).
//
//   node docs/examples/serve-articles.mjs app.sqlite     (a table `articles`: the schema in docs/databases.md)
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { InvalidCursorError, memoryEnvironment, ModelFailure, paginate, PaginatorHelper } from 'paginator-elements/core';
import { openDatabase, SqlModel } from 'paginator-elements/sql';

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const escape = (value) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** /articles pages by number (at most 25 a page); /articles/by-id by cursor over the ids, newest first. */
function settingsFor(path) {
  if (path === '/articles/by-id') return { keyset: 'id', limit: 10, order: { 'Article.id': 'desc' } };
  return { limit: 10, maxLimit: 25, order: { 'Article.id': 'asc' } };
}

/** The HTML of the page `url` asks for. */
export async function articlesPage(Article, url) {
  // page, limit, sort, direction and cursor come from the query string; paginate() checks them all:
  // a page past the end is the last page, a limit above maxLimit is maxLimit, a sort must name a column.
  const passedArgs = Object.fromEntries(url.searchParams);
  const { results, paging } = await paginate({ model: Article, settings: settingsFor(url.pathname), passedArgs });
  const paginator = new PaginatorHelper({
    env: memoryEnvironment({ href: url.href }), here: url.pathname, params: { paging: { Article: paging } },
  });
  const rows = results.map(({ Article: article }) => `<li>${escape(article.title)}</li>`).join('');
  // prev() and next() return null where there is no such page (first and last page), unless they are given a
  // disabled title (the third argument): `?? ''` keeps "null" out of the page.
  const prev = paginator.prev('‹ Previous') ?? '';
  const next = paginator.next('Next ›') ?? '';
  const numbers = paging.pageCount === undefined ? '' : paginator.numbers(); // a keyset page has no count
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Articles</title>
<ol>${rows}</ol>
<p>${paginator.counter()}</p>
<nav aria-label="Pages">${prev} ${numbers} ${next}</nav>`;
}

/**
 * The request handler: a cursor that does not decode, was changed, does not fit its column or has no row after it
 * is a 404, as a missing page; a database that is busy or down is a 503 that says when to try again (its failure
 * carries `retryAfter`).
 */
export function articlesHandler(Article) {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/articles' && url.pathname !== '/articles/by-id') return send(response, 404, 'Not found');
    try {
      send(response, 200, await articlesPage(Article, url));
    } catch (error) {
      if (error instanceof InvalidCursorError) return send(response, 404, 'No such page');
      if (error instanceof ModelFailure && error.messages.retryAfter) {
        return send(response, 503, 'Busy: try again in a moment', { 'Retry-After': String(error.messages.retryAfter) });
      }
      console.error(error);
      send(response, 500, 'Server error');
    }
  };
}

function send(response, status, html, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const database = await openDatabase(process.argv[2] ?? 'app.sqlite');
  const Article = await SqlModel.open({ database, name: 'Article' });
  const server = createServer(articlesHandler(Article)).listen(Number(process.env.PORT) || 8080, '127.0.0.1', () => {
    console.log(`http://127.0.0.1:${server.address().port}/articles`);
  });
}
