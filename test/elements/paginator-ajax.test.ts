/**
 * The paginator elements in Ajax mode, against the test server's real
 * answers (test/server/endpoints.mjs): the element attributes that drive
 * ajaxUpdate (update, indicator, timeout, cross-origin, push-url) and the
 * elements bound to the same model showing the new page afterwards.
 */
import { elementUpdated, expect, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import type { PaginatorLink } from '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const testUrl = (action: string) => JSON.stringify({ controller: '__test', action });

interface Page {
  region: HTMLElement;
  spinner: HTMLElement;
  numbers: PaginatorNumbers;
  counter: PaginatorCounter;
  next: PaginatorLink;
}

/** A page with a results region, a spinner, numbers, a counter and a next link on the Article model. */
async function page(action = 'page', extra: Record<string, string> = {}): Promise<Page> {
  const paging = { Article: record(1) };
  const root = fixtureSync<HTMLDivElement>(html`<div>
    <div id="region"><p id="original">Original content</p></div>
    <span id="spinner" hidden>Loading…</span>
    <paginator-counter .paging=${paging}></paginator-counter>
    <paginator-numbers .paging=${paging} url=${testUrl(action)} update="region" indicator="spinner"
      timeout=${extra.timeout ?? '10000'} ?push-url=${extra.pushUrl === '1'}></paginator-numbers>
    <paginator-link kind="next" .paging=${paging} url=${testUrl(action)} update="region"></paginator-link>
  </div>`);
  const numbers = root.querySelector('paginator-numbers')!;
  const counter = root.querySelector('paginator-counter')!;
  const next = root.querySelector('paginator-link')!;
  await Promise.all([elementUpdated(numbers), elementUpdated(counter), elementUpdated(next)]);
  return { region: root.querySelector('#region')!, spinner: root.querySelector('#spinner')!, numbers, counter, next };
}

const link = (el: Element, text: string) =>
  Array.from(el.shadowRoot!.querySelectorAll('a')).find((a) => a.textContent === text)!;
const counterText = (el: PaginatorCounter) => el.shadowRoot!.textContent!.trim();

describe('paginator elements in Ajax mode', () => {
  it('fetch the link into the update region and every element of the model shows the new page', async () => {
    const { region, numbers, counter, next } = await page();
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '3').click();
    const { detail } = await loaded;
    expect(detail.url).to.equal(`${location.origin}/__test/page?page=3`);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
    await Promise.all([elementUpdated(counter), elementUpdated(numbers), elementUpdated(next)]);
    expect(counterText(counter)).to.equal('3 of 5');
    expect(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('3');
    expect(next.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/__test/page?page=4');
  });

  it('show the indicator and mark the region busy while the request runs', async () => {
    const { region, spinner, numbers } = await page('slow');
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '2').click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([spinner.hidden, region.getAttribute('aria-busy')]).to.deep.equal([false, 'true']);
    await loaded;
    expect([spinner.hidden, region.getAttribute('aria-busy')]).to.deep.equal([true, null]);
  });

  it('keep the content and report the failure when the request times out', async () => {
    const { region, numbers, counter } = await page('slow', { timeout: '50' });
    const failed = oneEvent(numbers, 'paginator-error');
    link(numbers, '2').click();
    const { detail } = await failed;
    expect(detail).to.include({ status: 0, error: 'timeout' });
    expect(region.querySelector('#original')).to.not.equal(null);
    expect(counterText(counter)).to.equal('1 of 5');
  });

  it('refuse a link to another origin unless cross-origin is set', async () => {
    const { region, numbers } = await page();
    const other = location.origin.replace('127.0.0.1', 'localhost');
    const anchor = link(numbers, '2');
    anchor.setAttribute('href', `${other}/__test/page?page=2&cors=1`);
    const failed = oneEvent(numbers, 'paginator-error');
    anchor.click();
    expect((await failed).detail.error).to.equal('cross-origin URL refused');
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a canceled paginator-request leaves everything as it was', async () => {
    const { region, numbers } = await page();
    numbers.addEventListener('paginator-request', (event) => event.preventDefault(), { once: true });
    const requested = oneEvent(numbers, 'paginator-request');
    link(numbers, '2').click();
    await requested;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('move focus to the region after a keyboard-started swap', async () => {
    const { region, numbers } = await page();
    link(numbers, '2').focus();
    const loaded = oneEvent(numbers, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(document.activeElement === region).to.equal(true);
  });

  it('push the URL with push-url, and Back restores the previous content', async () => {
    const start = location.href;
    const { region, numbers } = await page('page', { pushUrl: '1' });
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '4').click();
    await loaded;
    expect(location.href).to.equal(`${location.origin}/__test/page?page=4`);
    expect(region.querySelector('ul')!.dataset.page).to.equal('4');
    const restored = oneEvent(region, 'paginator-load');
    history.back();
    await restored;
    expect(location.href).to.equal(start);
  });
});
