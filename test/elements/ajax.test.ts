// Ajax mode (DESIGN.md §4) against the real HTTP endpoints of
// test/server/endpoints.mjs, served by the test runner's dev server.
import { aTimeout, expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  ajaxUpdate,
  applyPaging,
  installAjaxLinks,
  PAGING_CONSUMERS,
  type AjaxErrorDetail,
  type AjaxLoadDetail,
  type AjaxRequest,
  type AjaxRequestDetail,
} from '../../src/ajax/ajax-update.js';
import type { PagingConsumer } from '../../src/ajax/paging-consumer.js';
import { TestPagingConsumer } from './test-paging-consumer.js';

customElements.define('test-paging-consumer', TestPagingConsumer);

const XLINK = 'http://www.w3.org/1999/xlink';
const abs = (path: string): string => new URL(path, location.href).href;
const otherOrigin = `http://localhost:${location.port}`;

declare global {
  interface Window {
    __ran?: number;
  }
}

/** Run after each test, last in first out. */
let cleanups: Array<() => void | Promise<void>> = [];

/** Clicks the test page must not follow: a default the code under test left alone ends here. */
let leftToBrowser: MouseEvent[] = [];
const guard = (event: Event): void => {
  if (event.defaultPrevented) return;
  leftToBrowser.push(event as MouseEvent);
  event.preventDefault();
};

/** Every event of a type that reaches `on`, for the rest of the test. */
function collect<T = unknown>(type: string, on: EventTarget = document): Array<CustomEvent<T>> {
  const events: Array<CustomEvent<T>> = [];
  const listener = (event: Event): void => {
    events.push(event as CustomEvent<T>);
  };
  on.addEventListener(type, listener);
  cleanups.push(() => on.removeEventListener(type, listener));
  return events;
}

/** Counts fetch calls (the module calls the global fetch). */
function spyFetch(): string[] {
  const calls: string[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return original.call(window, input, init);
  };
  cleanups.push(() => {
    window.fetch = original;
  });
  return calls;
}

/**
 * Identity of DOM nodes, asserted as a boolean: a failing
 * `expect(node).to.equal(otherNode)` makes the runner lose the browser
 * (serialising the nodes for the report), instead of reporting the failure.
 */
function expectSame(actual: unknown, expected: unknown, what: string): void {
  expect(actual === expected, `${what}: not the expected node`).to.equal(true);
}

function install(root?: Document | Element | DocumentFragment): () => void {
  const uninstall = installAjaxLinks(root);
  cleanups.push(uninstall);
  return uninstall;
}

/** A click as a mouse makes it (a click count of 1), unlike `element.click()`. */
function mouseClick(element: Element, init: MouseEventInit = {}): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0, ...init }));
}

interface Page {
  root: HTMLElement;
  target: HTMLElement;
  indicator: HTMLElement;
  original: Element;
}

/**
 * The test page's region, links and indicator. fixtureSync, not fixture:
 * fixture waits for an animation frame, and a page the runner keeps in the
 * background (several test files at once) never gets one.
 */
function page(): Page {
  const root = fixtureSync<HTMLElement>(html`
    <div>
      <div id="results"><p id="orig">original</p></div>
      <span id="spinner" hidden>Loading…</span>
      <a id="to2" href="/__test/page?n=2" data-update="results" data-indicator="spinner">2</a>
      <a id="to3" href="/__test/page?n=3" data-update="results">3</a>
      <a id="slow2" href="/__test/slow?ms=400&n=2" data-update="results">slow 2</a>
    </div>
  `);
  const target = root.querySelector<HTMLElement>('#results')!;
  return { root, target, indicator: root.querySelector<HTMLElement>('#spinner')!, original: target.querySelector('#orig')! };
}

function request(target: Element, url: string, extra: Partial<AjaxRequest> = {}): AjaxRequest {
  return { url, update: target.id, source: target, ...extra };
}

const shownPage = (target: Element): string | null => target.querySelector('ul.items')?.getAttribute('data-page') ?? null;

before(() => {
  window.addEventListener('click', guard);
  PAGING_CONSUMERS.add('test-paging-consumer');
});

after(() => {
  window.removeEventListener('click', guard);
  PAGING_CONSUMERS.delete('test-paging-consumer');
});

beforeEach(() => {
  leftToBrowser = [];
  delete window.__ran;
});

afterEach(async () => {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const cleanup of pending) await cleanup();
});

/**
 * The page with installAjaxLinks and its link to page 3 set to push to
 * history; the test's cleanup puts the starting URL and state back.
 */
function pushingLink() {
  const start = location.href;
  const startState: unknown = history.state;
  cleanups.push(() => {
    if (location.href !== start) history.replaceState(startState, '', start);
  });
  const { root, target } = page();
  install();
  const link = root.querySelector<HTMLAnchorElement>('#to3')!;
  link.setAttribute('data-push-url', '');
  return { start, link, target };
}

