/**
 * Load more: `swap: 'append'` in Ajax mode and `<paginator-link kind="more">`
 * (live region, focus, one request at a time, infinite scroll, the rows
 * recorded for Back and put back), against the test server's `rows`
 * endpoint (test/server/endpoints.mjs): the rows of a page alone, with
 * their record in X-Paging.
 */
import { aTimeout, elementUpdated, expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { ajaxUpdate } from '../../src/ajax/ajax-update.js';
import '../../src/components/paginator-link/paginator-link.js';
import type { PaginatorLink } from '../../src/components/paginator-link/paginator-link.js';
// Loaded up front, as a page's first render would have loaded it by the time a reader clicks.
import '../../src/components/paginator-link/load-more.js';
import { MORE_KEY } from '../../src/components/paginator-link/more-history.js';
import { consoleErrors } from './support.js';

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const rowsUrl = (query: Record<string, string> = {}) => JSON.stringify({ controller: '__test', action: 'rows', ...(Object.keys(query).length ? { '?': query } : {}) });
const rowsOf = (page: number, tag = 'tr') =>
  Array.from({ length: 3 }, (_, i) => (tag === 'tr' ? `<tr><td>Row ${(page - 1) * 3 + i + 1}</td></tr>` : `<li>Row ${(page - 1) * 3 + i + 1}</li>`)).join('');

interface Page {
  root: HTMLElement;
  rows: HTMLElement;
  more: PaginatorLink;
}

/** A table whose body (`#rows`) shows page `page`, and a more link under it. */
async function page({ at = 1, query = {}, id = 'rows', light = false, infinite = false, label = '' } = {}): Promise<Page> {
  const root = fixtureSync<HTMLDivElement>(html`<div>
    <table><thead><tr><th scope="col">Name</th></tr></thead><tbody id=${id}></tbody></table>
    <paginator-link kind="more" .paging=${{ Article: record(at) }} url=${rowsUrl(query)} update=${id}
      ?light=${light} ?infinite=${infinite}>${label}</paginator-link>
  </div>`);
  const rows = root.querySelector('tbody')!;
  rows.innerHTML = rowsOf(at);
  const more = root.querySelector('paginator-link')!;
  await elementUpdated(more);
  await aTimeout(0);
  return { root, rows, more };
}

const linkOf = (el: PaginatorLink) => (el.renderRoot as ParentNode).querySelector<HTMLAnchorElement>('a[href]');
const statusOf = (el: PaginatorLink) => (el.renderRoot as ParentNode).querySelector<HTMLElement>('[role="status"]')!;
const texts = (rows: HTMLElement) => Array.from(rows.children, (row) => row.textContent);

/** Clicks the more link and waits until its answer is in and the element shows the new record. */
async function loadMore(more: PaginatorLink): Promise<CustomEvent> {
  const loaded = oneEvent(more, 'paginator-load');
  linkOf(more)!.click();
  const event = await loaded;
  await more.updateComplete;
  return event;
}

afterEach(() => {
  // Each test's rows are recorded in the test page's history entry: forget them.
  history.replaceState(null, '');
});

describe('ajaxUpdate with swap: append', () => {
  it('adds the answer after the region\'s children, parses table rows as rows, and counts them', async () => {
    const { rows, more } = await page();
    const loaded = oneEvent(more, 'paginator-load');
    const outcome = await ajaxUpdate({ url: '/__test/rows?page=2', update: 'rows', source: more, swap: 'append' });
    const { detail } = await loaded;
    expect(outcome).to.equal('loaded');
    expect(Array.from(rows.children, (row) => row.localName)).to.deep.equal(['tr', 'tr', 'tr', 'tr', 'tr', 'tr']);
    expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6']);
    expect(detail.added).to.equal(3);
  });

  it('reports how many elements a replace put in, too', async () => {
    const { rows, more } = await page();
    const loaded = oneEvent(more, 'paginator-load');
    await ajaxUpdate({ url: '/__test/rows?page=2&tag=li', update: 'rows', source: more });
    expect((await loaded).detail.added).to.equal(3);
    expect(rows.children.length).to.equal(3);
  });

  it('never pushes a URL for an append, even when asked', async () => {
    const { more } = await page();
    const before = [history.length, location.href];
    await ajaxUpdate({ url: '/__test/rows?page=2', update: 'rows', source: more, swap: 'append', pushUrl: true });
    expect([history.length, location.href]).to.deep.equal(before);
  });

  it('keeps the content and fires paginator-error when the request fails', async () => {
    const { rows, more } = await page();
    const failed = oneEvent(more, 'paginator-error');
    const errors = await consoleErrors(async () => {
      expect(await ajaxUpdate({ url: '/__test/rows?page=2&fail=2', update: 'rows', source: more, swap: 'append' })).to.equal('failed');
    });
    expect((await failed).detail).to.include({ status: 500, error: 'HTTP 500' });
    expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3']);
    expect(errors).to.have.length(1);
  });
});

describe('<paginator-link kind="more">', () => {
  it('is a real link to the next page, labelled "Load more", with an empty polite live region', async () => {
    const { more } = await page();
    expect(linkOf(more)!.getAttribute('href')).to.equal('/__test/rows?page=2');
    expect(linkOf(more)!.textContent).to.equal('Load more');
    expect(linkOf(more)!.getAttribute('rel')).to.equal('next');
    expect(statusOf(more).textContent).to.equal('');
    expect(statusOf(more).getAttribute('part')).to.equal('status');
  });

  it('takes its label from its text, and renders only the live region when there is no next page', async () => {
    const { more } = await page({ label: 'More articles' });
    expect(linkOf(more)!.textContent).to.equal('More articles');
    more.paging = { Article: record(5) };
    await more.updateComplete;
    expect(linkOf(more)).to.equal(null);
    expect(statusOf(more)).to.not.equal(null);
  });

  it('appends the next page\'s rows instead of replacing them, then points to the page after', async () => {
    const { rows, more } = await page();
    const requests: string[] = [];
    more.addEventListener('paginator-request', (event) => requests.push(event.detail.kind!));
    const { detail } = await loadMore(more);
    expect(detail).to.include({ url: `${location.origin}/__test/rows?page=2`, added: 3 });
    expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6']);
    expect(linkOf(more)!.getAttribute('href')).to.equal('/__test/rows?page=3');
    await loadMore(more);
    expect(rows.children.length).to.equal(9);
    expect(requests).to.deep.equal(['more', 'more']);
  });

  it('says in its live region how many rows arrived, afresh for each append', async () => {
    const { more } = await page();
    const status = statusOf(more);
    await loadMore(more);
    expect(status.textContent).to.equal('3 more loaded');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(status.textContent!));
    observer.observe(status, { characterData: true, subtree: true, childList: true });
    await loadMore(more);
    observer.disconnect();
    // Emptied while the request ran, so that the same words are said again: the same node all along.
    expect(texts).to.deep.equal(['', '3 more loaded']);
    expect(statusOf(more)).to.equal(status);
  });

  it('says it in the language of the element (lang on it or an ancestor)', async () => {
    const { root, more } = await page();
    root.setAttribute('lang', 'de');
    await loadMore(more);
    await waitUntil(() => statusOf(more).textContent === '3 weitere geladen', 'the live region speaks German');
  });

  it('disappears after the last page, its live region staying', async () => {
    const { rows, more } = await page({ at: 4 });
    const status = statusOf(more);
    await loadMore(more);
    expect(texts(rows).slice(-3)).to.deep.equal(['Row 13', 'Row 14', 'Row 15']);
    expect(linkOf(more)).to.equal(null);
    expect(statusOf(more)).to.equal(status);
    expect(status.textContent).to.equal('3 more loaded');
  });

  it('ignores clicks while its request runs: a page is appended once, in order', async () => {
    const { rows, more } = await page({ query: { ms: '300' } });
    let requests = 0;
    more.addEventListener('paginator-request', () => requests++);
    const loaded = oneEvent(more, 'paginator-load');
    const link = linkOf(more)!;
    link.click();
    link.click();
    link.click();
    await loaded;
    await aTimeout(500);
    expect(requests).to.equal(1);
    expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6']);
    // Once it has ended, the next click goes.
    await loadMore(more);
    expect(rows.children.length).to.equal(9);
  });

  it('keeps the rows and the link, and fires paginator-error with one console line, when the request fails', async () => {
    const { rows, more } = await page({ query: { fail: '2' } });
    const failed = oneEvent(more, 'paginator-error');
    const errors = await consoleErrors(async () => {
      linkOf(more)!.click();
      await failed;
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('/__test/rows?page=2&fail=2');
    expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3']);
    await more.updateComplete;
    expect(linkOf(more)!.getAttribute('href')).to.equal('/__test/rows?page=2&fail=2');
    // And a click may try again.
    const again = oneEvent(more, 'paginator-error');
    await consoleErrors(async () => {
      linkOf(more)!.click();
      await again;
    });
  });

  it('leaves the link to the browser without update (the same link as without JavaScript)', async () => {
    const { more } = await page();
    more.removeAttribute('update');
    await more.updateComplete;
    let followed = false;
    const guard = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', guard);
    try {
      linkOf(more)!.click();
    } finally {
      window.removeEventListener('click', guard);
    }
    expect(followed).to.equal(true);
  });

  it('replaces again, and records nothing for Back, once its kind is no longer more', async () => {
    const { rows, more } = await page();
    more.kind = 'next';
    await more.updateComplete;
    const loaded = oneEvent(more, 'paginator-load');
    linkOf(more)!.click();
    await loaded;
    expect(texts(rows)).to.deep.equal(['Row 4', 'Row 5', 'Row 6']);
    expect((history.state as Record<string, unknown> | null)?.[MORE_KEY]).to.equal(undefined);
  });

  it('a canceled paginator-navigate appends nothing', async () => {
    const { rows, more } = await page();
    more.addEventListener('paginator-navigate', (event) => event.preventDefault(), { once: true });
    let requested = false;
    more.addEventListener('paginator-request', () => (requested = true));
    linkOf(more)!.click();
    await aTimeout(100);
    expect([requested, rows.children.length]).to.deep.equal([false, 3]);
  });

  describe('focus', () => {
    afterEach(() => resetMouse());

    it('from the keyboard, moves to the first new row (made focusable by script only)', async () => {
      const { rows, more } = await page();
      linkOf(more)!.focus();
      const loaded = oneEvent(more, 'paginator-load');
      await sendKeys({ press: 'Enter' });
      await loaded;
      const first = rows.children[3] as HTMLElement;
      expect(document.activeElement).to.equal(first);
      expect(first.textContent).to.equal('Row 4');
      expect(first.getAttribute('tabindex')).to.equal('-1');
    });

    it('with the mouse, stays on the link', async () => {
      const { more } = await page();
      const box = linkOf(more)!.getBoundingClientRect();
      const loaded = oneEvent(more, 'paginator-load');
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await loaded;
      await more.updateComplete;
      expect(document.activeElement).to.equal(more);
      expect(more.shadowRoot!.activeElement).to.equal(linkOf(more));
    });

    it('with the mouse, goes to the first new row when the link disappears after the last page', async () => {
      const { rows, more } = await page({ at: 4 });
      const box = linkOf(more)!.getBoundingClientRect();
      const loaded = oneEvent(more, 'paginator-load');
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await loaded;
      await more.updateComplete;
      await aTimeout(0);
      expect(linkOf(more)).to.equal(null);
      expect(document.activeElement).to.equal(rows.children[3]);
    });
  });

  describe('infinite', () => {
    /** A short scrolling box around the table: the link is out of view until it is scrolled to. */
    async function scroller(query: Record<string, string> = {}) {
      const root = fixtureSync<HTMLDivElement>(html`<div id="box" style="height: 120px; overflow: auto">
        <table><tbody id="endless"></tbody></table>
        <paginator-link kind="more" infinite .paging=${{ Article: record(1) }} url=${rowsUrl(query)} update="endless"></paginator-link>
      </div>`);
      const style = document.createElement('style');
      style.textContent = '#endless td { height: 60px }';
      root.append(style);
      const rows = root.querySelector('tbody')!;
      rows.innerHTML = rowsOf(1);
      const more = root.querySelector('paginator-link')!;
      await elementUpdated(more);
      return { box: root, rows, more };
    }

    it('follows the link whenever it scrolls into view, one request at a time, and stops after the last page', async () => {
      const { box, rows, more } = await scroller();
      let requests = 0;
      more.addEventListener('paginator-request', () => requests++);
      await aTimeout(200);
      expect(requests, 'nothing while the link is out of view').to.equal(0);
      for (let count = 6; count <= 15; count += 3) {
        const loaded = oneEvent(more, 'paginator-load');
        box.scrollTop = box.scrollHeight;
        await loaded;
        await more.updateComplete;
        expect(rows.children.length).to.equal(count);
      }
      expect(linkOf(more)).to.equal(null);
      box.scrollTop = box.scrollHeight;
      await aTimeout(200);
      expect(requests).to.equal(4);
      expect(texts(rows).at(-1)).to.equal('Row 15');
    });

    it('goes on by itself while the link is still in view after an append', async () => {
      const { box, rows, more } = await scroller();
      // Short rows in a box as tall as they are: the link stays in view after each append.
      box.querySelector('style')!.textContent = '#endless td { height: 4px; padding: 0 }';
      box.style.height = 'auto';
      while (linkOf(more)) {
        await oneEvent(more, 'paginator-load');
        await more.updateComplete;
      }
      expect(rows.children.length).to.equal(15);
    });

    it('waits after a failure instead of retrying without end, until a click succeeds', async () => {
      const { box, rows, more } = await scroller({ fail: '2' });
      let requests = 0;
      more.addEventListener('paginator-request', () => requests++);
      const errors = await consoleErrors(async () => {
        const failed = oneEvent(more, 'paginator-error');
        box.scrollTop = box.scrollHeight;
        await failed;
        await aTimeout(300);
      });
      expect([requests, errors.length, rows.children.length]).to.deep.equal([1, 1, 3]);
    });
  });

  describe('Back', () => {
    it('records the appended URLs and the scroll position in the history entry, beside other keys', async () => {
      history.replaceState({ other: 1 }, '');
      const { more } = await page();
      await loadMore(more);
      await loadMore(more);
      const state = history.state as Record<string, unknown>;
      expect(state.other).to.equal(1);
      expect(state[MORE_KEY]).to.deep.equal({
        pages: { rows: [`${location.origin}/__test/rows?page=2`, `${location.origin}/__test/rows?page=3`] }, x: scrollX, y: scrollY,
      });
    });

    it('puts back the rows an entry records, in order, without words, and the link goes on after them', async () => {
      history.replaceState({ [MORE_KEY]: { pages: { again: ['/__test/rows?page=2&ms=100', '/__test/rows?page=3'] }, x: 0, y: 0 } }, '');
      const { rows, more } = await page({ id: 'again' });
      let loads = 0;
      more.addEventListener('paginator-load', () => loads++);
      const status = statusOf(more);
      while (loads < 2) await oneEvent(more, 'paginator-load');
      await more.updateComplete;
      expect(texts(rows)).to.deep.equal(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6', 'Row 7', 'Row 8', 'Row 9']);
      expect(status.textContent).to.equal('');
      expect(linkOf(more)!.getAttribute('href')).to.equal('/__test/rows?page=4');
    });

    it('stops at a page that fails, and the entry then records what was put back', async () => {
      history.replaceState({ [MORE_KEY]: { pages: { broken: ['/__test/rows?page=2', '/__test/rows?page=3&fail=3', '/__test/rows?page=4'] }, x: 0, y: 0 } }, '');
      let failed!: Promise<unknown>;
      const errors = await consoleErrors(async () => {
        const root = document.createElement('div');
        failed = oneEvent(root, 'paginator-error');
        document.body.append(root);
        try {
          root.innerHTML = `<table><tbody id="broken">${rowsOf(1)}</tbody></table>`;
          const more = document.createElement('paginator-link');
          more.kind = 'more';
          more.paging = { Article: record(1) };
          more.url = rowsUrl();
          more.setAttribute('update', 'broken');
          root.append(more);
          await failed;
          await aTimeout(50);
          expect(root.querySelector('tbody')!.children.length).to.equal(6);
          expect((history.state as Record<string, { pages: unknown }>)[MORE_KEY].pages).to.deep.equal({ broken: ['/__test/rows?page=2'] });
        } finally {
          root.remove();
        }
      });
      expect(errors).to.have.length(1);
    });
  });

  describe('light DOM', () => {
    it('renders the core\'s link and a live region in light DOM, and appends the same way', async () => {
      const { rows, more } = await page({ light: true });
      const link = more.querySelector('a')!;
      expect(link.getAttribute('href')).to.equal('/__test/rows?page=2');
      expect(link.getAttribute('rel')).to.equal('next');
      const status = more.querySelector('[role="status"]')!;
      const loaded = oneEvent(more, 'paginator-load');
      link.click();
      await loaded;
      await more.updateComplete;
      expect(rows.children.length).to.equal(6);
      expect(status.textContent).to.equal('3 more loaded');
      expect(more.querySelector('a')!.getAttribute('href')).to.equal('/__test/rows?page=3');
    });
  });

  describe('accessibility', () => {
    it('has no axe violations before and after an append, in shadow and light DOM', async () => {
      for (const light of [false, true]) {
        const { root, more } = await page({ light });
        await expect(root).to.be.accessible();
        await loadMore(more);
        await expect(root).to.be.accessible();
      }
    });

    it('has no axe violations once the link is gone', async () => {
      const { root, more } = await page({ at: 4 });
      await loadMore(more);
      await expect(root).to.be.accessible();
    });
  });
});
