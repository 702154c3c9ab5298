/**
 * The demo site end to end in Chromium: the test starts the demo server on
 * 127.0.0.1 and drives a real browser through its pages (Ajax page swaps,
 * history, keyboard focus, the two-list page, the drop-in page, errors).
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';


describe('demo site in Chromium', function () {
  this.timeout(60_000);
  let page;
  const pageErrors = [];

  const demo = useDemo();

  beforeEach(async () => {
    page = await demo.browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterEach(async () => {
    await page.close();
    expect(pageErrors.splice(0)).to.deep.equal([]);
  });

  const numbers = () => page.locator('paginator-numbers').first();
  // The counter's shadow text groups digits as the page's language writes them (docs/languages.md): "1,000".
  const counterText = () => page.locator('paginator-counter').first().evaluate((el) => el.shadowRoot.textContent.trim());
  const firstId = () => page.locator('#results tbody tr td').first().textContent();

  it('swaps the results region by Ajax, updates every element of the model, and pushes the URL', async () => {
    await page.goto(`${demo.origin}/`);
    expect(await counterText()).to.equal('Page 1 of 50: articles 1 to 20 of 1,000');
    let requests = 0;
    page.on('request', (request) => {
      if (request.headers()['x-requested-with'] === 'XMLHttpRequest') requests++;
    });
    const load = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
    await numbers().locator('a', { hasText: /^3$/ }).click();
    await load;
    expect(requests).to.equal(1);
    expect(page.url()).to.equal(`${demo.origin}/?page=3`);
    expect(await firstId()).to.equal('41');
    expect(await counterText()).to.equal('Page 3 of 50: articles 41 to 60 of 1,000');
    expect(await numbers().locator('[part="current"]').textContent()).to.equal('3');
    expect(await page.locator('#results').getAttribute('aria-busy')).to.equal(null);
  });

  it('restores pages with Back and Forward', async () => {
    await page.goto(`${demo.origin}/`);
    for (const target of ['2', '3']) {
      const load = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
      await numbers().locator('a', { hasText: new RegExp(`^${target}$`) }).click();
      await load;
    }
    expect(await firstId()).to.equal('41');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#results td')?.textContent === '21');
    expect(await counterText()).to.equal('Page 2 of 50: articles 21 to 40 of 1,000');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#results td')?.textContent === '1');
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('#results td')?.textContent === '21');
  });

  it('sorts through the core’s Ajax links in the fragment, handled by installAjaxLinks', async () => {
    await page.goto(`${demo.origin}/?page=2`);
    const views = page.locator('#results th a', { hasText: 'Views' });
    expect(await views.getAttribute('data-update')).to.equal('results');
    let load = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
    await views.click();
    await load;
    expect(page.url()).to.equal(`${demo.origin}/?page=2&sort=views&direction=asc`);
    expect(await page.locator('#results th[aria-sort]').textContent()).to.equal('Views');
    expect(await page.locator('#results th[aria-sort]').getAttribute('aria-sort')).to.equal('ascending');
    load = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
    await page.locator('#results th a', { hasText: 'Views' }).click();
    await load;
    expect(await page.locator('#results th[aria-sort]').getAttribute('aria-sort')).to.equal('descending');
    expect(await counterText()).to.equal('Page 2 of 50: articles 21 to 40 of 1,000');
  });

  it('moves focus to the results after a keyboard-started swap', async () => {
    await page.goto(`${demo.origin}/`, { waitUntil: 'networkidle' });
    await page.bringToFront();
    // press() focuses the link and presses Enter in one step, so a re-render in between cannot drop the focus.
    await numbers().locator('a', { hasText: /^2$/ }).press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'results', null, { timeout: 10_000 });
    expect(await firstId()).to.equal('21');
  });

  it('works without JavaScript', async () => {
    const context = await demo.browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${demo.origin}/`);
    await plain.locator('paginator-numbers').waitFor({ state: 'attached' });
    await plain.goto(`${demo.origin}/articles/index`);
    await plain.locator('paginator-numbers.wide a', { hasText: /^4$/ }).click();
    expect(plain.url()).to.equal(`${demo.origin}/articles/index?page=4`);
    expect(await plain.locator('paginator-numbers.wide [aria-current=page]').textContent()).to.equal('4');
    await context.close();
  });

  it('paginates two models on one page, each in its own region', async () => {
    await page.goto(`${demo.origin}/multi`);
    const comments = page.locator('paginator-numbers[model="Comment"]');
    const load = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
    await comments.locator('a', { hasText: /^2$/ }).click();
    await load;
    expect(await comments.locator('[part="current"]').textContent()).to.equal('2');
    expect(await page.locator('paginator-numbers[model="Article"] [part="current"]').textContent()).to.equal('1');
    expect(await page.locator('#multi-comments li').count()).to.equal(5);
  });

  it('runs the drop-in page on the bundle alone', async () => {
    await page.goto(`${demo.origin}/dropin`);
    const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(scripts).to.deep.equal(['/dist/paginator-elements.min.js']);
    expect(await page.locator('paginator-counter').evaluate((el) => el.shadowRoot.textContent.trim())).to.equal('Photos 1–12 of 140');
    await page.locator('paginator-link[kind="next"] a').click();
    await page.waitForURL(`${demo.origin}/dropin?page=2`);
    // The error page is in a chunk the element imports once connected, which may land after the load event.
    await page.waitForFunction(() => document.querySelector('framework-error')?.shadowRoot?.textContent.includes('Missing View'), null, { timeout: 10_000 })
      .catch(() => {});
    expect(await page.locator('framework-error').evaluate((el) => el.shadowRoot.textContent)).to.contain('Missing View');
  });

  it('shows the production 404 page for an unknown address', async () => {
    const response = await page.goto(`${demo.origin}/nowhere/at/all`);
    expect(response.status()).to.equal(404);
    expect(await page.textContent('h2')).to.equal('Not Found');
    // The browser reports the 404 of the page itself; that one is expected.
    expect(pageErrors.splice(0)).to.deep.equal(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});
