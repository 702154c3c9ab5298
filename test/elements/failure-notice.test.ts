/**
 * Issue 19, failures a user can see: when an Ajax update a paginator
 * element started fails, a short message with a Retry button appears next
 * to the element, announced as an alert, until a page loads; the region
 * keeps its content, and `paginator-error` and the console line are as
 * before. Against the test server's real endpoints (test/server/endpoints.mjs).
 * The notice floats below the element: the row it stands in keeps its
 * height, nothing scrolls sideways, and Retry is a target as large as the
 * pager's (issue 27, defect 7).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorNumbers } from '../../src/index.js';
import { consoleErrors, mount, pageLink, settled, unmountAll } from './support.js';

const PAGING = JSON.stringify({
  Article: { page: 1, current: 3, count: 15, prevPage: false, nextPage: true, pageCount: 5, defaults: { limit: 3 }, options: { page: 1, limit: 3 } },
});
const FAILING = JSON.stringify({ controller: '__test', action: 'status', '?': { code: 500 } });
const WORKING = JSON.stringify({ controller: '__test', action: 'page' });

async function pager(extra = ''): Promise<{ region: HTMLElement; numbers: PaginatorNumbers }> {
  const root = mount(`<div id="region"><p id="original">Original content</p></div>
    <paginator-numbers paging='${PAGING}' url='${FAILING}' update="region" ${extra}></paginator-numbers>`);
  await settled(root);
  return { region: root.querySelector<HTMLElement>('#region')!, numbers: root.querySelector('paginator-numbers')! };
}

const notice = (el: Element) => el.shadowRoot!.querySelector('[part="failure"]');

/** Clicks page `page` of `numbers` and waits until its update has ended (and the element has rendered). */
async function clickAndSettle(numbers: PaginatorNumbers, page: string, type: 'paginator-error' | 'paginator-load'): Promise<void> {
  const ended = oneEvent(numbers, type);
  pageLink(numbers, page).click();
  await ended;
  await waitUntil(() => (type === 'paginator-error') === (notice(numbers) !== null), 'the notice follows the outcome');
  await numbers.updateComplete;
}

