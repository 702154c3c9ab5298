/**
 * The elements on records without a total (countless and keyset records,
 * as the core's paginate() makes them): the counter's "Page 3", numbers
 * with prev/next and the current page, prev/next links by cursor, first by
 * page and no last, the navigate event's target page; Ajax mode against the
 * test server's keyset endpoint (X-Paging records without totals); shadow
 * and light DOM; axe on each.
 */
import { elementUpdated, expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import type { PaginatorLink } from '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate } from '../../src/framework/paginate.js';
import { decodeCursor } from '../../src/pagination/cursor.js';
import type { PagingRecord } from '../../src/pagination/record.js';
import { consoleErrors } from './support.js';

const model = () => new InMemoryModel({
  name: 'Article', fields: ['id', 'title'], records: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, title: `Article ${i + 1}` })),
});

/** Page 3 of a keyset record set, 10 a page: reached by following next cursors, as a reader would. */
function keysetPage3(): PagingRecord {
  const settings = { keyset: 'id', limit: 10 };
  let paging = paginate({ model: model(), settings, passedArgs: {} }).paging;
  for (let i = 0; i < 2; i++) paging = paginate({ model: model(), settings, passedArgs: { cursor: paging.nextCursor } }).paging;
  return paging;
}

/** Page 3 of a countless record set. */
const countlessPage3 = (): PagingRecord =>
  paginate({ model: model(), settings: { countless: true, limit: 10 }, passedArgs: { page: 3 } }).paging;

const shadowText = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const lightText = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
const anchors = (root: ParentNode) => Array.from(root.querySelectorAll('a'));
const cursorOf = (a: HTMLAnchorElement) => new URL(a.href).searchParams.get('cursor');

/** Collects the paginator-error events fired while the test runs. */
function errorEvents(): { events: CustomEvent[]; stop: () => void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener('paginator-error', listener);
  return { events, stop: () => document.removeEventListener('paginator-error', listener) };
}

