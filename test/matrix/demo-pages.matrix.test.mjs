/**
 * The state matrix over the demo's own pages (issue 35): every page of demo/site-pages.mjs — the menu's pages and
 * the states a visitor reaches from them — loaded from the demo in Chromium at 320 and 1280 px, light and dark,
 * and checked as the gallery's cases are (gallery.matrix.test.mjs), as a person sees it:
 *
 * - status: the page answers 200;
 * - renders, overflow, targets, text, steps: page-probes.mjs's measureRow() over each row of the page, a row being
 *   the container of a page's pager elements (each element's parent, outermost elements only), a core pager
 *   (`.paginator`) or the core's forms (`.paging-forms`); light DOM included, since the demo styles it with the
 *   package's paginator.css;
 * - row lines: at 320 px, each row's pagers, and each pager's items, stand on one line (checks/row-lines.mjs);
 * - whole numbers: no number in a row's shadow roots is broken across lines (checks/whole-numbers.mjs);
 * - overflow: the page does not scroll sideways;
 * - dark box: in dark mode no box of the page is light (checks/dark-box.mjs);
 * - covered: at the centre of every control, the pointer hits that control (checks/covered-controls.mjs);
 * - names: every accessible name of the page holds words, no glyphs, light DOM included (checks/names.mjs);
 * - hidden text: nothing of the page is spoken and not shown, or shown and not spoken (checks/hidden-text.mjs);
 * - axe: no axe-core violation; console: no error or warning.
 *
 * `npm test` runs it once, with the gallery's matrix; `npm run matrix` runs both. It prints the pages and checks
 * it ran and each failure, and writes the screenshot of each page, width and scheme to scratch/pages/.
 */
import { expect } from 'chai';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SITE_PAGES } from '../../demo/site-pages.mjs';
import { launchChromium, useDemo } from '../node/demo-harness.mjs';
import { checkCoveredControls } from './checks/covered-controls.mjs';
import { hiddenText } from './checks/hidden-text.mjs';
import { rowLines } from './checks/row-lines.mjs';
import { wholeNumbers } from './checks/whole-numbers.mjs';
import { accessibleNames, nameFindings } from './checks/names.mjs';
import { lightBoxes } from './checks/dark-box.mjs';
import { measureRow } from './page-probes.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../scratch/pages/', import.meta.url));
const WIDTHS = [320, 1280];
const SCHEMES = ['light', 'dark'];

/** The words of previous and next (the demo is English), and the glyphs measureRow() looks for beside a chevron. */
const STEP_WORDS = { prev: ['previous', 'previous page'], next: ['next', 'next page'], glyphs: '[<>‹›«»←→…]' };

const run = { pages: 0, checks: 0, failed: 0, failures: [], started: Date.now() };

