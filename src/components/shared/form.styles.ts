import { unsafeCSS } from '@lit/reactive-element';
import { paginatorStyles } from '../paginator-element/paginator.styles.js';

/**
 * The look of the form elements (`<paginator-limit>`, `<paginator-jump>`):
 * the form on one line, wrapping when narrow; the error message in the
 * error colour. Every piece has a `part`. The paginator elements' shared
 * look comes first, and the controls (select, input, submit button) take
 * it: the targets' height (`--_t`: 24 px at least, 44 where the pointer is
 * coarse), their padding, radius and focus ring, a border in every
 * appearance (an input without one is not seen as one, and forced colours
 * draw it), and the page's font and colour on no ground of their own, so
 * they follow the page into dark as the pager does.
 */
export const formStyles = unsafeCSS(`${paginatorStyles}
form,label{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--paginator-gap,.25em)}
form{margin:0}
input,select,button{box-sizing:border-box;min-width:var(--_t);min-height:var(--_t);padding:var(--paginator-padding,.1em .35em);border:1px solid #8888;border-radius:var(--paginator-radius,.25em);font:inherit;color:inherit;background:#0000}
button:hover{background:var(--_h,#8883)}
input[type=number]{width:var(--paginator-input-width,5em)}
:focus-visible{outline:var(--paginator-focus-ring,2px solid var(--_a));outline-offset:1px}
[part=error]{color:var(--paginator-error-color,#b00020)}
[part=error]:empty{display:none}
`);
