/**
 * Vue 3 interop, in Chromium: the four elements rendered by Vue's render
 * functions (`createApp` + `h`, no SFC compiler), `paging` handed over as an
 * object property, attributes, re-renders, and `paginator-navigate` through
 * the listener `@paginator-navigate` compiles to.
 *
 * What a template compiles to (checked with @vue/compiler-dom 3.5's
 * `compile('<paginator-numbers @paginator-navigate="f" :paging.prop="p" ^modulus="m">')`):
 * `{ onPaginatorNavigate: f, ".paging": p, "^modulus": "m" }`: the same keys are
 * written here by hand. At runtime (node_modules/@vue/runtime-dom/dist/runtime-dom.esm-bundler.js):
 * - `patchProp`: a key starting with `.` is always set as a property, one
 *   starting with `^` always as an attribute; any other key is a property
 *   when `shouldSetAsProp` finds it `in` the element (`modulus`, `debug`),
 *   else an attribute (`url-style`).
 * - `parseName`: `onPaginatorNavigate` listens to `hyphenate("PaginatorNavigate")`,
 *   that is `paginator-navigate`; `on:paginator-navigate` keeps the name as written.
 * - `update`, `before` and `after` are `in` every paginator element (its
 *   update cycle, the DOM's methods), so a bare `update="results"` is set as
 *   a property: the elements make those names write-only properties that set
 *   the Ajax target and the texts, and keep the methods.
 *
 * Vue is imported from its browser ES build: the bare `vue` entry resolves to
 * dist/vue.runtime.esm-bundler.js, which reads `process.env.NODE_ENV`, and a
 * browser has no `process`. The runtime-only build suffices: there is no template to compile.
 */
import { expect } from '@open-wc/testing';
// @ts-expect-error -- the browser build ships no .d.ts of its own; it is typed as 'vue' below.
import * as vueBrowser from 'vue/dist/vue.runtime.esm-browser.js';
// @ts-expect-error -- the same: the full build, with the template compiler, for the test written as a template.
import * as vueFullBuild from 'vue/dist/vue.esm-browser.js';
import type { App, ShallowRef, VNode } from 'vue';
import '../../src/index.js';
import { pageLink, sequence, settled } from '../elements/support.js';
import { expectAppModeWorks, expectFirstPropsWork, expectFourElements, expectMovedToPage3, firstProps, POSTS, record, watchFollows } from './support.js';
import type {
  NavigateDetail, PaginatorLink, PaginatorNumbers,
} from '../../src/index.js';

const { createApp, h, nextTick, shallowRef } = vueBrowser as typeof import('vue');
const vueFull = vueFullBuild as typeof import('vue');


type Props = Record<string, unknown>;

let container: HTMLDivElement | null = null;
let app: App | null = null;

/** Mounts an app rendering `view()` (re-run whenever the refs it reads change), then waits for the elements. */
async function mountApp(view: () => VNode): Promise<HTMLDivElement> {
  container = document.createElement('div');
  document.body.append(container);
  // Render functions need no isCustomElement: h() makes any unknown tag a plain element.
  app = createApp({ render: view });
  app.mount(container);
  await settle();
  return container;
}

/** Waits for Vue's pending render, then for every element's Lit update. */
async function settle(): Promise<void> {
  await nextTick();
  await settled(container!);
}

/** The element of that tag Vue rendered. */
function the<T extends Element>(selector: string): T {
  const el = container!.querySelector(selector);
  if (!el) throw new Error(`Vue rendered no ${selector}`);
  return el as T;
}

/** A page with all four elements, as a Vue render function writes it. */
function page(paging: unknown, numbers: Props = {}): VNode {
  return h('div', [
    h('paginator-numbers', { '.paging': paging, modulus: '4', ...numbers }),
    h('paginator-counter', { '.paging': paging, format: 'range' }),
    h('paginator-link', { '.paging': paging, kind: 'next' }, 'Onward'),
    // `debug` is `in` the element, so Vue sets the property, unconverted: a number, not "0".
    h('framework-error', { method: 'missingController', params: POSTS, debug: 0 }),
  ]);
}

