import { css } from '@lit/reactive-element';
import { lookStyles } from './look.styles.js';

/**
 * The look the paginator elements share, set through CSS custom
 * properties so a page can restyle them without reaching into the shadow
 * root; every generated piece also has a `part`. Written compactly: the
 * text ships as is in every bundle.
 *
 * Why it is this short, with the same look:
 * - A custom property without a fallback that is not set makes its
 *   declaration `unset`: inherited for color and font, the initial
 *   (transparent) background otherwise, what the fallbacks said anyway.
 * - The items are flex items of the flex list, so they are block-level
 *   flex boxes whatever their inline-ness; not being `list-item`s, they
 *   have no marker to hide.
 * - The pieces are selected by the ARIA they carry (`aria-current`,
 *   `aria-disabled`, `aria-hidden` on separators and ellipses only), which
 *   says what they are and is shorter than their parts.
 * - This is the classic look (`appearance="classic"`, the interface's
 *   text look); the default look of look.styles.ts comes after it and
 *   overrides it on every other host. The chevrons it adds are hidden here.
 * - `max-width:100%` and a windowed list on one line: content wider than
 *   the room it has overflows the host, which is what
 *   `<paginator-numbers>` measures to narrow its window.
 */
export const paginatorStyles = css`
:host{display:inline-block;max-width:100%;font:var(--paginator-font);color:var(--paginator-color)}
:host([hidden]){display:none}
ul,li{display:flex;align-items:center;gap:var(--paginator-gap,.25em)}
ul{flex-wrap:wrap;margin:0;padding:0}
.one-line>ul{flex-wrap:nowrap;white-space:nowrap}
a,[aria-current],[aria-disabled]{padding:var(--paginator-padding,.1em .35em)}
a,[aria-current]{border-radius:var(--paginator-radius,.25em)}
a{color:var(--paginator-link-color,LinkText)}
a:focus-visible{outline:var(--paginator-focus-ring,2px solid Highlight);outline-offset:1px}
[aria-current]{font-weight:var(--paginator-current-weight,700);color:var(--paginator-current-color);background:var(--paginator-current-background)}
[aria-disabled]{color:var(--paginator-disabled-color,GrayText)}
[aria-hidden]{color:var(--paginator-separator-color);white-space:pre}
.chevron{display:none}
${lookStyles}`;