describe('ajaxUpdate: the request', () => {
  it('sends X-Requested-With, Accept: text/html and same-origin cookies', async () => {
    const { target } = page();
    document.cookie = 'ajax_test=1; path=/';
    cleanups.push(() => {
      document.cookie = 'ajax_test=; path=/; max-age=0';
    });
    expect(await ajaxUpdate(request(target, '/__test/echo'))).to.equal('loaded');
    const seen = JSON.parse(target.querySelector('#echo')!.textContent!) as { method: string; headers: Record<string, string> };
    expect(seen.method).to.equal('GET');
    expect(seen.headers['x-requested-with']).to.equal('XMLHttpRequest');
    expect(seen.headers.accept).to.equal('text/html');
    expect(seen.headers.cookie).to.contain('ajax_test=1');
  });

  it('fires paginator-request, swaps the answer in and fires paginator-load', async () => {
    const { target } = page();
    const order: string[] = [];
    const requests = collect<AjaxRequestDetail>('paginator-request');
    const loads = collect<AjaxLoadDetail>('paginator-load');
    for (const type of ['paginator-request', 'paginator-load', 'paginator-error']) {
      const listener = (): void => {
        order.push(type);
      };
      document.addEventListener(type, listener);
      cleanups.push(() => document.removeEventListener(type, listener));
    }
    const outcome = await ajaxUpdate(request(target, '/__test/page?n=3', { model: 'Article', kind: 'next', page: 3 }));
    expect(outcome).to.equal('loaded');
    expect(order).to.deep.equal(['paginator-request', 'paginator-load']);
    expect(requests[0].detail).to.deep.equal({ url: abs('/__test/page?n=3'), update: 'results', model: 'Article', kind: 'next', page: 3 });
    expect(requests[0].bubbles && requests[0].composed && requests[0].cancelable).to.equal(true);
    expect(shownPage(target)).to.equal('3');
    expect(target.querySelectorAll('li')).to.have.length(3);
    expect(target.querySelector('#orig')).to.equal(null);
    const load = loads[0];
    expectSame(load.target, target, 'load.target');
    expect(load.bubbles && load.composed).to.equal(true);
    expect(load.detail.url).to.equal(abs('/__test/page?n=3'));
    expect(load.detail.update).to.equal('results');
    expect(load.detail.model).to.equal('Article');
    expectSame(load.detail.target, target, 'load.detail.target');
    expect(load.detail.paging!.Article.page).to.equal(3);
  });

  it('a canceled paginator-request stops everything', async () => {
    const { target, indicator, original } = page();
    const fetches = spyFetch();
    const errors = collect('paginator-error');
    const cancel = (event: Event): void => event.preventDefault();
    document.addEventListener('paginator-request', cancel);
    cleanups.push(() => document.removeEventListener('paginator-request', cancel));
    const busy: Array<string | null> = [];
    const observer = new MutationObserver(() => busy.push(target.getAttribute('aria-busy')));
    observer.observe(target, { attributes: true });
    cleanups.push(() => observer.disconnect());
    expect(await ajaxUpdate(request(target, '/__test/page?n=2', { indicator: 'spinner' }))).to.equal('canceled');
    await Promise.resolve();
    expect(fetches).to.deep.equal([]);
    expect(busy).to.deep.equal([]);
    expect(indicator.hasAttribute('hidden')).to.equal(true);
    expectSame(target.firstElementChild, original, 'the original content');
    expect(errors).to.have.length(0);
  });

  it('uses the first of several space-separated ids in update and indicator', async () => {
    const { target, indicator } = page();
    const promise = ajaxUpdate(request(target, '/__test/slow?ms=200&n=4', { update: ' results other ', indicator: 'spinner other' }));
    expect(target.getAttribute('aria-busy')).to.equal('true');
    expect(indicator.hasAttribute('hidden')).to.equal(false);
    expect(await promise).to.equal('loaded');
    expect(shownPage(target)).to.equal('4');
  });
});

describe('ajaxUpdate: indicator and aria-busy', () => {
  it('shows the indicator and sets aria-busy while the request runs, then restores both exactly', async () => {
    const { target, indicator } = page();
    const promise = ajaxUpdate(request(target, '/__test/slow?ms=300&n=2', { indicator: 'spinner' }));
    expect(target.getAttribute('aria-busy')).to.equal('true');
    expect(indicator.hasAttribute('hidden')).to.equal(false);
    expect(await promise).to.equal('loaded');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.getAttribute('hidden')).to.equal('');
    expect(shownPage(target)).to.equal('2');
  });

  it('restores values that were there before (a visible indicator, aria-busy="false")', async () => {
    const { target, indicator } = page();
    indicator.removeAttribute('hidden');
    target.setAttribute('aria-busy', 'false');
    const promise = ajaxUpdate(request(target, '/__test/slow?ms=100&n=2', { indicator: 'spinner' }));
    expect(target.getAttribute('aria-busy')).to.equal('true');
    await promise;
    expect(target.getAttribute('aria-busy')).to.equal('false');
    expect(indicator.hasAttribute('hidden')).to.equal(false);
  });

  it('leaves them set while a newer request to the same target runs', async () => {
    const { target, indicator } = page();
    const first = ajaxUpdate(request(target, '/__test/slow?ms=300&n=2', { indicator: 'spinner' }));
    const second = ajaxUpdate(request(target, '/__test/slow?ms=300&n=3', { indicator: 'spinner' }));
    expect(await first).to.equal('aborted');
    expect(target.getAttribute('aria-busy')).to.equal('true');
    expect(indicator.hasAttribute('hidden')).to.equal(false);
    expect(await second).to.equal('loaded');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.getAttribute('hidden')).to.equal('');
  });
});

