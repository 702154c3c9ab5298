/**
 * Preact 10 interop, in Chromium: `<paginator-numbers>` rendered by Preact's
 * `h()` and `render()` the way a user writes it first — `paging` as an
 * object, `update`, `before`, `after`, and an `onpaginator-navigate` handler.
 *
 * Preact's rules (node_modules/preact/src/diff/props.js, `setProperty`):
 * - a prop whose name starts with "on" is a listener; the event name is the
 *   rest, lower-cased only when `'on' + name` is a handler property of the
 *   element (`onclick`), else kept as written: `onpaginator-navigate` listens
 *   to `paginator-navigate`;
 * - any other prop is assigned as a property when `name in dom` (`paging`,
 *   `url`, and `update` / `before` / `after`, which the elements make
 *   write-only properties over their methods), else set as an attribute.
 */
import { expect } from '@open-wc/testing';
import { h, render, type ComponentChild } from 'preact';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { sequence, settled } from '../elements/support.js';
import { expectFirstPropsWork, firstProps, record, the, watchFollows } from './support.js';

let container: HTMLDivElement | null = null;

/** Renders `tree` into this test's container, then waits for the elements' Lit updates. */
async function show(tree: ComponentChild): Promise<HTMLDivElement> {
  if (!container) {
    container = document.createElement('div');
    document.body.append(container);
  }
  render(tree, container);
  await settled(container);
  return container;
}

describe('Preact 10 interop', () => {
  const followed = watchFollows();
  afterEach(() => {
    if (container) render(null, container);
    container?.remove();
    container = null;
  });

  it('takes update, before, after and paging as a user first writes them; a click fetches into the target', async () => {
    const navigated: NavigateDetail[] = [];
    const onNavigate = (event: CustomEvent<NavigateDetail>) => navigated.push(event.detail);
    // The region's children are the answers': Preact must not manage them.
    const root = await show(h('div', null, h('div', { id: 'results' }), h('paginator-numbers', { ...firstProps(), 'onpaginator-navigate': onNavigate })));
    await expectFirstPropsWork(root, navigated);
  });

  it('a later render with new props re-renders the element, and a new paging object moves it', async () => {
    await show(h('paginator-numbers', { paging: { Article: record(2, 3) }, before: '[', after: ']' }));
    const numbers = the<PaginatorNumbers>(container!, 'paginator-numbers');
    await show(h('paginator-numbers', { paging: { Article: record(3, 3) }, before: '«', after: '»' }));
    expect(the(container!, 'paginator-numbers')).to.equal(numbers);
    expect(sequence(numbers)).to.equal('«1 | 2 | [3]»');
  });

  it('canceling paginator-navigate in the handler stops the link', async () => {
    const kinds: string[] = [];
    const onNavigate = (event: CustomEvent<NavigateDetail>) => {
      kinds.push(event.detail.kind);
      event.preventDefault();
    };
    await show(h('paginator-link', { paging: { Article: record(2, 3) }, kind: 'next', 'onpaginator-navigate': onNavigate }));
    the(container!, 'paginator-link').shadowRoot!.querySelector('a')!.click();
    expect(kinds).to.deep.equal(['next']);
    expect(followed()).to.equal(false);
  });
});
