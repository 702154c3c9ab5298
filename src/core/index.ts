/**
 * The DOM-free core of paginator-elements: every class and operation of the
 * interface — PaginatorHelper with its Html and Ajax helpers and the
 * inherited helper operations, ErrorHandler, FrameworkErrorController with
 * the controller and Object operations, FrameworkLog — plus the pieces they
 * run on (application registries, dispatcher, models, environment). It
 * imports nothing from Lit or the DOM and runs in Node 20 as in a browser.
 *
 * @packageDocumentation
 */
export { AjaxHelper } from './ajax-helper.js';
export {
  App, builtins, configure, defaultApp,
  type AppConfig, type Constructor, type ViewContext, type ViewTemplate,
} from './app.js';
export { AuthComponent, BUILTIN_COMPONENTS, Component, ComponentCollection } from './component.js';
export { Controller, type ControllerInit } from './controller.js';
export { Dispatcher, type DispatchResult, type RouteParams } from './dispatcher.js';
export {
  browserEnvironment, defaultEnvironment, memoryEnvironment, MemoryStorage,
  type Environment, type EnvironmentConsole, type EnvironmentHistory, type KeyValueStorage, type MemoryEnvironmentInit,
} from './environment.js';
export { ErrorHandler, FrameworkErrorController, type ErrorHandlerOptions } from './error-handler.js';
export { errorPage, requestPath, type ErrorPage } from './error-page.js';
export { ERROR_TITLES, ERROR_VIEWS, isMissingKey, messageValue, missingKey } from './error-views.js';
export { parseAttributes } from './attributes.js';
export { ajaxLinkMarkup, linkMarkup, tagMarkup, type TagTemplates } from './tag-markup.js';
export { DEFAULT_TAGS, Helper, type HelperInit, type HelperRequest } from './helper.js';
export { HtmlHelper } from './html-helper.js';
export { HTTP_CODES, HttpCodes } from './http-codes.js';
export { __, setTranslator, type Translator } from './i18n.js';
export { camelize, classify, humanize, pluralize, singularize, tableize, underscore, variable } from './inflector.js';
export {
  ConsoleLogWriter, FrameworkLog, LOG_TYPES, MemoryLogWriter, type LogEntry, type LogWriter,
} from './log.js';
export {
  InMemoryModel, isModel,
  type Conditions, type FindQuery, type FindType, type InMemoryModelInit, type Model, type Row, type ValidationRule,
} from './model.js';
export { FrameworkObject, StopSignal, type ErrorHandlerLike } from './object.js';
export { paginate, type PaginateInput, type PaginateResult } from './paginate.js';
export { PaginatorHelper, type PaginatorHelperInit } from './paginator-helper.js';
export { counter } from './paging-counter.js';
export { link, pagingUrl, sortDir, sortKey } from './paging-link.js';
export { first, last, numbers } from './paging-numbers.js';
export { next, prev } from './paging-prev-next.js';
export { sort } from './paging-sort.js';
export { createPaging, current, hasNext, hasPage, hasPrev, type Paging, type PagingInit } from './paging.js';
export { readCounts, toCount, type CountField, type PagingCounts, type PagingRecord } from './paging-record.js';
export { empty, h, intval, merge, toText, truthy, type PhpArray } from './php.js';
export { postConditions } from './post-conditions.js';
export { pageOfUrl, routeUrl, type RouteContext, type UrlArray, type UrlStyle } from './router.js';
export { BUILTIN_LAYOUTS, findLayout, findView } from './view.js';
