/**
 * The DOM-free core of paginator-elements: every class and operation of the
 * interface — PaginatorHelper with its Html and Ajax helpers and the
 * inherited helper operations, ErrorHandler, FrameworkErrorController with
 * the controller and Object operations, FrameworkLog — plus the pieces they
 * run on (application registries, dispatcher, models, environment). It
 * imports nothing from Lit or the DOM and runs in Node 20 as in a browser.
 *
 * It is also the core's composition root: the default application is given
 * the core's ErrorHandler and Dispatcher here (the objects that need them
 * reach them through their application), and made known to the
 * `<framework-error>` element. No other module of the core does anything
 * when it is imported.
 *
 * @packageDocumentation
 */
import { ErrorHandler } from './errors/error-handler.js';
import { defaultApp } from './framework/app.js';
import { Dispatcher } from './framework/dispatcher.js';
import { registered } from './framework/registry.js';

defaultApp.configure({ errorHandler: ErrorHandler, dispatcher: Dispatcher });
registered.app = defaultApp;

export { AjaxHelper } from './framework/helpers/ajax-helper.js';
export {
  App, configure, defaultApp,
  type AppConfig, type Constructor, type ViewContext, type ViewTemplate,
} from './framework/app.js';
export { AuthComponent, BUILTIN_COMPONENTS, Component, ComponentCollection } from './framework/component.js';
export { Controller, type ControllerInit } from './framework/controller.js';
export { Dispatcher, type DispatchResult, type RouteParams } from './framework/dispatcher.js';
export {
  browserEnvironment, defaultEnvironment, hostCrypto, memoryEnvironment, MemoryStorage,
  type Environment, type EnvironmentConsole, type EnvironmentCrypto, type EnvironmentHistory, type KeyValueStorage, type MemoryEnvironmentInit,
} from './framework/environment.js';
export { ErrorHandler, FrameworkErrorController, type ErrorHandlerOptions } from './errors/error-handler.js';
export { errorPage, errorPageNodes, requestPath, type ErrorPage, type ErrorPageNodes } from './errors/error-page.js';
export { ERROR_PAGES, ERROR_TITLES, ERROR_VIEWS, isMissingKey, messageValue, missingKey } from './errors/error-views.js';
export { pageMarkup, pageText, type PageElement, type PageNode, type PageWords } from './errors/page-nodes.js';
export { parseAttributes } from './pagination/attributes.js';
export { ajaxLinkMarkup, linkMarkup, tagMarkup, type TagTemplates } from './pagination/tags.js';
export { DEFAULT_TAGS, Helper, type HelperInit, type HelperRequest } from './framework/helpers/helper.js';
export { HtmlHelper } from './framework/helpers/html-helper.js';
export { HTTP_CODES, HttpCodes } from './framework/http-codes.js';
export { __, setTranslator, type Translator } from './shared/i18n.js';
export { numberFormat } from './shared/number-format.js';
export { camelize, classify, humanize, pluralize, singularize, tableize, underscore, variable } from './shared/inflector.js';
export {
  ConsoleLogWriter, FrameworkLog, LOG_TYPES, MemoryLogWriter, type LogEntry, type LogWriter,
} from './framework/log.js';
export {
  InMemoryModel, isAsyncModel, isModel,
  type AsyncModel, type Conditions, type FindQuery, type FindResult, type FindType, type InMemoryModelInit, type Model, type Row,
  type ValidationRule,
} from './framework/model.js';
export { ModelFailure, ModelValueError, type ModelFailureKind } from './framework/model-error.js';
export { FrameworkObject, StopSignal, type ErrorHandlerLike, type ErrorRequest } from './framework/object.js';
export { paginate, paginateAny, type AsyncPaginateInput, type PaginateInput, type PaginateResult } from './framework/paginate.js';
export { PaginatorHelper, type PaginatorHelperInit } from './framework/helpers/paginator-helper.js';
export { counter } from './pagination/counter.js';
export { hasNoTotal, isTotalFree, stepCursor } from './pagination/countless.js';
export { decodeCursor, encodeCursor, InvalidCursorError, MAX_CURSOR_LENGTH, type Cursor, type CursorDirection } from './pagination/cursor.js';
export { link, pagingUrl, sortDir, sortKey, type Linker } from './pagination/link.js';
export { first, firstItems, last, lastItems, numbers, numbersItems } from './pagination/numbers.js';
export { meta, metaLinks, type MetaLink, type MetaOptions } from './pagination/meta.js';
export { next, nextItem, prev, prevItem } from './pagination/prev-next.js';
export { sort, sortItem } from './pagination/sort.js';
export type { CurrentItem, DisabledItem, LinkItem, LinkRole, PageItem, TextItem } from './pagination/items.js';
export { itemsMarkup } from './pagination/items-markup.js';
export { LIST_PRESETS, listEntries, listMarkup, type ListEntry, type ListLook } from './pagination/list-markup.js';
export {
  createPaging, current, hasNext, hasPage, hasPrev, modelRecord, type CheckedRecords, type ModelRecord, type NoRecord, type Paging, type PagingInit,
} from './pagination/paging.js';
export {
  checkRecord, countsOf, readCounts, toCount, type CheckedRecord, type CountField, type PagingCounts, type PagingRecord, type ReadRecord,
} from './pagination/record.js';
export { empty, h, intval, merge, toText, truthy, type PhpArray } from './shared/php.js';
export { postConditions } from './framework/post-conditions.js';
export { pageOfUrl, routeUrl, type RouteContext, type UrlArray, type UrlStyle } from './pagination/router.js';
export { BUILTIN_LAYOUTS, findLayout, findView } from './framework/view.js';
export { getForm, submittedUrl, type FormField, type GetForm } from './pagination/get-form.js';
export {
  checkLimits, checkMaxLimit, DEFAULT_LIMITS, DEFAULT_MAX_LIMIT, limitControl, limitControlModel, limitUrl,
  type LimitControlModel, type LimitControlOptions,
} from './pagination/limit-control.js';
export { jumpForm, jumpFormModel, jumpTarget, jumpUrl, type JumpFormModel, type JumpFormOptions, type JumpTarget } from './pagination/jump-form.js';
