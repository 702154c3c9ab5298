/**
 * The library's events, as the elements and Ajax mode dispatch them.
 *
 * @module
 */

/**
 * Dispatches `type` on `target` with `detail`: every event of the library
 * bubbles and crosses shadow roots. Returns false when a listener canceled
 * a `cancelable` one.
 */
export function fire(target: EventTarget, type: string, detail: unknown, cancelable?: boolean): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
}
