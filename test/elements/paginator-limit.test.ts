/**
 * <paginator-limit>: the page-size form in shadow and light DOM (the core's
 * markup), the other URL parts kept, the navigate event, Ajax mode against
 * the test server (region swapped, X-Paging applied, history, focus),
 * `auto`, bad input, a keyboard-only run and axe, in Chromium.
 */
import { elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import fc from 'fast-check';
import { sendKeys } from '@web/test-runner-commands';
import { createPaging } from '../../src/pagination/paging.js';
import { limitControl } from '../../src/pagination/limit-control.js';
import '../../src/components/paginator-limit/paginator-limit.js';
import type { PaginatorLimit } from '../../src/components/paginator-limit/paginator-limit.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';
import type { NavigateDetail } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, mount, unmountAll } from './support.js';

type Rec = Record<string, unknown>;

/** Page `page` of 100 items, `limit` a page (the test server's `sized` endpoint answers the same). */
const record = (page = 2, limit = 10, options: Rec = {}): Rec => ({
  page, pageCount: Math.ceil(100 / limit), count: 100, current: limit, prevPage: page > 1, nextPage: page * limit < 100,
  defaults: { limit: 10 }, options: { page, limit, ...options },
});
const sized = JSON.stringify({ controller: '__test', action: 'sized' });
const select = (el: PaginatorLimit) => el.shadowRoot!.querySelector('select')!;
const button = (el: PaginatorLimit) => el.shadowRoot!.querySelector('button')!;
const choose = (el: PaginatorLimit, value: string) => {
  select(el).value = value;
  select(el).dispatchEvent(new Event('change', { bubbles: true }));
};
/** Cancels the next paginator-navigate and resolves with its detail. */
const navigated = (el: Element) => new Promise<NavigateDetail>((resolve) => {
  el.addEventListener('paginator-navigate', (event) => {
    event.preventDefault();
    resolve((event as CustomEvent<NavigateDetail>).detail);
  }, { once: true });
});

