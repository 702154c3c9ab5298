/**
 * The demo's statuses (DESIGN §7, "Statuses"): a page that does not exist answers 404 at every debug level, the
 * debug level changing only what the page says; a page past the end of a list without a total is no page either.
 */
import { expect } from 'chai';
import { startServer } from '../../demo/server.mjs';

for (const debug of [0, 2]) {
  describe(`demo statuses at debug ${debug}`, () => {
    let server;
    let origin;

    before(async () => {
      server = await startServer({ port: 0, host: '127.0.0.1', debug });
      origin = `http://127.0.0.1:${server.address().port}`;
    });

    after(() => new Promise((resolve) => server.close(resolve)));

    const status = async (path, headers = {}) => {
      const response = await fetch(origin + path, { redirect: 'manual', headers });
      return { status: response.status, html: await response.text() };
    };

    it('an unknown controller, action or private method is a 404', async () => {
      for (const path of ['/nope', '/articles/nothing', '/articles/_private', '/articles/render', '/errors/nothing']) {
        expect((await status(path)).status, path).to.equal(404);
      }
    });

    it('says more in debug, and only there', async () => {
      const { html } = await status('/nope');
      if (debug) expect(html).to.contain('Missing Controller');
      else expect(html).to.contain('Not Found').and.not.contain('Missing Controller');
    });

    it('/articles/feed: the last page is a page; past it, a 404, never an empty page titled "Page 99999"', async () => {
      const last = await status('/articles/feed?page=50');
      expect(last.status).to.equal(200);
      expect(last.html).to.contain('Page 50');
      for (const page of [51, 99999]) {
        const past = await status(`/articles/feed?page=${page}`);
        expect(past.status, `page ${page}`).to.equal(404);
        expect(past.html).to.not.contain(`Page ${page}<`);
        expect((await status(`/articles/feed?page=${page}`, { 'X-Requested-With': 'XMLHttpRequest' })).status).to.equal(404);
      }
    });
  });
}
