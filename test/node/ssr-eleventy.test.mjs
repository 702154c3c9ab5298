/**
 * The elements server-rendered by a static site generator (issue 34, point 4): Eleventy 3 with
 * @lit-labs/eleventy-plugin-lit, whose `componentModules` lists paginator-elements/ssr, builds the site of
 * test/fixtures/eleventy-site/ into a temporary folder; served on 127.0.0.1 and loaded in Chromium, every
 * pager's shadow root is in the HTML before any script runs (declarative shadow DOM), its links are real
 * links that work with JavaScript off, and once the drop-in loads each element takes the server's root over
 * (the same link nodes) and works (a click fires `paginator-navigate` and the browser follows the link).
 */
import { expect } from 'chai';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Eleventy from '@11ty/eleventy';
import { launchChromium } from './demo-harness.mjs';
import { serveSite } from './site-server.mjs';

const SITE = fileURLToPath(new URL('../fixtures/eleventy-site/', import.meta.url));
const TAGS = ['paginator-numbers', 'paginator-link', 'paginator-counter'];

/** Runs in the page as it is parsed, before any module script: the server's nodes, marked. */
const MARK = `<script>
  window.__defined = ${JSON.stringify(TAGS)}.some((tag) => customElements.get(tag));
  window.__marked = [...document.querySelectorAll('${TAGS.join(', ')}')].flatMap((el) => el.shadowRoot ? [...el.shadowRoot.querySelectorAll('a, span, ul')] : []);
  window.__boxes = [...document.querySelectorAll('${TAGS.join(', ')}')].map((el) => JSON.stringify(el.getBoundingClientRect()));
</script>`;

describe('Eleventy 3 with @lit-labs/eleventy-plugin-lit renders the elements', function () {
  this.timeout(120_000);
  let output;
  let site;
  let browser;

  before(async () => {
    output = await mkdtemp(join(tmpdir(), 'paginator-eleventy-'));
    const eleventy = new Eleventy(SITE, output, { configPath: join(SITE, 'eleventy.config.mjs'), quietMode: true });
    await eleventy.write();
    site = await serveSite({ folder: output });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    if (output) await rm(output, { recursive: true, force: true });
  });

  it('writes every pager with its declarative shadow root, its links real hrefs', async () => {
    const page3 = await readFile(join(output, 'articles', '3', 'index.html'), 'utf8');
    for (const tag of TAGS) {
      expect(page3, tag).to.match(new RegExp(`<${tag}[^>]*><template shadowroot="open" shadowrootmode="open"><style>`));
    }
    const hrefs = Array.from(page3.slice(page3.indexOf('<body>')).matchAll(/href="([^"]*)"/g), (match) => match[1]);
    // Previous, the window with the first and last pages, next: from the href-template, on the site's own addresses.
    expect(hrefs).to.deep.equal(['/articles/2/', '/articles/1/', '/articles/2/', '/articles/4/', '/articles/5/', '/articles/6/', '/articles/4/']);
    expect(page3).to.include('<span part="current" aria-current="page">3</span>');
    expect(page3).to.match(/11–15 of 26/);
    // The record in an attribute, the links written from `here`.
    const search = await readFile(join(output, 'search', 'index.html'), 'utf8');
    expect(search).to.include('href="/search/?page=4&amp;sort=title&amp;direction=asc"');
    expect(search).to.match(/<paginator-link[^>]*><template[^>]*>[\s\S]*>More results<\/a>/);
  });

  it('without JavaScript: the shadow roots are there, styled, and a link loads the page it names', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 700 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.origin}/articles/3/`);
      const shown = await tab.evaluate(() => {
        const numbers = document.querySelector('paginator-numbers');
        const current = numbers.shadowRoot?.querySelector('[aria-current=page]');
        return {
          roots: [...document.querySelectorAll('paginator-numbers, paginator-link, paginator-counter')].map((el) => el.shadowRoot !== null),
          current: current?.textContent,
          // The element's own stylesheet applies: the current page is a box of 24 px at least.
          height: current?.getBoundingClientRect().height,
          counter: document.querySelector('paginator-counter').shadowRoot?.querySelector('[part=counter]')?.textContent,
        };
      });
      expect(shown.roots).to.deep.equal([true, true, true, true]);
      expect(shown.current).to.equal('3');
      expect(shown.height).to.be.at.least(24);
      expect(shown.counter).to.equal('11–15 of 26');
      await tab.locator('paginator-numbers a', { hasText: '4' }).click();
      await tab.waitForURL(`${site.origin}/articles/4/`);
      expect(await tab.locator('paginator-numbers [aria-current=page]').textContent()).to.equal('4');
      await tab.locator('paginator-link[kind=next] a').click();
      await tab.waitForURL(`${site.origin}/articles/5/`);
      expect(await tab.locator('h1').textContent()).to.equal('Articles, page 5');
    } finally {
      await context.close();
    }
  });

  it('with JavaScript: each element takes the server\'s root over (the same nodes, the same boxes), then a click navigates', async () => {
    site.options.tail = MARK;
    site.options.delay = 500;
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(String(error)));
      await tab.goto(`${site.origin}/articles/3/`);
      const found = await tab.evaluate(async (tags) => {
        for (const tag of tags) await customElements.whenDefined(tag);
        const elements = [...document.querySelectorAll(tags.join(', '))];
        await Promise.all(elements.map((el) => el.updateComplete));
        const after = elements.flatMap((el) => [...el.shadowRoot.querySelectorAll('a, span, ul')]);
        return {
          definedAtMark: window.__defined,
          marked: window.__marked.length,
          same: after.length === window.__marked.length && after.every((node, i) => node === window.__marked[i]),
          updated: elements.every((el) => el.hasUpdated),
          // paginator.css keeps an undefined element's box: with a server's shadow root, the box it has once defined.
          boxes: elements.map((el) => JSON.stringify(el.getBoundingClientRect())),
          marks: window.__boxes,
        };
      }, TAGS);
      expect(found.definedAtMark, 'marked before the script ran').to.equal(false);
      expect(found.marked).to.be.greaterThan(8);
      expect(found.same, 'the same nodes after the upgrade').to.equal(true);
      expect(found.updated).to.equal(true);
      expect(found.boxes, 'each host\'s box before and after the upgrade').to.deep.equal(found.marks);
      // Working: a click fires paginator-navigate (not canceled), and the browser follows the link.
      await tab.evaluate(() => document.addEventListener('paginator-navigate', (event) => {
        sessionStorage.setItem('navigated', JSON.stringify({ page: event.detail.page, kind: event.detail.kind }));
      }, { once: true }));
      await tab.locator('paginator-link[kind=prev] a').click();
      await tab.waitForURL(`${site.origin}/articles/2/`);
      expect(JSON.parse(await tab.evaluate(() => sessionStorage.getItem('navigated')))).to.deep.equal({ page: 2, kind: 'prev' });
      await tab.waitForFunction(() => customElements.get('paginator-numbers') && document.querySelector('paginator-numbers').hasUpdated);
      expect(await tab.locator('paginator-numbers [aria-current=page]').textContent()).to.equal('2');
      expect(errors).to.deep.equal([]);
    } finally {
      site.options.tail = '';
      site.options.delay = 0;
      await context.close();
    }
  });
});
