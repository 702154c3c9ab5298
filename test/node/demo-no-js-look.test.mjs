/**
 * The pages without JavaScript (issue 27, point 9; issue 34, point 4): the core's markup styled by the package's
 * paginator.css, and on /articles/index the elements rendered on the server through Lit SSR (declarative shadow
 * DOM, demo/ssr-pager.mjs), give targets of 24×24 CSS px at least (WCAG 2.5.8) in the pagers, the sort headers and
 * the forms, at 320 and 1280 px, without the page scrolling sideways; the same once the light elements of these
 * pages have taken over. test/node/demo-no-js-twin.test.mjs holds /articles/index to the look of its Ajax twin.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

const PAGES = ['/articles/index?page=3', '/articles/feed?page=3', '/articles/cursor', '/articles/titles?page=2', '/comments/list?page=4'];
/** Every target of the core's markup on these pages: pager links, current page, disabled labels, sort links, form controls. */
const TARGETS = '.paginator :is(a, .current, div, .disabled), .paginator-sort a, .paging-forms :is(button, select, input)';
/** The same in the shadow roots of the server-rendered elements (/articles/index). */
const SHADOW_TARGETS = 'a, [aria-current], [aria-disabled], button, select, input:not([type=hidden])';

describe('demo: the pages without JavaScript', function () {
  this.timeout(120_000);
  // 100,000 articles, as `npm start` serves: 5,000 pages of 20, whose numbers are grouped.
  const demo = useDemo({ articles: 100_000 });

  for (const javaScriptEnabled of [false, true]) {
    for (const width of [320, 1280]) {
      it(`targets of 24×24 px at least and no sideways scroll at ${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
        const context = await demo.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          for (const path of PAGES) {
            await page.goto(demo.origin + path);
            if (javaScriptEnabled) {
              // The light elements have rendered the core's markup again (/articles/index has no script).
              await page.waitForFunction(() => document.scripts.length === 0 || [...document.querySelectorAll('paginator-numbers, paginator-link')]
                .every((element) => customElements.get(element.localName) !== undefined && element.hasUpdated));
            }
            const { targets, overflow } = await page.evaluate(([selector, inShadow]) => ({
              // Shown targets: on a phone /articles/index shows "Page 3 of 5,000" in place of its numbers.
              targets: [...document.querySelectorAll(selector), ...[...document.querySelectorAll('main *')]
                .flatMap((host) => (host.shadowRoot ? [...host.shadowRoot.querySelectorAll(inShadow)] : []))]
                .filter((element) => element.getClientRects().length > 0).map((element) => {
                const { width: w, height: h } = element.getBoundingClientRect();
                return { name: `${element.localName} "${element.textContent.trim()}"`, width: w, height: h };
              }),
              overflow: document.documentElement.scrollWidth - innerWidth,
            }), [TARGETS, SHADOW_TARGETS]);
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

  /** What the pager row of /articles/index shows without JavaScript: its shown controls, texts, lines, and the counter. */
  async function noScriptPager(width, path) {
    const context = await demo.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(demo.origin + path);
      return await page.evaluate(() => {
        const nav = document.querySelector('main nav.paging');
        const visible = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
        // A link's name is its text less what is hidden from assistive technology (a glyph in an aria-hidden span).
        const spoken = (node) => [...node.childNodes].filter((child) => !(child.nodeType === 1 && child.getAttribute('aria-hidden') === 'true')).map((child) => child.textContent).join('').replace(/\s+/g, ' ').trim();
        const roots = [...nav.querySelectorAll('*')].filter((host) => host.shadowRoot && visible(host)).map((host) => host.shadowRoot);
        const controls = roots.flatMap((root) => [...root.querySelectorAll('a, [aria-current], [aria-disabled], [part=page]')]).filter(visible);
        const texts = [];
        for (const root of roots) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement.closest('style')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const { width: w, height: h } = range.getBoundingClientRect();
            if (node.data.trim()) texts.push({ text: node.data.trim(), seen: w * h > 20 });
          }
        }
        return {
          links: controls.filter((node) => node.matches('a')).map((node) => ({ href: node.getAttribute('href'), name: node.getAttribute('aria-label') ?? spoken(node) })),
          tops: [...new Set(controls.map((node) => Math.round(node.getBoundingClientRect().top)))],
          texts,
          counter: document.querySelector('paginator-counter').shadowRoot.querySelector('[part=counter]').textContent,
        };
      });
    } finally {
      await context.close();
    }
  }

  it('/articles/index?page=2500: the Ajax page\'s row, the ellipses seen, numbers grouped, names that are words', async () => {
    const { links, texts, counter, tops } = await noScriptPager(1280, '/articles/index?page=2500');
    const to = (page) => links.filter(({ href }) => new URL(href, demo.origin).searchParams.get('page') === page).map(({ name }) => name);
    // One control for each page (issue 35, point 2): the window's first and last pages, no "first" or "last" beside them.
    expect(to('1')).to.deep.equal(['Page 1']);
    expect(to('5000')).to.deep.equal(['Page 5,000']);
    expect(texts.filter(({ text }) => /^(\.\.\.|…)$/.test(text)).map(({ seen }) => seen)).to.deep.equal([true, true]);
    expect(counter).to.equal('Page 2,500 of 5,000: articles 49,981 to 50,000 of 100,000');
    expect(texts.map(({ text }) => text)).to.include.members(['1', '2,497', '2,500', '5,000']);
    for (const { name } of links) expect(name, 'a link of the pager is named by its words or its page').to.match(/^(Previous|Next|Page \d{1,3}(,\d{3})*)$/);
    expect(tops, 'the pager is one row').to.have.length(1);
  });

  it('/articles/index at 320 px: previous, where the reader is, next, on one line', async () => {
    for (const path of ['/articles/index', '/articles/index?page=2500', '/articles/index?page=5000']) {
      const { links, texts } = await noScriptPager(320, path);
      expect(texts.filter(({ seen }) => seen).map(({ text }) => text).join(' '), path).to.match(/Page [\d,]+ of 5,000/);
      expect(links.every(({ name }) => ['Previous', 'Next'].includes(name)), path).to.equal(true);
    }
  });
});
