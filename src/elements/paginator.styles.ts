import { css } from '@lit/reactive-element';

/**
 * The look the three paginator elements share, set through CSS custom
 * properties so a page can restyle them without reaching into the shadow
 * root; every generated piece also has a `part`. Written compactly: the
 * text ships as is in every bundle.
 */
export const paginatorStyles = css`
:host{display:inline-block;font:var(--paginator-font,inherit);color:var(--paginator-color,inherit)}
:host([hidden]){display:none}
ul,li{display:inline-flex;align-items:center;gap:var(--paginator-gap,.25em)}
ul{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0}
a,[part~=current],[part~=disabled]{padding:var(--paginator-padding,.1em .35em)}
a,[part~=current]{border-radius:var(--paginator-radius,.25em)}
a{color:var(--paginator-link-color,LinkText)}
a:focus-visible{outline:var(--paginator-focus-ring,2px solid Highlight);outline-offset:1px}
[part~=current]{font-weight:var(--paginator-current-weight,700);color:var(--paginator-current-color,inherit);background:var(--paginator-current-background,transparent)}
[part~=disabled]{color:var(--paginator-disabled-color,GrayText)}
[part~=separator],[part~=ellipsis]{color:var(--paginator-separator-color,inherit);white-space:pre}
`;
