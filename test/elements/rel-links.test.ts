/**
 * Issue 14, rel links (DESIGN §5): the elements' own prev and next links carry
 * `rel="prev"` / `rel="next"`, in shadow and light DOM and in the list
 * presets; no other link does. In light DOM the markup stays the core's:
 * its prev() / next() with a `rel` option.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import { createPaging, nextItem, prevItem, itemsMarkup } from '../../src/core.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const href = (page: number) => `${location.pathname}?page=${page}`;
/** rel of each link of a root, by its text. */
const rels = (root: ParentNode) => Object.fromEntries([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('rel')]));

describe('rel links on the elements’ own links', () => {
  it('<paginator-link kind="prev|next">: rel in the shadow root; first, last, sort and page links have none', async () => {
    const paging = { Article: record(3, 9) };
    const links = await Promise.all(['prev', 'next', 'first', 'last', 'page', 'sort'].map((kind) => fixture<PaginatorLink>(
      html`<paginator-link kind=${kind} page="2" key="title" .paging=${paging}>${kind}</paginator-link>`)));
    expect(links.map((el) => el.shadowRoot!.querySelector('a')!.getAttribute('rel'))).to.deep.equal(['prev', 'next', null, null, null, null]);
    expect(links[0].shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(href(2));
    await expect(links[0]).to.be.accessible();
  });

  it('a disabled prev or next has no link, so no rel', async () => {
    const el = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${{ Article: record(1, 9) }}></paginator-link>`);
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[rel]')).to.equal(null);
  });

  it('<paginator-numbers prev next>: rel on prev and next only, in shadow and light DOM', async () => {
    const paging = { Article: record(5, 9) };
    const shadow = await fixture<PaginatorNumbers>(html`<paginator-numbers prev="back" next="on" modulus="2" .paging=${paging}></paginator-numbers>`);
    expect(rels(shadow.shadowRoot!)).to.deep.equal({ back: 'prev', 4: null, 6: null, on: 'next' });
    const light = await fixture<PaginatorNumbers>(html`<paginator-numbers light prev="back" next="on" modulus="2" .paging=${paging}></paginator-numbers>`);
    expect(rels(light)).to.deep.equal({ back: 'prev', 4: null, 6: null, on: 'next' });
    const list = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="bootstrap" prev="back" next="on" modulus="2" .paging=${paging}></paginator-numbers>`);
    expect(rels(list)).to.deep.equal({ back: 'prev', 4: null, 6: null, on: 'next' });
    await expect(shadow).to.be.accessible();
  });

  it('light DOM writes the core’s markup for prev() / next() with a rel option, nothing of its own', async () => {
    const paging = { Article: record(5, 9) };
    const el = await fixture<PaginatorLink>(html`<paginator-link light kind="prev" .paging=${paging}>back</paginator-link>`);
    const core = createPaging({ paging, here: location.pathname });
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(itemsMarkup(core.tags, [prevItem(core, 'back', { rel: 'prev' })!]));
    expect(el.innerHTML).to.contain(`<a href="${href(4)}" rel="prev">back</a>`);
    // Without the option, the core's link is the interface's: no rel.
    expect(itemsMarkup(core.tags, [nextItem(core, 'on')!])).to.equal(`<a href="${href(6)}">on</a>`);
  });
});
