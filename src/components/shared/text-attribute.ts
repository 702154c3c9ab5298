/**
 * How a reflected text property becomes its attribute.
 *
 * @module
 */
import type { ComplexAttributeConverter } from '@lit/reactive-element';
import { toText } from '../../shared/php.js';

/**
 * Lit's converter for a reflected text property (`kind`, `method`): its
 * text as the attribute, and no attribute for a value with no text of its
 * own (a symbol, a bigint, an object whose conversion fails). Reflection
 * runs inside the update cycle, where a throw would stop the element for
 * good; the element's own input check reports the value instead.
 */
export const textAttribute: ComplexAttributeConverter = {
  toAttribute(value: unknown): string | null {
    try {
      return value === null || value === undefined ? null : toText(value);
    } catch {
      return null;
    }
  },
};
