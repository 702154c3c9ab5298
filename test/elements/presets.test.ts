/**
 * Light mode in the markup of the CSS a page already has (issue 13 point 4):
 * `preset="bootstrap"` writes Bootstrap 5's pagination exactly, checked
 * against Bootstrap's real stylesheet (the `bootstrap` package); `preset="list"`
 * a plain list a Tailwind user styles through the class attributes. Shadow
 * mode keeps its parts; an unknown preset is reported.
 */
import { elementUpdated, expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { createPaging, LIST_PRESETS, listMarkup, nextItem, numbersItems, prevItem, type PageItem, type PaginatorNumbers } from '../../src/index.js';
import { consoleErrors } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const href = (page: number) => `${location.pathname}?page=${page}`;
/** The markup with the whitespace between tags removed, as Bootstrap's documentation writes it indented. */
const tight = (markup: string) => markup.replace(/>\s+</g, '><').trim();

/** Bootstrap 5's stylesheet from the package, once for the whole file. */
before(async () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/node_modules/bootstrap/dist/css/bootstrap.min.css';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
});

describe('<paginator-numbers light preset>', () => {
  it('bootstrap: Bootstrap 5’s pagination markup, exactly, inside the host’s landmark', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="bootstrap" prev="Previous" next="Next"
      aria-label="Page navigation example" modulus="2" last="1" .paging=${{ Article: record(1, 9) }}></paginator-numbers>`);
    // https://getbootstrap.com/docs/5.3/components/pagination/ ("Disabled and active states", with spans).
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(tight(`
      <ul class="pagination">
        <li class="page-item disabled"><span class="page-link">Previous</span></li>
        <li class="page-item active" aria-current="page"><span class="page-link">1</span></li>
        <li class="page-item"><a href="${href(2)}" class="page-link">2</a></li>
        <li class="page-item"><a href="${href(3)}" class="page-link">3</a></li>
        <li class="page-item disabled"><span class="page-link">...</span></li>
        <li class="page-item"><a href="${href(9)}" class="page-link">9</a></li>
        <li class="page-item"><a href="${href(2)}" class="page-link" rel="next">Next</a></li>
      </ul>`));
    expect(el.getAttribute('role')).to.equal('navigation');
    await expect(el).to.be.accessible();
  });

  it('bootstrap: Bootstrap’s stylesheet applies: a flex list of bordered items, the active one filled, the disabled one muted', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="bootstrap" prev next
      .paging=${{ Article: record(1, 3) }}></paginator-numbers>`);
    const list = getComputedStyle(el.querySelector('ul')!);
    expect(list.display).to.equal('flex');
    expect(list.listStyleType).to.equal('none');
    const link = getComputedStyle(el.querySelector('a.page-link')!);
    expect(link.borderTopStyle).to.equal('solid');
    expect(parseFloat(link.borderTopWidth)).to.be.greaterThan(0);
    expect(link.textDecorationLine).to.equal('none');
    const active = getComputedStyle(el.querySelector('.active > .page-link')!);
    expect(active.backgroundColor).to.equal('rgb(13, 110, 253)');
    expect(active.color).to.equal('rgb(255, 255, 255)');
    const disabled = getComputedStyle(el.querySelector('.disabled > .page-link')!);
    // Bootstrap 5.3's --bs-secondary-color and --bs-secondary-bg.
    expect(disabled.color).to.equal('rgba(33, 37, 41, 0.75)');
    expect(disabled.backgroundColor).to.equal('rgb(233, 236, 239)');
    expect(disabled.pointerEvents).to.equal('none');
    await expect(el).to.be.accessible();
  });

  it('list: a plain list with the classes the page gives, no separators, for Tailwind', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="list" list-class="flex gap-1" item-class="inline"
      link-class="px-3 py-1 rounded" current-class="bg-blue-600 text-white" disabled-class="opacity-50"
      .paging=${{ Article: record(2, 3) }} prev next></paginator-numbers>`);
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(tight(`
      <ul class="flex gap-1">
        <li class="inline"><a href="${href(1)}" class="px-3 py-1 rounded" rel="prev"><span aria-hidden="true">&lt;&lt; </span>Previous</a></li>
        <li class="inline"><a href="${href(1)}" class="px-3 py-1 rounded">1</a></li>
        <li class="inline bg-blue-600 text-white" aria-current="page"><span class="px-3 py-1 rounded">2</span></li>
        <li class="inline"><a href="${href(3)}" class="px-3 py-1 rounded">3</a></li>
        <li class="inline"><a href="${href(3)}" class="px-3 py-1 rounded" rel="next">Next<span aria-hidden="true"> &gt;&gt;</span></a></li>
      </ul>`));
    const bare = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="list" .paging=${{ Article: record(1, 2) }}></paginator-numbers>`);
    expect(bare.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(
      `<ul><li aria-current="page"><span>1</span></li><li><a href="${href(2)}">2</a></li></ul>`,
    );
  });

  it('writes what the core’s listMarkup() writes, so a server can render the same list', async () => {
    const paging = { Article: record(4, 9) };
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="bootstrap" prev next modulus="4" first="1"
      .paging=${paging}></paginator-numbers>`);
    const core = createPaging({ paging, here: location.pathname });
    const items: PageItem[] = [
      prevItem(core, undefined, {}, true)!, ...(numbersItems(core, { modulus: 4, first: 1 }) as PageItem[]), nextItem(core, undefined, {}, true)!,
    ];
    expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(listMarkup(items, LIST_PRESETS.bootstrap));
  });

  it('moving to another page updates the list in place: the nodes stay', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="bootstrap" .paging=${{ Article: record(1, 3) }}></paginator-numbers>`);
    const [first, second] = Array.from(el.querySelectorAll('li'));
    el.paging = { Article: record(2, 3) };
    await elementUpdated(el);
    const items = Array.from(el.querySelectorAll('li'));
    expect(items[0]).to.equal(first);
    expect(items[1]).to.equal(second);
    expect(items.map((li) => li.className)).to.deep.equal(['page-item', 'page-item active', 'page-item']);
  });

  it('shadow mode keeps its parts whatever the preset', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers preset="bootstrap" .paging=${{ Article: record(2, 3) }}></paginator-numbers>`);
    expect(el.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('2');
    expect(el.shadowRoot!.querySelector('.page-link')).to.equal(null);
  });

  it('an unknown preset renders nothing, logs once and fires paginator-error naming preset', async () => {
    let el!: PaginatorNumbers;
    const events: CustomEvent[] = [];
    const errors = await consoleErrors(async () => {
      el = await fixture<PaginatorNumbers>(html`<paginator-numbers light preset="tailwind" @paginator-error=${(event: CustomEvent) => events.push(event)}
        .paging=${{ Article: record(2, 3) }}></paginator-numbers>`);
      el.requestUpdate();
      await elementUpdated(el);
    });
    expect(el.childElementCount).to.equal(0);
    expect(errors).to.deep.equal(['<paginator-numbers>: preset must be one of core, list, bootstrap, got "tailwind"']);
    expect(events.map((event) => event.detail.field)).to.deep.equal(['preset']);
  });
});
