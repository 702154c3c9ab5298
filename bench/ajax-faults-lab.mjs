/**
 * The fault-injection lab of Ajax mode's "last click wins": the built drop-in
 * (dist/paginator-elements.min.js and its chunks) served by a Node `http`
 * server on 127.0.0.1 that holds its on-demand chunks back for a while (a
 * cold Ajax chunk arriving late), and answers each Ajax request as the click
 * that made it asks: late, out of order, as 500 or 404, by resetting the
 * connection, never (a timeout), with a malformed `X-Paging`, with a 5 MB
 * body, or as JSON.
 *
 * A run is a fresh browser context (nothing cached) on a page with
 * `<paginator-numbers update="region">`, a `<paginator-counter>` and a
 * server-rendered `a[data-update]` link (installAjaxLinks); its clicks are
 * made as soon as the pager has rendered, so the first ones happen while Ajax
 * mode is still arriving. {@link verdict} says what the run broke.
 *
 * Used by `npm run faults` (bench/ajax-faults.mjs: many random runs, a table)
 * and by test/node/ajax-loading-race.test.mjs (the issue's samples, and a
 * short random batch).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const DIST = new URL('../dist/', import.meta.url).pathname;

/** Pages of the record the lab serves: 50, 10 items a page. */
const PAGES = 50;

/** How each answer mode ends for the click: `load`, `error`, or `load` with an `error` on the record (`paging`). */
export const MODES = {
  ok: 'load',
  slow: 'load',
  huge: 'load',
  badpaging: 'load',
  500: 'error',
  404: 'error',
  reset: 'error',
  timeout: 'error',
  nonhtml: 'error',
};

/** The element's timeout in the lab (ms): a `timeout` answer never comes within it. */
export const ELEMENT_TIMEOUT = 1500;
/**
 * How long a run waits for its last click to end when that click is a `timeout` on the
 * server-rendered link, which has Ajax mode's default timeout (10 s), not the element's.
 */
const LINK_SETTLE_MS = 10_000 + 3000;

function record(page) {
  return {
    Article: {
      page, current: 10, count: PAGES * 10, prevPage: page > 1, nextPage: page < PAGES, pageCount: PAGES,
      defaults: { limit: 10 }, options: { page, limit: 10 },
    },
  };
}

const rows = (click, page) => `<ul class="rows" data-click="${click}" data-page="${page}"><li>Article ${(page - 1) * 10 + 1}</li></ul>`;

/** The URL of Ajax mode's history entries on a page loaded with `?history=1`: click `c`, page `page`, answered after `delay` ms. */
export const historyUrl = (c, page, delay = 0) => `/app?${new URLSearchParams({ page, c, m: 'ok', d: delay })}`;

/**
 * The page. With `history`, it starts on the second of two history entries
 * that Ajax mode pushed (click 91 on page 3, then click 92 on page 5), as a
 * reload of such an entry does, before the library is loaded. The second
 * entry's answer comes after 300 ms.
 */
