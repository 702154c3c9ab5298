/**
 * React 19 interop, in Chromium: the four elements rendered by React with
 * plain `React.createElement` (no JSX transform), `paging` handed over as an
 * object property, attributes, re-renders, and `paginator-navigate` received
 * through `addEventListener` on a ref and through React 19's `on...` props.
 *
 * React 19's rules for a custom element (react-dom's `setPropOnCustomElement`,
 * node_modules/react-dom/cjs/react-dom-client.development.js):
 * - a prop whose name is `in` the element is set as a property (`paging`,
 *   `modulus`, `updateTarget`, `debug`); any other name becomes an attribute
 *   (`url-style`). So the element must be defined before React creates it,
 *   and a property gets the value unconverted (`debug={0}`, not `"0"`).
 * - a prop `on<type>` whose value is a function is `addEventListener(type)`,
 *   `type` being the rest of the name as written: `onpaginator-navigate`
 *   listens to `paginator-navigate`; `onPaginatorNavigate` would listen to
 *   `PaginatorNavigate`, which nothing fires. A `Capture` suffix listens in
 *   the capture phase. A new function replaces the old listener; removing
 *   the prop removes it.
 * - `update`, `before` and `after` are `in` every paginator element (its
 *   update cycle, the DOM's methods), so React assigns them as properties:
 *   the elements make those names write-only properties that set the Ajax
 *   target and the texts, and keep the methods (method-named-property.ts).
 */
import { expect } from '@open-wc/testing';
// Default imports only: the dev server converts React's CommonJS to a module
// with a default export and no named ones (see web-test-runner.config.mjs).
import React from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';
import '../../src/index.js';
import { pageLink, sequence, settled } from '../elements/support.js';
import { expectAppModeWorks, expectFirstPropsWork, expectFourElements, expectMovedToPage3, firstProps, POSTS, record, watchFollows } from './support.js';
import type {
  NavigateDetail, PaginatorLink, PaginatorNumbers,
} from '../../src/index.js';

// Tells React this is a test environment that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const e = React.createElement;
const { act } = React;
const { createRoot } = ReactDOMClient;


type Props = Record<string, unknown>;

let container: HTMLDivElement | null = null;
let root: Root | null = null;

/** Renders `tree` into this test's root (made on first use), then waits for every element's Lit update. */
async function render(tree: React.ReactNode): Promise<HTMLDivElement> {
  if (!container) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  await act(async () => root!.render(tree));
  await settle();
  return container;
}

/** Waits until every paginator element in the container has finished its Lit update. */
async function settle(): Promise<void> {
  await settled(container!);
}

/** The element of that tag React rendered. */
function the<T extends Element>(selector: string): T {
  const el = container!.querySelector(selector);
  if (!el) throw new Error(`React rendered no ${selector}`);
  return el as T;
}

/** A page with all four elements, as a React app would write it. */
function Page({ paging, numbers = {} }: { paging: unknown; numbers?: Props }) {
  return e('div', null,
    e('paginator-numbers', { paging, modulus: '4', ...numbers }),
    e('paginator-counter', { paging, format: 'range' }),
    e('paginator-link', { paging, kind: 'next' }, 'Onward'),
    // `debug` is a property, so React hands it over as is, unconverted: a number, not "0".
    e('framework-error', { method: 'missingController', params: POSTS, debug: 0 }));
}

