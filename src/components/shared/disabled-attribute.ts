/**
 * `disabled`, the attribute of the elements that take input
 * (`<paginator-numbers>`, `<paginator-link>`, `<paginator-limit>`,
 * `<paginator-jump>`): a boolean attribute, reflected, as a form
 * control's. What it does is loaded on demand (disabled.ts).
 *
 * @module
 */
import type { PropertyDeclaration } from '@lit/reactive-element';

/**
 * Lit's declaration of `disabled`: present (empty, or its own name) reads
 * as true, absent as false, and true is written back as an empty
 * attribute. Any other value (`disabled="false"`) is kept as it is written,
 * for the element to report (disabled.ts).
 */
export const DISABLED: PropertyDeclaration = {
  reflect: true,
  converter: {
    fromAttribute: (value) => value !== null && (value === '' || value === 'disabled' || value),
    // A bad value stays as written (the element reports it): the first update reflects what the markup said.
    toAttribute: (value) => (value === true ? '' : typeof value === 'string' ? value : null),
  },
};
