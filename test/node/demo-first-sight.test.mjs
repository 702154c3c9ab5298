/**
 * What a new user saw on the demo (issue 19, point 8), each checked where it showed: the 404 page names the
 * address that was requested, whichever controller raised it; the jump form tells a negative page from a
 * fraction; /multi keeps its address and says so; /dropin shows the photos it counts, under the whole menu;
 * /articles/feed greys its labels with nowhere to go, with and without JavaScript, light and dark. The real
 * server on 127.0.0.1 and, for what a visitor sees, Chromium.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

describe('demo site: what a new user saw', function () {
  this.timeout(60_000);
  const demo = useDemo();

  const get = async (path) => {
    const response = await fetch(demo.origin + path);
    return { status: response.status, html: await response.text() };
  };

  /** A page in a context of its own (`options` are playwright's newContext options), closed whatever happens. */
  async function withPage(options, body) {
    const context = await demo.browser.newContext(options);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await body(page);
      expect(errors, 'uncaught errors in the page').to.deep.equal([]);
    } finally {
      await context.close();
    }
  }

  /** Resolves after the next paginator-load (an Ajax swap done and the elements updated). */
  const nextLoad = (page) => page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('paginator-load', () => resolve(true), { once: true });
  }));

  describe('404 pages name the address that was requested', () => {
    // The production page quotes the address: "The requested address '/articles/nosuchaction' was not found".
    const quoted = (html) => /The requested address (?:<strong>)?'([^']*)'/.exec(html)?.[1];

    it('an unknown action, an unknown controller, a tampered cursor: each its own path, never "/"', async () => {
      const cases = [
        ['/articles/nosuchaction', '/articles/nosuchaction'],
        ['/nowhere/at/all', '/nowhere/at/all'],
        ['/articles/cursor?cursor=not-a-cursor', '/articles/cursor?cursor=not-a-cursor'],
        // Escaped like any other text of the page.
        ['/articles/cursor?cursor=%3Cb%3E', '/articles/cursor?cursor=%3Cb%3E'],
      ];
      for (const [path, shown] of cases) {
        const { status, html } = await get(path);
        expect(status, path).to.equal(404);
        expect(quoted(html), path).to.equal(shown);
      }
    });

    it('each request names its own address, not the one before it', async () => {
      expect(quoted((await get('/articles/archive')).html)).to.equal('/articles/archive');
      expect((await get('/')).status).to.equal(200);
      expect(quoted((await get('/comments/nothing')).html)).to.equal('/comments/nothing');
    });
  });

  it('the jump form says a negative page is no page, not that it is not a whole number', async () => {
    await withPage({}, async (page) => {
      await page.goto(`${demo.origin}/`);
      const jump = page.locator('paginator-jump');
      await jump.locator('input[name="page"]').fill('-3');
      await jump.locator('button').click();
      const error = jump.locator('[part="error"]');
      await error.filter({ hasText: /\S/ }).waitFor();
      expect(await error.textContent()).to.equal('There is no page -3. Enter a page number from 1 to 50.');
      expect(page.url()).to.equal(`${demo.origin}/`);
    });
  });

  it('/multi keeps its address when a list turns its page, and says so', async () => {
    await withPage({}, async (page) => {
      await page.goto(`${demo.origin}/multi`);
      const before = await page.evaluate(() => history.length);
      for (const [model, own] of [['Comment', '/comments/list?page=2'], ['Article', '/articles/titles?page=2']]) {
        const link = page.locator(`paginator-numbers[model="${model}"] a`, { hasText: /^2$/ });
        // The link itself is a real link to the list's own page (what a new tab opens).
        expect(await link.getAttribute('href')).to.equal(own);
        const load = nextLoad(page);
        await link.click();
        await load;
        expect(await page.locator(`paginator-numbers[model="${model}"] [part="current"]`).textContent()).to.equal('2');
        expect(page.url(), `after ${model} page 2`).to.equal(`${demo.origin}/multi`);
      }
      expect(await page.evaluate(() => history.length)).to.equal(before);
      const text = (await page.locator('main').textContent()).replace(/\s+/g, ' ');
      expect(text).to.contain("Turning a list's page here leaves this page's address as it is").and.not.contain('its own URL');
    });
  });

  describe('/dropin', () => {
    it('shows every photo it counts, on the first page and on the last, short one', async () => {
      await withPage({}, async (page) => {
        for (const [path, first, last] of [['/dropin', 1, 12], ['/dropin?page=12', 133, 140]]) {
          await page.goto(demo.origin + path);
          const counter = page.locator('paginator-counter');
          await page.waitForFunction(() => document.querySelector('paginator-counter')?.shadowRoot?.textContent.trim());
          expect(await counter.evaluate((el) => el.shadowRoot.textContent.trim())).to.equal(`Photos ${first}–${last} of 140`);
          const photos = await page.locator('ol.photos li').allTextContents();
          expect(photos, path).to.deep.equal(Array.from({ length: last - first + 1 }, (_, i) => `Photo ${first + i}`));
        }
      });
    });

    it('has the menu every other page has', async () => {
      const links = (html) => [.../<nav aria-label="Demo pages">(.*?)<\/nav>/s.exec(html)[1].matchAll(/href="([^"]+)"/g)]
        .map((match) => match[1]);
      const menu = links((await get('/')).html);
      expect(menu).to.include.members(['/fit', '/articles/more', '/articles/feed']);
      expect(links((await get('/dropin')).html)).to.deep.equal(menu);
    });
  });

  describe('/articles/feed greys its labels with nowhere to go', () => {
    /** The colours of the first and prev labels and of the page's text, as computed. */
    const colours = (page) => page.evaluate(() => ({
      first: getComputedStyle(document.querySelector('paginator-link[kind="first"] > *')).color,
      prev: getComputedStyle(document.querySelector('paginator-link[kind="prev"] > *')).color,
      text: getComputedStyle(document.body).color,
    }));

    for (const [colorScheme, muted] of [['light', 'rgb(95, 101, 119)'], ['dark', 'rgb(163, 169, 184)']]) {
      it(`on page 1, with JavaScript, after coming back by Ajax, and without JavaScript (${colorScheme})`, async () => {
        await withPage({ colorScheme }, async (page) => {
          await page.goto(`${demo.origin}/articles/feed`);
          await page.waitForLoadState('networkidle');
          const loaded = await colours(page);
          expect(loaded).to.include({ first: muted, prev: muted });
          expect(loaded.text).to.not.equal(muted);
          let load = nextLoad(page);
          await page.locator('paginator-link[kind="next"] a').click();
          await load;
          load = nextLoad(page);
          await page.locator('paginator-link[kind="prev"] a').click();
          await load;
          expect(await page.locator('paginator-link[kind="prev"] a').count()).to.equal(0);
          expect(await colours(page)).to.include({ first: muted, prev: muted });
        });
        await withPage({ colorScheme, javaScriptEnabled: false }, async (page) => {
          await page.goto(`${demo.origin}/articles/feed`);
          expect(await colours(page)).to.include({ first: muted, prev: muted });
        });
      });
    }
  });
  describe('the pager row on / at 320 px (issue 27, defect 1)', () => {
    for (const colorScheme of ['light', 'dark']) {
      it(`offers one previous and one next, on one line, with the page between them (${colorScheme})`, async () => {
        await withPage({ viewport: { width: 320, height: 640 }, colorScheme }, async (page) => {
          await page.goto(`${demo.origin}/?page=25`);
          const row = page.locator('nav.paging');
          await page.waitForFunction(() => document.querySelector('nav.paging paginator-numbers')?.shadowRoot?.querySelector('[part="nav"]'));
          // Fitted to its width in the frames after it rendered.
          await page.waitForTimeout(500);
          const seen = await row.evaluate((nav) => {
            const elements = [...nav.querySelectorAll('paginator-numbers, paginator-link')];
            const count = (kind) => elements.flatMap((el) => [...(el.shadowRoot ?? el).querySelectorAll(`[rel="${kind}"], .${kind}`)]).length;
            const tops = elements.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2));
            return { prev: count('prev'), next: count('next'), middles: new Set(tops).size, overflow: document.documentElement.scrollWidth > innerWidth };
          });
          expect(seen).to.deep.equal({ prev: 1, next: 1, middles: 1, overflow: false });
          // The page between them: the window with the current page and the last one where it fits (a row of previous,
          // the numbers and next, since the row has no first and last links), else the compact form's words.
          expect(await row.ariaSnapshot()).to.match(/listitem: "25"[\s\S]*link "Page 50"|Page 25 of 50/);
        });
      });
    }
  });

  describe('/fit keeps the last page in reach at every width (issue 35, point 4)', () => {
    for (const width of [1280, 320]) {
      it(`${width} px: every box shows page 1 and the last page, on one line`, async () => {
        await withPage({ viewport: { width, height: 900 } }, async (page) => {
          await page.goto(`${demo.origin}/fit`);
          await page.waitForFunction(() => [...document.querySelectorAll('paginator-numbers')].every((el) => el.shadowRoot?.querySelector('[part="nav"]')));
          // Fitted to its width in the frames after it rendered.
          await page.waitForTimeout(500);
          const last = await page.evaluate(() => JSON.parse(document.getElementById('fit-paging').textContent).Article.pageCount.toLocaleString('en'));
          const boxes = await page.evaluate(() => [...document.querySelectorAll('paginator-numbers')].map((el) => {
            const pages = [...el.shadowRoot.querySelectorAll('[part~="list"] > li')];
            const middles = new Set(pages.map((li) => Math.round(li.getBoundingClientRect().top + li.getBoundingClientRect().height / 2)));
            return { name: el.getAttribute('aria-label'), text: el.shadowRoot.textContent.replace(/\s+/g, ' ').trim(), lines: middles.size };
          }));
          expect(boxes).to.have.length(4);
          for (const { name, text, lines } of boxes) {
            expect(text, name).to.match(/(^|\D)1(\D|$)/);
            expect(text, name).to.contain(last);
            expect(lines, name).to.equal(1);
          }
        });
      });
    }
  });
});
