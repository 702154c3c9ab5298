/**
 * "Last click wins" while Ajax mode is still arriving, end to end in
 * Chromium on the built drop-in (bench/ajax-faults-lab.mjs): the drop-in's
 * on-demand chunks are held back, the clicks are made before they arrive,
 * and the answers come late, out of order, or fail. Every click takes part
 * from the moment it is made: the last one's answer is the one that
 * stays, it ends in exactly one `paginator-load` or `paginator-error`, and
 * the older ones are replaced without a word.
 */
import { expect } from 'chai';
import { launchChromium } from './demo-harness.mjs';
import { historyUrl, openLab, randomSchedule, runSchedule, seeded, startLab, verdict } from '../../bench/ajax-faults-lab.mjs';

/**
 * How long the drop-in's chunks are held back: every click below is made before Ajax mode arrives. The
 * page fetches Ajax mode at idle once it has loaded, so on a busy machine 400 ms could pass before the
 * first click: Ajax mode was there, and the first click loaded (seen once, on Node 24).
 */
const CHUNK_DELAY = 1000;

describe('Ajax mode: the last click wins while Ajax mode is still loading', function () {
  this.timeout(120_000);
  let lab;
  let browser;
  /** The status the chunks are answered with. */
  let chunkStatus = 200;

  before(async () => {
    lab = await startLab({ chunkDelay: () => CHUNK_DELAY, chunkStatus: () => chunkStatus });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await lab?.close();
  });

  afterEach(() => {
    chunkStatus = 200;
  });

  /** Runs `clicks` and checks the run against every rule; returns what the page saw. */
  async function clean(clicks) {
    const seen = await runSchedule(browser, lab.origin, clicks);
    expect(verdict(clicks, seen), JSON.stringify(seen)).to.deep.equal([]);
    // Every click but the last was made before Ajax mode arrived, so each was replaced before it fetched.
    expect(seen.events.map(({ type, click, error }) => [type, click, error]), 'the events').to.deep.equal(
      seen.events.filter((event) => event.click === clicks.length).map(({ type, click, error }) => [type, click, error]),
    );
    return seen;
  }

  it('three quick clicks: only the last one loads, and the region and the counter show its page', async () => {
    const seen = await clean([
      { mode: 'ok', page: 3, delay: 10, gap: 0 },
      { mode: 'ok', page: 5, delay: 10, gap: 20 },
      { mode: 'ok', page: 7, delay: 10, gap: 20 },
    ]);
    expect(seen.events.map((event) => event.type)).to.deep.equal(['paginator-load']);
    expect(seen.swaps.map((swap) => swap.click)).to.deep.equal([3]);
    expect([seen.final, seen.finalPage, seen.counter]).to.deep.equal([3, 7, '7 of 50']);
  });

  it('a 5 MB answer asked first never lands over the fast answer asked after it', async () => {
    const seen = await clean([{ mode: 'huge', page: 2, delay: 43, gap: 0 }, { mode: 'ok', page: 4, delay: 40, gap: 8 }]);
    expect([seen.final, seen.counter]).to.deep.equal([2, '4 of 50']);
  });

  it('a reset connection, then a 404: the 404 is reported once, and the content stays', async () => {
    const seen = await clean([{ mode: 'reset', page: 6, delay: 0, gap: 0 }, { mode: '404', page: 6, delay: 0, gap: 10 }]);
    expect(seen.events.map(({ type, error }) => [type, error])).to.deep.equal([['paginator-error', 'HTTP 404']]);
    expect([seen.final, seen.counter]).to.deep.equal([0, '1 of 50']);
  });

  it('late answers out of order, then a 404: nothing lands, the 404 is reported', async () => {
    const seen = await clean([
      { mode: 'ok', page: 7, delay: 72, gap: 0 },
      { mode: 'slow', page: 9, delay: 158, gap: 10 },
      { mode: '404', page: 2, delay: 0, gap: 10 },
    ]);
    expect(seen.swaps).to.deep.equal([]);
    expect(seen.events.map(({ type, error }) => [type, error])).to.deep.equal([['paginator-error', 'HTTP 404']]);
  });

  it('installAjaxLinks and the elements share the rule: a link clicked after a pager, and the reverse', async () => {
    let seen = await clean([{ mode: 'slow', page: 8, delay: 100, gap: 0 }, { mode: 'ok', page: 11, delay: 0, gap: 15, via: 'link' }]);
    expect([seen.final, seen.counter]).to.deep.equal([2, '11 of 50']);
    seen = await clean([{ mode: 'ok', page: 8, delay: 0, gap: 0, via: 'link' }, { mode: 'timeout', page: 11, delay: 0, gap: 15 }]);
    expect(seen.events.map(({ type, error }) => [type, error])).to.deep.equal([['paginator-error', 'timeout']]);
  });

  it('a timeout or a non-HTML answer last: one paginator-error, the content kept', async () => {
    for (const mode of ['timeout', 'nonhtml', '500']) {
      const seen = await clean([{ mode: 'ok', page: 4, delay: 0, gap: 0 }, { mode, page: 6, delay: 20, gap: 5 }]);
      expect(seen.events.filter((event) => event.type === 'paginator-error'), mode).to.have.length(1);
      expect(seen.final, mode).to.equal(0);
    }
  });

  it('Ajax mode that cannot be fetched: the last pending click of a region reports it once, the older ones are replaced', async () => {
    chunkStatus = 404;
    const seen = await runSchedule(browser, lab.origin, [
      { mode: 'ok', page: 3, delay: 0, gap: 0 },
      { mode: 'ok', page: 5, delay: 0, gap: 10, via: 'link' },
      { mode: 'ok', page: 7, delay: 0, gap: 10 },
    ]);
    expect(seen.events.map(({ type, click, error }) => [type, click, error])).to.deep.equal([['paginator-error', 3, 'network']]);
    expect([seen.final, seen.counter, seen.busy]).to.deep.equal([0, '1 of 50', false]);
  });

  it('Back on a page loaded on an Ajax history entry is taken before Ajax mode arrives, and a click after it wins', async () => {
    const context = await browser.newContext();
    try {
      const tab = await openLab(context, lab.origin, `?history=1`);
      expect(new URL(tab.url()).search).to.equal(new URL(historyUrl(92, 5, 300), lab.origin).search);
      const shown = await tab.evaluate(async () => {
        const region = document.getElementById('region');
        const loads = [];
        document.addEventListener('paginator-load', ({ detail }) => loads.push(new URL(detail.url).searchParams.get('c')));
        /** The next paginator-load, or null after 3 s. */
        const nextLoad = () => new Promise((resolve) => {
          document.addEventListener('paginator-load', resolve, { once: true });
          setTimeout(() => resolve(null), 3000);
        });
        const popped = () => new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
        // Back to the first entry (click 91, page 3) before the Ajax chunk arrives.
        let pop = popped();
        history.back();
        await pop;
        await nextLoad();
        const afterBack = region.firstElementChild.dataset.click;
        // Then Forward (its answer comes late), and at once a click on page 2: the click wins.
        pop = popped();
        history.forward();
        await pop;
        const numbers = document.querySelector('paginator-numbers');
        numbers.url = { '?': { c: 7, m: 'ok', d: 0 } };
        await numbers.updateComplete;
        [...numbers.shadowRoot.querySelectorAll('a')].find((a) => a.textContent.trim() === '2')
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 }));
        await nextLoad();
        // Past the Forward's answer time.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { afterBack, loads, final: region.firstElementChild.dataset.click };
      });
      expect(shown).to.deep.equal({ afterBack: '91', loads: ['91', '7'], final: '7' });
    } finally {
      await context.close();
    }
  });

  it('random schedules of 1–5 clicks against every kind of answer: no run breaks a rule', async () => {
    const random = seeded(20261126);
    for (let run = 0; run < 6; run++) {
      const clicks = randomSchedule(random);
      const seen = await runSchedule(browser, lab.origin, clicks);
      expect(verdict(clicks, seen), JSON.stringify({ clicks, seen })).to.deep.equal([]);
    }
  });
});
