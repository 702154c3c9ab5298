/**
 * Issue 27, a missing feature: the summary in the standard form.
 * `<paginator-numbers summary>` shows "41–50 of 200" ahead of its pages, as
 * its compact form does, in the element's words and digits. It is text, not
 * a second live region (one voice per page), and it holds in a row of pagers
 * at 320 px: the window of pages narrows (down to the compact form, which
 * keeps the summary) before the summary would wrap, and nothing overflows.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorNumbers } from '../../src/index.js';
import { mount, settled, unmountAll } from './support.js';

interface AxNode { role: string; name: string; children?: AxNode[] }

const summaryOf = (el: PaginatorNumbers) => el.shadowRoot!.querySelector('[part="summary"]');
const compact = (el: PaginatorNumbers) => el.shadowRoot!.querySelector('.compact') !== null;

/** A pager built from attributes, under `lang`. */
async function pager(attributes: string, lang = 'en'): Promise<PaginatorNumbers> {
  const box = mount(`<div lang="${lang}"><paginator-numbers summary ${attributes}></paginator-numbers></div>`);
  await settled(box);
  const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
  // The summary is the compact form's, fetched on first use: the pages show with it.
  await waitUntil(() => el.shadowRoot!.querySelector('[part="list"]'), 'the pages', { timeout: 3000 });
  return el;
}

/** Every node of the accessibility tree with `role`. */
async function withRole(role: string): Promise<AxNode[]> {
  const found: AxNode[] = [];
  const walk = (node: AxNode) => {
    if (node.role === role) found.push(node);
    node.children?.forEach(walk);
  };
  walk(await a11ySnapshot({}) as unknown as AxNode);
  return found;
}

describe('the summary in the standard form', () => {
  afterEach(unmountAll);

  it('shows "41–50 of 200" ahead of the pages, as text and not as a live region', async () => {
    const el = await pager('page="5" total="200" page-size="10" modulus="4"');
    const summary = summaryOf(el)!;
    expect(summary.textContent).to.equal('41–50 of 200');
    // The first item of the list, before the first page.
    const [first, second] = el.shadowRoot!.querySelectorAll('[part="item"]');
    expect(first.contains(summary)).to.equal(true);
    expect(second.querySelector('a')!.textContent).to.equal('3');
    expect(el.shadowRoot!.querySelector('[aria-live], [role="status"], [role="log"], output')).to.equal(null);
    expect(await withRole('status')).to.deep.equal([]);
    await expect(el).to.be.accessible();
    // Follows the page.
    el.setAttribute('page', '6');
    await el.updateComplete;
    expect(summaryOf(el)!.textContent).to.equal('51–60 of 200');
  });

  it('speaks the element\'s language, its digits too', async () => {
    const de = await pager('page="500" total="20000" page-size="10"', 'de');
    await waitUntil(() => summaryOf(de)?.textContent === '4.991–5.000 von 20.000', 'German summary', { timeout: 3000 });
    const ar = await pager('page="5" total="200" page-size="10"', 'ar');
    const n = new Intl.NumberFormat('ar');
    await waitUntil(() => summaryOf(ar)?.textContent === `${n.format(41)}–${n.format(50)} من ${n.format(200)}`, 'Arabic summary', { timeout: 3000 });
  });

  it('none for a record with a page count and no count; the range for a record without a total', async () => {
    expect(summaryOf(await pager('page="5" page-count="20"'))).to.equal(null);
    const box = mount('<paginator-numbers summary></paginator-numbers>');
    const countless = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    countless.paging = { Article: { page: 3, current: 10, prevPage: true, nextPage: true, options: { page: 3, limit: 10 } } };
    await settled(box);
    await waitUntil(() => summaryOf(countless), 'the summary', { timeout: 3000 });
    expect(summaryOf(countless)!.textContent).to.equal('21 - 30');
  });

  it('holds at 320 px in a row of pagers: the pages narrow first, the summary stays on one line, nothing overflows', async () => {
    const box = mount(`<div style="display: flex; align-items: center; gap: 4px; width: 1280px">
      <paginator-link kind="prev" model="Row" page="500" total="100000" page-size="10"></paginator-link>
      <paginator-numbers summary model="Row" page="500" total="100000" page-size="10" first="1" last="1" style="min-width: 0"></paginator-numbers>
      <paginator-link kind="next" model="Row" page="500" total="100000" page-size="10"></paginator-link></div>`);
    const row = box.firstElementChild as HTMLElement;
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    await settled(box);
    const pages = () => el.shadowRoot!.querySelectorAll('a[part="link"]').length;
    await waitUntil(() => summaryOf(el) !== null, 'the summary', { timeout: 3000 });
    const wide = pages();
    for (const width of [320, 375, 1280, 320]) {
      row.style.width = `${width}px`;
      const fits = () => el.scrollWidth <= el.clientWidth && row.scrollWidth <= row.clientWidth
        && el.getBoundingClientRect().right <= row.getBoundingClientRect().right + 0.5;
      await waitUntil(fits, `overflows at ${width} px`, { timeout: 3000 });
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
      expect(fits(), `${width} px`).to.equal(true);
      const summary = summaryOf(el)!;
      expect(summary.textContent).to.equal('4,991–5,000 of 100,000');
      if (!compact(el)) expect(summary.getBoundingClientRect().height, `one line at ${width} px`).to.be.below(parseFloat(getComputedStyle(summary).fontSize) * 2);
      if (width === 320) expect(compact(el) || pages() < wide, 'narrowed at 320 px').to.equal(true);
    }
  });
});
