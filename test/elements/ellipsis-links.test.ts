/**
 * Issue 27, a missing feature: `ellipsis-links` on `<paginator-numbers>`.
 * Each ellipsis of the window becomes a link that jumps by the window's
 * size (modulus + 1 pages) from the current page, no further than the
 * first or last page, named in the element's words ("Jump forward 5
 * pages"), its glyph hidden from assistive technology. It goes where a page
 * link of the element's mode goes (link, Ajax, app, `href-template`), in the
 * shadow root and in light DOM (the core's markup and the list presets);
 * the core's own markup is unchanged. A value other than present/absent is
 * one console error naming the attribute, and the ellipses stay text.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { createPaging, numbers } from '../../src/core.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

interface AxNode { role: string; name: string; children?: AxNode[] }

/** A pager with a window of 5 pages (modulus 4) and runs of one first and one last page, on `page` of `pageCount`. */
async function pager(page: number, pageCount: number, attributes = 'ellipsis-links', lang = 'en'): Promise<PaginatorNumbers> {
  const box = mount(`<div lang="${lang}"><paginator-numbers ${attributes} modulus="4" first="1" last="1"></paginator-numbers></div>`);
  const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
  el.paging = { Article: record(page, pageCount) };
  await settled(box);
  return el;
}

/** The jump links: in a shadow root by their part, in light DOM (the only named links there) by their name. */
const jumps = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(root instanceof ShadowRoot ? '[part~="jump"]' : 'a[aria-label]')];
const pageOf = (link: Element) => new URL((link as HTMLAnchorElement).href).searchParams.get('page');

