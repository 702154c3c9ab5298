/**
 * Issue 27, a missing feature: `hide-single-page` on `<paginator-numbers>`
 * and `<paginator-link>`. With one page (no previous, no next) the element
 * hides itself and its landmark, takes no room in a row, and shows again
 * when its record has more pages. A value other than present/absent is
 * reported (one console error naming the attribute, `paginator-error`) and
 * the element shows, as without it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import type { PaginatorElement } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

const shown = (el: Element) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;

interface AxNode { role: string; name: string }

describe('hide-single-page', () => {
  afterEach(unmountAll);

  it('numbers and links hide with one page, the landmark too, and take no room in a flex row', async () => {
    const box = mount(`<div style="display: flex; gap: 20px"><span>before</span>
      <paginator-numbers hide-single-page prev next aria-label="Pages of articles"></paginator-numbers>
      <paginator-link kind="next" hide-single-page></paginator-link><span>after</span></div>`);
    const numbers = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const link = box.querySelector<PaginatorLink>('paginator-link')!;
    const [before, after] = box.querySelectorAll('span');
    numbers.paging = link.paging = { Article: record(1, 1) };
    await settled(box);
    expect(shown(numbers)).to.equal(false);
    expect(shown(link)).to.equal(false);
    // Only the one gap between the two spans is left.
    expect(after.getBoundingClientRect().left - before.getBoundingClientRect().right).to.equal(20);
    const snapshot = await a11ySnapshot({}) as unknown as AxNode;
    expect(findAccessibilityNode(snapshot as never, (node: AxNode) => node.role === 'navigation' && node.name === 'Pages of articles')).to.equal(null);

    numbers.paging = link.paging = { Article: record(1, 3) };
    await settled(box);
    expect(shown(numbers)).to.equal(true);
    expect(shown(link)).to.equal(true);
    expect(numbers.shadowRoot!.querySelector('[aria-current]')!.textContent).to.equal('1');
    const again = await a11ySnapshot({}) as unknown as AxNode;
    expect(findAccessibilityNode(again as never, (node: AxNode) => node.role === 'navigation' && node.name === 'Pages of articles')).to.not.equal(null);
  });

  it('a countless record on page 1 without a next page is one page; with a next page it is not', async () => {
    const box = mount('<paginator-numbers hide-single-page prev next></paginator-numbers>');
    const numbers = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    numbers.paging = { Article: { page: 1, current: 4, prevPage: false, nextPage: false, options: { page: 1, limit: 10 } } };
    await settled(box);
    expect(shown(numbers)).to.equal(false);
    numbers.paging = { Article: { page: 1, current: 10, prevPage: false, nextPage: true, options: { page: 1, limit: 10 } } };
    await settled(box);
    expect(shown(numbers)).to.equal(true);
  });

  it('in light DOM too, and without the attribute a one-page link still shows its disabled label', async () => {
    const box = mount('<paginator-link kind="next" light hide-single-page></paginator-link><paginator-link kind="next"></paginator-link>');
    const [hidden, plain] = box.querySelectorAll<PaginatorElement>('paginator-link');
    hidden.paging = plain.paging = { Article: record(1, 1) };
    await settled(box);
    await waitUntil(() => shown(plain), 'the link without the attribute never showed', { timeout: 3000 });
    expect(shown(hidden)).to.equal(false);
    expect(hidden.childNodes.length).to.equal(0);
  });

  for (const value of ['false', 'yes']) {
    it(`a value ("${value}") on a link is one console error naming hide-single-page, paginator-error, and the element shows`, async () => {
      const box = mount();
      const fields: string[] = [];
      box.addEventListener('paginator-error', (event) => fields.push((event as CustomEvent).detail.field));
      let link!: PaginatorLink;
      const errors = await consoleErrors(async () => {
        box.innerHTML = `<paginator-link kind="next" hide-single-page="${value}"></paginator-link>`;
        link = box.querySelector<PaginatorLink>('paginator-link')!;
        link.paging = { Article: record(1, 1) };
        await settled(box);
        // Reported once, not at every render.
        link.paging = { Article: record(1, 1) };
        await settled(box);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include('<paginator-link>').and.include('hide-single-page').and.include(value);
      expect(fields).to.deep.equal(['hide-single-page']);
      // Shown as without the attribute: the disabled label of next.
      expect(shown(link)).to.equal(true);
      expect(link.shadowRoot!.querySelector('[aria-disabled]')).to.not.equal(null);
    });
  }
});
