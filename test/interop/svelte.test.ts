/**
 * Svelte 5 interop, in Chromium: a real `.svelte` component (svelte/Pager.svelte,
 * compiled by the runner's plugin) renders `<paginator-numbers>` the way a
 * user writes it first — `paging` as an object, `update`, `before`, `after`,
 * and an `onpaginator-navigate` handler.
 *
 * Svelte 5's rule (node_modules/svelte/src/internal/client/dom/elements/attributes.js,
 * `set_custom_element_data`): on a defined custom element, a prop is
 * assigned as a property when the element's prototype chain has a setter by
 * that name (`paging`, `url`, and `update` / `before` / `after`, which the
 * elements make write-only properties over their methods), else set as an
 * attribute. An `on…` attribute is a listener of the event named by the rest.
 */
import { expect } from '@open-wc/testing';
import { flushSync, mount, unmount } from 'svelte';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { settled } from '../elements/support.js';
import { expectAppModeWorks, expectFirstPropsWork, firstProps, the, watchFollows } from './support.js';
import AppPager from './svelte/AppPager.svelte';
import Pager from './svelte/Pager.svelte';

describe('Svelte 5 interop', () => {
  watchFollows();
  let container: HTMLDivElement | null = null;
  let app: Record<string, unknown> | null = null;
  afterEach(() => {
    if (app) unmount(app);
    container?.remove();
    app = null;
    container = null;
  });

  it('takes update, before, after and paging as a user first writes them; a click fetches into the target', async () => {
    const navigated: NavigateDetail[] = [];
    container = document.createElement('div');
    document.body.append(container);
    const { paging, url } = firstProps();
    app = mount(Pager, { target: container, props: { paging, url, onnavigate: (event: CustomEvent<NavigateDetail>) => navigated.push(event.detail) } });
    flushSync();
    await settled(container);
    const numbers = the<PaginatorNumbers>(container, 'paginator-numbers');
    // Set as properties: nothing went through the attributes.
    expect(numbers.paging).to.equal(paging);
    expect(numbers.hasAttribute('update')).to.equal(false);
    await expectFirstPropsWork(container, navigated);
  });

  it('app mode: buttons whose paginator-navigate reaches onpaginator-navigate, the page kept in $state', async () => {
    container = document.createElement('div');
    document.body.append(container);
    app = mount(AppPager, { target: container });
    flushSync();
    await settled(container);
    const root = container;
    await expectAppModeWorks(root, async (button) => {
      button.click();
      flushSync();
      await settled(root);
    }, () => root.querySelector('output')!.textContent);
  });
});
