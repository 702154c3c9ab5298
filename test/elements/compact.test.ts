/**
 * Issue 19, never overflow: `<paginator-numbers>` fits its box at every
 * width down to 200 px and every page count up to 10^12, switching to its
 * compact form ‹ "Page 3 of 20" › where even the current page ± 1 does not
 * fit, and back where there is room; `format="compact"` asks for that form.
 * Measured in Chromium.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { consoleErrors } from './support.js';

const record = (page: number, pageCount: number, limit = 10) => ({
  page, pageCount, count: pageCount * limit, current: limit, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit }, options: { page, limit },
});

/** Two more frames: a fit that was still to come has shown by then. */
const frames = async (): Promise<void> => {
  for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
};
const compact = (el: PaginatorNumbers): boolean => el.shadowRoot!.querySelector('[part="nav"].compact') !== null;
const pageText = (el: PaginatorNumbers): string | undefined => el.shadowRoot!.querySelector('[part="page"]')?.textContent ?? undefined;
const fits = (el: PaginatorNumbers, box: HTMLElement): boolean =>
  el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= box.getBoundingClientRect().right + 0.5;

describe('<paginator-numbers> never overflows its box', () => {
  for (const pageCount of [20, 1_000_000, 1_000_000_000_000]) {
    it(`fits at every width from 200 to 1,280 px with ${pageCount} pages`, async () => {
      const page = Math.ceil(pageCount / 2);
      const box = await fixture<HTMLDivElement>(html`<div style="width: 1280px">
        <paginator-numbers prev="" next="" .paging=${{ Article: record(page, pageCount) }}></paginator-numbers></div>`);
      const el = box.querySelector('paginator-numbers')!;
      for (const width of [1280, 1024, 768, 480, 375, 320, 280, 240, 200, 320, 1280]) {
        box.style.width = `${width}px`;
        await waitUntil(() => fits(el, box), `overflows at ${width} px with ${pageCount} pages`, { timeout: 3000 });
        await frames();
        expect(fits(el, box), `${width} px, ${pageCount} pages`).to.equal(true);
        // Either the window with the current page, or the compact form naming it (grouped for the page's language).
        const current = el.shadowRoot!.querySelector('[aria-current="page"]')?.textContent;
        expect(current ?? pageText(el), `${width} px`).to.contain(page.toLocaleString('en'));
      }
    });
  }

  it('switches to the compact form where the narrowest window does not fit, and back where there is room', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1280px">
      <paginator-numbers .paging=${{ Article: record(500_000_000_000, 1_000_000_000_000) }}></paginator-numbers></div>`);
    const el = box.querySelector('paginator-numbers')!;
    await frames();
    expect(compact(el)).to.equal(false);
    box.style.width = '200px';
    await waitUntil(() => compact(el), 'the compact form at 200 px', { timeout: 3000 });
    expect(pageText(el)).to.equal('Page 500,000,000,000 of 1,000,000,000,000');
    expect(fits(el, box)).to.equal(true);
    await expect(el).to.be.accessible();
    box.style.width = '1280px';
    await waitUntil(() => !compact(el), 'the numbers again at 1,280 px', { timeout: 3000 });
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('500,000,000,000');
  });
});

describe('<paginator-numbers format="compact">', () => {
  it('shows prev and next around "Page 3 of 20", links to the pages around it named in words', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" .paging=${{ Article: record(3, 20) }}></paginator-numbers>`);
    const root = el.shadowRoot!;
    expect(pageText(el)).to.equal('Page 3 of 20');
    const [prev, next] = [...root.querySelectorAll('a')];
    // The default titles, their arrows hidden from assistive technology (names.test.ts reads the names).
    expect([prev!.textContent, prev!.querySelector('[aria-hidden]')!.textContent, prev!.getAttribute('rel')]).to.deep.equal(['<< Previous', '<< ', 'prev']);
    expect([next!.textContent, next!.querySelector('[aria-hidden]')!.textContent, next!.getAttribute('rel')]).to.deep.equal(['Next >>', ' >>', 'next']);
    expect(new URL(prev!.href).searchParams.get('page')).to.equal('2');
    expect(new URL(next!.href).searchParams.get('page')).to.equal('4');
    expect(root.querySelector('[part="summary"]')).to.equal(null);
    await expect(el).to.be.accessible();

    el.addEventListener('paginator-navigate', (event) => event.preventDefault(), { once: true });
    const navigated = oneEvent(el, 'paginator-navigate');
    next!.click();
    const { detail } = (await navigated) as CustomEvent<NavigateDetail>;
    expect(detail).to.include({ page: 4, kind: 'next', model: 'Article' });
  });

  it('on the first page, prev is the disabled chevron, not focusable, still named', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" .paging=${{ Article: record(1, 20) }}></paginator-numbers>`);
    const disabled = el.shadowRoot!.querySelector('[aria-disabled="true"]')!;
    expect([disabled.textContent, disabled.className, disabled.hasAttribute('tabindex')]).to.deep.equal(['<< Previous', 'prev', false]);
    expect(el.shadowRoot!.querySelectorAll('a')).to.have.length(1);
  });

  it('uses the element’s own prev and next labels when it has them', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" prev="Back" next="On"
      .paging=${{ Article: record(3, 20) }}></paginator-numbers>`);
    expect([...el.shadowRoot!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-label')])).to.deep.equal([['Back', null], ['On', null]]);
  });

  it('with summary, says which rows the page holds', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" summary .paging=${{ Article: record(3, 20) }}></paginator-numbers>`);
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal('21–30 of 200');
  });

  it('on a record without a total, says "Page 3", and the summary has no total either', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" summary
      .paging=${{ Article: { page: 3, current: 10, prevPage: true, nextPage: true, options: { page: 3, limit: 10 }, defaults: { limit: 10 } } }}></paginator-numbers>`);
    expect(pageText(el)).to.equal('Page 3');
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal('21 - 30');
  });

  it('in light DOM writes the core’s prev and next links around the text', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light format="compact" .paging=${{ Article: record(3, 20) }}></paginator-numbers>`);
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('rel')])).to.deep.equal([['<< Previous', 'prev'], ['Next >>', 'next']]);
    expect(el.textContent!.replace(/\s+/g, ' ').trim()).to.equal('<< Previous Page 3 of 20 Next >>');
  });

  it('a format it does not know: one console error and paginator-error naming format, nothing shown', async () => {
    const el = document.createElement('paginator-numbers');
    const events: CustomEvent[] = [];
    el.addEventListener('paginator-error', (event) => events.push(event));
    const errors = await consoleErrors(async () => {
      el.setAttribute('format', 'tiny');
      el.paging = { Article: record(3, 20) };
      document.body.append(el);
      await el.updateComplete;
    });
    try {
      expect(el.shadowRoot!.querySelector('a, [part="page"]')).to.equal(null);
      expect(errors).to.deep.equal(['<paginator-numbers>: format must be "numbers" or "compact", got "tiny"']);
      expect(events.map((event) => event.detail)).to.deep.equal([
        { status: 0, error: 'input', field: 'format', message: 'format must be "numbers" or "compact", got "tiny"' },
      ]);
    } finally {
      el.remove();
    }
  });
});

