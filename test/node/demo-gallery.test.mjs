/**
 * The state matrix's cases (demo/gallery-cases.mjs, over demo/pairwise.mjs) and the demo's /gallery, over real
 * HTTP on 127.0.0.1. The matrix itself (test/matrix/gallery.matrix.test.mjs, `npm run matrix`) walks the cases
 * in Chromium.
 */
import { expect } from 'chai';
import { CASES, DIMENSIONS, ROWS, SEEDS, canMeet } from '../../demo/gallery-cases.mjs';
import { allowedPairs, coveringArray, pairsOf } from '../../demo/pairwise.mjs';
import { startServer } from '../../demo/server.mjs';

const NAMES = Object.keys(DIMENSIONS);

describe('pairwise covering array', () => {
  it('covers every pair of values of a small product, in fewer cases than the product', () => {
    const dimensions = { a: ['1', '2', '3'], b: ['x', 'y', 'z'], c: ['p', 'q'], d: ['u', 'v', 'w'] };
    const cases = coveringArray(dimensions, () => true);
    const covered = new Set(cases.flatMap((values) => pairsOf(Object.keys(dimensions), values)));
    expect([...allowedPairs(dimensions, () => true)].filter((pair) => !covered.has(pair))).to.deep.equal([]);
    expect(allowedPairs(dimensions, () => true).size).to.equal(9 + 6 + 9 + 6 + 9 + 6);
    expect(cases.length).to.be.below(3 * 3 * 2 * 3);
  });

  it('never builds a case holding a pair that cannot meet, and still covers every pair that can', () => {
    const dimensions = { a: ['1', '2'], b: ['x', 'y'], c: ['p', 'q'] };
    const allowed = ([n, x], [m, y]) => !(n === 'a' && x === '1' && m === 'b' && y === 'y');
    const cases = coveringArray(dimensions, allowed);
    expect(cases.some((values) => values.a === '1' && values.b === 'y')).to.equal(false);
    const covered = new Set(cases.flatMap((values) => pairsOf(Object.keys(dimensions), values)));
    expect([...allowedPairs(dimensions, allowed)].every((pair) => covered.has(pair))).to.equal(true);
  });

  it('starts from its seeds, and refuses a seed that cannot exist, naming the pair', () => {
    const dimensions = { a: ['1', '2'], b: ['x', 'y'] };
    const allowed = ([, x], [, y]) => !(x === '1' && y === 'y');
    expect(coveringArray(dimensions, allowed, [{ a: '2', b: 'y' }])[0]).to.deep.equal({ a: '2', b: 'y' });
    expect(() => coveringArray(dimensions, allowed, [{ a: '1', b: 'y' }])).to.throw('a=1|b=y');
    expect(() => coveringArray(dimensions, allowed, [{ a: '3', b: 'y' }])).to.throw('a=3');
  });

  it('is deterministic: the same dimensions give the same cases', () => {
    expect(coveringArray(DIMENSIONS, canMeet, SEEDS)).to.deep.equal(CASES.map(({ id, features, ...values }) => values));
  });
});

describe('gallery cases', () => {
  it('cover every pair of values of the issue’s dimensions that can meet', () => {
    const covered = new Set(CASES.flatMap((values) => pairsOf(NAMES, values)));
    const missing = [...allowedPairs(DIMENSIONS, canMeet)].filter((pair) => !covered.has(pair));
    expect(missing).to.deep.equal([]);
  });

  it('hold no combination that cannot exist', () => {
    for (const values of CASES) {
      const entries = NAMES.map((name) => [name, values[name]]);
      const bad = entries.flatMap((x, i) => entries.slice(i + 1).filter((y) => !canMeet(x, y)).map((y) => `${x.join('=')} ${y.join('=')}`));
      expect(bad, values.id).to.deep.equal([]);
    }
  });

  it('have unique ids that name their values, a row each that exists, and a few minutes’ worth of cases', () => {
    expect(new Set(CASES.map(({ id }) => id)).size).to.equal(CASES.length);
    for (const { id, features, ...values } of CASES) {
      expect(id).to.match(/^\d{2}-/);
      // A seed's features (issue 27's ellipsis-links and summary) come last.
      expect(id.slice(3)).to.equal([...NAMES.map((name) => values[name]), ...(features ? features.split(' ') : [])].join('-'));
      expect(ROWS).to.have.property(values.row);
    }
    expect(CASES.length).to.be.within(20, 60);
  });
});

