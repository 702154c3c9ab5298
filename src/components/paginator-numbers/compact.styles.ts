import { unsafeCSS } from '@lit/reactive-element';

/**
 * The compact form's own rules (compact.ts): prev and next keep their
 * size, and the page between them takes the rest and wraps between its
 * words. A number stays whole ("1,000,000,000,000" is one word: its
 * grouping separators are no place to break); only a number wider than the
 * whole box breaks, as a last resort (`break-word`, not `anywhere`, which
 * breaks wherever the box is narrower than the text's natural width).
 */
export const compactStyles = unsafeCSS(`
.compact>ul{flex-wrap:nowrap}
[part~=status]{flex:0 1 auto;min-width:0;flex-wrap:wrap;justify-content:center;column-gap:.75em;text-align:center;overflow-wrap:break-word}
[part=summary]{opacity:.75}
`);
