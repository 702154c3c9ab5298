/**
 * DESIGN §7, "One row, one previous and next" (issue 27, defect 1): the
 * elements bound to one model form a row, and a row offers one previous
 * and one next control, whichever elements it holds and whatever form each
 * takes. A `<paginator-numbers>` leaves prev and next to the
 * `<paginator-link kind="prev|next">` elements of its row, in its standard,
 * compact and fitted forms, and takes them back when those links go.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import { mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** The demo's row on `/`: first, prev, the numbers, next and last, bound to one model through one script. */
function demoRow(numbers: string, width = 320): HTMLDivElement {
  return mount(`<div style="width: ${width}px; display: flex; flex-wrap: wrap; gap: .6rem; align-items: center">
    <script type="application/json" id="row-paging">${JSON.stringify({ Article: record(2500, 5000) })}</script>
    <paginator-link kind="first" source="row-paging">« first</paginator-link>
    <paginator-link kind="prev" source="row-paging">‹ previous</paginator-link>
    <paginator-numbers source="row-paging" modulus="6" first="1" last="1" ${numbers}></paginator-numbers>
    <paginator-link kind="next" source="row-paging">next ›</paginator-link>
    <paginator-link kind="last" source="row-paging">last »</paginator-link></div>`);
}

/** The previous (or next) controls under `root`: links and disabled labels, in light DOM and in every shadow root. */
function controls(root: Element, kind: 'prev' | 'next'): Element[] {
  const elements = root.matches('paginator-numbers, paginator-link') ? [root] : [...root.querySelectorAll('paginator-numbers, paginator-link')];
  return elements
    .flatMap((el) => [...(el.shadowRoot ?? el).querySelectorAll(`[rel="${kind}"], .${kind}`)]);
}

/** The page the compact form names, once it shows. */
const compactPage = (el: PaginatorNumbers) => el.shadowRoot!.querySelector('[part="page"]')?.textContent;

describe('one row, one previous and next (DESIGN §7)', () => {
  afterEach(unmountAll);

  it('a compact <paginator-numbers> beside prev and next links shows only "Page 2,500 of 5,000" between them', async () => {
    const box = demoRow('format="compact"');
    const numbers = box.querySelector('paginator-numbers')!;
    await settled(box);
    await waitUntil(() => compactPage(numbers), 'the compact form');
    expect(compactPage(numbers)).to.equal('Page 2,500 of 5,000');
    expect(controls(box, 'prev')).to.have.length(1);
    expect(controls(box, 'next')).to.have.length(1);
    expect(controls(numbers, 'prev').length + controls(numbers, 'next').length).to.equal(0);
  });

  it('fitted into its compact form at 320 px: the same, one previous and one next', async () => {
    const box = demoRow('', 320);
    const numbers = box.querySelector('paginator-numbers')!;
    // Narrower than the narrowest window, so that it must take its compact form.
    numbers.style.maxWidth = '200px';
    await settled(box);
    await waitUntil(() => compactPage(numbers), 'the compact form', { timeout: 3000 });
    expect(controls(box, 'prev')).to.have.length(1);
    expect(controls(box, 'next')).to.have.length(1);
  });

  it('the standard form with prev and next leaves them to the links of its row', async () => {
    const box = demoRow('prev next');
    const numbers = box.querySelector('paginator-numbers')!;
    await settled(box);
    expect(numbers.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('2,500');
    expect(controls(box, 'prev')).to.have.length(1);
    expect(controls(box, 'next')).to.have.length(1);
  });

  it('takes prev and next back when the links leave the row, and leaves them again when a link joins it', async () => {
    const box = demoRow('format="compact"');
    const numbers = box.querySelector('paginator-numbers')!;
    await settled(box);
    await waitUntil(() => compactPage(numbers), 'the compact form');
    const prev = box.querySelector<PaginatorLink>('paginator-link[kind="prev"]')!;
    const next = box.querySelector<PaginatorLink>('paginator-link[kind="next"]')!;
    prev.remove();
    await waitUntil(() => controls(numbers, 'prev').length === 1, 'prev shown by the numbers');
    expect(controls(numbers, 'next')).to.have.length(0);
    next.kind = 'first';
    await waitUntil(() => controls(numbers, 'next').length === 1, 'next shown by the numbers once the link is no next link');
    box.firstElementChild!.append(prev);
    await waitUntil(() => controls(numbers, 'prev').length === 0, 'prev left to the link again');
    expect(controls(box, 'prev')).to.have.length(1);
    expect(controls(box, 'next')).to.have.length(1);
  });

  it('a link of another model, or one that moves several pages, is not its row’s previous', async () => {
    const box = mount(`<paginator-numbers format="compact"></paginator-numbers>
      <paginator-link kind="prev"></paginator-link><paginator-link kind="next" step="5"></paginator-link>`);
    const numbers = box.querySelector('paginator-numbers')!;
    const [prev, next] = [...box.querySelectorAll('paginator-link')];
    numbers.paging = { Article: record(5, 20) };
    prev!.paging = { Comment: record(5, 20) };
    next!.paging = { Article: record(5, 20) };
    await settled(box);
    await waitUntil(() => compactPage(numbers), 'the compact form');
    expect(controls(numbers, 'prev')).to.have.length(1);
    expect(controls(numbers, 'next')).to.have.length(1);
    // The same model: now it is.
    prev!.paging = { Article: record(5, 20) };
    await waitUntil(() => controls(numbers, 'prev').length === 0, 'prev left to the link of the same model');
  });
});