describe('demo /gallery', () => {
  let server;
  let origin;

  before(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', debug: 0 });
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path, headers = {}) => {
    const response = await fetch(origin + path, { headers });
    return { status: response.status, paging: response.headers.get('x-paging'), html: await response.text() };
  };

  it('lists every case on its index', async () => {
    const { status, html } = await get('/gallery');
    expect(status).to.equal(200);
    const links = [...html.matchAll(/<a href="\/gallery\?case=([^"]+)">/g)].map((match) => match[1]);
    expect(links).to.deep.equal(CASES.map(({ id }) => id));
  });

  it('renders each case: its row of elements bound to one model, its language and direction, the drop-in script', async () => {
    for (const entry of CASES) {
      const { status, html } = await get(`/gallery?case=${entry.id}`);
      expect(status, entry.id).to.equal(200);
      expect(html, entry.id).to.contain(`<html lang="${entry.lang}" dir="${entry.lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html, entry.id).to.contain('<script type="module" src="/dist/paginator-elements.min.js"></script>');
      const row = /<div class="paging gallery-row[^"]*" data-gallery-row>([\s\S]*?)<\/div>/.exec(html)[1];
      const tags = [...row.matchAll(/<(paginator-[a-z]+)(?: kind="([a-z]+)")?/g)].map(([, tag, kind]) => kind ?? tag.slice(10));
      expect(tags, entry.id).to.deep.equal(ROWS[entry.row]);
      expect([...row.matchAll(/ model="([^"]+)"/g)].map((match) => match[1]), entry.id).to.satisfy((models) => models.every((model) => model === 'Item'));
      const numbers = /<paginator-numbers [^>]*>/.exec(row)?.[0] ?? '';
      for (const feature of ['ellipsis-links', 'summary']) {
        // The standard form shows the summary only where a seed asks for it (the other forms always do).
        if (entry.form === 'standard' && numbers) expect(numbers.includes(` ${feature}`), `${entry.id} ${feature}`).to.equal(!!entry.features?.split(' ').includes(feature));
      }
    }
    expect(CASES.filter((entry) => entry.features?.includes('ellipsis-links')).length).to.be.at.least(4);
    expect(CASES.filter((entry) => entry.features?.includes('summary')).length).to.be.at.least(2);
  });

  it('answers an Ajax request for a case with the page’s rows and its record in X-Paging, by page or by cursor', async () => {
    const json = CASES.find((entry) => entry.record === 'json' && entry.state === 'first');
    const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
    const byPage = await get(`/gallery?case=${json.id}&page=3`, ajax);
    expect(byPage.html).to.match(/^<ol start="21">/);
    expect(JSON.parse(byPage.paging).Item).to.include({ page: 3, pageCount: 20, count: 200 });
    // A case with a second page to ask for.
    const keyset = CASES.find((entry) => entry.record === 'keyset' && !['loading', 'failed', 'one'].includes(entry.state));
    const byCursor = await get(`/gallery?case=${keyset.id}&cursor=k2`, ajax);
    expect(JSON.parse(byCursor.paging).Item).to.include({ page: 2, prevCursor: 'k1' });
    const failed = CASES.find((entry) => entry.state === 'failed');
    expect((await get(`/gallery?case=${failed.id}&page=6`, ajax)).status).to.equal(503);
  });

  it('answers the demo’s 404 page for an unknown case or a malformed query', async () => {
    const notFound = await get('/nowhere/at/all');
    const id = CASES[0].id;
    for (const query of ['case=nope', 'case=', `case=${id}&case=${id}`, `case=${id}&debug=2`, 'page=2', 'case=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `case=${id.toUpperCase()}`]) {
      const { status, html } = await get(`/gallery?${query}`);
      expect(status, query).to.equal(404);
      expect(html, query).to.not.contain('<script>alert');
      // The same page as any unknown address, naming the address asked for.
      // (The menu links /gallery on both pages: both lose it with the address.)
      const unaddressed = (page) => page.replace(/\/gallery[^<"']*|\/nowhere\/at\/all/g, '');
      expect(unaddressed(html), query).to.equal(unaddressed(notFound.html));
    }
  });
});
