/**
 * The HTTP server the Chromium benches of Ajax mode share: 127.0.0.1, the
 * built drop-in (dist/) and htmx 2 (node_modules/htmx.org), and the pages and
 * answers a bench passes in, every response held back `delay` ms.
 *
 * The delay is the server's, not Chromium's network emulation: it is the same
 * for every request whoever makes it (a module import, fetch, htmx's XHR),
 * needs no DevTools Network domain in the measured page (whose
 * instrumentation costs time per request), and does not depend on how a
 * Chromium version applies emulated latency to cached or preloaded requests.
 * What it leaves out is the connection's own round trips (TCP on loopback is
 * instant), so a real 40 ms network is a little slower for both pages alike.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const STATIC = {
  '/htmx.min.js': join(ROOT, 'node_modules/htmx.org/dist/htmx.min.js'),
};
const JS = 'text/javascript; charset=utf-8';

/** One paging record of `model`: page `page` of `pageCount`, 10 a page. */
export function record(page, { model = 'Article', pageCount = 50 } = {}) {
  return {
    [model]: {
      page, current: 10, count: pageCount * 10, prevPage: page > 1, nextPage: page < pageCount, pageCount,
      defaults: { limit: 10 }, options: { page, limit: 10 },
    },
  };
}

/** The region's HTML for page `page`: what both libraries swap in. */
export function rows(page, id = 'page') {
  const first = (page - 1) * 10 + 1;
  const items = Array.from({ length: 10 }, (_, i) => `<li>Article ${first + i}: a title of some length</li>`).join('');
  return `<ul class="rows" data-${id}="${page}">${items}</ul>`;
}

/**
 * Starts the server. `routes` maps a path to `(url, request) => ({ status?,
 * headers?, body })`; `/dist/…` and `/htmx.min.js` are served from disk.
 * Returns `{ origin, close() }`.
 */
export async function startBenchServer({ delay = 0, routes = {} } = {}) {
  const timers = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const answer = respond(url, request, routes);
    const send = () => {
      response.writeHead(answer.status ?? 200, { 'Cache-Control': 'no-store', ...answer.headers });
      response.end(answer.body ?? '');
    };
    if (!delay) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delay);
    timers.add(timer);
  });
  // Chromium opens at most six connections to a host; a burst of 1,000 must not be refused by the backlog.
  server.maxConnections = 10_000;
  await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function respond(url, request, routes) {
  const route = routes[url.pathname];
  if (route) return route(url, request);
  let file = STATIC[url.pathname];
  if (!file && url.pathname.startsWith('/dist/')) {
    const relative = normalize(url.pathname.slice('/dist/'.length));
    if (!relative.startsWith('..')) file = join(ROOT, 'dist', relative);
  }
  try {
    return { headers: { 'Content-Type': JS }, body: readFileSync(file) };
  } catch {
    return { status: 404 };
  }
}
