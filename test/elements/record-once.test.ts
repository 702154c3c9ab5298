/**
 * An element reads its paging record once, when the record arrives, and
 * never again at a render (issue 28, "Parse once"): a render the page asks
 * for with another setting reads no field of the record; a new record is
 * read (and shown) when it comes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';

/** A record whose `page` counts how often it is read. */
function countedRecord(page: number) {
  const record: Record<string, unknown> = {
    pageCount: 50, count: 500, current: 10, prevPage: page > 1, nextPage: page < 50, defaults: { limit: 10 }, options: { page, limit: 10 },
  };
  const counter = { reads: 0 };
  Object.defineProperty(record, 'page', { enumerable: true, configurable: true, get: () => (counter.reads++, page) });
  return { record, counter };
}

describe('a record read once, when it arrives', () => {
  it('<paginator-numbers> with prev and next reads no field of its record again at a render', async () => {
    const { record, counter } = countedRecord(25);
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers first="2" last="2" prev next .paging=${{ Article: record }}></paginator-numbers>`);
    const arrived = counter.reads;
    expect(arrived).to.be.above(0);
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('25');
    for (const separator of [' / ', ' · ', ' | ']) {
      el.separator = separator;
      await el.updateComplete;
    }
    el.requestUpdate();
    await el.updateComplete;
    expect(counter.reads).to.equal(arrived);
    // A new record is read, and shown.
    const next = countedRecord(26);
    el.paging = { Article: next.record };
    await el.updateComplete;
    expect(next.counter.reads).to.be.above(0);
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('26');
  });

  it('<paginator-counter> reads no field of its record again at a render', async () => {
    const { record, counter } = countedRecord(3);
    const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: record }}></paginator-counter>`);
    const arrived = counter.reads;
    el.format = 'range';
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('21');
    el.format = 'pages';
    await el.updateComplete;
    expect(counter.reads).to.equal(arrived);
  });
});
