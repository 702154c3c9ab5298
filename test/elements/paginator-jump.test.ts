/**
 * <paginator-jump>: the jump form in shadow and light DOM (the core's
 * markup), the other URL parts kept, the navigate event, Ajax mode against
 * the test server (region swapped, X-Paging applied, history, focus), bad
 * pages refused accessibly, a keyboard-only run and axe, in Chromium.
 */
import { elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createPaging } from '../../src/pagination/paging.js';
import { jumpForm } from '../../src/pagination/jump-form.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorJump } from '../../src/components/paginator-jump/paginator-jump.js';
import type { NavigateDetail } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors } from './support.js';

type Rec = Record<string, unknown>;

/** Page `page` of 100 items, `limit` a page (the test server's `sized` endpoint answers the same). */
const record = (page = 3, limit = 10, options: Rec = {}): Rec => ({
  page, pageCount: Math.ceil(100 / limit), count: 100, current: limit, prevPage: page > 1, nextPage: page * limit < 100,
  defaults: { limit: 10 }, options: { page, limit, ...options },
});
const sized = JSON.stringify({ controller: '__test', action: 'sized' });
const input = (el: PaginatorJump) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="page"]')!;
const button = (el: PaginatorJump) => el.shadowRoot!.querySelector('button')!;
const error = (el: PaginatorJump) => el.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
/** Cancels the next paginator-navigate and resolves with its detail. */
const navigated = (el: Element) => new Promise<NavigateDetail>((resolve) => {
  el.addEventListener('paginator-navigate', (event) => {
    event.preventDefault();
    resolve((event as CustomEvent<NavigateDetail>).detail);
  }, { once: true });
});
/** Counts paginator-navigate events (canceled, so nothing happens). */
function countNavigations(el: Element): () => number {
  let count = 0;
  el.addEventListener('paginator-navigate', (event) => {
    count++;
    event.preventDefault();
  });
  return () => count;
}