describe('ajaxUpdate: last click wins', () => {
  it('a second click aborts the first: only the last answer lands and the first reports no error', async () => {
    const { root, target } = page();
    install();
    const loads = collect<AjaxLoadDetail>('paginator-load');
    const errors = collect('paginator-error');
    const loaded = oneEvent(document, 'paginator-load');
    mouseClick(root.querySelector('#slow2')!);
    mouseClick(root.querySelector('#to3')!);
    await loaded;
    expect(shownPage(target)).to.equal('3');
    // Proving that something does not happen needs time: past the moment the slow answer would have come.
    await aTimeout(600);
    expect(shownPage(target)).to.equal('3');
    expect(loads).to.have.length(1);
    expect(loads[0].detail.url).to.equal(abs('/__test/page?n=3'));
    expect(errors).to.have.length(0);
  });

  it('out of order: a slow first answer never lands after a fast second one', async () => {
    const { target } = page();
    const errors = collect('paginator-error');
    const loads = collect('paginator-load');
    const settled: string[] = [];
    const outcomes = await Promise.all([
      ajaxUpdate(request(target, '/__test/slow?ms=300&n=2')).finally(() => settled.push('first')),
      ajaxUpdate(request(target, '/__test/page?n=3')).finally(() => settled.push('second')),
    ]);
    expect(outcomes).to.deep.equal(['aborted', 'loaded']);
    // Aborted, not merely discarded on arrival: it ended before the fast answer came.
    expect(settled).to.deep.equal(['first', 'second']);
    await aTimeout(400);
    expect(shownPage(target)).to.equal('3');
    expect(loads).to.have.length(1);
    expect(errors).to.have.length(0);
  });

  it('the last request wins even when an older one would answer sooner', async () => {
    const { target } = page();
    const outcomes = await Promise.all([
      ajaxUpdate(request(target, '/__test/page?n=3')),
      ajaxUpdate(request(target, '/__test/slow?ms=200&n=2')),
    ]);
    expect(outcomes).to.deep.equal(['aborted', 'loaded']);
    expect(shownPage(target)).to.equal('2');
  });

  it('requests to different targets do not abort each other', async () => {
    const { root, target } = page();
    const other = document.createElement('div');
    other.id = 'other-results';
    root.append(other);
    const outcomes = await Promise.all([
      ajaxUpdate(request(target, '/__test/slow?ms=200&n=2')),
      ajaxUpdate(request(other, '/__test/page?n=4')),
    ]);
    expect(outcomes).to.deep.equal(['loaded', 'loaded']);
    expect(shownPage(target)).to.equal('2');
    expect(shownPage(other)).to.equal('4');
  });
});

describe('ajaxUpdate: one "last click wins" for every copy of the library on the page', () => {
  /** A second instance of the module that holds the page's requests, as another copy of the library loads it. */
  const copy = (): Promise<typeof import('../../src/ajax/page-requests.js')> => {
    const url = new URL('../../src/ajax/page-requests.ts?copy=2', import.meta.url).href;
    return import(url);
  };

  it('a region claimed through another copy aborts the request in flight, and the busy state ends with it', async () => {
    const { target, indicator } = page();
    const other = await copy();
    const errors = collect('paginator-error');
    const first = ajaxUpdate(request(target, '/__test/slow?ms=400&n=2', { indicator: 'spinner' }));
    await waitUntil(() => target.hasAttribute('aria-busy'), 'the request runs');
    // What the other copy's click does first.
    other.claimRegion('results other');
    expect(await first).to.equal('aborted');
    expect([target.hasAttribute('aria-busy'), indicator.hasAttribute('hidden'), errors.length]).to.deep.equal([false, true, 0]);
  });

  it('a request claimed through another copy before it ran is replaced by a newer one, and never fetches', async () => {
    const { target } = page();
    const other = await copy();
    const calls = spyFetch();
    const older = request(target, '/__test/page?n=2');
    other.claimRequest(older);
    const newer = ajaxUpdate(request(target, '/__test/page?n=3'));
    expect(await ajaxUpdate(older)).to.equal('aborted');
    expect(await newer).to.equal('loaded');
    expect(calls).to.deep.equal([abs('/__test/page?n=3')]);
    expect(shownPage(target)).to.equal('3');
  });
});

describe('ajaxUpdate: failures keep the content', () => {
  it('a 500 answer: paginator-error with the status, content kept, busy state cleared', async () => {
    const { target, indicator, original } = page();
    const loads = collect('paginator-load');
    const failed = oneEvent<CustomEvent<AjaxErrorDetail>>(target, 'paginator-error');
    expect(await ajaxUpdate(request(target, '/__test/status?code=500', { indicator: 'spinner', model: 'Article' }))).to.equal('failed');
    const { detail } = await failed;
    expect(detail).to.include({ url: abs('/__test/status?code=500'), update: 'results', model: 'Article', status: 500, error: 'HTTP 500' });
    expect(detail.message).to.be.a('string').and.not.equal('');
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.childElementCount).to.equal(1);
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.hasAttribute('hidden')).to.equal(true);
    expect(loads).to.have.length(0);
  });

  it('a 404 answer is an error too', async () => {
    const { target, original } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    expect(await ajaxUpdate(request(target, '/__test/status?code=404'))).to.equal('failed');
    expect(errors[0].detail).to.include({ status: 404, error: 'HTTP 404' });
    expectSame(target.firstElementChild, original, 'the original content');
  });

  it('a network failure: status 0, error "network", content kept', async () => {
    const { target, original } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    expect(await ajaxUpdate(request(target, '/__test/drop'))).to.equal('failed');
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 0, error: 'network', url: abs('/__test/drop') });
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a slow answer past the timeout: status 0, error "timeout", content kept', async () => {
    const { target, indicator, original } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const loads = collect('paginator-load');
    const started = performance.now();
    expect(await ajaxUpdate(request(target, '/__test/slow?ms=3000&n=2', { timeout: 150, indicator: 'spinner' }))).to.equal('failed');
    expect(performance.now() - started).to.be.below(2000);
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 0, error: 'timeout' });
    expect(errors[0].detail.message).to.contain('150');
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.hasAttribute('hidden')).to.equal(true);
    expect(loads).to.have.length(0);
  });

  it('a missing target: failed, with an error naming the id, and no request', async () => {
    const { root } = page();
    const fetches = spyFetch();
    const source = root.querySelector('#to2')!;
    const failed = oneEvent<CustomEvent<AjaxErrorDetail>>(source, 'paginator-error');
    expect(await ajaxUpdate({ url: '/__test/page?n=2', update: 'nowhere', source })).to.equal('failed');
    const { detail } = await failed;
    expect(detail.error).to.contain('nowhere');
    expect(detail.message).to.contain('"nowhere"');
    expect(fetches).to.deep.equal([]);
  });
});

