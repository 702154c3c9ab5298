/**
 * paginator.css on its own (issue 35, point 2): the core's markup exactly as the interface writes it — numbers()
 * with its " | " separators and its "..." ellipses, first() and last() runs — styled by the package's stylesheet
 * alone, in Chromium. Every text between the targets is seen (an ellipsis says that pages are skipped), no target
 * is under 24×24 CSS px, and nothing stands out of a 320 px window. The markup comes from the core, over records
 * drawn by fast-check.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { PaginatorHelper } from '../../dist/core.js';
import { launchChromium } from './demo-harness.mjs';

const CSS = readFileSync(new URL('../../dist/paginator.css', import.meta.url), 'utf8');

/** The core's numbers() (with runs to the first and last pages) and prev()/next() for page `page` of `pageCount`. */
function coreMarkup(page, pageCount, modulus) {
  const paging = { Item: { page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount, defaults: { limit: 10 }, options: { page, limit: 10 } } };
  const paginator = new PaginatorHelper({ here: '/items', params: { paging } });
  return [paginator.prev(), paginator.numbers({ modulus, first: 1, last: 1 }), paginator.next()].filter(Boolean).join(' ');
}

describe('paginator.css on its own: the core’s markup as the interface writes it', function () {
  this.timeout(120_000);
  let browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  /** Each text of the pager (separators, ellipses) with its shown width; the targets' sizes; the page's overflow. */
  async function look(page, markup) {
    await page.setContent(`<!doctype html><html lang="en"><head><style>${CSS}</style></head>
      <body style="margin:0;padding:0 16px"><nav class="paginator" aria-label="Pages">${markup}</nav></body></html>`);
    return page.evaluate(() => {
      const nav = document.querySelector('nav');
      const texts = [...nav.childNodes].filter((node) => node.nodeType === 3 && node.data.trim()).map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const { width, height } = range.getBoundingClientRect();
        return { text: node.data, width, height };
      });
      const targets = [...nav.querySelectorAll('a, .current, div')].map((node) => {
        const { width, height } = node.getBoundingClientRect();
        return { text: node.textContent, width, height };
      });
      return { texts, targets, overflow: document.documentElement.scrollWidth - innerWidth };
    });
  }

  it('shows the ellipses and separators between the targets, 24 px targets, no sideways scroll at 320 px', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 600 } });
    try {
      const page = await context.newPage();
      // The page first: "1" stood against "2497", the ellipsis between them unseen.
      const seen = await look(page, coreMarkup(2500, 5000, 6));
      expect(seen.texts.map(({ text }) => text.trim())).to.include('...');
      await fc.assert(fc.asyncProperty(
        fc.integer({ min: 2, max: 1e6 }).chain((pageCount) => fc.tuple(fc.integer({ min: 1, max: pageCount }), fc.constant(pageCount), fc.integer({ min: 2, max: 9 }))),
        async ([at, pageCount, modulus]) => {
          const { texts, targets, overflow } = await look(page, coreMarkup(at, pageCount, modulus));
          for (const { text, width, height } of texts) expect(width * height, `"${text}" on page ${at} of ${pageCount}`).to.be.greaterThan(20);
          for (const { text, width, height } of targets) expect(Math.min(width, height), `"${text}"`).to.be.at.least(24);
          expect(overflow).to.be.at.most(0);
        },
      ), { numRuns: 40 });
    } finally {
      await context.close();
    }
  });
});
