/**
 * Rules that only some elements need (a disabled pager's, the compact
 * form's jump field), added to an element's shadow root when the part that
 * needs them arrives, so that the first render's stylesheet does not carry
 * them.
 *
 * @module
 */
import type { CSSResult } from '@lit/reactive-element';

/**
 * Adds `rules` to the shadow root's stylesheets, once (`on`), or takes them
 * out (`on` false). Where adopted stylesheets are missing, nothing: the
 * element works, in its plain look.
 */
export function adoptSheet(root: ShadowRoot | null, rules: CSSResult, on = true): void {
  const sheet = rules.styleSheet;
  if (!root || !sheet) return;
  const sheets = root.adoptedStyleSheets;
  if (sheets.includes(sheet) !== on) root.adoptedStyleSheets = on ? [...sheets, sheet] : sheets.filter((other) => other !== sheet);
}