describe('ajaxUpdate: origins and schemes', () => {
  it('refuses a cross-origin URL without fetching it', async () => {
    const { target, original } = page();
    const fetches = spyFetch();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const url = `${otherOrigin}/__test/page?n=2&cors=1`;
    expect(await ajaxUpdate(request(target, url))).to.equal('failed');
    expect(errors[0].detail).to.include({ url, status: 0, error: 'cross-origin URL refused' });
    expect(fetches).to.deep.equal([]);
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
  });

  it('fetches another origin when crossOrigin is set', async () => {
    const { target } = page();
    const url = `${otherOrigin}/__test/page?n=5&cors=1&header=1`;
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(target, 'paginator-load');
    expect(await ajaxUpdate(request(target, url, { crossOrigin: true }))).to.equal('loaded');
    expect(shownPage(target)).to.equal('5');
    expect((await loaded).detail.paging!.Article.from).to.equal('header');
  });

  it('refuses non-http URLs always, even with crossOrigin', async () => {
    const { target, original } = page();
    const fetches = spyFetch();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    for (const url of ['javascript:window.__ran=1', 'data:text/html,<p>x</p>', 'file:///etc/passwd', 'about:blank']) {
      expect(await ajaxUpdate(request(target, url, { crossOrigin: true })), url).to.equal('failed');
    }
    expect(errors.map((event) => event.detail.error)).to.deep.equal(Array(4).fill('non-http URL refused'));
    expect(fetches).to.deep.equal([]);
    expectSame(target.firstElementChild, original, 'the original content');
    expect(window.__ran).to.equal(undefined);
  });
});

describe('ajaxUpdate: the answer is inert', () => {
  it('no script, handler or script URL in the answer runs, and all are removed', async () => {
    const { target } = page();
    const baseBefore = document.baseURI;
    expect(await ajaxUpdate(request(target, '/__test/script'))).to.equal('loaded');
    const img = target.querySelector<HTMLImageElement>('#img')!;
    // Wait until the broken image has failed: its onerror would have run by then.
    await waitUntil(() => img.complete, 'the image never finished loading');
    await aTimeout(0);
    target.querySelector<HTMLElement>('#div')!.click();
    target.querySelector<HTMLElement>('#div')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(window.__ran).to.equal(undefined);

    expect(target.querySelector('#survivor')!.textContent).to.equal('kept');
    expect(target.querySelectorAll('script, base, meta, object, embed, set')).to.have.length(0);
    expect(img.hasAttribute('onerror')).to.equal(false);
    expect(img.getAttribute('src')).to.equal('x');
    for (const id of ['js', 'js-spaced', 'js-upper', 'vb', 'data']) {
      expect(target.querySelector(`#${id}`)!.hasAttribute('href'), id).to.equal(false);
    }
    const safe = target.querySelector('#safe')!;
    expect(safe.getAttribute('href')).to.equal('/__test/page?n=1');
    expect(safe.getAttribute('title')).to.equal('ok');
    const svgLink = target.querySelector('#svg-a')!;
    expect(svgLink.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(svgLink.hasAttributeNS(XLINK, 'href')).to.equal(false);
    expect(svgLink.attributes).to.have.length(1);
    expect(target.querySelector('#svg text')!.textContent).to.equal('t');
    const div = target.querySelector('#div')!;
    expect(div.hasAttribute('onclick') || div.hasAttribute('onmouseover')).to.equal(false);
    expect(target.querySelector('#frame')!.hasAttribute('srcdoc')).to.equal(false);
    expect(target.querySelector('#form')!.hasAttribute('action')).to.equal(false);
    expect(target.querySelector('#button')!.hasAttribute('formaction')).to.equal(false);
    const content = target.querySelector<HTMLTemplateElement>('#tpl')!.content;
    expect(content.querySelectorAll('script')).to.have.length(0);
    expect(content.querySelector('#tpl-b')!.hasAttribute('onclick')).to.equal(false);
    const inner = content.querySelector<HTMLTemplateElement>('#tpl-inner')!.content;
    expect(inner.querySelector('i')!.hasAttribute('onfocus')).to.equal(false);
    expect(document.baseURI).to.equal(baseBefore);
    // Cloned template content stays clean too (it is what a script would stamp out).
    target.append(content.cloneNode(true));
    expect(window.__ran).to.equal(undefined);
  });

  it('removes the data-paging script after reading it', async () => {
    const { target } = page();
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(target, 'paginator-load');
    await ajaxUpdate(request(target, '/__test/page?n=2'));
    expect((await loaded).detail.paging!.Article.page).to.equal(2);
    expect(target.querySelectorAll('script')).to.have.length(0);
  });
});

describe('ajaxUpdate: paging records of the answer', () => {
  async function load(url: string, extra: Partial<AjaxRequest> = {}): Promise<{ target: HTMLElement; detail: AjaxLoadDetail; errors: Array<CustomEvent<AjaxErrorDetail>> }> {
    const { target } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(target, 'paginator-load');
    expect(await ajaxUpdate(request(target, url, extra))).to.equal('loaded');
    return { target, detail: (await loaded).detail, errors };
  }

  it('the X-Paging header wins over the data-paging script', async () => {
    const { detail, errors } = await load('/__test/page?n=3&header=1');
    expect(Object.keys(detail.paging!)).to.deep.equal(['Article']);
    expect(detail.paging!.Article).to.include({ page: 3, from: 'header' });
    expect(errors).to.have.length(0);
  });

  it('without the header, the data-paging script', async () => {
    const { detail } = await load('/__test/page?n=3');
    expect(detail.paging!.Article).to.include({ page: 3, from: 'script' });
  });

  it('a single record in X-Paging is filed under the request model, or "Model"', async () => {
    expect((await load('/__test/page?n=2&header=single', { model: 'Post' })).detail.paging).to.have.keys(['Post']);
    expect((await load('/__test/page?n=2&header=single', { model: 'Post' })).detail.paging!.Post.from).to.equal('header');
    expect((await load('/__test/page?n=2&header=single')).detail.paging).to.have.keys(['Model']);
  });

  it('without header or script, the paging attributes of paginator elements in the answer, merged', async () => {
    const { detail } = await load('/__test/page?n=4&script=0&elements=1&model=Article');
    expect(detail.paging).to.have.keys(['Article', 'Comment']);
    expect(detail.paging!.Article).to.include({ page: 4, from: 'element' });
    expect(detail.paging!.Comment).to.include({ page: 1, from: 'element' });
  });

  it('an element in the answer naming its record by source keeps it though the script is removed', async () => {
    const { target, detail } = await load('/__test/page?n=2&script=0&elements=source');
    expect(detail.paging!.Article).to.include({ page: 2, from: 'source' });
    const element = target.querySelector<TestPagingConsumer>('test-paging-consumer')!;
    expect(target.querySelectorAll('script')).to.have.length(0);
    expect(element.hasAttribute('source')).to.equal(false);
    expect(element.pagingRecords!.Article).to.include({ page: 2, from: 'source' });
  });

  it('no records at all: paging is null', async () => {
    const { detail, errors } = await load('/__test/page?n=2&script=0');
    expect(detail.paging).to.equal(null);
    expect(errors).to.have.length(0);
  });

  it('malformed data-paging JSON: paginator-error "paging", but the content is swapped', async () => {
    const { target, detail, errors } = await load('/__test/badpaging');
    expect(target.querySelector('#bad')!.textContent).to.equal('still swapped');
    expect(target.querySelectorAll('script')).to.have.length(0);
    expect(detail.paging).to.equal(null);
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 200, error: 'paging', url: abs('/__test/badpaging') });
    expect(errors[0].detail.message).to.contain('data-paging');
  });

  it('a malformed X-Paging header is reported; the script is not used in its place', async () => {
    const { target, detail, errors } = await load('/__test/page?n=2&header=bad');
    expect(shownPage(target)).to.equal('2');
    expect(detail.paging).to.equal(null);
    expect(errors[0].detail).to.include({ error: 'paging', status: 200 });
    expect(errors[0].detail.message).to.contain('X-Paging');
  });
});

