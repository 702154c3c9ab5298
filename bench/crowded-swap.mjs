/**
 * What one Ajax swap costs on a crowded page against a small one, and what
 * becomes of 1,000 simultaneous Ajax clicks (bench/crowded-pages.mjs has the
 * pages; no network delay: the figures are the main thread's).
 *
 *   swap   on a page with the clicked element and N others (each bound to a
 *          model of its own), from the click on "2" or "3" until
 *          `paginator-load` has fired and the clicked element's
 *          updateComplete has resolved (script), and until the frame after
 *          that (style, layout, paint and any observer they wake). Ajax mode
 *          is loaded by one untimed swap first; then `swaps` timed swaps,
 *          their median. Crowded (1,000 others) and small (2 others) in
 *          paired rounds, alternating order, a fresh context each.
 *   burst  N elements with a region each, all clicked in one task: how many
 *          `paginator-load` and `paginator-error` (by cause) arrive before
 *          every request has ended or the wait has run out; a load counts as landed when it came within
 *          the default timeout of the click.
 */
import { crowdedRoutes } from './crowded-pages.mjs';
import { startBenchServer } from './bench-server.mjs';
import { pairedTable } from './paired.mjs';

const TARGET = 1.2;
/** The element's default Ajax timeout (ms): a click counts as landed when its swap came within it. */
const TIMEOUT = 10_000;

/** Runs both measurements with `browser` and prints them. Returns the raw results. */
export async function benchCrowdedSwap(browser, { rounds = 7, crowd = 1000, small = 2, swaps = 5, burst = 1000 } = {}) {
  const server = await startBenchServer({ routes: crowdedRoutes });
  const results = { crowded: [], small: [], burst: null };
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['small', 'crowded'] : ['crowded', 'small'];
      for (const name of order) results[name].push(await inPage(browser, `${server.origin}/swap?others=${name === 'crowded' ? crowd : small}`, swapsIn, { swaps }));
    }
    results.burst = await inPage(browser, `${server.origin}/burst?n=${burst}`, burstIn, { wait: 120_000, timeout: TIMEOUT });
  } finally {
    await server.close();
  }
  report(results, { rounds, crowd, small, swaps, burst });
  return results;
}

/** Opens `url` in a fresh context once every paginator element has rendered, and runs `fn(arg)` there. */
async function inPage(browser, url, fn, arg) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await tab.evaluate(async () => {
      await customElements.whenDefined('paginator-numbers');
      await Promise.all([...document.querySelectorAll('paginator-numbers')].map((el) => el.updateComplete));
    });
    return await tab.evaluate(fn, arg);
  } finally {
    await context.close();
  }
}

// In the page. Synthetic clicks as the fault lab makes them: a plain primary click, composed out of the shadow root.
async function swapsIn({ swaps }) {
  const el = document.getElementById('clicked');
  const click = (n) => [...el.shadowRoot.querySelectorAll('a[href]')].find((a) => a.textContent.trim() === String(n))
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 }));
  const one = async (n) => {
    const ended = new Promise((resolve) => {
      const done = (event) => {
        if (event.detail.update !== 'results') return;
        document.removeEventListener('paginator-load', done);
        document.removeEventListener('paginator-error', done);
        resolve(event);
      };
      document.addEventListener('paginator-load', done);
      document.addEventListener('paginator-error', done);
    });
    const start = performance.now();
    click(n);
    const event = await ended;
    if (event.type === 'paginator-error') throw new Error(`swap to ${n} failed: ${event.detail.error}`);
    await el.updateComplete;
    const script = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const frame = performance.now() - start;
    if (document.querySelector('#results [data-page]')?.dataset.page !== String(n)) throw new Error(`the region does not show page ${n}`);
    return { script, frame };
  };
  await one(2);
  const times = [];
  for (let i = 0; i < swaps; i++) times.push(await one(i % 2 ? 2 : 3));
  const mid = (key) => times.map((t) => t[key]).sort((a, b) => a - b)[swaps >> 1];
  return { script: mid('script'), frame: mid('frame') };
}

async function burstIn({ wait, timeout }) {
  const els = [...document.querySelectorAll('paginator-numbers')];
  const ended = new Map();
  let start = 0;
  const note = (event) => ended.has(event.detail.update) || ended.set(event.detail.update, {
    type: event.type, error: event.detail.error ?? null, at: performance.now() - start,
  });
  document.addEventListener('paginator-load', note);
  document.addEventListener('paginator-error', note);
  const links = els.map((el) => [...el.shadowRoot.querySelectorAll('a[href]')].find((a) => a.textContent.trim() === '2'));
  start = performance.now();
  for (const link of links) link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 }));
  const clicked = performance.now() - start;
  while (ended.size < els.length && performance.now() - start < wait) await new Promise((resolve) => setTimeout(resolve, 50));
  const ends = [...ended.values()];
  const loads = ends.filter((end) => end.type === 'paginator-load');
  const errors = {};
  for (const end of ends) if (end.type === 'paginator-error') errors[end.error] = (errors[end.error] ?? 0) + 1;
  const shown = document.querySelectorAll('[id^="r"] > [data-page="2"]').length;
  return {
    clicks: els.length, clicked, landed: loads.filter((end) => end.at <= timeout).length, later: loads.filter((end) => end.at > timeout).length,
    errors, unended: els.length - ends.length, shown,
    lastLoad: Math.max(0, ...loads.map((end) => end.at)), firstLoad: Math.min(...loads.map((end) => end.at)),
  };
}

function report(results, { rounds, crowd, small, swaps, burst }) {
  const names = [`beside ${crowd}`, `beside ${small}`];
  const rows = [['swap, script', 'script'], ['swap, to next frame', 'frame']]
    .map(([label, key]) => pairedTable(label, results.crowded.map((r) => r[key]), results.small.map((r) => r[key]), names));
  console.log(`\nAjax swap on a crowded page: the clicked <paginator-numbers> beside ${crowd} others (a model each) against beside ${small}; `
    + `median of ${swaps} swaps a page, medians of ${rounds} paired rounds, alternating order, no network delay`);
  console.table(rows);
  const ratio = rows[0][`${names[0]}/${names[1]}`];
  console.log(`swap on a crowded page: ${ratio}× the small page's time, target ≤ ${TARGET}×: ${ratio <= TARGET ? 'within target' : 'OVER target'}`);
  const b = results.burst;
  const failed = Object.entries(b.errors).map(([cause, n]) => `${n} ${cause}`).join(', ') || 'none';
  console.log(`${b.clicks.toLocaleString('en')} simultaneous Ajax clicks (one region each, clicked in ${b.clicked.toFixed(0)} ms): `
    + `${b.landed} of ${burst} landed within ${TIMEOUT / 1000} s of the click, ${b.later} later (first after ${(b.firstLoad / 1000).toFixed(2)} s, `
    + `last after ${(b.lastLoad / 1000).toFixed(2)} s); failed: ${failed}; never ended: ${b.unended}; regions showing page 2: ${b.shown}`);
}
