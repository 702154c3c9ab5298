/**
 * paginator-elements: registers `<paginator-numbers>`, `<paginator-counter>`,
 * `<paginator-link>`, `<paginator-limit>`, `<paginator-jump>` and `<framework-error>`, and exports their classes, the
 * Ajax helpers for server-rendered links, and the DOM-free core.
 *
 * @packageDocumentation
 */
export {
  ajaxUpdate, applyPaging, DEFAULT_TIMEOUT, installAjaxLinks, PAGING_CONSUMERS,
  type AjaxErrorDetail, type AjaxLoadDetail, type AjaxOutcome, type AjaxRequest, type AjaxRequestDetail,
} from './ajax/ajax-update.js';
export { FrameworkErrorElement } from './components/framework-error/framework-error.js';
export { PaginatorCounter } from './components/paginator-counter/paginator-counter.js';
export { PaginatorElement, type InputErrorDetail, type NavigateDetail } from './components/paginator-element/paginator-element.js';
export { LINK_KINDS, PaginatorLink, type LinkKind } from './components/paginator-link/paginator-link.js';
export { PaginatorNumbers } from './components/paginator-numbers/paginator-numbers.js';
export { PaginatorLimit } from './components/paginator-limit/paginator-limit.js';
export { PaginatorJump } from './components/paginator-jump/paginator-jump.js';
export { PagingInputError } from './shared/input-error.js';
export type { PagingInput, PagingRecords } from './pagination/paging-json.js';
export type { PagingConsumer } from './ajax/paging-consumer.js';
export * from './core.js';