describe('ellipsis-links', () => {
  afterEach(unmountAll);

  it('turns each ellipsis into a link that jumps by the window\'s size, named in words, its glyph hidden', async () => {
    const el = await pager(10, 20);
    const [back, forward] = jumps(el.shadowRoot!);
    expect([back.getAttribute('aria-label'), pageOf(back)]).to.deep.equal(['Jump back 5 pages', '5']);
    expect([forward.getAttribute('aria-label'), pageOf(forward)]).to.deep.equal(['Jump forward 5 pages', '15']);
    for (const link of [back, forward]) {
      expect(link.getAttribute('part')).to.equal('link jump');
      expect(link.textContent).to.equal('...');
      expect(link.firstElementChild!.getAttribute('aria-hidden')).to.equal('true');
      const { width, height } = link.getBoundingClientRect();
      expect(width).to.be.at.least(24);
      expect(height).to.be.at.least(24);
    }
    // Each in a list item of its own, as every page is.
    expect(back.parentElement!.localName).to.equal('li');
    const tree = await a11ySnapshot({}) as unknown as AxNode;
    for (const name of ['Jump back 5 pages', 'Jump forward 5 pages']) {
      const node = findAccessibilityNode(tree as never, (n: AxNode) => n.role === 'link' && n.name === name) as AxNode | null;
      expect(node, name).to.not.equal(null);
      // Nothing of the glyph reaches assistive technology.
      expect(JSON.stringify(node!.children ?? [])).to.not.contain('...');
    }
    await expect(el).to.be.accessible();
  });

  it('is a target of 44×44 px where the pointer is coarse, as every link is', async () => {
    const el = await pager(10, 20);
    // The runner's Chromium does not emulate a coarse pointer: the element's own rules for one are adopted unconditioned.
    const root = el.shadowRoot!;
    const rules = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('pointer'))
      .flatMap((block) => [...block.cssRules].map((rule) => rule.cssText));
    expect(rules.length).to.be.above(0);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join('\n'));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    expect(jumps(root)).to.have.length(2);
    for (const link of jumps(root)) {
      const { width, height } = link.getBoundingClientRect();
      expect([width, height].every((side) => side >= 44), `${link.getAttribute('aria-label')}: ${width}×${height}`).to.equal(true);
    }
  });

  it('is reached with Tab and followed with Enter, as a page link is', async () => {
    const el = await pager(10, 20);
    const before = document.createElement('button');
    el.parentNode!.insertBefore(before, el);
    before.focus();
    // 1, the back jump.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Jump back 5 pages');
    const seen: NavigateDetail[] = [];
    el.addEventListener('paginator-navigate', (event) => {
      seen.push((event as CustomEvent<NavigateDetail>).detail);
      event.preventDefault();
    });
    await sendKeys({ press: 'Enter' });
    expect(seen.map(({ page, kind }) => [page, kind])).to.deep.equal([[5, 'jump']]);
  });

  it('stops at the first and last page, and says how far it goes', async () => {
    const el = await pager(16, 20);
    const [back, forward] = jumps(el.shadowRoot!);
    expect([back.getAttribute('aria-label'), pageOf(back)]).to.deep.equal(['Jump back 5 pages', '11']);
    expect([forward.getAttribute('aria-label'), pageOf(forward)]).to.deep.equal(['Jump forward 4 pages', '20']);
    // The window's size is what the element shows: the default modulus of 8 shows 9 pages.
    const wide = await pager(500, 1000, 'ellipsis-links modulus="8"');
    expect(jumps(wide.shadowRoot!).map((link) => [link.getAttribute('aria-label'), pageOf(link)]))
      .to.deep.equal([['Jump back 9 pages', '491'], ['Jump forward 9 pages', '509']]);
  });

  it('speaks the element\'s language, its digits too', async () => {
    const de = await pager(500, 2000, 'ellipsis-links', 'de');
    await waitUntil(() => jumps(de.shadowRoot!)[0]?.getAttribute('aria-label') === '5 Seiten zurückspringen', 'German words', { timeout: 3000 });
    const ar = await pager(500, 2000, 'ellipsis-links', 'ar');
    const five = new Intl.NumberFormat('ar').format(5);
    await waitUntil(() => jumps(ar.shadowRoot!)[1]?.getAttribute('aria-label') === `الانتقال إلى الأمام (عدد الصفحات: ${five})`, 'Arabic words', { timeout: 3000 });
  });

  it('app mode: a button that shows the page it jumps to', async () => {
    const box = mount('<paginator-numbers ellipsis-links navigation="app" modulus="4" first="1" last="1" page="10" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    await settled(box);
    const [, forward] = jumps(el.shadowRoot!);
    expect([forward.localName, forward.getAttribute('type')]).to.deep.equal(['button', 'button']);
    forward.click();
    await waitUntil(() => el.shadowRoot!.querySelector('[aria-current]')?.textContent === '15', 'page 15 shown', { timeout: 3000 });
    expect(el.getAttribute('page')).to.equal('15');
  });

  it('href-template: the page\'s own URL of the page it jumps to', async () => {
    const el = await pager(10, 20, 'ellipsis-links href-template="/list/{page}"');
    expect(jumps(el.shadowRoot!).map((link) => link.getAttribute('href'))).to.deep.equal(['/list/5', '/list/15']);
  });

  it('Ajax mode: the request goes to the page it jumps to', async () => {
    const box = mount('<div id="jump-results"></div><paginator-numbers ellipsis-links update="jump-results" modulus="4" first="1" last="1"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    el.paging = { Article: record(10, 20) };
    await settled(box);
    const requested = new Promise<string>((resolve) => el.addEventListener('paginator-request', (event) => {
      event.preventDefault();
      resolve((event as CustomEvent<{ url: string }>).detail.url);
    }, { once: true }));
    jumps(el.shadowRoot!)[1].click();
    expect(new URL(await requested).searchParams.get('page')).to.equal('15');
  });

  it('light DOM: the core\'s markup with the ellipsis as a named link; the core\'s own markup unchanged', async () => {
    const el = await pager(10, 20, 'ellipsis-links light');
    const paging = createPaging({ paging: { Article: record(10, 20) }, here: '/articles' });
    expect(numbers(paging, { modulus: 4, first: 1, last: 1 })).to.equal('<span><a href="/articles?page=1">1</a></span>...'
      + '<span><a href="/articles?page=8">8</a></span> | <span><a href="/articles?page=9">9</a></span> | <span class="current">10</span> | '
      + '<span><a href="/articles?page=11">11</a></span> | <span><a href="/articles?page=12">12</a></span>...<span><a href="/articles?page=20">20</a></span>');
    const [back, forward] = jumps(el);
    expect(forward.outerHTML).to.match(/^<a href="[^"]*page=15" aria-label="Jump forward 5 pages"><span aria-hidden="true">\.\.\.<\/span><\/a>$/);
    expect(forward.parentElement!.localName).to.equal('span');
    expect(pageOf(back)).to.equal('5');
    // The rest is the core's markup: with the links back to text, the markup without ellipsis-links.
    const plain = await pager(10, 20, 'light');
    expect(el.innerHTML.replace(/<span><a [^>]*aria-label="Jump[^"]*"><span aria-hidden="true">\.\.\.<\/span><\/a><\/span>/g, '...')).to.equal(plain.innerHTML);
  });

  it('light DOM, Bootstrap preset: a page-link in a page-item', async () => {
    const el = await pager(10, 20, 'ellipsis-links light preset="bootstrap"');
    const [, forward] = jumps(el);
    expect(forward.className).to.equal('page-link');
    expect(forward.parentElement!.className).to.equal('page-item');
    expect([forward.getAttribute('aria-label'), pageOf(forward), forward.innerHTML]).to.deep.equal(['Jump forward 5 pages', '15', '<span aria-hidden="true">...</span>']);
  });

  for (const value of ['false', 'yes']) {
    it(`a value ("${value}") is one console error naming ellipsis-links, and the ellipses stay text`, async () => {
      const fields: string[] = [];
      const listen = (event: Event) => fields.push((event as CustomEvent).detail.field);
      document.addEventListener('paginator-error', listen);
      let el!: PaginatorNumbers;
      const errors = await consoleErrors(async () => {
        el = await pager(10, 20, `ellipsis-links="${value}"`);
        // Reported once, not at every render.
        el.paging = { Article: record(11, 20) };
        await el.updateComplete;
      }).finally(() => document.removeEventListener('paginator-error', listen));
      expect(errors).to.have.length(1);
      expect(fields).to.deep.equal(['ellipsis-links']);
      expect(errors[0]).to.include('<paginator-numbers>').and.include('ellipsis-links').and.include(value);
      expect(jumps(el.shadowRoot!)).to.have.length(0);
      expect([...el.shadowRoot!.querySelectorAll('[part="ellipsis"]')].map((node) => node.textContent)).to.deep.equal(['...', '...']);
      expect(el.shadowRoot!.querySelector('[aria-current]')!.textContent).to.equal('11');
    });
  }
});
