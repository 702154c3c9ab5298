/**
 * Hostile requests against the demo server on both engines: a corpus of
 * SQL-injection payloads (quote breaks, stacked queries, comments, UNION,
 * boolean and time-based blind, encoded forms) in every request argument
 * the demo reads — page, limit, show, sort, direction, cursor, as query and
 * as named parameters, and inside well-formed cursors. Every answer is a
 * 200 or the 404 page, never a 500; the SQL log shows payloads only among
 * the bound parameters, never in the SQL text; the tables are intact after.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeCursor } from '../../src/pagination/cursor.js';
import type { LoggedQuery } from '../../src/sql.js';
// @ts-expect-error: the demo is plain JavaScript
import { startServer } from '../../demo/server.mjs';
import { createPostgresDatabase, databaseUrl } from './support.js';

const PAYLOADS = [
  "'", '"', "1'", "1' OR '1'='1", "1' OR 1=1 --", '1 OR 1=1', "') OR ('a'='a", '1; DROP TABLE articles; --',
  "1'; DROP TABLE articles; --", '1); DELETE FROM articles; --', "' UNION SELECT id, title, author, created, views FROM articles --",
  '1 UNION ALL SELECT NULL,NULL,NULL,NULL,NULL--', "id; select sqlite_version() --", 'title desc, (select 1)', 'title/**/desc',
  "1' AND (SELECT COUNT(*) FROM articles) > 0 --", "1' AND SLEEP(3) --", "1'; SELECT pg_sleep(3); --", '1 AND 1=(SELECT 1 FROM pg_sleep(3))',
  "1' AND randomblob(500000000) --", "%27%20OR%201%3D1--", '%2527%2520OR%25201%253D1--', '\u2019 OR 1=1 --', "1\u0000' OR 1=1",
  'Article.id; --', 'asc; drop table comments', '-1', '99999999999999999999', '1e9', 'NaN', '[]', '{"$ne":1}',
];
const ARGUMENTS = ['page', 'limit', 'show', 'sort', 'direction', 'cursor'];
const PATHS = ['/articles/index', '/articles/feed', '/articles/cursor', '/comments/list'];
/** Payloads that are plain words or numbers: they may appear in SQL legitimately (a number as a limit). */
const distinctive = (payload: string) => payload.length > 2 && /['";()\-/*%\u2019\u0000]|select|union|drop|sleep|delete/i.test(payload);

const engines: Array<{ name: string; url: () => Promise<{ url: string; cleanup: () => void }> }> = [
  {
    name: 'sqlite',
    async url() {
      const folder = mkdtempSync(join(tmpdir(), 'paginator-hostile-'));
      return { url: join(folder, 'demo.sqlite'), cleanup: () => rmSync(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'postgres',
    async url() {
      return { url: await databaseUrl(await createPostgresDatabase()), cleanup: () => {} };
    },
  },
];

for (const engine of engines) {
  describe(`hostile requests to the demo on ${engine.name}`, function () {
    this.timeout(180_000);
    let server: Server;
    let origin = '';
    let cleanup = () => {};
    const log: LoggedQuery[] = [];

    before(async () => {
      const target = await engine.url();
      cleanup = target.cleanup;
      server = await startServer({ port: 0, host: '127.0.0.1', debug: 0, articles: 1000, databaseUrl: target.url, log: (query: LoggedQuery) => log.push(query) });
      origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });

    after(async () => {
      if (server) await new Promise((resolve) => server.close(resolve));
      cleanup();
    });

    it('answers every payload in every argument with a 200 or the 404 page, quickly, with no payload in the SQL text', async () => {
      log.length = 0;
      const statuses = new Map<number, number>();
      // Every payload in every argument; the path rotates over the demo's pages, and the form (query or named
      // parameter) alternates, so that each argument meets each payload once and every path and form is used.
      const urls: string[] = [];
      PAYLOADS.forEach((payload, index) => {
        ARGUMENTS.forEach((argument, position) => {
          const path = PATHS[(index + position) % PATHS.length];
          const value = encodeURIComponent(payload);
          urls.push(index % 2 === 0 ? `${origin}${path}?${argument}=${value}&direction=desc` : `${origin}${path}/${argument}:${value}`);
        });
      });
      for (let start = 0; start < urls.length; start += 8) {
        await Promise.all(urls.slice(start, start + 8).map(async (url) => {
          const started = Date.now();
          const response = await fetch(url);
          const body = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect([200, 404], `${url}: ${body.slice(0, 300)}`).to.include(response.status);
          expect(Date.now() - started, url).to.be.below(2000);
        }));
      }
      expect(statuses.get(200)).to.be.above(0);
      expect(log.length).to.be.above(0);
      for (const entry of log) {
        for (const payload of PAYLOADS.filter(distinctive)) expect(entry.sql.toLowerCase(), payload).to.not.include(payload.toLowerCase());
      }
    });

    it('a well-formed cursor carrying a payload for the integer key is the 404 page, and never reaches SQL', async () => {
      log.length = 0;
      for (const payload of PAYLOADS.filter(distinctive)) {
        const cursor = encodeCursor({ key: 'id', value: payload, direction: 'next', page: 2 });
        const response = await fetch(`${origin}/articles/cursor?cursor=${cursor}`);
        await response.text();
        // Text that is not an integer does not fit the id column: refused before any SQL, on every engine.
        expect(response.status, payload).to.equal(404);
      }
      for (const payload of PAYLOADS.filter(distinctive)) {
        for (const entry of log) {
          expect(entry.sql.toLowerCase(), payload).to.not.include(payload.toLowerCase());
          expect(entry.parameters.map(String), payload).to.not.include(payload);
        }
      }
    });

    it('leaves the tables intact', async () => {
      const count = async (path: string, model: string) => {
        const response = await fetch(`${origin}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        await response.text();
        return JSON.parse(response.headers.get('x-paging')!)[model].count;
      };
      expect(await count('/articles/browse', 'Article')).to.equal(1000);
      expect(await count('/comments/list', 'Comment')).to.equal(300);
    });
  });
}
