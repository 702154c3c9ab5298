/**
 * The demo's pages as a person finds them (issue 35, point 6), in Chromium against the real server: the error pages'
 * index shows every link on a phone, and the gallery gives each case a title, a description and a picture.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

describe('demo: the pages as a person finds them', function () {
  this.timeout(120_000);
  const demo = useDemo();

  for (const width of [320, 375]) {
    it(`/errors at ${width} px: every kind's two links are in the window, none in a region that scrolls`, async () => {
      const context = await demo.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${demo.origin}/errors`);
        const links = await page.evaluate(() => [...document.querySelectorAll('main a[href^="/errors/"]')].map((link) => {
          let scroller = null;
          for (let at = link.parentElement; at && at !== document.body; at = at.parentElement) {
            if (at.scrollWidth > at.clientWidth + 1 && getComputedStyle(at).overflowX !== 'visible') scroller = at.localName;
          }
          const { left, right } = link.getBoundingClientRect();
          return { href: link.getAttribute('href'), left, right, scroller };
        }));
        expect(links.length).to.be.at.least(38);
        for (const { href, left, right, scroller } of links) {
          expect(scroller, `${href} is in a ${scroller} that scrolls sideways`).to.equal(null);
          expect(left >= 0 && right <= width, `${href} at [${Math.round(left)}, ${Math.round(right)}] in a ${width} px window`).to.equal(true);
        }
      } finally {
        await context.close();
      }
    });
  }
});
