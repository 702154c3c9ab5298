/**
 * What the React and Vue interop tests share: the record, the error-page
 * messages, and the assertions on the page both frameworks render (the same
 * four elements, so the same outcome whichever framework set them up).
 */
import { expect, oneEvent } from '@open-wc/testing';
import type {
  FrameworkErrorElement, NavigateDetail, PaginatorCounter, PaginatorLink, PaginatorNumbers,
} from '../../src/index.js';
import { pageLink, sequence } from '../elements/support.js';

/** A paging record of `pageCount` pages of 10 records, on `page`. */
export const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** The messages of the `<framework-error>` on the page. */
export const POSTS = JSON.stringify({ className: 'PostsController', url: '/posts/list' });

/**
 * Watches the clicks of each test of the calling `describe`: the function
 * returned tells whether the last click reached the window still followable
 * (null before any), and every click is then canceled so the test page stays
 * where it is.
 */
export function watchFollows(): () => boolean | null {
  let followed: boolean | null = null;
  const follow = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    followed = null;
    window.addEventListener('click', follow);
  });
  afterEach(() => window.removeEventListener('click', follow));
  return () => followed;
}

/** The one element matching `selector` under `root`. */
export function the<T extends Element>(root: ParentNode, selector: string): T {
  const el = root.querySelector(selector);
  if (!el) throw new Error(`nothing rendered for ${selector}`);
  return el as T;
}

/**
 * The page of the "renders the four elements" tests, on page 10 of 20 with
 * named URLs: `paging` arrived as the very object (a property), `modulus` as
 * a property, `url-style` as an attribute Lit reads.
 */
export function expectFourElements(root: ParentNode, paging: unknown): void {
  const numbers = the<PaginatorNumbers>(root, 'paginator-numbers');
  expect(numbers.paging).to.equal(paging);
  expect(numbers.hasAttribute('paging')).to.equal(false);
  expect(numbers.modulus).to.equal('4');
  expect(numbers.hasAttribute('modulus')).to.equal(false);
  expect(numbers.getAttribute('url-style')).to.equal('named');
  expect(numbers.urlStyle).to.equal('named');
  expect(sequence(numbers)).to.equal('8 | 9 | [10] | 11 | 12');
  expect(pageLink(numbers, '11').getAttribute('href')).to.match(/\/page:11$/);
  expect(numbers.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('10');

  const counter = the<PaginatorCounter>(root, 'paginator-counter');
  expect(counter.shadowRoot!.querySelector('[part="counter"]')!.textContent).to.equal('91–100 of 200');

  const link = the<PaginatorLink>(root, 'paginator-link');
  expect(link.kind).to.equal('next');
  expect(link.shadowRoot!.querySelector('a')!.getAttribute('href')).to.match(/[?&]page=11$/);
  expect(link.textContent).to.equal('Onward');

  const error = the<FrameworkErrorElement>(root, 'framework-error');
  expect(error.shadowRoot!.querySelector('h2')!.textContent).to.equal('Not Found');
}

/** After a re-render with `next` (page 3 of 20): the same numbers element, updated in place, and the others with it. */
export function expectMovedToPage3(root: ParentNode, numbers: PaginatorNumbers, next: unknown): void {
  expect(the<PaginatorNumbers>(root, 'paginator-numbers')).to.equal(numbers);
  expect(numbers.paging).to.equal(next);
  expect(numbers.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('3');
  expect(sequence(numbers)).to.equal('1 | 2 | [3] | 4 | 5');
  expect(the<PaginatorCounter>(root, 'paginator-counter').shadowRoot!.querySelector('[part="counter"]')!.textContent)
    .to.equal('21–30 of 200');
  expect(the<PaginatorLink>(root, 'paginator-link').shadowRoot!.querySelector('a')!.getAttribute('href')).to.match(/[?&]page=4$/);
}

/** Links of the test server's pages (test/server/endpoints.mjs): their answers are real fragments with a record. */
export const TEST_URL = JSON.stringify({ controller: '__test', action: 'page' });

/**
 * The props a user writes first on `<paginator-numbers>`, by their names in
 * the docs: `paging` as an object, the Ajax target `update`, the `before` and
 * `after` texts. (The event prop's name is each framework's own.)
 */
export const firstProps = () => ({ paging: { Article: record(2, 3) }, url: TEST_URL, update: 'results', before: '[', after: ']' });

/**
 * The page rendered from {@link firstProps} works: the texts show, the
 * element's update cycle and the DOM's `before()` still work, and a click
 * fetches page 3 into `#results` through the test server, reported to the
 * framework's event prop (`navigated`).
 */
export async function expectFirstPropsWork(root: ParentNode, navigated: NavigateDetail[]): Promise<void> {
  const numbers = the<PaginatorNumbers>(root, 'paginator-numbers');
  expect([numbers.updateTarget, numbers.beforeText, numbers.afterText]).to.deep.equal(['results', '[', ']']);
  expect(typeof (numbers as unknown as { update: unknown }).update).to.equal('function');
  expect(sequence(numbers)).to.equal('[1 | [2] | 3]');
  const loaded = oneEvent(numbers, 'paginator-load');
  pageLink(numbers, '3').click();
  await loaded;
  expect(the(root, '#results ul').getAttribute('data-page')).to.equal('3');
  expect(navigated.map((detail) => [detail.page, detail.kind])).to.deep.equal([[3, 'number']]);
  await numbers.updateComplete;
  expect(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('3');
  const mark = document.createElement('hr');
  numbers.before(mark);
  expect(numbers.previousSibling).to.equal(mark);
  mark.remove();
}

/**
 * App mode set up by a framework (`navigation="app"`, `page` from the
 * framework's state, `total` and `pageSize` as numbers): the element shows
 * buttons, no links; a click on page 4 reaches the framework's event prop,
 * whose state (`shownByApp()`) and the element both show page 4.
 * `activate` clicks the button as the framework wants it done (React: in
 * `act()`), then lets the framework and the element settle.
 */
export async function expectAppModeWorks(
  root: ParentNode, activate: (button: HTMLButtonElement) => Promise<void>, shownByApp: () => string | null | undefined,
): Promise<void> {
  const numbers = the<PaginatorNumbers>(root, 'paginator-numbers');
  expect(numbers.shadowRoot!.querySelectorAll('a')).to.have.length(0);
  expect(sequence(numbers)).to.equal('1 | [2] | 3 | 4 | 5');
  const button = Array.from(numbers.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === '4')!;
  expect(button.type).to.equal('button');
  await activate(button);
  expect(shownByApp()).to.equal('4');
  expect(numbers.page).to.equal(4);
  expect(sequence(numbers)).to.equal('1 | 2 | 3 | [4] | 5');
}
