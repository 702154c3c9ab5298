// `npm run bench`: figures and ratios, never a pass/fail (it exits non-zero
// only when it cannot run).
//
// 1. Node: how long the core's numbers() takes, windowed over page counts
//    from 10 to 10^12 (the time must not grow with the page count) and
//    unwindowed up to the maxLinks limit, from the built core in dist/.
//    Targets: windowed (modulus 8, first 2, last 2) ≤ 25 µs a call;
//    unwindowed over 10,000 pages ≤ 15 ms a call.
// 2. Chromium: 1,000 <paginator-numbers modulus="8" first="2" last="2"> in
//    one page (shadow DOM), each given its own paging record as an object
//    (Article, page 25 of 50, limit 10), against a floor: a minimal LitElement
//    writing the same DOM with lit-html (bench/floor-numbers.js: the same
//    parts, "Page n" labels, hidden separators and ellipses, the host named
//    alike; the two serialised shadow roots are compared once before anything
//    is timed, and the bench fails when they differ). Timed in
//    the page with performance.now(), script time only (no forced layout):
//      create     from creating the 1,000 elements (attributes, `paging`),
//                 through appending them to the document, until every
//                 updateComplete has resolved;
//      re-render  from setting every element's `paging` to the next page's
//                 record (26, 25, 26...) until every updateComplete has
//                 resolved (median of 3 passes in a page).
//    21 rounds (`--rounds`), each one element page and one floor page, in
//    alternating order; medians over the rounds and the ratio element/floor.
//    (Seven rounds read the same element anywhere from 1.27x to 1.83x on a
//    quiet two-core machine: too few for a ratio this close to its target.)
//    Targets: re-render ≤ 1.5× the floor, create ≤ 1.0×.
//    Both are bundled from source with esbuild (as scripts/size.mjs does)
//    into node_modules/.cache/bench, served on 127.0.0.1 and driven with
//    playwright-core in the Chromium scripts/ensure.mjs finds.
// 3. Databases (scripts/bench-sql.mjs): 1,000,000 rows on SQLite and on
//    PostgreSQL, page 1 against page 50,000 by offset and by keyset, counted
//    against countless, and the demo server under load (autocannon).
// 3b. The demo's server-rendered pages against a floor that writes the same
//    bytes by hand (scripts/bench-server.mjs), paired, on SQLite and
//    PostgreSQL: page 1, 2,500, 4,999, a sorted page, a cursor page.
//    Targets floor/ours: page 1 ≤ 1.5×, deep pages ≤ 1.2×.
// 3c. A page's pagers written on a server (bench/ssr-render.mjs): the
//    article list's counter, row and forms through Lit SSR (paginator-
//    elements/ssr, declarative shadow DOM) against the same controls as the
//    core's markup; CPU µs a page, medians over paired rounds. No target.
// 4. First click and load-to-ready against htmx 2 at 40 ms on every
//    response, empty cache (bench/first-click.mjs). Targets: both ≤ 1.0×.
// 5. An Ajax swap on a page with 1,000 other paginators against one with two
//    (target ≤ 1.2×), and 1,000 simultaneous Ajax clicks on one page
//    (bench/crowded-swap.mjs).
//
// `npm run bench -- --only first-click,crowded` runs the sections named
// (core, render, sql, ssr, server, first-click, crowded); `--rounds N` sets the
// paired rounds of sections 2 (default 21), 4 and 5 (default 7) and of the
// server section (default 5); `--element PATH` measures, in section 2, another copy of the
// element's source (an earlier commit's, unpacked under the project) against
// the same floor.

import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_ARGS, UNTHROTTLED_ARGS } from './chromium-args.mjs';
import { ensureBuild, ensureDependencies, fail, findChromium, root } from './ensure.mjs';

/** The element measured: the library source entry (esbuild compiles it with tsconfig.json). */
const ELEMENT_ENTRY = 'src/components/paginator-numbers/paginator-numbers.ts';
/** The floor it is compared with. */
const FLOOR_ENTRY = 'bench/floor-numbers.js';
/** Re-render target: the element's median at most this many times the floor's. */
const RERENDER_TARGET = 1.5;
/** Create target: the element's median at most the floor's. */
const CREATE_TARGET = 1.0;
const ELEMENTS = 1000;
const ROUNDS = 7;
const RENDER_ROUNDS = 21;
const PASSES = 3;

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const only = option('only')?.split(',');
const wants = (section) => !only || only.includes(section);
const pairedRounds = Number(option('rounds') ?? ROUNDS);
/** The element of the render section: `--element PATH` measures another copy of its source (an earlier commit's, under the project) against the same floor. */
const elementEntry = option('element') ?? ELEMENT_ENTRY;
/** Rounds of the render section: `--rounds` too. */
const renderRounds = Number(option('rounds') ?? RENDER_ROUNDS);

