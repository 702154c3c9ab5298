// `npm test`: install what is missing, build, run the Node tests (Mocha) on every
// Node major that `engines` names (scripts/node-matrix.mjs), side by side, each
// line of their output prefixed with its Node, and the browser tests
// (@web/test-runner in Chromium) and the state matrix (test/matrix) once; then print, alone on the last line,
// `N passed, N failed` over all the runs. Just before that line, each failed test is named again (its runner, file,
// title and the first lines of its error): a CI log is read from its end, and a runner's own report of a failure
// can lie thousands of lines up, among three other Nodes' lines.
//
// Exit code: 0 only when every runner finished, nothing failed and at least one
// test ran. A runner that crashes (no results, or a non-zero exit with no
// failures counted) adds one failure to the totals.
//
// Flags for local use: --node-only, --browser-only.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuild, ensureDependencies, findChromium, root, run } from './ensure.mjs';
import { provideNode, testedMajors } from './node-matrix.mjs';
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

/** Like run(), with every line the command prints written with `prefix` before it. */
function runPrefixed(prefix, cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    const copies = [[child.stdout, process.stdout], [child.stderr, process.stderr]].map(([from, to]) => {
      const lines = createInterface({ input: from, crlfDelay: Infinity });
      lines.on('line', (line) => to.write(`${prefix}${line}\n`));
      return new Promise((done) => lines.once('close', done));
    });
    child.once('error', reject);
    child.once('close', async (code, signal) => {
      await Promise.all(copies);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Run one test runner (its lines prefixed when `prefix` is given); returns {passed, failed, crashed}. */
async function runSuite(label, cmd, args, { env = process.env, prefix = '' } = {}) {
  const resultsFile = join(tmp, `${label}.json`);
  let code;
  try {
    const opts = { env: { ...env, RESULTS_FILE: resultsFile } };
    code = prefix ? await runPrefixed(prefix, cmd, args, opts) : await run(cmd, args, opts);
  } catch (error) {
    console.error(`\nThe ${label} tests could not be started: ${error?.message ?? error}`);
    return { passed: 0, failed: 1, crashed: true, failures: [{ file: '', title: '(the runner could not be started)', message: String(error?.message ?? error) }] };
  }
  let counts;
  try {
    counts = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    console.error(`\nThe ${label} test runner exited with code ${code} without reporting results.`);
    return { passed: 0, failed: 1, crashed: true, failures: [{ file: '', title: `(the runner exited with code ${code} without reporting results)`, message: '' }] };
  }
  const passed = Number(counts.passed) || 0;
  let failed = Number(counts.failed) || 0;
  const failures = Array.isArray(counts.failures) ? counts.failures : [];
  const crashed = code !== 0 && failed === 0;
  if (crashed) {
    console.error(`\nThe ${label} test runner exited with code ${code} although no test failed.`);
    failed = 1;
    failures.push({ file: '', title: `(the runner exited with code ${code})`, message: '' });
  }
  console.log(`\n${label} tests: ${passed} passed, ${failed} failed`);
  return { passed, failed, crashed, failures };
}

const sqliteDriverHook = join(root, 'scripts', 'sqlite-driver.cjs');

/**
 * The Node tests on Node `major`, once it is installed (with its better-sqlite3):
 * everything they start by name (node, npm) runs on it too.
 */
async function nodeSuite(major) {
  const prefix = `[node ${major}] `;
  let node;
  try {
    node = await provideNode(major);
  } catch (error) {
    console.error(`${prefix}Node ${major} could not be installed: ${error?.message ?? error}`);
    return { label: `Node ${major}`, passed: 0, failed: 1, crashed: true, failures: [{ file: '', title: `(Node ${major} could not be installed)`, message: String(error?.message ?? error) }] };
  }
  console.log(`${prefix}Node ${node.version} (${node.execPath})`);
  const env = { ...process.env, PATH: `${node.bin}${delimiter}${process.env.PATH}` };
  if (node.sqliteDriver) {
    env.PAGINATOR_SQLITE_DRIVER = node.sqliteDriver;
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require "${sqliteDriverHook}"`.trim();
  }
  const label = `Node ${node.version}`;
  return { label, ...(await runSuite(label, node.execPath, ['--import', 'tsx', 'scripts/run-node-tests.mjs'], { env, prefix })) };
}

await ensureDependencies();
await ensureBuild({ force: true });
// Before any suite: the Node tests of the demo and of server-side rendering drive Chromium too.
process.env.CHROME_PATH = await findChromium();

const totals = { passed: 0, failed: 0 };
/** Every failure of every runner, named at the end: `{ runner, file, title, message }`. */
const failures = [];
function add(result, runner = result.label) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  for (const failure of result.failures ?? []) failures.push({ runner, ...failure });
  if (result.failed > 0 && !result.failures?.length) failures.push({ runner, file: '', title: '(no test named)', message: '' });
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
    add({ passed: 0, failed: 1, failures: [{ file: 'scripts/postgres.mjs', title: 'PostgreSQL could not be started', message: String(error?.message ?? error) }] }, 'npm test');
  }
  const majors = testedMajors();
  console.log(`\n== Node tests (Mocha) on Node ${majors.join(', ')} ==`);
  try {
    // Without a server here, the SQL tests start their own (and fail, not skip, when they cannot).
    if (postgres) process.env.PGTEST_URL = postgres.url;
    const results = await Promise.all(majors.map(nodeSuite));
    // The runs end at different moments, their summaries far apart in the log: together once more.
    console.log('');
    for (const result of results) {
      console.log(`${result.label} tests: ${result.passed} passed, ${result.failed} failed`);
      add(result);
    }
  } finally {
    await postgres?.stop();
  }
}

if (runBrowser) {
  console.log(`\n== Browser tests (@web/test-runner, ${process.env.CHROME_PATH}) ==`);
  add(await runSuite('Browser', 'npx', ['--no-install', 'web-test-runner']), 'Browser');
  // The state matrix (issues 27 and 35): every gallery case and every page of the demo in Chromium, seen and heard.
  // Once, on this Node: what it checks is the browser's.
  console.log('\n== The state matrix (test/matrix, the demo\'s /gallery and its pages in Chromium) ==');
  add(await runSuite('Matrix', process.execPath, [
    '--import', 'tsx', 'scripts/run-node-tests.mjs', 'test/matrix/gallery.matrix.test.mjs', 'test/matrix/demo-pages.matrix.test.mjs',
  ]), 'Matrix');
}

if (totals.passed + totals.failed === 0) {
  console.error('\nNo tests ran.');
}
if (failures.length) {
  console.log(`\nWhat failed (${failures.length}):`);
  for (const { runner, file, title, message } of failures) {
    console.log(`- [${runner}] ${file ? `${file}: ` : ''}${title}`);
    for (const line of message.split('\n').filter(Boolean)) console.log(`    ${line}`);
  }
  console.log('');
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
