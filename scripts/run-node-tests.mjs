// Runs the Node-side tests with Mocha's programmatic API.
// Start it as `node --import tsx scripts/run-node-tests.mjs [file...]` (tsx loads the .ts files).
// Writes {"passed": N, "failed": N, "failures": [...]} to the file named by env RESULTS_FILE: each failure's
// file, full title and first lines of its error, which npm test repeats at the end of its output (the part of a
// long CI log that is read first).

import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { firstLines } from './count-reporter.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every file under `dir` (recursively) whose name passes `accept`, sorted. */
function walk(dir, accept, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out; // a missing folder simply contributes no tests
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, accept, out);
    else if (entry.isFile() && accept(entry.name)) out.push(path);
  }
  return out;
}

// The files named on the command line (the state matrix: test/matrix), else test/core/**/*.test.ts,
// test/sql/**/*.test.ts (SQLite and PostgreSQL) and test/node/**/*.test.{ts,mjs}.
const named = process.argv.slice(2).map((file) => join(root, file));
const files = named.length ? named : [
  ...walk(join(root, 'test', 'core'), (name) => name.endsWith('.test.ts')),
  ...walk(join(root, 'test', 'sql'), (name) => name.endsWith('.test.ts')),
  ...walk(join(root, 'test', 'node'), (name) => name.endsWith('.test.ts') || name.endsWith('.test.mjs')),
];

function writeResults(passed, failed, failures) {
  const file = process.env.RESULTS_FILE;
  if (file) writeFileSync(file, JSON.stringify({ passed, failed, failures }) + '\n');
}

/** What a failure says in the summary: its file, its title and the first lines of its error. */
function failureOf(test, error) {
  const file = test.file ? relative(root, test.file).split(sep).join('/') : '';
  return { file, title: test.fullTitle(), message: firstLines(error) };
}

const mocha = new Mocha({ reporter: 'spec', timeout: 20000 });
for (const file of files) mocha.addFile(file);
console.log(`Node tests: ${files.length} file(s)${files.length ? ': ' + files.map((f) => relative(root, f).split(sep).join('/')).join(', ') : ''}`);

try {
  await mocha.loadFilesAsync();
} catch (error) {
  console.error('Could not load the Node test files:');
  console.error(error);
  process.exit(2); // no results file: the caller reports a crashed runner
}

const failures = [];
const runner = mocha.run((count) => {
  const { passes = 0, failures: failed = count } = runner.stats ?? {};
  writeResults(passes, failed, failures);
  process.exitCode = Math.min(failed, 1);
  // Tests that leave a server or timer open must not hang the run.
  setTimeout(() => process.exit(), 2000).unref();
});
runner.on('fail', (test, error) => failures.push(failureOf(test, error)));
