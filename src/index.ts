/**
 * paginator-elements: registers `<paginator-numbers>`, `<paginator-counter>`,
 * `<paginator-link>` and `<framework-error>`, and exports their classes, the
 * Ajax helpers for server-rendered links, and the DOM-free core.
 *
 * @packageDocumentation
 */
export {
  ajaxUpdate, applyPaging, DEFAULT_TIMEOUT, installAjaxLinks, PAGING_CONSUMERS,
  type AjaxErrorDetail, type AjaxLoadDetail, type AjaxOutcome, type AjaxRequest, type AjaxRequestDetail,
} from './elements/ajax.js';
export { FrameworkErrorElement } from './elements/framework-error.js';
export { PaginatorCounter } from './elements/paginator-counter.js';
export { PaginatorElement, type InputErrorDetail, type NavigateDetail } from './elements/paginator-element.js';
export { LINK_KINDS, PaginatorLink, type LinkKind } from './elements/paginator-link.js';
export { PaginatorNumbers } from './elements/paginator-numbers.js';
export { PagingInputError, type PagingConsumer, type PagingRecords } from './elements/paging-source.js';
export * from './core/index.js';
