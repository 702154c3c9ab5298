/**
 * Records without JSON (issue 19, point 2): `page`, `total` (or
 * `page-count`) and `page-size` build the record when `paging` and `source`
 * are absent, on every paginator element; a record that lacks `prevPage` /
 * `nextPage` has them worked out by the core; bad values render nothing,
 * with one console error and `paginator-error` naming the attribute.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorCounter, PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import type { InputErrorDetail } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, guardClicks, mount, pageLink, sequence, settled, unmountAll } from './support.js';

guardClicks();

/** The element `markup` makes, connected and rendered. */
async function shown<T extends HTMLElement>(markup: string): Promise<T> {
  const root = mount(markup);
  await settled(root);
  const el = root.firstElementChild as T & { updateComplete: Promise<unknown> };
  await el.updateComplete;
  return el;
}

const counterText = (el: PaginatorCounter) => el.shadowRoot!.querySelector('[part="counter"]')?.textContent;
const page = (href: string | null) => href && new URL(href, location.href).searchParams.get('page');

describe('records from attributes', () => {
  afterEach(unmountAll);

  it('<paginator-numbers page="3" total="200" page-size="10"> just works', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers page="3" total="200" page-size="10" modulus="4"></paginator-numbers>');
    expect(sequence(el)).to.equal('1 | 2 | [3] | 4 | 5');
  });

  it('shows page 3 of 20 with links that name their page', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers page="3" total="200" page-size="10" modulus="4" prev next></paginator-numbers>');
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('3');
    expect(page(pageLink(el, '4').getAttribute('href'))).to.equal('4');
    const prev = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[rel="prev"]')!;
    expect(page(prev.getAttribute('href'))).to.equal('2');
  });

  it('works on the counter, the link and the jump form too', async () => {
    const counter = await shown<PaginatorCounter>('<paginator-counter page="3" total="195" page-size="10" format="range"></paginator-counter>');
    expect(counterText(counter)).to.equal('21–30 of 195');
    const last = await shown<PaginatorCounter>('<paginator-counter page="20" total="195" page-size="10" format="%current% on %page% of %pages%"></paginator-counter>');
    expect(counterText(last)).to.equal('5 on 20 of 20');
    const next = await shown<PaginatorLink>('<paginator-link kind="next" page="19" total="200" page-size="10"></paginator-link>');
    expect(page(next.shadowRoot!.querySelector('a')!.getAttribute('href'))).to.equal('20');
    const jump = await shown<HTMLElement>('<paginator-jump page="2" page-count="7"></paginator-jump>');
    expect(jump.shadowRoot!.querySelector<HTMLInputElement>('input[type="number"]')!.max).to.equal('7');
  });

  it('on <paginator-link kind="page">, page is the page linked to, as before', async () => {
    const el = await shown<PaginatorLink>('<paginator-link kind="page" page="4" total="100"></paginator-link>');
    expect(page(el.shadowRoot!.querySelector('a')!.getAttribute('href'))).to.equal('4');
  });

  it('takes numbers as properties (what React and Vue set)', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers modulus="2"></paginator-numbers>');
    Object.assign(el, { page: 5, total: 90, pageSize: 10 });
    await el.updateComplete;
    expect(sequence(el)).to.equal('4 | [5] | 6');
    expect(el.shadowRoot!.querySelectorAll('[part~="link"]')).to.have.length(2);
  });

  it('page-count wins over total for the number of pages; total stays the count', async () => {
    const numbers = await shown<PaginatorNumbers>('<paginator-numbers page="2" page-count="3" total="200"></paginator-numbers>');
    expect(sequence(numbers)).to.equal('1 | [2] | 3');
    const counter = await shown<PaginatorCounter>('<paginator-counter page="2" page-count="3" total="200" format="%pages% %count%"></paginator-counter>');
    expect(counterText(counter)).to.equal('3 200');
  });

  it('total without page-size pages by 10; page defaults to 1', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers total="25"></paginator-numbers>');
    expect(sequence(el)).to.equal('[1] | 2 | 3');
  });

  it('total 0 is page 1 of an empty set: no numbers, and the counter says so', async () => {
    const numbers = await shown<PaginatorNumbers>('<paginator-numbers total="0"></paginator-numbers>');
    expect(numbers.shadowRoot!.querySelector('ul')).to.equal(null);
    const counter = await shown<PaginatorCounter>('<paginator-counter total="0" format="range"></paginator-counter>');
    expect(counterText(counter)).to.equal('0–0 of 0');
  });

  it('paging wins over the attributes', async () => {
    const el = await shown<PaginatorNumbers>(`<paginator-numbers total="500" paging='{"page": 2, "pageCount": 3}'></paginator-numbers>`);
    expect(sequence(el)).to.equal('1 | [2] | 3');
  });

  it('a page changed by attribute re-renders', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers page="1" page-count="3"></paginator-numbers>');
    el.setAttribute('page', '3');
    await el.updateComplete;
    expect(sequence(el)).to.equal('1 | 2 | [3]');
  });
});