describe('Vue 3 interop', () => {
  const followed = watchFollows();
  afterEach(() => {
    app?.unmount();
    container?.remove();
    app = null;
    container = null;
  });

  it('app mode: buttons whose paginator-navigate reaches @paginator-navigate, the page kept in a ref', async () => {
    const current = shallowRef(2);
    const root = await mountApp(() => h('div', [
      h('output', String(current.value)),
      h('paginator-numbers', {
        navigation: 'app', page: current.value, total: 50, pageSize: 10,
        onPaginatorNavigate: (event: CustomEvent<NavigateDetail>) => { current.value = event.detail.page!; },
      }),
    ]));
    await expectAppModeWorks(root, async (button) => {
      button.click();
      await settle();
    }, () => root.querySelector('output')!.textContent);
  });

  it('renders the four elements, paging as an object property (.prop), other keys as properties or attributes', async () => {
    const paging = { Article: record(10, 20) };
    await mountApp(() => page(paging, { 'url-style': 'named' }));
    expectFourElements(container!, paging);
  });

  it('^ forces an attribute: ^modulus reaches the element through its attribute', async () => {
    await mountApp(() => h('paginator-numbers', { '.paging': { Article: record(10, 20) }, '^modulus': '2' }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    expect(numbers.getAttribute('modulus')).to.equal('2');
    expect(sequence(numbers)).to.equal('9 | [10] | 11');
  });

  it('a re-render with a new paging object moves every element to the new page', async () => {
    const paging: ShallowRef<unknown> = shallowRef({ Article: record(10, 20) });
    await mountApp(() => page(paging.value));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    const next = { Article: record(3, 20) };
    paging.value = next;
    await settle();
    expectMovedToPage3(container!, numbers, next);
  });

  it('delivers paginator-navigate to @paginator-navigate (onPaginatorNavigate); not canceled, the link is followed', async () => {
    const details: NavigateDetail[] = [];
    await mountApp(() => page({ Article: record(2, 3) }, {
      onPaginatorNavigate: (event: CustomEvent<NavigateDetail>) => details.push(event.detail),
    }));
    pageLink(the<PaginatorNumbers>('paginator-numbers'), '3').click();
    expect(details).to.deep.equal([{ page: 3, url: `${location.origin}${location.pathname}?page=3`, model: 'Article', kind: 'number' }]);
    expect(followed()).to.equal(true);
  });

  it('canceling paginator-navigate in the Vue handler stops the link', async () => {
    const details: NavigateDetail[] = [];
    await mountApp(() => page({ Article: record(2, 3) }, {
      onPaginatorNavigate: (event: CustomEvent<NavigateDetail>) => {
        details.push(event.detail);
        event.preventDefault(); // a single-page app routes itself
      },
    }));
    pageLink(the<PaginatorNumbers>('paginator-numbers'), '1').click();
    expect(details).to.deep.equal([{ page: 1, url: `${location.origin}${location.pathname}?page=1`, model: 'Article', kind: 'number' }]);
    expect(followed()).to.equal(false);
  });

  it('the handler of <paginator-link> carries its kind; on:paginator-navigate is the same event', async () => {
    const kinds: string[] = [];
    await mountApp(() => h('paginator-link', {
      '.paging': { Article: record(2, 3) }, kind: 'prev',
      'on:paginator-navigate': (event: CustomEvent<NavigateDetail>) => kinds.push(event.detail.kind),
    }));
    the<PaginatorLink>('paginator-link').shadowRoot!.querySelector('a')!.click();
    expect(kinds).to.deep.equal(['prev']);
    expect(followed()).to.equal(true);
  });

  it('a re-render replaces the handler, and dropping it removes the listener', async () => {
    const calls: string[] = [];
    const handler: ShallowRef<((event: Event) => void) | null> = shallowRef(() => calls.push('first'));
    await mountApp(() => page({ Article: record(2, 3) }, handler.value ? { onPaginatorNavigate: handler.value } : {}));
    handler.value = () => calls.push('second');
    await settle();
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    pageLink(numbers, '3').click();
    expect(calls).to.deep.equal(['second']);
    handler.value = null;
    await settle();
    pageLink(numbers, '3').click();
    expect(calls).to.deep.equal(['second']);
  });

  it('a template as a user first writes it: update, before, after, :paging and @paginator-navigate; a click fetches into the target', async () => {
    const navigated: NavigateDetail[] = [];
    const { paging, url } = firstProps();
    container = document.createElement('div');
    document.body.append(container);
    // The full build compiles the template in the page, as a Vue app without a build step does.
    app = vueFull.createApp({
      template: `<div id="results"></div>
        <paginator-numbers :paging="paging" :url="url" update="results" before="[" after="]"
          @paginator-navigate="(event) => navigated.push(event.detail)"></paginator-numbers>`,
      setup: () => ({ paging, url, navigated }),
    });
    app!.config.compilerOptions.isCustomElement = (tag: string) => tag.includes('-');
    app!.mount(container);
    await settle();
    await expectFirstPropsWork(container, navigated);
  });

  it('takes the Ajax target as update, ^update (the attribute) or .updateTarget, leaving Lit’s update() alone', async () => {
    await mountApp(() => h('div', [
      h('paginator-numbers', { '.paging': { Article: record(2, 3) }, '^update': 'results', id: 'by-attribute' }),
      h('paginator-numbers', { '.paging': { Article: record(2, 3) }, '.updateTarget': 'results', id: 'by-property' }),
      h('paginator-numbers', { '.paging': { Article: record(2, 3) }, update: 'results', id: 'by-name' }),
    ]));
    for (const id of ['by-attribute', 'by-property', 'by-name']) {
      const numbers = the<PaginatorNumbers>(`#${id}`);
      expect(numbers.updateTarget).to.equal('results');
      expect(typeof (numbers as unknown as { update: unknown }).update).to.equal('function');
      expect(sequence(numbers)).to.equal('1 | [2] | 3');
    }
  });

  it('unmounts cleanly: the elements leave the document with the app', async () => {
    const host = await mountApp(() => page({ Article: record(2, 3) }));
    const numbers = the<PaginatorNumbers>('paginator-numbers');
    app!.unmount();
    app = null;
    expect(host.children.length).to.equal(0);
    expect(numbers.isConnected).to.equal(false);
  });
});
