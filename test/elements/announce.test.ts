/**
 * Issue 19, point 6: heard, not only seen. After a page change by Ajax the
 * page's one polite live region says "Page 3 of 5" in the element's
 * language (read from Chromium's accessibility tree, after a real swap
 * against the test server, test/server/endpoints.mjs); keyboard activation
 * still moves focus to the region; unnamed pagers get distinct names from
 * what they control, so axe's landmark rules pass with several pagers.
 */
import { elementUpdated, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorCounter, PaginatorNumbers } from '../../src/index.js';
import { mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount = 5) => ({
  page, pageCount, count: pageCount * 3, current: 3, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const testUrl = JSON.stringify({ controller: '__test', action: 'page' });

interface AxNode { role: string; name: string; children?: AxNode[] }

/** The whole page's accessibility tree. */
const tree = async () => (await a11ySnapshot({})) as unknown as AxNode;

/** The texts of every status region in the accessibility tree (what a screen reader would be told politely). */
async function statusTexts(): Promise<string[]> {
  const found: string[] = [];
  const text = (node: AxNode): string => (node.children?.length ? node.children.map(text).join('') : node.name ?? '');
  const walk = (node: AxNode) => {
    if (node.role === 'status') found.push(text(node));
    else node.children?.forEach(walk);
  };
  walk(await tree());
  return found;
}

/** The names of the navigation landmarks in the accessibility tree. */
async function landmarkNames(): Promise<string[]> {
  const names: string[] = [];
  const walk = (node: AxNode) => {
    if (node.role === 'navigation') names.push(node.name);
    node.children?.forEach(walk);
  };
  walk(await tree());
  return names;
}

/** The live region the elements made, by its mark. */
const liveRegions = () => document.querySelectorAll('[data-paginator-status]');

/** A results region and an Ajax pager for it, under `lang`. */
async function ajaxPage(lang = 'en') {
  const root = mount(`<div lang="${lang}"><div id="results" tabindex="-1"><p>Original</p></div>
    <paginator-numbers url='${testUrl}' update="results"></paginator-numbers></div>`);
  const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
  numbers.paging = { Article: record(1) };
  await settled(root);
  return { root, numbers, region: root.querySelector<HTMLElement>('#results')! };
}

const link = (el: Element, text: string) => Array.from(el.shadowRoot!.querySelectorAll('a')).find((a) => a.textContent === text)!;

describe('announcements after an Ajax page change', () => {
  afterEach(unmountAll);

  it('one polite status region says "Page 3 of 5", heard in the accessibility tree', async () => {
    const { numbers } = await ajaxPage();
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '3').click();
    await loaded;
    await waitUntil(() => liveRegions()[0]?.textContent === 'Page 3 of 5', 'the live region speaks');
    const region = liveRegions()[0];
    expect([region.getAttribute('role'), region.getAttribute('aria-live'), region.parentElement]).to.deep.equal(['status', 'polite', document.body]);
    expect(await statusTexts()).to.deep.equal(['Page 3 of 5']);
  });

  it('a second change is said in the same region: still one on the page', async () => {
    const { numbers } = await ajaxPage();
    for (const page of ['2', '4']) {
      const loaded = oneEvent(numbers, 'paginator-load');
      link(numbers, page).click();
      await loaded;
      await waitUntil(() => liveRegions()[0]?.textContent === `Page ${page} of 5`, `page ${page} is said`);
    }
    expect(liveRegions()).to.have.length(1);
    expect(await statusTexts()).to.deep.equal(['Page 4 of 5']);
  });

  it('in the element’s language: "Seite 2 von 5" in German', async () => {
    const { numbers } = await ajaxPage('de');
    await waitUntil(() => numbers.getAttribute('aria-label') === 'Seitennavigation', 'the German words are there');
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '2').click();
    await loaded;
    await waitUntil(() => liveRegions()[0]?.textContent === 'Seite 2 von 5', 'the live region speaks German');
    expect(await statusTexts()).to.deep.equal(['Seite 2 von 5']);
  });

  it('keyboard activation still moves focus to the updated region, and the page is said', async () => {
    const { numbers, region } = await ajaxPage();
    link(numbers, '2').focus();
    const loaded = oneEvent(numbers, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(document.activeElement === region).to.equal(true);
    await waitUntil(() => liveRegions()[0]?.textContent === 'Page 2 of 5', 'the page is said');
  });

  it('a page change that is not Ajax’s (a new record set by the page) says nothing', async () => {
    const root = mount('<paginator-counter></paginator-counter>');
    const el = root.querySelector<PaginatorCounter>('paginator-counter')!;
    el.paging = { Article: record(1) };
    await elementUpdated(el);
    const before = liveRegions()[0]?.textContent ?? null;
    el.paging = { Article: record(5) };
    await elementUpdated(el);
    expect(liveRegions()[0]?.textContent ?? null).to.equal(before);
  });
});

describe('distinct names for unnamed pagers', () => {
  afterEach(unmountAll);

  it('two pagers named after the heading of the region each updates, and axe’s landmark rules pass', async () => {
    const root = mount(`<main>
      <section id="articles"><h2>Articles</h2><p>…</p></section><paginator-numbers update="articles"></paginator-numbers>
      <h2>Comments</h2><div id="comments"><p>…</p></div><paginator-numbers update="comments"></paginator-numbers></main>`);
    root.querySelectorAll<PaginatorNumbers>('paginator-numbers').forEach((el) => { el.paging = { Article: record(2) }; });
    await settled(root);
    expect(await landmarkNames()).to.deep.equal(['Pagination, Articles', 'Pagination, Comments']);
    await expect(root).to.be.accessible();
  });

  it('three pagers: the region’s aria-labelledby, its aria-label, the model the page chose', async () => {
    const root = mount(`<main>
      <p id="photos-title">Photo <b>album</b></p><div id="photos" role="region" aria-labelledby="photos-title"></div>
      <paginator-numbers update="photos"></paginator-numbers>
      <div id="people" role="region" aria-label="People found"></div><paginator-numbers update="people"></paginator-numbers>
      <paginator-numbers model="Comment"></paginator-numbers></main>`);
    const paging = { Article: record(2), Comment: record(3) };
    root.querySelectorAll<PaginatorNumbers>('paginator-numbers').forEach((el) => { el.paging = paging; });
    await settled(root);
    expect(await landmarkNames()).to.deep.equal(['Pagination, Photo album', 'Pagination, People found', 'Pagination, Comment']);
    await expect(root).to.be.accessible();
  });

  it('the name follows the region’s heading after an Ajax swap replaces it', async () => {
    const root = mount(`<div id="list"><h3>First heading</h3></div><paginator-numbers url='${testUrl}' update="list"></paginator-numbers>`);
    const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
    numbers.paging = { Article: record(1) };
    await settled(root);
    expect(numbers.getAttribute('aria-label')).to.equal('Pagination, First heading');
    const loaded = oneEvent(numbers, 'paginator-load');
    link(numbers, '2').click();
    await loaded;
    await elementUpdated(numbers);
    // The answer has no heading: the region has no name left, the model was not chosen.
    expect(numbers.getAttribute('aria-label')).to.equal('Pagination');
  });

  it('a name the page gives still wins', async () => {
    const root = mount(`<div id="box"><h2>Box</h2></div><paginator-numbers update="box" aria-label="Box pages"></paginator-numbers>`);
    const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
    numbers.paging = { Article: record(2) };
    await settled(root);
    expect(await landmarkNames()).to.deep.equal(['Box pages']);
  });
});