describe('a failed Ajax update shows a message next to the element', () => {
  afterEach(unmountAll);

  it('"Page 2 could not be loaded." with a Retry button, announced; the content stays; the event and the console line as before', async () => {
    const { region, numbers } = await pager();
    const errors: Event[] = [];
    numbers.addEventListener('paginator-error', (event) => errors.push(event));
    const logged = await consoleErrors(() => clickAndSettle(numbers, '2', 'paginator-error'));
    const shown = notice(numbers)!;
    expect([shown.getAttribute('role'), shown.textContent]).to.deep.equal(['alert', 'Page 2 could not be loaded. Retry']);
    const retry = shown.querySelector('button')!;
    expect([retry.type, retry.getAttribute('part'), retry.textContent]).to.deep.equal(['button', 'retry', 'Retry']);
    expect(region.querySelector('#original')).to.not.equal(null);
    expect(errors).to.have.length(1);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(/^<paginator-numbers> Ajax update of #region from .*\/__test\/status\?page=2&code=500 failed: The server answered 500/);
    await expect(numbers).to.be.accessible();
  });

  it('Retry follows the same link again, and the message stays while it fails', async () => {
    const { numbers } = await pager();
    await consoleErrors(() => clickAndSettle(numbers, '2', 'paginator-error'));
    const navigations: unknown[] = [];
    numbers.addEventListener('paginator-navigate', (event) => navigations.push(event.detail));
    const again = oneEvent(numbers, 'paginator-error');
    await consoleErrors(async () => {
      notice(numbers)!.querySelector('button')!.click();
      await again;
    });
    expect(navigations).to.have.length(1);
    expect(navigations[0]).to.include({ page: 2, kind: 'number', model: 'Article' });
    await numbers.updateComplete;
    expect(notice(numbers)!.textContent).to.equal('Page 2 could not be loaded. Retry');
  });

  it('is gone once a page loads, and the region shows it', async () => {
    const { region, numbers } = await pager();
    await consoleErrors(() => clickAndSettle(numbers, '2', 'paginator-error'));
    numbers.setAttribute('url', WORKING);
    await numbers.updateComplete;
    await clickAndSettle(numbers, '3', 'paginator-load');
    expect(notice(numbers)).to.equal(null);
    expect(region.querySelector('ul.items')!.getAttribute('data-page')).to.equal('3');
  });

  it('is gone too when another element loads a page of the same record', async () => {
    const { numbers } = await pager();
    await consoleErrors(() => clickAndSettle(numbers, '2', 'paginator-error'));
    const other = mount(`<paginator-link kind="next" paging='${PAGING}' url='${WORKING}' update="region"></paginator-link>`).querySelector('paginator-link')!;
    await other.updateComplete;
    const loaded = oneEvent(other, 'paginator-load');
    other.shadowRoot!.querySelector('a')!.click();
    await loaded;
    await numbers.updateComplete;
    expect(notice(numbers)).to.equal(null);
  });

  it('no-failure-message: nothing shown, the event and the console line still', async () => {
    const { numbers } = await pager('no-failure-message');
    const ended = oneEvent(numbers, 'paginator-error');
    const logged = await consoleErrors(async () => {
      pageLink(numbers, '2').click();
      await ended;
    });
    await numbers.updateComplete;
    expect(notice(numbers)).to.equal(null);
    expect(logged).to.have.length(1);
  });

  it('in light DOM, after the core’s markup', async () => {
    const { numbers } = await pager('light');
    const ended = oneEvent(numbers, 'paginator-error');
    await consoleErrors(async () => {
      [...numbers.querySelectorAll('a')].find((a) => a.textContent === '2')!.click();
      await ended;
    });
    await waitUntil(() => numbers.querySelector('[part="failure"]'), 'the notice in light DOM');
    expect(numbers.lastElementChild!.textContent).to.equal('Page 2 could not be loaded. Retry');
    expect(numbers.querySelector('span.current')!.textContent).to.equal('1');
  });
});

describe('the notice below a row of pagers', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  /** A row of prev, numbers and next (one record, Ajax into a region whose answers fail), in `scheme`. */
  async function row(scheme: string) {
    const ajax = `paging='${PAGING}' url='${FAILING}' update="region"`;
    const root = mount(`<div style="color-scheme: ${scheme}; font: 16px sans-serif"><div id="region"><p>Original</p></div>
      <nav style="display: flex; flex-wrap: wrap; gap: .25em; align-items: center">
        <paginator-link kind="prev" ${ajax}>‹ previous</paginator-link>
        <paginator-numbers ${ajax} modulus="2"></paginator-numbers>
        <paginator-link kind="next" ${ajax}>next ›</paginator-link>
      </nav><p>What follows the row</p></div>`);
    await settled(root);
    return root.querySelector('nav')!;
  }

  for (const width of [320, 1280]) {
    for (const [scheme, which] of [['light', 'paginator-link[kind="next"]'], ['dark', 'paginator-numbers']]) {
      it(`${width} px, ${scheme}, failed from ${which}: the row keeps its box, Retry is at least 24×24, nothing scrolls sideways`, async () => {
        await setViewport({ width, height: 800 });
        const nav = await row(scheme);
        const before = nav.getBoundingClientRect().toJSON();
        const el = nav.querySelector<PaginatorNumbers>(which)!;
        const ended = oneEvent(el, 'paginator-error');
        await consoleErrors(async () => {
          el.shadowRoot!.querySelector<HTMLElement>('a[href]:not([aria-current])')!.click();
          await ended;
        });
        await waitUntil(() => notice(el), 'the notice is shown');
        await el.updateComplete;
        const shown = notice(el)!.getBoundingClientRect();
        const retry = notice(el)!.querySelector('button')!.getBoundingClientRect();
        expect(nav.getBoundingClientRect().toJSON()).to.deep.equal(before);
        expect([retry.width >= 24, retry.height >= 24], `Retry ${retry.width}×${retry.height}`).to.deep.equal([true, true]);
        // Below the element that failed (not another pager of the row): it meets its column.
        const host = el.getBoundingClientRect();
        expect(shown.top).to.be.at.least(host.bottom);
        expect(shown.left <= host.right && shown.right >= host.left, `notice ${shown.left}–${shown.right}, host ${host.left}–${host.right}`).to.equal(true);
        expect([shown.left >= 0, shown.right <= innerWidth], `notice ${shown.left}–${shown.right}`).to.deep.equal([true, true]);
        expect(document.documentElement.scrollWidth).to.equal(document.documentElement.clientWidth);
        // Readable over what it covers: a ground of its own.
        expect(getComputedStyle(notice(el)!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      });
    }
  }
});
