/** The demo server (`npm start`), over real HTTP on 127.0.0.1. */
import { expect } from 'chai';
import { startServer } from '../../demo/server.mjs';

describe('demo server', () => {
  let server;
  let origin;

  before(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path) => {
    const response = await fetch(origin + path);
    return { status: response.status, html: await response.text() };
  };

  it('serves the first page of articles with the core markup', async () => {
    const { status, html } = await get('/');
    expect(status).to.equal(200);
    expect(html).to.contain('<span class="current">1</span>');
    expect(html).to.contain('<span><a href="/?page=2">2</a></span>');
    expect(html).to.contain('Page 1 of 50: articles 1 to 20 of 1000');
    expect(html).to.contain('<span class="disabled">‹ previous</span>');
    expect(html).to.contain('<a href="/?page=1&amp;sort=title&amp;direction=asc">Title</a>');
  });

  it('follows page, sort and direction from the query', async () => {
    const { html } = await get('/articles?page=7&sort=views&direction=desc');
    expect(html).to.contain('<span class="current">7</span>');
    expect(html).to.contain('<a href="/articles?page=6&amp;sort=views&amp;direction=desc">‹ previous</a>');
    expect(html).to.contain('<a href="/articles?page=7&amp;sort=views&amp;direction=asc">Views</a>');
  });

  it('clamps malformed and out-of-range paging input instead of failing', async () => {
    expect((await get('/?page=abc&limit=-4&sort=<script>')).html).to.contain('<span class="current">1</span>');
    expect((await get('/?page=999999')).html).to.contain('<span class="current">50</span>');
  });

  it('escapes what it echoes and answers 404 for unknown paths', async () => {
    const { status, html } = await get('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(status).to.equal(404);
    expect(html).to.not.contain('<script>');
    expect(html).to.contain('&lt;script&gt;');
  });
});
