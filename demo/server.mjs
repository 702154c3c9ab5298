// The demo site: a small Node server whose pages come from the core itself.
// Requests go through the core's Dispatcher to the demo's controllers
// (Controller.paginate() over the demo's SQLite or PostgreSQL database,
// demo/database.mjs); the pages use the
// PaginatorHelper on the server and the elements (drop-in bundle) in the
// browser. /errors is the gallery of every error page, /gallery the state
// matrix's cases (demo/gallery.mjs), /dropin a page with
// nothing but the bundle.

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dispatcher } from '../dist/core.js';
import { createApp } from './app.mjs';
import { compress, encodeBody, encodingFor, ENCODING_HEADERS } from './compression.mjs';
import { limitsFromEnv, openDemoDatabase } from './database.mjs';
import { dropInPage } from './dropin.mjs';
import { ERRORS_DESCRIPTION, galleryIndex, galleryPage } from './errors.mjs';
import { galleryAnswer } from './gallery.mjs';
import { PICTURES_PATH } from './gallery-pictures.mjs';
import { layout } from './views.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css; charset=utf-8', '.png': 'image/png' };

/** A file under `folder` for a URL path, or null: only known types, never outside the folder. */
async function staticFile(folder, path) {
  const file = normalize(join(ROOT, folder, path));
  if (!file.startsWith(join(ROOT, folder)) || !TYPES[extname(file)]) return null;
  try {
    return { body: await readFile(file), type: TYPES[extname(file)] };
  } catch {
    return null;
  }
}

/** Status code, reason and other headers from the status and header lines the core recorded. */
function responseHead(lines) {
  let status = 200;
  const headers = {};
  for (const line of lines) {
    const statusLine = /^HTTP\/\d\.\d (\d{3})\b/.exec(line);
    if (statusLine) {
      status = Number(statusLine[1]);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  if (headers.Location && status < 300) status = 302;
  return { status, headers };
}

const HTML_HEADERS = Object.freeze({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'",
});
// The headers of most answers, built once: a page sent as it is with no headers of its own.
const PLAIN_HTML_HEADERS = Object.freeze({ ...HTML_HEADERS, ...ENCODING_HEADERS.none });

/** Sends a page (or any text) as HTML, compressed when the client accepts it (compression.mjs). */
async function send(request, response, status, html, headers) {
  const encoding = encodingFor(request, html);
  const body = encoding ? await compress(encoding, html) : html;
  const plain = encoding === null && (headers === undefined || isEmpty(headers));
  response.writeHead(status, plain ? PLAIN_HTML_HEADERS : { ...HTML_HEADERS, ...headers, ...ENCODING_HEADERS[encoding ?? 'none'] });
  response.end(body);
}

function isEmpty(object) {
  for (const _ in object) return false;
  return true;
}

/**
 * The pages the server writes itself, by path: each takes the request's URL and whether it is an Ajax request, and
 * answers with HTML (a 200), with `{ status, html, headers?, delay? }`, or with null to leave the address to the
 * application (which answers 404). Adding a page is one line here (and one in the menu, views.mjs MENU).
 */
export const PAGES = {
  '/dropin': (url) => dropInPage(url.searchParams.get('page')),
  '/errors': () => layout({ title: 'Error pages', description: ERRORS_DESCRIPTION }, { content: galleryIndex() }),
  // The state matrix's cases (demo/gallery.mjs); a query it does not know is the application's 404.
  '/gallery': (url, { isAjax }) => galleryAnswer(url.searchParams, { isAjax }),
};

/** Short addresses of controller actions: the menu links these, and the controllers answer them. */
export const ROUTES = { '/': '/articles/browse', '/multi': '/pages/multi', '/fit': '/pages/fit' };

/** Handles one request against the demo application. */
export async function handle(app, request, response) {
  let url;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return send(request, response, 400, 'Bad request');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(request, response, 405, 'Method not allowed');
  const file = url.pathname.startsWith('/dist/') ? await staticFile('dist', url.pathname.slice(6))
    : ['/demo.css', '/demo.js', '/gallery.js'].includes(url.pathname) ? await staticFile('demo/public', url.pathname.slice(1))
      // The gallery's pictures, taken by the state matrix into an ignored folder (demo/gallery-pictures.mjs).
      : url.pathname.startsWith(PICTURES_PATH) ? await staticFile('scratch/gallery/rows', url.pathname.slice(PICTURES_PATH.length)) : null;
  if (file) {
    const encoded = await encodeBody(request, file.body);
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...encoded.headers });
    return response.end(encoded.body);
  }
  if (url.pathname === '/favicon.ico') {
    response.writeHead(204);
    return response.end();
  }
  // The elements' Ajax requests say so; the controllers then answer with a fragment.
  const isAjax = request.headers['x-requested-with'] === 'XMLHttpRequest';
  const answer = Object.hasOwn(PAGES, url.pathname) ? PAGES[url.pathname](url, { isAjax }) : null;
  if (typeof answer === 'string') return send(request, response, 200, answer);
  if (answer) {
    // A gallery case in the loading state holds its Ajax answers back (a timer that keeps no process alive).
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay).unref());
    return send(request, response, answer.status, answer.html, answer.headers);
  }
  const target = (ROUTES[url.pathname] ?? url.pathname) + url.search;
  const gallery = url.pathname.startsWith('/errors/') ? /^\/errors\/([A-Za-z0-9]+)$/.exec(url.pathname) : null;
  if (gallery) {
    const page = galleryPage(app, gallery[1], Number(url.searchParams.get('debug')));
    if (page) {
      // A gallery page is shown as a page, whatever its status: it is a sample.
      return send(request, response, 200, page.output);
    }
  }
  // Everything of this request travels with it, to its controller and to its error pages: nothing is written where
  // another request, answered at the same time, could read it (the application and its environment are shared).
  const result = await new Dispatcher(app).dispatchAsync(target, {
    // `here` is the path and query, as a browser's location shows them: the error pages name it.
    here: url.pathname + url.search, href: url.href, referrer: request.headers.referer, params: { isAjax },
  });
  const { status, headers } = responseHead(result.headers);
  return send(request, response, status, result.output, headers);
}

