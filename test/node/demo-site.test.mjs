/**
 * The demo as a site (issue 27, point 13): every page it serves is reachable from its navigation, and text goes
 * compressed to a client that accepts it.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { createApp } from '../../demo/app.mjs';
import { PAGES, ROUTES } from '../../demo/server.mjs';
import { useDemo } from './demo-harness.mjs';

/** GET over node:http, which (unlike fetch) sends only the headers given and does not decode the body. */
function get(origin, path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(origin + path, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

/** The addresses in the menu of a page: the links of its "Demo pages" navigation. */
function menu(html) {
  const nav = /<nav aria-label="Demo pages">([\s\S]*?)<\/nav>/.exec(html);
  return nav ? [...nav[1].matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]) : [];
}

/** Every page of the demo: the server's own pages and every action of its controllers, by the address the menu would use. */
function demoPages() {
  const app = createApp({ debug: 0, models: {} });
  const shortFor = new Map(Object.entries(ROUTES).map(([short, long]) => [long, short]));
  const actions = [...app.controllers].flatMap(([name, Controller]) => Object.getOwnPropertyNames(Controller.prototype)
    .filter((method) => method !== 'constructor' && !method.startsWith('_'))
    .map((action) => `/${name.toLowerCase()}/${action}`));
  return [...Object.keys(PAGES), ...actions.map((path) => shortFor.get(path) ?? path)];
}

describe('the demo as a site', () => {
  const demo = useDemo({ browser: false });

  it('links every page it serves from the navigation of every page', async () => {
    const pages = demoPages();
    expect(pages).to.include.members(['/', '/articles/index', '/articles/cursor', '/articles/titles', '/comments/list', '/dropin']);
    const links = menu((await get(demo.origin, '/')).body.toString());
    expect(links).to.have.members(pages);
    for (const path of pages) {
      const page = await get(demo.origin, path);
      expect(page.status, path).to.equal(200);
      expect(menu(page.body.toString()), `the menu of ${path}`).to.deep.equal(links);
    }
  });

  for (const path of ['/articles/index', '/dist/paginator-elements.min.js', '/demo.css']) {
    it(`compresses ${path} for a client that accepts it, and says it varies with Accept-Encoding`, async () => {
      const plain = await get(demo.origin, path);
      expect(plain.headers['content-encoding']).to.equal(undefined);
      expect(plain.headers.vary).to.equal('Accept-Encoding');
      const brotli = await get(demo.origin, path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).to.equal('br');
      expect(brotli.headers.vary).to.equal('Accept-Encoding');
      expect(brotli.body.length).to.be.below(plain.body.length / 2);
      expect(brotliDecompressSync(brotli.body).toString()).to.equal(plain.body.toString());
      const zipped = await get(demo.origin, path, { 'Accept-Encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).to.equal('gzip');
      expect(gunzipSync(zipped.body).toString()).to.equal(plain.body.toString());
      const refused = await get(demo.origin, path, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).to.equal(undefined);
    });
  }
});
