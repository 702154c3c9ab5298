/**
 * Server-side rendering (docs/ssr.md) end to end: a tiny Node `http` server
 * renders the core's markup with the BUILT core (dist/core.js) inside the
 * elements' tags in light mode, and serves the drop-in bundle. In Chromium
 * the light DOM is captured while the bundle request is held back, then
 * again after the elements upgraded: the markup, text, link targets and
 * boxes must be the same, and there must be one copy of it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { expect } from 'chai';
import { PaginatorHelper } from '../../dist/core.js';
import { launchChromium } from './demo-harness.mjs';

const BUNDLE = new URL('../../dist/paginator-elements.min.js', import.meta.url);

/** Escapes text for an HTML attribute value or text. */
const escapeHtml = (value) => String(value)
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The paging record of a 95-article set, 10 a page, on `page`. */
function pagingFor(page, sort) {
  const pageCount = 10;
  const options = { page, limit: 10, ...(sort ? { sort: 'title', direction: 'asc' } : {}) };
  return {
    Article: {
      page, current: page === pageCount ? 5 : 10, count: 95, prevPage: page > 1, nextPage: page < pageCount, pageCount,
      defaults: { limit: 10 }, options,
    },
  };
}

/** The recipe of docs/ssr.md: each element's inner markup rendered by the core, inside its tag. */
function renderPage(requestUrl) {
  const url = new URL(requestUrl, 'http://localhost');
  const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), 10);
  const urlStyle = url.searchParams.get('style') === 'named' ? 'named' : 'query';
  const paging = pagingFor(page, url.searchParams.has('sort'));
  // `here` is what the element uses in the browser: location.pathname + location.search.
  const paginator = new PaginatorHelper({ params: { paging }, here: url.pathname + url.search, urlStyle });
  const attrs = `light paging="${escapeHtml(JSON.stringify(paging))}" url-style="${urlStyle}"`;
  const numbers = paginator.numbers({ first: 2, last: 2 }) || '';
  const link = (kind, label, markup, extra = '') => `<paginator-link ${attrs} kind="${kind}"${extra} label="${escapeHtml(label)}">${markup ?? ''}</paginator-link>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SSR</title>
<script type="module" src="/dist/paginator-elements.min.js"></script>
</head><body>
<main>
<p id="counter"><paginator-counter ${attrs} format="range">${paginator.counter({ format: 'range' })}</paginator-counter></p>
<div id="nav">
${link('prev', 'Back', paginator.prev('Back', { rel: 'prev' }, 'Back'))}
<paginator-numbers ${attrs} first="2" last="2" role="navigation" aria-label="Pagination">${numbers}</paginator-numbers>
${link('next', 'Onward', paginator.next('Onward', { rel: 'next' }, 'Onward'))}
</div>
<div id="more">
${link('first', 'Start', paginator.first('Start') || paginator.Html.tag('div', 'Start', {}, true))}
${link('sort', 'Title', paginator.sort('Title', 'title'), ` key="title"${paginator.sortKey() === 'title' ? ` sorted="${paginator.sortDir()}"` : ''}`)}
<paginator-link ${attrs} kind="page" page="4">${page === 4 ? '<span class="current">4</span>' : paginator.link('4', { page: 4 })}</paginator-link>
</div>
</main>
</body></html>`;
}

