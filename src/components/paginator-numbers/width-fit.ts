/**
 * Fitting `<paginator-numbers>` to its width: when its pages do not fit on
 * one line, it shows a smaller window around the current page (down to
 * the current page ± 1, with the first and last pages), and a larger one
 * again when there is room. The window is only ever narrowed, never
 * wrapped: a pager on two lines reads as two pagers.
 *
 * The element is measured after it has been laid out — when it connects,
 * when a ResizeObserver sees the width of it or of its parent (the width
 * it may take) change, and after each of its renders — in the next
 * animation frame: a render made inside a ResizeObserver callback that
 * changes observed sizes again would be reported as a "ResizeObserver
 * loop" error. Only an element that overflows, or one already narrowed,
 * renders while measuring; the others cost one read of their widths.
 *
 * @module
 */

/** The size that stands for the compact form, tried last: no window of pages at all. */
export const COMPACT = 0;

/** What the element gives the fitter: the window sizes to try and a way to show one at once. */
export interface FitTarget {
  /** The element measured: it overflows when its content is wider than its box. */
  readonly host: HTMLElement;
  /** Window sizes to try, the configured one first, then smaller ones (and maybe {@link COMPACT}); fewer than two: nothing to fit. */
  sizes(): readonly number[];
  /** Renders at once with {@link WidthFit.size} (a synchronous render, so that it can be measured). */
  render(): void;
}

/**
 * The fitters watching each element's width (a pager's own, or its
 * parent's, which many pagers may share), through one ResizeObserver for
 * the page: an observer per pager made each frame's layout notify and call
 * back every pager on the page.
 */
const watchers = new Map<Element, Set<WidthFit>>();
/** The width of each watched element at its last observation: only a change of width is a reason to measure. */
const widths = new WeakMap<Element, number>();
let observer: ResizeObserver | undefined;
/** The fitters to measure in the next animation frame: one frame for all, not one request per pager and render. */
const due = new Set<WidthFit>();
let frame = 0;

/** Measures the fitters that are due, in the order they asked; one that throws does not keep the others from fitting. */
function measureDue(): void {
  frame = 0;
  const fits = [...due];
  due.clear();
  for (const fit of fits) {
    try {
      fit.fit();
    } catch (error) {
      reportError(error);
    }
  }
}

/**
 * Schedules the fitters of the elements whose width changed. A parent that
 * only grew taller (a region swapped beside its pagers) is reported too:
 * measuring all its pagers at each swap would make a swap's cost grow with
 * the pagers on the page.
 */
function resized(entries: ResizeObserverEntry[]): void {
  for (const { target, contentRect } of entries) {
    if (widths.get(target) === contentRect.width) continue;
    widths.set(target, contentRect.width);
    for (const fit of watchers.get(target) ?? []) fit.schedule();
  }
}

function watch(element: Element, fit: WidthFit): void {
  let fits = watchers.get(element);
  if (!fits) {
    watchers.set(element, (fits = new Set()));
    observer!.observe(element);
  }
  fits.add(fit);
}

function unwatch(element: Element, fit: WidthFit): void {
  const fits = watchers.get(element);
  if (!fits?.delete(fit) || fits.size) return;
  watchers.delete(element);
  widths.delete(element);
  observer!.unobserve(element);
}

/** Keeps an element's window of pages as large as its width holds. */
export class WidthFit {
  /** The window size in force, or null for the configured one. */
  size: number | null = null;
  /** Whether the element's width is watched (never where ResizeObserver is missing: nothing is fitted there). */
  private watching = false;
  /** The element and the parent it was connected in. */
  private watched: Element[] = [];

  constructor(private readonly target: FitTarget) {}

  /** Starts watching the element's width and its parent's (the room it has). */
  connect(): void {
    if (typeof ResizeObserver !== 'function') return;
    observer ??= new ResizeObserver(resized);
    this.watching = true;
    const { host } = this.target;
    this.watched = host.parentElement ? [host, host.parentElement] : [host];
    for (const element of this.watched) watch(element, this);
    // Measured once connected: a parent already watched for another pager reports no first size.
    this.schedule();
  }

  /** Stops watching (the element left the page). */
  disconnect(): void {
    for (const element of this.watched) unwatch(element, this);
    this.watched = [];
    this.watching = false;
    due.delete(this);
  }

  /** Measures in the next animation frame, once however often it is asked. */
  schedule(): void {
    if (!this.watching) return;
    due.add(this);
    frame ||= requestAnimationFrame(measureDue);
  }

  /**
   * Shows the largest window that fits. A smaller window is never wider, so
   * the sizes are searched by halves: a window of thousands of pages (a
   * modulus as large as the record) takes a dozen renders, where trying
   * each size in turn took thousands and held the page for minutes.
   */
  fit(): void {
    const { host } = this.target;
    const sizes = this.target.sizes();
    const overflows = () => host.scrollWidth > host.clientWidth;
    if (!host.isConnected || sizes.length < 2 || (this.size === null && !overflows())) {
      if (sizes.length < 2 && this.size !== null) this.show(null);
      return;
    }
    // Narrowed already: there may be room for more now, so the configured size is tried first.
    this.show(null);
    if (!overflows()) return;
    // The answer lies in sizes[low..high]; the last size is shown even when it overflows.
    let low = 1;
    let high = sizes.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      this.show(sizes[middle]);
      if (overflows()) low = middle + 1;
      else high = middle;
    }
    this.show(sizes[low]);
  }

  private show(size: number | null): void {
    if (size === this.size) return;
    this.size = size;
    this.target.render();
  }
}
