/**
 * The pages without JavaScript (issue 27, point 9): the core's markup, styled by the package's paginator.css,
 * gives targets of 24×24 CSS px at least (WCAG 2.5.8) in the pagers and the sort headers, at 320 and 1280 px,
 * without the page scrolling sideways; the same once the light elements of these pages have taken over.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

const PAGES = ['/articles/index?page=3', '/articles/feed?page=3', '/articles/cursor', '/articles/titles?page=2', '/comments/list?page=4'];
/** Every target of the core's markup on these pages: pager links, current page, disabled labels, sort links, form controls. */
const TARGETS = '.paginator :is(a, .current, div, .disabled), .paginator-sort a, .paging-forms :is(button, select, input)';

describe('demo: the pages without JavaScript', function () {
  this.timeout(120_000);
  const demo = useDemo();

  for (const javaScriptEnabled of [false, true]) {
    for (const width of [320, 1280]) {
      it(`targets of 24×24 px at least and no sideways scroll at ${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
        const context = await demo.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          for (const path of PAGES) {
            await page.goto(demo.origin + path);
            if (javaScriptEnabled) {
              // The light elements have rendered the core's markup again (/articles/index has none).
              await page.waitForFunction(() => [...document.querySelectorAll('paginator-numbers, paginator-link')]
                .every((element) => customElements.get(element.localName) !== undefined && element.hasUpdated));
            }
            const { targets, overflow } = await page.evaluate((selector) => ({
              targets: [...document.querySelectorAll(selector)].map((element) => {
                const { width: w, height: h } = element.getBoundingClientRect();
                return { name: `${element.localName} "${element.textContent.trim()}"`, width: w, height: h };
              }),
              overflow: document.documentElement.scrollWidth - innerWidth,
            }), TARGETS);
            expect(targets.length, `${path}: targets`).to.be.at.least(3);
            const small = targets.filter((target) => target.width < 24 || target.height < 24);
            expect(small, `${path}: targets under 24×24 px`).to.deep.equal([]);
            expect(overflow, `${path}: sideways scroll`).to.be.at.most(0);
          }
          // The sort headers are among them, and so is a page link of each pager.
          await page.goto(`${demo.origin}/articles/index`);
          expect(await page.locator('thead.paginator-sort a').count()).to.equal(5);
        } finally {
          await context.close();
        }
      });
    }
  }
});
