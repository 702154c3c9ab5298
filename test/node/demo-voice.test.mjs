/**
 * Issue 27 on the demo's Ajax page (`/`), in Chromium:
 * - defect 8, one voice per page: over Ajax clicks, Back, Forward and a sort
 *   by the table's server-rendered sort links, the page's live regions
 *   (every aria-live or live role, in the page and in the elements' shadow
 *   roots) say one thing per change, naming the page shown;
 * - while a page loads, the demo's spinner shows and does not speak (issue 35, point 5);
 * - the failure notice (issue 35, point 1): when a page cannot be loaded,
 *   the row's pager says so in its own box, over no control and inside the
 *   page's margins; Retry and Dismiss are targets of at least 24×24 px, and
 *   nothing scrolls sideways, at 320 and 1280 px; after a Retry by mouse
 *   that loads the page, focus is back on the link that was clicked, and
 *   after one by keyboard, on the region.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';
import { checkCoveredControls } from '../matrix/checks/covered-controls.mjs';

/**
 * Listens to every live region of the page and of its elements' shadow
 * roots; `window.__said` collects the text of a region each time its
 * content changes (a mutation record in it).
 */
function listen() {
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  window.__said = [];
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      const region = (target instanceof Element ? target : target.parentElement)?.closest(LIVE);
      if (region) window.__said.push(region.textContent.trim());
    }
  });
  const options = { childList: true, characterData: true, subtree: true };
  observer.observe(document.body, options);
  for (const el of document.querySelectorAll('*')) if (el.shadowRoot) observer.observe(el.shadowRoot, options);
}

