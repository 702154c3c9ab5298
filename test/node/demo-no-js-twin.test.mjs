/**
 * The list without JavaScript looks like the page with it (issue 34, point 4): /articles/index renders its pagers
 * with the elements through Lit SSR (demo/ssr-pager.mjs), so without any script its counter, pager row and forms
 * are the ones the Ajax page (/) shows once its elements have run: the same controls, texts and boxes at 320 and
 * 1280 px. And they work without JavaScript: the links are real links, the forms real GET forms.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

/** What a row shows, as a person sees it: each shown control's text and box, relative to the row's box. */
function shownControls(selector) {
  const row = document.querySelector(selector);
  const origin = row.getBoundingClientRect();
  const found = [];
  const visit = (root) => {
    for (const node of root.querySelectorAll('a, button, select, input, [aria-current], [part~=page], [part=counter], label')) {
      const box = node.getBoundingClientRect();
      if (!node.getClientRects().length || getComputedStyle(node).visibility === 'hidden') continue;
      const text = node.matches('select, input') ? node.value : node.textContent.replace(/\s+/g, ' ').trim();
      found.push({ tag: node.localName, text, x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height });
    }
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
  };
  visit(row);
  return { controls: found, width: origin.width, height: origin.height };
}

/** `a` and `b` (shownControls()) the same, to within half a pixel. */
function expectSameLook(a, b, where) {
  const round = ({ controls, width, height }) => ({
    size: [Math.round(width * 2), Math.round(height * 2)],
    controls: controls.map(({ tag, text, ...box }) => ({ tag, text, ...Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value * 2)])) })),
  });
  expect(round(a), where).to.deep.equal(round(b));
}

describe('demo: the list without JavaScript and its twin with JavaScript', function () {
  this.timeout(120_000);
  const demo = useDemo({ articles: 100_000 });

  for (const width of [320, 1280]) {
    it(`show the same counter, pager row and forms at ${width} px (/articles/index without JavaScript, / with it)`, async () => {
      const looks = {};
      for (const [key, path, javaScriptEnabled] of [['without', '/articles/index?page=2500', false], ['with', '/?page=2500', true]]) {
        const context = await demo.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          const errors = [];
          page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
          await page.goto(demo.origin + path);
          if (javaScriptEnabled) {
            await page.waitForFunction(() => [...document.querySelectorAll('paginator-numbers, paginator-link, paginator-counter, paginator-limit, paginator-jump')]
              .every((element) => customElements.get(element.localName) !== undefined && element.hasUpdated));
            // The numbers fit their width in the frames after their first render.
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          } else {
            expect(await page.evaluate(() => document.scripts.length), 'no script on the page').to.equal(0);
          }
          looks[key] = [];
          for (const selector of ['.toolbar', 'nav.paging', '.paging-forms']) looks[key].push(await page.evaluate(`(${shownControls})(${JSON.stringify(selector)})`));
          expect(errors, `${key} JavaScript: console`).to.deep.equal([]);
        } finally {
          await context.close();
        }
      }
      ['counter', 'pager row', 'forms'].forEach((name, i) => expectSameLook(looks.without[i], looks.with[i], `${name} at ${width} px`));
      // Not vacuous: the row shows its controls, the counter its words.
      expect(looks.without[1].controls.length).to.be.at.least(width === 320 ? 3 : 10);
      expect(looks.without[0].controls.map(({ text }) => text).join(' ')).to.include('Page 2,500 of 5,000: articles 49,981 to 50,000 of 100,000');
    });
  }

  it('without JavaScript the pager\'s links and the forms work: each loads the page it names', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const current = () => page.locator('nav.paging paginator-numbers.wide [aria-current=page]').textContent();
      await page.goto(`${demo.origin}/articles/index?page=3&sort=title&direction=desc`);
      await page.locator('nav.paging paginator-numbers.wide a', { hasText: /^4$/ }).click();
      await page.waitForURL(`${demo.origin}/articles/index?page=4&sort=title&direction=desc`);
      expect(await current()).to.equal('4');
      await page.locator('nav.paging paginator-link[kind=next] a').click();
      await page.waitForURL(`${demo.origin}/articles/index?page=5&sort=title&direction=desc`);
      expect(await current()).to.equal('5');
      await page.locator('nav.paging paginator-numbers.wide a', { hasText: /^5,000$/ }).click();
      await page.waitForURL(`${demo.origin}/articles/index?page=5000&sort=title&direction=desc`);
      // The jump form keeps the sort; the page-size form too.
      await page.locator('paginator-jump input[name=page]').fill('1234');
      await page.locator('paginator-jump button').click();
      await page.waitForURL((url) => url.searchParams.get('page') === '1234' && url.searchParams.get('sort') === 'title');
      expect(await current()).to.equal('1,234');
      await page.locator('paginator-limit select').selectOption('50');
      await page.locator('paginator-limit button').click();
      await page.waitForURL((url) => url.searchParams.get('limit') === '50' && url.searchParams.get('direction') === 'desc');
      expect(await page.locator('tbody tr').count()).to.equal(50);
    } finally {
      await context.close();
    }
  });
});