describe('applyPaging', () => {
  function consumers(): { root: HTMLElement; article: TestPagingConsumer; shadowed: TestPagingConsumer; comment: TestPagingConsumer; both: TestPagingConsumer } {
    const root = fixtureSync<HTMLElement>(html`
      <div>
        <div id="results"></div>
        <test-paging-consumer id="article" paging='{"page": 1, "pageCount": 5}' model="Article"></test-paging-consumer>
        <test-paging-consumer id="comment" paging='{"page": 1, "pageCount": 2}' model="Comment"></test-paging-consumer>
        <test-paging-consumer id="both" paging='{"Article": {"page": 1}, "Comment": {"page": 2}}' model="Article"></test-paging-consumer>
        <div id="host"></div>
      </div>
    `);
    const host = root.querySelector('#host')!;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section><test-paging-consumer id="shadowed" paging=\'{"page": 1}\' model="Article"></test-paging-consumer></section>';
    return {
      root,
      article: root.querySelector('#article')!,
      comment: root.querySelector('#comment')!,
      both: root.querySelector('#both')!,
      shadowed: shadow.querySelector('#shadowed')!,
    };
  }

  it('after a swap, every element bound to the model shows the new record, inside shadow roots too; others are untouched', async () => {
    const { root, article, comment, both, shadowed } = consumers();
    expect(await ajaxUpdate(request(root.querySelector('#results')!, '/__test/page?n=4'))).to.equal('loaded');
    expect(article.pagingRecords!.Article).to.include({ page: 4, from: 'script' });
    expect(shadowed.pagingRecords!.Article).to.include({ page: 4, from: 'script' });
    expect(both.pagingRecords!.Article).to.include({ page: 4 });
    expect(both.pagingRecords!.Comment).to.deep.equal({ page: 2 });
    expect(comment.received).to.have.length(0);
    expect(comment.pagingRecords!.Comment).to.deep.equal({ page: 1, pageCount: 2 });
  });

  it('sets paging to the element records merged with the new one, and only within root', async () => {
    const { root, article, both, comment, shadowed } = consumers();
    const record = { page: 3, pageCount: 5 };
    applyPaging({ Article: record }, root.querySelector('#host')!);
    expect(shadowed.received).to.deep.equal([{ Article: record }]);
    expect(article.received).to.have.length(0);

    applyPaging({ Article: record, Other: { page: 9 } });
    expect(article.received).to.deep.equal([{ Article: record }]);
    expect(both.received).to.deep.equal([{ Article: record, Comment: { page: 2 } }]);
    expect(comment.received).to.have.length(0);
  });

  it('skips disconnected elements and unknown tags, and survives an element that throws', async () => {
    const { root, article } = consumers();
    const detached = document.createElement('test-paging-consumer') as TestPagingConsumer;
    detached.setAttribute('model', 'Article');
    const stranger = document.createElement('div') as unknown as PagingConsumer & HTMLElement;
    Object.defineProperty(stranger, 'boundModel', { value: 'Article' });
    root.append(stranger);
    const thrower = document.createElement('test-paging-consumer') as TestPagingConsumer;
    thrower.setAttribute('model', 'Article');
    root.prepend(thrower);
    Object.defineProperty(thrower, 'paging', { set: () => { throw new Error('refused'); } });
    const originalError = console.error;
    const logged: unknown[][] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    cleanups.push(() => {
      console.error = originalError;
    });
    applyPaging({ Article: { page: 2 } });
    expect(detached.received).to.have.length(0);
    expect((stranger as unknown as { paging?: unknown }).paging).to.equal(undefined);
    expect(article.received).to.have.length(1);
    expect(logged).to.have.length(1);
  });
});