/** The texts in `link` that can be seen: the parts of their boxes inside the link's box (which clips them). */
function visibleText(link: Element): string {
  const box = link.getBoundingClientRect();
  const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  let seen = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.right > box.left + 0.5 && rect.left < box.right - 0.5 && rect.bottom > box.top && rect.top < box.bottom) seen += node.textContent;
    }
  }
  return seen;
}

describe('a drawn chevron has no text beside it (issue 27, defect 2)', () => {
  const cases: Array<[string, ReturnType<typeof html>]> = [
    ['compact, prev and next', html`<paginator-numbers format="compact" page="5" total="200" page-size="10" prev next></paginator-numbers>`],
    ['compact', html`<paginator-numbers format="compact" page="5" total="200" page-size="10"></paginator-numbers>`],
    ['compact on the first page', html`<paginator-numbers format="compact" page="1" total="200" page-size="10"></paginator-numbers>`],
    ['standard, glyph labels', html`<paginator-numbers modulus="2" page="5" total="200" page-size="10" prev="‹" next="›"></paginator-numbers>`],
    ['a link whose label is a glyph', html`<paginator-link kind="next" page="5" total="200">›</paginator-link>`],
  ];
  for (const [name, template] of cases) {
    it(`${name}: the chevron is drawn, and no text shows in its box`, async () => {
      const el = await fixture<PaginatorNumbers>(template);
      await waitUntil(() => el.shadowRoot!.querySelector('.prev, .next'), 'prev or next shown');
      await frames();
      const steps = [...el.shadowRoot!.querySelectorAll('.prev, .next')];
      for (const step of steps) {
        expect(getComputedStyle(step, '::before').content, step.className).to.equal('""');
        expect(visibleText(step), step.className).to.equal('');
      }
    });
  }
});

