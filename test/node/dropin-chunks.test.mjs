/**
 * The drop-in bundle split into its first file and on-demand chunks, end to
 * end in Chromium: the built files (dist/paginator-elements.min.js and the
 * chunks it imports) are copied into a scratch folder that a tiny Node
 * `http` server serves under /some/deep/path/, away from the site root, as a
 * CDN or a copied dist/ folder would put them. The page uses Ajax mode (a
 * paginator element with `update`, and a server-rendered link handled by
 * installAjaxLinks) against the same server, and `<framework-error>`; the
 * test checks which files were fetched, and when.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { expect } from 'chai';
import { launchChromium } from './demo-harness.mjs';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const FIRST = 'paginator-elements.min.js';
const BASE = '/some/deep/path/';

/** The relative imports of a built file under dist/: static ones and import() ones, as paths under dist/. */
function importsOf(file) {
  const code = readFileSync(join(DIST, file), 'utf8');
  const of = (pattern) => [...code.matchAll(pattern)].map(([, spec]) => normalize(join(dirname(file), spec)));
  return { static: of(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g), dynamic: of(/\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g) };
}

/** `roots` and the files they import statically, transitively. */
function staticClosure(...roots) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of importsOf(file).static) visit(next);
  };
  for (const file of roots) visit(file);
  return [...files];
}

/** The drop-in's files under dist/: the first file and every chunk it imports, statically or with import(), transitively. */
function dropInFiles() {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const next of [...statics, ...dynamic]) visit(next);
  };
  visit(FIRST);
  return [...files];
}

/**
 * The chunks the first file imports with import(): Ajax mode, the notice of a failed update, the catalogues' list, the error pages, the
 * live region, load more;
 * and the inert parser, which Ajax mode's and the error pages' chunks import, fetched beside them.
 */
const CHUNKS = ['dropin/adopt-sheet', 'dropin/ajax-update', 'dropin/catalogues', 'dropin/compact', 'dropin/failure-notice', 'dropin/framework-error-page', 'dropin/inert-parse',
  'dropin/light-dom', 'dropin/live-region', 'dropin/load-more', 'dropin/on-demand'];

/** The built-in catalogues (src/i18n/catalogues/), one chunk each, which the catalogues' list imports with import(). */
const CATALOGUES = ['ar', 'cs', 'da', 'de', 'el', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'nb', 'nl', 'pl', 'pt',
  'ro', 'ru', 'sv', 'tr', 'uk', 'zh'].map((lang) => `dropin/${lang}`);

/** A drop-in file's name without its content hash: 'dropin/ajax-update' for dropin/ajax-update-1a2B3c4D.js. */
const unhashed = (file) => file.replace(/-[\w-]{8}\.js$/, '');

/** The paging record of a 50-article set, 10 a page, on `page`. */
function paging(page) {
  return {
    Article: {
      page, current: 10, count: 50, prevPage: page > 1, nextPage: page < 5, pageCount: 5,
      defaults: { limit: 10 }, options: { page, limit: 10 },
    },
  };
}

const rows = (page) => `<ul class="rows" data-page="${page}">${[1, 2, 3].map((n) => `<li>Article ${(page - 1) * 10 + n}</li>`).join('')}</ul>`;

