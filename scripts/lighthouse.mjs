// `npm run lighthouse`: Lighthouse's accessibility score and cumulative layout shift on every page of the demo's
// menu, as a phone (Lighthouse's mobile preset) and a desktop, against the demo started here on a free port of
// 127.0.0.1. Issue 27 asks for accessibility 100 and CLS 0.00 from pagers on every page; the tests check the parts
// of that they can own (axe in demo-axe, layout shifts in demo-layout-shift), and this script is the check as a
// newcomer runs it. Lighthouse is no dependency of the project (it weighs more than everything else installed):
// the first run fetches it with `npx --yes lighthouse@12`. Not part of `npm test`.
//
// `npm run lighthouse -- /fit /dropin` checks the pages named. Prints one line per page and preset, and exits 1 when a score is below 100 or a CLS above 0.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { ensureBuild, ensureDependencies, findChromium, run } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();
const chromium = await findChromium();
const { startServer } = await import('../demo/server.mjs');
const { MENU } = await import('../demo/views.mjs');

const server = await startServer({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${server.address().port}`;
const scratch = mkdtempSync(join(tmpdir(), 'paginator-lighthouse-'));
let failed = 0;
try {
  // Paths named on the command line, else every page of the menu.
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : MENU.map(([path]) => path);
  for (const path of paths) {
    for (const preset of ['mobile', 'desktop']) {
      const report = join(scratch, 'report.json');
      const code = await run('npx', [
        '--yes', 'lighthouse@12', origin + path, ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=accessibility,performance', '--output=json', `--output-path=${report}`, '--quiet',
        `--chrome-path=${chromium}`, `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (code !== 0) {
        console.log(`${path} (${preset}): Lighthouse exited with code ${code}`);
        failed++;
        continue;
      }
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const score = Math.round(result.categories.accessibility.score * 100);
      const cls = result.audits['cumulative-layout-shift'].numericValue;
      const missed = result.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && result.audits[ref.id].score === 0).map((ref) => ref.id);
      if (score < 100 || cls > 0.005) failed++;
      console.log(`${path} (${preset}): accessibility ${score}, CLS ${cls.toFixed(3)}${missed.length ? `, failing: ${missed.join(', ')}` : ''}`);
    }
  }
} finally {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(failed ? `${failed} page(s) below accessibility 100 or above CLS 0.00` : 'Every page: accessibility 100, CLS 0.00');
process.exitCode = failed ? 1 : 0;
