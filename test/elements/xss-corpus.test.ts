/**
 * The XSS corpus (test/fixtures/xss-vectors.json: the OWASP XSS Filter
 * Evasion Cheat Sheet's vectors and DOMPurify's own test fixtures, sources
 * named in the file), each vector the whole HTML answer of an Ajax link,
 * swapped in through the elements' Ajax mode and through installAjaxLinks.
 * After each swap: no event-handler attribute, no script, no
 * `javascript:`/`vbscript:` URL and no `data:` URL but a media source; no
 * dialog opened by script; and the page still paginates — the elements show
 * the answer's page (its record comes in X-Paging) and the next swap lands.
 */
import { elementUpdated, expect, oneEvent } from '@open-wc/testing';
import { installAjaxLinks } from '../../src/ajax/ajax-update.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import { mount, pageLink, unmountAll } from './support.js';

// Frames in an answer are the server's content, left to load (SECURITY.md): but one that frames
// this very page (`<iframe src="#">`) would start the test page again inside the test.
const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = "frame-src 'none'";
document.head.append(meta);

interface Vector {
  source: string;
  title?: string;
  payload: string;
}
// One test a vector, so the vectors must be known before the tests are declared.
const corpus = await fetch(new URL('../fixtures/xss-vectors.json', import.meta.url));
const { vectors } = (await corpus.json()) as { vectors: Vector[] };

/** What the URL parser ignores in a scheme. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f]/g;
const MEDIA = /^(img|video|audio|source|track)$/;

/** Every element under `root`, template contents included (they become live when cloned). */
function everyElement(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    out.push(element);
    if (element instanceof HTMLTemplateElement) out.push(...everyElement(element.content));
  }
  return out;
}

/** What in `root` could run script: one line each, empty when nothing. */
function dangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of everyElement(root)) {
    if (element.localName === 'script') found.push(`<script> (${element.namespaceURI})`);
    for (const { name, value } of element.attributes) {
      const url = value.replace(IGNORED, '');
      if (/^on/i.test(name)) found.push(`${element.localName}[${name}]`);
      if (/^(javascript|vbscript):/i.test(url)) found.push(`${element.localName}[${name}="${value}"]`);
      if (/^data:/i.test(url) && !(name === 'src' && MEDIA.test(element.localName))) found.push(`${element.localName}[${name}] data: URL`);
    }
  }
  return found;
}

/** Dialogs opened by script (what the vectors call when they run). */
let dialogs: string[] = [];
const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, print: window.print };

/** Clicks the code under test left to the browser: the test page must not follow them. */
const guard = (event: Event): void => {
  if (!event.defaultPrevented) event.preventDefault();
};

before(() => {
  window.alert = (message?: unknown) => void dialogs.push(`alert ${String(message)}`);
  window.confirm = (message?: string) => (dialogs.push(`confirm ${message}`), false);
  window.prompt = (message?: string) => (dialogs.push(`prompt ${message}`), null);
  window.print = () => void dialogs.push('print');
  addEventListener('click', guard);
});

after(() => {
  Object.assign(window, originals);
  removeEventListener('click', guard);
  unmountAll();
});

/** A results region and a numbers element on the Article model whose links load vector `i` into it. */
let stage: { region: HTMLElement; numbers: PaginatorNumbers; links: HTMLElement } | undefined;
async function theStage(): Promise<NonNullable<typeof stage>> {
  if (!stage) {
    const paging = { Article: { page: 1, pageCount: 5, count: 15, current: 3, prevPage: false, nextPage: true, defaults: { limit: 3 }, options: { page: 1, limit: 3 } } };
    // One page for the whole corpus, mounted by hand: open-wc's fixtures go after each test.
    const root = mount();
    const region = Object.assign(document.createElement('div'), { id: 'xss-region' });
    const numbers = document.createElement('paginator-numbers');
    numbers.paging = paging;
    numbers.updateTarget = 'xss-region';
    const links = document.createElement('div');
    root.append(region, numbers, links);
    stage = { region, numbers, links };
    await elementUpdated(numbers);
  }
  return stage;
}

/** The page numbers shows as current. */
const currentPage = (numbers: PaginatorNumbers) => Number(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent);

/** Checks the region and the page after vector `i` landed, with the record of page `page`. */
async function expectClean(i: number, page: number): Promise<void> {
  const { region, numbers } = await theStage();
  // Give loads (an image's error, a frame) a moment to fire what they would have fired.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  for (const element of everyElement(region)) {
    for (const type of ['mouseover', 'focus', 'load', 'error', 'animationstart']) {
      element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
    }
  }
  expect(dangers(region), `vector ${i}: ${vectors[i].payload}`).to.deep.equal([]);
  expect(dialogs, `vector ${i}: ${vectors[i].payload}`).to.deep.equal([]);
  await elementUpdated(numbers);
  expect(currentPage(numbers), 'the elements show the answer\'s page').to.equal(page);
  expect(document.getElementById('xss-region'), 'the document still finds the region').to.equal(region);
}

describe('the XSS corpus through the elements\' Ajax mode', () => {
  vectors.forEach((vector, i) => {
    it(`${i}: ${vector.source}: ${vector.title ?? vector.payload.slice(0, 60)}`, async () => {
      const { numbers } = await theStage();
      numbers.url = JSON.stringify({ controller: '__test', action: 'xss', '?': { i } });
      await elementUpdated(numbers);
      const page = currentPage(numbers) === 2 ? 3 : 2;
      const loaded = oneEvent(numbers, 'paginator-load');
      pageLink(numbers, String(page)).click();
      await loaded;
      await expectClean(i, page);
    });
  });
});

describe('the XSS corpus through installAjaxLinks', () => {
  let uninstall: () => void;
  before(() => {
    uninstall = installAjaxLinks();
  });
  after(() => uninstall());

  vectors.forEach((vector, i) => {
    it(`${i}: ${vector.source}: ${vector.title ?? vector.payload.slice(0, 60)}`, async () => {
      const { numbers, links } = await theStage();
      const page = currentPage(numbers) === 4 ? 5 : 4;
      const link = document.createElement('a');
      link.href = `/__test/xss?i=${i}&page=${page}`;
      link.dataset.update = 'xss-region';
      links.replaceChildren(link);
      const loaded = oneEvent(document, 'paginator-load');
      link.click();
      await loaded;
      await expectClean(i, page);
    });
  });
});
