import { css } from '@lit/reactive-element';

/**
 * The default look of the paginator elements' shadow rendering, over the
 * classic one (paginator.styles.ts), which `appearance="classic"` keeps
 * alone: every rule is scoped to a host that is not classic. Written
 * compactly: the text ships as is in every bundle.
 *
 * Why it is written so:
 * - Pages, the current page and disabled prev/next are targets of at least
 *   24×24 CSS px (WCAG 2.5.8), 44 px where the pointer is coarse (a
 *   finger); `--paginator-target-size` (default 2em) sizes them above that
 *   floor. 2em keeps a 50-page pager narrowed to `‹ 1 … 24 25 26 … 50 ›`
 *   within a 320 px phone.
 * - Colours come from the text colour (borders, tints, hover) and one
 *   accent, so the look sits on any page. The accent follows the page's
 *   `color-scheme` through `light-dark()`: a page that declares
 *   `color-scheme: light dark` gets the dark accent where the reader
 *   prefers dark, and a page that is only light never gets a pale one.
 * - `appearance` selects what the targets' border (`--_b`) and ground
 *   (`--_f`) are; an unknown value matches nothing, so it looks as the
 *   default does.
 * - Separators stay in the DOM (they are the model's, and the classic
 *   look's) but are not shown: the gap between targets separates them.
 * - Prev and next show a chevron drawn with two borders (it takes the
 *   text colour and survives forced colours); which way it turns follows
 *   the text direction. Their label is visually hidden, still their name.
 * - Forced colours: targets get a visible border in the text's system
 *   colour, and the current page the system's selected colours (the UA
 *   would otherwise drop its fill and leave it unmarked).
 */
export const lookStyles = css`
:host(:not([appearance=classic])){--_t:max(24px,var(--paginator-target-size,2em));--_a:var(--paginator-accent,light-dark(#1d4ed8,#93c5fd));--_b:color-mix(in srgb,currentColor 35%,transparent)}
@media (pointer:coarse){:host(:not([appearance=classic])){--_t:max(44px,var(--paginator-target-size,2em))}}
:host([appearance=plain]){--_b:transparent}
:host([appearance=filled]){--_b:transparent;--_f:color-mix(in srgb,currentColor 10%,transparent)}
:host(:not([appearance=classic])) :is(a,[aria-current],[aria-disabled]){display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:var(--_t);min-height:var(--_t);padding:var(--paginator-padding,0 .5em);border:1px solid var(--_b);border-radius:var(--paginator-radius,.375em);background:var(--_f);line-height:1;font-variant-numeric:tabular-nums;text-decoration:none}
:host(:not([appearance=classic])) a{color:var(--paginator-link-color,inherit)}
:host(:not([appearance=classic])) a:hover{background:color-mix(in srgb,currentColor 16%,transparent)}
:host(:not([appearance=classic])) [aria-current]{border-color:transparent;color:var(--paginator-current-color,light-dark(#fff,#0b1220));background:var(--paginator-current-background,var(--_a))}
:host(:not([appearance=classic])) :focus-visible{outline:var(--paginator-focus-ring,2px solid var(--_a));outline-offset:2px}
:host(:not([appearance=classic])) :is(input,select,button){box-sizing:border-box;min-height:var(--_t)}
:host(:not([appearance=classic])) [part=separator]{display:none}
:host(:not([appearance=classic])) [part=ellipsis]{padding:0 .2em}
:host(:not([appearance=classic])) .label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:host(:not([appearance=classic])) .chevron{display:block;width:.4em;height:.4em;border:solid;border-width:0 0 .14em .14em;rotate:45deg;margin-inline-start:.25em}
:host(:not([appearance=classic])) :is(.next,.prev:dir(rtl)){rotate:-135deg}
:host(:not([appearance=classic])) .next{margin-inline:0 .25em}
:host(:not([appearance=classic])) .next:dir(rtl){rotate:45deg}
@media (forced-colors:active){:host(:not([appearance=classic])) :is(a,[aria-current],[aria-disabled]){border-color:currentColor}:host(:not([appearance=classic])) [aria-current]{forced-color-adjust:none;color:SelectedItemText;background:SelectedItem}}
`;
