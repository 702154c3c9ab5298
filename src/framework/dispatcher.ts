/**
 * The dispatcher: turns a URL into a controller action over the
 * application's registered controllers, runs it in the interface's order
 * (constructClasses, startupProcess, the action, render, shutdownProcess)
 * and answers with the output and the status lines. Missing and private
 * controllers or actions end in their framework error pages.
 *
 * @module
 */
import { defaultApp, type App } from './app.js';
import { actionsOf, Controller } from './controller.js';
import { camelize, variable } from '../shared/inflector.js';
import { FrameworkObject, handleError, StopSignal, type ErrorRequest } from './object.js';
import { ModelFailure } from './model-error.js';
import { isThenable } from './steps.js';
import { isPlainObject, merge, str, thrownMessage, toArray, type PhpArray } from '../shared/php.js';

/** What one dispatch produced. */
export interface DispatchResult {
  /** The rendered page: the view, or the error page. */
  output: string;
  /** Status and header lines, in the order they were set. */
  headers: string[];
  /** What the action returned (undefined when it did not run). */
  returned: unknown;
  /** False when the dispatch ended in a framework error or an exception. */
  ok: boolean;
  /** The controller that ran, when one was found. */
  controller: Controller | null;
}

/** Request parameters parsed from a URL. */
export interface RouteParams extends PhpArray {
  controller: string;
  action: string;
  plugin: string | null;
  pass: string[];
  named: PhpArray;
  /** The query string's values. */
  url: PhpArray;
}

const NOT_FOUND = 'HTTP/1.0 404 Not Found';

/** Methods of the framework's own classes: never callable as actions. */
const FRAMEWORK_METHODS = new Set([
  ...Object.getOwnPropertyNames(Controller.prototype),
  ...Object.getOwnPropertyNames(FrameworkObject.prototype),
]);

/** What one dispatch runs: the controller and its action, and the request an error page is shown for. */
interface Prepared {
  controller: Controller;
  action: string;
  pass: string[];
  request: ErrorRequest;
}

/**
 * Runs controller actions for URLs. A dispatcher keeps nothing of a request
 * between calls: one may serve many requests at once.
 */
export class Dispatcher extends FrameworkObject {
  constructor(app: App = defaultApp) {
    super();
    this.app = app;
  }

  /**
   * Parses `/controller/action/pass/key:value?query` (relative to the
   * application's base) or a URL array into request parameters.
   */
  parseParams(url: unknown): RouteParams {
    if (isPlainObject(url)) {
      const pass: string[] = [];
      const named: PhpArray = {};
      for (const [key, value] of Object.entries(url)) {
        if (/^\d+$/.test(key)) pass.push(str(value));
        else if (!['controller', 'action', 'plugin', '?', '#'].includes(key)) named[key] = value;
      }
      return {
        controller: str(url.controller), action: str(url.action) || 'index',
        plugin: url.plugin ? str(url.plugin) : null, pass, named, url: toArray(url['?']),
      };
    }
    const text = str(url);
    const clean = text.includes('#') ? text.replace(/#.*$/, '') : text;
    // split('?', 2) without the array: the path, and the query up to a second `?` (what follows that is dropped).
    const mark = clean.indexOf('?');
    const path = mark < 0 ? clean : clean.slice(0, mark);
    const end = mark < 0 ? -1 : clean.indexOf('?', mark + 1);
    const query = mark < 0 ? '' : clean.slice(mark + 1, end < 0 ? clean.length : end);
    const segments: string[] = [];
    for (const segment of path.split('/')) if (segment !== '') segments.push(decode(segment));
    const named: PhpArray = {};
    const pass: string[] = [];
    for (let i = 2; i < segments.length; i++) {
      const segment = segments[i];
      const colon = segment.indexOf(':');
      if (colon > 0) named[segment.slice(0, colon)] = segment.slice(colon + 1);
      else pass.push(segment);
    }
    const queryValues: PhpArray = {};
    for (const pair of query.split('&')) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      const key = decode(equals < 0 ? pair : pair.slice(0, equals), true);
      queryValues[key] = equals < 0 ? '' : decode(pair.slice(equals + 1), true);
    }
    return { controller: segments[0] ?? '', action: segments[1] ?? 'index', plugin: null, pass, named, url: queryValues };
  }

  /**
   * Dispatches a URL: `extra` may set `data` (posted data), `params`
   * (more request parameters, such as `isAjax`), `autoRender` (default
   * true), `base`, `here`, and the request's absolute URL `href` and
   * `referrer` (as a controller takes them). Everything of the request
   * travels with it to the controller and to its error pages; nothing is
   * read back from the application's environment, which every request
   * shares.
   */
  dispatch(url: unknown, extra: PhpArray = {}): DispatchResult {
    const prepared = this.prepare(url, extra);
    if (!('action' in prepared)) return prepared;
    const { controller, action, pass, request } = prepared;
    let returned: unknown;
    try {
      const constructed = controller.constructClasses();
      if (constructed !== true) return this.result(controller);
      controller.startupProcess();
      returned = controller.dispatchMethod(action, pass);
      if (isThenable(returned)) {
        throw new TypeError(`${controller.name}Controller::${action}() answered with a promise: dispatch it with dispatchAsync()`);
      }
      if (controller.autoRender) controller.render();
      controller.shutdownProcess();
    } catch (error) {
      // A StopSignal is the controller ending the request (a redirect, a refusal): not a crash.
      if (!(error instanceof StopSignal)) return this.crash(error, controller, request);
    }
    return this.result(controller, returned);
  }

