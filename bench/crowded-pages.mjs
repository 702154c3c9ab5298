/**
 * The pages of the crowded-page bench, served with no delay (what is
 * measured is the main thread's work per swap, not the network):
 *
 *   /swap?others=N  one `<paginator-numbers id="clicked" update="results">`
 *                   (model Article) beside N others, each bound to a model
 *                   of its own (M0…M{N-1}), none with `update`;
 *   /burst?n=N      N `<paginator-numbers>`, each bound to its own model and
 *                   filling its own region `r{i}`.
 *
 * Every Ajax answer is the region's HTML for the page asked, with a bare
 * record in `X-Paging` (filed under the model of the element that asked).
 */
import { record, rows } from './bench-server.mjs';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
const attr = (value) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">
<script type="module" src="/dist/paginator-elements.min.js"></script>
</head><body>
${body}
</body></html>`;

const others = (n) => Array.from({ length: n }, (_, i) => `<paginator-numbers paging='${attr(record(25, { model: `M${i}` }))}'></paginator-numbers>`).join('\n');

const swapPage = (n) => page(`swap beside ${n}`, `<paginator-numbers id="clicked" paging='${attr(record(1))}' update="results"></paginator-numbers>
<div id="results">${rows(1)}</div>
${others(n)}`);

const burstPage = (n) => page(`burst of ${n}`, Array.from({ length: n }, (_, i) => `<paginator-numbers paging='${attr(record(1, { model: `M${i}` }))}' update="r${i}"></paginator-numbers>
<div id="r${i}">${rows(1)}</div>`).join('\n'));

const count = (url, name) => Math.max(0, Math.min(5000, Number(url.searchParams.get(name)) || 0));
const pageOf = (url) => Math.min(50, Math.max(1, Number(url.searchParams.get('page')) || 1));

const answer = (url, request, whole) => (request.headers['x-requested-with'] === 'XMLHttpRequest'
  ? { headers: { ...HTML, 'X-Paging': JSON.stringify(record(pageOf(url)).Article) }, body: rows(pageOf(url)) }
  : { headers: HTML, body: whole() });

export const crowdedRoutes = {
  '/swap': (url, request) => answer(url, request, () => swapPage(count(url, 'others'))),
  '/burst': (url, request) => answer(url, request, () => burstPage(count(url, 'n'))),
};
