/**
 * docs/databases.md's node:http example, run as a new user would run it:
 * the file the docs show (docs/examples/serve-articles.mjs, checked to be
 * the code in the docs), over the built package, on a real server on
 * 127.0.0.1 over both engines. Pages, prev/next on the first and last
 * page (no "null"), maxLimit, a page past the end, cursors, a bad
 * cursor as a 404, never a 500, and (PostgreSQL) a locked table as a 503
 * with Retry-After.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
// @ts-expect-error: the example is plain JavaScript
import { articlesHandler } from '../../docs/examples/serve-articles.mjs';
// The built package, as the example reads it.
import { openDatabase, SqlModel, type SqlDatabase } from 'paginator-elements/sql';
import { createPostgresDatabase, databaseUrl } from './support.js';

const EXAMPLE = new URL('../../docs/examples/serve-articles.mjs', import.meta.url);
const DOCS = new URL('../../docs/databases.md', import.meta.url);

/** The schema the docs give for the example, as written there (one statement a line). */
function schema(): string[] {
  const docs = readFileSync(DOCS, 'utf8');
  const block = /It reads a table `articles`[\s\S]*?```sql\n([\s\S]*?)```/.exec(docs);
  if (block === null) throw new Error('docs/databases.md gives no ```sql block for the example\'s table');
  return block[1].split('\n').filter((line) => line.trim() !== '');
}

describe('docs/databases.md: the node:http example', () => {
  it('is the code the docs show, whole', () => {
    const docs = readFileSync(DOCS, 'utf8');
    const block = /```js file=docs\/examples\/serve-articles\.mjs\n([\s\S]*?)```/.exec(docs);
    expect(block, 'a ```js file=docs/examples/serve-articles.mjs block in docs/databases.md').to.not.equal(null);
    expect(block![1]).to.equal(readFileSync(EXAMPLE, 'utf8'));
  });
});

const engines = [
  { name: 'sqlite', url: async () => ':memory:' },
  { name: 'postgres', url: async () => databaseUrl(await createPostgresDatabase()) },
];

for (const engine of engines) {
  describe(`docs/databases.md: the node:http example on ${engine.name}`, function () {
    this.timeout(60_000);
    let server: Server;
    let database: SqlDatabase;
    let origin = '';
    let url = '';
    const get = async (path: string) => {
      const response = await fetch(origin + path);
      return { status: response.status, html: await response.text() };
    };
    const titles = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

    before(async () => {
      url = await engine.url();
      database = await openDatabase(url);
      // The docs' own statements: their table, their first rows; then more rows of the same shape.
      for (const statement of schema()) await sql.raw(statement).execute(database.db);
      for (let id = 4; id <= 35; id++) await sql`insert into articles (id, title) values (${id}, ${`Article ${id}`})`.execute(database.db);
      const Article = await SqlModel.open({ database, name: 'Article' });
      server = createServer(articlesHandler(Article));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });

    after(async () => {
      server?.closeAllConnections();
      if (server) await new Promise((resolve) => server.close(resolve));
      await database?.close();
    });

    it('serves the first page with a next link and no previous one (never "null")', async () => {
      const { status, html } = await get('/articles');
      expect(status).to.equal(200);
      expect(titles(html)).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Article ${i + 1}`));
      expect(html).to.include('<a href="/articles?page=2">Next ›</a>').and.not.include('Previous').and.not.include('null');
      expect(html).to.include('<span class="current">1</span>');
    });

    it('serves the last page with a previous link and no next one; a page past the end is the last page', async () => {
      for (const path of ['/articles?page=4', '/articles?page=999', '/articles?page=last']) {
        const { status, html } = await get(path);
        expect(status, path).to.equal(200);
        expect(titles(html), path).to.deep.equal(['Article 31', 'Article 32', 'Article 33', 'Article 34', 'Article 35']);
        expect(html, path).to.include('<a href="/articles?page=3">‹ Previous</a>').and.not.include('Next').and.not.include('null');
      }
    });

    it('holds a limit to maxLimit, and reads a page that is not a number as page 1', async () => {
      // maxLimit is 25: a page of 1,000 is a page of 25, and its page 2 the last 10.
      const big = await get('/articles?limit=1000');
      expect(titles(big.html)).to.deep.equal(Array.from({ length: 25 }, (_, i) => `Article ${i + 1}`));
      expect(big.html).to.include('<a href="/articles?page=2&amp;limit=25">Next ›</a>');
      const bigLast = await get('/articles?limit=1000&page=2');
      expect(titles(bigLast.html)).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Article ${i + 26}`));
      const capped = await get('/articles?limit=20&page=2');
      expect(titles(capped.html)).to.deep.equal(Array.from({ length: 15 }, (_, i) => `Article ${i + 21}`));
      for (const path of ['/articles?page=abc', "/articles?page='%20OR%201=1", '/articles?page=-3']) {
        const junk = await get(path);
        expect(junk.status, path).to.equal(200);
        expect(titles(junk.html), path).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Article ${i + 1}`));
      }
    });

    if (engine.name === 'postgres') {
      it('answers while another connection holds the table locked with a 503 and Retry-After, then pages again', async () => {
        const locker = new pg.Client({ connectionString: url });
        await locker.connect();
        try {
          await locker.query('begin');
          await locker.query('lock table articles in access exclusive mode');
          const response = await fetch(`${origin}/articles`);
          expect(response.status).to.equal(503);
          expect(response.headers.get('retry-after')).to.equal('5');
          expect(await response.text()).to.equal('Busy: try again in a moment');
        } finally {
          await locker.query('rollback');
          await locker.end();
        }
        expect((await get('/articles')).status).to.equal(200);
      });
    }

    it('pages by cursor, and answers a cursor that does not decode or does not fit with a 404, not a 500', async () => {
      const first = await get('/articles/by-id');
      expect(titles(first.html)[0]).to.equal('Article 35');
      const next = /<a href="(\/articles\/by-id\?cursor=[^"]+)">Next ›<\/a>/.exec(first.html)![1];
      const second = await get(next.replace(/&amp;/g, '&'));
      expect(second.status).to.equal(200);
      expect(titles(second.html)[0]).to.equal('Article 25');
      const token = (json: string) => Buffer.from(json).toString('base64url');
      const misfit = token('{"k":"id","v":"1 OR 1=1","d":"n","p":2}');
      // The cursor rule (docs/countless.md): numeric text for the integer key, a number past 2^53, past the end.
      const numericText = [' 25', '25', '+25', '-0', '9007199254740993'].map((value) => token(`{"k":"id","v":${JSON.stringify(value)},"d":"n","p":2}`));
      const pastTheEnd = token('{"k":"id","v":1,"d":"n","p":5}');
      for (const cursor of ['garbage', 'eyJ9', misfit, ...numericText, pastTheEnd]) {
        const { status, html } = await get(`/articles/by-id?cursor=${cursor}`);
        expect(status, cursor).to.equal(404);
        expect(html).to.equal('No such page');
      }
    });
  });
}