describe('state matrix: every demo page, seen', function () {
  this.timeout(180_000);
  const demo = useDemo();

  before(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  beforeEach(async () => {
    if (!demo.browser.isConnected()) demo.browser = await launchChromium();
  });

  after(() => {
    const seconds = ((Date.now() - run.started) / 1000).toFixed(0);
    const lines = [`demo pages: ${run.pages} pages seen, ${run.checks} checks, ${run.failed} failed (${run.failures.length} findings), in ${seconds} s`];
    for (const check of [...new Set(run.failures.map((failure) => failure.check))]) {
      const failures = run.failures.filter((failure) => failure.check === check);
      lines.push(`  ${check}: ${failures.length} findings`);
      for (const { id, saw } of failures) lines.push(`    ${id}: ${saw}`);
    }
    console.log(lines.join('\n'));
  });

  it('walks every page of the menu', async () => {
    const { MENU } = await import('../../demo/views.mjs');
    for (const [path] of MENU) expect(SITE_PAGES).to.include(path);
  });

  for (const path of SITE_PAGES) {
    for (const scheme of SCHEMES) {
      it(`${path} (${scheme}, ${WIDTHS.join(' and ')} px)`, async () => {
        const failures = await checkPage(demo, path, scheme);
        if (failures.length) expect.fail(failures.map(({ id, check, saw }) => `${id} · ${check} · ${saw}`).join('\n'));
      });
    }
  }
});

/** Loads `path` in `scheme` and runs the checks at each width; returns the failures (`{ id, check, saw }`). */
async function checkPage(demo, path, scheme) {
  const context = await demo.browser.newContext({ bypassCSP: true, viewport: { width: WIDTHS[0], height: 900 }, colorScheme: scheme });
  const failures = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const logged = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
    const response = await page.goto(demo.origin + path);
    for (const width of WIDTHS) {
      const id = `${path} ${width}px ${scheme}`;
      let failed = false;
      const check = (name, problems) => {
        const seen = [problems].flat().filter(Boolean);
        run.checks += 1;
        if (seen.length) failed = true;
        for (const saw of seen) failures.push({ id, check: name, saw });
      };
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      check('status', response.status() === 200 ? null : `answered ${response.status()}`);
      const file = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({ path: SHOTS + file, fullPage: true });

      const rows = await page.evaluate(markRows);
      for (let row = 0; row < rows; row++) {
        await page.evaluate((index) => {
          for (const node of document.querySelectorAll('[data-gallery-row]')) node.removeAttribute('data-gallery-row');
          document.querySelector(`[data-matrix-row="${index}"]`).setAttribute('data-gallery-row', '');
        }, row);
        const seen = await page.evaluate(measureRow, { words: STEP_WORDS, coarse: false, light: false });
        const where = (text) => `row ${row + 1}: ${text}`;
        // A page without a total has no last page: a last link shows nothing (as in the gallery).
        check('renders', seen.empty.filter((empty) => !(path.startsWith('/articles/feed') || path.startsWith('/articles/cursor')) || !empty.startsWith('paginator-link[kind=last]')).map(where));
        check('overflow', seen.overflow.map(where));
        check('targets', seen.small.map(where));
        check('text', [...seen.outside, ...seen.chevrons].map(where));
        check('steps', ['prev', 'next'].filter((kind) => seen.steps[kind].length > 1)
          .map((kind) => where(`${seen.steps[kind].length} ${kind} controls: ${seen.steps[kind].join(', ')}`)));
        if (width === 320) check('row lines', (await page.evaluate(rowLines, { light: true })).map(where));
        check('whole numbers', (await page.evaluate(wholeNumbers, {})).map(where));
      }
      await page.evaluate(() => {
        for (const node of document.querySelectorAll('[data-gallery-row], [data-matrix-row]')) node.removeAttribute('data-gallery-row');
      });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      check('overflow', scroll > 0 ? `the page scrolls ${scroll} px sideways` : null);
      if (scheme === 'dark') check('dark box', await page.evaluate(lightBoxes, {}));
      check('covered', await checkCoveredControls(page));
      check('names', nameFindings(await accessibleNames(page)));
      check('hidden text', await page.evaluate(hiddenText, {}));
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
      check('axe', await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
        .map((rule) => `${rule.id} (${rule.impact}): ${rule.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)).join(', ')}`)));
      check('console', logged.splice(0));
      run.pages += 1;
      if (failed) run.failed += 1;
    }
  } finally {
    run.failures.push(...failures);
    await context.close();
  }
  return failures;
}

/**
 * Waits until every custom element of the page is defined and rendered, every `<framework-error>` shows its page
 * (a chunk loaded on demand), and two frames have been laid out after that (a pager that fits its width renders
 * again in the frame after it sees its size).
 */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const hosts = () => [...document.querySelectorAll('*')].filter((node) => node.localName.includes('-'));
    // A page with no module script (/articles/index: its elements rendered on the server) defines none of them.
    if (!document.querySelector('script[type=module]')) return;
    await Promise.all([...new Set(hosts().map((host) => host.localName))].map((name) => customElements.whenDefined(name)));
    for (let round = 0; round < 3; round++) {
      await Promise.all(hosts().map((host) => host.updateComplete));
      await frame();
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('framework-error')].every((node) => node.shadowRoot?.textContent.trim()));
  await page.waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, null, { timeout: 3000 }).catch(() => undefined);
}

/**
 * Marks the rows of the page with `data-matrix-row` (0, 1, ...) and returns how many: the parent of each outermost
 * pager element, each core pager (`.paginator`) and the core's forms (`.paging-forms`), none inside another.
 */
function markRows() {
  const PAGERS = 'paginator-numbers, paginator-link, paginator-counter, paginator-limit, paginator-jump';
  const outermost = [...document.querySelectorAll(PAGERS)].filter((node) => !node.parentElement.closest(PAGERS));
  const candidates = new Set([...outermost.map((node) => node.parentElement), ...document.querySelectorAll('.paginator, .paging-forms')]);
  const rows = [...candidates].filter((row) => ![...candidates].some((other) => other !== row && other.contains(row)));
  rows.forEach((row, index) => row.setAttribute('data-matrix-row', String(index)));
  return rows.length;
}