describe('demo: one voice, and the failure notice, on /', function () {
  this.timeout(90_000);
  const demo = useDemo();
  let page;
  const pageErrors = [];

  afterEach(async () => {
    await page?.close();
    expect(pageErrors.splice(0)).to.deep.equal([]);
  });

  async function open(width) {
    page = await demo.browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${demo.origin}/`);
    // The row's next link: at 320 px the numbers take their compact form, which leaves next to it.
    await page.locator('paginator-link[kind="next"] a').waitFor();
  }

  /** Runs `act`, waits for the swap it causes and for what is said after it; gives the page the pager then shows, and what was said. */
  async function heard(act) {
    await page.evaluate(() => {
      window.__said.length = 0;
      window.__loaded = new Promise((resolve) => document.addEventListener('paginator-load', resolve, { once: true }));
    });
    await act();
    await page.evaluate(() => window.__loaded);
    await page.waitForFunction(() => window.__said.length > 0, null, { timeout: 3000 }).catch(() => undefined);
    // Time for a second voice, or a late one.
    await page.waitForTimeout(400);
    const shown = await page.locator('paginator-numbers [part="current"]').textContent();
    return [shown, await page.evaluate(() => [...window.__said])];
  }

  it('Ajax clicks, Back, Forward and a sort: one announcement each, naming the page shown', async () => {
    await open(1280);
    await page.evaluate(listen);
    const said = [];
    said.push(['click 2', await heard(() => page.locator('paginator-numbers a', { hasText: /^2$/ }).click())]);
    said.push(['next', await heard(() => page.locator('paginator-link[kind="next"] a').click())]);
    said.push(['Back', await heard(() => page.goBack())]);
    said.push(['Forward', await heard(() => page.goForward())]);
    said.push(['sort', await heard(() => page.locator('#results th a').nth(1).click())]);
    // The pages shown: a sort keeps the page (the core's sort links do).
    expect(said.map(([name, [shown]]) => [name, shown])).to.deep.equal([['click 2', '2'], ['next', '3'], ['Back', '2'], ['Forward', '3'], ['sort', '3']]);
    expect(said.map(([name, [, words]]) => [name, words])).to.deep.equal(said.map(([name, [shown]]) => [name, [`Page ${shown} of 50`]]));
  });

  it('while a page loads, the spinner shows "Loading…" and is no live region: the pagers’ region alone speaks (issue 35, point 5)', async () => {
    await open(1280);
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route((url) => url.pathname === '/', async (route) => {
      if (route.request().headers()['x-requested-with']) await held;
      await route.continue();
    });
    await page.locator('paginator-link[kind="next"] a').click();
    await page.locator('#spinner').waitFor({ state: 'visible' });
    const live = await page.evaluate(() => {
      const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
      const found = [];
      const walk = (root) => {
        for (const node of root.querySelectorAll('*')) {
          // A live region that says something now (an empty one, such as a form's message, says nothing).
          if (node.matches(LIVE) && !node.hasAttribute('data-paginator-status') && node.textContent.trim()) found.push(`${node.localName}#${node.id} "${node.textContent.trim()}"`);
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      };
      walk(document);
      return found;
    });
    release();
    expect(live).to.deep.equal([]);
  });

  for (const width of [320, 1280]) {
    it(`${width} px: a page that cannot be loaded is said in the row's pager, over no control, inside the page's margins; Retry and Dismiss are at least 24×24; nothing scrolls sideways`, async () => {
      await open(width);
      await page.route((url) => url.pathname === '/', (route) => (route.request().headers()['x-requested-with']
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Server error</p>' }) : route.continue()));
      // The failure's console line is expected.
      page.on('console', () => undefined);
      await page.locator('paginator-link[kind="next"] a').click();
      const notice = page.locator('nav.paging paginator-numbers [part="failure"]');
      await notice.locator('[part="retry"]').waitFor();
      await page.evaluate(() => document.querySelector('nav.paging paginator-numbers').updateComplete);
      const covered = await checkCoveredControls(page);
      const seen = await notice.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const main = document.querySelector('main').getBoundingClientRect();
        const buttons = [...el.querySelectorAll('button')].map((button) => {
          const { width: w, height: h } = button.getBoundingClientRect();
          return `${button.getAttribute('part')} ${w >= 24 && h >= 24 ? 'at least 24×24' : `${w}×${h}`}`;
        });
        const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
        return { inside: box.left >= main.left && box.right <= main.right, buttons, sideways };
      });
      expect(covered).to.deep.equal([]);
      expect(seen).to.deep.equal({ inside: true, buttons: ['retry at least 24×24', 'dismiss at least 24×24'], sideways: 0 });
    });
  }

  for (const how of ['mouse', 'keyboard']) {
    it(`320 px: a Retry by ${how} that loads the page takes the notice away and gives focus back to ${how === 'mouse' ? 'the link that was clicked' : 'the region'}`, async () => {
      await open(320);
      let failing = true;
      await page.route((url) => url.pathname === '/', (route) => (failing && route.request().headers()['x-requested-with']
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Server error</p>' }) : route.continue()));
      // The failure's console line is expected.
      page.on('console', () => undefined);
      await page.locator('paginator-link[kind="next"] a').click();
      const retry = page.locator('nav.paging paginator-numbers [part="retry"]');
      await retry.waitFor();
      failing = false;
      await page.evaluate(() => {
        window.__loaded = new Promise((resolve) => document.addEventListener('paginator-load', resolve, { once: true }));
      });
      if (how === 'mouse') await retry.click();
      else {
        await retry.focus();
        await page.keyboard.press('Enter');
      }
      await page.evaluate(() => window.__loaded);
      await page.locator('nav.paging [part="failure"]').waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => {
        let node = document.activeElement;
        while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
        const host = node?.getRootNode().host;
        return node && `${host ? `${host.localName}[kind=${host.getAttribute('kind')}] > ` : ''}${node.localName}${node.id ? `#${node.id}` : ''}`;
      });
      expect(focused).to.equal(how === 'mouse' ? 'paginator-link[kind=next] > a' : 'div#results');
      expect(await page.locator('paginator-numbers [part="current"]').first().textContent()).to.contain('2');
    });
  }
});