describe('ajaxUpdate: keyboard focus', () => {
  it('Enter on a focused link moves focus to the updated region', async () => {
    const { root, target } = page();
    install();
    const link = root.querySelector<HTMLAnchorElement>('#to2')!;
    link.focus();
    const loaded = oneEvent(document, 'paginator-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(shownPage(target)).to.equal('2');
    expectSame(document.activeElement, target, 'document.activeElement');
    expect(target.getAttribute('tabindex')).to.equal('-1');
    expect(leftToBrowser).to.have.length(0);
  });

  it('a mouse click does not move focus', async () => {
    const { root, target } = page();
    install();
    cleanups.push(() => resetMouse());
    const link = root.querySelector<HTMLAnchorElement>('#to2')!;
    const box = link.getBoundingClientRect();
    const loaded = oneEvent(document, 'paginator-load');
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await loaded;
    expect(shownPage(target)).to.equal('2');
    expect(document.activeElement === target, 'focus stayed off the region').to.equal(false);
    expect(target.hasAttribute('tabindex')).to.equal(false);
  });

  it('a region that is focusable already keeps its tabindex', async () => {
    const { target } = page();
    target.setAttribute('tabindex', '0');
    expect(await ajaxUpdate(request(target, '/__test/page?n=2', { keyboard: true }))).to.equal('loaded');
    expectSame(document.activeElement, target, 'document.activeElement');
    expect(target.getAttribute('tabindex')).to.equal('0');
  });
});

describe('installAjaxLinks', () => {
  it('a plain click fires paginator-navigate, then loads the link into data-update with data-indicator', async () => {
    const { root, target, indicator } = page();
    install();
    const link = root.querySelector<HTMLAnchorElement>('#to2')!;
    const navigated = oneEvent<CustomEvent>(link, 'paginator-navigate');
    const requested = oneEvent<CustomEvent<AjaxRequestDetail>>(link, 'paginator-request');
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(link, 'paginator-load');
    mouseClick(link);
    const navigate = await navigated;
    expect(navigate.detail).to.deep.equal({ page: null, url: link.href, model: null, kind: 'link' });
    expect(navigate.cancelable && navigate.bubbles && navigate.composed).to.equal(true);
    expect((await requested).detail).to.include({ url: link.href, update: 'results' });
    expect(target.getAttribute('aria-busy')).to.equal('true');
    expect(indicator.hasAttribute('hidden')).to.equal(false);
    expectSame((await loaded).detail.target, target, 'paginator-load detail.target');
    expect(shownPage(target)).to.equal('2');
    expect(indicator.hasAttribute('hidden')).to.equal(true);
    expect(leftToBrowser).to.have.length(0);
  });

  it('a canceled paginator-navigate stops the request, and the browser does not follow the link', async () => {
    const { root, target, original } = page();
    install();
    const fetches = spyFetch();
    const requests = collect('paginator-request');
    const cancel = (event: Event): void => event.preventDefault();
    document.addEventListener('paginator-navigate', cancel);
    cleanups.push(() => document.removeEventListener('paginator-navigate', cancel));
    const navigated = oneEvent(document, 'paginator-navigate');
    mouseClick(root.querySelector('#to2')!);
    expect((await navigated).defaultPrevented).to.equal(true);
    await aTimeout(0);
    expect(requests).to.have.length(0);
    expect(fetches).to.deep.equal([]);
    expect(leftToBrowser).to.have.length(0);
    expectSame(target.firstElementChild, original, 'the original content');
  });

  it('modified, middle-button, already handled, download and other-target clicks are left to the browser', async () => {
    const { root } = page();
    install();
    const navigations = collect('paginator-navigate');
    const fetches = spyFetch();
    const link = root.querySelector<HTMLAnchorElement>('#to2')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      mouseClick(link, init);
    }
    const handled = (event: Event): void => event.preventDefault();
    link.addEventListener('click', handled);
    mouseClick(link);
    link.removeEventListener('click', handled);
    link.setAttribute('download', '');
    mouseClick(link);
    link.removeAttribute('download');
    link.target = '_blank';
    mouseClick(link);
    await aTimeout(0);
    expect(navigations).to.have.length(0);
    expect(fetches).to.deep.equal([]);
    // Every click but the one already handled reached the browser with its default intact.
    expect(leftToBrowser).to.have.length(7);
  });

  it('is idempotent per root, and its uninstall function stops it', async () => {
    const { root, target } = page();
    const uninstall = install();
    expect(install()).to.equal(uninstall);
    const requests = collect('paginator-request');
    const loaded = oneEvent(document, 'paginator-load');
    mouseClick(root.querySelector('#to2')!);
    await loaded;
    expect(requests).to.have.length(1);
    uninstall();
    mouseClick(root.querySelector('#to3')!);
    await aTimeout(0);
    expect(requests).to.have.length(1);
    expect(leftToBrowser).to.have.length(1);
    expect(shownPage(target)).to.equal('2');
    // Installing again after an uninstall works, with a new function.
    expect(install()).not.to.equal(uninstall);
  });

  it('works on an element root and through open shadow roots', async () => {
    const { root, target } = page();
    const host = document.createElement('div');
    root.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a id="deep" href="/__test/page?n=5" data-update="results"><span>5</span></a>';
    install(root);
    const loaded = oneEvent(document, 'paginator-load');
    mouseClick(shadow.querySelector('span')!);
    await loaded;
    expect(shownPage(target)).to.equal('5');
    expect(leftToBrowser).to.have.length(0);
  });

  it('a link swapped out with the old content: paginator-load fires on the target', async () => {
    const { target } = page();
    install();
    target.innerHTML = '<a id="inner" href="/__test/page?n=4" data-update="results">4</a>';
    const link = target.querySelector('#inner')!;
    const loaded = new Promise<EventTarget | undefined>((resolve) => {
      document.addEventListener('paginator-load', (event) => resolve(event.composedPath()[0]), { once: true });
    });
    mouseClick(link);
    const dispatchedOn = await loaded;
    expect(link.isConnected).to.equal(false);
    expectSame(dispatchedOn, target, 'the element paginator-load fired on');
    expect(shownPage(target)).to.equal('4');
  });
});

