// The demo site: a small Node server whose pages come from the core itself.
// /articles/... goes through the core's Dispatcher to ArticlesController
// (Controller.paginate() over the embedded data, PaginatorHelper views);
// /errors is the gallery of every error page. No JavaScript in the pages yet.

import { createServer } from 'node:http';
import { Dispatcher } from '../dist/core/index.js';
import { createApp, layout } from './app.mjs';
import { galleryIndex, galleryPage } from './errors.mjs';

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

function send(response, status, html, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'",
    ...headers,
  });
  response.end(html);
}

/** Handles one request against the demo application. */
export function handle(app, request, response) {
  let url;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return send(response, 400, 'Bad request');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed');
  if (url.pathname === '/') {
    return send(response, 302, '', { Location: `/articles/index${url.search}` });
  }
  if (url.pathname === '/errors') {
    return send(response, 200, layout({ title: 'Error pages' }, { content: galleryIndex() }));
  }
  const gallery = /^\/errors\/([A-Za-z0-9]+)$/.exec(url.pathname);
  if (gallery) {
    const page = galleryPage(app, gallery[1], Number(url.searchParams.get('debug')));
    if (page) {
      // A gallery page is shown as a page, whatever its status: it is a sample.
      return send(response, 200, page.output);
    }
  }
  const result = new Dispatcher(app).dispatch(url.pathname + url.search, { here: url.pathname });
  const { status, headers } = responseHead(result.headers);
  return send(response, status, result.output, headers);
}

/**
 * Starts the demo server.
 * @param {{port?: number, host?: string, debug?: number}} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ port = 8000, host, debug = Number(process.env.DEBUG) || 0 } = {}) {
  const app = createApp({ debug });
  const server = createServer((request, response) => {
    try {
      handle(app, request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) send(response, 500, 'Server error');
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
