/**
 * How the paginator elements update: from the core's page items, writing
 * only what changed — the nodes that stay are the same nodes, an unchanged
 * text or attribute is not written again, a focused link keeps focus — and
 * what a followed link says comes from its item, never from its markup.
 */
import { elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/paginator-link/paginator-link.js';
import type { PaginatorLink } from '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import type { NavigateDetail } from '../../src/components/paginator-element/paginator-element.js';
import { pageLink, sequence } from './support.js';

const record = (page: number, pageCount = 20) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** The mutations `change` makes in `root` (its subtree), by kind. */
async function mutationsOf(root: Node, change: () => Promise<void>): Promise<MutationRecord[]> {
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  await change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

describe('partial updates', () => {
  it('a record one page on keeps every node of the window and writes only the texts and hrefs that changed', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10) }} first="2" last="2"></paginator-numbers>`);
    const before = Array.from(el.shadowRoot!.querySelectorAll('*'));
    const records = await mutationsOf(el.shadowRoot!, async () => {
      el.paging = { Article: record(11) };
      await elementUpdated(el);
    });
    expect(sequence(el)).to.equal('1 | 2...7 | 8 | 9 | 10 | [11] | 12 | 13 | 14 | 15...19 | 20');
    // The window moved by one: each link shows another page, the current page moved one list item on.
    const after = Array.from(el.shadowRoot!.querySelectorAll('*'));
    const kept = after.filter((node) => before.includes(node));
    expect(kept.length, 'nodes kept').to.be.greaterThan(after.length - 4);
    // The first run's nodes did not change at all.
    const untouched = [pageLink(el, '1'), pageLink(el, '2')];
    for (const record of records) {
      expect(untouched.some((node) => node === record.target || node.contains(record.target)), 'a mutation in the unchanged first run').to.equal(false);
    }
    // No attribute was set to the value it had.
    for (const record of records.filter((r) => r.type === 'attributes')) {
      expect((record.target as Element).getAttribute(record.attributeName!), `${record.attributeName} rewritten as it was`).to.not.equal(record.oldValue);
    }
  });

  it('a focused link keeps focus while the record changes around it', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10) }}></paginator-numbers>`);
    const link = pageLink(el, '12');
    link.focus();
    el.paging = { Article: record(11) };
    await elementUpdated(el);
    expect(el.shadowRoot!.activeElement).to.equal(link);
    expect(link.isConnected).to.equal(true);
  });

  it('a separator that reads "..." stays a separator, and before / after texts have their own parts', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(2, 3) }} separator="..." before="[" after="]"></paginator-numbers>`);
    const parts = Array.from(el.shadowRoot!.querySelectorAll('[aria-hidden="true"]')).map((node) => `${node.getAttribute('part')}:${node.textContent}`);
    expect(parts).to.deep.equal(['before:[', 'separator:...', 'separator:...', 'after:]']);
    expect(el.shadowRoot!.querySelector('[part="ellipsis"]')).to.equal(null);
  });

  it('paginator-navigate says the page the link leads to, from its item: named URLs, and a sort link', async () => {
    // The test page must not follow the links: stopped once the element has seen the click.
    const stay = (event: Event) => event.preventDefault();
    addEventListener('click', stay);
    try {
      await navigations();
    } finally {
      removeEventListener('click', stay);
    }
  });
});

/** Follows a page link of a numbers element in named URLs, and a sort link; checks what paginator-navigate says. */
async function navigations(): Promise<void> {
  const numbers = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(3, 9) }} url-style="named"
    url='{"controller": "articles", "action": "index", "0": "page:7"}'></paginator-numbers>`);
  const navigated = oneEvent(numbers, 'paginator-navigate');
  const link = pageLink(numbers, '4');
  // A passed part that reads like a page is only a passed part: the page is the item's.
  expect(link.getAttribute('href')).to.equal('/articles/index/page%3A7/page:4');
  link.click();
  expect(((await navigated) as CustomEvent<NavigateDetail>).detail).to.include({ page: 4, kind: 'number' });

  const sort = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" .paging=${{ Article: record(3, 9) }}></paginator-link>`);
  const sorted = oneEvent(sort, 'paginator-navigate');
  const a = sort.shadowRoot!.querySelector('a')!;
  a.click();
  expect(((await sorted) as CustomEvent<NavigateDetail>).detail).to.include({ page: 3, kind: 'sort' });
}
