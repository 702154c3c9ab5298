/**
 * Every page of the demo site, and the states a visitor reaches on them
 * (after an Ajax page change, while one is loading, after a sort, the last
 * page), has no axe-core violations: the real server, the real bundle, in
 * Chromium. A failure lists each rule with its impact, the elements it
 * found (shadow DOM paths as axe writes them) and axe's summary of the fix.
 */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { SAMPLES } from '../../demo/errors.mjs';
import { useDemo } from './demo-harness.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** The gallery's pages: each error kind at debug 2 (descriptive) and 0 (production). */
const GALLERY = Object.keys(SAMPLES).flatMap((kind) => [`/errors/${kind}?debug=2`, `/errors/${kind}?debug=0`]);

/** Whole pages, as loaded by address (the controllers' list pages too, which a link without JavaScript reaches). */
const PAGES = [
  '/', '/?page=50&sort=views&direction=desc', '/articles/index', '/articles/index?page=50&sort=title&direction=desc',
  '/articles/titles', '/comments/list?page=3', '/multi', '/dropin', '/dropin?page=12', '/errors', '/nowhere/at/all', '/fit', '/fit?page=100',
  '/articles/more', '/articles/more?infinite=1', '/articles/more?page=50',
  '/articles/feed', '/articles/feed?page=3', '/articles/cursor',
  '/?limit=50&page=3', '/articles/index?limit=50&page=7',
];

describe('demo site: axe-core on every page', function () {
  this.timeout(60_000);
  let context;
  let page;
  const pageErrors = [];

  const demo = useDemo();

  beforeEach(async () => {
    // The demo's Content-Security-Policy (default-src 'self') refuses the inline script addScriptTag() writes;
    // bypassing it only lets axe in, and nothing axe checks depends on it.
    context = await demo.browser.newContext({ bypassCSP: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(async () => {
    await context.close();
    expect(pageErrors.splice(0), 'uncaught errors in the page').to.deep.equal([]);
  });

  /**
   * Waits until every custom element of the page is defined and rendered, and every <framework-error> shows its
   * page (which comes from a chunk imported on demand): axe must see what a visitor sees, not an empty host.
   */
  async function settle() {
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
      await Promise.all([...new Set(hosts.map((el) => el.localName))].map((name) => customElements.whenDefined(name)));
      await Promise.all(hosts.map((el) => el.updateComplete));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('framework-error')].every((el) => el.shadowRoot?.textContent.trim()),
      null, { timeout: 10_000 });
  }

  /** Runs axe over the document as it is now and asserts no violation, naming each one found. */
  async function expectNoViolations(label) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
    const results = await page.evaluate(async () => {
      const { violations, passes } = await window.axe.run(document);
      return {
        passes: passes.length,
        violations: violations.map((rule) => ({
          id: rule.id, impact: rule.impact, help: rule.help,
          nodes: rule.nodes.map((node) => ({ target: JSON.stringify(node.target), summary: node.failureSummary })),
        })),
      };
    });
    const report = results.violations.map((rule) => `${rule.id} (${rule.impact}): ${rule.help}\n` + rule.nodes
      .map((node) => `    ${node.target}\n      ${node.summary.replace(/\n\s*/g, '\n      ')}`).join('\n')).join('\n');
    expect(results.violations.map((rule) => rule.id), `axe violations on ${label}:\n${report}`).to.deep.equal([]);
    // Guards against a run that looked at nothing (an empty page, axe not run over the document).
    expect(results.passes, `rules axe passed on ${label}`).to.be.greaterThan(5);
  }

  async function visit(path) {
    await page.goto(`${demo.origin}${path}`);
    await settle();
  }

  /** Resolves after the next paginator-load (an Ajax swap done and the elements updated). */
  const nextLoad = () => page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));

  it('covers every page the demo’s menu and its error gallery link to', async () => {
    await visit('/');
    const menu = await page.locator('header nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(menu.length).to.be.greaterThan(0);
    for (const href of menu) expect(PAGES, `${href} (in the demo's menu)`).to.include(href);
    await visit('/errors');
    const gallery = await page.locator('main a[href^="/errors/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...gallery].sort()).to.deep.equal([...GALLERY].sort());
  });

  for (const path of PAGES) {
    it(`${path} as loaded`, async () => {
      const response = await page.goto(`${demo.origin}${path}`);
      expect(response.status()).to.equal(path === '/nowhere/at/all' ? 404 : 200);
      await settle();
      await expectNoViolations(path);
    });
  }

  for (const path of GALLERY) {
    it(`${path} (error gallery)`, async () => {
      await visit(path);
      await expectNoViolations(path);
    });
  }

  it('/ after an Ajax page change, and after a sort through the fragment’s links', async () => {
    await visit('/');
    let load = nextLoad();
    await page.locator('paginator-numbers a', { hasText: /^3$/ }).click();
    await load;
    await settle();
    expect(page.url()).to.equal(`${demo.origin}/?page=3`);
    await expectNoViolations('/ after following page 3');

    load = nextLoad();
    await page.locator('#results th a', { hasText: 'Views' }).click();
    await load;
    await settle();
    expect(await page.locator('#results th[aria-sort]').textContent()).to.equal('Views');
    await expectNoViolations('/ after sorting by views');

    load = nextLoad();
    await page.locator('paginator-link[kind="last"] a').click();
    await load;
    await settle();
    expect(await page.locator('paginator-numbers [part="current"]').textContent()).to.equal('50');
    await expectNoViolations('/ after following the last page');
  });

  it('/ while an Ajax request is under way (indicator shown, region busy)', async () => {
    await visit('/');
    // The server's answer is held back, not replaced, so that axe sees the page between click and swap.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route((url) => url.search === '?page=2', async (route) => {
      await held;
      await route.continue();
    });
    const load = nextLoad();
    await page.locator('paginator-numbers a', { hasText: /^2$/ }).click();
    await page.waitForFunction(() => document.querySelector('#results')?.getAttribute('aria-busy') === 'true');
    expect(await page.locator('#spinner').isVisible()).to.equal(true);
    await expectNoViolations('/ while loading page 2');
    release();
    await load;
    await settle();
    expect(await page.locator('#results').getAttribute('aria-busy')).to.equal(null);
    await expectNoViolations('/ once page 2 has landed');
  });

  it('/multi after each list changed page by Ajax', async () => {
    await visit('/multi');
    for (const model of ['Comment', 'Article']) {
      const load = nextLoad();
      await page.locator(`paginator-numbers[model="${model}"] a`, { hasText: /^2$/ }).click();
      await load;
      await settle();
      expect(await page.locator(`paginator-numbers[model="${model}"] [part="current"]`).textContent()).to.equal('2');
      await expectNoViolations(`/multi after ${model} page 2`);
    }
  });

  it('/dropin after following its next link', async () => {
    await visit('/dropin');
    await page.locator('paginator-link[kind="next"] a').click();
    await page.waitForURL(`${demo.origin}/dropin?page=2`);
    await settle();
    await expectNoViolations('/dropin?page=2 reached by its next link');
  });
});
