/**
 * First click and load-to-ready against htmx 2 at a given latency, empty
 * cache (bench/first-click-pages.mjs has the pages). A round visits both
 * pages, each in a fresh browser context, in alternating order:
 *
 *   load-to-ready  navigation start until the pager takes clicks (ours: the
 *                  element has rendered its links; htmx: it has processed
 *                  the pager's links);
 *   first click    a real mouse click on "2" (Playwright, trusted input)
 *                  `think` ms after the page's load event and readiness,
 *                  until the region shows page 2 (the click event's
 *                  timeStamp to the MutationObserver that sees it);
 *   second click   likewise on "3", `think` ms after the pager shows page 2.
 *
 * Requests are counted per phase from the context (every request the page
 * made, the page itself included). The resource timings of the first click
 * are kept, so the report can say what that click waited for.
 */
import { firstClickRoutes } from './first-click-pages.mjs';
import { startBenchServer } from './bench-server.mjs';
import { median, pairedTable } from './paired.mjs';

const NAMES = ['ours', 'htmx'];
const TARGET = 1.0;

/** Runs the rounds with `browser` and prints the tables. Returns the raw results. */
export async function benchFirstClick(browser, { rounds = 7, delay = 40, think = 500 } = {}) {
  const server = await startBenchServer({ delay, routes: firstClickRoutes });
  const results = { ours: [], htmx: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const name of round % 2 ? [...NAMES].reverse() : NAMES) results[name].push(await visit(browser, server.origin, name, think));
    }
  } finally {
    await server.close();
  }
  report(results, { rounds, delay, think });
  return results;
}

async function visit(browser, origin, name, think) {
  const context = await browser.newContext();
  const requests = { load: 0, first: 0, second: 0 };
  let phase = 'load';
  context.on('request', () => requests[phase]++);
  try {
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${origin}/${name}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 15_000 });
    await tab.waitForTimeout(think);
    phase = 'first';
    await click(tab, name, 2);
    await tab.waitForTimeout(think);
    phase = 'second';
    await click(tab, name, 3);
    if (errors.length) throw new Error(`${name}: ${errors.join('; ')}`);
    const seen = await tab.evaluate(() => ({
      ...window.__bench,
      document: performance.getEntriesByType('navigation')[0].responseEnd,
      parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname + new URL(entry.name).search, type: entry.initiatorType,
        start: entry.startTime, end: entry.responseEnd,
      })),
    }));
    const [first, second] = seen.clicks;
    return {
      ready: seen.ready, first: seen.shown[2] - first, second: seen.shown[3] - second, requests,
      // What the page waited for before it was ready: the document, then each response that began before.
      loading: [{ path: `/${name}`, type: 'document', start: 0, end: seen.document }, { path: '(DOMContentLoaded)', type: '', start: seen.parsed, end: seen.parsed },
        ...seen.resources.filter((entry) => entry.start < seen.ready)],
      // What the first click waited for: every response still to come when it was made, until the second click.
      waterfall: seen.resources.filter((entry) => entry.end > first && entry.start < second)
        .map((entry) => ({ ...entry, start: entry.start - first, end: entry.end - first })),
    };
  } finally {
    await context.close();
  }
}

/** Clicks page `n` on the pager and waits until the region shows it and the pager marks it current. */
async function click(tab, name, n) {
  const pager = name === 'ours' ? tab.locator('paginator-numbers') : tab.locator('#pager');
  await pager.locator('a').filter({ hasText: new RegExp(`^\\s*${n}\\s*$`) }).click();
  await tab.waitForFunction((page) => {
    const current = (document.querySelector('paginator-numbers')?.shadowRoot ?? document).querySelector('[aria-current="page"]');
    return page in window.__bench.shown && current?.textContent.trim() === String(page);
  }, String(n), { timeout: 15_000 });
}

function report(results, { rounds, delay, think }) {
  const rows = [
    ['load-to-ready', 'ready'],
    ['first click', 'first'],
    ['second click', 'second'],
  ].map(([label, key]) => pairedTable(label, results.ours.map((r) => r[key]), results.htmx.map((r) => r[key]), ['ours', 'htmx']));
  console.log(`\nFirst click against htmx 2: ${delay} ms on every response (server-side), empty cache (a fresh context a visit), `
    + `clicks ${think} ms after ready; medians of ${rounds} paired rounds, alternating order`);
  console.table(rows);
  const count = (name, phase) => median(results[name].map((r) => r.requests[phase]));
  for (const name of NAMES) {
    console.log(`requests, ${name}: page load ${count(name, 'load')}, first click ${count(name, 'first')}, second click ${count(name, 'second')}`);
  }
  for (const row of rows.slice(0, 2)) {
    const ratio = row['ours/htmx'];
    console.log(`${row.case}: ours takes ${ratio}× htmx 2's time, target ≤ ${TARGET}×: ${ratio <= TARGET ? 'within target' : 'OVER target'}`);
  }
  // The waterfalls of the median rounds: what readiness and the first click waited for.
  for (const name of NAMES) {
    const atReady = typical(results[name], 'ready');
    console.log(`what ${name}'s page load waited for (median round, ready at ${atReady.ready.toFixed(0)} ms; ms after navigation start):`);
    waterfall(atReady.loading);
  }
  for (const name of NAMES) {
    const atFirst = typical(results[name], 'first');
    console.log(`what ${name}'s first click waited for (median round, ${atFirst.first.toFixed(0)} ms; ms after the click):`);
    waterfall(atFirst.waterfall);
  }
}

const typical = (visits, key) => [...visits].sort((a, b) => a[key] - b[key])[visits.length >> 1];

function waterfall(entries) {
  for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
    console.log(`  ${entry.start.toFixed(0).padStart(5)} → ${entry.end.toFixed(0).padStart(5)}  ${entry.type.padEnd(14)} ${entry.path}`);
  }
}
