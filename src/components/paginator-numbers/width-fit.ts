/**
 * Fitting `<paginator-numbers>` to its width: when its pages do not fit on
 * one line, it shows a smaller window around the current page (down to
 * the current page ± 1, with the first and last pages), and a larger one
 * again when there is room. The window is only ever narrowed, never
 * wrapped: a pager on two lines reads as two pagers.
 *
 * The element is measured after it has been laid out — when a
 * ResizeObserver sees the width of it or of its parent (the width it may
 * take) change, and after each of its renders — in the next animation
 * frame: a render made inside a ResizeObserver callback that changes
 * observed sizes again would be reported as a "ResizeObserver loop" error. Only an element that
 * overflows, or one already narrowed, renders while measuring; the others
 * cost one read of their widths.
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

/** Keeps an element's window of pages as large as its width holds. */
export class WidthFit {
  /** The window size in force, or null for the configured one. */
  size: number | null = null;
  private observer: ResizeObserver | null = null;
  private frame = 0;
  /** The widths of the element and its parent at the last observation: only a change of width is a reason to measure. */
  private readonly widths = new Map<Element, number>();

  constructor(private readonly target: FitTarget) {}

  /** Starts watching the element's width and its parent's (the room it has). */
  connect(): void {
    if (typeof ResizeObserver !== 'function') return;
    this.observer ??= new ResizeObserver((entries) => this.resized(entries));
    const { host } = this.target;
    this.observer.observe(host);
    if (host.parentElement) this.observer.observe(host.parentElement);
  }

  /** Stops watching (the element left the page). */
  disconnect(): void {
    this.observer?.disconnect();
    // Where it is connected next, it is measured again.
    this.widths.clear();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /**
   * Measures when the width of the element or its parent changed. A parent
   * that only grew taller (a region of the page swapped below its pagers)
   * reports every pager in it: measuring them all at each swap would make
   * a swap's cost grow with the pagers on the page.
   */
  private resized(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const { target, contentRect } of entries) {
      changed ||= this.widths.get(target) !== contentRect.width;
      this.widths.set(target, contentRect.width);
    }
    if (changed) this.schedule();
  }

  /** Measures in the next animation frame, once however often it is asked. */
  schedule(): void {
    if (this.frame || !this.observer) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.fit();
    });
  }

  /** Shows the largest window that fits, trying sizes from the configured one down. */
  private fit(): void {
    const { host } = this.target;
    const sizes = this.target.sizes();
    const overflows = () => host.scrollWidth > host.clientWidth;
    if (!host.isConnected || sizes.length < 2 || (this.size === null && !overflows())) {
      if (sizes.length < 2 && this.size !== null) this.show(null);
      return;
    }
    // Narrowed already: there may be room for more now, so start from the largest.
    let index = 0;
    this.show(null);
    while (index < sizes.length - 1 && overflows()) this.show(sizes[++index]);
  }

  private show(size: number | null): void {
    if (size === this.size) return;
    this.size = size;
    this.target.render();
  }
}
