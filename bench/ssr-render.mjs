/**
 * `npm run bench -- --only ssr` (also `node bench/ssr-render.mjs`): the server's time to write a page's pagers
 * through Lit SSR (paginator-elements/ssr, each element with its declarative shadow root) against the core's
 * markup for the same pagers (paginator-elements/core, light DOM). Figures, never a pass/fail.
 *
 * The pagers are the article list's (demo/ssr-pager.mjs, what /articles/index writes): the counter, first,
 * previous, the window of pages and its compact form, next, last, the page-size and jump forms; the core's side
 * writes the same controls with the helper's operations (counter(), first(), prev(), numbers(), next(), last(),
 * limitControl(), jumpForm()). Each round writes `PAGES` pages on each side, in alternating order, each page a
 * record of its own (pages 1 to 5,000 of 100,000 articles), and takes the CPU time per page; medians over the rounds,
 * the ratio of the medians and the median of the rounds' own ratios. One process, after a warm-up of each side.
 */
import { cpuUsage } from 'node:process';
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { jumpForm, limitControl, PaginatorHelper } from '../dist/core.js';
import { articlePager, ARTICLE_COUNTER } from '../demo/ssr-pager.mjs';
import { median } from './paired.mjs';

const PAGES = 200;
const LIMIT = 20;
const COUNT = 100_000;

/** The record of `page`, as paginate() gives it. */
function records(page) {
  const pageCount = COUNT / LIMIT;
  return {
    Article: {
      page, pageCount, count: COUNT, current: LIMIT, prevPage: page > 1, nextPage: page < pageCount,
      options: { page, limit: LIMIT }, defaults: { limit: LIMIT },
    },
  };
}

/** The same controls as the core's markup. */
function coreMarkup(here, paging) {
  const paginator = new PaginatorHelper({ params: { paging }, here });
  return [
    paginator.counter({ format: ARTICLE_COUNTER }),
    paginator.first('« first'),
    paginator.prev('‹ previous', { rel: 'prev' }, '‹ previous'),
    paginator.numbers({ modulus: 6, first: 1, last: 1 }),
    paginator.next('next ›', { rel: 'next' }, 'next ›'),
    paginator.last('last »'),
    limitControl(paginator),
    jumpForm(paginator),
  ].join('\n');
}

/** Lit SSR's pagers for the same page. */
function litMarkup(here, paging) {
  const { counter, row, forms } = articlePager(here, paging);
  return counter + row + forms;
}

/** CPU µs a page of `write` over `PAGES` records, and the last page's markup. */
function round(write, offset) {
  let markup = '';
  const start = cpuUsage();
  for (let i = 0; i < PAGES; i++) markup = write('/articles/index', records(1 + ((offset + i * 25) % 5000)));
  const spent = cpuUsage(start);
  return { micros: (spent.user + spent.system) / PAGES, markup };
}

/** Runs the bench and prints its table; `rounds` pairs. */
export function benchSsrRender({ rounds = 15 } = {}) {
  console.log(`\nServer render of a page's pagers: Lit SSR against the core's markup (${PAGES} pages a round, ${rounds} rounds; load ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${availableParallelism()} cores)`);
  for (let i = 0; i < 3; i++) {
    round(litMarkup, i);
    round(coreMarkup, i);
  }
  const lit = [];
  const core = [];
  const markup = {};
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? [[core, coreMarkup], [lit, litMarkup]] : [[lit, litMarkup], [core, coreMarkup]];
    for (const [into, write] of order) {
      const measured = round(write, i * 7);
      into.push(measured.micros);
      markup[write === litMarkup ? 'lit' : 'core'] = measured.markup;
    }
  }
  console.table([{
    'Lit SSR µs/page': Number(median(lit).toFixed(1)),
    'core µs/page': Number(median(core).toFixed(1)),
    'Lit SSR/core': Number((median(lit) / median(core)).toFixed(2)),
    'paired ratios, median': Number(median(lit.map((value, i) => value / core[i])).toFixed(2)),
    'Lit SSR bytes (gzip)': `${markup.lit.length} (${gzipSync(markup.lit).length})`,
    'core bytes (gzip)': `${markup.core.length} (${gzipSync(markup.core).length})`,
  }]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--rounds');
  benchSsrRender({ rounds: at > 0 ? Number(process.argv[at + 1]) : 15 });
}
