/**
 * The drop-in bundle's entry: the four elements and the Ajax helper for
 * server-rendered links, without the rest of the core's API (a page that
 * wants the core imports the package instead).
 *
 * Its rarely used parts are not in the file this entry becomes: Ajax mode
 * (imported by the paginator elements and by `installAjaxLinks` on the
 * first link they follow) and `<framework-error>`'s pages (imported the
 * first time it has a page to show) are sibling chunks, loaded with
 * `import()` relative to the bundle's own URL. `installAjaxLinks` is
 * therefore taken from its own module, not from `ajax.js`, which would
 * bring Ajax mode in.
 *
 * @packageDocumentation
 */
export { installAjaxLinks } from './ajax/ajax-links.js';
export { FrameworkErrorElement } from './components/framework-error/framework-error.js';
export { PaginatorCounter } from './components/paginator-counter/paginator-counter.js';
export { PaginatorLink } from './components/paginator-link/paginator-link.js';
export { PaginatorNumbers } from './components/paginator-numbers/paginator-numbers.js';
