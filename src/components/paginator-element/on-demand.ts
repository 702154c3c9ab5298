/**
 * What a paginator element loads the first time it needs it, so that a page
 * that uses none of it does not download it: records from attributes
 * (`page`, `total`...), the page's own URLs (`href-template`) and app mode
 * (`navigation="app"`), `hide-single-page`, and `<paginator-numbers>`'s
 * `ellipsis-links`.
 *
 * @module
 */
export { attributeRecord, RECORD_ATTRIBUTES, type RecordAttributes } from './record-attributes.js';
export { showRowPage, targetViews } from './link-targets.js';
export { hidesSinglePage } from './single-page.js';
export { ellipsisLinks } from './ellipsis-links.js';
