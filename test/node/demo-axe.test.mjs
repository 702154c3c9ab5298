/**
 * Every page of the demo site has no axe-core violations at 320, 375 and
 * 1280 px, in light and in dark (the context's `colorScheme`), and none
 * scrolls sideways at those widths; so do the states a visitor reaches on
 * them (after an Ajax page change, while one is loading, after a sort, the
 * last page). The real server, the real bundle, in Chromium. A failure lists
 * each rule with its impact, the elements it found (shadow DOM paths as axe
 * writes them) and axe's summary of the fix.
 *
 * Under load (a shared machine, `npm test` beside other work) Chromium is
 * slow, not wrong: each test opens one page in a context of its own, closes
 * it in `finally`, and has time to spare; a browser that went away is started
 * again before the next test, so one crash fails one test and not every test
 * after it with "Target closed". Nothing is retried.
 */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { SAMPLES } from '../../demo/errors.mjs';
import { launchChromium, useDemo } from './demo-harness.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** The gallery's pages: each error kind at debug 2 (descriptive) and 0 (production). */
const GALLERY = Object.keys(SAMPLES).flatMap((kind) => [`/errors/${kind}?debug=2`, `/errors/${kind}?debug=0`]);

/** Whole pages, as loaded by address (the controllers' list pages too, which a link without JavaScript reaches). */
const PAGES = [
  '/', '/?page=50&sort=views&direction=desc', '/articles/index', '/articles/index?page=50&sort=title&direction=desc',
  '/articles/titles', '/comments/list', '/comments/list?page=3', '/gallery', '/multi', '/dropin', '/dropin?page=12', '/errors', '/nowhere/at/all', '/fit', '/fit?page=100',
  '/articles/more', '/articles/more?infinite=1', '/articles/more?page=50',
  '/articles/feed', '/articles/feed?page=3', '/articles/cursor',
  '/?limit=50&page=3', '/articles/index?limit=50&page=7',
];

/** The widths a visitor's screen has: two phones and a desktop. */
const WIDTHS = [320, 375, 1280];
const SCHEMES = ['light', 'dark'];