const labPage = ({ history }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ajax faults</title>
${history ? `<script>
  const entry = (url) => ({ paginatorElements: { url: new URL(url, location.href).href, update: 'region', indicator: null, model: null } });
  history.replaceState(entry(${JSON.stringify(historyUrl(91, 3))}), '', ${JSON.stringify(historyUrl(91, 3))});
  history.pushState(entry(${JSON.stringify(historyUrl(92, 5, 300))}), '', ${JSON.stringify(historyUrl(92, 5, 300))});
</script>` : ''}
<script type="module" src="/dist/paginator-elements.min.js"></script>
<script type="module">
  import { installAjaxLinks } from '/dist/paginator-elements.min.js';
  installAjaxLinks();
</script>
</head><body>
<script type="application/json" id="paging">${JSON.stringify(record(1))}</script>
<paginator-numbers source="paging" update="region" modulus="20" timeout="${ELEMENT_TIMEOUT}"></paginator-numbers>
<paginator-counter source="paging"></paginator-counter>
<div id="region">${rows(0, 1)}</div>
<a id="server-link" href="/app" data-update="region">server link</a>
</body></html>`;

/**
 * Starts the lab's server. `chunkDelay()` gives the milliseconds each
 * on-demand chunk is held back, and `chunkStatus()` the HTTP status it is
 * then answered with (each asked once per chunk request; a status other
 * than 200 sends no code). Returns `{ origin, close() }`.
 */
export async function startLab({ chunkDelay = () => 0, chunkStatus = () => 200 } = {}) {
  const held = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname === '/app' && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(labPage({ history: url.searchParams.has('history') }));
    }
    if (url.pathname === '/app') return answer(url.searchParams, response, held);
    if (url.pathname.startsWith('/dist/')) {
      const file = url.pathname.slice('/dist/'.length);
      let body;
      try {
        if (file.includes('..')) throw new Error('outside dist');
        body = readFileSync(join(DIST, file));
      } catch {
        response.writeHead(404);
        return response.end();
      }
      const send = (status = 200) => {
        response.writeHead(status, { 'Content-Type': 'text/javascript; charset=utf-8' });
        response.end(status === 200 ? body : '');
      };
      if (!file.startsWith('dropin/')) return send();
      const status = chunkStatus();
      return later(chunkDelay(), () => send(status), held);
    }
    response.writeHead(404);
    return response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      for (const timer of held) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function later(ms, action, held) {
  const timer = setTimeout(() => {
    held.delete(timer);
    action();
  }, ms);
  held.add(timer);
}

/** Whether the last click of `clicks` is one the server never answers, made on the server-rendered link. */
function lastIsLinkTimeout(clicks) {
  const last = clicks[clicks.length - 1];
  return last?.mode === 'timeout' && last.via === 'link';
}

/** Answers one Ajax request as its query asks: `c` (click), `m` (mode), `d` (delay ms), `page`. */
function answer(query, response, held) {
  const click = Number(query.get('c'));
  const mode = query.get('m');
  const page = Number(query.get('page')) || 1;
  const delay = Number(query.get('d')) || 0;
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'X-Paging': JSON.stringify(record(page)) };
  const body = rows(click, page);
  const respond = {
    ok: () => (response.writeHead(200, html), response.end(body)),
    slow: () => (response.writeHead(200, html), response.end(body)),
    badpaging: () => (response.writeHead(200, { ...html, 'X-Paging': '{"Article": nope' }), response.end(body)),
    huge: () => {
      response.writeHead(200, html);
      response.end(body + `<p hidden>${'x'.repeat(5 * 1024 * 1024)}</p>`);
    },
    500: () => (response.writeHead(500, { 'Content-Type': 'text/html' }), response.end('<p>Server error</p>')),
    404: () => (response.writeHead(404, { 'Content-Type': 'text/html' }), response.end('<p>Not found</p>')),
    reset: () => response.socket?.destroy(),
    nonhtml: () => (response.writeHead(200, { 'Content-Type': 'application/json' }), response.end(JSON.stringify({ page }))),
    // Past the element's timeout: the element has given up by then. The server-rendered link has no
    // timeout of its own (Ajax mode's 10 s): Chromium retries the GET on a fresh connection after each
    // close, twice, so the link fails after about three closes (see LINK_SETTLE_MS).
    timeout: () => later(ELEMENT_TIMEOUT + 500, () => response.socket?.destroy(), held),
  }[mode];
  later(mode === 'slow' ? delay + 150 : delay, respond ?? (() => (response.writeHead(400), response.end())), held);
}

/**
 * Runs one schedule in a fresh context of `browser`: a list of clicks
 * `{ mode, delay, gap, via }` (`via`: `numbers`, the default, or `link`, the
 * server-rendered link), each made `gap` ms after the one before, the first
 * as soon as the pager has rendered. Returns what the page saw.
 */
export async function runSchedule(browser, origin, clicks) {
  const context = await browser.newContext();
  try {
    const tab = await openLab(context, origin);
    return await tab.evaluate(async ({ clicks, settleMs }) => {
      const numbers = document.querySelector('paginator-numbers');
      const region = document.getElementById('region');
      const link = document.getElementById('server-link');
      const t0 = performance.now();
      const now = () => performance.now() - t0;
      const clickOf = (url) => Number(new URL(url).searchParams.get('c'));
      const events = [];
      for (const type of ['paginator-load', 'paginator-error']) {
        document.addEventListener(type, ({ detail }) => events.push({ type, click: clickOf(detail.url), error: detail.error ?? null, at: now() }));
      }
      const swaps = [];
      new MutationObserver(() => swaps.push({ click: Number(region.firstElementChild?.dataset.click ?? -1), at: now() }))
        .observe(region, { childList: true });
      const made = [];
      for (const [index, { mode, delay, gap, via, page }] of clicks.entries()) {
        if (index) await new Promise((resolve) => setTimeout(resolve, gap));
        const c = index + 1;
        const query = { c, m: mode, d: delay };
        let target;
        if (via === 'link') {
          link.setAttribute('href', `/app?${new URLSearchParams({ page, ...query })}`);
          target = link;
        } else {
          numbers.url = { '?': query };
          await numbers.updateComplete;
          const links = [...numbers.shadowRoot.querySelectorAll('a[href]')].filter((a) => /^\d+$/.test(a.textContent.trim()));
          target = links.find((a) => a.textContent.trim() === String(page)) ?? links[c % links.length];
        }
        made.push({ click: c, content: Number(region.firstElementChild?.dataset.click ?? -1), at: now() });
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 }));
      }
      const last = made.length;
      const deadline = now() + settleMs;
      while (now() < deadline && !events.some((event) => event.click === last && event.error !== 'paging')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Past every answer's time: a stale one would have landed by now.
      await new Promise((resolve) => setTimeout(resolve, 900));
      return {
        made, events, swaps,
        final: Number(region.firstElementChild?.dataset.click ?? -1),
        finalPage: Number(region.firstElementChild?.dataset.page ?? -1),
        counter: document.querySelector('paginator-counter').shadowRoot.textContent.trim(),
        busy: region.hasAttribute('aria-busy'),
      };
    }, { clicks, settleMs: lastIsLinkTimeout(clicks) ? LINK_SETTLE_MS : ELEMENT_TIMEOUT + 3000 });
  } finally {
    await context.close();
  }
}

/** A new page of `context` on the lab's page (`query`: its query string), once the pager has rendered. */
export async function openLab(context, origin, query = '') {
  const tab = await context.newPage();
  await tab.goto(`${origin}/app${query}`);
  await tab.waitForFunction(() => document.querySelector('paginator-numbers')?.shadowRoot?.querySelector('[part="current"]'));
  return tab;
}

/** The faults a run shows, by name (an empty list for a clean run). */
export function verdict(clicks, seen) {
  const faults = [];
  const last = clicks.length;
  const lastMode = clicks[last - 1].mode;
  const lastAt = seen.made[last - 1].at;
  const terminal = (click) => seen.events.filter((event) => event.click === click && event.error !== 'paging');
  if (seen.swaps.some((swap) => swap.click !== last && swap.at > lastAt)) faults.push('an older click\'s answer landed after the last click');
  if (MODES[lastMode] === 'load' && seen.final !== last) faults.push('the region does not end on the last click\'s answer');
  if (MODES[lastMode] === 'error' && seen.final !== seen.made[last - 1].content) faults.push('a failure lost the content that was there');
  const ends = terminal(last);
  if (ends.length === 0) faults.push('the last click never loaded and never failed');
  if (MODES[lastMode] === 'error' && !ends.some((event) => event.type === 'paginator-error')) faults.push('a failed last click fired no paginator-error');
  if (clicks.some((_, index) => terminal(index + 1).length > 1)) faults.push('a click ended more than once');
  if (seen.events.some((event) => event.click !== last && event.at > lastAt)) faults.push('an older click reported after the last click');
  if (seen.busy) faults.push('the region stayed busy');
  // A malformed X-Paging is refused (the content still lands): the counter keeps its page then.
  if (MODES[lastMode] === 'load' && lastMode !== 'badpaging' && seen.final === last && !seen.counter.startsWith(`${seen.finalPage} `)) faults.push('the counter does not show the region\'s page');
  return faults;
}

/** A random schedule of 1–5 clicks from `random()` (a [0, 1) source). */
export function randomSchedule(random) {
  const modes = Object.keys(MODES);
  const count = 1 + Math.floor(random() * 5);
  return Array.from({ length: count }, () => ({
    mode: modes[Math.floor(random() * modes.length)],
    delay: Math.floor(random() * 120),
    gap: Math.floor(random() * 40),
    page: 2 + Math.floor(random() * 20),
    via: random() < 0.2 ? 'link' : 'numbers',
  }));
}

/** A small seeded generator (mulberry32), so a run can be repeated. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
