/**
 * An Ajax answer that is a whole HTML page (DESIGN.md §4, "Answers";
 * docs/decisions.md, "A whole-document answer"): a server that only renders
 * full pages works unchanged. Only the element carrying the region's id
 * (else the body) is swapped in, never the page's head, header or footer,
 * and its paging record is read inside that part first, then anywhere in
 * the page. Against the test server's `fullpage` answer
 * (test/server/endpoints.mjs).
 */
import { aTimeout, expect, oneEvent } from '@open-wc/testing';
import { isWholeDocument } from '../../src/ajax/answer-content.js';
import { ajaxUpdate, installAjaxLinks, type AjaxLoadDetail } from '../../src/ajax/ajax-update.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, guardClicks, mount, pageLink, settled, unmountAll } from './support.js';

declare global {
  interface Window {
    __ran?: number;
  }
}

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const PAGING = JSON.stringify({ Article: record(1) });

guardClicks();

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  unmountAll();
  delete window.__ran;
});

/** A region, and a counter, numbers (fetching `fullpage` + `query`) and a next link on the Article model. */
async function elements(query = '') {
  const url = JSON.stringify({ controller: '__test', action: 'fullpage', ...(query ? { '?': Object.fromEntries(new URLSearchParams(query)) } : {}) });
  const root = mount(`<div id="region"><p id="original">Original content</p></div>
    <paginator-counter paging='${PAGING}'></paginator-counter>
    <paginator-numbers paging='${PAGING}' url='${url}' update="region"></paginator-numbers>
    <paginator-link kind="next" paging='${PAGING}' url='${url}' update="region"></paginator-link>`);
  await settled(root);
  const [counter, numbers, next] = ['paginator-counter', 'paginator-numbers', 'paginator-link'].map((tag) => root.querySelector(tag)!);
  /** What every element of the model shows: the counter's text, the current number, the next link's page. */
  const shown = async () => {
    await settled(root);
    return [
      counter.shadowRoot!.textContent!.trim(),
      numbers.shadowRoot!.querySelector('[part="current"]')!.textContent,
      new URL(next.shadowRoot!.querySelector<HTMLAnchorElement>('a[href]')?.href ?? location.href).searchParams.get('page'),
    ];
  };
  return { root, region: root.querySelector<HTMLElement>('#region')!, numbers, shown };
}

/** Follows the numbers' link to page `n` and returns the paginator-load detail, with what was logged meanwhile. */
async function load(numbers: Element, n: number) {
  let detail: AjaxLoadDetail | undefined;
  const logged = await consoleErrors(async () => {
    const loaded = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, String(n)).click();
    detail = ((await loaded) as CustomEvent<AjaxLoadDetail>).detail;
  });
  return { detail: detail!, logged };
}

/**
 * The tags of the elements matching `selector` under `root`: asserted
 * rather than the nodes, whose serialisation in a failure report makes the
 * runner lose the browser.
 */
const found = (root: Element, selector: string): string[] => Array.from(root.querySelectorAll(selector), (el) => el.localName);

/** Nothing of the page around the region came with the answer. */
function expectOnlyTheRegion(region: Element): void {
  expect(found(region, 'html, head, body, title, meta, style, script, header, footer, main, #region')).to.deep.equal([]);
  expect(document.querySelectorAll('#region')).to.have.length(1);
  expect(Array.from(region.children, (child) => child.localName)).to.deep.equal(['ul', 'p']);
}

describe('which answers are whole documents', () => {
  it('a doctype or an <html> start tag, after whitespace and comments, in any case', () => {
    for (const text of ['<!DOCTYPE html><p>x', '<!doctype html>', '  \n<html lang="en">', '<HTML>', '<html/>', '<!-- generated -->\n<!-- twice --><html>', '\t<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">']) {
      expect(isWholeDocument(text), text).to.equal(true);
    }
  });

  it('anything else is a fragment: text or another element first, a <body> or <head> alone, an <html…> lookalike', () => {
    for (const text of ['', 'Results <html>', '<p>x</p><html>', '<body><p>x</p></body>', '<head><title>t</title></head>', '<htmlx>', '<!-- <html> -->', '<ul><li>1</li></ul>']) {
      expect(isWholeDocument(text), text).to.equal(false);
    }
  });
});

