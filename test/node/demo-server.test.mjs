/** The demo server (`npm start`), over real HTTP on 127.0.0.1. */
import { expect } from 'chai';
import { startServer } from '../../demo/server.mjs';

describe('demo server', () => {
  let server;
  let origin;

  before(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', debug: 0 });
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path) => {
    const response = await fetch(origin + path, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  it('serves the Ajax page at / with the elements, the record in a JSON script, and the drop-in bundle', async () => {
    const { status, html } = await get('/?page=2');
    expect(status).to.equal(200);
    expect(html).to.contain('<script type="module" src="/dist/paginator-elements.min.js"></script>');
    expect(html).to.match(/<script type="application\/json" id="article-paging">\{"Article":\{"page":2,/);
    expect(html).to.contain('<paginator-numbers source="article-paging" update="results" indicator="spinner" push-url');
  });

  it('answers an Ajax request with the results fragment and the record in X-Paging', async () => {
    const response = await fetch(`${origin}/?page=3`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const html = await response.text();
    expect(html).to.match(/^<table>/);
    expect(html).to.not.contain('<html');
    expect(JSON.parse(response.headers.get('x-paging')).Article).to.include({ page: 3, pageCount: 50, count: 1000 });
  });

  it('serves the bundle and refuses paths outside dist', async () => {
    const bundle = await fetch(`${origin}/dist/paginator-elements.min.js`);
    expect(bundle.status).to.equal(200);
    expect(bundle.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect((await get('/dist/../package.json')).status).to.equal(404);
    expect((await get('/dist/%2e%2e/package.json')).status).to.equal(404);
  });

  it('serves the first page of articles through Controller.paginate(), its pagers rendered by the elements (Lit SSR)', async () => {
    const { status, html } = await get('/articles/index');
    expect(status).to.equal(200);
    expect(html).to.contain('<span part="current" aria-current="page">1</span>');
    expect(html).to.contain('<a part="link" href="/articles/index?page=2" aria-label="Page 2">2</a>');
    expect(html).to.contain('<span part="counter">Page 1 of 50: articles 1 to 20 of 1,000</span>');
    expect(html).to.match(/<paginator-link [^>]*kind="prev"[^>]*><template shadowroot="open" shadowrootmode="open"><style>[^<]*<\/style>(<!--[^>]*-->)*<span part="disabled" role="link" aria-disabled="true" class="prev">/);
    expect(html).to.contain('<a href="/articles/index?page=1&amp;sort=title&amp;direction=asc">Title</a>');
  });

  it('follows page, sort and direction from the query', async () => {
    const { html } = await get('/articles/index?page=7&sort=views&direction=desc');
    expect(html).to.contain('<span part="current" aria-current="page">7</span>');
    expect(html).to.contain('<a part="link" href="/articles/index?page=6&amp;sort=views&amp;direction=desc" rel="prev" class="prev">');
    expect(html).to.contain('<a href="/articles/index?page=7&amp;sort=views&amp;direction=asc">Views</a>');
  });

  it('writes the page’s neighbours into the head of the no-JavaScript page with meta() (rel links)', async () => {
    const head = (html) => html.slice(0, html.indexOf('</head>'));
    const middle = await get('/articles/index?page=7&sort=views&direction=desc');
    expect(head(middle.html)).to.contain(
      '<link rel="prev" href="/articles/index?page=6&amp;sort=views&amp;direction=desc">'
      + '<link rel="next" href="/articles/index?page=8&amp;sort=views&amp;direction=desc">'
      + '<link rel="first" href="/articles/index?page=1&amp;sort=views&amp;direction=desc">'
      + '<link rel="last" href="/articles/index?page=50&amp;sort=views&amp;direction=desc">',
    );
    const first = head((await get('/articles/index')).html);
    expect(first).to.contain('<link rel="next" href="/articles/index?page=2">').and.not.match(/rel="(prev|first)"/);
    const last = head((await get('/articles/index?page=50')).html);
    expect(last).to.contain('<link rel="prev" href="/articles/index?page=49">').and.not.match(/rel="(next|last)"/);
  });

  it('clamps malformed and out-of-range paging input instead of failing', async () => {
    const malformed = await get('/articles/index?page=abc&sort=%3Cscript%3E');
    expect(malformed.status).to.equal(200);
    expect(malformed.html).to.contain('<span part="current" aria-current="page">1</span>').and.not.contain('<script');
    expect((await get('/articles/index?page=999999')).html).to.contain('<span part="current" aria-current="page">50</span>');
  });

  it('answers unknown controllers and actions with the production 404 page, escaped', async () => {
    const { status, html } = await get('/%3Cscript%3Ealert(1)%3C/script%3E/x');
    expect(status).to.equal(404);
    expect(html).to.contain('Not Found').and.not.contain('<script>alert');
    expect((await get('/articles/archive')).status).to.equal(404);
  });

  it('shows every error page in the gallery, descriptive and production', async () => {
    const index = await get('/errors');
    expect(index.html).to.contain('<a href="/errors/missingController?debug=2">descriptive page (debug 2)</a>')
      .and.contain('<a href="/errors/missingController?debug=0">production page (debug 0)</a>');
    const debug = await get('/errors/missingController?debug=2');
    expect(debug.html).to.contain('Missing Controller').and.contain('PostsController');
    const production = await get('/errors/missingController?debug=0');
    expect(production.html).to.contain('Not Found').and.contain('/articles/archive').and.not.contain('PostsController');
  });
});

describe('demo server with pagers: \'core\' (what the server bench measures)', () => {
  let server;
  let origin;
  before(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', pagers: 'core' });
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('writes the list\'s pagers as the core\'s markup, and refuses a value it does not know', async () => {
    const html = await (await fetch(`${origin}/articles/index?page=7`)).text();
    expect(html).to.contain('<span class="current">7</span>').and.not.contain('<template shadowroot');
    expect(html).to.contain('<a href="/articles/index?page=6" rel="prev" class="prev">Previous</a>');
    const { createApp } = await import('../../demo/app.mjs');
    expect(() => createApp({ models: {}, pagers: 'lit' })).to.throw(TypeError, /pagers must be "elements" or "core", got "lit"/);
  });
});
