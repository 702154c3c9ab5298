/**
 * Issue 14, a pager that fits: `<paginator-numbers>` never wraps a windowed
 * list; when its width cannot hold the window it shows fewer pages around
 * the current one, down to the current page ± 1 with the first and last
 * pages, and more again when there is room. Measured in Chromium at 320 px
 * and 1,280 px wide.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorNumbers } from '../../src/index.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** The pages the element shows, in order (links and the current page), as their labels. */
const shown = (el: PaginatorNumbers) => [...el.shadowRoot!.querySelectorAll('a, [aria-current]')].map((node) => node.textContent);
/** The tops of the list's items: one value when the list is on one line. */
const lines = (el: PaginatorNumbers) => new Set([...el.shadowRoot!.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top))).size;
/** Waits until the element shows `pages`, then for two more frames, so a fit that was still to come would show. */
async function settlesOn(el: PaginatorNumbers, pages: string[]): Promise<void> {
  await waitUntil(() => JSON.stringify(shown(el)) === JSON.stringify(pages), `expected ${pages.join(' ')}, shown ${shown(el).join(' ')}`, { timeout: 3000 });
  for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
  expect(shown(el)).to.deep.equal(pages);
}

const WIDE = ['‹', '21', '22', '23', '24', '25', '26', '27', '28', '29', '›'];
const NARROW = ['‹', '1', '24', '25', '26', '50', '›'];

describe('<paginator-numbers> fits its width', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('at 1,280 px shows the whole window; at 320 px the current page ± 1 with the first and last pages, on one line', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers prev="‹" next="›" .paging=${{ Article: record(25, 50) }}></paginator-numbers>`);
    await settlesOn(el, WIDE);
    expect(lines(el)).to.equal(1);

    await setViewport({ width: 320, height: 640 });
    await settlesOn(el, NARROW);
    expect(lines(el)).to.equal(1);
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    expect(el.getBoundingClientRect().right).to.be.at.most(320);
    // The skipped pages are marked, as the first and last runs of numbers() mark them.
    expect([...el.shadowRoot!.querySelectorAll('[part="ellipsis"]')].map((node) => node.textContent)).to.deep.equal(['...', '...']);
    await expect(el).to.be.accessible();

    await setViewport({ width: 1280, height: 800 });
    await settlesOn(el, WIDE);
  });

  it('narrows step by step: a width between the two shows the largest window it holds', async () => {
    await setViewport({ width: 1280, height: 800 });
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1000px"><paginator-numbers modulus="8" first="1" last="1"
      .paging=${{ Article: record(25, 50) }}></paginator-numbers></div>`);
    const el = box.querySelector('paginator-numbers')!;
    await settlesOn(el, ['1', '21', '22', '23', '24', '25', '26', '27', '28', '29', '50']);
    const full = el.scrollWidth;
    // Room for 10 of the 11 pages: the next window down (modulus 6) shows 9.
    box.style.width = `${Math.floor((full * 10) / 11)}px`;
    await settlesOn(el, ['1', '22', '23', '24', '25', '26', '27', '28', '50']);
    // Room for about 8 of the 13 pieces (pages and ellipses): modulus 4 takes 11, modulus 2 takes 9.
    box.style.width = `${Math.floor((full * 8) / 13)}px`;
    await settlesOn(el, ['1', '24', '25', '26', '50']);
    expect(lines(el)).to.equal(1);
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
  });

  it('moves with the record: a narrowed pager stays narrowed, around the new page', async () => {
    await setViewport({ width: 320, height: 640 });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers prev="‹" next="›" .paging=${{ Article: record(25, 50) }}></paginator-numbers>`);
    await settlesOn(el, NARROW);
    el.paging = { Article: record(40, 50) };
    await settlesOn(el, ['‹', '1', '39', '40', '41', '50', '›']);
  });

  it('keeps the page’s own first and last links when it narrows, and the page’s modulus when there is room', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1000px"><paginator-numbers first="« first" last="last »"
      .paging=${{ Article: record(25, 50) }}></paginator-numbers></div>`);
    const el = box.querySelector('paginator-numbers')!;
    const wide = ['« first', '21', '22', '23', '24', '25', '26', '27', '28', '29', 'last »'];
    await settlesOn(el, wide);
    box.style.width = `${Math.floor(el.scrollWidth / 2)}px`;
    await waitUntil(() => shown(el).length < wide.length, 'narrowed', { timeout: 3000 });
    const pages = shown(el);
    expect([pages[0], pages[pages.length - 1]]).to.deep.equal(['« first', 'last »']);
    expect(pages).to.include('25');
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    box.style.width = '1000px';
    await settlesOn(el, wide);
  });

  it('narrows a window as large as 10,000 pages to its width without holding the page (bad input: nothing hung)', async function () {
    // Trying each size in turn rendered about 5,000 windows of up to 10,000 pages in one frame: minutes.
    this.timeout(60_000);
    await setViewport({ width: 320, height: 640 });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers modulus="10001" .paging=${{ Article: record(5000, 10000) }}></paginator-numbers>`);
    await waitUntil(() => shown(el).length === 5, `still ${shown(el).length} pages shown`, { timeout: 50_000, interval: 100 });
    expect(shown(el)).to.deep.equal(['1', '4,999', '5,000', '5,001', '10,000']);
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
  });

  it('leaves an unwindowed list alone: every page, wrapped onto as many lines as it takes', async () => {
    await setViewport({ width: 320, height: 640 });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers modulus="0" .paging=${{ Article: record(25, 50) }}></paginator-numbers>`);
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    expect(shown(el)).to.have.length(50);
    expect(lines(el)).to.be.above(1);
  });

  it('a modulus whose valueOf() throws is bad input of the render, never an uncaught error of the fitting frame', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(25, 50) }}></paginator-numbers>`);
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      uncaught.push(event.error);
      event.preventDefault();
    };
    addEventListener('error', onError);
    const errors: Event[] = [];
    el.addEventListener('paginator-error', (event) => errors.push(event));
    el.modulus = { valueOf() { throw new Error('valueOf boom'); } } as never;
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    removeEventListener('error', onError);
    expect(uncaught).to.deep.equal([]);
    expect(errors).to.have.length(1);
  });

  it('a pager that fits is not rendered again to measure it', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(25, 50) }}></paginator-numbers>`);
    await settlesOn(el, ['21', '22', '23', '24', '25', '26', '27', '28', '29']);
    const list = el.shadowRoot!.querySelector('ul')!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    await setViewport({ width: 1200, height: 800 });
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    observer.disconnect();
    expect(changes).to.have.length(0);
  });
});