describe('<paginator-jump>', () => {
  it('shows a labelled number input bounded by 1 and the page count, and a button, each with its part', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(3, 10) }}></paginator-jump>`);
    const root = el.shadowRoot!;
    expect(Array.from(root.querySelectorAll('[part]'), (node) => node.getAttribute('part'))).to.deep.equal(['form', 'label', 'input', 'button', 'error']);
    expect([input(el).type, input(el).min, input(el).max, input(el).value, input(el).required]).to.deep.equal(['number', '1', '10', '3', true]);
    expect(root.querySelector('label')!.textContent).to.equal('Page ');
    expect(button(el).textContent).to.equal('Go');
    expect(error(el).getAttribute('aria-live')).to.equal('polite');
    expect(input(el).hasAttribute('aria-invalid')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('goes to the page typed, keeping the other URL parts', async () => {
    const url = JSON.stringify({ controller: 'articles', action: 'index' });
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(3, 20, { order: { 'Article.title': 'asc' } }) }}
      url=${url} label="Seite" button="Los"></paginator-jump>`);
    const hidden = Array.from(el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (field) => [field.name, field.value]);
    expect(hidden).to.deep.equal([['limit', '20'], ['sort', 'title'], ['direction', 'asc']]);
    expect(el.shadowRoot!.querySelector('label')!.firstChild!.textContent).to.equal('Seite ');
    input(el).value = '5';
    const detail = navigated(el);
    button(el).click();
    expect(await detail).to.deep.equal({
      page: 5, url: `${location.origin}/articles/index?limit=20&sort=title&direction=asc&page=5`, model: 'Article', kind: 'jump',
    });
  });

  it('refuses a page out of range or not a whole number: not submitted, marked invalid, told why, focus kept', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(3, 10) }}></paginator-jump>`);
    const navigations = countNavigations(el);
    const cases: Array<[string, string]> = [
      ['', 'Enter a page number from 1 to 10.'],
      ['0', 'There is no page 0. Enter a page number from 1 to 10.'],
      ['11', 'There is no page 11. Enter a page number from 1 to 10.'],
      ['2.5', 'That is not a whole page number. Enter a page number from 1 to 10.'],
      ['-1', 'There is no page -1. Enter a page number from 1 to 10.'],
    ];
    for (const [value, message] of cases) {
      input(el).value = value;
      button(el).click();
      await elementUpdated(el);
      expect(error(el).textContent, value).to.equal(message);
      expect(input(el).getAttribute('aria-invalid')).to.equal('true');
      expect(input(el).getAttribute('aria-describedby')).to.equal(error(el).id);
      expect(el.shadowRoot!.getElementById(error(el).id)).to.equal(error(el));
      expect(el.shadowRoot!.activeElement).to.equal(input(el));
      await expect(el).to.be.accessible();
    }
    expect(navigations()).to.equal(0);
  });

  it('takes "1e9" as page 10⁹ where it exists, and writes the range of its messages grouped (issue 35, point 5)', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump page="3" page-count="1000000000000"></paginator-jump>`);
    input(el).focus();
    input(el).select();
    await sendKeys({ type: '1e9' });
    const detail = navigated(el);
    await sendKeys({ press: 'Enter' });
    expect((await detail).page).to.equal(1e9);
    input(el).value = '2.5';
    button(el).click();
    await elementUpdated(el);
    expect(error(el).textContent).to.equal('That is not a whole page number. Enter a page number from 1 to 1,000,000,000,000.');
    input(el).value = '1e13';
    button(el).click();
    await elementUpdated(el);
    expect(error(el).textContent).to.equal('There is no page 1e13. Enter a page number from 1 to 1,000,000,000,000.');
  });

  it('refuses what the browser cannot read as a number, and clears the message once the input is fixed', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(3, 10) }}></paginator-jump>`);
    const navigations = countNavigations(el);
    input(el).focus();
    input(el).select();
    await sendKeys({ type: 'e' });
    expect(input(el).validity.badInput).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await elementUpdated(el);
    expect(error(el).textContent).to.equal('That is not a whole page number. Enter a page number from 1 to 10.');
    expect(navigations()).to.equal(0);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '7' });
    await elementUpdated(el);
    expect(error(el).textContent).to.equal('');
    expect(input(el).hasAttribute('aria-invalid')).to.equal(false);
    expect(input(el).hasAttribute('aria-describedby')).to.equal(false);
  });

  it('without a page count, takes any page from 1 on', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Item: { page: 2 } }}></paginator-jump>`);
    expect(input(el).hasAttribute('max')).to.equal(false);
    input(el).value = '9000';
    const detail = navigated(el);
    button(el).click();
    expect(await detail).to.include({ page: 9000, kind: 'jump', model: 'Item' });
  });

  it('in Ajax mode, fetches the page into the region, applies X-Paging, pushes the URL; keyboard only, focus on the region', async () => {
    const start = location.href;
    const root = await fixture<HTMLDivElement>(html`<div>
      <div id="jump-region"><p>Original</p></div>
      <paginator-jump .paging=${{ Article: record(1, 20) }} url=${sized} update="jump-region" push-url></paginator-jump>
    </div>`);
    const el = root.querySelector('paginator-jump')!;
    await elementUpdated(el);
    input(el).focus();
    input(el).select();
    await sendKeys({ type: '4' });
    const loaded = oneEvent(el, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    const { detail } = await loaded;
    expect(detail.url).to.equal(`${location.origin}/__test/sized?limit=20&page=4`);
    const list = root.querySelector<HTMLElement>('#jump-region ul')!;
    expect([list.dataset.page, list.dataset.limit, list.firstElementChild!.textContent]).to.deep.equal(['4', '20', 'Item 61']);
    expect(document.activeElement).to.equal(root.querySelector('#jump-region'));
    expect(location.href).to.equal(`${location.origin}/__test/sized?limit=20&page=4`);
    await elementUpdated(el);
    expect(input(el).value).to.equal('4');
    const restored = oneEvent(root.querySelector('#jump-region')!, 'paginator-load');
    history.back();
    await restored;
    expect(location.href).to.equal(start);
  });

  it('shows the new page a record brings, over what was typed', async () => {
    const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(3, 10) }}></paginator-jump>`);
    input(el).value = '8';
    el.paging = { Article: record(6, 10) };
    await elementUpdated(el);
    expect(input(el).value).to.equal('6');
  });

  it('light: writes the core’s markup (with novalidate and the message beside it), and works the same', async () => {
    const paging = { Article: record(2, 50) };
    const el = await fixture<PaginatorJump>(html`<paginator-jump light .paging=${paging}></paginator-jump>`);
    const core = jumpForm(createPaging({ paging, here: location.pathname + location.search }));
    const id = el.querySelector('span')!.id;
    expect(id).to.match(/^paginator-jump-error-\d+$/);
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(core
      .replace('<form method="get" action="', '<form method="get" novalidate="" action="')
      .replace(' required>', ' required="">')
      .replace('</button></form>', `</button> <span id="${id}" aria-live="polite"></span></form>`)
      .replace(/<form method="get" novalidate="" action="([^"]*)">/, '<form method="get" action="$1" novalidate="">'));
    el.querySelector<HTMLInputElement>('input[name="page"]')!.value = '3';
    el.querySelector('button')!.click();
    await elementUpdated(el);
    expect(el.querySelector('span')!.textContent).to.equal('There is no page 3. Enter a page number from 1 to 2.');
    expect(el.querySelector<HTMLInputElement>('input[name="page"]')!.getAttribute('aria-describedby')).to.equal(id);
    expect(document.activeElement).to.equal(el.querySelector('input[name="page"]'));
    await expect(el).to.be.accessible();
    el.querySelector<HTMLInputElement>('input[name="page"]')!.value = '2';
    const detail = navigated(el);
    el.querySelector('button')!.click();
    expect((await detail).url).to.equal(`${location.origin}${location.pathname}?limit=50&page=2`);
  });

  it('bad paging input renders nothing and reports it', async () => {
    let detail: Rec | undefined;
    const logged = await consoleErrors(async () => {
      const el = await fixture<PaginatorJump>(html`<paginator-jump paging="{oops" @paginator-error=${(event: CustomEvent) => (detail = event.detail)}></paginator-jump>`);
      expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    });
    expect(detail).to.include({ status: 0, error: 'input', field: 'paging' });
    expect(logged).to.have.length(1);
  });
});
