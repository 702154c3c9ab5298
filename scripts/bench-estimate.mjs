// Estimated counts at scale (issue 28, point 5): `node scripts/bench-estimate.mjs`,
// figures, never a pass/fail (the target is printed beside them).
//
// 1,000,000 articles on a throwaway PostgreSQL (scripts/postgres.mjs), filled and
// analyzed as scripts/bench-sql.mjs fills them, through SqlModel and paginate()
// (dist/), 20 rows a page, ordered by id. Paired in one run, alternating call by
// call: page 1 with an exact count against page 1 with `count: 'estimate'`; then
// page 50,000 (exact) against page 50,001 under an estimate, which is past the
// real end (the statistics say 1,000,000 rows, exactly the rows there are) and
// so pays for finding the last real page. Median of BENCH_RUNS (default 201)
// rounds for page 1 and BENCH_DEEP_RUNS (default 21) for the deep pages, after
// warm-ups; `uptime` before and after.
//
// Everything it starts (the cluster) is removed at the end.

import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { paginate } from '../dist/core.js';
import { openPostgres, SqlModel } from '../dist/sql.js';
import { median, pairedTable } from '../bench/paired.mjs';
import { fill } from './bench-sql.mjs';
import { startPostgres } from './postgres.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 201;
const DEEP_RUNS = Number(process.env.BENCH_DEEP_RUNS) || 21;
const TARGET_MS = 5;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** `a` and `b` alternately (which goes first alternates too), `runs` times each, after warm-ups: their times in ms. */
async function paired(a, b, runs) {
  for (let i = 0; i < Math.min(runs, 10); i++) await a(), await b();
  const times = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const which of i % 2 ? [1, 0] : [0, 1]) {
      const started = performance.now();
      await (which ? b : a)();
      times[which].push(performance.now() - started);
    }
  }
  return times;
}

const postgres = await startPostgres();
// No bound on a statement: the bench fills and indexes 1,000,000 rows over this connection.
const database = await openPostgres({ connectionString: postgres.url, statementTimeout: 0 });
try {
  console.log(`before: ${uptime()}`);
  const seconds = await fill(database);
  console.log(`postgres: 1,000,000 rows filled, indexed and analyzed in ${seconds.toFixed(1)} s`);
  const model = await SqlModel.open({ database, name: 'Article' });
  const exact = { limit: 20, order: { 'Article.id': 'asc' } };
  const estimate = { ...exact, count: 'estimate' };
  const page = (settings, number) => () => paginate({ model, settings, passedArgs: { page: number } });
  const first = await page(estimate, 1)();
  const past = await page(estimate, 50_001)();
  if (first.paging.countEstimated !== true || first.results[0].Article.id !== 1) throw new Error('bench: page 1 was not estimated');
  if (past.paging.page !== 50_000 || past.results[0].Article.id !== 999_981 || past.paging.nextPage) throw new Error('bench: page 50,001 was not the last real page');
  const [exactFirst, estimatedFirst] = await paired(page(exact, 1), page(estimate, 1), RUNS);
  const [exactDeep, estimatedPast] = await paired(page(exact, 50_000), page(estimate, 50_001), DEEP_RUNS);
  console.log(`after: ${uptime()}`);
  console.log(`\nPostgreSQL, 1,000,000 rows, 20 a page, ordered by id; median of ${RUNS} (page 1) and ${DEEP_RUNS} (deep) paired rounds through paginate()`);
  console.table([
    pairedTable('page 1: exact count / estimate', exactFirst, estimatedFirst, ['exact', 'estimate']),
    pairedTable('page 50,000 exact / page 50,001 estimated (past the end)', exactDeep, estimatedPast, ['exact', 'estimate']),
  ]);
  const ms = median(estimatedFirst);
  console.log(`estimated page 1: ${ms.toFixed(2)} ms, target ≤ ${TARGET_MS} ms: ${ms <= TARGET_MS ? 'met' : 'NOT met'}`);
} finally {
  await database.close();
  await postgres.stop();
}
