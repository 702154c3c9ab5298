import { unsafeCSS } from '@lit/reactive-element';

/**
 * The look the paginator elements share, set through CSS custom
 * properties so a page can restyle them without reaching into the shadow
 * root; every generated piece also has a `part`. Written compactly: the
 * text ships as is in every bundle.
 *
 * Two looks in one set of rules. The default look (issue 19): pages as
 * targets of at least 24×24 CSS px (WCAG 2.5.8), 44 px where the pointer
 * is coarse, the current page filled with an accent, prev and next as
 * chevrons, no separators shown. The classic look (`appearance="classic"`):
 * the interface's text look, underlined links between separators, each
 * still a target of 24 (or 44) px, its text centred in it. The rules
 * read private properties (`--_t`, `--_b`...) that the host sets for the
 * default look and `:host([appearance=classic])` sets back to the classic
 * values, so each rule is written once; `appearance` also picks the
 * targets' border (`--_b`) and ground (`--_f`). An unknown value matches no
 * selector: it looks as the default does.
 *
 * Why it is written so:
 * - A custom property without a fallback that is not set (or set to
 *   `initial`) makes its declaration `unset`: inherited for color and font,
 *   the initial value otherwise (a transparent background, an inline
 *   separator), which is what the classic look had.
 * - The items are flex items of the flex list, so they are block-level
 *   flex boxes whatever their inline-ness; not being `list-item`s, they
 *   have no marker to hide. Centring a label in its target changes nothing
 *   where the target is no larger than its label (classic).
 * - The pieces are selected by the ARIA they carry (`aria-current`,
 *   `aria-disabled`, `aria-hidden` on separators and ellipses only), which
 *   says what they are and is shorter than their parts.
 * - Borders, tints and hover are a half-transparent grey, which reads on
 *   light and dark pages alike; the current page is filled with one accent.
 *   The accent follows the page's `color-scheme` through `light-dark()`,
 *   and its text is `Canvas`, which does too: a page that declares
 *   `color-scheme: light dark` gets the dark colours where the reader
 *   prefers dark, and a page that is only light never gets a pale accent.
 * - `--paginator-target-size` (default 2em) sizes the targets above the
 *   floor: 2em keeps a 50-page pager narrowed to `‹ 1 … 24 25 26 … 50 ›`
 *   within a 320 px phone.
 * - App mode's buttons and the Retry of a failed page (`[type=button]`;
 *   the forms' submit buttons are not) are links to the eye: the same box,
 *   colours and font, so that a pager looks the same in every mode. The
 *   current page is focusable by script in app mode (`[tabindex]`).
 * - The notice of a failed page (failure-notice.ts) stands in the flow,
 *   below what the pager shows, inside the pager's own box: it never lies
 *   over another control, and it wraps rather than overflow the page. Its
 *   measure is short (12em), so that it does not push the row apart.
 * - Separators stay in the DOM (they are the model's, and the classic
 *   look's) but are not shown: the gap between targets separates them.
 * - Prev and next (`.prev`, `.next`) show a chevron: the two borders of a
 *   `::before` box (it takes the text colour and survives forced colours),
 *   turned by the text direction and moved towards its open side by a
 *   logical inset, so that it looks centred in either direction. First and
 *   last (`.first`, `.last`) show two, `::after` the second, set side by
 *   side by the same insets so that the pair stays centred. Their
 *   label stays their only text, pushed out of the box and clipped: still
 *   their accessible name. `content` reads `--_v`, `none` when classic.
 *   They are blocks there, not grids: the indent is then twice the
 *   target's width, so that no label is short enough to show beside the
 *   chevron ("‹" was); clipped (`overflow:clip`), not a scroll box, so
 *   that they keep the baseline of their text, as the other targets do.
 * - A label's glyphs ("<< Previous") are a hidden span beside its words:
 *   the targets set their children in a row. Beside a drawn chevron they
 *   are not laid out at all: the chevron is their picture, and an inline
 *   span of its own would stand outside the clipped box.
 * - Forced colours: every target of the default look has a 1px solid
 *   border (transparent in `plain` and `filled`), which the browser then
 *   draws in the system's text colours; the current page takes the system's
 *   selected colours (the browser would otherwise drop its fill).
 * - `max-width:100%` and a windowed list on one line: content wider than
 *   the room it has overflows the host, which is what
 *   `<paginator-numbers>` measures to narrow its window.
 */