describe('the compact form of a record with a page count and no total (issue 27, defect 3)', () => {
  it('format="compact" with page and page-count: "Page 5 of 20", prev and next, no console error', async () => {
    let el!: PaginatorNumbers;
    const errors = await consoleErrors(async () => {
      el = await fixture<PaginatorNumbers>(html`<paginator-numbers format="compact" summary page="5" page-count="20"></paginator-numbers>`);
      await waitUntil(() => pageText(el) !== undefined, 'the compact form', { timeout: 3000 });
    });
    expect(errors).to.deep.equal([]);
    expect(pageText(el)).to.equal('Page 5 of 20');
    expect([...el.shadowRoot!.querySelectorAll('a')].map((a) => new URL(a.href).searchParams.get('page'))).to.deep.equal(['4', '6']);
    // Which rows the page holds needs the count.
    expect(el.shadowRoot!.querySelector('[part="summary"]')).to.equal(null);
  });

  it('fitted into the compact form at 200 px, with a JSON record that has a page count and no count', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 1280px">
      <paginator-numbers .paging=${{ Article: { page: 500_000_000_000, pageCount: 1_000_000_000_000, options: { page: 500_000_000_000, limit: 10 } } }}></paginator-numbers></div>`);
    const el = box.querySelector('paginator-numbers')!;
    const errors = await consoleErrors(async () => {
      box.style.width = '200px';
      await waitUntil(() => compact(el) && pageText(el) !== undefined, 'the compact form at 200 px', { timeout: 3000 });
    });
    expect(errors).to.deep.equal([]);
    expect(pageText(el)).to.equal('Page 500,000,000,000 of 1,000,000,000,000');
    expect(fits(el, box)).to.equal(true);
  });
});

describe('the compact form never breaks a number in two (issue 35, point 4)', () => {
  /** Each number of the form's text (digits and their grouping separators) and the lines it takes. */
  const numberLines = (el: PaginatorNumbers): Array<[string, number]> => {
    const found: Array<[string, number]> = [];
    const walker = document.createTreeWalker(el.shadowRoot!.querySelector('[part~="status"]')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\d(?:[.,]?\d)*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        found.push([match[0], new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size]);
      }
    }
    return found;
  };

  for (const lang of ['en', 'de']) {
    it(`keeps each number whole, the page and the summary, from 320 down to 200 px (${lang})`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div lang=${lang} style="width: 320px">
        <paginator-numbers format="compact" summary prev="" next="" .paging=${{ Article: record(500_000_000_000, 1_000_000_000_000) }}></paginator-numbers></div>`);
      const el = box.querySelector('paginator-numbers')!;
      for (const width of [320, 300, 280, 260, 240, 220, 200]) {
        box.style.width = `${width}px`;
        await frames();
        const numbers = numberLines(el);
        // Page, pages, the rows' range and count: five numbers, each on one line, the text still wrapping between words.
        expect(numbers.length, `${width} px`).to.equal(5);
        expect(numbers.filter(([, lines]) => lines !== 1), `${width} px`).to.deep.equal([]);
        expect(fits(el, box), `${width} px`).to.equal(true);
      }
    });
  }

  for (const lang of ['en', 'de']) {
    it(`keeps each number whole in a phone's row of first, previous, the compact form, next and last (${lang})`, async () => {
      const paging = { Article: record(500_000_000_000, 1_000_000_000_000) };
      // The row as a page lays it out on a phone: the links at their size, the numbers taking the room between them.
      const box = await fixture<HTMLDivElement>(html`<div lang=${lang} style="display: flex; align-items: center; gap: .25rem; width: 320px">
        <paginator-link kind="first" .paging=${paging}></paginator-link><paginator-link kind="prev" .paging=${paging}></paginator-link>
        <paginator-numbers format="compact" summary style="flex: 1 1 0; min-width: 0" .paging=${paging}></paginator-numbers>
        <paginator-link kind="next" .paging=${paging}></paginator-link><paginator-link kind="last" .paging=${paging}></paginator-link></div>`);
      const el = box.querySelector('paginator-numbers')!;
      await frames();
      const numbers = numberLines(el);
      expect(numbers.length).to.equal(5);
      expect(numbers.filter(([, lines]) => lines !== 1)).to.deep.equal([]);
    });
  }

  it('breaks a number only where it alone is wider than the box, and then stays inside it', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 90px">
      <paginator-numbers format="compact" prev="" next="" .paging=${{ Article: record(500_000_000_000, 1_000_000_000_000) }}></paginator-numbers></div>`);
    const el = box.querySelector('paginator-numbers')!;
    await frames();
    const status = el.shadowRoot!.querySelector('[part~="status"]')!.getBoundingClientRect();
    const broken = numberLines(el).filter(([, lines]) => lines > 1).map(([number]) => number);
    expect(broken).to.include('1,000,000,000,000');
    // Each text rect stays within the status box: nothing drawn over prev or next.
    const range = document.createRange();
    range.selectNodeContents(el.shadowRoot!.querySelector('[part~="status"]')!);
    for (const rect of range.getClientRects()) expect(rect.right).to.be.at.most(status.right + 0.5);
  });
});
