/**
 * The looks of the paginator elements' shadow rendering, chosen by the
 * `appearance` attribute. The stylesheet does the work (paginator.styles.ts
 * selects on the reflected attribute); this module only says which values
 * exist, so that a bad one is reported instead of silently ignored.
 *
 * @module
 */
import { describe } from '../../shared/php.js';
import { PagingInputError } from '../../shared/input-error.js';

/**
 * `outlined` (the default): every page a bordered target, the current one
 * filled. `plain`: no borders. `filled`: every page on a tinted ground.
 * `classic`: the text look of the interface, underlined links between the
 * separators.
 */
export type Appearance = 'outlined' | 'plain' | 'filled' | 'classic';

/**
 * The error an `appearance` value is, or null for a known one or none (unset
 * or empty: the default look). An unknown value matches none of the
 * stylesheet's selectors, so the element falls back to the default look.
 */
export function appearanceError(value: unknown): PagingInputError | null {
  return value === null || value === undefined || (typeof value === 'string' && /^(outlined|plain|filled|classic)?$/.test(value)) ? null
    : new PagingInputError('appearance', `appearance must be outlined, plain, filled or classic, got ${describe(value)}`);
}
