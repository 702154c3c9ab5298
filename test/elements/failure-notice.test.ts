/**
 * Issue 19, failures a user can see: when an Ajax update a paginator
 * element started fails, a short message with a Retry button appears next
 * to the element, announced as an alert, until a page loads; the region
 * keeps its content, and `paginator-error` and the console line are as
 * before. Against the test server's real endpoints (test/server/endpoints.mjs).
 * The notice stands in the flow, in the row's pager (a `<paginator-numbers>`
 * beside the link that failed) or in the element's own box, over no control;
 * it can be dismissed, and focus comes back to the control that was used
 * (issue 35, point 1). Nothing scrolls sideways, and Retry is a target as
 * large as the pager's.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { coveredControls } from '../matrix/checks/covered-controls.mjs';
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
    expect([shown.getAttribute('role'), shown.textContent]).to.deep.equal(['alert', 'Page 2 could not be loaded. Retry×']);
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
    expect(notice(numbers)!.textContent).to.equal('Page 2 could not be loaded. Retry×');
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
    expect(numbers.lastElementChild!.textContent).to.equal('Page 2 could not be loaded. Retry×');
    expect(numbers.querySelector('span.current')!.textContent).to.equal('1');
  });
});

describe('the notice stands in the flow, in the row’s pager, and can be dismissed (issue 35, point 1)', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  /**
   * A row of prev, numbers and next (one record, Ajax into a region), in `scheme`, with a page size form after it
   * (the controls the floating notice covered on the demo). `url`: the URL array of the row's links.
   */
  async function row(scheme: string, url = FAILING) {
    const ajax = `paging='${PAGING}' url='${url}' update="region"`;
    const root = mount(`<div style="color-scheme: ${scheme}; font: 16px sans-serif; padding: 0 16px"><div id="region"><p>Original</p></div>
      <nav style="display: flex; flex-wrap: wrap; gap: .25em; align-items: center">
        <paginator-link kind="prev" ${ajax}>‹ previous</paginator-link>
        <paginator-numbers ${ajax} modulus="2"></paginator-numbers>
        <paginator-link kind="next" ${ajax}>next ›</paginator-link>
      </nav><form><label>Items per page <select><option>10</option><option>20</option></select></label> <button>Show</button></form>
      <p>What follows the row</p></div>`);
    await settled(root);
    return root.querySelector('nav')!;
  }

  /** Clicks the first page link of `el` (not the current page) and waits for the notice of the row's pager. */
  async function fail(el: Element, numbers: PaginatorNumbers): Promise<Element> {
    const ended = oneEvent(el, 'paginator-error');
    await consoleErrors(async () => {
      el.shadowRoot!.querySelector<HTMLElement>('a[href]:not([aria-current])')!.click();
      await ended;
    });
    await waitUntil(() => notice(numbers), 'the notice is shown');
    await numbers.updateComplete;
    return notice(numbers)!;
  }

  for (const width of [320, 1280]) {
    for (const [scheme, which] of [['light', 'paginator-link[kind="next"]'], ['dark', 'paginator-numbers']]) {
      it(`${width} px, ${scheme}, failed from ${which}: shown in the pager’s box, over no control; Retry and Dismiss are 24×24 or more; nothing scrolls sideways`, async () => {
        await setViewport({ width, height: 800 });
        const nav = await row(scheme);
        const numbers = nav.querySelector<PaginatorNumbers>('paginator-numbers')!;
        const shown = await fail(nav.querySelector(which)!, numbers);
        expect(notice(nav.querySelector('paginator-link[kind="next"]')!), 'a link of the row leaves it to the pager beside it').to.equal(null);
        expect(coveredControls(), 'controls under something else').to.deep.equal([]);
        const host = numbers.getBoundingClientRect();
        const box = shown.getBoundingClientRect();
        expect([box.left >= host.left - 0.5, box.right <= host.right + 0.5, box.top >= host.top, box.bottom <= host.bottom + 0.5], `notice ${box.left}–${box.right} × ${box.top}–${box.bottom} in the pager ${host.left}–${host.right} × ${host.top}–${host.bottom}`)
          .to.deep.equal([true, true, true, true]);
        for (const button of shown.querySelectorAll('button')) {
          const { width: w, height: h } = button.getBoundingClientRect();
          expect([w >= 24, h >= 24], `${button.getAttribute('part')} ${w}×${h}`).to.deep.equal([true, true]);
        }
        expect(document.documentElement.scrollWidth).to.equal(document.documentElement.clientWidth);
      });
    }
  }

  it('Dismiss (named in words, its cross hidden) takes it away, and focus goes back to the link that was used', async () => {
    const nav = await row('light');
    const next = nav.querySelector('paginator-link[kind="next"]')!;
    const numbers = nav.querySelector<PaginatorNumbers>('paginator-numbers')!;
    next.shadowRoot!.querySelector<HTMLElement>('a')!.focus();
    const shown = await fail(next, numbers);
    const dismiss = shown.querySelector<HTMLButtonElement>('[part="dismiss"]')!;
    expect([dismiss.type, dismiss.getAttribute('aria-label'), dismiss.querySelector('[aria-hidden="true"]')!.textContent]).to.deep.equal(['button', 'Dismiss', '×']);
    dismiss.focus();
    dismiss.click();
    await numbers.updateComplete;
    expect(notice(numbers)).to.equal(null);
    expect(next.shadowRoot!.activeElement).to.equal(next.shadowRoot!.querySelector('a'));
  });

  it('a Retry by mouse that loads the page gives focus back to the link that was used; by keyboard, to the region', async () => {
    for (const how of ['mouse', 'keyboard']) {
      const nav = await row('light', JSON.stringify({ controller: '__test', action: 'flaky', '?': { key: `${how}-${Math.random()}` } }));
      const next = nav.querySelector('paginator-link[kind="next"]')!;
      const numbers = nav.querySelector<PaginatorNumbers>('paginator-numbers')!;
      const link = next.shadowRoot!.querySelector<HTMLElement>('a')!;
      const box = link.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await waitUntil(() => notice(numbers), 'the notice is shown');
      const retry = notice(numbers)!.querySelector<HTMLElement>('[part="retry"]')!;
      const loaded = oneEvent(next, 'paginator-load');
      if (how === 'mouse') {
        const at = retry.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(at.left + at.width / 2), Math.round(at.top + at.height / 2)] });
      } else {
        retry.focus();
        await sendKeys({ press: 'Enter' });
      }
      await loaded;
      await waitUntil(() => !notice(numbers), 'the notice goes once the page has loaded');
      const region = document.getElementById('region')!;
      const focused = how === 'mouse' ? next.shadowRoot!.activeElement : document.activeElement;
      expect([how, focused]).to.deep.equal([how, how === 'mouse' ? next.shadowRoot!.querySelector('a') : region]);
      await resetMouse();
      unmountAll();
    }
  });

  it('a row of prev, counter and next: the counter beside the link shows it, over no control', async () => {
    const ajax = `paging='${PAGING}' url='${FAILING}' update="region"`;
    const root = mount(`<div id="region"><p>Original</p></div><nav style="display: flex; gap: .25em; align-items: center">
      <paginator-link kind="prev" ${ajax}></paginator-link><paginator-counter ${ajax}></paginator-counter><paginator-link kind="next" ${ajax}></paginator-link></nav>`);
    await settled(root);
    const next = root.querySelector('paginator-link[kind="next"]')!;
    const counter = root.querySelector('paginator-counter')!;
    const ended = oneEvent(next, 'paginator-error');
    await consoleErrors(async () => {
      next.shadowRoot!.querySelector('a')!.click();
      await ended;
    });
    await waitUntil(() => notice(counter), 'the counter shows the notice');
    expect([notice(next), notice(counter)!.textContent]).to.deep.equal([null, 'Page 2 could not be loaded. Retry×']);
    expect(coveredControls()).to.deep.equal([]);
  });

  it('a link alone (no pager beside it) shows the notice in its own box', async () => {
    const root = mount(`<div id="region"><p>Original</p></div><p><paginator-link kind="next" paging='${PAGING}' url='${FAILING}' update="region"></paginator-link></p>`);
    await settled(root);
    const next = root.querySelector('paginator-link')!;
    const ended = oneEvent(next, 'paginator-error');
    await consoleErrors(async () => {
      next.shadowRoot!.querySelector('a')!.click();
      await ended;
    });
    await waitUntil(() => notice(next), 'the notice is shown');
    const host = next.getBoundingClientRect();
    const box = notice(next)!.getBoundingClientRect();
    expect([box.top >= host.top, box.bottom <= host.bottom + 0.5]).to.deep.equal([true, true]);
    expect(coveredControls()).to.deep.equal([]);
  });
});
