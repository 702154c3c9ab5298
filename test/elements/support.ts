/** Shared helpers for the element tests (Chromium). */

/**
 * Records `console.error` calls while `fn` runs, instead of printing them;
 * `console.error` is restored after, even when `fn` fails.
 *
 * @param fn - The code to run.
 * @returns One string a call: its arguments, each through `String`, joined by a space.
 */
export async function consoleErrors(fn: () => Promise<unknown>): Promise<string[]> {
  const original = console.error;
  const calls: string[] = [];
  console.error = (...args: unknown[]) => calls.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return calls;
}

/** Markup that sets `window.__hit` to 1 if it is ever parsed as HTML instead of shown as text. */
export const hostile = '<img src=x onerror="window.__hit=1">';

/** What hostile markup has written to `window.__hit` (undefined while it ran nowhere). */
export const hit = () => (window as unknown as { __hit?: number }).__hit;

/** Forgets `window.__hit`, for the next test. */
export function clearHit(): void {
  delete (window as unknown as { __hit?: number }).__hit;
}

// Containers for several elements are mounted by hand: open-wc's fixture() waits
// for an animation frame when its root is not a Lit element, and Chromium stops
// animation frames in a test page that is in the background (the runner runs
// files side by side, and keyboard tests bring their own page to the front).
const mounted: HTMLElement[] = [];

/**
 * A container div of the test's own, holding `markup`, appended to the body;
 * {@link unmountAll} removes it.
 *
 * @param markup - The container's HTML, set before the container is connected.
 * @returns The connected container.
 */
export function mount(markup = ''): HTMLDivElement {
  const div = document.createElement('div');
  // Not even '': a page that requires Trusted Types refuses any string (trusted-types.test.ts).
  if (markup) div.innerHTML = markup;
  document.body.append(div);
  mounted.push(div);
  return div;
}

/** Removes every container {@link mount} made since the last call: call it after each test. */
export function unmountAll(): void {
  for (const div of mounted.splice(0)) div.remove();
}

/** The tags of the library's elements. */
const TAGS = 'paginator-numbers, paginator-counter, paginator-link, framework-error';

/** Waits until every library element under `root` has finished its Lit update. */
export async function settled(root: ParentNode): Promise<void> {
  const elements = Array.from(root.querySelectorAll(TAGS));
  await Promise.all(elements.map((el) => (el as unknown as { updateComplete: Promise<unknown> }).updateComplete));
}

/** The visible sequence of a <paginator-numbers>: page numbers, `[n]` for the current page, separators and ellipses as written. */
export function sequence(el: Element): string {
  return Array.from(el.shadowRoot!.querySelectorAll('[part]'))
    .filter((node) => !['nav', 'list', 'item'].includes(node.getAttribute('part')!))
    .map((node) => (node.getAttribute('part') === 'current' ? `[${node.textContent}]` : node.textContent))
    .join('');
}

/** The link showing `text` in an element's shadow root. */
export function pageLink(el: Element, text: string): HTMLAnchorElement {
  const link = Array.from(el.shadowRoot!.querySelectorAll('a')).find((a) => a.textContent === text);
  if (!link) throw new Error(`no link "${text}" in ${sequence(el)}`);
  return link;
}

/** Keeps the test page where it is: while the calling file's tests run, no click is followed. */
export function guardClicks(): void {
  const guard = (event: Event): void => event.preventDefault();
  before(() => window.addEventListener('click', guard));
  after(() => window.removeEventListener('click', guard));
}