describe('ajaxUpdate: pushUrl and Back/Forward', () => {
  it('pushes each swap; Back and Forward restore the pages; Back to the first entry fetches the original URL', async () => {
    const start = location.href;
    const startState: unknown = history.state;
    cleanups.push(() => {
      // Whatever happened, the test page keeps its own URL.
      if (location.href !== start) history.replaceState(startState, '', start);
    });
    const { target } = page();
    const requests = collect<AjaxRequestDetail>('paginator-request');
    const options = { pushUrl: true, indicator: 'spinner', model: 'Article' };

    expect(await ajaxUpdate(request(target, '/__test/page?n=2', options))).to.equal('loaded');
    expect(location.href).to.equal(abs('/__test/page?n=2'));
    expect(history.state).to.deep.equal({ paginatorElements: { url: abs('/__test/page?n=2'), update: 'results', indicator: 'spinner', model: 'Article' } });
    expect(await ajaxUpdate(request(target, '/__test/page?n=3', options))).to.equal('loaded');
    expect(location.href).to.equal(abs('/__test/page?n=3'));

    let loaded = oneEvent(target, 'paginator-load');
    history.back();
    await loaded;
    expect(shownPage(target)).to.equal('2');
    expect(location.href).to.equal(abs('/__test/page?n=2'));
    expect(requests.at(-1)!.detail).to.include({ url: abs('/__test/page?n=2'), update: 'results', model: 'Article', kind: 'history' });

    loaded = oneEvent(target, 'paginator-load');
    history.forward();
    await loaded;
    expect(shownPage(target)).to.equal('3');
    expect(location.href).to.equal(abs('/__test/page?n=3'));

    loaded = oneEvent(target, 'paginator-load');
    history.back();
    await loaded;
    expect(shownPage(target)).to.equal('2');

    // The first entry was marked before the first push: Back to it asks for the page as it was.
    // The test page itself is not fetched: the request is canceled and inspected.
    const cancelFirst = (event: Event): void => event.preventDefault();
    document.addEventListener('paginator-request', cancelFirst);
    cleanups.push(() => document.removeEventListener('paginator-request', cancelFirst));
    const requested = oneEvent<CustomEvent<AjaxRequestDetail>>(target, 'paginator-request');
    history.back();
    const first = await requested;
    expect(first.detail).to.include({ url: start, update: 'results', model: 'Article' });
    expect(location.href).to.equal(start);
    expect(history.state.paginatorElements).to.deep.equal({ url: start, update: 'results', indicator: 'spinner', model: 'Article' });
  });

  it('installAjaxLinks pushes with data-push-url; a history entry that is not ours is ignored', async () => {
    const { link, target } = pushingLink();
    let loaded = oneEvent(document, 'paginator-load');
    mouseClick(link);
    await loaded;
    expect(location.href).to.equal(link.href);

    // Someone else's entry on top of ours.
    history.pushState({ someRouter: true }, '', '#elsewhere');
    const requests = collect('paginator-request');
    target.innerHTML = '<p>changed by the router</p>';
    loaded = oneEvent(target, 'paginator-load');
    history.back();
    await loaded;
    expect(requests).to.have.length(1);
    expect(shownPage(target)).to.equal('3');

    const popped = oneEvent(window, 'popstate');
    history.forward();
    await popped;
    await aTimeout(0);
    expect(location.hash).to.equal('#elsewhere');
    expect(requests).to.have.length(1);
  });
});

/** Answers every fetch with `respond` (the module calls the global fetch). */
function fakeFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>): void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init);
  cleanups.push(() => {
    window.fetch = original;
  });
}

