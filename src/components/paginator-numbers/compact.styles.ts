import { unsafeCSS } from '@lit/reactive-element';

/**
 * The compact form's own rules (compact.ts): prev and next keep their
 * size, and the page between them takes the rest and wraps, even inside a
 * 13-digit number, so that the form fits a box of 200 px.
 */
export const compactStyles = unsafeCSS(`
.compact>ul{flex-wrap:nowrap}
[part~=status]{flex:0 1 auto;min-width:0;flex-wrap:wrap;justify-content:center;column-gap:.75em;text-align:center;overflow-wrap:anywhere}
[part=summary]{opacity:.75}
`);
