/**
 * Ajax answers that attack the page (DESIGN.md §4, "Answers"): markup that
 * clobbers the sanitizer's or the document's properties, style that loads
 * from elsewhere, answers that are not HTML, and paging records the core
 * refuses. Against the test server's real answers (test/server/endpoints.mjs).
 */
import { aTimeout, elementUpdated, expect, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { ajaxUpdate, installAjaxLinks, type AjaxErrorDetail, type AjaxLoadDetail } from '../../src/ajax/ajax-update.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, pageLink } from './support.js';

declare global {
  interface Window {
    __ran?: number;
  }
}

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});

/** Run after each test, last in first out. */
let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  delete window.__ran;
});

/** Every event of a type that reaches the document, for the rest of the test. */
function collect<T>(type: string): Array<CustomEvent<T>> {
  const events: Array<CustomEvent<T>> = [];
  const listener = (event: Event): void => {
    events.push(event as CustomEvent<T>);
  };
  document.addEventListener(type, listener);
  cleanups.push(() => document.removeEventListener(type, listener));
  return events;
}

/** A region, and a counter and numbers on the Article model whose links load into it. */
async function page(): Promise<{ region: HTMLElement; numbers: PaginatorNumbers; counter: PaginatorCounter }> {
  const paging = { Article: record(1) };
  const root = fixtureSync<HTMLDivElement>(html`<div>
    <div id="region"><p id="original">Original content</p></div>
    <paginator-counter .paging=${paging}></paginator-counter>
    <paginator-numbers .paging=${paging} url='{"controller": "__test", "action": "clobber"}' update="region"></paginator-numbers>
  </div>`);
  const numbers = root.querySelector('paginator-numbers')!;
  const counter = root.querySelector('paginator-counter')!;
  await Promise.all([elementUpdated(numbers), elementUpdated(counter)]);
  return { region: root.querySelector('#region')!, numbers, counter };
}

const request = (region: Element, url: string) => ({ url, update: region.id, source: region });
const counterText = (el: PaginatorCounter) => el.shadowRoot!.textContent!.trim();

describe('Ajax answers: clobbering', () => {
  for (const viaLink of [false, true]) {
    it(`a form whose controls are named like its own properties keeps no handler (${viaLink ? 'installAjaxLinks' : 'ajaxUpdate'})`, async () => {
      const { region } = await page();
      if (viaLink) {
        cleanups.push(installAjaxLinks());
        const link = fixtureSync<HTMLAnchorElement>(html`<a href="/__test/clobber?n=2" data-update="region">2</a>`);
        // The link is the source: the event fires there and bubbles.
        const loaded = oneEvent(document, 'paginator-load');
        link.click();
        await loaded;
      } else {
        expect(await ajaxUpdate(request(region, '/__test/clobber?n=2'))).to.equal('loaded');
      }
      const form = region.querySelector<HTMLFormElement>('#clobbered')!;
      expect(form.hasAttribute('onmouseover'), 'the handler').to.equal(false);
      form.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(window.__ran).to.equal(undefined);
      // The controls stay; their names would shadow the form's own properties.
      expect(form.querySelectorAll('input')).to.have.length(6);
      expect([...form.querySelectorAll('input')].filter((input) => input.hasAttribute('name'))).to.have.length(0);
    });
  }

  it('names that would shadow the document are dropped; others are kept', async () => {
    const { region } = await page();
    expect(await ajaxUpdate(request(region, '/__test/clobber?n=2'))).to.equal('loaded');
    for (const name of ['createElement', 'getElementById', 'querySelectorAll', 'baseURI', 'documentElement', 'addEventListener', 'body', 'head', 'defaultView', 'cookie']) {
      expect(region.querySelector(`[name="${name}"], [id="${name}"]`), name).to.equal(null);
      const value: unknown = document[name as keyof Document];
      expect(value instanceof Node && region.contains(value), name).to.equal(false);
    }
    expect(region.querySelector('#kept')!.getAttribute('name')).to.equal('results-anchor');
    expect(document.getElementById('kept')).to.not.equal(null);
  });

  it('after such an answer the elements still render, and the next swap still lands', async () => {
    const { region, numbers, counter } = await page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const first = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '2').click();
    await first;
    await Promise.all([elementUpdated(numbers), elementUpdated(counter)]);
    expect(counterText(counter)).to.equal('2 of 5');
    const second = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '4').click();
    await second;
    await elementUpdated(counter);
    expect(region.querySelector('ul')!.dataset.page).to.equal('4');
    expect(counterText(counter)).to.equal('4 of 5');
    expect(errors).to.have.length(0);
  });

  it('the swap and the elements call the document\'s own methods, even when the page itself shadows them', async () => {
    const { region, numbers, counter } = await page();
    // The page's own markup, not an answer: the sanitizer never saw it.
    const shadows = fixtureSync<HTMLDivElement>(html`<div>
      <img name="getElementById"><img name="createElement"><img name="querySelectorAll"><img name="baseURI"><img name="documentElement">
    </div>`);
    cleanups.push(() => shadows.remove());
    expect(document.getElementById).to.be.instanceOf(HTMLImageElement);
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const loaded = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '3').click();
    await loaded;
    await Promise.all([elementUpdated(numbers), elementUpdated(counter)]);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
    expect(counterText(counter)).to.equal('3 of 5');
    counter.format = 'range';
    await elementUpdated(counter);
    expect(counterText(counter)).to.equal('7–9 of 15');
    expect(errors).to.have.length(0);
  });
});

