/**
 * The interface's ErrorHandler and FrameworkErrorController: every
 * `frameworkError()` ends here. The handler picks the page for the error
 * (a descriptive page in debug, a plain 404/500 page in production),
 * renders it through its controller and keeps the status lines.
 *
 * @module
 */
import { builtins, defaultApp, type App } from './app.js';
import { Controller, type ControllerInit } from './controller.js';
import type { Environment } from './environment.js';
import { ERROR_TITLES, ERROR_VIEWS } from './error-views.js';
import { __ } from './i18n.js';
import { underscore } from './inflector.js';
import { FrameworkObject, StopSignal } from './object.js';
import type { PhpArray } from './php.js';
import { BUILTIN_LAYOUTS } from './view.js';

/** Per-call settings of an {@link ErrorHandler}. */
export interface ErrorHandlerOptions {
  /** The application whose registries and configuration are used (default: `defaultApp`). */
  app?: App;
  /** The debug level for this call only, instead of the application's. */
  debug?: number;
  /** The environment for this call only (the requested URL of the 404/500 pages comes from it). */
  env?: Environment;
}

/** The controller ErrorHandler renders through (the interface's FrameworkErrorController extends AppController). */
export class FrameworkErrorController extends Controller {
  // A framework controller: no models to load, its views under `errors/`, the `error` layout.
  override uses: string[] | false | null = [];
  override layout: string | false = 'error';

  constructor(init: ControllerInit = {}) {
    super(init);
    // Through the setters: a minified build renames the class, and the name must stay.
    this.name = 'FrameworkError';
    this.viewPath = 'errors';
  }
}

/** The message keys each built-in kind expects (see DESIGN §3). */
const MESSAGE_KEYS: Readonly<Record<string, readonly string[]>> = {
  error: ['code', 'name', 'message'],
  error404: ['url'],
  error500: ['url'],
  missingController: ['className'],
  missingAction: ['className', 'action'],
  privateAction: ['className', 'action'],
  missingTable: ['className', 'table'],
  missingDatabase: [],
  missingView: ['className', 'action', 'file'],
  missingLayout: ['file'],
  missingConnection: ['className'],
  missingHelperFile: ['helper', 'file'],
  missingHelperClass: ['helper', 'file'],
  missingBehaviorFile: ['behavior', 'file'],
  missingBehaviorClass: ['behavior', 'file'],
  missingComponentFile: ['className', 'component', 'file'],
  missingComponentClass: ['className', 'component', 'file'],
  missingModel: ['className'],
};

/** The handler operations every error class has. */
const BUILTIN_KINDS: ReadonlySet<string> = new Set(Object.keys(MESSAGE_KEYS));

const NOT_FOUND = 'HTTP/1.0 404 Not Found';
const SERVER_ERROR = 'HTTP/1.0 500 Internal Server Error';

/** Kinds whose page is sent with a status line. */
const STATUS: Readonly<Record<string, string>> = {
  error404: NOT_FOUND,
  error500: SERVER_ERROR,
  missingTable: SERVER_ERROR,
  missingDatabase: SERVER_ERROR,
  missingConnection: SERVER_ERROR,
};

/**
 * How deeply error pages may nest (an error raised while rendering an error
 * page: a missing view of an AppError kind renders missingView, which is
 * fine; an AppError whose operation raises itself again is not).
 */
const MAX_NESTING = 4;
let nesting = 0;

/**
 * Handles a framework error: constructing one renders the page at once.
 * An application customises it by registering a subclass (its AppError)
 * with `app.registerAppError()`: overriding an operation replaces a page,
 * and a new public method is a new kind of error.
 */
export class ErrorHandler extends FrameworkObject {
  /** The controller the page is rendered through; its `output` is the page and `headers` the status lines. */
  controller: FrameworkErrorController;

  /**
   * Renders the page for `method` with `messages` (a list whose first entry
   * holds the message keys, or that one object). Never throws because a
   * page failed to render: a minimal built-in page takes its place.
   */
  constructor(method: string, messages: unknown = [], options: ErrorHandlerOptions = {}) {
    super();
    this.app = scopedApp(options);
    this.controller = new FrameworkErrorController({ app: this.app, here: requestPath(this.app.env) });
    const list = normaliseMessages(messages);
    const kind = this.#kindFor(method, list);
    nesting++;
    try {
      if (nesting > MAX_NESTING) {
        this.#fallback(kind, `error pages nested more than ${MAX_NESTING} deep`, true);
      } else {
        this.dispatchMethod(kind, list);
      }
    } catch (failure) {
      // A stop is the application ending the request on purpose, not a failed page.
      if (failure instanceof StopSignal) throw failure;
      this.#fallback(kind, failure);
    } finally {
      nesting--;
    }
  }