describe('demo site: axe-core on every page', function () {
  // Three axe runs a test on a loaded machine: generous, since a test cut short is what left "Target closed".
  this.timeout(180_000);

  const demo = useDemo();

  beforeEach(async () => {
    // A browser that crashed or was killed under load fails its own test; the next one gets a new browser.
    if (!demo.browser.isConnected()) demo.browser = await launchChromium();
  });

  /**
   * Runs `body` with one page, in a context of its own at `width` px in `colorScheme`, then closes the context
   * whatever happened. Fails on any uncaught error in the page.
   */
  async function withPage({ width, colorScheme }, body) {
    // The demo's Content-Security-Policy (default-src 'self') refuses the inline script addScriptTag() writes;
    // bypassing it only lets axe in, and nothing axe checks depends on it.
    const context = await demo.browser.newContext({ bypassCSP: true, colorScheme, viewport: { width, height: 720 } });
    try {
      const page = await context.newPage();
      // Slow is not broken: Chromium on a busy machine gets a minute for each step.
      page.setDefaultTimeout(60_000);
      page.setDefaultNavigationTimeout(60_000);
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await body(page);
      expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
    } finally {
      await context.close();
    }
  }

  /**
   * Waits until every custom element of the page is defined and rendered (on a page that loads the elements), and every <framework-error> shows its
   * page (which comes from a chunk imported on demand), and a frame has been laid out after that (a pager that
   * fits its width re-renders when its size changes): axe must see what a visitor sees, not an empty host.
   */
  async function settle(page) {
    await page.waitForLoadState('load');
    await page.evaluate(async () => {
      // A page with no module script (/articles/index: its elements rendered on the server) defines none of them.
      if (!document.querySelector('script[type=module]')) return;
      const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
      await Promise.all([...new Set(hosts.map((el) => el.localName))].map((name) => customElements.whenDefined(name)));
      await Promise.all(hosts.map((el) => el.updateComplete));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('framework-error')].every((el) => el.shadowRoot?.textContent.trim()));
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      await frame();
      await frame();
      await Promise.all([...document.querySelectorAll('*')].filter((el) => el.localName.includes('-')).map((el) => el.updateComplete));
    });
  }

  /** Runs axe over the document as it is now and asserts no violation, naming each one found. */
  async function expectNoViolations(page, label) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
    const results = await page.evaluate(async () => {
      // Nodes in full for the violations only (the passes are counted, not listed): about a fifth less time a run.
      const { violations, passes } = await window.axe.run(document, { resultTypes: ['violations'] });
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

  /** The page does not scroll sideways: nothing is wider than the window (tables scroll inside their region). */
  async function expectNoSidewaysScroll(page, label) {
    // A pager narrows in the animation frame after it sees the new width (docs/fitting.md): under load that frame
    // may come after settle()'s; give it up to 5 s, then check.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 5000 }).catch(() => undefined);
    const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      // What sticks out, to name in the failure.
      wide: [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth)
        .slice(0, 5).map((el) => `${el.localName}${el.id ? `#${el.id}` : ''}${el.className ? `.${el.className}` : ''}`),
    }));
    expect(scrollWidth, `${label}: the page is ${scrollWidth} px wide in a ${innerWidth} px window (${wide.join(', ')})`)
      .to.be.at.most(innerWidth);
  }

  /** Axe and the width check at each width, the page resized in place (the same document, re-laid out). */
  async function expectAtEveryWidth(page, label) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      await settle(page);
      await expectNoSidewaysScroll(page, `${label} at ${width} px`);
      await expectNoViolations(page, `${label} at ${width} px`);
    }
  }

  /** Resolves after the next paginator-load (an Ajax swap done and the elements updated). */
  const nextLoad = (page) => page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('paginator-load', () => resolve(true), { once: true });
  }));

  it('covers every page the demo’s menu and its error gallery link to', async () => {
    await withPage({ width: 1280, colorScheme: 'light' }, async (page) => {
      await page.goto(`${demo.origin}/`);
      const menu = await page.locator('header nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(menu.length).to.be.greaterThan(0);
      for (const href of menu) expect(PAGES, `${href} (in the demo's menu)`).to.include(href);
      await page.goto(`${demo.origin}/errors`);
      const gallery = await page.locator('main a[href^="/errors/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([...gallery].sort()).to.deep.equal([...GALLERY].sort());
    });
  });

  for (const colorScheme of SCHEMES) {
    describe(`${colorScheme}, at ${WIDTHS.join(', ')} px`, () => {
      for (const path of PAGES) {
        it(`${path} as loaded`, async () => {
          await withPage({ width: WIDTHS[0], colorScheme }, async (page) => {
            const response = await page.goto(`${demo.origin}${path}`);
            expect(response.status()).to.equal(path === '/nowhere/at/all' ? 404 : 200);
            await expectAtEveryWidth(page, `${path} (${colorScheme})`);
          });
        });
      }

      for (const path of GALLERY) {
        it(`${path} (error gallery)`, async () => {
          await withPage({ width: WIDTHS[0], colorScheme }, async (page) => {
            await page.goto(`${demo.origin}${path}`);
            await expectAtEveryWidth(page, `${path} (${colorScheme})`);
          });
        });
      }
    });
  }

  // The states a visitor reaches by using a page: in light on a desktop and in dark on the narrowest phone.
  for (const [colorScheme, width] of [['light', 1280], ['dark', 320]]) {
    describe(`after using the pages (${colorScheme}, ${width} px)`, () => {
      const at = { width, colorScheme };
      const check = async (page, label) => {
        await expectNoSidewaysScroll(page, label);
        await expectNoViolations(page, label);
      };

      it('/ after an Ajax page change, and after a sort through the fragment’s links', async () => {
        await withPage(at, async (page) => {
          await page.goto(`${demo.origin}/`);
          await settle(page);
          let load = nextLoad(page);
          // The row's next link: at 320 px the numbers take their compact form, which leaves prev and next to the links.
          await page.locator('paginator-link[kind="next"] a').click();
          await load;
          await settle(page);
          expect(page.url()).to.equal(`${demo.origin}/?page=2`);
          await check(page, '/ after following the next page');

          load = nextLoad(page);
          await page.locator('#results th a', { hasText: 'Views' }).click();
          await load;
          await settle(page);
          expect(await page.locator('#results th[aria-sort]').textContent()).to.equal('Views');
          await check(page, '/ after sorting by views');

          load = nextLoad(page);
          await page.locator('paginator-numbers a', { hasText: /^50$/ }).click();
          await load;
          await settle(page);
          expect(new URL(page.url()).searchParams.get('page')).to.equal('50');
          await check(page, '/ after following the last page');
        });
      });

      it('/ while an Ajax request is under way (indicator shown, region busy)', async () => {
        await withPage(at, async (page) => {
          await page.goto(`${demo.origin}/`);
          await settle(page);
          // The server's answer is held back, not replaced, so that axe sees the page between click and swap.
          let release;
          const held = new Promise((resolve) => { release = resolve; });
          await page.route((url) => url.search === '?page=2', async (route) => {
            await held;
            await route.continue();
          });
          const load = nextLoad(page);
          await page.locator('paginator-link[kind="next"] a').click();
          await page.waitForFunction(() => document.querySelector('#results')?.getAttribute('aria-busy') === 'true');
          expect(await page.locator('#spinner').isVisible()).to.equal(true);
          try {
            await check(page, '/ while loading page 2');
          } finally {
            // Let the held request go whatever axe found, so that nothing waits on it when the context closes.
            release();
          }
          await load;
          await settle(page);
          expect(await page.locator('#results').getAttribute('aria-busy')).to.equal(null);
          await check(page, '/ once page 2 has landed');
        });
      });

      it('/multi after each list changed page by Ajax', async () => {
        await withPage(at, async (page) => {
          await page.goto(`${demo.origin}/multi`);
          await settle(page);
          for (const model of ['Comment', 'Article']) {
            const load = nextLoad(page);
            await page.locator(`paginator-numbers[model="${model}"] a`, { hasText: /^2$/ }).click();
            await load;
            await settle(page);
            expect(await page.locator(`paginator-numbers[model="${model}"] [part="current"]`).textContent()).to.equal('2');
            await check(page, `/multi after ${model} page 2`);
          }
        });
      });

      it('/dropin after following its next link', async () => {
        await withPage(at, async (page) => {
          await page.goto(`${demo.origin}/dropin`);
          await settle(page);
          await page.locator('paginator-link[kind="next"] a').click();
          await page.waitForURL(`${demo.origin}/dropin?page=2`);
          await settle(page);
          await check(page, '/dropin?page=2 reached by its next link');
        });
      });
    });
  }
});