/**
 * Starts the demo server over its database: `articles` articles (default
 * 1,000, the embedded set; `npm start` asks for 100,000) in an SQLite file
 * the demo creates, or in the PostgreSQL database `databaseUrl` names
 * (default: DATABASE_URL). `log` sees every SQL statement. `pagers` is how
 * the list without JavaScript writes its pagers (createApp()). Closing the
 * server closes the database. `limits` bound the waits on the database
 * (`connections`, `connectionWait`, `statementTimeout`, `busyTimeout`,
 * `retryAfter`; default: the DATABASE_* variables of the environment, else
 * openDatabase()'s defaults): a busy or unreachable database is answered
 * with a 503 and `Retry-After`.
 * @param {{port?: number, host?: string, debug?: number, articles?: number, databaseUrl?: string, log?: (query: {sql: string, parameters: unknown[]}) => void, pagers?: 'elements' | 'core', limits?: import('../dist/sql.js').DatabaseOptions}} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startServer({
  port = 8000, host, debug = Number(process.env.DEBUG) || 0, articles = 1000, databaseUrl = process.env.DATABASE_URL, log, pagers,
  limits = limitsFromEnv(),
} = {}) {
  const { database, Article, Comment } = await openDemoDatabase({ url: databaseUrl, articles, log, limits });
  const app = createApp({ debug, models: { Article, Comment }, pagers });
  const server = createServer((request, response) => {
    handle(app, request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) send(request, response, 500, 'Server error').catch(() => response.end());
      else response.end();
    });
  });
  // Closing the server closes the database; `server.database.close()` can be awaited (it closes once).
  server.database = database;
  server.once('close', () => database.close().catch(() => {}));
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      database.close().catch(() => {});
      reject(error);
    });
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve(server);
    });
  });
}
