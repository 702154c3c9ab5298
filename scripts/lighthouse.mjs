// `npm run lighthouse`: Lighthouse's four scores (performance, accessibility, best practices, SEO) and cumulative
// layout shift on every page of the demo (demo/site-pages.mjs: the menu's pages and the states a visitor reaches
// from them), as a phone (Lighthouse's mobile preset) and a desktop, against the demo started here on a free port
// of 127.0.0.1. Issues 27 and 35 ask for 100 in each category and CLS 0.00 on every page; the tests check the
// parts of that they can own (axe in demo-axe and the state matrix, layout shifts in demo-layout-shift), and this
// script is the check as a newcomer runs it. Lighthouse is no dependency of the project (it weighs more than everything else installed):
// the first run fetches it with `npx --yes lighthouse@12`. Not part of `npm test`.
//
// `npm run lighthouse -- /fit /dropin` checks the pages named. Prints one line per page and preset, and exits 1 when a
// score is below 100 or a CLS above 0.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { ensureBuild, ensureDependencies, findChromium, run } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();
const chromium = await findChromium();
const { startServer } = await import('../demo/server.mjs');
const { SITE_PAGES } = await import('../demo/site-pages.mjs');

const server = await startServer({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${server.address().port}`;
const scratch = mkdtempSync(join(tmpdir(), 'paginator-lighthouse-'));
let failed = 0;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
try {
  // Paths named on the command line, else every page of the demo.
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : SITE_PAGES;
  for (const path of paths) {
    for (const preset of ['mobile', 'desktop']) {
      const report = join(scratch, 'report.json');
      const code = await run('npx', [
        '--yes', 'lighthouse@12', origin + path, ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${report}`, '--quiet',
        `--chrome-path=${chromium}`, `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (code !== 0) {
        console.log(`${path} (${preset}): Lighthouse exited with code ${code}`);
        failed++;
        continue;
      }
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const scores = CATEGORIES.map((id) => [id, Math.round(result.categories[id].score * 100)]);
      const cls = result.audits['cumulative-layout-shift'].numericValue;
      // The weighted audits that cost a category points (performance's are its metrics, scored between 0 and 1).
      const missed = CATEGORIES.flatMap((id) => result.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && result.audits[ref.id].score !== null && result.audits[ref.id].score < 1)
        .map((ref) => `${ref.id} ${result.audits[ref.id].displayValue ?? result.audits[ref.id].score}`));
      if (scores.some(([, score]) => score < 100) || cls > 0.005) failed++;
      console.log(`${path} (${preset}): ${scores.map(([id, score]) => `${id} ${score}`).join(', ')}, CLS ${cls.toFixed(3)}`
        + `${missed.length ? `; short of 1: ${missed.join(', ')}` : ''}`);
    }
  }
} finally {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(failed ? `${failed} page(s) below 100 in a category or above CLS 0.00` : 'Every page: 100 in all four categories, CLS 0.00');
process.exitCode = failed ? 1 : 0;
