/**
 * DESIGN §4, accessibility: the numbers are one navigation landmark named by
 * the host's `aria-label` / `aria-labelledby` (else "Pagination"), in
 * shadow and light DOM; prev and next can sit inside it, so a whole pager
 * is one landmark; two named pagers on a page pass axe's landmark rules.
 * Names are read from Chromium's accessibility tree, not from attributes.
 */
import { elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import { mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

interface AxNode { role: string; name: string; children?: AxNode[] }

/**
 * The names of the navigation landmarks Chromium exposes in the page (each
 * test mounts its own and removes it after). The whole page: a snapshot from
 * a root that is not itself exposed starts at its first exposed descendant.
 */
async function landmarkNames(): Promise<string[]> {
  const tree = (await a11ySnapshot({})) as unknown as AxNode;
  const names: string[] = [];
  const walk = (node: AxNode) => {
    if (node.role === 'navigation') names.push(node.name);
    node.children?.forEach(walk);
  };
  walk(tree);
  return names;
}

describe('<paginator-numbers> as a named landmark', () => {
  afterEach(unmountAll);

  for (const light of [false, true]) {
    const mode = light ? 'light DOM' : 'shadow DOM';

    it(`${mode}: aria-label on the host names the navigation, and a change renames it`, async () => {
      const root = mount();
      root.innerHTML = `<paginator-numbers ${light ? 'light' : ''} aria-label="Search results pages"></paginator-numbers>`;
      const el = root.querySelector('paginator-numbers')!;
      el.paging = { Article: record(2, 5) };
      await settled(root);
      expect(await landmarkNames()).to.deep.equal(['Search results pages']);
      el.setAttribute('aria-label', 'Comments pages');
      await elementUpdated(el);
      expect(await landmarkNames()).to.deep.equal(['Comments pages']);
    });

    it(`${mode}: aria-labelledby on the host names it from anywhere on the page`, async () => {
      const root = mount();
      root.innerHTML = `<h2 id="pages-title-${light}">Article pages</h2>
        <paginator-numbers ${light ? 'light' : ''}></paginator-numbers>`;
      const el = root.querySelector('paginator-numbers')!;
      el.paging = { Article: record(2, 5) };
      await settled(root);
      expect(await landmarkNames()).to.deep.equal(['Pagination']);
      // Named after the first render: the default name the element wrote goes.
      el.setAttribute('aria-labelledby', `pages-title-${light}`);
      await elementUpdated(el);
      expect(el.hasAttribute('aria-label')).to.equal(false);
      expect(await landmarkNames()).to.deep.equal(['Article pages']);
      el.removeAttribute('aria-labelledby');
      await elementUpdated(el);
      expect(await landmarkNames()).to.deep.equal(['Pagination']);
    });
  }

  it('a role the page sets wins: inside the page’s own <nav>, role="none" leaves one landmark', async () => {
    const root = mount(`<nav aria-label="Results"><paginator-numbers role="none"></paginator-numbers>
      <paginator-link kind="next"></paginator-link></nav>`);
    const paging = { Article: record(2, 5) };
    root.querySelectorAll('paginator-numbers, paginator-link').forEach((el) => { (el as PaginatorLink).paging = paging; });
    await settled(root);
    expect(root.querySelector('paginator-numbers')!.getAttribute('role')).to.equal('none');
    expect(await landmarkNames()).to.deep.equal(['Results']);
    const tree = await a11ySnapshot({});
    expect(findAccessibilityNode(tree as never, (node: AxNode) => node.role === 'link' && node.name === 'Next')).to.not.equal(null);
  });

  it('holds prev and next inside the same landmark, in order, disabled where there is nowhere to go', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(1, 3) }} prev next="Onward ›"
      aria-label="Pages"></paginator-numbers>`);
    const parts = Array.from(el.shadowRoot!.querySelectorAll('li > *')).map((node) => `${node.getAttribute('part')}:${node.textContent}`);
    expect(parts).to.deep.equal([
      'disabled:<< Previous', 'current:1', 'separator: | ', 'link:2', 'separator: | ', 'link:3', 'link next:Onward ›',
    ]);
    const disabled = el.shadowRoot!.querySelector('[part="disabled"]')!;
    expect(disabled.getAttribute('aria-disabled')).to.equal('true');
    expect(disabled.hasAttribute('href')).to.equal(false);
    const next = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="link next"]')!;
    expect(next.getAttribute('href')).to.equal(`${location.pathname}?page=2`);
    const navigated = oneEvent(el, 'paginator-navigate');
    el.addEventListener('paginator-navigate', (event) => event.preventDefault(), { once: true });
    next.click();
    const { detail } = await navigated;
    expect(detail).to.include({ kind: 'next', page: 2 });
    el.paging = { Article: record(3, 3) };
    await elementUpdated(el);
    expect(el.shadowRoot!.querySelector('[part="link prev"]')!.textContent).to.equal('<< Previous');
    expect(el.shadowRoot!.querySelector('[part="disabled"]')!.textContent).to.equal('Onward ›');
    await expect(el).to.be.accessible();
  });

  it('light DOM: prev and next around the numbers, with the numbers’ separator, as the core writes them (their glyphs hidden)', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light .paging=${{ Article: record(2, 3) }} prev next></paginator-numbers>`);
    const href = (page: number) => `${location.pathname}?page=${page}`;
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(
      `<a href="${href(1)}" rel="prev"><span aria-hidden="true">&lt;&lt; </span>Previous</a> | <span><a href="${href(1)}">1</a></span> | `
      + `<span class="current" aria-current="page">2</span> | <span><a href="${href(3)}">3</a></span> | <a href="${href(3)}" rel="next">Next<span aria-hidden="true"> &gt;&gt;</span></a>`,
    );
  });

  it('two pagers on a page, each named, pass axe’s landmark rules', async () => {
    const root = mount(`<main>
      <h2 id="a-title">Articles</h2><paginator-numbers aria-labelledby="a-title" prev next></paginator-numbers>
      <paginator-numbers light aria-label="Comments pages"></paginator-numbers></main>`);
    root.querySelectorAll('paginator-numbers').forEach((el, i) => { (el as PaginatorNumbers).paging = { Article: record(2 + i, 6) }; });
    await settled(root);
    await expect(root).to.be.accessible();
    expect(await landmarkNames()).to.deep.equal(['Articles', 'Comments pages']);
  });
});
