// `npm test`: install what is missing, build, run the Node tests (Mocha) and the
// browser tests (@web/test-runner in Chromium), then print, alone on the last
// line, `N passed, N failed` over both runs.
//
// Exit code: 0 only when every runner finished, nothing failed and at least one
// test ran. A runner that crashes (no results, or a non-zero exit with no
// failures counted) adds one failure to the totals.
//
// Flags for local use: --node-only, --browser-only.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, findChromium, run } from './ensure.mjs';
import { startPostgres } from './postgres.mjs';

const flags = new Set(process.argv.slice(2));
for (const flag of flags) {
  if (flag !== '--node-only' && flag !== '--browser-only') {
    console.error(`Unknown option ${flag}: use --node-only or --browser-only.`);
    process.exit(2);
  }
}
if (flags.has('--node-only') && flags.has('--browser-only')) {
  console.error('--node-only and --browser-only exclude each other.');
  process.exit(2);
}
const runNode = !flags.has('--browser-only');
const runBrowser = !flags.has('--node-only');

const tmp = mkdtempSync(join(tmpdir(), 'paginator-test-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

/** Run one test runner; returns {passed, failed, crashed}. */
async function runSuite(label, cmd, args) {
  const resultsFile = join(tmp, `${label}.json`);
  let code;
  try {
    code = await run(cmd, args, { env: { ...process.env, RESULTS_FILE: resultsFile } });
  } catch (error) {
    console.error(`\nThe ${label} tests could not be started: ${error?.message ?? error}`);
    return { passed: 0, failed: 1, crashed: true };
  }
  let counts;
  try {
    counts = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    console.error(`\nThe ${label} test runner exited with code ${code} without reporting results.`);
    return { passed: 0, failed: 1, crashed: true };
  }
  const passed = Number(counts.passed) || 0;
  let failed = Number(counts.failed) || 0;
  const crashed = code !== 0 && failed === 0;
  if (crashed) {
    console.error(`\nThe ${label} test runner exited with code ${code} although no test failed.`);
    failed = 1;
  }
  console.log(`\n${label} tests: ${passed} passed, ${failed} failed`);
  return { passed, failed, crashed };
}

await ensureDependencies();
await ensureBuild({ force: true });
// Before any suite: the Node tests of the demo and of server-side rendering drive Chromium too.
process.env.CHROME_PATH = await findChromium();

const totals = { passed: 0, failed: 0 };
function add(result) {
  totals.passed += result.passed;
  totals.failed += result.failed;
}

if (runNode) {
  // The SQL suites run on SQLite in-process and on a real PostgreSQL: a throwaway server, removed after.
  console.log('\n== PostgreSQL for the SQL tests (scripts/postgres.mjs) ==');
  let postgres = null;
  try {
    postgres = await startPostgres();
    console.log(`PostgreSQL on ${postgres.url}`);
  } catch (error) {
    console.error(`PostgreSQL could not be started: ${error?.message ?? error}`);
    add({ passed: 0, failed: 1 });
  }
  console.log('\n== Node tests (Mocha) ==');
  try {
    // Without a server here, the SQL tests start their own (and fail, not skip, when they cannot).
    if (postgres) process.env.PGTEST_URL = postgres.url;
    add(await runSuite('Node', process.execPath, ['--import', 'tsx', 'scripts/run-node-tests.mjs']));
  } finally {
    await postgres?.stop();
  }
}

if (runBrowser) {
  console.log(`\n== Browser tests (@web/test-runner, ${process.env.CHROME_PATH}) ==`);
  add(await runSuite('Browser', 'npx', ['--no-install', 'web-test-runner']));
}

if (totals.passed + totals.failed === 0) {
  console.error('\nNo tests ran.');
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
