/**
 * The DOM-free core of paginator-elements: the interface's PaginatorHelper
 * with its Html and Ajax helpers and the inherited helper operations. It
 * imports nothing from Lit or the DOM and runs in Node 20 as in a browser.
 *
 * @packageDocumentation
 */
export { AjaxHelper } from './ajax-helper.js';
export {
  browserEnvironment, defaultEnvironment, memoryEnvironment, MemoryStorage,
  type Environment, type EnvironmentConsole, type EnvironmentHistory, type KeyValueStorage, type MemoryEnvironmentInit,
} from './environment.js';
export { DEFAULT_TAGS, Helper, type HelperInit, type HelperRequest } from './helper.js';
export { HtmlHelper } from './html-helper.js';
export { __, setTranslator, type Translator } from './i18n.js';
export { camelize, humanize, underscore } from './inflector.js';
export { FrameworkObject } from './object.js';
export { PaginatorHelper, type PaginatorHelperInit } from './paginator-helper.js';
export { readCounts, toCount, type CountField, type PagingCounts, type PagingRecord } from './paging-record.js';
export { empty, h, intval, merge, truthy, type PhpArray } from './php.js';
export { routeUrl, type RouteContext, type UrlArray, type UrlStyle } from './router.js';
