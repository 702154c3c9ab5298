// Issue 20, point 4: an Ajax answer's records reach the elements bound to
// its models through the page's index of bound elements
// (src/ajax/bound-consumers.ts), so the work of a swap is that of the
// elements it updates, however many other paginators the page has. The
// work is counted (reads and writes of the elements' properties, fittings
// measured), never timed.
import { expect, fixtureSync, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PaginatorElement } from '../../src/index.js';
import { ajaxUpdate, applyPaging, PAGING_CONSUMERS, type AjaxLoadDetail } from '../../src/ajax/ajax-update.js';
import { consumersOf, FILES_ITSELF } from '../../src/ajax/bound-consumers.js';
import { TestPagingConsumer } from './test-paging-consumer.js';

const record = (page: number, pageCount: number, extra: object = {}) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 }, ...extra,
});

/** Run after each test, last in first out. */
let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
});

/** Every paginator element under `root`, in open shadow roots too. */
function paginators(root: ParentNode): PaginatorElement[] {
  const found: PaginatorElement[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.localName.startsWith('paginator-')) found.push(element as PaginatorElement);
    if (element.shadowRoot) found.push(...paginators(element.shadowRoot));
  }
  return found;
}

/** Waits until every paginator element under `root` has rendered what it was given. */
async function settled(root: ParentNode): Promise<void> {
  for (const element of paginators(root)) await element.updateComplete;
}

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