describe('React 19 interop', () => {
  const followed = watchFollows();
  afterEach(async () => {
    if (root) await act(async () => root!.unmount());
    container?.remove();
    root = null;
    container = null;
  });

  it('renders the four elements, paging as an object property, other props as properties or attributes', async () => {
    const paging = { Article: record(10, 20) };
    await render(e(Page, { paging, numbers: { 'url-style': 'named' } }));
    expectFourElements(container!, paging);
  });

  it('a re-render with a new paging object moves every element to the new page', async () => {
    await render(e(Page, { paging: { Article: record(10, 20) } }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    const next = { Article: record(3, 20) };
    await render(e(Page, { paging: next }));
    expectMovedToPage3(container!, numbers, next);
  });

  it('delivers paginator-navigate to addEventListener on a ref; not canceled, the link is followed', async () => {
    const details: NavigateDetail[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent<NavigateDetail>).detail);
    const ref = (el: HTMLElement | null) => {
      el?.addEventListener('paginator-navigate', listener);
      return () => el?.removeEventListener('paginator-navigate', listener); // React 19 ref cleanup
    };
    await render(e(Page, { paging: { Article: record(2, 3) }, numbers: { ref } }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    pageLink(numbers, '3').click();
    expect(details).to.deep.equal([{ page: 3, url: `${location.origin}${location.pathname}?page=3`, model: 'Article', kind: 'number' }]);
    expect(followed()).to.equal(true);
  });

  it('delivers paginator-navigate to the onpaginator-navigate prop; canceling it there stops the link', async () => {
    const details: NavigateDetail[] = [];
    const onNavigate = (event: Event) => {
      details.push((event as CustomEvent<NavigateDetail>).detail);
      event.preventDefault(); // a single-page app routes itself
    };
    await render(e(Page, { paging: { Article: record(2, 3) }, numbers: { 'onpaginator-navigate': onNavigate } }));
    pageLink(the<PaginatorNumbers>('paginator-numbers'), '1').click();
    expect(details).to.deep.equal([{ page: 1, url: `${location.origin}${location.pathname}?page=1`, model: 'Article', kind: 'number' }]);
    expect(followed()).to.equal(false);
  });

  it('the on... prop of <paginator-link> carries its kind', async () => {
    const kinds: string[] = [];
    await render(e('paginator-link', {
      paging: { Article: record(2, 3) }, kind: 'prev',
      'onpaginator-navigate': (event: CustomEvent<NavigateDetail>) => kinds.push(event.detail.kind),
    }));
    the<PaginatorLink>('paginator-link').shadowRoot!.querySelector('a')!.click();
    expect(kinds).to.deep.equal(['prev']);
    expect(followed()).to.equal(true);
  });

  it('a re-render replaces the on... listener, and dropping the prop removes it', async () => {
    const calls: string[] = [];
    const paging = { Article: record(2, 3) };
    await render(e(Page, { paging, numbers: { 'onpaginator-navigate': () => calls.push('first') } }));
    await render(e(Page, { paging, numbers: { 'onpaginator-navigate': () => calls.push('second') } }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    pageLink(numbers, '3').click();
    expect(calls).to.deep.equal(['second']);
    await render(e(Page, { paging }));
    pageLink(numbers, '3').click();
    expect(calls).to.deep.equal(['second']);
  });

  it('a camelCase onPaginatorNavigate prop is not the event (React keeps the name as written)', async () => {
    let calls = 0;
    await render(e(Page, { paging: { Article: record(2, 3) }, numbers: { onPaginatorNavigate: () => calls++ } }));
    pageLink(the<PaginatorNumbers>('paginator-numbers'), '3').click();
    expect(calls).to.equal(0);
    expect(followed()).to.equal(true);
  });

  it('takes update, before, after and paging as a user first writes them; a click fetches into the target', async () => {
    const navigated: NavigateDetail[] = [];
    // The region's children are the answers': React must not manage them (it would remove nodes it no longer finds).
    await render(e('div', null,
      e('div', { id: 'results' }),
      e('paginator-numbers', { ...firstProps(), 'onpaginator-navigate': (event: CustomEvent<NavigateDetail>) => navigated.push(event.detail) })));
    await expectFirstPropsWork(container!, navigated);
    // A later render with new props still goes through the element's update cycle.
    await render(e('div', null, e('div', { id: 'results' }), e('paginator-numbers', { ...firstProps(), before: '«', after: '»' })));
    expect(sequence(the<PaginatorNumbers>('paginator-numbers'))).to.match(/^«.*»$/);
  });

  it('also takes the Ajax target as the updateTarget property', async () => {
    await render(e(Page, { paging: { Article: record(2, 3) }, numbers: { updateTarget: 'results' } }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    expect(numbers.updateTarget).to.equal('results');
    expect(typeof (numbers as unknown as { update: unknown }).update).to.equal('function');
    // Lit still renders after the property was set.
    expect(sequence(numbers)).to.equal('1 | [2] | 3');
  });

  it('app mode: buttons whose paginator-navigate reaches the prop, the page kept in React state', async () => {
    function Pager() {
      const [page, setPage] = React.useState(2);
      return e('div', null,
        e('output', null, String(page)),
        e('paginator-numbers', { navigation: 'app', page, total: 50, pageSize: 10, 'onpaginator-navigate': (event: CustomEvent<NavigateDetail>) => setPage(event.detail.page!) }));
    }
    const root = await render(e(Pager));
    await expectAppModeWorks(root, async (button) => {
      await act(async () => button.click());
      await settle();
    }, () => root.querySelector('output')!.textContent);
  });

  it('unmounts cleanly: the elements leave the document with the root', async () => {
    const host = await render(e(Page, { paging: { Article: record(2, 3) } }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    await act(async () => root!.unmount());
    root = null;
    expect(host.children.length).to.equal(0);
    expect(numbers.isConnected).to.equal(false);
  });
});
