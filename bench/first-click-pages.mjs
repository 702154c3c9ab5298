/**
 * The two pages of the first-click bench and their answers: one pager of
 * 50 pages above a `#results` region, made with our drop-in
 * (`<paginator-numbers update="results">`) and with htmx 2 (server-rendered
 * links with `hx-get`, the region as `hx-target`). Both regions receive the
 * same HTML for page N ({@link rows}). Ours reads the new record from
 * `X-Paging`; htmx, which has no record, gets the new pager as an
 * out-of-band swap in the same answer, which is how an htmx page keeps its
 * pager current.
 *
 * Each page carries the same probe (an inline script before anything else):
 * it notes when the pager is ready, every trusted click's time, and when the
 * region first shows each page, all in performance.now() (navigation start
 * is 0).
 */
import { record, rows } from './bench-server.mjs';

const PAGES = 50;

const PROBE = `<script>
  const bench = window.__bench = { ready: null, clicks: [], shown: {} };
  addEventListener('click', (event) => event.isTrusted && bench.clicks.push(event.timeStamp), true);
  document.addEventListener('DOMContentLoaded', () => {
    const region = document.getElementById('results');
    new MutationObserver(() => {
      const page = region.querySelector('[data-page]')?.dataset.page;
      if (page && !(page in bench.shown)) bench.shown[page] = performance.now();
    }).observe(region, { childList: true, subtree: true });
  });
</script>`;

// Ours is ready when the element has rendered its links (its first update done, a link in its shadow root).
const OURS_READY = `<script>
  customElements.whenDefined('paginator-numbers').then(async () => {
    const pager = document.querySelector('paginator-numbers');
    await pager.updateComplete;
    const done = () => pager.shadowRoot?.querySelector('a[href]') && (window.__bench.ready ??= performance.now());
    if (!done()) new MutationObserver(done).observe(pager.shadowRoot ?? pager, { childList: true, subtree: true });
  });
</script>`;

// htmx is ready when it has processed the pager's last link (htmx:afterProcessNode), which is when a click on it is taken.
const HTMX_READY = `<script>
  document.addEventListener('htmx:afterProcessNode', (event) => {
    if (event.target.closest?.('#pager') && event.target.matches('a:last-child')) window.__bench.ready ??= performance.now();
  });
</script>`;

const head = (title, scripts) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">
${PROBE}
${scripts}
</head>`;

/** Page 1 with our drop-in. */
export const oursPage = () => `${head('ours', `${OURS_READY}\n<script type="module" src="/dist/paginator-elements.min.js"></script>`)}
<body>
<script type="application/json" id="paging">${JSON.stringify(record(1, { pageCount: PAGES }))}</script>
<paginator-numbers source="paging" update="results"></paginator-numbers>
<div id="results">${rows(1)}</div>
</body></html>`;

/** htmx's pager for `page`: the window of nine pages our element also shows (modulus 8). */
function htmxPager(page, oob = false) {
  const start = Math.max(1, Math.min(page - 4, PAGES - 8));
  const links = Array.from({ length: 9 }, (_, i) => start + i)
    .map((n) => (n === page ? `<span class="current" aria-current="page">${n}</span>` : `<a href="/htmx?page=${n}" hx-get="/htmx?page=${n}">${n}</a>`));
  return `<nav id="pager" aria-label="Pagination" hx-target="#results"${oob ? ' hx-swap-oob="true"' : ''}>${links.join(' ')}</nav>`;
}

/** Page 1 with htmx 2, loaded as its documentation says (a classic script in the head). */
export const htmxPage = () => `${head('htmx', `${HTMX_READY}\n<script src="/htmx.min.js"></script>`)}
<body>
${htmxPager(1)}
<div id="results">${rows(1)}</div>
</body></html>`;

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
const pageOf = (url) => Math.min(PAGES, Math.max(1, Number(url.searchParams.get('page')) || 1));

/** The routes of both pages: the whole page without the library's request header, the region's HTML with it. */
export const firstClickRoutes = {
  '/ours': (url, request) => (request.headers['x-requested-with'] === 'XMLHttpRequest'
    ? { headers: { ...HTML, 'X-Paging': JSON.stringify(record(pageOf(url), { pageCount: PAGES })) }, body: rows(pageOf(url)) }
    : { headers: HTML, body: oursPage() }),
  '/htmx': (url, request) => (request.headers['hx-request'] === 'true'
    ? { headers: HTML, body: rows(pageOf(url)) + htmxPager(pageOf(url), true) }
    : { headers: HTML, body: htmxPage() }),
};
