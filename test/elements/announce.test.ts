/**
 * Issue 19, point 6: heard, not only seen. After a page change by Ajax the
 * page's one polite live region says "Page 3 of 5" in the element's
 * language (read from Chromium's accessibility tree, after a real swap
 * against the test server, test/server/endpoints.mjs); keyboard activation
 * still moves focus to the region; unnamed pagers get distinct names from
 * what they control, so axe's landmark rules pass with several pagers.
 * One voice per page (DESIGN §7, issue 27 defect 8): over clicks, Back,
 * Forward and a sort by a server-rendered link, every live region of the
 * page and of its shadow roots together say one thing per change, naming
 * the page shown.
 */
import { aTimeout, elementUpdated, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { installAjaxLinks } from '../../src/ajax/ajax-update.js';
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

/** What a live region is: an aria-live other than off, or a role that is live by itself. */
const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/**
 * Listens to every live region of the page and of the open shadow roots of
 * its elements: each change of a region's content (a mutation record in it)
 * is one thing said, heard as the region's text.
 */
function listen(): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      const region = (target instanceof Element ? target : target.parentElement)?.closest(LIVE);
      if (region) said.push(region.textContent!.trim());
    }
  });
  const options = { childList: true, characterData: true, subtree: true };
  observer.observe(document.body, options);
  for (const el of document.querySelectorAll('*')) if (el.shadowRoot) observer.observe(el.shadowRoot, options);
  return { said, stop: () => observer.disconnect() };
}

describe('one voice per page', () => {
  const start = location.href;
  afterEach(() => {
    unmountAll();
    history.replaceState(null, '', start);
  });

  it('clicks, Back, Forward and a sort by a server-rendered link: one announcement each, naming the page shown', async () => {
    const ajax = `url='${testUrl}' update="results" push-url`;
    // The sort link stands outside the region: the test server's answers carry none.
    const root = mount(`<paginator-counter></paginator-counter>
      <a id="sort" href="/__test/page?n=1&sort=title" data-update="results" data-push-url>Title</a><div id="results"><p>Original</p></div>
      <paginator-link kind="prev" ${ajax}></paginator-link><paginator-numbers ${ajax}></paginator-numbers>
      <paginator-link kind="next" ${ajax}></paginator-link>`);
    installAjaxLinks(root);
    for (const el of root.querySelectorAll<PaginatorNumbers>('paginator-numbers, paginator-counter, paginator-link')) el.paging = { Article: record(1) };
    await settled(root);
    const { said, stop } = listen();
    const steps: Array<[string, () => void, string]> = [
      ['click 2', () => link(root.querySelector('paginator-numbers')!, '2').click(), 'Page 2 of 5'],
      ['click next', () => root.querySelector('paginator-link[kind="next"]')!.shadowRoot!.querySelector('a')!.click(), 'Page 3 of 5'],
      ['Back', () => history.back(), 'Page 2 of 5'],
      ['Forward', () => history.forward(), 'Page 3 of 5'],
      ['sort', () => document.querySelector<HTMLElement>('#sort')!.click(), 'Page 1 of 5'],
    ];
    const heard: Array<[string, string[]]> = [];
    try {
      for (const [name, act] of steps) {
        said.length = 0;
        const loaded = oneEvent(document, 'paginator-load');
        act();
        await loaded;
        await waitUntil(() => said.length, `${name}: something is said`, { timeout: 3000 }).catch(() => undefined);
        // Time for a second voice, or a late one.
        await aTimeout(300);
        heard.push([name, [...said]]);
      }
    } finally {
      stop();
    }
    expect(heard).to.deep.equal(steps.map(([name, , page]) => [name, [page]]));
  });
});

describe('a page of several lists says which one changed (issue 35, point 5)', () => {
  afterEach(unmountAll);

  it('"Comments: Page 2 of 5" when the comments’ pager turns a page; a page of one list says "Page 2 of 5"', async () => {
    const url = (model: string) => JSON.stringify({ controller: '__test', action: 'page', '?': { header: 1, model, script: 0 } });
    const root = mount(`<section aria-label="Articles"><div id="list-a"></div>
        <paginator-numbers model="Article" update="list-a" url='${url('Article')}'></paginator-numbers></section>
      <section aria-labelledby="comments-title"><h2 id="comments-title">Comments</h2><div id="list-c"></div>
        <paginator-numbers model="Comment" update="list-c" url='${url('Comment')}'></paginator-numbers></section>`);
    const [articles, comments] = root.querySelectorAll<PaginatorNumbers>('paginator-numbers');
    articles.paging = { Article: record(1), Comment: record(1) };
    comments.paging = { Article: record(1), Comment: record(1) };
    await settled(root);
    // What an earlier test left said is not this test's.
    liveRegions()[0]?.replaceChildren();
    const said = () => liveRegions()[0]?.textContent;
    const loaded = oneEvent(comments, 'paginator-load');
    link(comments, '2').click();
    await loaded;
    await waitUntil(() => said(), 'something is said');
    expect(said()).to.equal('Comments: Page 2 of 5');
    // One list left on the page: the page change needs no name.
    articles.remove();
    const again = oneEvent(comments, 'paginator-load');
    link(comments, '3').click();
    await again;
    await waitUntil(() => said() !== 'Comments: Page 2 of 5', 'the next page is said');
    expect(said()).to.equal('Page 3 of 5');
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

  it('three pagers: the region’s aria-labelledby, its aria-label; a model the page chose is no name (a word of the program)', async () => {
    const root = mount(`<main>
      <p id="photos-title">Photo <b>album</b></p><div id="photos" role="region" aria-labelledby="photos-title"></div>
      <paginator-numbers update="photos"></paginator-numbers>
      <div id="people" role="region" aria-label="People found"></div><paginator-numbers update="people"></paginator-numbers>
      <paginator-numbers model="Comment"></paginator-numbers></main>`);
    const paging = { Article: record(2), Comment: record(3) };
    root.querySelectorAll<PaginatorNumbers>('paginator-numbers').forEach((el) => { el.paging = paging; });
    await settled(root);
    expect(await landmarkNames()).to.deep.equal(['Pagination, Photo album', 'Pagination, People found', 'Pagination']);
    await expect(root).to.be.accessible();
  });

  it('in German, named after the labelled section around the region: "Seitennavigation, Einträge", never the model "Item" (issue 35, point 3)', async () => {
    const root = mount(`<main lang="de"><section aria-label="Einträge"><div id="items"><ol><li>…</li></ol></div></section>
      <paginator-numbers model="Item" update="items"></paginator-numbers><paginator-numbers model="Item"></paginator-numbers></main>`);
    root.querySelectorAll<PaginatorNumbers>('paginator-numbers').forEach((el) => { el.paging = { Item: record(2) }; });
    await settled(root);
    await waitUntil(() => root.querySelector('paginator-numbers')!.getAttribute('aria-label')!.startsWith('Seitennavigation, '), 'the catalogue and the name');
    expect(await landmarkNames()).to.deep.equal(['Seitennavigation, Einträge', 'Seitennavigation']);
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
