/**
 * The demo's pages say what its server really does (issue 35, point 6): the list without JavaScript names the
 * database its articles come from — SQLite, or PostgreSQL when DATABASE_URL points there — never "in-memory".
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: the demo is plain JavaScript
import { startServer } from '../../demo/server.mjs';
import { createPostgresDatabase, databaseUrl } from './support.js';

const engines = [
  {
    name: 'sqlite', words: 'SQLite database',
    async url() {
      const folder = mkdtempSync(join(tmpdir(), 'paginator-prose-'));
      return { url: join(folder, 'demo.sqlite'), cleanup: () => rmSync(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'postgres', words: 'PostgreSQL database',
    async url() {
      return { url: await databaseUrl(await createPostgresDatabase()), cleanup: () => {} };
    },
  },
];

for (const engine of engines) {
  describe(`the demo's prose on ${engine.name}`, function () {
    this.timeout(120_000);
    let server: Server;
    let origin = '';
    let cleanup = () => {};

    before(async () => {
      const target = await engine.url();
      cleanup = target.cleanup;
      server = await startServer({ port: 0, host: '127.0.0.1', debug: 0, articles: 1000, databaseUrl: target.url });
      origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });

    after(async () => {
      if (server) await new Promise((resolve) => server.close(resolve));
      cleanup();
    });

    it(`/articles/index says its articles come from the demo's ${engine.words}`, async () => {
      const html = await (await fetch(`${origin}/articles/index`)).text();
      const prose = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      expect(prose).to.contain(`over the articles in the demo's ${engine.words}`).and.not.match(/in-memory/i);
    });
  });
}
