/**
 * The parts the elements load on demand, from the sources: `<framework-error>`'s
 * page rendering (framework-error-page.ts, with the core's error pages) and
 * Ajax mode (ajax-update.ts) behind installAjaxLinks. This file imports neither
 * part, and its tests run in order: first what must not load them, then
 * what loads them. Which modules the page fetched is read from the
 * resource entries the browser records.
 */
import { aTimeout, expect, oneEvent } from '@open-wc/testing';
import { installAjaxLinks } from '../../src/ajax/ajax-links.js';
import { FrameworkErrorElement } from '../../src/components/framework-error/framework-error.js';
import { mount, unmountAll } from './support.js';

/** Every resource the page fetched, from the first (an observer sees them beyond the timing buffer's limit). */
const fetched: string[] = performance.getEntriesByType('resource').map((entry) => entry.name);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) fetched.push(entry.name);
}).observe({ type: 'resource' });

/** Whether a module whose path ends with `path` (without its extension) was fetched. */
const loaded = (path: string): boolean => fetched.some((name) => new URL(name).pathname.replace(/\.[jt]s$/, '').endsWith(path));

/** Lets the browser record the resource entries of what was just fetched. */
const settle = () => aTimeout(50);

/** Clicks the test page must not follow. */
const guard = (event: Event): void => event.preventDefault();

before(() => window.addEventListener('click', guard));
after(() => window.removeEventListener('click', guard));
afterEach(unmountAll);

describe('<framework-error> loads its pages on demand', () => {
  it('loads nothing while it has no page to show: no method, or capture with nothing captured', async () => {
    const root = mount('<framework-error debug="2"></framework-error><framework-error capture></framework-error>');
    for (const el of root.querySelectorAll('framework-error')) await el.updateComplete;
    await settle();
    expect(loaded('/components/framework-error/framework-error-page')).to.equal(false);
    expect(loaded('/errors/error-page')).to.equal(false);
    expect(loaded('/errors/error-views')).to.equal(false);
  });

  it('shows nothing until the page rendering has arrived; updateComplete waits for it and the page', async () => {
    const el = document.createElement('framework-error');
    el.method = 'missingModel';
    el.params = { className: 'Article' };
    el.debug = 2;
    mount().append(el);
    // The first update has run, the module has not arrived: nothing shown, nothing reported.
    await Promise.resolve();
    expect(el.shadowRoot!.querySelector('h2')).to.equal(null);
    expect(await el.updateComplete).to.equal(true);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Missing Model');
    expect(el.shadowRoot!.textContent).to.contain('Article could not be found.');
    await settle();
    expect(loaded('/components/framework-error/framework-error-page')).to.equal(true);
    expect(loaded('/errors/error-views')).to.equal(true);
    expect(el).to.be.instanceOf(FrameworkErrorElement);
  });

  it('renders at once once loaded, and checks the method against the error kinds', async () => {
    const errors: CustomEvent[] = [];
    const el = document.createElement('framework-error');
    el.addEventListener('paginator-error', (event) => errors.push(event as CustomEvent));
    el.method = 'missingTeapot';
    const original = console.error;
    console.error = () => {};
    try {
      mount().append(el);
      await el.updateComplete;
    } finally {
      console.error = original;
    }
    expect(errors.map((event) => event.detail.error)).to.deep.equal(['invalid-method']);
    el.method = 'error404';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Not Found');
  });
});

describe('installAjaxLinks loads Ajax mode on the first click it takes', () => {
  it('takes the click over at once, then loads Ajax mode and swaps the answer in', async () => {
    // The link arrives after the page has settled: installAjaxLinks found no Ajax link to fetch Ajax mode for
    // in the background (issue 20), so the click is the first to need it.
    const root = mount('<div id="lazy-results"><p>original</p></div>');
    const uninstall = installAjaxLinks(root);
    try {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
      await settle();
      root.insertAdjacentHTML('beforeend', '<a id="lazy-link" href="/__test/page?n=2" data-update="lazy-results">2</a>');
      expect(loaded('/ajax/ajax-update')).to.equal(false);
      const link = root.querySelector<HTMLAnchorElement>('#lazy-link')!;
      const order: string[] = [];
      for (const type of ['paginator-navigate', 'paginator-request', 'paginator-load']) link.addEventListener(type, () => order.push(type));
      const done = oneEvent(root, 'paginator-load');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 });
      link.dispatchEvent(click);
      // Synchronously: paginator-navigate has fired and the browser's navigation is prevented.
      expect(order).to.deep.equal(['paginator-navigate']);
      expect(click.defaultPrevented).to.equal(true);
      await done;
      expect(order).to.deep.equal(['paginator-navigate', 'paginator-request', 'paginator-load']);
      expect(root.querySelector('#lazy-results ul.items')!.getAttribute('data-page')).to.equal('2');
      await settle();
      expect(loaded('/ajax/ajax-update')).to.equal(true);
    } finally {
      uninstall();
    }
  });
});