describe('elements on records without a total', () => {
  describe('<paginator-counter>', () => {
    it('shows "Page 3" with its default format, on a countless and on a keyset record (shadow)', async () => {
      for (const record of [countlessPage3(), keysetPage3()]) {
        const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: record }}></paginator-counter>`);
        expect(shadowText(el)).to.equal('Page 3');
        await expect(el).to.be.accessible();
      }
    });

    it('shows "Page 3" in light DOM, and a range without a total', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${{ Article: countlessPage3() }}></paginator-counter>`);
      expect(lightText(el)).to.equal('Page 3');
      const range = await fixture<PaginatorCounter>(html`<paginator-counter format="range" .paging=${{ Article: countlessPage3() }}></paginator-counter>`);
      expect(shadowText(range)).to.equal('21–30');
      await expect(el).to.be.accessible();
    });

    it('a format that needs the total is a reported error, not a crash', async () => {
      const { events, stop } = errorEvents();
      const errors = await consoleErrors(async () => {
        await fixture(html`<paginator-counter format="%page% of %pages%" .paging=${{ Article: countlessPage3() }}></paginator-counter>`);
      });
      stop();
      expect(events.map((event) => event.detail.message)).to.have.length(1);
      expect(events[0].detail.message).to.contain('has no field "pageCount"');
      expect(errors.join('\n')).to.contain('pageCount');
    });
  });

  describe('<paginator-numbers> with prev and next', () => {
    it('keyset, shadow: prev by cursor, the current page, next by cursor; a named landmark; no error', async () => {
      const { events, stop } = errorEvents();
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers prev next .paging=${{ Article: keysetPage3() }}></paginator-numbers>`);
      stop();
      expect(events).to.deep.equal([]);
      const [prev, next] = anchors(el.shadowRoot!);
      expect(anchors(el.shadowRoot!)).to.have.length(2);
      expect(prev.getAttribute('part')).to.equal('link prev');
      expect(decodeCursor(cursorOf(prev), 'id')).to.include({ direction: 'prev', page: 2, value: 21 });
      expect(decodeCursor(cursorOf(next), 'id')).to.include({ direction: 'next', page: 4, value: 30 });
      expect(new URL(next.href).searchParams.has('page')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[part~="current"]')!.textContent).to.equal('3');
      expect(el.getAttribute('role')).to.equal('navigation');
      expect(el.getAttribute('aria-label')).to.equal('Pagination');
      await expect(el).to.be.accessible();
    });

    it('countless, light: prev and next by page around the current page', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light prev="‹" next="›" .paging=${{ Article: countlessPage3() }}></paginator-numbers>`);
      const links = anchors(el);
      expect(links.map((a) => [a.textContent, new URL(a.href).search])).to.deep.equal([['‹', '?page=2'], ['›', '?page=4']]);
      expect(el.querySelector('.current')!.textContent).to.equal('3');
      expect(el.getAttribute('aria-label')).to.equal('Pagination');
      await expect(el).to.be.accessible();
    });

    it('the first page: prev disabled, next a link', async () => {
      const first = paginate({ model: model(), settings: { keyset: 'id', limit: 10 }, passedArgs: {} }).paging;
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers prev next .paging=${{ Article: first }}></paginator-numbers>`);
      expect(el.shadowRoot!.querySelector('[part~="disabled"]')!.getAttribute('aria-disabled')).to.equal('true');
      expect(anchors(el.shadowRoot!).map((a) => a.getAttribute('part'))).to.deep.equal(['link next']);
      await expect(el).to.be.accessible();
    });
  });

  describe('<paginator-link>', () => {
    it('prev and next link to the cursors; the navigate event names the target page', async () => {
      const record = { Article: keysetPage3() };
      const next = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${record}>Next</paginator-link>`);
      const [a] = anchors(next.shadowRoot!);
      expect(decodeCursor(cursorOf(a), 'id')).to.deep.equal({ key: 'id', value: 30, direction: 'next', page: 4 });
      next.addEventListener('paginator-navigate', (event) => event.preventDefault(), { once: true });
      const navigated = oneEvent(next, 'paginator-navigate');
      a.click();
      const { detail } = await navigated;
      expect(detail).to.include({ page: 4, kind: 'next', model: 'Article', url: a.href });
      await expect(next).to.be.accessible();
      const prev = await fixture<PaginatorLink>(html`<paginator-link light kind="prev" .paging=${record}>Back</paginator-link>`);
      expect(decodeCursor(cursorOf(anchors(prev)[0]), 'id')).to.include({ direction: 'prev', page: 2 });
      await expect(prev).to.be.accessible();
    });

    it('first links to page 1 without a cursor; last renders nothing, without an error', async () => {
      const record = { Article: keysetPage3() };
      const { events, stop } = errorEvents();
      const first = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${record}>First</paginator-link>`);
      const last = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${record}>Last</paginator-link>`);
      const lightLast = await fixture<PaginatorLink>(html`<paginator-link light kind="last" .paging=${record}>Last</paginator-link>`);
      stop();
      expect(events).to.deep.equal([]);
      expect(new URL(anchors(first.shadowRoot!)[0].href).search).to.equal('?page=1');
      expect(last.shadowRoot!.querySelector('a, [part]')).to.equal(null);
      expect(lightText(lightLast)).to.equal('');
      await expect(first).to.be.accessible();
      await expect(last).to.be.accessible();
    });

    it('a cursor field that is not text is bad data: reported, nothing rendered', async () => {
      const { events, stop } = errorEvents();
      let el!: PaginatorLink;
      await consoleErrors(async () => {
        el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${{ Article: { ...keysetPage3(), nextCursor: 7 } }}></paginator-link>`);
      });
      stop();
      expect(events[0].detail.message).to.equal('Paging record of model "Article": field "nextCursor" must be text, got 7');
      expect(anchors(el.shadowRoot!)).to.deep.equal([]);
    });
  });

  describe('Ajax mode (the test server pages by keyset cursor)', () => {
    const url = JSON.stringify({ controller: '__test', action: 'keyset' });
    const firstPage = {
      page: 1, current: 3, prevPage: false, nextPage: true, prevCursor: null,
      nextCursor: btoa(JSON.stringify({ k: 'id', v: 3, d: 'n', p: 2 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      defaults: { limit: 3, keyset: 'id' }, options: { page: 1, limit: 3, keyset: 'id' },
    };

    for (const light of [false, true]) {
      it(`next and prev swap the region and every element reads the new record (${light ? 'light' : 'shadow'} DOM)`, async () => {
        const paging = { Article: firstPage };
        const root = fixtureSync<HTMLDivElement>(html`<div>
          <div id="keyset-region"><ul data-page="1"><li>Item 1</li></ul></div>
          <paginator-counter ?light=${light} .paging=${paging}></paginator-counter>
          <paginator-numbers ?light=${light} prev next .paging=${paging} url=${url} update="keyset-region"></paginator-numbers>
        </div>`);
        const counter = root.querySelector('paginator-counter')!;
        const numbers = root.querySelector('paginator-numbers')!;
        await Promise.all([elementUpdated(counter), elementUpdated(numbers)]);
        const scope = light ? numbers : numbers.shadowRoot!;
        const text = (el: Element) => (light ? lightText(el) : shadowText(el));
        expect(text(counter)).to.equal('Page 1');

        let loaded = oneEvent(numbers, 'paginator-load');
        anchors(scope).find((a) => /Next/.test(a.textContent!))!.click();
        await loaded;
        await Promise.all([elementUpdated(counter), elementUpdated(numbers)]);
        expect(root.querySelector('#keyset-region ul')!.getAttribute('data-page')).to.equal('2');
        expect(root.querySelector('#keyset-region')!.textContent).to.equal('Item 4Item 5Item 6');
        expect(text(counter)).to.equal('Page 2');
        const next = anchors(scope).find((a) => /Next/.test(a.textContent!))!;
        expect(decodeCursor(cursorOf(next), 'id')).to.deep.equal({ key: 'id', value: 6, direction: 'next', page: 3 });

        loaded = oneEvent(numbers, 'paginator-load');
        next.click();
        await loaded;
        await Promise.all([elementUpdated(counter), elementUpdated(numbers)]);
        expect(root.querySelector('#keyset-region')!.textContent).to.equal('Item 7Item 8Item 9');
        expect(text(counter)).to.equal('Page 3');

        loaded = oneEvent(numbers, 'paginator-load');
        anchors(scope).find((a) => /Previous/.test(a.textContent!))!.click();
        await loaded;
        await Promise.all([elementUpdated(counter), elementUpdated(numbers)]);
        expect(root.querySelector('#keyset-region')!.textContent).to.equal('Item 4Item 5Item 6');
        expect(text(counter)).to.equal('Page 2');
        await expect(root).to.be.accessible();
      });
    }
  });
});
