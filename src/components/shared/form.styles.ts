import { css } from '@lit/reactive-element';
import { paginatorStyles } from '../paginator-element/paginator.styles.js';

/**
 * The look of the form elements (`<paginator-limit>`, `<paginator-jump>`):
 * the form on one line, wrapping when narrow; the controls keep the page's
 * fonts; the error message in the error colour. Every piece has a `part`.
 * The paginator elements' shared look comes first.
 */
export const formStyles = css`${paginatorStyles}
form,label{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--paginator-gap,.25em)}
form{margin:0}
input,select,button{font:inherit}
input[type=number]{width:var(--paginator-input-width,5em)}
:focus-visible{outline:var(--paginator-focus-ring,2px solid Highlight);outline-offset:1px}
[part=error]{color:var(--paginator-error-color,#b00020)}
[part=error]:empty{display:none}
`;
