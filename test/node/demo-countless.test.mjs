/**
 * The demo's pages without a total (/articles/feed: countless, /articles/cursor: keyset), over real HTTP
 * on 127.0.0.1: whole pages whose pager links work without JavaScript, Ajax fragments with the record in
 * X-Paging, and a cursor that does not decode: the 404 page in production, the Invalid Cursor page in debug.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

/** Starts the demo at `debug` for the tests of one describe block; returns a GET helper. */
function demo(debug) {
  const state = useDemo({ debug, browser: false });
  return async (path, headers = {}) => {
    const response = await fetch(state.origin + path, { redirect: 'manual', headers });
    return { status: response.status, paging: response.headers.get('x-paging'), html: await response.text() };
  };
}

/** The hrefs of the pager links of a page (inside its paginator-link elements). */
const pagerHrefs = (html) => Array.from(html.matchAll(/<paginator-link kind="(\w+)"[^>]*>(?:<span>)?<a href="([^"]+)"/g), (m) => [m[1], m[2].replace(/&amp;/g, '&')]);
const ids = (html) => Array.from(html.matchAll(/<span class="id">#(\d+)<\/span>/g), (m) => Number(m[1]));

describe('demo: pages without a total', () => {
  describe('production (debug 0)', () => {
    const get = demo(0);

    it('/articles/feed: page 3 of the articles, "Page 3", first/prev/next as real links, no last', async () => {
      const { status, html } = await get('/articles/feed?page=3');
      expect(status).to.equal(200);
      expect(ids(html)).to.deep.equal(Array.from({ length: 20 }, (_, i) => 41 + i));
      expect(html).to.contain('<paginator-counter source="feed-paging" light>Page 3</paginator-counter>');
      expect(pagerHrefs(html)).to.deep.equal([['first', '/articles/feed?page=1'], ['prev', '/articles/feed?page=2'], ['next', '/articles/feed?page=4']]);
      expect(html).to.not.contain('kind="last"');
      const record = JSON.parse(/<script type="application\/json" id="feed-paging">(.*?)<\/script>/.exec(html)[1]).Article;
      expect(record).to.include({ page: 3, current: 20, prevPage: true, nextPage: true });
      expect(record).to.not.have.any.keys('count', 'pageCount');
    });

    it('/articles/cursor: newest first; following next links walks on by cursor, prev comes back', async () => {
      const first = await get('/articles/cursor');
      expect(first.status).to.equal(200);
      expect(ids(first.html).slice(0, 3)).to.deep.equal([1000, 999, 998]);
      const next = new Map(pagerHrefs(first.html)).get('next');
      expect(next).to.match(/^\/articles\/cursor\?cursor=[A-Za-z0-9_-]+$/);
      const second = await get(next);
      expect(ids(second.html)).to.deep.equal(Array.from({ length: 20 }, (_, i) => 980 - i));
      expect(second.html).to.contain('light>Page 2</paginator-counter>');
      const third = await get(new Map(pagerHrefs(second.html)).get('next'));
      expect(ids(third.html)[0]).to.equal(960);
      const back = await get(new Map(pagerHrefs(third.html)).get('prev'));
      expect(ids(back.html)).to.deep.equal(ids(second.html));
      // From page 2, back is page 1 by its one address, with no cursor.
      expect(new Map(pagerHrefs(second.html)).get('prev')).to.equal('/articles/cursor?page=1');
    });

    it('answers an Ajax request with the fragment and the record without totals in X-Paging', async () => {
      const { status, paging, html } = await get('/articles/feed?page=50', { 'X-Requested-With': 'XMLHttpRequest' });
      expect(status).to.equal(200);
      expect(html).to.match(/^<ol class="articles">/);
      expect(JSON.parse(paging).Article).to.include({ page: 50, current: 20, prevPage: true, nextPage: false });
      const cursor = await get('/articles/cursor', { 'X-Requested-With': 'XMLHttpRequest' });
      const record = JSON.parse(cursor.paging).Article;
      expect(record).to.include({ page: 1, prevPage: false, nextPage: true, prevCursor: null });
      expect(record.nextCursor).to.match(/^[A-Za-z0-9_-]+$/);
    });

    it('a cursor that does not decode is the plain 404 page, for a page and for an Ajax request', async () => {
      for (const headers of [{}, { 'X-Requested-With': 'XMLHttpRequest' }]) {
        const { status, html } = await get('/articles/cursor?cursor=not-a-cursor%3Cb%3E', headers);
        expect(status).to.equal(404);
        expect(html).to.contain('<h2>Not Found</h2>');
        expect(html).to.not.contain('Invalid Cursor').and.not.contain('base64url').and.not.contain('<b>');
      }
    });
  });

  describe('development (debug 2)', () => {
    const get = demo(2);

    it('a cursor that does not decode is the Invalid Cursor page, sent as a 404, the value escaped', async () => {
      const { status, html } = await get('/articles/cursor?cursor=not-a-cursor%3Cb%3E');
      expect(status).to.equal(404);
      expect(html).to.contain('<h2>Invalid Cursor</h2>');
      expect(html).to.contain('The cursor <code>not-a-cursor&lt;b&gt;</code> could not be read: the cursor is not base64url text');
      expect(html).to.contain('A cursor is the token that paginate() writes');
      expect(html).to.not.contain('<b>');
    });

    it('a cursor for another key says so', async () => {
      const token = Buffer.from(JSON.stringify({ k: 'title', v: 'x', d: 'n', p: 2 })).toString('base64url');
      const { status, html } = await get(`/articles/cursor?cursor=${token}`);
      expect(status).to.equal(404);
      expect(html).to.contain('could not be read: the cursor is for the key &quot;title&quot;, not &quot;id&quot;.');
    });
  });
});

describe('demo: pages without a total, in Chromium', function () {
  this.timeout(60_000);
  const demo = useDemo();

  /** A new page whose script errors and console errors are collected. */
  async function open(options = {}) {
    const context = await demo.browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    return { page, errors, close: () => context.close() };
  }

  const firstId = (page) => page.locator('.articles .id').first().textContent();
  const counter = (page) => page.locator('paginator-counter').textContent();
  const loaded = (page) => page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));

  it('the elements take the pager over: next and prev by cursor with Ajax, the URL pushed, "Page n" updated', async () => {
    const { page, errors, close } = await open();
    await page.goto(`${demo.origin}/articles/cursor`);
    await page.waitForFunction(() => customElements.get('paginator-link') !== undefined);
    expect(await counter(page)).to.equal('Page 1');
    let load = loaded(page);
    await page.locator('paginator-link[kind="next"] a').click();
    await load;
    expect(page.url()).to.match(/\/articles\/cursor\?cursor=[A-Za-z0-9_-]+$/);
    expect(await firstId(page)).to.equal('#980');
    expect(await counter(page)).to.equal('Page 2');
    load = loaded(page);
    await page.locator('paginator-link[kind="prev"] a').click();
    await load;
    expect(await firstId(page)).to.equal('#1000');
    expect(await counter(page)).to.equal('Page 1');
    expect(await page.locator('paginator-link[kind="prev"] a').count()).to.equal(0);
    expect(errors).to.deep.equal([]);
    await close();
  });

  it('without JavaScript the links are real links: next loads the whole next page', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    await page.goto(`${demo.origin}/articles/feed`);
    await Promise.all([page.waitForURL(/page=2$/), page.locator('paginator-link[kind="next"] a').click()]);
    expect(await firstId(page)).to.equal('#21');
    expect(await counter(page)).to.equal('Page 2');
    await close();
  });
});
