/**
 * No layout shift from pagers (issue 27, point 12; DESIGN §7): the elements' boxes are reserved before they are
 * defined (paginator.css's `:not(:defined)` rules, which a page has before its script), so that nothing moves when
 * they upgrade. Measured as Lighthouse does, with a PerformanceObserver for `layout-shift` in Chromium, on a page
 * whose bundle arrives late (held back here, as a slow network holds it), so that the page is painted first: every
 * page of the demo's menu, at a phone's width and a desktop's.
 */
import { expect } from 'chai';
import { MENU } from '../../demo/views.mjs';
import { useDemo } from './demo-harness.mjs';

/** Every page of the demo's menu, a page into its list where it has one (the pagers then have a page behind them). */
const PAGES = MENU.map(([path]) => (['/dropin', '/fit', '/', '/multi'].includes(path) ? `${path}?page=5` : path));

/** Registered before any of the page's scripts: every layout shift, with the nodes that moved. */
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => source.node?.nodeName ?? '?').join(' ');
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('demo: no layout shift as the pagers upgrade', function () {
  this.timeout(120_000);
  const demo = useDemo();

  for (const path of PAGES) {
    for (const width of [375, 1280]) {
      it(`${path} at ${width} px: CLS 0.00`, async () => {
        const context = await demo.browser.newContext({ viewport: { width, height: 800 } });
        try {
          const page = await context.newPage();
          await page.addInitScript(observeShifts);
          // The bundle comes 600 ms late: the page is painted without it, as Lighthouse's throttled load paints it.
          await page.route('**/dist/paginator-elements.min.js', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 600));
            await route.continue();
          });
          await page.goto(demo.origin + path);
          // A page without the elements (the pages without JavaScript, the error pages) has nothing to wait for.
          await page.waitForFunction(() => !document.querySelector('script[src*="paginator-elements"]') || customElements.get('paginator-numbers') !== undefined);
          // Every element rendered, its on-demand parts arrived, and a few frames more for the shifts to be reported.
          await page.evaluate(async () => {
            const elements = [...document.querySelectorAll('paginator-numbers, paginator-link, paginator-counter')];
            await Promise.all(elements.map((element) => element.updateComplete));
            await new Promise((resolve) => setTimeout(resolve, 800));
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
          const shifts = await page.evaluate(() => window.__shifts);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(cls.toFixed(3), JSON.stringify(shifts)).to.equal('0.000');
        } finally {
          await context.close();
        }
      });
    }
  }
});
