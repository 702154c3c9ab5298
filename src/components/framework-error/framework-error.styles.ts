/**
 * The look of `<framework-error>`'s page in shadow DOM, adopted with the
 * page view (framework-error-page.ts) when the element first shows a page;
 * the element's own rules for its host are in framework-error.ts. Every colour and the font
 * come from a custom property, so a page restyles the element without
 * reaching into its shadow root; the parts (`page`, `title`, `code`,
 * `stack`) are for anything the properties do not cover.
 *
 * @module
 */
import { unsafeCSS } from '@lit/reactive-element';

/**
 * The element's shadow styles. The defaults keep a contrast ratio of at
 * least 4.5:1 between every text colour and its background, so the page
 * passes an accessibility check as shipped, light and dark.
 *
 * The default colours follow the page's `color-scheme` through
 * `light-dark()`, as the paginator elements' accent does: a page that
 * declares `color-scheme: light dark` gets the dark page where the reader
 * prefers dark, a dark page (`color-scheme: dark`) always, and a page that
 * is only light never does. A page's own custom properties still win.
 *
 * Written compactly (the bundle ships this text as is), one rule per line.
 * Shared declarations are written once: the block margin of headings,
 * paragraphs and code blocks, the accent colour, the monospace font.
 * The missing-key marker is an `<em>`, italic already; a code sample's
 * `<code>` keeps the size of its block.
 */
const styles = unsafeCSS(`
:host{--framework-error-color:light-dark(#1f2328,#e6edf3);--framework-error-background:light-dark(#fff,#161b22);--framework-error-accent:light-dark(#b3261e,#ff8a80);--framework-error-font:system-ui, sans-serif;--framework-error-code-background:light-dark(#f3f4f6,#262c36)}
[part=page]{box-sizing:border-box;padding:1rem 1.25rem;border-inline-start:.25rem solid var(--framework-error-accent);color:var(--framework-error-color);background:var(--framework-error-background);font-family:var(--framework-error-font);line-height:1.5;overflow-wrap:anywhere}
[part=title],p,pre{margin:0 0 .75rem}
[part=title],.error strong,.notice strong{color:var(--framework-error-accent)}
[part=title]{font-size:1.375rem;line-height:1.25}
.notice{margin-block-start:1rem;font-size:.875em}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
:not(pre)>code{font-size:.9em}
pre{padding:.75rem 1rem;background:var(--framework-error-code-background);color:var(--framework-error-color);font-size:.875rem;line-height:1.4;white-space:pre-wrap;overflow-wrap:anywhere}
`);

export default styles;
