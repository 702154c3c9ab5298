import { unsafeCSS } from '@lit/reactive-element';

/**
 * The compact form's own rules (compact.ts): prev and next keep their
 * size, and the page between them takes the rest and wraps between its
 * words. A number stays whole ("1,000,000,000,000" is one word: its
 * grouping separators are no place to break); only a number wider than the
 * whole box breaks, as a last resort (`break-word`, not `anywhere`, which
 * breaks wherever the box is narrower than the text's natural width). The
 * page and the summary are flex items that may narrow below their longest
 * word (`min-width:0`), so that such a number breaks inside the box rather
 * than stand out of it over prev and next.
 */
export const compactStyles = unsafeCSS(`
.compact>ul{flex-wrap:nowrap}
[part~=status]{flex:0 1 auto;min-width:0;flex-wrap:wrap;justify-content:center;column-gap:.75em;text-align:center;overflow-wrap:break-word}
[part~=status]>span{min-width:0}
[part=summary]{opacity:.75}
`);
