/**
 * The interface's ErrorHandler and FrameworkErrorController: every
 * `frameworkError()` ends here. The handler picks the page for the error
 * (a descriptive page in debug, a plain 404/500 page in production),
 * renders it through its controller and keeps the status lines.
 *
 * @module
 */
import { defaultApp, type App } from '../framework/app.js';
import { Controller, type ControllerInit } from '../framework/controller.js';
import type { Environment } from '../framework/environment.js';
import { errorKind, errorOperations, errorVars, isDebug, normaliseMessages, requestPath, SERVER_ERROR } from './error-page.js';
import { ERROR_VIEWS } from './error-views.js';
import { __ } from '../shared/i18n.js';
import { underscore } from '../shared/inflector.js';
import { thrownMessage } from '../shared/php.js';
import { FrameworkObject, StopSignal, type ErrorRequest } from '../framework/object.js';
import { BUILTIN_LAYOUTS } from '../framework/view.js';

/**
 * Per-call settings of an {@link ErrorHandler}: the application, overrides
 * for this call, and the request the page is shown for (`here`, `base`,
 * `params`, `href`, `referrer`; see {@link ErrorRequest}). A controller's
 * `frameworkError()` and the dispatcher pass their request's; a page built
 * with no `here` reads the environment's current URL, which in a browser is
 * the page's own address.
 */
export interface ErrorHandlerOptions extends ErrorRequest {
  /** The application whose registries and configuration are used (default: `defaultApp`). */
  app?: App;
  /** The debug level for this call only, instead of the application's. */
  debug?: number;
  /** The environment for this call only (without `here`, the requested URL of the 404/500 pages comes from it). */
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
  /** The request the page is shown for: an error raised while rendering it is shown for the same request. */
  readonly #request: ErrorRequest;

  /**
   * Renders the page for `method` with `messages` (a list whose first entry
   * holds the message keys, or that one object). Never throws because a
   * page failed to render: a minimal built-in page takes its place.
   */
  constructor(method: string, messages: unknown = [], options: ErrorHandlerOptions = {}) {
    super();
    this.app = scopedApp(options);
    const { here, base, params, href, referrer } = options;
    // The request's address travels with the request: reduced to a path, never refused (an error page must not fail on it).
    const path = (text: string) => requestPath({ href: () => text });
    this.#request = { here: typeof here === 'string' ? path(here) : requestPath(this.app.env), base, params, href, referrer };
    this.controller = new FrameworkErrorController({ ...this.#request, base: typeof base === 'string' && base !== '' ? path(base) : '', app: this.app });
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
    this.#showKind('error', params);
  }

  /** The production "Not Found" page: the status and the requested address, nothing else. */
  error404(params: unknown = {}): void {
    this.#showKind('error404', params);
  }

  /** The production "Internal Error" page: the status and the requested address, nothing else. */
  error500(params: unknown = {}): void {
    this.#showKind('error500', params);
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
  /** Renders the Invalid Cursor page (`cursor`, `reason`), sent as a 404: a keyset cursor that does not decode. */
  invalidCursor(params: unknown = {}): void {
    this.#showKind('invalidCursor', params);
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

  protected override errorRequest(): ErrorRequest {
    return this.#request;
  }

  /**
   * The operation to run: `method` when it is a handler operation, else
   * `error`; in production (debug 0) every built-in descriptive kind turns
   * into error404, or error500 when the first message's code is 500.
   */
  #kindFor(method: unknown, messages: unknown[]): string {
    return errorKind(method, messages, this.app.debug, errorOperations(Object.getPrototypeOf(this), ErrorHandler.prototype));
  }

  /** Sets the view variables of a built-in kind (see {@link errorVars}), records its status line, renders it. */
  #showKind(kind: string, params: unknown): void {
    const { vars, status } = errorVars(kind, params, this.controller.here);
    this.controller.set(vars);
    const retryAfter = status !== null && status.startsWith('HTTP/1.0 5') ? retryAfterOf(params) : null;
    if (retryAfter !== null) {
      // A failure that passes (a busy or unreachable database): the page stands, sent as "try again later".
      this.controller.header(UNAVAILABLE);
      this.controller.header(`Retry-After: ${retryAfter}`);
    } else if (status !== null) {
      this.controller.header(status);
    }
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
      this.log(`Error page "${kind}" failed: ${thrownMessage(failure)}`);
    } catch {
      // The log is best effort: the page matters more.
    }
    const controller = this.controller;
    let template = ERROR_VIEWS[`errors/${underscore(kind)}`];
    let vars = controller.viewVars;
    if (template === undefined || generic) {
      if (!controller.headers.some((line) => line.startsWith('HTTP/'))) controller.headers.push(SERVER_ERROR);
      const debug = isDebug(this.app.debug);
      template = ERROR_VIEWS[debug ? 'errors/error' : 'errors/error500'];
      vars = debug
        ? errorVars('error', { code: 500, name: __('Internal Server Error'), message: __('The error page could not be rendered.') }, controller.here).vars
        : errorVars('error500', {}, controller.here).vars;
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

/** The status line of a page whose failure passes: its messages say when to try again (`retryAfter`). */
const UNAVAILABLE = 'HTTP/1.0 503 Service Unavailable';

/**
 * The messages' `retryAfter`: whole seconds (a positive safe integer) after
 * which the request may succeed, or null when there is none (anything else
 * is no such promise, and the page keeps its own status).
 */
function retryAfterOf(params: unknown): number | null {
  const value = typeof params === 'object' && params !== null ? (params as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
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
