/**
 * The drop-in bundle's entry: the four elements and the Ajax helper for
 * server-rendered links, without the rest of the core's API (a page that
 * wants the core imports the package instead).
 *
 * @packageDocumentation
 */
export { installAjaxLinks } from './elements/ajax.js';
export { FrameworkErrorElement } from './elements/framework-error.js';
export { PaginatorCounter } from './elements/paginator-counter.js';
export { PaginatorLink } from './elements/paginator-link.js';
export { PaginatorNumbers } from './elements/paginator-numbers.js';