describe('Ajax answers: style from elsewhere', () => {
  it('drops @import, rules with a URL on another origin, escapes left in raw values, and <link>', async () => {
    const { region } = await page();
    expect(await ajaxUpdate(request(region, '/__test/styled'))).to.equal('loaded');
    const css = region.querySelector('style')!.textContent!;
    expect(css).to.not.match(/@import|evil\.invalid|\\/);
    expect(css).to.contain('.red { color: red; }').and.contain('url("/__test/near.png")');
    expect(region.querySelector('link')).to.equal(null);
    // The kept rules still apply.
    expect(getComputedStyle(region.querySelector('#styled')!).color).to.equal('rgb(255, 0, 0)');
    // Nothing was requested from the other origin.
    await aTimeout(50);
    expect(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('evil.invalid'))).to.deep.equal([]);
  });
});

describe('Ajax answers: only HTML is swapped in', () => {
  for (const type of ['application/json', 'image/png', 'text/plain; charset=utf-8', 'application/xhtml+xml', 'none']) {
    it(`refuses an answer of type ${type}: content kept, paginator-error, one console error`, async () => {
      const { region } = await page();
      const errors = collect<AjaxErrorDetail>('paginator-error');
      let outcome: string | undefined;
      const logged = await consoleErrors(async () => {
        outcome = await ajaxUpdate(request(region, `/__test/typed?type=${encodeURIComponent(type)}`));
      });
      expect(outcome).to.equal('failed');
      expect(region.querySelector('#original')).to.not.equal(null);
      expect(region.querySelector('#typed')).to.equal(null);
      expect(region.hasAttribute('aria-busy')).to.equal(false);
      expect(errors).to.have.length(1);
      expect(errors[0].detail).to.include({ status: 200, error: 'not HTML' });
      expect(errors[0].detail.message).to.contain(type === 'none' ? 'untyped' : type.split(';')[0]).and.contain('text/html');
      expect(logged.length).to.be.at.most(1);
    });
  }

  it('takes text/html with parameters and in any case', async () => {
    const { region } = await page();
    expect(await ajaxUpdate(request(region, `/__test/typed?type=${encodeURIComponent('TEXT/HTML; charset=utf-8')}`))).to.equal('loaded');
    expect(region.querySelector('#typed')!.textContent).to.equal('typed');
  });
});

describe('Ajax answers: a paging record the core refuses', () => {
  it('is not applied: the elements keep the old page, and paginator-error names the header and the field', async () => {
    const { region, numbers, counter } = await page();
    numbers.url = '{"controller": "__test", "action": "page", "?": {"header": "refused"}}';
    await elementUpdated(numbers);
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const loaded = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '2').click();
    const { detail } = (await loaded) as CustomEvent<AjaxLoadDetail>;
    expect(detail.paging).to.equal(null);
    expect(region.querySelector('ul')!.dataset.page, 'the content is swapped, as with any unreadable record').to.equal('2');
    await Promise.all([elementUpdated(numbers), elementUpdated(counter)]);
    expect(counterText(counter)).to.equal('1 of 5');
    expect(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('1');
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 200, error: 'paging' });
    expect(errors[0].detail.message).to.contain('X-Paging').and.contain('field "page" must be at most pageCount (5)');
  });
});