describe('<paginator-limit>', () => {
  it('shows a labelled select of the sizes, the current one selected, and a button, each with its part', async () => {
    const el = await fixture<PaginatorLimit>(html`<paginator-limit .paging=${{ Article: record(2, 20) }}></paginator-limit>`);
    const root = el.shadowRoot!;
    expect(Array.from(root.querySelectorAll('[part]'), (node) => node.getAttribute('part'))).to.deep.equal(['form', 'label', 'select', 'button']);
    const form = root.querySelector('form')!;
    expect([form.method, form.getAttribute('action')]).to.deep.equal(['get', location.pathname]);
    expect(root.querySelector('label')!.textContent).to.equal('Items per page 102050100');
    expect(Array.from(select(el).options, (option) => option.value)).to.deep.equal(['10', '20', '50', '100']);
    expect(select(el).value).to.equal('20');
    expect(select(el).name).to.equal('limit');
    expect([button(el).type, button(el).textContent]).to.deep.equal(['submit', 'Show']);
    await expect(el).to.be.accessible();
  });

  it('keeps the other URL parts as hidden fields, and goes to page 1 with the chosen size', async () => {
    const url = JSON.stringify({ controller: 'articles', action: 'index', '?': { q: 'a b&c' } });
    const el = await fixture<PaginatorLimit>(html`<paginator-limit .paging=${{ Article: record(3, 10, { order: { 'Article.title': 'desc' } }) }}
      url=${url} limits="10, 25" label="Rows" button="Apply"></paginator-limit>`);
    const hidden = Array.from(el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [input.name, input.value]);
    expect(hidden).to.deep.equal([['sort', 'title'], ['direction', 'desc'], ['q', 'a b&c']]);
    expect(el.shadowRoot!.querySelector('label')!.firstChild!.textContent).to.equal('Rows ');
    choose(el, '25');
    const detail = navigated(el);
    button(el).click();
    expect(await detail).to.deep.equal({
      page: 1, url: `${location.origin}/articles/index?sort=title&direction=desc&q=a%20b%26c&limit=25`, model: 'Article', kind: 'limit',
    });
    // Canceled: the page stays where it was.
    expect(location.pathname).to.not.equal('/articles/index');
  });

  it('adds the current size when the list lacks it, and applies a choice at once with auto', async () => {
    const el = await fixture<PaginatorLimit>(html`<paginator-limit auto limits="[10, 50]" .paging=${{ Article: record(1, 30) }}></paginator-limit>`);
    expect(Array.from(select(el).options, (option) => option.value)).to.deep.equal(['10', '30', '50']);
    expect(select(el).value).to.equal('30');
    const detail = navigated(el);
    choose(el, '50');
    expect((await detail).url).to.equal(`${location.origin}${location.pathname}?limit=50`);
  });

  it('without auto, a choice alone goes nowhere', async () => {
    const el = await fixture<PaginatorLimit>(html`<paginator-limit .paging=${{ Article: record() }}></paginator-limit>`);
    let fired = 0;
    el.addEventListener('paginator-navigate', (event) => {
      fired++;
      event.preventDefault();
    });
    choose(el, '50');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fired).to.equal(0);
  });

  it('in Ajax mode, fetches page 1 at the new size into the region, applies X-Paging and pushes the URL', async () => {
    const start = location.href;
    const root = await fixture<HTMLDivElement>(html`<div>
      <div id="limit-region"><p>Original</p></div>
      <paginator-counter .paging=${{ Article: record(2, 10) }} format="range"></paginator-counter>
      <paginator-limit .paging=${{ Article: record(2, 10) }} url=${sized} update="limit-region" push-url></paginator-limit>
    </div>`);
    const el = root.querySelector('paginator-limit')!;
    const counter = root.querySelector<PaginatorCounter>('paginator-counter')!;
    await elementUpdated(el);
    choose(el, '50');
    const loaded = oneEvent(el, 'paginator-load');
    button(el).click();
    const { detail } = await loaded;
    expect(detail.url).to.equal(`${location.origin}/__test/sized?limit=50`);
    const list = root.querySelector<HTMLElement>('#limit-region ul')!;
    expect([list.dataset.page, list.dataset.limit, list.children.length]).to.deep.equal(['1', '50', 50]);
    expect(location.href).to.equal(`${location.origin}/__test/sized?limit=50`);
    await Promise.all([elementUpdated(el), elementUpdated(counter)]);
    expect(select(el).value).to.equal('50');
    expect(counter.shadowRoot!.textContent!.trim()).to.equal('1–50 of 100');
    const restored = oneEvent(root.querySelector('#limit-region')!, 'paginator-load');
    history.back();
    await restored;
    expect(location.href).to.equal(start);
  });

  it('keyboard only: a size chosen with the arrow keys, the button pressed with Enter, focus on the updated region', async () => {
    const root = await fixture<HTMLDivElement>(html`<div>
      <div id="kbd-region"><p>Original</p></div>
      <paginator-limit .paging=${{ Article: record(1, 10) }} url=${sized} update="kbd-region"></paginator-limit>
    </div>`);
    const el = root.querySelector('paginator-limit')!;
    await elementUpdated(el);
    select(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(select(el).value).to.equal('20');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(button(el));
    const loaded = oneEvent(el, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(root.querySelector<HTMLElement>('#kbd-region ul')!.dataset.limit).to.equal('20');
    expect(document.activeElement).to.equal(root.querySelector('#kbd-region'));
  });

  it('light: writes the core’s markup, and works the same', async () => {
    const paging = { Article: record(4, 20, { order: { 'Article.id': 'asc' } }) };
    const el = await fixture<PaginatorLimit>(html`<paginator-limit light .paging=${paging}></paginator-limit>`);
    const core = limitControl(createPaging({ paging, here: location.pathname + location.search }));
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(core.replace(' selected>', ' selected="">'));
    el.querySelector('select')!.value = '100';
    const detail = navigated(el);
    el.querySelector('button')!.click();
    expect((await detail).url).to.equal(`${location.origin}${location.pathname}?sort=id&direction=asc&limit=100`);
    await expect(el).to.be.accessible();
  });

  it('named URLs: the form keeps the named parts in its action and adds the size as a query part', async () => {
    const url = JSON.stringify({ controller: 'articles', action: 'index' });
    const el = await fixture<PaginatorLimit>(html`<paginator-limit url-style="named" url=${url}
      .paging=${{ Article: record(3, 10, { order: { 'Article.title': 'asc' } }) }}></paginator-limit>`);
    expect(el.shadowRoot!.querySelector('form')!.getAttribute('action')).to.equal('/articles/index/sort:title/direction:asc');
    expect(el.shadowRoot!.querySelectorAll('input[type="hidden"]')).to.have.length(0);
    choose(el, '100');
    const detail = navigated(el);
    button(el).click();
    expect((await detail).url).to.equal(`${location.origin}/articles/index/sort:title/direction:asc?limit=100`);
  });

  it('light, in Ajax mode: swaps the region and shows the new record', async () => {
    const root = await fixture<HTMLDivElement>(html`<div>
      <div id="light-region"><p>Original</p></div>
      <paginator-limit light .paging=${{ Article: record(3, 10) }} url=${sized} update="light-region"></paginator-limit>
    </div>`);
    const el = root.querySelector('paginator-limit')!;
    await elementUpdated(el);
    el.querySelector('select')!.value = '20';
    const loaded = oneEvent(el, 'paginator-load');
    el.querySelector('button')!.click();
    await loaded;
    expect(root.querySelector<HTMLElement>('#light-region ul')!.dataset.limit).to.equal('20');
    await elementUpdated(el);
    expect(el.querySelector('option[selected]')!.textContent).to.equal('20');
    expect(el.querySelector('select')!.value).to.equal('20');
  });

  it('light: takes over the same markup rendered on a server without replacing a node', async () => {
    const paging = { Article: record(2, 50) };
    const markup = limitControl(createPaging({ paging, here: location.pathname + location.search }));
    const div = mount(`<paginator-limit light paging='${JSON.stringify(paging)}'>${markup}</paginator-limit>`);
    const el = div.querySelector('paginator-limit')!;
    const [form, select, option] = [el.querySelector('form'), el.querySelector('select'), el.querySelector('option[selected]')];
    await el.updateComplete;
    expect(el.querySelector('form') === form && el.querySelector('select') === select && el.querySelector('option[selected]') === option).to.equal(true);
    expect(el.childNodes).to.have.length(1);
    expect(el.querySelector('select')!.value).to.equal('50');
    unmountAll();
  });

  it('refuses bad limits and max-limit with a clear error naming the attribute, and renders nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['10, ten', '', 'limits must be integers from 1 to 100, got "ten"'],
      ['[10, 500]', '', 'limits must be integers from 1 to 100, got 500'],
      ['[10, 20', '', 'limits is not valid JSON'],
      ['10, 60', '50', 'limits must be integers from 1 to 50, got "60"'],
      ['10', 'lots', 'max-limit must be a positive integer, got "lots"'],
    ];
    for (const [limits, maxLimit, message] of cases) {
      let detail: Rec | undefined;
      const logged = await consoleErrors(async () => {
        const el = await fixture<PaginatorLimit>(html`<paginator-limit limits=${limits} max-limit=${maxLimit || '100'}
          @paginator-error=${(event: CustomEvent) => (detail = event.detail)} .paging=${{ Article: record() }}></paginator-limit>`);
        expect(el.shadowRoot!.querySelector('form'), limits).to.equal(null);
      });
      expect(detail, limits).to.include({ status: 0, error: 'input', field: maxLimit === 'lots' ? 'max-limit' : 'limits' });
      expect(String(detail!.message)).to.contain(message);
      expect(logged).to.have.length(1);
      expect(logged[0]).to.contain('<paginator-limit>: ').and.contain(message);
    }
  });

  it('property: any limits text shows exactly its sizes (and the current one), or renders nothing and names limits', async () => {
    const el = await fixture<PaginatorLimit>(html`<paginator-limit .paging=${{ Article: record(1, 20) }}></paginator-limit>`);
    const entry = fc.oneof(fc.integer({ min: -5, max: 120 }).map(String), fc.constantFrom('ten', '2.5', '', '1e2', '0x10'));
    await fc.assert(fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 6 }), fc.boolean(), async (entries, json) => {
      const valid = entries.every((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100);
      const text = json && valid ? JSON.stringify(entries.map(Number)) : entries.join(',');
      let field: unknown = null;
      const listener = (event: Event) => (field = (event as CustomEvent).detail.field);
      el.addEventListener('paginator-error', listener);
      await consoleErrors(async () => {
        el.limits = text;
        await el.updateComplete;
      });
      el.removeEventListener('paginator-error', listener);
      const shown = Array.from(el.shadowRoot!.querySelectorAll('option'), (option) => Number(option.value));
      // A blank attribute is no list: the default sizes.
      if (valid || text === '') {
        const sizes = text === '' ? [10, 20, 50, 100] : entries.map(Number);
        const at = sizes.findIndex((size) => size > 20);
        if (!sizes.includes(20)) sizes.splice(at < 0 ? sizes.length : at, 0, 20);
        expect(shown).to.deep.equal(sizes);
        expect(select(el).value).to.equal('20');
      } else {
        expect(shown).to.deep.equal([]);
        // One report per distinct problem: a repeated one is not reported again.
        if (field !== null) expect(field).to.equal('limits');
      }
    }), { numRuns: 60 });
  });
});
