// A @web/test-runner 0.20 reporter (see @web/test-runner-core's
// reporter/Reporter.d.ts and test-session/TestSession.d.ts) that counts passed
// and failed tests over all sessions (one session = one test file in one
// browser) and writes {"passed": N, "failed": N, "failures": [...]} to env RESULTS_FILE (each failure's file,
// title and first lines of its error, which npm test repeats at the end of its output).
//
// Counting rules:
//  - every test in session.testResults (suites -> tests, nested suites) with
//    passed === true counts as passed, passed === false as failed; skipped
//    tests count as neither;
//  - a session that failed (session errors such as an uncaught error, a failed
//    import, a timeout or a browser crash, or passed === false) but has no
//    failed test in its results counts as one failure. A failing `before`
//    hook shows up as a session error AND as failed results for the tests it
//    prevented, so those are counted once, as the failed tests.

import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first lines of an error's message (npm test's summary shows these). */
export const firstLines = (error) => String(error?.message ?? error ?? '').split('\n').slice(0, 6).join('\n');

/** Count the tests of one suite tree, naming each failed one in `failures` (with `file` and the suites' `path`). */
export function countSuite(suite, failures = [], file = '', path = []) {
  let passed = 0;
  let failed = 0;
  if (!suite) return { passed, failed };
  const here = suite.name ? [...path, suite.name] : path;
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) passed += 1;
    else {
      failed += 1;
      failures.push({ file, title: [...here, test.name].join(' '), message: firstLines(test.error) });
    }
  }
  for (const child of suite.suites ?? []) {
    const counts = countSuite(child, failures, file, here);
    passed += counts.passed;
    failed += counts.failed;
  }
  return { passed, failed };
}

/** Count passed/failed over a list of TestSession objects, and name each failure. */
export function countSessions(sessions) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const session of sessions) {
    const file = session.testFile ? relative(process.cwd(), session.testFile) : '';
    const counts = countSuite(session.testResults, failures, file);
    passed += counts.passed;
    failed += counts.failed;
    const hasErrors = (session.errors?.length ?? 0) > 0;
    if ((hasErrors || session.passed === false) && counts.failed === 0) {
      failed += 1;
      failures.push({ file, title: `(the file, in ${session.browser?.name ?? 'the browser'})`, message: firstLines(session.errors?.[0] ?? 'failed without a failed test') });
    }
  }
  return { passed, failed, failures };
}

export function countReporter({ file = process.env.RESULTS_FILE } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = countSessions(sessions);
      if (file) writeFileSync(file, JSON.stringify(counts) + '\n');
    },
  };
}

export default countReporter;