/** A 200 HTML answer, as if it came from `url` (a redirect's final URL). */
function answerFrom(url: string, body = '<ul class="items" data-page="4"><li>x</li></ul>'): Response {
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('ajaxUpdate: edge cases', () => {
  it('a same-origin URL redirected to another origin is refused, and its answer is thrown away', async () => {
    const { target, indicator, original } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    const loads = collect('paginator-load');
    fakeFetch(() => answerFrom(`${otherOrigin}/elsewhere`));
    expect(await ajaxUpdate(request(target, '/__test/page?n=4', { indicator: 'spinner' }))).to.equal('failed');
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ url: abs('/__test/page?n=4'), status: 0, error: 'cross-origin URL refused' });
    expect(errors[0].detail.message).to.contain(otherOrigin).and.contain('redirect');
    expect(loads).to.have.length(0);
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.hasAttribute('hidden')).to.equal(true);
  });

  it('a redirect to another origin is followed when crossOrigin is set', async () => {
    const { target } = page();
    fakeFetch(() => answerFrom(`${otherOrigin}/elsewhere`));
    expect(await ajaxUpdate(request(target, '/__test/page?n=4', { crossOrigin: true }))).to.equal('loaded');
    expect(shownPage(target)).to.equal('4');
  });

  it('a request replaced before its timeout runs out reports nothing when the time comes', async () => {
    const { target } = page();
    const errors = collect('paginator-error');
    const outcomes = await Promise.all([
      ajaxUpdate(request(target, '/__test/slow?ms=400&n=2', { timeout: 100 })),
      ajaxUpdate(request(target, '/__test/page?n=3')),
    ]);
    expect(outcomes).to.deep.equal(['aborted', 'loaded']);
    await aTimeout(250);
    expect(errors).to.have.length(0);
    expect(shownPage(target)).to.equal('3');
  });

  it('an unexpected failure is reported as "exception", never thrown; the content and busy state are restored', async () => {
    const { target, indicator, original } = page();
    const errors = collect<AjaxErrorDetail>('paginator-error');
    fakeFetch((url) => {
      const response = answerFrom(url);
      Object.defineProperty(response, 'headers', { value: { get: () => { throw new Error('boom'); } } });
      return response;
    });
    expect(await ajaxUpdate(request(target, '/__test/page?n=4', { indicator: 'spinner', model: 'Article' }))).to.equal('failed');
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 0, error: 'exception', update: 'results', model: 'Article' });
    expect(errors[0].detail.message).to.contain('boom');
    expectSame(target.firstElementChild, original, 'the original content');
    expect(target.hasAttribute('aria-busy')).to.equal(false);
    expect(indicator.hasAttribute('hidden')).to.equal(true);
  });

  it('with no paginator tags to look for, an answer is still swapped in, with no records', async () => {
    const { target } = page();
    const tags = [...PAGING_CONSUMERS];
    PAGING_CONSUMERS.clear();
    cleanups.push(() => {
      for (const tag of tags) PAGING_CONSUMERS.add(tag);
    });
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(target, 'paginator-load');
    expect(await ajaxUpdate(request(target, '/__test/page?n=2&script=0&elements=source'))).to.equal('loaded');
    expect((await loaded).detail.paging).to.equal(null);
    expect(shownPage(target)).to.equal('2');
    // Not a consumer any more: its `source` is not inlined.
    expect(target.querySelector('test-paging-consumer')!.getAttribute('source')).to.equal('paging-src');
  });

  it('an element in the answer whose source names no JSON script keeps its source', async () => {
    const { target } = page();
    fakeFetch((url) => answerFrom(url, '<p id="p">x</p><test-paging-consumer source="p"></test-paging-consumer><test-paging-consumer source="none"></test-paging-consumer>'));
    const loaded = oneEvent<CustomEvent<AjaxLoadDetail>>(target, 'paginator-load');
    expect(await ajaxUpdate(request(target, '/__test/page?n=2'))).to.equal('loaded');
    expect((await loaded).detail.paging).to.equal(null);
    const elements = target.querySelectorAll('test-paging-consumer');
    expect([...elements].map((element) => [element.getAttribute('source'), element.hasAttribute('paging')])).to.deep.equal([['p', false], ['none', false]]);
  });

  it('installAjaxLinks leaves a click event that is not a mouse event to the browser', async () => {
    const { root } = page();
    install();
    const navigations = collect('paginator-navigate');
    const fetches = spyFetch();
    root.querySelector('#to2')!.dispatchEvent(new Event('click', { bubbles: true, cancelable: true }));
    await aTimeout(0);
    expect(navigations).to.have.length(0);
    expect(fetches).to.deep.equal([]);
    expect(leftToBrowser).to.have.length(1);
  });

  it('a history state whose entry is not an object of ours is ignored', async () => {
    const { start, link, target } = pushingLink();
    const loaded = oneEvent(document, 'paginator-load');
    mouseClick(link);
    await loaded;
    const requests = collect('paginator-request');
    history.pushState(null, '', '#other');
    for (const state of ['a string', { paginatorElements: 'a string' }, { paginatorElements: { url: 1, update: 'results' } }, { paginatorElements: { url: start, update: '' } }]) {
      history.replaceState(state, '', '#other');
      const popped = oneEvent(window, 'popstate');
      history.back();
      await popped;
      const poppedAgain = oneEvent(window, 'popstate');
      history.forward();
      await poppedAgain;
    }
    // Each Back lands on our entry (a request); each Forward on a state that is not ours (none).
    expect(requests).to.have.length(4);
    await waitUntil(() => target.getAttribute('aria-busy') === null);
    expect(shownPage(target)).to.equal('3');
  });
});
