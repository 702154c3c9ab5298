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
  div.innerHTML = markup;
  document.body.append(div);
  mounted.push(div);
  return div;
}

/** Removes every container {@link mount} made since the last call: call it after each test. */
export function unmountAll(): void {
  for (const div of mounted.splice(0)) div.remove();
}