await ensureDependencies();
await ensureBuild();
const { PaginatorHelper, memoryEnvironment } = await import('../dist/core.js');

function helper(pageCount) {
  const page = Math.max(1, Math.floor(pageCount / 2));
  return new PaginatorHelper({
    env: memoryEnvironment(),
    here: '/articles',
    params: {
      paging: {
        Article: {
          page, pageCount, count: pageCount * 20, current: 20, prevPage: page > 1, nextPage: page < pageCount,
          defaults: { limit: 20 }, options: { page, limit: 20, sort: 'title' },
        },
      },
    },
  });
}

/** Microseconds per call: the median of several timed batches after a warm-up. */
function measure(fn, batch) {
  for (let i = 0; i < batch; i++) fn();
  const samples = [];
  for (let round = 0; round < 7; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return samples.sort((a, b) => a - b)[3];
}

const verdict = (value, target) => (value <= target ? 'within target' : 'OVER target');
if (wants('core')) {
  const rows = [];
  for (const pageCount of [10, 1e3, 1e6, 1e9, 1e12]) {
    const paginator = helper(pageCount);
    rows.push({ case: `numbers() modulus 8, first 2, last 2`, pageCount, 'µs/call': measure(() => paginator.numbers({ first: 2, last: 2 }), 2000) });
  }
  for (const pageCount of [100, 1000, 10_000]) {
    const paginator = helper(pageCount);
    rows.push({ case: 'numbers() unwindowed', pageCount, 'µs/call': measure(() => paginator.numbers({ modulus: 0 }), pageCount >= 10_000 ? 5 : 50) });
  }
  const counter = helper(1e12);
  rows.push({ case: "counter('range')", pageCount: 1e12, 'µs/call': measure(() => counter.counter('range'), 20000) });

  console.table(rows.map((row) => ({ ...row, 'µs/call': Number(row['µs/call'].toFixed(2)) })));
  // 10 pages fit in one window with no first/last runs, so the fair baseline
  // for the same amount of output is 1,000 pages.
  const windowed = rows.filter((row) => row.case.includes('modulus'));
  const ratio = windowed.at(-1)['µs/call'] / windowed[1]['µs/call'];
  console.log(`windowed numbers(): 10^12 pages take ${ratio.toFixed(2)}× the time of 1,000 pages (same window)`);

  const worstWindowed = Math.max(...windowed.map((row) => row['µs/call']));
  console.log(`windowed numbers() (modulus 8, first 2, last 2): ${worstWindowed.toFixed(2)} µs a call at worst (10 to 10^12 pages), target ≤ 25 µs: ${verdict(worstWindowed, 25)}`);
  const unwindowed = rows.find((row) => row.case === 'numbers() unwindowed' && row.pageCount === 10_000)['µs/call'] / 1000;
  console.log(`unwindowed numbers() over 10,000 pages: ${unwindowed.toFixed(2)} ms a call, target ≤ 15 ms: ${verdict(unwindowed, 15)}`);
}

if (wants('render')) {
  // ---------------------------------------------------------------------------
  // Chromium: <paginator-numbers> against the floor.

  const { build } = await import('esbuild');
  const { chromium } = await import('playwright-core');

  const scratch = join(root, 'node_modules', '.cache', 'bench');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // One bundle a page, minified, Lit's production build, split as a page's bundler would.
  await build({
    entryPoints: { element: join(root, elementEntry), floor: join(root, FLOOR_ENTRY) },
    bundle: true, minify: true, format: 'esm', splitting: true, target: 'es2021', outdir: scratch,
    conditions: ['production'], tsconfig: join(root, 'tsconfig.json'), logLevel: 'warning', absWorkingDir: root,
  }).catch((error) => fail(`The benchmark pages could not be bundled (${error.message.split('\n')[0]}).`));
  for (const name of ['element', 'floor']) {
    // Both pages stand at the same address, so that the links each writes (from the page's own path) are the same.
    writeFileSync(join(scratch, `${name}.html`), `<!doctype html><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"><script>history.replaceState(null, '', '/articles')</script><script type="module" src="/${name}.js"></script>\n`);
  }

  // Cross-origin isolated (COOP + COEP), so performance.now() has its finest resolution.
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    let body;
    try {
      if (!/^\/[\w.-]+$/.test(path)) throw new Error('not found');
      body = readFileSync(join(scratch, path.slice(1)));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp',
    }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  /**
   * Runs in the page: a warm-up (100 elements created and re-rendered twice,
   * then removed), then the measured create of `count` elements and `passes`
   * re-renders of them. Each element gets its own record object, built before
   * the clock starts; the garbage collector runs before each timing. The clock
   * stops when every updateComplete has resolved: Lit updates in microtasks,
   * so the timed span is one task with no style, layout or paint in it.
   */
  async function pageBench({ tag, count, passes, check }) {
    const record = (page) => ({
      Article: { page, pageCount: 50, count: 500, current: 10, prevPage: true, nextPage: true, defaults: { limit: 10 }, options: { page, limit: 10 } },
    });
    const before = async () => {
      globalThis.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const create = async (n) => {
      const records = Array.from({ length: n }, () => record(25));
      const host = document.createElement('div');
      const els = [];
      await before();
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        const el = document.createElement(tag);
        el.setAttribute('modulus', '8');
        el.setAttribute('first', '2');
        el.setAttribute('last', '2');
        el.paging = records[i];
        host.append(el);
        els.push(el);
      }
      document.body.append(host);
      await Promise.all(els.map((el) => el.updateComplete));
      return { ms: performance.now() - start, host, els };
    };
    const rerender = async (els, page) => {
      const records = els.map(() => record(page));
      await before();
      const start = performance.now();
      for (let i = 0; i < els.length; i++) els[i].paging = records[i];
      await Promise.all(els.map((el) => el.updateComplete));
      return performance.now() - start;
    };
    await customElements.whenDefined(tag);
    const warm = await create(100);
    await rerender(warm.els, 26);
    await rerender(warm.els, 25);
    warm.host.remove();

    const made = await create(count);
    const rerenders = [];
    for (let pass = 0; pass < passes; pass++) rerenders.push(await rerender(made.els, pass % 2 ? 25 : 26));
    let shape = null;
    if (check) {
      // What one element writes: its host's name and its shadow root, serialised (Lit's comment markers left out).
      const el = made.els[0];
      const shadow = el.shadowRoot;
      const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      shape = {
        links: shadow.querySelectorAll('a').length, elements: 0, texts: 0,
        dom: `role=${el.getAttribute('role')} aria-label=${el.getAttribute('aria-label')} ${shadow.innerHTML.replace(/<!--[^]*?-->/g, '')}`,
      };
      while (walker.nextNode()) shape[walker.currentNode.nodeType === Node.TEXT_NODE ? 'texts' : 'elements']++;
    }
    made.host.remove();
    rerenders.sort((a, b) => a - b);
    return { create: made.ms, rerender: rerenders[passes >> 1], shape, isolated: crossOriginIsolated };
  }

  const chromiumPath = await findChromium();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // gc() in the page, run before each timing.
    args: [...CHROMIUM_ARGS, ...UNTHROTTLED_ARGS, '--js-flags=--expose-gc'],
  }).catch((error) => fail(`Chromium (${chromiumPath}) could not be started: ${error.message.split('\n')[0]}`));

  /**
   * One measurement in a fresh page. A fresh page per measurement (not one
   * page for all): the element and the floor never share a heap, a garbage
   * collector's backlog, JIT feedback or a style engine full of the other's
   * 1,000 shadow roots, so neither run pollutes the next; the warm-up in each
   * page takes away the cold start (parsing, first compilation) instead.
   */
  async function measureIn(name, check, passes = PASSES) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      await page.goto(`${origin}/${name}.html`);
      const result = await page.evaluate(pageBench, { tag: name === 'element' ? 'paginator-numbers' : 'floor-numbers', count: ELEMENTS, passes, check });
      if (errors.length) throw new Error(errors.join('; '));
      return result;
    } finally {
      await page.close();
    }
  }

  const results = { element: [], floor: [] };
  let shapes;
  try {
    // The floor is fair only if it writes what the element writes: compared once, before anything is timed.
    shapes = { element: (await measureIn('element', true, 1)).shape, floor: (await measureIn('floor', true, 1)).shape };
    if (shapes.element.dom !== shapes.floor.dom) {
      const at = [...shapes.element.dom].findIndex((char, i) => char !== shapes.floor.dom[i]);
      throw new Error(`the floor does not write the element's DOM; they part at character ${at}:\n  element …${shapes.element.dom.slice(Math.max(at - 80, 0), at + 120)}\n  floor   …${shapes.floor.dom.slice(Math.max(at - 80, 0), at + 120)}`);
    }
    for (let round = 0; round < renderRounds; round++) {
      // Alternating order (element first, then floor first...), so that neither always runs second.
      for (const name of round % 2 ? ['floor', 'element'] : ['element', 'floor']) results[name].push(await measureIn(name, false));
    }
  } catch (error) {
    fail(`The Chromium benchmark could not run: ${error.message.split('\n').join('\n')}`);
  } finally {
    await browser.close();
    server.close();
  }

  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  const [elementShape, floorShape] = [shapes.element, shapes.floor];
  const chromiumRows = ['create', 'rerender'].map((key) => {
    const element = results.element.map((result) => result[key]);
    const floor = results.floor.map((result) => result[key]);
    return {
      case: `${key === 'create' ? 'create' : 're-render'} ${ELEMENTS.toLocaleString('en')} elements`,
      'element ms': Number(median(element).toFixed(2)),
      'floor ms': Number(median(floor).toFixed(2)),
      'element/floor': Number((median(element) / median(floor)).toFixed(2)),
      'paired ratios, median': Number(median(element.map((ms, i) => ms / floor[i])).toFixed(2)),
      'element range ms': `${Math.min(...element).toFixed(1)}–${Math.max(...element).toFixed(1)}`,
      'floor range ms': `${Math.min(...floor).toFixed(1)}–${Math.max(...floor).toFixed(1)}`,
    };
  });
  console.log(`\nChromium (${chromiumPath}): ${ELEMENTS.toLocaleString('en')} elements, page 25 of 50, modulus 8, first 2, last 2; medians of ${renderRounds} rounds, a fresh page each${results.element[0].isolated ? '' : ' (not cross-origin isolated: coarse timer)'}`);
  console.log(`one element's shadow root: ${elementShape.links} links, ${elementShape.elements} elements, ${elementShape.texts} text nodes; the floor's: ${floorShape.links} links, ${floorShape.elements} elements, ${floorShape.texts} text nodes; the same DOM (serialised shadow roots and host names compared): yes`);
  console.table(chromiumRows);
  const [createRow, rerenderRow] = chromiumRows;
  console.log(`create: the element takes ${createRow['element/floor']}× the floor's time, target ≤ ${CREATE_TARGET}×: ${verdict(createRow['element/floor'], CREATE_TARGET)}`);
  console.log(`re-render: the element takes ${rerenderRow['element/floor']}× the floor's time, target ≤ ${RERENDER_TARGET}×: ${verdict(rerenderRow['element/floor'], RERENDER_TARGET)}`);
}