export const paginatorStyles = unsafeCSS(`
:host{display:inline-block;max-width:100%;font:var(--paginator-font);color:var(--paginator-color);--_t:max(var(--_m,24px),var(--paginator-target-size,2em));--_a:var(--paginator-accent,light-dark(#1d4ed8,#93c5fd))}
@media (pointer:coarse){:host{--_m:44px}}
:host([appearance=plain]){--_b:#0000}
:host([appearance=filled]){--_b:#0000;--_f:#8882}
:host([appearance=classic]){--_t:var(--_m,24px);--_a:Highlight;--_c:#0000;--_n:currentColor;--_w:0;--_h:#0000;--_l:LinkText;--_u:underline;--_s:inline;--_v:none}
:host([hidden]){display:none}
ul,li{display:flex;align-items:center;gap:var(--paginator-gap,.25em)}
ul{flex-wrap:wrap;margin:0;padding:0}
.one-line>ul{flex-wrap:nowrap;white-space:nowrap}
a,[type=button],[aria-current],[aria-disabled]{display:grid;place-content:center;box-sizing:border-box;min-width:var(--_t);min-height:var(--_t);padding:var(--paginator-padding,.1em .35em);border:var(--_w,1px) solid var(--_b,#8888);border-radius:var(--paginator-radius,.25em);background:var(--_f)}
a,[type=button]{color:var(--paginator-link-color,var(--_l));text-decoration:var(--_u)}
[type=button]{font:inherit;cursor:pointer}
:is(a,[type=button]):hover{background:var(--_h,#8883)}
:is(a,[type=button],[tabindex]):focus-visible{outline:var(--paginator-focus-ring,2px solid var(--_a));outline-offset:1px}
[aria-current]{font-weight:var(--paginator-current-weight,700);color:var(--paginator-current-color,var(--_n,Canvas));background:var(--paginator-current-background,var(--_c,var(--_a)));border-color:#0000}
[aria-disabled]{color:var(--paginator-disabled-color,GrayText)}
[aria-hidden]{color:var(--paginator-separator-color);white-space:pre}
[part=separator]{display:var(--_s,none)}
a,[type=button],[aria-disabled]{grid-auto-flow:column}
:host(:not([appearance=classic])) :is(.prev,.next,.first,.last){display:block;position:relative;width:var(--_t);overflow:clip;white-space:nowrap;text-indent:200%}
:host(:not([appearance=classic])) :is(.prev,.next,.first,.last)>[aria-hidden]{display:none}
:is(.prev,.next,.first,.last)::before,:is(.first,.last)::after{content:var(--_v,"");position:absolute;inset:0;margin:auto;width:.4em;height:.4em;border:solid;border-width:0 0 .14em .14em;rotate:45deg;inset-inline-start:.2em}
.next::before,.first::before{inset-inline:0 .2em}
.first::after{inset-inline:.6em 0}
.last::after{inset-inline:0 .6em}
:is(.next,.prev:dir(rtl))::before,:is(.last,.first:dir(rtl))::before,:is(.last,.first:dir(rtl))::after{rotate:-135deg}
.next:dir(rtl)::before,.last:dir(rtl)::before,.last:dir(rtl)::after{rotate:45deg}
[part=failure]{display:flex;flex-wrap:wrap;align-items:center;gap:.25em .5em;box-sizing:border-box;max-inline-size:12em;margin:.25em 0 0;padding:.25em .5em;border:1px solid #8888;border-radius:var(--paginator-radius,.25em)}
@media (forced-colors:active){[aria-current]{forced-color-adjust:none;color:SelectedItemText;background:SelectedItem}}
`);