/** The accessor `name` of `object`'s prototypes, if it has one. */
function accessor(object: object, name: string): PropertyDescriptor | undefined {
  for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/**
 * Counts, in `counts`, each read and write of the properties `names` of
 * `element` (through its own accessor, which calls the prototype's), until
 * the test ends.
 */
function countAccess(element: Element, names: string[], counts: Map<Element, number>): void {
  for (const name of names) {
    const descriptor = accessor(element, name);
    if (!descriptor) continue;
    const { get, set } = descriptor;
    const count = () => counts.set(element, (counts.get(element) ?? 0) + 1);
    Object.defineProperty(element, name, {
      configurable: true,
      get() {
        count();
        return get!.call(this);
      },
      set: set && function (this: Element, value: unknown) {
        count();
        set.call(this, value);
      },
    });
    cleanups.push(() => delete (element as unknown as Record<string, unknown>)[name]);
  }
}

/** What a swap reads and writes of an element (PagingConsumer), and what a walk of the page reads of any element. */
const WATCHED = ['boundModel', 'pagingRecords', 'paging', 'localName', 'shadowRoot', 'isConnected'];

describe('an Ajax answer reaches exactly the elements bound to its models', () => {
  function bound() {
    const root = fixtureSync<HTMLElement>(html`
      <div>
        <div id="results"></div>
        <paginator-numbers id="numbers" .paging=${{ Article: record(1, 5) }}></paginator-numbers>
        <paginator-counter id="light" light .paging=${{ Article: record(1, 5) }}></paginator-counter>
        <paginator-link id="both" kind="next" model="Article" .paging=${{ Article: record(1, 5), Comment: record(2, 3) }}></paginator-link>
        <paginator-counter id="comment" .paging=${{ Comment: record(1, 3) }}></paginator-counter>
        <div id="open"></div>
        <div id="closed"></div>
      </div>
    `);
    const open = root.querySelector('#open')!.attachShadow({ mode: 'open' });
    open.innerHTML = `<section><paginator-counter id="in-open"></paginator-counter><div id="inner"></div></section>`;
    // A shadow root inside a shadow root: still reachable from the page.
    open.querySelector('#inner')!.attachShadow({ mode: 'open' }).innerHTML = '<paginator-numbers id="nested"></paginator-numbers>';
    const closed = root.querySelector('#closed')!.attachShadow({ mode: 'closed' });
    closed.innerHTML = '<paginator-counter id="in-closed"></paginator-counter>';
    const inOpen = open.querySelector<PaginatorElement>('#in-open')!;
    const nested = open.querySelector('#inner')!.shadowRoot!.querySelector<PaginatorElement>('#nested')!;
    const inClosed = closed.querySelector<PaginatorElement>('#in-closed')!;
    for (const element of [inOpen, nested, inClosed]) element.paging = { Article: record(1, 5) };
    const get = (id: string) => root.querySelector<PaginatorElement>(`#${id}`)!;
    return {
      root, inOpen, nested, inClosed,
      numbers: get('numbers'), light: get('light'), both: get('both'), comment: get('comment'),
      results: root.querySelector<HTMLElement>('#results')!,
    };
  }

  it('a swap updates the elements of its model, in light DOM and open shadow roots, and no other', async () => {
    const page = bound();
    await Promise.all([page.numbers, page.light, page.both, page.comment, page.inOpen, page.nested, page.inClosed].map((element) => element.updateComplete));
    const comment = page.comment.paging;
    const counts = new Map<Element, number>();
    countAccess(page.comment, WATCHED, counts);
    const loaded = new Promise<CustomEvent<AjaxLoadDetail>>((resolve) => page.results.addEventListener('paginator-load', resolve as EventListener, { once: true }));

    expect(await ajaxUpdate({ url: '/__test/page?n=3', update: 'results', source: page.results })).to.equal('loaded');
    expect((await loaded).detail.paging!.Article).to.include({ page: 3, from: 'script' });
    for (const element of [page.numbers, page.light, page.both, page.inOpen, page.nested]) {
      expect(element.pagingRecords!.Article, element.id).to.include({ page: 3, from: 'script' });
    }
    // The other model of an element that shows two is kept.
    expect(page.both.pagingRecords!.Comment).to.deep.equal(record(2, 3));
    // Not bound to the answer's model: not even looked at.
    expect(counts.get(page.comment) ?? 0).to.equal(0);
    expect(page.comment.paging === comment, 'the Comment counter keeps its paging').to.equal(true);
    // A closed shadow root is not reached, as applyPaging says (open shadow roots only).
    expect(page.inClosed.pagingRecords!.Article).to.deep.equal(record(1, 5));
    await settled(page.root);
    expect(page.light.textContent!.trim()).to.equal('3 of 5');
    expect(page.inOpen.shadowRoot!.textContent!.trim()).to.equal('3 of 5');
  });

  it('applyPaging with a root reaches only the elements under it, across open shadow roots', async () => {
    const page = bound();
    await settled(page.root);
    applyPaging({ Article: record(4, 5) }, page.root.querySelector('#open')!);
    await settled(page.root);
    expect([page.inOpen, page.nested].map((element) => element.pagingRecords!.Article.page)).to.deep.equal([4, 4]);
    expect([page.numbers, page.light, page.both, page.inClosed].map((element) => element.pagingRecords!.Article.page)).to.deep.equal([1, 1, 1, 1]);
    applyPaging({ Article: record(2, 5) }, page.numbers);
    await settled(page.root);
    expect([page.numbers, page.light, page.inOpen].map((element) => element.pagingRecords!.Article.page)).to.deep.equal([2, 1, 4]);
  });

  it('an element whose model changed is found under its new model only', async () => {
    const page = bound();
    await settled(page.root);
    page.numbers.paging = { Comment: record(1, 3) };
    await page.numbers.updateComplete;
    applyPaging({ Article: record(5, 5) });
    await settled(page.root);
    expect(page.numbers.pagingRecords).to.deep.equal({ Comment: record(1, 3) });
    applyPaging({ Comment: record(3, 3) });
    await settled(page.root);
    expect(page.numbers.pagingRecords!.Comment.page).to.equal(3);
    expect(page.comment.pagingRecords!.Comment.page).to.equal(3);
    // `model` picks another of its records.
    expect(page.both.pagingRecords!.Article.page).to.equal(5);
    page.both.model = 'Comment';
    await page.both.updateComplete;
    applyPaging({ Article: record(4, 5) });
    await settled(page.root);
    expect(page.both.pagingRecords!.Article.page).to.equal(5);
    applyPaging({ Comment: record(1, 3) });
    await settled(page.root);
    expect(page.both.pagingRecords!.Comment.page).to.equal(1);
  });

  it('a disconnected element is neither updated nor kept; connected again, it is found again', async () => {
    const page = bound();
    await settled(page.root);
    const { numbers, inOpen } = page;
    numbers.remove();
    // Its shadow root's elements leave with their host.
    page.root.querySelector('#open')!.remove();
    applyPaging({ Article: record(5, 5) });
    await Promise.all([numbers.updateComplete, inOpen.updateComplete]);
    expect(numbers.pagingRecords!.Article.page).to.equal(1);
    expect(inOpen.pagingRecords!.Article.page).to.equal(1);
    const listed = consumersOf('Article');
    expect(listed.includes(numbers) || listed.includes(inOpen), 'the index lists a removed element').to.equal(false);
    // Nothing in the page's shared state holds it (the state every copy of the library reads).
    const state = (globalThis as Record<symbol, unknown>)[Symbol.for('paginator-elements.consumers.1')] as {
      byModel: Map<string, Set<Element>>; filed: Map<Element, string>;
    };
    const held = [...state.filed.keys(), ...[...state.byModel.values()].flatMap((set) => [...set])];
    expect(held.includes(numbers) || held.includes(inOpen), 'the shared state holds a removed element').to.equal(false);

    page.root.append(numbers);
    applyPaging({ Article: record(2, 5) });
    await numbers.updateComplete;
    expect(numbers.pagingRecords!.Article.page).to.equal(2);
  });

  it('the index is one for the page: another copy of the library sees this copy\'s elements, and this copy another\'s', async () => {
    const page = bound();
    await settled(page.root);
    // A second instance of the module, as another copy of the library loads it.
    const other: typeof import('../../src/ajax/bound-consumers.js') = await import(new URL('../../src/ajax/bound-consumers.ts?copy=2', import.meta.url).href);
    expect(other.consumersOf === consumersOf).to.equal(false);
    expect(other.consumersOf('Article')).to.include.members([page.numbers, page.light, page.both, page.inOpen, page.nested]);
    expect(other.consumersOf('Article')).not.to.include(page.comment);

    /** An element of the other copy: it files itself through that copy's module, and says so. */
    class OtherCopyConsumer extends TestPagingConsumer {
      override connectedCallback(): void {
        super.connectedCallback();
        other.fileConsumer(this);
      }
      disconnectedCallback(): void {
        other.dropConsumer(this);
      }
    }
    expect(other.FILES_ITSELF === FILES_ITSELF, 'one symbol for every copy').to.equal(true);
    Object.defineProperty(OtherCopyConsumer, other.FILES_ITSELF, { value: true });
    customElements.define('other-copy-consumer', OtherCopyConsumer);
    PAGING_CONSUMERS.add('other-copy-consumer');
    cleanups.push(() => PAGING_CONSUMERS.delete('other-copy-consumer'));
    const element = new OtherCopyConsumer();
    element.paging = { Article: record(1, 5) };
    element.received = [];
    page.root.append(element);
    // Found through the shared index only: its class files its elements, so the page is not walked for it.
    applyPaging({ Article: record(3, 5) });
    expect(element.received).to.deep.equal([{ Article: record(3, 5) }]);
    element.remove();
    applyPaging({ Article: record(4, 5) });
    expect(element.received).to.have.length(1);
  });

  it('an element whose record came from its attributes says the page an answer brought in its page attribute', async () => {
    const root = fixtureSync<HTMLElement>(html`<div>
      <paginator-numbers model="Article" page="20" page-count="20"></paginator-numbers>
      <paginator-link kind="prev" model="Article" page="20" page-count="20"></paginator-link>
      <paginator-counter model="Article" paging='{"page": 20, "pageCount": 20}'></paginator-counter>
    </div>`);
    await settled(root);
    applyPaging({ Article: record(19, 20) });
    await settled(root);
    // Reflected after the update that showed the record.
    await settled(root);
    const [numbers, link, counter] = paginators(root);
    expect([numbers.getAttribute('page'), link.getAttribute('page'), counter.hasAttribute('page')]).to.deep.equal(['19', '19', false]);
    expect(numbers.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('19');
  });
});

describe('the work of a swap does not grow with the page', () => {
  /**
   * A page with two elements bound to Article and `others` paginators bound
   * to other models (numbers, counters and links, some in shadow roots),
   * between plain elements.
   */
  async function pageWith(others: number) {
    const root = fixtureSync<HTMLElement>(html`<div><div id="results"></div></div>`);
    const bound = [document.createElement('paginator-numbers'), document.createElement('paginator-counter')] as PaginatorElement[];
    for (const element of bound) element.paging = { Article: record(1, 50) };
    const unrelated: Element[] = [];
    const tags = ['paginator-numbers', 'paginator-counter', 'paginator-link'];
    for (let i = 0; i < others; i++) {
      const box = document.createElement('div');
      const element = document.createElement(tags[i % 3]) as PaginatorElement;
      element.paging = { [`Other${i % 7}`]: record(1 + (i % 5), 50) };
      if (i % 4 === 0) box.attachShadow({ mode: 'open' }).append(element);
      else box.append(element);
      root.append(box);
      unrelated.push(box, element);
    }
    root.prepend(bound[0]);
    root.append(bound[1]);
    await settled(root);
    return { root, bound, unrelated, results: root.querySelector<HTMLElement>('#results')! };
  }

  /** What applying one answer's record reads and writes, on the bound elements and on all the others. */
  async function applied(others: number): Promise<{ bound: number; unrelated: number }> {
    const page = await pageWith(others);
    const counts = new Map<Element, number>();
    for (const element of [...page.bound, ...page.unrelated]) countAccess(element, WATCHED, counts);
    applyPaging({ Article: record(2, 50) });
    const sum = (elements: Element[]) => elements.reduce((total, element) => total + (counts.get(element) ?? 0), 0);
    const touched = { bound: sum(page.bound), unrelated: sum(page.unrelated) };
    await settled(page.root);
    expect(page.bound.map((element) => element.pagingRecords!.Article.page)).to.deep.equal([2, 2]);
    return touched;
  }

  it('applyPaging touches the same elements, as often, with 1,000 other paginators as with 3', async function () {
    this.timeout(60_000);
    const small = await applied(3);
    const large = await applied(1000);
    expect(large).to.deep.equal(small);
    expect(small.unrelated).to.equal(0);
    expect(small.bound).to.be.above(0);
  });

  /**
   * How many of `<paginator-numbers>` measure their width (read
   * `scrollWidth`, width-fit.ts) in the frames after a swap on a page of
   * `others` fitted pagers, all children of the box the swapped region
   * grows.
   */
  async function measuredAfterSwap(others: number): Promise<number> {
    const root = fixtureSync<HTMLElement>(html`<div style="width: 1000px"><div id="results"></div></div>`);
    const pagers: PaginatorElement[] = [];
    for (let i = 0; i < others + 1; i++) {
      const element = document.createElement('paginator-numbers') as PaginatorElement;
      // Windowed (50 pages), so each one has sizes to fit and measures when asked to.
      element.paging = { [i ? `Other${i}` : 'Article']: record(25, 50) };
      root.append(element);
      pagers.push(element);
    }
    await settled(root);
    // The first fittings are done.
    await frames(3);
    const measured = new Set<Element>();
    for (const element of pagers) {
      const { get } = accessor(element, 'scrollWidth')!;
      Object.defineProperty(element, 'scrollWidth', {
        configurable: true,
        get() {
          measured.add(this as Element);
          return get!.call(this);
        },
      });
      cleanups.push(() => delete (element as unknown as Record<string, unknown>).scrollWidth);
    }
    // The answer makes the region (and so the pagers' parent) taller, and brings page 3 of Article.
    expect(await ajaxUpdate({ url: '/__test/page?n=3', update: 'results', source: root.querySelector('#results')! })).to.equal('loaded');
    expect(pagers[0].pagingRecords!.Article.page).to.equal(3);
    await pagers[0].updateComplete;
    await frames(3);
    expect(measured.has(pagers[0]), 'the pager that rendered measures').to.equal(true);
    return measured.size;
  }

  it('after a swap, only the pager that rendered measures its width, with 1,000 others as with 3', async function () {
    this.timeout(60_000);
    expect(await measuredAfterSwap(3)).to.equal(1);
    expect(await measuredAfterSwap(1000)).to.equal(1);
  });
});
