/**
 * The application: its configuration (debug level, environment, log) and
 * the registries that stand in for the framework's files — controllers,
 * models, components, views and layouts, and the application's `AppError`
 * (the browser's equivalent of app/error.php).
 *
 * @module
 */
import { defaultEnvironment, type Environment } from './environment.js';
import { ConsoleLogWriter, FrameworkLog } from './log.js';
import type { PhpArray } from '../shared/php.js';

/** A view or layout: turns the view variables into HTML. Values must be escaped by the template. */
export type ViewTemplate = (vars: PhpArray, view: ViewContext) => string;

/** What a template is given besides its variables. */
export interface ViewContext {
  /** The controller rendering the view. */
  controller: unknown;
  /** The debug level in force. */
  debug: number;
  /** For layouts: the rendered view. */
  content: string;
  /** A URL string for a URL array or string, through the controller's router. */
  url(url: unknown, full?: boolean): string;
}

/** A class whose instances the registries construct. */
export type Constructor<T = unknown> = new (...args: any[]) => T;

/** What `configure()` accepts. */
export interface AppConfig {
  /** 0 (production, default): plain 404/500 pages; 1 or more: descriptive framework error pages. */
  debug?: number;
  env?: Environment;
  log?: FrameworkLog;
  /**
   * The class framework errors go to when no AppError is registered: the
   * core's `ErrorHandler`, which `paginator-elements/core` gives the default
   * application. Unset, an application uses the default application's.
   */
  errorHandler?: Constructor | null;
  /** The class `requestAction()` dispatches through: the core's `Dispatcher`, given likewise. */
  dispatcher?: Constructor | null;
}

/** An application: configuration and registries. Most pages use the one {@link defaultApp}. */
export class App {
  /** Debug level; see {@link AppConfig.debug}. */
  debug = 0;
  /** Host services. */
  env: Environment;
  /** The log `log()` writes to (console by default). */
  log: FrameworkLog;
  /** Controllers by name (`'Articles'` → ArticlesController). */
  readonly controllers = new Map<string, Constructor>();
  /** Model factories by class name (`'Article'`). */
  readonly models = new Map<string, () => unknown>();
  /** Components by name (`'Auth'`). */
  readonly components = new Map<string, Constructor>();
  /** Views by path (`'articles/index'`, `'errors/missing_controller'`). */
  readonly views = new Map<string, ViewTemplate>();
  /** Layouts by name (`'default'`, `'flash'`). */
  readonly layouts = new Map<string, ViewTemplate>();
  /** Model instances kept between requests for controllers with `persistModel`. */
  readonly modelCache = new Map<string, unknown>();
  /** The application's error class (a subclass of ErrorHandler), or null for the built-in one. */
  appError: Constructor | null = null;
  /** See {@link AppConfig.errorHandler}. */
  errorHandler: Constructor | null = null;
  /** See {@link AppConfig.dispatcher}. */
  dispatcher: Constructor | null = null;

  constructor(config: AppConfig = {}) {
    this.env = config.env ?? defaultEnvironment();
    this.log = config.log ?? new FrameworkLog([new ConsoleLogWriter(this.env.console)]);
    this.configure(config);
  }

  /** Sets the debug level, the environment or the log. */
  configure(config: AppConfig): this {
    if (config.debug !== undefined) {
      if (!Number.isInteger(config.debug) || config.debug < 0) {
        throw new TypeError(`debug must be a non-negative integer, got ${JSON.stringify(config.debug)}`);
      }
      this.debug = config.debug;
    }
    if (config.env) this.env = config.env;
    if (config.log) this.log = config.log;
    if (config.errorHandler !== undefined) this.errorHandler = config.errorHandler;
    if (config.dispatcher !== undefined) this.dispatcher = config.dispatcher;
    return this;
  }

  /** Registers a controller class under its name (`'Articles'`, `'ArticleComments'`). */
  registerController(name: string, controller: Constructor): this {
    this.controllers.set(name, controller);
    return this;
  }

  /** Registers a model under its class name; `factory` makes a new instance each time it is loaded. */
  registerModel(name: string, factory: () => unknown): this {
    this.models.set(name, factory);
    return this;
  }

  /** Registers a component class under its name (`'Auth'`). */
  registerComponent(name: string, component: Constructor): this {
    this.components.set(name, component);
    return this;
  }

  /** Registers a view template under its path (`'articles/index'`). */
  registerView(path: string, template: ViewTemplate): this {
    this.views.set(path, template);
    return this;
  }

  /** Registers a layout template under its name (`'default'`). */
  registerLayout(name: string, template: ViewTemplate): this {
    this.layouts.set(name, template);
    return this;
  }

  /** Registers the application's error class: a subclass of ErrorHandler (the interface's AppError). */
  registerAppError(errorClass: Constructor | null): this {
    const base = this.coreClass('errorHandler');
    if (errorClass !== null && base !== null && !(errorClass.prototype instanceof base)) {
      throw new TypeError(`${errorClass.name || 'The AppError class'} must extend ErrorHandler`);
    }
    this.appError = errorClass;
    return this;
  }

  /** The class that handles framework errors: the registered AppError, else the built-in ErrorHandler. */
  errorClass(): Constructor {
    const errorClass = this.appError ?? this.coreClass('errorHandler');
    if (errorClass === null) {
      throw new Error('No ErrorHandler is given: import the application from "paginator-elements/core", or give one with configure({ errorHandler })');
    }
    return errorClass;
  }

  /** The dispatcher class `requestAction()` goes through. */
  dispatcherClass(): Constructor {
    const dispatcher = this.coreClass('dispatcher');
    if (dispatcher === null) {
      throw new Error('No Dispatcher is given: import the application from "paginator-elements/core", or give one with configure({ dispatcher })');
    }
    return dispatcher;
  }

  /** One of the core's classes the application works with: its own, else the default application's; null when neither has one. */
  coreClass(name: 'errorHandler' | 'dispatcher'): Constructor | null {
    return this[name] ?? (this === defaultApp ? null : defaultApp[name]);
  }
}

/**
 * The application most pages use; {@link configure} sets it up.
 * `paginator-elements/core` gives it the core's ErrorHandler and Dispatcher.
 */
export const defaultApp = new App();

/** Configures the default application (`configure({ debug: 2 })`). */
export function configure(config: AppConfig): App {
  return defaultApp.configure(config);
}
