/**
 * The demo's pages as a person finds them (issue 35, point 6), in Chromium against the real server: the error pages'
 * index shows every link on a phone, the gallery gives each case a title, a description and a picture, and every
 * page says what it is in a meta description (Lighthouse's SEO audit missed one on every page).
 */
import { expect } from 'chai';
import { CASES } from '../../demo/gallery-cases.mjs';
import { takePicture } from '../../demo/gallery-pictures.mjs';
import { SITE_PAGES } from '../../demo/site-pages.mjs';
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

  it('/gallery gives each case a title, a description and a picture of its row (or says how to take one)', async () => {
    const entry = CASES[1];
    const context = await demo.browser.newContext({ viewport: { width: Number(entry.width), height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${demo.origin}/gallery?case=${entry.id}`);
      await page.evaluate(() => Promise.all([...document.querySelectorAll('[data-gallery-row] *')]
        .filter((node) => node.localName.includes('-')).map((node) => customElements.whenDefined(node.localName))));
      await takePicture(page, entry.id);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${demo.origin}/gallery`);
      // The pictures load lazily: bring the one just taken near the window, and let it load.
      const taken = page.locator('.gallery-cases > li').nth(1).locator('img');
      await taken.scrollIntoViewIfNeeded();
      await taken.evaluate((image) => image.decode());
      const cases = await page.evaluate(() => [...document.querySelectorAll('.gallery-cases > li')].map((item) => {
        const image = item.querySelector('img');
        return {
          href: item.querySelector('h2 a')?.getAttribute('href'),
          title: item.querySelector('h2')?.textContent.trim(),
          description: item.querySelector('p')?.textContent.trim(),
          picture: image && { src: image.getAttribute('src'), alt: image.alt, loaded: image.complete && image.naturalWidth > 0, right: image.getBoundingClientRect().right },
        };
      }));
      expect(cases.map(({ href }) => href)).to.deep.equal(CASES.map(({ id }) => `/gallery?case=${id}`));
      for (const { href, title, description, picture } of cases) {
        expect(title, href).to.match(/^Case \d\d: \S.{10,}/);
        expect(description, href).to.match(/^[A-Z].{40,}\.$/);
        if (picture) expect(picture.alt, href).to.match(/^The row of case \d\d/);
        else expect(description, href).to.not.equal(undefined);
      }
      const shown = cases[1].picture;
      expect(shown, 'the picture just taken').to.include({ src: `/gallery/pictures/${entry.id}.png`, loaded: true });
      expect(shown.right, 'the picture stays within a 320 px window').to.be.at.most(320);
      expect((await page.request.get(`${demo.origin}/gallery/pictures/${entry.id}.png`)).headers()['content-type']).to.equal('image/png');
      expect((await page.request.get(`${demo.origin}/gallery/pictures/..%2F..%2F..%2Fpackage.json`)).status()).to.equal(404);
    } finally {
      await context.close();
    }
  });

  it('every page of the demo describes itself, each in its own words', async () => {
    const descriptions = new Map();
    for (const path of [...SITE_PAGES, '/nowhere/at/all']) {
      const html = await (await fetch(demo.origin + path)).text();
      const found = [...html.matchAll(/<meta name="description" content="([^"]*)">/g)].map((match) => match[1]);
      expect(found, path).to.have.length(1);
      expect(found[0].length, `${path}: "${found[0]}"`).to.be.within(40, 160);
      descriptions.set(path, found[0]);
    }
    // The menu's pages each have their own (a 404 page and an error sample share the default).
    const menu = SITE_PAGES.filter((path) => !path.includes('?') || path.startsWith('/gallery?'));
    expect(new Set(menu.map((path) => descriptions.get(path))).size).to.equal(menu.length);
  });

  it('a table that scrolls sideways on a phone shows a shadow on the side where it goes on', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 320, height: 800 } });
    try {
      const page = await context.newPage();
      for (const path of ['/', '/articles/index']) {
        await page.goto(demo.origin + path);
        const region = await page.evaluate(() => {
          const node = document.querySelector('.table-region');
          const layers = getComputedStyle(node).backgroundImage.split(/,\s*(?=(?:linear|radial)-gradient)/);
          return {
            scrolls: node.scrollWidth > node.clientWidth,
            // The shadows stay with the region (scroll), the covers that hide them at an end move with the table (local).
            attachments: getComputedStyle(node).backgroundAttachment.split(/,\s*/),
            shadows: layers.filter((layer) => layer.startsWith('radial-gradient')).length,
          };
        });
        expect(region.scrolls, `${path}: the table is wider than a phone`).to.equal(true);
        expect(region.shadows, `${path}: shadows at the edges`).to.equal(2);
        expect(region.attachments, path).to.deep.equal(['local', 'local', 'scroll', 'scroll']);
      }
    } finally {
      await context.close();
    }
  });
});