  /** A generic error page: `code`, `name` and `message`; with a valid code and name, its status line. */
  error(params: unknown = {}): void {
    const values = this.#show('error', params, { title: titleOf(params) });
    const { code, name } = values;
    const status = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
    if (Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599 &&
      typeof name === 'string' && name.trim() !== '' && !/[\x00-\x1f\x7f]/.test(name)) {
      this.controller.header(`HTTP/1.0 ${status as number} ${name}`);
    }
    this._outputMessage('error');
  }

  /** The production "Not Found" page: the status and the requested address, nothing else. */
  error404(params: unknown = {}): void {
    this.#showStatusPage('error404', params);
  }

  /** The production "Internal Error" page: the status and the requested address, nothing else. */
  error500(params: unknown = {}): void {
    this.#showStatusPage('error500', params);
  }

  /** Renders the Missing Controller page (`className`). */
  missingController(params: unknown = {}): void {
    this.#showKind('missingController', params);
  }
  /** Renders the Missing Action page (`className`, `action`). */
  missingAction(params: unknown = {}): void {
    this.#showKind('missingAction', params);
  }
  /** Renders the Private Action page (`className`, `action`). */
  privateAction(params: unknown = {}): void {
    this.#showKind('privateAction', params);
  }
  /** Renders the Missing Table page (`className`, `table`), sent as a 500. */
  missingTable(params: unknown = {}): void {
    this.#showKind('missingTable', params);
  }
  /** Renders the Missing Database page, sent as a 500. */
  missingDatabase(params: unknown = {}): void {
    this.#showKind('missingDatabase', params);
  }
  /** Renders the Missing View page (`className`, `action`, `file`). */
  missingView(params: unknown = {}): void {
    this.#showKind('missingView', params);
  }
  /** Renders the Missing Layout page (`file`). */
  missingLayout(params: unknown = {}): void {
    this.#showKind('missingLayout', params);
  }
  /** Renders the Database Connection page (`className`), sent as a 500. */
  missingConnection(params: unknown = {}): void {
    this.#showKind('missingConnection', params);
  }
  /** Renders the Missing Helper file page (`helper`, `file`). */
  missingHelperFile(params: unknown = {}): void {
    this.#showKind('missingHelperFile', params);
  }
  /** Renders the Missing Helper class page (`helper`, `file`). */
  missingHelperClass(params: unknown = {}): void {
    this.#showKind('missingHelperClass', params);
  }
  /** Renders the Missing Behavior file page (`behavior`, `file`). */
  missingBehaviorFile(params: unknown = {}): void {
    this.#showKind('missingBehaviorFile', params);
  }
  /** Renders the Missing Behavior class page (`behavior`, `file`). */
  missingBehaviorClass(params: unknown = {}): void {
    this.#showKind('missingBehaviorClass', params);
  }
  /** Renders the Missing Component file page (`className`, `component`, `file`). */
  missingComponentFile(params: unknown = {}): void {
    this.#showKind('missingComponentFile', params);
  }
  /** Renders the Missing Component class page (`className`, `component`, `file`). */
  missingComponentClass(params: unknown = {}): void {
    this.#showKind('missingComponentClass', params);
  }
  /** Renders the Missing Model class page (`className`). */
  missingModel(params: unknown = {}): void {
    this.#showKind('missingModel', params);
  }

  /**
   * Renders `template` (a kind, camelCase: the controller underscores it into
   * `errors/missing_controller`) with the view variables set so far, runs
   * the controller's afterFilter, and leaves the page in `controller.output`.
   * A view that throws gives way to the built-in page of the kind.
   */
  protected _outputMessage(template: string): void {
    try {
      this.controller.render(template);
      this.controller.afterFilter();
    } catch (failure) {
      if (failure instanceof StopSignal) throw failure;
      this.#fallback(template, failure);
    }
  }

