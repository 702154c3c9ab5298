/**
 * Attributes whose names are already methods of the element: `update` (the
 * update cycle of every Lit element) and `before` / `after` (DOM methods of
 * every element). React 19, Preact, Vue and Svelte set a prop as a property
 * when the element has one by that name, so `<paginator-numbers
 * update="results">` in JSX assigns `el.update = 'results'`: without an
 * accessor, that would replace the method and break the element.
 *
 * @module
 */

/**
 * Makes `name` on `proto` an accessor: reading it gives the method it names
 * (so `this.update(changed)` and `el.before(node)` keep working), writing it
 * sets the reactive property `property` that the attribute `name` sets.
 */
export function methodNamedProperty(proto: object, name: string, property: string): void {
  const method = (proto as Record<string, unknown>)[name];
  Object.defineProperty(proto, name, {
    configurable: true,
    get: () => method,
    set(this: Record<string, unknown>, value: unknown) {
      this[property] = value;
    },
  });
}

/**
 * Takes away the values assigned to `names` before the element was defined
 * (own properties of the plain element, which shadow the accessors) and
 * returns them, to be written again once the element's own fields are set
 * (Lit does the same for its reactive properties).
 */
export function takeEarlyValues(element: object, names: readonly string[]): [string, unknown][] {
  const early: [string, unknown][] = [];
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
    early.push([name, (element as Record<string, unknown>)[name]]);
    delete (element as Record<string, unknown>)[name];
  }
  return early;
}