describe('server-side rendering taken over by the elements (docs/ssr.md)', function () {
  this.timeout(60_000);
  let server;
  let browser;
  let origin;
  let bundle;
  /** When set, the drop-in's chunks are not found. */
  let chunksMissing = false;

  before(async () => {
    bundle = await readFile(BUNDLE);
    server = createServer(async (request, response) => {
      if (request.url === '/dist/paginator-elements.min.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(bundle);
      } else if (/^\/dist\/dropin\/[\w-]+\.js$/.test(request.url) && !chunksMissing) {
        // The chunks the drop-in loads on demand (light DOM's views among them), from beside it, as a site serves dist/.
        const chunk = await readFile(new URL(`../..${request.url}`, import.meta.url)).catch(() => null);
        response.writeHead(chunk ? 200 : 404, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(chunk ?? undefined);
      } else if (request.url.startsWith('/articles')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(renderPage(request.url));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Every paginator element's light DOM, text, link targets, box and host attributes. */
  const snapshot = () => [...document.querySelectorAll('paginator-numbers, paginator-counter, paginator-link')].map((el) => {
    const box = el.getBoundingClientRect();
    return {
      tag: el.localName,
      kind: el.getAttribute('kind'),
      defined: customElements.get(el.localName) !== undefined,
      html: el.innerHTML,
      rendered: el.hasUpdated === true,
      // Marked on the server's nodes before the bundle runs (see beforeAndAfter): still there after it.
      serverNodesKept: [...el.querySelectorAll('*')].every((node) => node.__server === true),
      text: el.textContent,
      hrefs: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      anchors: el.querySelectorAll('a').length,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      hostAttributes: [...el.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
    };
  });

  /** The attributes an element adds on upgrade go. */
  const normalize = (markup) => markup
    .replace(/\s(?:aria-current|role|aria-label)="[^"]*"/g, '');

  /** Loads `path` with the bundle held back; returns the light DOM before and after the upgrade. */
  async function beforeAndAfter(path) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    let bundleRequests = 0;
    await page.route('**/dist/paginator-elements.min.js', async (route) => {
      bundleRequests++;
      await held;
      await route.continue();
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    // The whole body is parsed while the (deferred) module script waits for its bytes.
    await page.waitForFunction(() => document.querySelector('#more paginator-link[kind="page"]') !== null);
    const ssr = await page.evaluate(snapshot);
    await page.evaluate(() => {
      for (const node of document.querySelectorAll('paginator-numbers *, paginator-counter *, paginator-link *')) node.__server = true;
    });
    release();
    await page.evaluate(async () => {
      await Promise.all(['paginator-numbers', 'paginator-counter', 'paginator-link'].map((tag) => customElements.whenDefined(tag)));
      await Promise.all([...document.querySelectorAll('paginator-numbers, paginator-counter, paginator-link')].map((el) => el.updateComplete));
      // One more frame, so a late second render would show.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const upgraded = await page.evaluate(snapshot);
    await page.close();
    return { ssr, upgraded, errors, bundleRequests };
  }

  it('keeps the server\'s markup when light DOM\'s views cannot be fetched, and says so once per element', async () => {
    chunksMissing = true;
    try {
      const { ssr, upgraded, errors } = await beforeAndAfter('/articles?page=5');
      expect(upgraded.every((el) => el.defined)).to.equal(true);
      for (const [index, before] of ssr.entries()) {
        expect(upgraded[index].html, before.tag).to.equal(before.html);
        expect(upgraded[index].serverNodesKept, before.tag).to.equal(true);
      }
      // The counter renders a text of its own; the numbers and the links wait for light DOM's views.
      const said = errors.filter((line) => line.endsWith(': light: light-dom.js could not be loaded'));
      expect(said.length).to.equal(ssr.filter((el) => el.tag !== 'paginator-counter').length);
      expect(errors.every((line) => said.includes(line) || line.startsWith('Failed to load resource')), errors.join('\n')).to.equal(true);
    } finally {
      chunksMissing = false;
    }
  });

  for (const [name, path] of [
    ['a middle page, query URLs', '/articles?page=5'],
    ['the first page (disabled prev, no first link), sorted', '/articles?page=1&sort=title'],
    ['the last page, named URLs', '/articles?page=10&style=named'],
    ['the page a page link points to', '/articles/index?page=4'],
  ]) {
    it(`keeps the server's markup on ${name}`, async () => {
      const { ssr, upgraded, errors, bundleRequests } = await beforeAndAfter(path);
      expect(bundleRequests).to.equal(1);
      expect(ssr).to.have.length(7);
      expect(ssr.every((el) => !el.defined), 'snapshot taken before the bundle ran').to.equal(true);
      expect(upgraded.every((el) => el.defined)).to.equal(true);
      for (const [index, before] of ssr.entries()) {
        const after = upgraded[index];
        const label = `${before.tag}${before.kind ? `[kind=${before.kind}]` : ''}`;
        expect(before.html.trim(), `${label} server markup`).to.not.equal('');
        expect(after.rendered, `${label} rendered`).to.equal(true);
        expect(after.serverNodesKept, `${label} kept the server's nodes (morphed over them)`).to.equal(true);
        expect(normalize(after.html), `${label} markup`).to.equal(normalize(before.html));
        expect(after.text, `${label} visible text`).to.equal(before.text);
        expect(after.hrefs, `${label} link targets`).to.deep.equal(before.hrefs);
        expect(after.anchors, `${label}: one copy of the links`).to.equal(before.anchors);
        expect(after.box, `${label} box`).to.deep.equal(before.box);
        const added = new Set(['role=navigation', 'aria-label=Pagination']);
        expect(after.hostAttributes.filter((a) => !added.has(a)), `${label} host attributes`)
          .to.deep.equal(before.hostAttributes.filter((a) => !added.has(a)));
      }
      // The numbers host carries its landmark after the upgrade (the server wrote it too).
      const numbers = upgraded.find((el) => el.tag === 'paginator-numbers');
      expect(numbers.hostAttributes).to.include.members(['role=navigation', 'aria-label=Pagination']);
      expect(errors).to.deep.equal([]);
    });
  }

  it('shows the same markup without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/articles?page=5`);
    const current = await page.locator('paginator-numbers span.current').textContent();
    expect(current).to.equal('5');
    expect(await page.locator('paginator-counter').textContent()).to.equal('41 - 50 of 95');
    expect(await page.locator('paginator-link[kind="next"] a').getAttribute('href')).to.equal('/articles?page=6');
    await context.close();
  });

  it('the server markup is exactly what the element renders (core called as the element calls it)', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/articles?page=5`);
    await page.evaluate(() => Promise.all([...document.querySelectorAll('paginator-numbers, paginator-counter, paginator-link')].map((el) => el.updateComplete)));
    // Remove an element's children and re-render it from scratch: the result equals the server's markup.
    const fresh = await page.evaluate(async () => {
      const out = [];
      for (const el of document.querySelectorAll('paginator-numbers, paginator-counter, paginator-link')) {
        const copy = document.createElement(el.localName);
        for (const attribute of el.attributes) copy.setAttribute(attribute.name, attribute.value);
        document.body.append(copy);
        await copy.updateComplete;
        out.push(copy.innerHTML);
        copy.remove();
      }
      return out;
    });
    const server = renderPage('/articles?page=5');
    for (const markup of fresh) expect(server).to.include(normalize(markup));
    await page.close();
  });
});
