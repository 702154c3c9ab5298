/**
 * The demo's load-more page end to end in Chromium: appending pages, the
 * live region, infinite scroll, and Back to the page after following a
 * plain link away — with the back/forward cache, and without it (the rows
 * are then fetched again and the scroll position put back).
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { launchChromium, useDemo } from './demo-harness.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

describe('demo site: load more in Chromium', function () {
  this.timeout(60_000);
  const demo = useDemo({ browser: false });
  const browsers = {};
  let page;
  const pageErrors = [];

  before(async () => {
    // Playwright turns the back/forward cache off by default; a reader's browser has it on.
    browsers.cached = await launchChromium({ ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    // Without it, Back loads the page anew: the rows must be fetched again.
    browsers.uncached = await launchChromium();
  });

  after(() => Promise.all(Object.values(browsers).map((browser) => browser.close())));

  async function open(which = 'cached') {
    page = await browsers[which].newPage({ viewport: { width: 1000, height: 700 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    return page;
  }

  afterEach(async () => {
    await page?.close();
    expect(pageErrors.splice(0)).to.deep.equal([]);
  });

  const rowCount = () => page.locator('#more-rows tr').count();
  const moreLink = () => page.locator('paginator-link[kind="more"] a');
  const status = () => page.locator('paginator-link[kind="more"] [role="status"]');
  const nextLoad = () => page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('paginator-load', (event) => resolve(event.detail.added), { once: true });
  }));

  async function loadMore() {
    const loaded = nextLoad();
    await moreLink().click();
    return loaded;
  }

  it('appends each next page to the table, moves the link on, and says how many rows arrived', async () => {
    await open();
    await page.goto(`${demo.origin}/articles/more`);
    expect(await rowCount()).to.equal(20);
    const before = await page.evaluate(() => history.length);
    expect(await moreLink().getAttribute('href')).to.equal('/articles/more?page=2');
    expect(await loadMore()).to.equal(20);
    expect(await loadMore()).to.equal(20);
    expect(await rowCount()).to.equal(60);
    expect(await page.locator('#more-rows tr:last-child td').first().textContent()).to.equal('60');
    expect(await moreLink().getAttribute('href')).to.equal('/articles/more?page=4');
    expect(await status().textContent()).to.equal('20 more loaded');
    // An append is no navigation: the address and the history length stay.
    expect(page.url()).to.equal(`${demo.origin}/articles/more`);
    expect(await page.evaluate(() => history.length)).to.equal(before);
  });

  it('is a plain link to the next page without JavaScript', async () => {
    const context = await browsers.cached.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(`${demo.origin}/articles/more`);
    await moreLink().click();
    await page.waitForURL(`${demo.origin}/articles/more?page=2`);
    expect(await page.locator('#more-rows tr td').first().textContent()).to.equal('21');
    await context.close();
  });

  for (const which of ['cached', 'uncached']) {
    it(`Back from a plain link puts the appended rows and the scroll position back (${which === 'cached' ? 'with' : 'without'} the back/forward cache)`, async () => {
      await open(which);
      await page.addInitScript(() => addEventListener('pageshow', (event) => {
        window.fromCache = event.persisted;
      }));
      await page.goto(`${demo.origin}/articles/more`);
      await loadMore();
      await loadMore();
      // Scrolled to the end of the rows: the last appended ones in view.
      await page.evaluate(() => new Promise((resolve) => {
        addEventListener('scrollend', resolve, { once: true });
        scrollTo(0, document.documentElement.scrollHeight);
      }));
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).to.be.above(1000);
      let fetched = 0;
      page.on('request', (request) => {
        if (request.headers()['x-requested-with'] === 'XMLHttpRequest') fetched++;
      });
      await page.locator('main p a[href="/articles/index"]').click();
      await page.waitForURL(`${demo.origin}/articles/index`);
      // A page restored from the cache fires no load event: wait for the rows instead.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelectorAll('#more-rows tr').length === 60);
      await page.waitForFunction((y) => Math.abs(scrollY - y) < 2, scrolled);
      const inView = await page.evaluate(() => {
        const box = document.querySelector('#more-rows tr:last-child').getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      expect(inView, 'the last appended row in view').to.equal(true);
      expect(await moreLink().getAttribute('href')).to.equal('/articles/more?page=4');
      // Restored from the cache: nothing fetched; loaded anew: the two appended pages, once each.
      expect(await page.evaluate(() => window.fromCache)).to.equal(which === 'cached');
      expect(fetched).to.equal(which === 'cached' ? 0 : 2);
      // And the list goes on from there.
      expect(await loadMore()).to.equal(20);
      expect(await rowCount()).to.equal(80);
    });
  }

  it('has no axe violations after an append, and after the last page', async () => {
    // The demo's Content-Security-Policy refuses the inline script addScriptTag() writes: bypassed only to let axe in.
    const context = await browsers.uncached.newContext({ bypassCSP: true });
    page = await context.newPage();
    const violations = async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
      return page.evaluate(async () => (await window.axe.run(document)).violations.map((rule) => `${rule.id}: ${rule.help}`));
    };
    await page.goto(`${demo.origin}/articles/more?page=48`);
    await loadMore();
    expect(await violations(), 'after an append').to.deep.equal([]);
    await loadMore();
    expect(await moreLink().count()).to.equal(0);
    expect(await violations(), 'after the last page').to.deep.equal([]);
    await context.close();
  });

  it('follows the link by itself when it scrolls into view, with ?infinite=1', async () => {
    await open();
    await page.goto(`${demo.origin}/articles/more?infinite=1`);
    expect(await moreLink().getAttribute('href')).to.equal('/articles/more?page=2&infinite=1');
    const loaded = nextLoad();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    expect(await loaded).to.equal(20);
    expect(await rowCount()).to.equal(40);
    const again = nextLoad();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await again;
    expect(await rowCount()).to.equal(60);
  });
});