describe('a whole-page answer', () => {
  it('swaps in only the children of its element with the region id, and every element of the model shows its record', async () => {
    const { region, numbers, shown } = await elements();
    const title = document.title;
    const { detail, logged } = await load(numbers, 3);
    expect(logged).to.deep.equal([]);
    expectOnlyTheRegion(region);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
    expect(region.querySelector('ul')!.textContent).to.equal('Item 7Item 8Item 9');
    // The record is the page's, from its script after the region.
    expect((detail.paging!.Article as { from?: string }).from).to.equal('outside');
    expect(await shown()).to.deep.equal(['3 of 5', '3', '4']);
    expect(document.title, 'the answer\'s <title> stays in the answer').to.equal(title);
  });

  it('prefers a record inside the part taken to one elsewhere in the page', async () => {
    const { region, numbers, shown } = await elements('paging=inside');
    const { detail } = await load(numbers, 2);
    expect((detail.paging!.Article as { from?: string }).from).to.equal('inside');
    expect(found(region, 'script')).to.deep.equal([]);
    expect(await shown()).to.deep.equal(['2 of 5', '2', '3']);
  });

  it('reads the record of paginator elements elsewhere in the page that name it by source', async () => {
    const { region, numbers, shown } = await elements('paging=source');
    const { detail, logged } = await load(numbers, 4);
    expect(logged).to.deep.equal([]);
    expect((detail.paging!.Article as { from?: string }).from).to.equal('source');
    expect(found(region, 'paginator-counter, paginator-numbers'), 'the page\'s own elements stay out').to.deep.equal([]);
    expect(await shown()).to.deep.equal(['4 of 5', '4', '5']);
  });

  it('without a record anywhere: swapped, no error, the elements keep their page', async () => {
    const { region, numbers, shown } = await elements('paging=none');
    const { detail, logged } = await load(numbers, 2);
    expect([detail.paging, logged]).to.deep.equal([null, []]);
    expect(region.querySelector('ul')!.dataset.page).to.equal('2');
    expect(await shown()).to.deep.equal(['1 of 5', '1', '2']);
  });

  it('without an element of the region id gives the children of its body (not its head)', async () => {
    const { region, numbers, shown } = await elements('region=0');
    const { logged } = await load(numbers, 4);
    expect(logged).to.deep.equal([]);
    expect(Array.from(region.children, (child) => child.localName)).to.deep.equal(['header', 'main', 'footer']);
    expect(region.querySelector<HTMLElement>('main > ul')!.dataset.page).to.equal('4');
    expect(found(region, 'html, head, body, title, meta, style, script')).to.deep.equal([]);
    // The body's paging script was in the part taken: read, then removed.
    expect(await shown()).to.deep.equal(['4 of 5', '4', '5']);
  });

  it('is sanitized like any answer, and markup shadowing the document\'s methods does not stop the pick', async () => {
    const { region, numbers, shown } = await elements('hostile=1');
    const { logged } = await load(numbers, 2);
    expect(logged).to.deep.equal([]);
    await aTimeout(50);
    expect(window.__ran).to.equal(undefined);
    expect(found(region, 'script')).to.deep.equal([]);
    expect(region.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(region.querySelector('#hostile')!.hasAttribute('onclick')).to.equal(false);
    expect(region.querySelector('ul')!.dataset.page).to.equal('2');
    expect(await shown()).to.deep.equal(['2 of 5', '2', '3']);
  });

  it('a body-only pick of a hostile page is sanitized too: names that shadow the document are dropped', async () => {
    const { region, numbers } = await elements('hostile=1&region=0');
    await load(numbers, 2);
    await aTimeout(50);
    expect(window.__ran).to.equal(undefined);
    expect(region.querySelectorAll('[name="getElementById"], [name="querySelector"], [name="createDocumentFragment"]')).to.have.length(0);
    expect(typeof document.getElementById).to.equal('function');
  });

  it('through ajaxUpdate, the region may be any element of the page: its id picks the part', async () => {
    const root = mount('<footer id="site-footer">Our footer</footer>');
    const region = root.firstElementChild!;
    expect(await ajaxUpdate({ url: '/__test/fullpage?n=2', update: 'site-footer', source: region })).to.equal('loaded');
    expect(region.textContent).to.equal('Footer');
  });
});

describe('installAjaxLinks and a whole-page answer', () => {
  it('a server-rendered link gets the region\'s rows only, and the link in them goes on working', async () => {
    const root = mount(`<div id="region"><a id="go" href="/__test/fullpage?n=2" data-update="region">2</a></div>
      <paginator-counter paging='${PAGING}'></paginator-counter>`);
    await settled(root);
    cleanups.push(installAjaxLinks(root));
    const region = root.querySelector<HTMLElement>('#region')!;
    const counter = root.querySelector('paginator-counter')!;
    let loaded = oneEvent(root, 'paginator-load');
    root.querySelector<HTMLAnchorElement>('#go')!.click();
    await loaded;
    expectOnlyTheRegion(region);
    expect(region.querySelector('ul')!.dataset.page).to.equal('2');
    await settled(root);
    expect(counter.shadowRoot!.textContent!.trim()).to.equal('2 of 5');
    // The answer's own "Next" link is handled the same way.
    loaded = oneEvent(root, 'paginator-load');
    region.querySelector<HTMLAnchorElement>('p.next a')!.click();
    await loaded;
    expectOnlyTheRegion(region);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
    await settled(root);
    expect(counter.shadowRoot!.textContent!.trim()).to.equal('3 of 5');
  });
});
