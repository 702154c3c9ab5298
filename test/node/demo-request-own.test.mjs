/**
 * Every request its own (DESIGN §8): the demo server answering 200 requests sent at once, each with its own marker
 * in its path and in its query (hostile ones among them: quotes, `<script>`, `%00` and NUL, 3,000 characters), on
 * real SQLite and real PostgreSQL, with the database up, stopped and slow (a lock held by another connection). No
 * answer may name another request's marker, nothing is unescaped, and each error page that names an address names
 * its own.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server.mjs';
import { startPostgres } from '../../scripts/postgres.mjs';
import { burst, lockPostgresTable, lockSqliteFile } from './database-states.mjs';

const REQUESTS = 200;
/** The part of a marker that tells requests apart: no marker's id is part of another's. */
const ID = /mk\d{4}x/g;
const id = (i) => `mk${String(i).padStart(4, '0')}x`;

/** Request `i`'s marker: every fourth plain, the others hostile. */
function marker(i) {
  switch (i % 4) {
    case 0: return id(i);
    case 1: return `${id(i)}'"<script>alert(${i})</script>`;
    case 2: return `${id(i)}%00\u0000`;
    default: return id(i) + 'y'.repeat(3000);
  }
}

/** The no-JavaScript articles page, with the marker as a passed argument and in the query. */
const path = (i) => `/articles/index/${encodeURIComponent(marker(i))}?page=${(i % 7) + 1}&q=${encodeURIComponent(marker(i))}`;

/**
 * Sends REQUESTS requests at once and checks every answer: only its own marker's id, no markup from a marker, an
 * error page naming its own address when `errorsName` (the production pages show the requested path). Resolves
 * with the answers' statuses, counted.
 */
async function everyRequestItsOwn(origin, { errorsName }) {
  const answers = await burst(origin, Array.from({ length: REQUESTS }, (_, i) => path(i)));
  const statuses = {};
  const wrong = [];
  const unnamed = [];
  answers.forEach(({ status, body, error }, i) => {
    expect(error, `request ${i}`).to.equal(undefined);
    statuses[status] = (statuses[status] ?? 0) + 1;
    const foreign = (body.match(ID) ?? []).filter((found) => found !== id(i));
    if (foreign.length > 0) wrong.push(`request ${i} (${status}) names ${[...new Set(foreign)].join(', ')}`);
    expect(body, `request ${i}`).to.not.contain('<script>alert');
    if (errorsName && status >= 400 && !body.includes(id(i))) unnamed.push(`request ${i} (${status})`);
  });
  expect(wrong, `${wrong.length} of ${REQUESTS} answers name another request's marker`).to.deep.equal([]);
  expect(unnamed, `${unnamed.length} error pages do not name their own address`).to.deep.equal([]);
  return statuses;
}

/** The demo at debug 0 and 2 over one database, started before the tests of the calling block. */
function useServers(database) {
  const servers = {};
  before(async function () {
    this.timeout(120_000);
    const databaseUrl = await database();
    for (const debug of [0, 2]) {
      servers[debug] = await startServer({ port: 0, host: '127.0.0.1', debug, databaseUrl });
      servers[debug].origin = `http://127.0.0.1:${servers[debug].address().port}`;
    }
  });
  after(async () => {
    for (const server of Object.values(servers)) {
      await new Promise((resolve) => {
        server.close(resolve);
        // A request still open (a failure of the test) must not hold the cluster's removal.
        server.closeAllConnections();
      });
    }
  });
  return servers;
}

describe('every request its own: the demo on PostgreSQL, 200 requests at once', function () {
  this.timeout(120_000);
  let postgres;
  const servers = useServers(async () => (postgres = await startPostgres()).url);

  after(() => postgres?.stop());

  it('with the database up: every answer is a page (or, on a machine short of CPU, a 503: told to come back), and names no other request', async () => {
    for (const debug of [0, 2]) {
      // The production pages name the address; the descriptive Database Connection page names none.
      const statuses = await everyRequestItsOwn(servers[debug].origin, { errorsName: debug === 0 });
      // Two hundred requests over ten connections: a loaded machine holds each connection longer than its query
      // takes, and a request that waits past connectionWait gets the 503 (demo-overload.test.mjs).
      expect(Object.keys(statuses).filter((status) => status !== '200' && status !== '503'), JSON.stringify(statuses)).to.deep.equal([]);
      expect(statuses[200], JSON.stringify(statuses)).to.be.above(0);
    }
  });

  it('with a table locked by another connection: no page names another request', async () => {
    const lock = await lockPostgresTable(postgres.url, 'articles');
    // The lock ends in 3 s whatever the answers do: a server that waits for it answers after that.
    const released = new Promise((resolve) => setTimeout(resolve, 3000)).then(() => lock.release());
    try {
      await everyRequestItsOwn(servers[0].origin, { errorsName: true });
    } finally {
      await released;
    }
  });

  it('with the server stopped: every page is an error page that names its own address (debug 0), and no other (debug 2)', async () => {
    await postgres.halt();
    try {
      const statuses = await everyRequestItsOwn(servers[0].origin, { errorsName: true });
      expect(Object.keys(statuses).every((status) => Number(status) >= 500), JSON.stringify(statuses)).to.equal(true);
      await everyRequestItsOwn(servers[2].origin, { errorsName: false });
    } finally {
      await postgres.resume();
    }
  });
});

describe('every request its own: the demo on SQLite, 200 requests at once', function () {
  this.timeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'paginator-own-'));
  const file = join(folder, 'articles.sqlite');
  const servers = useServers(async () => file);

  after(() => rmSync(folder, { recursive: true, force: true }));

  it('with the database up: every page is a 200, and names no other request', async () => {
    for (const debug of [0, 2]) expect(await everyRequestItsOwn(servers[debug].origin, { errorsName: true })).to.deep.equal({ 200: REQUESTS });
  });

  it('with the file locked by another process: no page names another request', async () => {
    const lock = await lockSqliteFile(file, 3000);
    try {
      await everyRequestItsOwn(servers[0].origin, { errorsName: true });
    } finally {
      await lock.release();
    }
  });

  it('with the database closed: every page is an error page that names its own address (debug 0), and no other (debug 2)', async () => {
    for (const debug of [0, 2]) await servers[debug].database.close();
    // Each of these requests is logged with its stack (the application's log writes to the console): 400 of them.
    const { error } = console;
    let logged = 0;
    console.error = () => void logged++;
    try {
      const statuses = await everyRequestItsOwn(servers[0].origin, { errorsName: true });
      expect(Object.keys(statuses).every((status) => Number(status) >= 500), JSON.stringify(statuses)).to.equal(true);
      await everyRequestItsOwn(servers[2].origin, { errorsName: false });
    } finally {
      console.error = error;
    }
    expect(logged).to.equal(2 * REQUESTS);
  });
});