  /**
   * The operation to run: `method` when it is a handler operation, else
   * `error`; in production (debug 0) every built-in descriptive kind turns
   * into error404, or error500 when the first message's code is 500.
   */
  #kindFor(method: unknown, messages: unknown[]): string {
    const kind = typeof method === 'string' && this.#operations().has(method) ? method : 'error';
    if (isDebug(this.app) || !BUILTIN_KINDS.has(kind) || kind === 'error' || kind === 'error500') return kind;
    const first = messages[0];
    const code = isObject(first) ? (first as PhpArray).code : undefined;
    return code === 500 || code === '500' ? 'error500' : 'error404';
  }

  /**
   * The built-in kinds, plus the public methods an AppError subclass adds
   * (not the inherited infrastructure: log, dispatchMethod, _stop...).
   */
  #operations(): Set<string> {
    const operations = new Set(BUILTIN_KINDS);
    for (let proto = Object.getPrototypeOf(this); proto && proto !== ErrorHandler.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key === 'constructor' || key.startsWith('_') || key in ErrorHandler.prototype) continue;
        if (typeof Object.getOwnPropertyDescriptor(proto, key)?.value === 'function') operations.add(key);
      }
    }
    return operations;
  }

  /** Sets the kind's message keys (present ones), `missingKeys` and the title; returns the values. */
  #show(kind: string, params: unknown, extra: PhpArray = {}): PhpArray {
    const source = isObject(params) ? (params as PhpArray) : {};
    const values: PhpArray = {};
    const missingKeys: string[] = [];
    for (const key of MESSAGE_KEYS[kind] ?? []) {
      const value = source[key];
      if (value === undefined || value === null) missingKeys.push(key);
      else values[key] = value;
    }
    this.controller.set({ ...values, ...extra, missingKeys });
    return values;
  }

  #showKind(kind: string, params: unknown): void {
    this.#show(kind, params, { title: __(ERROR_TITLES[kind]) });
    if (STATUS[kind]) this.controller.header(STATUS[kind]);
    this._outputMessage(kind);
  }

  /** error404 / error500: only the requested address (default: the current one) reaches the page. */
  #showStatusPage(kind: 'error404' | 'error500', params: unknown): void {
    const url = isObject(params) ? (params as PhpArray).url : undefined;
    this.controller.set({
      url: typeof url === 'string' && url !== '' ? url : this.controller.here,
      title: __(ERROR_TITLES[kind]),
      missingKeys: [],
    });
    this.controller.header(STATUS[kind]);
    this._outputMessage(kind);
  }

  /**
   * Replaces a page that failed with the built-in page of its kind, in the
   * built-in error layout, with no application code involved. A kind that
   * has no built-in page (or a page whose variables cannot be trusted, as
   * when pages nest too deep) gets the generic error page in debug and the
   * 500 page in production, sent as a 500 unless a status was already set.
   */
  #fallback(kind: string, failure: unknown, generic = false): void {
    try {
      this.log(`Error page "${kind}" failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    } catch {
      // The log is best effort: the page matters more.
    }
    const controller = this.controller;
    let template = ERROR_VIEWS[`errors/${underscore(kind)}`];
    let vars = controller.viewVars;
    if (template === undefined || generic) {
      if (!controller.headers.some((line) => line.startsWith('HTTP/'))) controller.headers.push(SERVER_ERROR);
      const name = __('Internal Server Error');
      template = ERROR_VIEWS[isDebug(this.app) ? 'errors/error' : 'errors/error500'];
      vars = isDebug(this.app)
        ? { code: 500, name, message: __('The error page could not be rendered.'), title: name }
        : { url: controller.here, title: __(ERROR_TITLES.error500) };
    }
    const context = { controller, debug: Number(this.app.debug) || 0, content: '', url: () => '' };
    try {
      const content = template(vars, context);
      controller.output = BUILTIN_LAYOUTS.error(vars, { ...context, content });
    } catch {
      // Only a translator that throws gets here; the page must still exist.
      controller.output = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Error</title></head>\n' +
        '<body><h2>Error</h2></body></html>';
    }
  }
}

/** The application for one call: the given one, or a view of it that overrides debug and env for this call only. */
function scopedApp(options: ErrorHandlerOptions): App {
  const app = options.app ?? defaultApp;
  if (options.debug === undefined && options.env === undefined) return app;
  if (options.debug !== undefined && (!Number.isInteger(options.debug) || options.debug < 0)) {
    throw new TypeError(`debug must be a non-negative integer, got ${JSON.stringify(options.debug)}`);
  }
  // The registries stay shared with the application; only the overrides are local.
  const overrides: PropertyDescriptorMap = {};
  if (options.debug !== undefined) overrides.debug = { value: options.debug, writable: true };
  if (options.env !== undefined) overrides.env = { value: options.env, writable: true };
  return Object.create(app, overrides) as App;
}

/** Debug 1 and above show the descriptive pages; anything else is production. */
function isDebug(app: App): boolean {
  return typeof app.debug === 'number' && app.debug >= 1;
}

/** The messages as a list: one object becomes `[object]`, anything else that is not a list `[]`. */
function normaliseMessages(messages: unknown): unknown[] {
  if (Array.isArray(messages)) return messages;
  return isObject(messages) ? [messages] : [];
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The path (and query) of the environment's current URL, as the controller's
 * `here`. A URL the controller would refuse as a path (`//host`, no URL at
 * all) is reduced to one it accepts: an error page must not fail on it.
 */
function requestPath(env: Environment): string {
  let href = '';
  try {
    href = String(env.href());
  } catch {
    // An environment without a current URL: the page shows '/'.
  }
  const path = href
    .replace(/[\t\n\r]/g, '')
    .replace(/#.*$/, '')
    .replace(/^[a-z][a-z\d+.-]*:(\/\/[^/?#]*)?/i, '')
    .replace(/^[/\\]*/, '/');
  return path;
}

/** The layout title of the error page: its name, else "Error". */
function titleOf(params: unknown): string {
  const name = isObject(params) ? (params as PhpArray).name : undefined;
  return typeof name === 'string' && name !== '' ? name : __('Error');
}

builtins.ErrorHandler = ErrorHandler;
