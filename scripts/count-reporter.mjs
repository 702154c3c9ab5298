// A @web/test-runner 0.20 reporter (see @web/test-runner-core's
// reporter/Reporter.d.ts and test-session/TestSession.d.ts) that counts passed
// and failed tests over all sessions (one session = one test file in one
// browser) and writes {"passed": N, "failed": N} to env RESULTS_FILE.
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

/** Count the tests of one suite tree. */
export function countSuite(suite) {
  let passed = 0;
  let failed = 0;
  if (!suite) return { passed, failed };
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) passed += 1;
    else failed += 1;
  }
  for (const child of suite.suites ?? []) {
    const counts = countSuite(child);
    passed += counts.passed;
    failed += counts.failed;
  }
  return { passed, failed };
}

/** Count passed/failed over a list of TestSession objects. */
export function countSessions(sessions) {
  let passed = 0;
  let failed = 0;
  for (const session of sessions) {
    const counts = countSuite(session.testResults);
    passed += counts.passed;
    failed += counts.failed;
    const hasErrors = (session.errors?.length ?? 0) > 0;
    if ((hasErrors || session.passed === false) && counts.failed === 0) failed += 1;
  }
  return { passed, failed };
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
