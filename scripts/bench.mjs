// `npm run bench`: how long the core's numbers() takes, windowed over page
// counts from 10 to 10^12 (the time must not grow with the page count) and
// unwindowed up to the maxLinks limit. Reads the built core in dist/.

import { ensureBuild, ensureDependencies } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();
const { PaginatorHelper, memoryEnvironment } = await import('../dist/core/index.js');

function helper(pageCount) {
  const page = Math.max(1, Math.floor(pageCount / 2));
  return new PaginatorHelper({
    env: memoryEnvironment(),
    here: '/articles',
    params: {
      paging: {
        Article: {
          page, pageCount, count: pageCount * 20, current: 20, prevPage: page > 1, nextPage: page < pageCount,
          defaults: { limit: 20 }, options: { page, limit: 20, sort: 'title' },
        },
      },
    },
  });
}

/** Microseconds per call: the median of several timed batches after a warm-up. */
function measure(fn, batch) {
  for (let i = 0; i < batch; i++) fn();
  const samples = [];
  for (let round = 0; round < 7; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return samples.sort((a, b) => a - b)[3];
}

const rows = [];
for (const pageCount of [10, 1e3, 1e6, 1e9, 1e12]) {
  const paginator = helper(pageCount);
  rows.push({ case: `numbers() modulus 8, first 2, last 2`, pageCount, 'µs/call': measure(() => paginator.numbers({ first: 2, last: 2 }), 2000) });
}
for (const pageCount of [100, 1000, 10_000]) {
  const paginator = helper(pageCount);
  rows.push({ case: 'numbers() unwindowed', pageCount, 'µs/call': measure(() => paginator.numbers({ modulus: 0 }), pageCount >= 10_000 ? 5 : 50) });
}
const counter = helper(1e12);
rows.push({ case: "counter('range')", pageCount: 1e12, 'µs/call': measure(() => counter.counter('range'), 20000) });

console.table(rows.map((row) => ({ ...row, 'µs/call': Number(row['µs/call'].toFixed(2)) })));
// 10 pages fit in one window with no first/last runs, so the fair baseline
// for the same amount of output is 1,000 pages.
const windowed = rows.filter((row) => row.case.includes('modulus'));
const ratio = windowed.at(-1)['µs/call'] / windowed[1]['µs/call'];
console.log(`windowed numbers(): 10^12 pages take ${ratio.toFixed(2)}× the time of 1,000 pages (same window)`);
