/**
 * App mode in a row (issue 27, the state matrix): elements bound to one
 * model form a row (DESIGN §7), and a page shown by one of them in app mode
 * is shown by all of them, as an Ajax swap shows its record to every
 * element bound to its model: in the shadow root and in light DOM, whether
 * the record comes from attributes, `paging` or a shared `source`. Elements
 * of another model stay where they are; one voice says the page once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { PaginatorElement } from '../../src/components/paginator-element/paginator-element.js';
import { guardClicks, mount, settled, unmountAll } from './support.js';

guardClicks();

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** The page each element of `box` shows, by its records. */
const pages = (box: Element) => [...box.querySelectorAll<PaginatorElement>('paginator-numbers, paginator-counter, paginator-link')]
  .map((el) => Number(el.pagingRecords![el.boundModel!].page));

/** The button of `el` that goes to the next page. */
const nextButton = (el: PaginatorElement, light: boolean) => (light ? el : el.shadowRoot!).querySelector<HTMLButtonElement>('button')!;

describe('app mode in a row bound to one model', () => {
  afterEach(unmountAll);

  for (const light of [false, true]) {
    const dom = light ? ' light' : '';
    for (const how of ['attributes', 'source']) {
      it(`${light ? 'light DOM' : 'shadow DOM'}, records from ${how}: a click on next shows the next page in the whole row`, async () => {
        const bind = how === 'attributes' ? 'model="Article" page="4" page-count="20"' : `model="Article" source="app-row-${light}"`;
        const box = mount(`<script type="application/json" id="app-row-${light}">${JSON.stringify({ Article: record(4, 20) })}</script>
          <paginator-counter navigation="app" ${bind}${dom}></paginator-counter>
          <paginator-numbers navigation="app" ${bind}${dom}></paginator-numbers>
          <paginator-link kind="next" navigation="app" ${bind}${dom}></paginator-link>
          <paginator-link kind="last" navigation="app" ${bind}${dom}></paginator-link>`);
        await settled(box);
        const next = box.querySelector<PaginatorElement>('paginator-link[kind=next]')!;
        await waitUntil(() => nextButton(next, light), 'no button in app mode', { timeout: 3000 });
        expect(pages(box)).to.deep.equal([4, 4, 4, 4]);
        let navigations = 0;
        box.addEventListener('paginator-navigate', () => navigations++);
        nextButton(next, light).click();
        await settled(box);
        expect(pages(box)).to.deep.equal([5, 5, 5, 5]);
        expect(navigations).to.equal(1);
        const counter = box.querySelector('paginator-counter')!;
        expect((light ? counter : counter.shadowRoot!).textContent!.trim()).to.equal('5 of 20');
      });
    }
  }

  it('elements of another model keep their page', async () => {
    const box = mount(`<paginator-numbers navigation="app" model="Article" page="4" page-count="20"></paginator-numbers>
      <paginator-counter navigation="app" model="Comment" page="4" page-count="20"></paginator-counter>
      <paginator-link kind="next" navigation="app" model="Article" page="4" page-count="20"></paginator-link>`);
    await settled(box);
    const next = box.querySelector<PaginatorElement>('paginator-link')!;
    await waitUntil(() => nextButton(next, false), 'no button in app mode', { timeout: 3000 });
    nextButton(next, false).click();
    await settled(box);
    expect(pages(box)).to.deep.equal([5, 4, 5]);
  });
});