  /**
   * As {@link dispatch}, awaiting the action when it answers with a promise
   * (an action that pages an {@link AsyncModel}). A synchronous action runs
   * exactly as under dispatch(); the answer is always a promise.
   */
  async dispatchAsync(url: unknown, extra: PhpArray = {}): Promise<DispatchResult> {
    const prepared = this.prepare(url, extra);
    if (!('action' in prepared)) return prepared;
    const { controller, action, pass, request } = prepared;
    let returned: unknown;
    try {
      const constructed = controller.constructClasses();
      if (constructed !== true) return this.result(controller);
      controller.startupProcess();
      returned = controller.dispatchMethod(action, pass);
      if (isThenable(returned)) returned = await returned;
      if (controller.autoRender) controller.render();
      controller.shutdownProcess();
    } catch (error) {
      if (!(error instanceof StopSignal)) return this.crash(error, controller, request);
    }
    return this.result(controller, returned);
  }

  /** The controller and action a URL names, or the failure page when there is none. */
  private prepare(url: unknown, extra: PhpArray): Prepared | DispatchResult {
    const params = this.parseParams(url);
    const base = typeof extra.base === 'string' ? extra.base : '';
    const here = typeof extra.here === 'string' ? extra.here : typeof url === 'string' ? `${base}${url.replace(/[?#].*$/, '')}` : `${base}/`;
    const href = typeof extra.href === 'string' ? extra.href : undefined;
    const referrer = typeof extra.referrer === 'string' ? extra.referrer : undefined;
    // merge(), not object spreads: on Node 20 `{ ...a, ...b, x }` costs about 10 µs a request (docs/decisions.md).
    const requestParams = merge(extra.params, params, { data: extra.data ?? {} });
    const request: ErrorRequest = { here, base, params: requestParams, href, referrer };
    const name = camelize(params.controller);
    const ControllerClass = this.app.controllers.get(name);
    if (!name || ControllerClass === undefined) {
      return this.notFound('missingController', { className: `${name}Controller`, url: here, base }, null, request);
    }

    const passedArgs = merge(params.named);
    for (let i = 0; i < params.pass.length; i++) passedArgs[i] = params.pass[i];
    const controller = new ControllerClass({
      app: this.app, params: requestParams, base, here, data: toArray(extra.data), passedArgs, href, referrer,
    }) as Controller;
    // URLs are underscored (`/articles/recent_posts`), JavaScript methods camelCased (`recentPosts`).
    const methods = actionsOf(controller);
    const action = methods.has(params.action) ? params.action : variable(params.action);
    if (params.action.startsWith('_') || FRAMEWORK_METHODS.has(action)) {
      return this.notFound('privateAction', { className: `${name}Controller`, action: params.action }, controller, request);
    }
    if (!methods.has(action)) {
      return this.notFound('missingAction', { className: `${name}Controller`, action: params.action }, controller, request);
    }
    controller.action = action;
    if (extra.autoRender !== undefined) controller.autoRender = Boolean(extra.autoRender);

    return { controller, action, pass: params.pass, request };
  }

  /**
   * The interface's requestAction: with `return` in `extra` the rendered
   * output; otherwise the action's return value (true when it returned
   * nothing), or false when the dispatch failed.
   */
  override requestAction(url: unknown, extra: PhpArray | string[] = {}): unknown {
    if (Array.isArray(extra) || url === null || url === undefined || url === '' || url === false) {
      return super.requestAction(url, extra);
    }
    const wantsOutput = 'return' in extra;
    const result = this.dispatch(url, merge(extra, { autoRender: wantsOutput }));
    if (wantsOutput) return result.output;
    if (!result.ok) return false;
    return result.returned === undefined ? true : result.returned;
  }

  /** The error page of `method` for this request: the page and its status lines, and nothing else. */
  private failure(method: string, messages: PhpArray, controller: Controller | null, request: ErrorRequest): DispatchResult {
    const handler = handleError(this.app, method, [messages], request);
    return { output: handler.controller.output, headers: [...handler.controller.headers], returned: undefined, ok: false, controller };
  }

  /**
   * A URL that names no page: its error page, sent as a 404 at every debug
   * level (DESIGN §7, "Statuses"). The descriptive pages of these kinds
   * record no status of their own (the error handler keeps the framework's
   * status lines per kind); the dispatcher knows the page does not exist.
   */
  private notFound(method: string, messages: PhpArray, controller: Controller | null, request: ErrorRequest): DispatchResult {
    const result = this.failure(method, messages, controller, request);
    if (!result.headers.some((line) => /^HTTP\//.test(line))) result.headers = [NOT_FOUND, ...result.headers];
    return result;
  }

  /** An exception from application code: logged, then a 500 page (descriptive in debug). */
  private crash(error: unknown, controller: Controller, request: ErrorRequest): DispatchResult {
    // A model's back end failing has a page of its own (missing table, database or connection).
    if (error instanceof ModelFailure) return this.failure(error.kind, error.messages, controller, request);
    const message = thrownMessage(error);
    this.log(error instanceof Error && error.stack ? error.stack : message);
    const method = this.app.debug > 0 ? 'error' : 'error500';
    return this.failure(method, { code: 500, name: 'Internal Server Error', message, url: controller.here }, controller, request);
  }

  private result(controller: Controller, returned?: unknown): DispatchResult {
    return { output: controller.output, headers: [...controller.headers], returned, ok: !controller.failed, controller };
  }
}

/** Percent-decodes a URL part (`+` is a space only in a query); a malformed escape is kept as written. */
function decode(part: string, query = false): string {
  const spaced = query && part.includes('+') ? part.replace(/\+/g, ' ') : part;
  // Nothing escaped: decodeURIComponent() would answer the same string.
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return part;
  }
}
