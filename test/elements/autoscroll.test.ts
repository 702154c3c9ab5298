/**
 * The view after an Ajax page change (issue 35, point 9; DESIGN §8): a region
 * that starts above the window is brought into view, its top at the top of
 * the window, smoothly, or at once under `prefers-reduced-motion`; a region
 * already in view leaves the window where it is; load more appends and keeps
 * the reader where they are; Back and Forward put the window where their entry
 * was left; `no-autoscroll` turns it off. Against the test server's real
 * endpoints (test/server/endpoints.mjs), in a page taller than the window.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import '../../src/components/paginator-link/load-more.js';
import { mount, pageLink, settled, unmountAll } from './support.js';

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5, defaults: { limit: 3 }, options: { page, limit: 3 },
});
const PAGE_URL = JSON.stringify({ controller: '__test', action: 'page' });
const ROWS_URL = JSON.stringify({ controller: '__test', action: 'rows', '?': { tag: 'li' } });

/** A heading, a tall region and a pager under it (then more page), in a 800×600 window; `extra`: the pager's attributes. */
async function tallPage(extra = ''): Promise<{ region: HTMLElement; numbers: PaginatorNumbers }> {
  const root = mount(`<h2 style="margin: 0; height: 300px">Results</h2>
    <div id="region" style="min-height: 1500px"><ul><li>Page 1</li></ul></div>
    <paginator-numbers paging='${JSON.stringify({ Article: record(1) })}' url='${PAGE_URL}' update="region" ${extra}></paginator-numbers>
    <div style="height: 1200px"></div>`);
  await settled(root);
  return { region: root.querySelector<HTMLElement>('#region')!, numbers: root.querySelector('paginator-numbers')! };
}

/** Scrolls the window so that `el` is in the middle of it: the reader at the pager, the region's top far above. */
function readAt(el: Element): number {
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  return scrollY;
}

/** A click of the mouse on `el` (a click count of 1: click() would stand for the keyboard's). */
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));

/** Clicks page `page` of `numbers` and waits for the swap. */
async function follow(numbers: PaginatorNumbers, page: string): Promise<void> {
  const loaded = oneEvent(numbers, 'paginator-load');
  click(pageLink(numbers, page));
  await loaded;
}

describe('the view after an Ajax page change (issue 35, point 9)', () => {
  before(() => setViewport({ width: 800, height: 600 }));
  afterEach(async () => {
    unmountAll();
    scrollTo({ top: 0, behavior: 'instant' });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('under prefers-reduced-motion, a region that starts above the window has its top at the window’s top at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { region, numbers } = await tallPage();
    readAt(numbers);
    expect(region.getBoundingClientRect().top).to.be.below(-500);
    await follow(numbers, '2');
    expect(Math.round(region.getBoundingClientRect().top)).to.equal(0);
  });

  it('otherwise it scrolls there smoothly: not at once, and the region’s top at the window’s top when the scroll ends', async () => {
    const { region, numbers } = await tallPage();
    const before = readAt(numbers);
    await follow(numbers, '2');
    // The swap is done and the scroll has only begun.
    expect(scrollY).to.be.above(before - 300);
    await waitUntil(() => Math.round(region.getBoundingClientRect().top) === 0, 'the region’s top at the window’s top', { timeout: 5000 });
    // And it stays there: the scroll has ended.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Math.round(region.getBoundingClientRect().top)).to.equal(0);
  });

  it('a region whose top is in the window leaves the window where it is', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { region, numbers } = await tallPage();
    region.scrollIntoView({ block: 'start', behavior: 'instant' });
    scrollBy({ top: -100, behavior: 'instant' });
    const before = scrollY;
    await follow(numbers, '2');
    expect([Math.round(region.getBoundingClientRect().top), scrollY]).to.deep.equal([100, before]);
  });

  it('no-autoscroll leaves the window where it was', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { numbers } = await tallPage('no-autoscroll');
    const before = readAt(numbers);
    await follow(numbers, '2');
    expect(scrollY).to.equal(before);
  });

  it('from the keyboard, with the region’s top in the window, focus goes to the region and the window stays', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { region, numbers } = await tallPage();
    region.scrollIntoView({ block: 'start', behavior: 'instant' });
    scrollBy({ top: -100, behavior: 'instant' });
    const before = scrollY;
    const loaded = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '2').click();
    await loaded;
    expect([document.activeElement === region, scrollY]).to.deep.equal([true, before]);
  });

  it('from the keyboard, focus goes to the region without moving the window a second time', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { region, numbers } = await tallPage();
    readAt(numbers);
    pageLink(numbers, '2').focus();
    const loaded = oneEvent(numbers, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect([document.activeElement === region, Math.round(region.getBoundingClientRect().top)]).to.deep.equal([true, 0]);
  });

  it('load more appends and keeps the reader where they are', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const root = mount(`<div style="height: 300px"></div><ul id="rows" style="margin: 0">${'<li style="height: 300px">Row</li>'.repeat(3)}</ul>
      <paginator-link kind="more" paging='${JSON.stringify({ Article: record(1) })}' url='${ROWS_URL}' update="rows"></paginator-link>
      <div style="height: 1200px"></div>`);
    await settled(root);
    const more = root.querySelector<PaginatorLink>('paginator-link')!;
    const before = readAt(more);
    const loaded = oneEvent(more, 'paginator-load');
    click(more.shadowRoot!.querySelector('a')!);
    await loaded;
    expect([root.querySelectorAll('#rows li').length, scrollY]).to.deep.equal([6, before]);
  });

  it('Back and Forward put the window where their entry was left', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const start = location.href;
    const state = history.state;
    try {
      const { region, numbers } = await tallPage('push-url');
      await follow(numbers, '2');
      // The reader goes down page 2 to its pager, and on to page 3, where they read on down.
      const leftOnSecond = readAt(numbers);
      await follow(numbers, '3');
      expect(Math.round(region.getBoundingClientRect().top)).to.equal(0);
      scrollBy({ top: 250, behavior: 'instant' });
      const leftOnThird = scrollY;
      let loaded = oneEvent(region, 'paginator-load');
      history.back();
      await loaded;
      expect([region.querySelector('.items')!.getAttribute('data-page'), scrollY], 'after Back').to.deep.equal(['2', leftOnSecond]);
      loaded = oneEvent(region, 'paginator-load');
      history.forward();
      await loaded;
      expect([region.querySelector('.items')!.getAttribute('data-page'), scrollY], 'after Forward').to.deep.equal(['3', leftOnThird]);
    } finally {
      // The test page keeps its own address.
      history.replaceState(state, '', start);
    }
  });
});
