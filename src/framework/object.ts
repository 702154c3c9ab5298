/**
 * The interface's `Object`: the root every framework class inherits from.
 *
 * @module
 */
import { defaultApp, type App } from './app.js';
import { isPlainObject, merge, type PhpArray } from '../shared/php.js';

/**
 * Thrown by {@link FrameworkObject._stop}: it ends the dispatch it is
 * raised in (the dispatcher catches it and answers with what was output so
 * far). Outside a dispatch it reaches the caller, who may catch it.
 */
export class StopSignal extends Error {
  constructor(readonly status: unknown = 0) {
    super(`Stopped with status ${String(status)}`);
    this.name = 'StopSignal';
  }
}

/** The shape of the handler `frameworkError()` constructs. */
export interface ErrorHandlerLike {
  controller: { output: string; headers: string[] };
}

/**
 * The request a framework error is shown for, handed to the error class
 * with the error: its page names this request's address and nothing of
 * another's. Every field is optional; without `here` the page reads the
 * environment's current URL (a browser's own address).
 */
export interface ErrorRequest {
  /** The requested path, as a controller's `here`. */
  here?: string;
  /** The application's base path. */
  base?: string;
  /** The request's parameters, as a controller's `params`. */
  params?: PhpArray;
  /** The request's absolute URL (full URLs are written on its origin). */
  href?: string;
  /** The request's referring URL. */
  referrer?: string;
}

/** Root class of the framework's controllers, helpers and error handler. */
export class FrameworkObject {
  /** The application whose configuration and registries this object uses. */
  app: App = defaultApp;

  /**
   * Compatibility constructor of the interface (the older language's
   * constructor named after the class); runs {@link __construct}.
   */
  Object(...args: unknown[]): this {
    this.__construct(...args);
    return this;
  }

  /** The constructor hook {@link Object} calls; subclasses override it. */
  __construct(..._args: unknown[]): void {}

  /** The class name, e.g. `'PaginatorHelper'`. */
  toString(): string {
    return this.constructor.name;
  }

  /**
   * Calls the named method with the parameter list and returns its result. A
   * method the object does not have goes to {@link call__}, the overload hook.
   */
  dispatchMethod(method: string, params: unknown[] = []): unknown {
    const target = (this as unknown as Record<string, unknown>)[method];
    if (typeof target !== 'function' || method === 'constructor') {
      return this.call__(method, params);
    }
    return (target as (...args: unknown[]) => unknown).apply(this, params);
  }

  /**
   * The overload hook for calls to methods the object does not have. The
   * default refuses with an Error naming the class and the method.
   */
  call__(method: string, _params: unknown[]): unknown {
    throw new Error(`Method ${this.toString()}::${method} does not exist`);
  }

  /**
   * Writes a message to the application's log (type 2, an error, by
   * default; see FrameworkLog). Returns whether the write succeeded.
   */
  log(msg: unknown, type: number | string = 2): boolean {
    return this.app.log.write(type, msg);
  }

  /**
   * Hands a framework error to the application's error class (its
   * registered AppError, else ErrorHandler), which renders the page for
   * `method`; returns that page.
   */
  frameworkError(method: string, messages: unknown = []): string {
    return this.errorHandler(handleError(this.app, method, messages, this.errorRequest()));
  }

  /**
   * The request a framework error raised by this object is shown for: none
   * for most objects; a controller's own request, passed along rather than
   * read back from anywhere another request could have written it.
   */
  protected errorRequest(): ErrorRequest {
    return {};
  }

  /**
   * Calls a controller action from anywhere, through the dispatcher. With
   * `return` in `extra` (as a key, or as a value of a list) the view is
   * rendered and its output returned; otherwise the action's return value,
   * or true when it returned nothing. False when the dispatch failed.
   */
  requestAction(url: unknown, extra: PhpArray | string[] = {}): unknown {
    if (url === null || url === undefined || url === '' || url === false) return false;
    const Dispatcher = this.app.dispatcherClass() as new (app: App) => { requestAction(url: unknown, extra: PhpArray): unknown };
    const options: PhpArray = Array.isArray(extra)
      ? Object.fromEntries(extra.map((value) => [String(value), true]))
      : isPlainObject(extra) ? { ...extra } : {};
    return new Dispatcher(this.app).requestAction(url, options);
  }

  /**
   * Stops the current dispatch (the framework's wrapper around exit, so
   * that it can be tested): throws a {@link StopSignal} carrying `status`.
   */
  _stop(status: unknown = 0): never {
    throw new StopSignal(status);
  }

  /**
   * Keeps an object between requests in the environment's storage. When a
   * copy of `name` is stored it is restored into `object` and true is
   * returned; otherwise `object` is stored and false is returned. With
   * `return` null, only tells whether a copy exists.
   */
  _persist(name: string, return_: unknown, object: object, _type: unknown = null): boolean {
    const stored = this.app.env.storage.getItem(persistKey(name));
    if (return_ === null) return stored !== null;
    if (stored === null) {
      this._savePersistent(name, object);
      return false;
    }
    let data: unknown;
    try {
      data = JSON.parse(stored);
    } catch {
      throw new Error(`The persistent copy of "${name}" is not valid JSON`);
    }
    for (const [key, value] of Object.entries(isPlainObject(data) ? data : {})) {
      if (!NOT_PERSISTED.has(key)) (object as PhpArray)[key] = value;
    }
    return true;
  }

  /**
   * Stores the data properties of `object` under `name`. A value that
   * cannot be serialised, or a storage that refuses the write, raises an
   * Error saying so; what was stored before is left as it was.
   */
  _savePersistent(name: string, object: object): true {
    let json: string;
    try {
      json = JSON.stringify(object, (key, value: unknown) => (NOT_PERSISTED.has(key) ? undefined : value));
    } catch (error) {
      throw new Error(`Cannot persist "${name}": ${(error as Error).message}`);
    }
    try {
      this.app.env.storage.setItem(persistKey(name), json);
    } catch (error) {
      throw new Error(`Cannot save the persistent copy of "${name}": ${(error as Error).message}`);
    }
    return true;
  }

  /** What frameworkError() returns for a constructed handler; controllers also take over its status lines. */
  protected errorHandler(handler: ErrorHandlerLike): string {
    return handler.controller.output;
  }

  /**
   * Sets several properties at once. Only properties the object already
   * declares are set: unknown keys are ignored, so a request cannot add
   * state an object does not have.
   */
  _set(properties: PhpArray = {}): void {
    const self = this as unknown as PhpArray;
    for (const [key, value] of Object.entries(merge(properties))) {
      if (key in self && key !== '__proto__' && typeof self[key] !== 'function') self[key] = value;
    }
  }
}

/** Constructs the application's error class for `method` and `messages`, shown for `request`: the page, rendered. */
export function handleError(app: App, method: string, messages: unknown, request: ErrorRequest): ErrorHandlerLike {
  const ErrorClass = app.errorClass() as new (method: string, messages: unknown, options: PhpArray) => ErrorHandlerLike;
  return new ErrorClass(method, messages, { ...request, app });
}

/** Keys never written to or read from a persistent copy: the application is live state, and `__proto__` would replace the prototype. */
const NOT_PERSISTED = new Set(['app', '__proto__']);

function persistKey(name: string): string {
  return `persistent.${name.toLowerCase()}`;
}