describe('records that lack prevPage and nextPage', () => {
  afterEach(unmountAll);

  it('{page: 7, pageCount: 20} shows Previous and Next enabled', async () => {
    const paging = JSON.stringify({ page: 7, pageCount: 20 });
    const prev = await shown<PaginatorLink>(`<paginator-link kind="prev" paging='${paging}'></paginator-link>`);
    const next = await shown<PaginatorLink>(`<paginator-link kind="next" paging='${paging}'></paginator-link>`);
    expect(page(prev.shadowRoot!.querySelector('a')!.getAttribute('href'))).to.equal('6');
    expect(page(next.shadowRoot!.querySelector('a')!.getAttribute('href'))).to.equal('8');
    expect(prev.shadowRoot!.querySelector('[aria-disabled]')).to.equal(null);
  });

  it('on the first and last pages, the one that goes nowhere is disabled', async () => {
    const first = await shown<PaginatorLink>(`<paginator-link kind="prev" paging='{"page": 1, "pageCount": 20}'></paginator-link>`);
    const last = await shown<PaginatorLink>(`<paginator-link kind="next" paging='{"page": 20, "pageCount": 20}'></paginator-link>`);
    expect(first.shadowRoot!.querySelector('[aria-disabled="true"]')).not.to.equal(null);
    expect(last.shadowRoot!.querySelector('[aria-disabled="true"]')).not.to.equal(null);
  });

  it('{page: 2, count: 25, limit 10} has its page count worked out: pages 1 to 3, next enabled', async () => {
    const paging = JSON.stringify({ page: 2, count: 25, defaults: { limit: 10 }, options: { limit: 10 } });
    const numbers = await shown<PaginatorNumbers>(`<paginator-numbers paging='${paging}'></paginator-numbers>`);
    expect(sequence(numbers)).to.equal('1 | [2] | 3');
    const next = await shown<PaginatorLink>(`<paginator-link kind="next" paging='${paging}'></paginator-link>`);
    expect(page(next.shadowRoot!.querySelector('a')!.getAttribute('href'))).to.equal('3');
  });

  it('an explicit prevPage / nextPage is kept, even where it disagrees', async () => {
    const el = await shown<PaginatorLink>(`<paginator-link kind="next" paging='{"page": 7, "pageCount": 20, "nextPage": false}'></paginator-link>`);
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[aria-disabled="true"]')).not.to.equal(null);
  });
});

describe('bad record attributes', () => {
  afterEach(unmountAll);

  /** The element with `attributes` renders nothing and reports one error naming `field`. */
  async function refused(tag: string, attributes: Record<string, string>, field: string): Promise<void> {
    const root = mount();
    const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const details: InputErrorDetail[] = [];
    el.addEventListener('paginator-error', (event) => details.push((event as CustomEvent<InputErrorDetail>).detail));
    const errors = await consoleErrors(async () => {
      root.append(el);
      await el.updateComplete;
    });
    expect(details.map((detail) => detail.field), JSON.stringify(attributes)).to.deep.equal([field]);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include(`<${tag}>`).and.include(field);
    expect(el.shadowRoot!.querySelector('a, button, [part]')).to.equal(null);
    root.remove();
  }

  it('refuses a page beyond the page count, naming page', async () => {
    await refused('paginator-numbers', { page: '21', total: '200' }, 'page');
  });

  it('refuses a page without a total or a page count, naming total', async () => {
    await refused('paginator-numbers', { page: '2' }, 'total');
  });

  it('refuses page 0 and page-size 0', async () => {
    await refused('paginator-numbers', { page: '0', total: '10' }, 'page');
    await refused('paginator-counter', { total: '10', 'page-size': '0' }, 'page-size');
  });

  it('a counter in its default format needs no total: page-count alone reads "2 of 5" (issue 27, the state matrix)', async () => {
    const errors = await consoleErrors(async () => {
      const counter = await shown<PaginatorCounter>('<paginator-counter page="2" page-count="5"></paginator-counter>');
      expect(counter.shadowRoot!.textContent!.trim()).to.equal('2 of 5');
    });
    expect(errors).to.deep.equal([]);
  });

  it('names total when a counter format needs the count and only page-count is given', async () => {
    await refused('paginator-counter', { page: '2', 'page-count': '5', format: 'range' }, 'total');
  });

  it('property: non-numeric, negative, fractional or huge values are refused, naming the attribute', async () => {
    const bad = fc.oneof(
      fc.constantFrom('abc', '-1', '2.5', '1e3', ' 3', '3 ', '0x10', '99999999999999999999', 'NaN', 'Infinity', '<b>3</b>', '３'),
      fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\d+$/.test(text)),
    );
    const good: Record<string, string> = { page: '2', total: '100', 'page-count': '10', 'page-size': '10' };
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('paginator-numbers', 'paginator-counter', 'paginator-link'),
      fc.constantFrom('page', 'total', 'page-count', 'page-size'),
      bad,
      async (tag, field, value) => {
        await refused(tag, { ...good, [field]: value }, field);
      },
    ), { numRuns: 60 });
  });
});