/** The page: a paginator in Ajax mode, a server-rendered Ajax link, and a <framework-error> with no page to show yet. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drop-in from a deep path</title>
<script type="module" src="${BASE}${FIRST}"></script>
<script type="module">
  import { installAjaxLinks } from '${BASE}${FIRST}';
  installAjaxLinks();
</script>
</head><body>
<script type="application/json" id="paging">${JSON.stringify(paging(1))}</script>
<paginator-numbers source="paging" update="results"></paginator-numbers>
<div id="results">${rows(1)}</div>
<p><a id="server-link" href="/app/articles?page=4" data-update="results">page 4</a></p>
<framework-error debug="2"></framework-error>
</body></html>`;

describe('the drop-in bundle served from a deep path, its chunks loaded on first use', function () {
  this.timeout(60_000);
  let scratch;
  let files;
  let server;
  let origin;
  let browser;
  let page;
  /** Paths the server was asked for, in order. */
  let requests = [];
  /** Chunk paths the server answers with 404, as if they could not be fetched. */
  let failing = null;
  /** How many chunk requests were answered with 404 while `failing` held. */
  let refused = 0;
  const errors = [];

  before(async () => {
    files = dropInFiles();
    scratch = mkdtempSync(join(tmpdir(), 'dropin-chunks-'));
    for (const file of files) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      copyFileSync(join(DIST, file), join(scratch, file));
    }
    server = createServer((request, response) => {
      const url = new URL(request.url, 'http://localhost');
      requests.push(url.pathname);
      if (url.pathname === '/app/plain') {
        // A paginator without Ajax, and no Ajax link.
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(PAGE.replace(' update="results"', '').replace(' data-update="results"', ''));
      }
      if (url.pathname === '/app/articles') {
        const n = Number(url.searchParams.get('page')) || 1;
        if (request.headers['x-requested-with'] === 'XMLHttpRequest') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Paging': JSON.stringify(paging(n)) });
          return response.end(rows(n));
        }
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(PAGE);
      }
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204);
        return response.end();
      }
      const file = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : null;
      if (file !== null && files.includes(file) && !failing?.test(file)) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        return response.end(readFileSync(join(scratch, file)));
      }
      if (file !== null && failing?.test(file)) refused++;
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      return response.end('Not found');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve) ?? resolve());
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  beforeEach(async () => {
    requests = [];
    failing = null;
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });

  afterEach(async () => {
    await page.close();
  });

  /** The drop-in's files the server was asked for, as paths under BASE ('dropin/ajax-update' for a chunk), each as often as asked. */
  const fetched = () => requests.filter((path) => path.startsWith(BASE)).map((path) => unhashed(path.slice(BASE.length)));
  const once = (type) => page.evaluate((name) => new Promise((resolve) => {
    document.addEventListener(name, (event) => resolve({ ...event.detail, target: event.target.id || event.target.localName }), { once: true });
  }), type);
  const shownPage = () => page.locator('#results ul').getAttribute('data-page');
  const current = () => page.locator('paginator-numbers [part="current"]').textContent();

  /** The chunk the first file imports with import() whose name (without hash) is `name`, and the chunks it imports statically. */
  const part = (name) => staticClosure(importsOf(FIRST).dynamic.find((file) => unhashed(file) === name)).map(unhashed);

  it('is built as a first file that imports its on-demand chunks with import() of relative sibling paths, and nothing statically', () => {
    expect(files[0]).to.equal(FIRST);
    const { static: statics, dynamic } = importsOf(FIRST);
    expect(statics).to.deep.equal([]);
    expect([...new Set(dynamic.map(unhashed))].sort()).to.deep.equal(CHUNKS);
    // Any other file is a chunk those share, under dropin/ too.
    expect(files.slice(1).every((file) => file.startsWith('dropin/'))).to.equal(true);
    const parts = CHUNKS.flatMap(part);
    // And what those load with import() in their turn: the compact form's jump field, the catalogues.
    const nested = files.filter((file) => CHUNKS.includes(unhashed(file))).flatMap((file) => importsOf(file).dynamic.flatMap((target) => staticClosure(target)));
    expect(new Set([FIRST, ...parts, ...nested, ...CATALOGUES].map(unhashed))).to.deep.equal(new Set(files.map(unhashed)));
  });

  it('has no chunk chains: what a chunk loaded with import() imports statically is loaded beside it, by the same file', () => {
    // A part must arrive in one round trip (issue 20): a chunk whose own imports were fetched only once it
    // had arrived would make a click, or an error page, wait for two or three downloads one after the other.
    const chains = [];
    for (const file of files) {
      const { dynamic } = importsOf(file);
      const loaded = new Set(staticClosure(file));
      for (const target of dynamic) {
        for (const needed of staticClosure(target)) {
          if (needed !== target && !loaded.has(needed) && !dynamic.includes(needed)) chains.push(`${unhashed(file)} → ${unhashed(target)} → ${unhashed(needed)}`);
        }
      }
    }
    expect(chains).to.deep.equal([]);
  });

  it('has one catalogue chunk a language, which the list of catalogues imports with import(), each importing nothing', () => {
    const list = importsOf(FIRST).dynamic.find((file) => unhashed(file) === 'dropin/catalogues');
    const catalogues = importsOf(list).dynamic;
    expect(catalogues.map(unhashed).sort()).to.deep.equal(CATALOGUES);
    for (const file of catalogues) expect(importsOf(file), file).to.deep.equal({ static: [], dynamic: [] });
  });

  it('has add-on files for <paginator-limit> and <paginator-jump> that take what they share from the first file', () => {
    // <paginator-jump> also takes the check of a typed page (jump-target.ts), which it shares with the compact form's
    // jump field, a chunk of the drop-in.
    for (const [addOn, shared] of [['paginator-limit.min.js', []], ['paginator-jump.min.js', ['dropin/jump-target']]]) {
      const { static: statics, dynamic } = importsOf(addOn);
      expect(dynamic, addOn).to.deep.equal([]);
      // The first file (Lit, the elements' base, Ajax mode on demand) and a chunk of form code the two share.
      expect(statics.map(unhashed).sort(), addOn).to.deep.equal(['dropin/form.styles', ...shared, FIRST]);
      // Nothing in the first file leads to them: a page that does not load them does not download them.
      expect(files.map(unhashed)).not.to.include(addOn);
      expect(staticClosure(addOn).filter((file) => !files.includes(file)).map(unhashed).sort()).to.deep.equal(['dropin/form.styles', addOn]);
    }
  });

  it('loads the first file alone on a page without Ajax links, whatever time passes', async () => {
    await page.goto(`${origin}/app/plain`);
    await page.waitForFunction(() => document.querySelector('paginator-numbers')?.shadowRoot?.querySelector('[part="current"]'));
    // Past the load event and the idle time at which a page with Ajax links fetches Ajax mode.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 1000 })));
    expect(fetched()).to.deep.equal([FIRST]);
    expect(errors.splice(0)).to.deep.equal([]);
  });

  it('loads the first file, then Ajax mode in the background before any click; then each chunk once, from beside the first file', async () => {
    await page.goto(`${origin}/app/articles`);
    await page.waitForFunction(() => document.querySelector('paginator-numbers')?.shadowRoot?.querySelector('[part="current"]'));
    expect(await current()).to.equal('1');
    // Links with `update` on the page: Ajax mode's chunk and the failure notice's arrive after load, at idle, before any
    // click (issue 20; issue 35, point 1); nothing else: the <framework-error> with no method loaded nothing.
    const ajaxMode = [...part('dropin/ajax-update'), ...part('dropin/failure-notice')];
    for (let wait = 0; wait < 50 && !ajaxMode.every((file) => fetched().includes(file)); wait++) await page.waitForTimeout(100);
    await page.waitForTimeout(200);
    expect(fetched()).to.have.members([...new Set([FIRST, ...ajaxMode])]);

    // Ajax mode, from a paginator element: the Ajax chunk arrives, the answer and its X-Paging are applied.
    const loaded = once('paginator-load');
    await page.locator('paginator-numbers a', { hasText: /^2$/ }).click();
    const detail = await loaded;
    expect(detail).to.include({ url: `${origin}/app/articles?page=2`, update: 'results', target: 'paginator-numbers' });
    expect(await shownPage()).to.equal('2');
    expect(await current()).to.equal('2');
    // After the swap, the page change is said: the live region's chunk arrives (a page in English fetches no catalogue).
    const ajax = [...ajaxMode, ...part('dropin/live-region')];
    await page.waitForFunction(() => document.querySelector('[data-paginator-status]')?.textContent === 'Page 2 of 5');
    expect(fetched()).to.have.members([...new Set([FIRST, ...ajax])]);
    expect(requests.filter((path) => path === '/app/articles')).to.have.length(2);

    // A server-rendered link through installAjaxLinks: the chunk is already there.
    const again = once('paginator-load');
    await page.locator('#server-link').click();
    await again;
    expect(await shownPage()).to.equal('4');
    expect(await current()).to.equal('4');
    expect(fetched()).to.have.members([...new Set([FIRST, ...ajax])]);

    // <framework-error> gets a page to show: its chunk arrives, and the page is rendered.
    const heading = await page.locator('framework-error').evaluate(async (el) => {
      el.method = 'missingView';
      el.params = { className: 'ArticlesController', action: 'feed', file: 'views/articles/feed.ctp' };
      await el.updateComplete;
      return el.shadowRoot.querySelector('h2')?.textContent;
    });
    expect(heading).to.equal('Missing View');
    expect(await page.locator('framework-error').evaluate((el) => el.shadowRoot.textContent)).to.contain('ArticlesController::feed()');
    // Each file once: what the page chunk shares with the Ajax chunk was already there.
    expect(fetched()).to.have.members([...new Set([FIRST, ...ajax, ...part('dropin/framework-error-page')])]);
    // Nothing was looked for at the site root.
    expect(requests.filter((path) => !path.startsWith(BASE) && path !== '/app/articles' && path !== '/favicon.ico')).to.deep.equal([]);
    expect(errors.splice(0)).to.deep.equal([]);
  });

  it('reports a chunk that cannot be fetched: paginator-error with status 0, the region and the element unchanged', async () => {
    failing = /^dropin\//;
    refused = 0;
    await page.goto(`${origin}/app/articles`);
    await page.waitForFunction(() => document.querySelector('paginator-numbers')?.shadowRoot?.querySelector('[part="current"]'));

    // Ajax mode from an element: the click is still taken over (no navigation), then the failure is reported.
    let failed = once('paginator-error');
    await page.locator('paginator-numbers a', { hasText: /^3$/ }).click();
    expect(await failed).to.include({ status: 0, error: 'network', update: 'results', url: `${origin}/app/articles?page=3`, target: 'paginator-numbers' });
    // From installAjaxLinks alike.
    failed = once('paginator-error');
    await page.locator('#server-link').click();
    expect(await failed).to.include({ status: 0, error: 'network', update: 'results', url: `${origin}/app/articles?page=4`, target: 'server-link' });
    expect(page.url()).to.equal(`${origin}/app/articles`);
    expect(await shownPage()).to.equal('1');

    // <framework-error>: reported like bad input, once, and nothing shown.
    const report = await page.locator('framework-error').evaluate(async (el) => {
      const events = [];
      el.addEventListener('paginator-error', (event) => events.push(event.detail));
      el.method = 'missingModel';
      el.params = { className: 'Article' };
      await el.updateComplete;
      el.requestUpdate();
      await el.updateComplete;
      return { events, shown: el.shadowRoot.childElementCount - el.shadowRoot.querySelectorAll('style').length };
    });
    expect(report.shown).to.equal(0);
    expect(report.events).to.have.length(1);
    expect(report.events[0]).to.include({ status: 0, error: 'load-failed', field: 'method' });
    expect(report.events[0].message).to.match(/^the error pages could not be loaded \(.+\)$/);
    // A part fetched beside another fails as soon as either does: wait until Chromium has reported every refused chunk.
    for (let waited = 0; errors.filter((line) => line.startsWith('Failed to load resource')).length < refused && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const logged = errors.splice(0);
    expect(logged.filter((line) => line.startsWith('<framework-error>: the error pages could not be loaded'))).to.have.length(1);
    // Each failed Ajax update logged one line naming the element, the region and the URL.
    expect(logged.filter((line) => line.startsWith(`<paginator-numbers> Ajax update of #results from ${origin}/app/articles?page=3 failed: the Ajax module could not be loaded (`))).to.have.length(1);
    expect(logged.filter((line) => line.startsWith(`<a> Ajax update of #results from ${origin}/app/articles?page=4 failed: the Ajax module could not be loaded (`))).to.have.length(1);
    expect(logged.every((line) => /^Failed to load resource|^<framework-error>: the error pages could not be loaded|^<(paginator-numbers|a)> Ajax update of #results /.test(line)), logged.join('\n')).to.equal(true);

    // Once the chunks can be fetched again, new input tries again, and so does the next click.
    failing = null;
    const heading = await page.locator('framework-error').evaluate(async (el) => {
      el.params = { className: 'Comment' };
      await el.updateComplete;
      return el.shadowRoot.querySelector('h2')?.textContent;
    });
    expect(heading).to.equal('Missing Model');
    const loaded = once('paginator-load');
    await page.locator('paginator-numbers a', { hasText: /^3$/ }).click();
    await loaded;
    expect(await shownPage()).to.equal('3');
    expect(errors.splice(0)).to.deep.equal([]);
  });
});
