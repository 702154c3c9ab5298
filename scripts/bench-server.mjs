// `npm run bench -- --only server` (also `node scripts/bench-server.mjs`):
// the demo's server-rendered pages against a floor, paired, on SQLite and on
// PostgreSQL. Figures, never a pass/fail.
//
// The demo (demo/server.mjs: Dispatcher, Controller.paginate(), SqlModel,
// PaginatorHelper; its list without JavaScript with the core's pagers,
// `pagers: 'core'`, the markup a floor can write by hand: the elements'
// server rendering is measured by bench/ssr-render.mjs) and the floor (bench/server-floor.mjs: node:http, the
// driver's prepared statements, template strings) each run in a child
// process of their own over the same database of 100,000 articles, and
// write the same bytes for every case (checked before measuring). For each
// case, `rounds` rounds, each one autocannon run (10 connections, loopback)
// against each server, the order alternating from round to round; medians
// of req/s and p99, and floor/ours as the ratio of the req/s medians and as
// the median of the rounds' own ratios; and the CPU time each server spent
// per request (its process's user + system time over the run, divided by the
// requests it answered), whose ratio a loaded machine moves far less than it
// moves req/s, which also waits for the load generator. Targets (issue 28): page 1 ≤ 1.5×,
// deep pages (2,500 and 4,999) ≤ 1.2×; the sorted and the cursor page are
// held to page 1's target (neither walks an offset). Issue 34 adds a target in CPU: on SQLite, page 1 and the
// sorted page ≤ 1.7× the floor's CPU a request ("CPU verdict"; the req/s targets stay as they were).
//
// Options: --rounds N (default 5), --engine sqlite|postgres (default both), --case TEXT (repeatable: only the
// cases whose name holds TEXT, e.g. --case cursor), BENCH_SERVER_SECONDS (default 3 a run), --help.

import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../bench/paired.mjs';
import { startPostgres } from './postgres.mjs';

const SELF = fileURLToPath(import.meta.url);
const ARTICLES = 100_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS) || 3;

/** The cursor of page 2,501 of /articles/cursor (ids newest first): the 20 ids below 50,001. */
const DEEP_CURSOR = Buffer.from('{"k":"id","v":50001,"d":"n","p":2501}').toString('base64url');
export const CASES = [
  { name: 'page 1', path: '/articles/index', target: 1.5, cpuTarget: { sqlite: 1.7 } },
  { name: 'page 2,500', path: '/articles/index?page=2500', target: 1.2 },
  { name: 'page 4,999', path: '/articles/index?page=4999', target: 1.2 },
  { name: 'sorted page 3', path: '/articles/index?page=3&sort=title&direction=desc', target: 1.5, cpuTarget: { sqlite: 1.7 } },
  { name: 'cursor page 2,501', path: `/articles/cursor?cursor=${DEEP_CURSOR}`, target: 1.5 },
];

/** A server in a child process: `kind` 'ours' (the demo) or 'floor'; resolves with its origin and a stop(). */
function startChild(kind, databaseUrl, execArgv = []) {
  const child = fork(SELF, ['--child', kind, databaseUrl], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code}) before it listened`)));
    child.once('message', ({ origin }) => {
      child.removeAllListeners('exit');
      resolve({
        origin,
        /** The child's CPU time so far, in µs (user + system). */
        cpu: () => new Promise((done) => {
          child.once('message', (message) => done(message.cpu));
          child.send('cpu');
        }),
        stop: () => new Promise((done) => {
          child.once('exit', done);
          child.send('stop');
        }),
      });
    });
  });
}

async function runChild(kind, databaseUrl) {
  let stop;
  if (kind === 'floor') {
    const { startFloor } = await import('../bench/server-floor.mjs');
    const floor = await startFloor(databaseUrl);
    process.send({ origin: floor.origin });
    stop = floor.close;
  } else {
    const { startServer } = await import('../demo/server.mjs');
    const server = await startServer({ port: 0, host: '127.0.0.1', articles: ARTICLES, databaseUrl, pagers: 'core' });
    process.send({ origin: `http://127.0.0.1:${server.address().port}` });
    stop = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await server.database.close();
    };
  }
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: user + system });
      return;
    }
    if (message !== 'stop') return;
    await stop();
    process.exit(0);
  });
}

async function load(server, path) {
  const before = await server.cpu();
  const result = await autocannon({ url: server.origin + path, connections: CONNECTIONS, duration: SECONDS });
  const cpu = (await server.cpu()) - before;
  return {
    rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts,
    cpu: result.requests.total > 0 ? cpu / result.requests.total : NaN,
  };
}

/** Fills the demo's database when it does not hold its articles yet (in this process, before the children start). */
async function prepare(databaseUrl) {
  const { openDemoDatabase } = await import('../demo/database.mjs');
  const { database } = await openDemoDatabase({ url: databaseUrl, articles: ARTICLES, progress: false });
  await database.close();
}

