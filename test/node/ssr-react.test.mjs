/**
 * The elements in a React 19 page rendered on the server (issue 34, point 4): test/fixtures/react-page/, a
 * component typed with the JSX declarations the package ships (paginator-elements/jsx/react), which imports
 * `paginator-elements` itself, is rendered by react-dom/server's renderToString in this Node process, served on
 * 127.0.0.1, and hydrated in Chromium with hydrateRoot (React's development build, which reports every
 * hydration mismatch). React writes a custom element's tag and attributes, not its shadow root: the pager's
 * links arrive when the script upgrades the elements. Then the pager works: a click is the app's (it cancels
 * `paginator-navigate` and sets its state), React re-renders the list, and the elements show the new page.
 */
import { expect } from 'chai';
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { launchChromium } from './demo-harness.mjs';
import { serveSite } from './site-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = join(ROOT, 'test', 'fixtures', 'react-page');
// Inside the project, so that `paginator-elements` resolves by its own name; one folder per process (npm test
// runs the Node suite on several Nodes at once).
const SCRATCH = join(ROOT, 'scratch', `ssr-react-test-${process.pid}`);
const TITLES = Array.from({ length: 47 }, (_, i) => `Article ${i + 1}`);

/** The whole page for `url`: the component rendered to a string, its props, and the client script. */
function page(Articles, url) {
  const props = { titles: TITLES, firstPage: Number(url.searchParams.get('page') ?? 1), pageSize: 5, path: url.pathname };
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Articles</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/paginator.css"><script type="module" src="/client.js"></script></head>
<body><div id="root">${renderToString(createElement(Articles, props))}</div>
<script type="application/json" id="props">${json}</script></body></html>`;
}

describe('React 19: renderToString on the server, hydrateRoot in Chromium', function () {
  this.timeout(120_000);
  let Articles;
  let client;
  let site;
  let browser;

  before(async () => {
    rmSync(SCRATCH, { recursive: true, force: true });
    mkdirSync(SCRATCH, { recursive: true });
    const common = { entryPoints: [], bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'silent', write: false };
    // The server's copy: packages stay imports, so Node loads `paginator-elements` and React as an app's server does.
    const server = await build({ ...common, entryPoints: [join(FIXTURE, 'articles.tsx')], platform: 'node', packages: 'external', outfile: join(SCRATCH, 'articles.mjs'), write: true });
    expect(server.errors).to.deep.equal([]);
    ({ Articles } = await import(pathToFileURL(join(SCRATCH, 'articles.mjs')).href));
    // The browser's: one file with React's development build and the elements, as an app's bundler makes it.
    const bundled = await build({ ...common, entryPoints: [join(FIXTURE, 'client.tsx')], platform: 'browser', define: { 'process.env.NODE_ENV': '"development"' }, outfile: 'client.js' });
    client = bundled.outputFiles[0].text;
    site = await serveSite({
      answer: (url) => (url.pathname === '/client.js' ? { type: 'text/javascript; charset=utf-8', body: client }
        : url.pathname === '/articles' ? page(Articles, url) : undefined),
    });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    rmSync(SCRATCH, { recursive: true, force: true });
  });

  it('type-checks against the JSX declarations the package ships', () => {
    const files = ['articles.tsx', 'client.tsx'].map((name) => join(FIXTURE, name));
    const program = ts.createProgram(files, {
      jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      strict: true, noEmit: true, types: [], skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).to.deep.equal([]);
  });

  it('renders in Node: the elements\' tags with the record and `here` as attributes (no shadow root)', () => {
    const html = renderToString(createElement(Articles, { titles: TITLES, firstPage: 3, pageSize: 5, path: '/articles' }));
    expect(html).to.match(/<paginator-numbers here="\/articles\?page=3" paging="\{&quot;Article&quot;:\{&quot;page&quot;:3,/);
    expect(html).to.include('role="navigation" aria-label="Article pages"></paginator-numbers>');
    expect(html).to.not.include('<template');
    expect(html).to.include('<li>Article 11</li>');
  });

  it('hydrates with no mismatch, and the pager works: a click is the app\'s, the list and the pager show the new page', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(String(error)));
      await tab.goto(`${site.origin}/articles?page=3`);
      await tab.waitForFunction(() => customElements.get('paginator-numbers') && document.querySelector('paginator-numbers').hasUpdated);
      // React listens for the elements' events once it has hydrated the page: a click before that loads the page.
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await tab.evaluate(() => Promise.all([...document.querySelectorAll('paginator-numbers, paginator-link, paginator-counter')].map((el) => el.updateComplete)));
      expect(await tab.locator('paginator-numbers [aria-current=page]').textContent()).to.equal('3');
      expect(await tab.locator('paginator-counter').evaluate((el) => el.shadowRoot.textContent.trim())).to.match(/11–15 of 47$/);
      // React's own events work after hydration (the list re-renders from its state), and the element's event reaches
      // the app: the page is the same document after each click (a page load would show the same page from the server).
      await tab.evaluate(() => { window.sameDocument = true; });
      await tab.locator('paginator-numbers a', { hasText: /^5$/ }).click();
      await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'Articles, page 5');
      expect(await tab.evaluate(() => window.sameDocument), 'the click on 5 loaded the page').to.equal(true);
      expect(tab.url()).to.equal(`${site.origin}/articles?page=5`);
      expect(await tab.locator('li').first().textContent()).to.equal('Article 21');
      await tab.waitForFunction(() => document.querySelector('paginator-numbers')?.shadowRoot?.querySelector('[aria-current=page]')?.textContent === '5');
      await tab.locator('paginator-link[kind=next] a').click();
      await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'Articles, page 6');
      expect(await tab.evaluate(() => window.sameDocument), 'the click on next loaded the page').to.equal(true);
      expect(tab.url()).to.equal(`${site.origin}/articles?page=6`);
      expect(errors.filter((text) => !/Download the React DevTools/.test(text))).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the server\'s page reads, and paginator.css keeps the pager\'s box until a script defines it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.origin}/articles?page=7`);
      expect(await tab.locator('h1').textContent()).to.equal('Articles, page 7');
      expect(await tab.locator('li').first().textContent()).to.equal('Article 31');
      // No shadow root from React: no links without the script; the box is kept, so nothing moves when it runs.
      const box = await tab.locator('paginator-numbers').evaluate((el) => ({ root: el.shadowRoot !== null, height: el.getBoundingClientRect().height }));
      expect(box.root).to.equal(false);
      expect(box.height).to.be.at.least(24);
    } finally {
      await context.close();
    }
  });
});