if (wants('sql')) {
  // 3. Databases: SQLite and PostgreSQL (scripts/bench-sql.mjs).
  const { benchDatabases } = await import('./bench-sql.mjs');
  try {
    await benchDatabases();
  } catch (error) {
    fail(`The database benchmark could not run: ${error.message.split('\n')[0]}`);
  }
}

if (wants('ssr')) {
  // 3c. A page's pagers rendered on a server: Lit SSR against the core's markup (bench/ssr-render.mjs).
  const { benchSsrRender } = await import('../bench/ssr-render.mjs');
  benchSsrRender({ rounds: Number(option('rounds') ?? 15) });
}

if (wants('server')) {
  // 3b. The demo's pages against the floor (scripts/bench-server.mjs).
  const { benchServer } = await import('./bench-server.mjs');
  try {
    await benchServer({ rounds: Number(option('rounds') ?? 5) });
  } catch (error) {
    fail(`The server benchmark could not run: ${error.message.split('\n')[0]}`);
  }
}

// 4 and 5: Ajax mode in Chromium, against htmx 2 and on a crowded page, one browser for both.
if (wants('first-click') || wants('crowded')) {
  const { chromium } = await import('playwright-core');
  const chromiumPath = await findChromium();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...UNTHROTTLED_ARGS] })
    .catch((error) => fail(`Chromium (${chromiumPath}) could not be started: ${error.message.split('\n')[0]}`));
  // The machine is shared: the load beside the figures says how far to trust single rounds.
  const load = () => `load average ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${availableParallelism()} cores`;
  console.log(`\nAjax mode in Chromium (${chromiumPath}); ${load()}`);
  try {
    if (wants('first-click')) await (await import('../bench/first-click.mjs')).benchFirstClick(browser, { rounds: pairedRounds });
    if (wants('crowded')) await (await import('../bench/crowded-swap.mjs')).benchCrowdedSwap(browser, { rounds: pairedRounds });
    console.log(`(${load()} at the end)`);
  } catch (error) {
    fail(`The Ajax benchmark could not run: ${error.message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
}