/** Both servers over one database; every case measured in `rounds` paired rounds. */
export async function benchEngine(engine, databaseUrl, rounds, cases = CASES) {
  await prepare(databaseUrl);
  const servers = { ours: await startChild('ours', databaseUrl), floor: await startChild('floor', databaseUrl) };
  const rows = [];
  try {
    for (const { name, path, target, cpuTarget } of cases) {
      const bodies = {};
      for (const kind of ['ours', 'floor']) {
        const response = await fetch(servers[kind].origin + path);
        bodies[kind] = await response.text();
        if (response.status !== 200) throw new Error(`bench: ${kind} answered ${response.status} for ${path}`);
      }
      const same = bodies.ours === bodies.floor;
      // A second of load each first, not counted: without it the first case measured the demo's JIT warming up.
      for (const kind of ['ours', 'floor']) await autocannon({ url: servers[kind].origin + path, connections: CONNECTIONS, duration: 1 });
      const runs = { ours: [], floor: [] };
      for (let round = 0; round < rounds; round++) {
        for (const kind of round % 2 ? ['floor', 'ours'] : ['ours', 'floor']) runs[kind].push(await load(servers[kind], path));
      }
      const rps = (kind) => median(runs[kind].map((run) => run.rps));
      const cpu = (kind) => median(runs[kind].map((run) => run.cpu));
      const ratio = rps('floor') / rps('ours');
      rows.push({
        engine, case: name,
        'ours req/s': Math.round(rps('ours')), 'floor req/s': Math.round(rps('floor')),
        'ours p99 ms': median(runs.ours.map((run) => run.p99)), 'floor p99 ms': median(runs.floor.map((run) => run.p99)),
        'floor/ours': +ratio.toFixed(2),
        'paired ratios, median': +median(runs.ours.map((run, i) => runs.floor[i].rps / run.rps)).toFixed(2),
        'ours CPU µs/req': Math.round(cpu('ours')), 'floor CPU µs/req': Math.round(cpu('floor')),
        'CPU ours/floor': +(cpu('ours') / cpu('floor')).toFixed(2),
        target: `≤ ${target}×`, verdict: ratio <= target ? 'met' : 'NOT met',
        'CPU verdict': cpuTarget?.[engine] === undefined ? '' : `${cpu('ours') / cpu('floor') <= cpuTarget[engine] ? 'met' : 'NOT met'} (≤ ${cpuTarget[engine]}×)`,
        'same bytes': same ? `yes (${bodies.ours.length} B)` : `NO (${bodies.ours.length} / ${bodies.floor.length} B)`,
        errors: [...runs.ours, ...runs.floor].reduce((sum, run) => sum + run.errors, 0),
      });
    }
  } finally {
    await servers.ours.stop();
    await servers.floor.stop();
  }
  return rows;
}

export async function benchServer({ rounds = 5, engines = ['sqlite', 'postgres'], cases = CASES } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'paginator-bench-server-'));
  let postgres = null;
  const load = () => `load average ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${availableParallelism()} cores`;
  console.log(`\nThe demo's server against the floor: ${ARTICLES.toLocaleString('en')} articles, autocannon ${CONNECTIONS} connections, ${SECONDS} s a run, ${rounds} paired rounds, 127.0.0.1; ${load()}`);
  const rows = [];
  try {
    if (engines.includes('sqlite')) rows.push(...await benchEngine('sqlite', join(folder, 'demo.sqlite'), rounds, cases));
    if (engines.includes('postgres')) {
      postgres = await startPostgres();
      rows.push(...await benchEngine('postgres', postgres.url, rounds, cases));
    }
  } finally {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  console.table(rows);
  console.log(`(${load()} at the end)`);
  return rows;
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  await runChild(argv[1], argv[2]);
} else if (process.argv[1] === SELF && (argv.includes('--help') || argv.includes('-h'))) {
  console.log(`node scripts/bench-server.mjs [--rounds N] [--engine sqlite|postgres]... [--case TEXT]...

The demo's server-rendered /articles/index and /articles/cursor against a hand-written floor that writes the same
bytes, on SQLite and on PostgreSQL (a throwaway cluster), paired in alternating autocannon runs. Prints req/s, p99,
CPU per request and their ratios, with the targets of issues 28 (req/s) and 34 (CPU, SQLite page 1 and sorted).

  --rounds N       paired rounds per case (default 5)
  --engine NAME    sqlite or postgres; repeat for both (default both)
  --case TEXT      only the cases whose name holds TEXT; repeatable (${CASES.map(({ name }) => name).join('; ')})
  BENCH_SERVER_SECONDS=S   seconds per autocannon run (default 3)`);
} else if (process.argv[1] === SELF) {
  const values = (flag) => argv.flatMap((arg, i) => (arg === flag && i + 1 < argv.length ? [argv[i + 1]] : []));
  const rounds = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : undefined;
  const engines = values('--engine');
  const wanted = values('--case');
  const cases = CASES.filter(({ name }) => wanted.length === 0 || wanted.some((text) => name.includes(text)));
  const unknown = engines.filter((engine) => engine !== 'sqlite' && engine !== 'postgres');
  if (unknown.length > 0 || cases.length === 0) {
    console.error(`bench-server: ${unknown.length > 0 ? `no engine ${JSON.stringify(unknown[0])} (sqlite, postgres)` : `no case holds ${wanted.map((text) => JSON.stringify(text)).join(' or ')} (${CASES.map(({ name }) => name).join('; ')})`}`);
    process.exit(2);
  }
  await benchServer({ rounds, engines: engines.length > 0 ? engines : undefined, cases });
}
