/**
 * Issue 35, point 9, on the demo's Ajax page (`/`) at 1280×600 in Chromium: the reader scrolls down to the pager
 * under the table and clicks next. Page 2's rows load, and the table's region is brought into view, its top at the
 * window's top, as a page load would show it (at once: the reader prefers reduced motion). Back puts the window
 * where the reader left page 1, at the pager.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

describe('demo: the view after an Ajax page change, on /', function () {
  this.timeout(60_000);
  const demo = useDemo();
  let context;

  afterEach(async () => {
    await context?.close();
  });

  it('next from the pager under the table shows page 2 from its top; Back returns to the pager', async () => {
    context = await demo.browser.newContext({ viewport: { width: 1280, height: 600 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${demo.origin}/`);
    const next = page.locator('paginator-link[kind="next"] a');
    await next.waitFor();
    await next.scrollIntoViewIfNeeded();
    const region = page.locator('#results');
    const before = await page.evaluate(() => [scrollY, document.querySelector('#results').getBoundingClientRect().top]);
    expect(before[1], 'the table starts above the window').to.be.below(0);
    const loaded = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', resolve, { once: true })));
    await next.click();
    await loaded;
    await page.locator('paginator-numbers [part="current"]', { hasText: /^2$/ }).waitFor();
    const top = await region.evaluate((el) => Math.round(el.closest('.table-region').getBoundingClientRect().top));
    expect(top, 'the table region’s top').to.be.within(0, 2);
    const back = page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', resolve, { once: true })));
    await page.goBack();
    await back;
    expect(await page.evaluate(() => scrollY)).to.equal(before[0]);
  });
});
