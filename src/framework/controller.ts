/**
 * The interface's Controller (AppController): request state, view
 * variables and rendering, headers and redirects, models, components and
 * pagination. It works for real in a browser and in Node through the
 * application's environment and registries.
 *
 * @module
 */
import type { App } from './app.js';
import { ComponentCollection } from './component.js';
import { HttpCodes } from './http-codes.js';
import { singularize, tableize, underscore } from '../shared/inflector.js';
import { isModel, type AsyncModel, type Model, type Row } from './model.js';
import { ModelFailure } from './model-error.js';
import { FrameworkObject, type ErrorRequest } from './object.js';
import { paginateAny as paginateRecords, type PaginateResult } from './paginate.js';
import { InvalidCursorError } from '../pagination/cursor.js';
import type { PagingRecord } from '../pagination/record.js';
import { empty, isPlainObject, merge, put, str, toArray, type PhpArray } from '../shared/php.js';
import { postConditions } from './post-conditions.js';
import { assertPath, routeUrl, type UrlStyle } from '../pagination/router.js';
import { findLayout, findView } from './view.js';

/** What a controller is constructed from; everything optional. */
export interface ControllerInit {
  app?: App;
  /** Request parameters: controller, action, pass, named, url (query), form data... */
  params?: PhpArray;
  base?: string;
  here?: string;
  webroot?: string;
  /** POSTed data by model and field. */
  data?: PhpArray;
  /** Passed and named arguments. */
  passedArgs?: PhpArray;
  urlStyle?: UrlStyle;
  /**
   * The request's absolute URL: full URLs (`redirect()`'s `Location`) are
   * written on its origin, and `referer()` tells this site by it. Default:
   * the environment's current URL, which in a browser is the page's.
   */
  href?: string;
  /** The request's referring URL (its `Referer` header); default: the environment's referrer. */
  referrer?: string;
}

/** The lists a class may share with its subclasses (declared `static` on an AppController). */
interface MergedVars {
  components?: string[] | PhpArray;
  helpers?: string[];
  uses?: string[] | false | null;
}

const DISABLE_CACHE_HEADERS = [
  'Expires: Mon, 26 Jul 1997 05:00:00 GMT',
  'Cache-Control: no-store, no-cache, must-revalidate',
  'Cache-Control: post-check=0, pre-check=0',
  'Pragma: no-cache',
];

/** Base class of the application's controllers. */
export class Controller extends FrameworkObject {
  /**
   * The controller's name (`'Articles'`): its class name without
   * `Controller` unless the class declares one — declare it, since a
   * minifier renames classes.
   */
  name: string;
  /** Name of the requested action. */
  action: string | null = null;
  /** Whether the layout is rendered around the view. */
  autoLayout = true;
  /** Whether the view is rendered after the action. */
  autoRender = true;
  /** Base URL path of the application. */
  base = '';
  /** Actions to cache (recorded; caching itself is the host's business). */
  cacheAction: unknown = false;
  /** The component collection that fires the components' callbacks. */
  Component = new ComponentCollection();
  /** Components used, as names or `{ Name: settings }`. */
  components: string[] | PhpArray = [];
  /** POSTed data, by model and field. */
  data: PhpArray = {};
  /** True once a framework error page has become this request's output. */
  failed = false;
  /** Extension of view files, as shown on error pages. */
  ext = '.ctp';
  /** The status and header lines this request has sent, in order. */
  headers: string[] = [];
  /** Helpers the views use. */
  helpers: string[] = ['Html'];
  /** Current URL path (includes `base`). */
  here = '/';
  /** Layout name, or false for none. */
  layout: string | false = 'default';
  /** Subfolder of the layouts for this controller. */
  layoutPath: string | null = null;
  /** Class names of the models loaded so far. */
  modelNames: string[] = [];
  /** Output of the action: the rendered view, or a value it produced. */
  output = '';
  /** Pagination defaults (the interface's `paginate` property), global or keyed by model. */
  paginateSettings: PhpArray = {};
  /** Request parameters. */
  params: PhpArray = {};
  /** Passed and named arguments. */
  passedArgs: PhpArray = {};
  /** Whether model instances are kept between requests. */
  persistModel = false;
  /** Plugin name, when the controller belongs to one. */
  plugin: string | null = null;
  /** Scaffolding switch (recorded). */
  scaffold: unknown = false;
  /** Theme name. */
  theme: string | null = null;
  /** Models used; null means the controller's own model, false or [] none. */
  uses: string[] | false | null = null;
  /** Validation errors of the last validateErrors(), or false. */
  validationErrors: PhpArray | false = false;
  /**
   * The interface's `view` property (the view class; only the built-in one
   * exists). Renamed because `view` is the most common action name.
   */
  viewClass = 'View';
  /** Variables handed to the view. */
  viewVars: PhpArray = {};
  /** Web path of the webroot. */
  webroot = '/';
  /** How URL arrays are written. */
  urlStyle: UrlStyle = 'query';

  private modelClassOverride: string | null = null;
  private modelKeyOverride: string | null = null;
  private viewPathOverride: string | null = null;
  private readonly codes = new HttpCodes();
  // The request's own URL and referrer, when it came with them; otherwise the environment's are read when needed.
  // Private to TypeScript, not `#` fields: the build targets ES2021, where each `#` field is a WeakMap keyed by the
  // controller, two entries a request for the garbage collector to trace (docs/decisions.md, 2026-11-28).
  private readonly requestHref: string | undefined;
  private readonly requestReferrer: string | undefined;

  constructor(init: ControllerInit = {}) {
    super();
    const className = this.constructor.name;
    this.name = className.endsWith('Controller') ? className.slice(0, -'Controller'.length) : className;
    if (init.app) this.app = init.app;
    // merge() copies as Object.assign() does: a spread's copy gets a map of its own on Node 20 once a key is added
    // (params.paging), and every later read of params then misses V8's caches (docs/decisions.md).
    const params = init.params ?? {};
    this.params = typeof params === 'object' ? merge(params) : { ...(params as object) };
    this.base = assertPath('base', init.base ?? '');
    this.here = assertPath('here', init.here ?? `${this.base}/`);
    this.webroot = init.webroot ?? `${this.base}/`;
    this.data = init.data ?? toArray(this.params.data);
    this.passedArgs = init.passedArgs ?? merge(this.params.named, this.params.pass);
    this.urlStyle = init.urlStyle ?? 'query';
    this.action = (this.params.action as string | undefined) ?? null;
    this.plugin = (this.params.plugin as string | undefined) ?? null;
    this.requestHref = init.href;
    this.requestReferrer = init.referrer;
  }

  // The forms derived from the name are computed when read, so that a name a
  // subclass declares (its field is set after this constructor) is used.

  /** The primary model: the singular of the name (`'Comments'` → `'Comment'`). */
  get modelClass(): string {
    return this.modelClassOverride ?? singularize(this.name);
  }
  set modelClass(value: string) {
    this.modelClassOverride = value;
  }

  /** The underscored model class (`'ArticleComments'` → `'article_comment'`). */
  get modelKey(): string {
    return this.modelKeyOverride ?? underscore(this.modelClass);
  }
  set modelKey(value: string) {
    this.modelKeyOverride = value;
  }

  /** Views subfolder: the underscored name (`'article_comments'`). */
  get viewPath(): string {
    return this.viewPathOverride ?? underscore(this.name);
  }
  set viewPath(value: string) {
    this.viewPathOverride = value;
  }

  /** The controller's own methods: the actions a request may call. */
  get methods(): string[] {
    return [...actionsOf(this)];
  }

  /** Callback before the action. */
  beforeFilter(): void {}
  /** Callback after the action, before the view is rendered. */
  beforeRender(): void {}
  /** Callback after the action is run and rendered; may alter `output`. */
  afterFilter(): void {}

  /** Scaffold hook before a scaffolded action; true lets it run. */
  protected _beforeScaffold(_method: string): boolean {
    return true;
  }
  /** Scaffold hook after a successful save by edit or update. */
  protected _afterScaffoldSave(_method: string): boolean {
    return true;
  }
  /** Scaffold hook after a failed save by edit or update. */
  protected _afterScaffoldSaveError(_method: string): boolean {
    return true;
  }
  /**
   * Scaffold hook on a scaffold error: by default renders the scaffold error
   * page and returns false; an override must return true.
   */
  protected _scaffoldError(method: string): boolean {
    this.frameworkError('error', [{ code: 500, name: 'Scaffold Error', message: `Scaffolding failed in ${this.name}::${method}()`, url: this.here }]);
    return false;
  }

  /**
   * Merges `components`, `helpers` and `uses` declared as static lists on the
   * controller's ancestors (AppController, a plugin's AppController) under
   * the controller's own.
   */
  protected __mergeVars(): void {
    for (const vars of ancestry(this.constructor)) {
      if (vars.components) this.components = mergeComponents(vars.components, this.components);
      if (vars.helpers) this.helpers = [...new Set([...vars.helpers, ...this.helpers])];
      if (Array.isArray(vars.uses) && this.uses !== false) {
        this.uses = [...new Set([...(this.uses ?? [this.modelClass]), ...vars.uses])];
      }
    }
  }

  /**
   * Loads the models of `uses` and the components, ready for the action.
   * True when everything was found; otherwise the error page (missingModel,
   * missingComponentClass).
   */
  constructClasses(): true | string {
    this.__mergeVars();
    const uses = this.uses === null ? [this.modelClass] : this.uses === false ? [] : this.uses;
    for (const name of uses) {
      if (!this.app.models.has(name) && !(this.persistModel && this.app.modelCache.has(name))) {
        return this.frameworkError('missingModel', [{ className: name }]);
      }
      const loaded = this.loadModel(name);
      if (loaded !== true) return loaded;
    }
    return this.Component.init(this);
  }

  /**
   * Loads one model (default: the controller's) as `this[Model]`, with `id`
   * as its initial id. True when found; a model that does not exist gives
   * the missing-table error page. With persistModel the instance is kept
   * and reused by later requests.
   */
  loadModel(modelClass: string | null = null, id: unknown = null): true | string {
    const name = modelClass ?? this.modelClass;
    let model = this.persistModel ? this.app.modelCache.get(name) : undefined;
    if (model === undefined) {
      const factory = this.app.models.get(name);
      if (factory === undefined) {
        return this.frameworkError('missingTable', [{ className: name, table: tableize(name) }]);
      }
      model = factory();
      if (this.persistModel) this.app.modelCache.set(name, model);
    }
    if (id !== null && isModel(model)) model.id = id;
    (this as unknown as PhpArray)[name] = model;
    if (!this.modelNames.includes(name)) this.modelNames.push(name);
    return true;
  }

  /** The loaded model named `name`, or undefined. */
  model(name: string): Model | undefined {
    const model = (this as unknown as PhpArray)[name];
    return isModel(model) ? model : undefined;
  }

  /** Startup sequence: components' initialize, the controller's beforeFilter, components' startup. */
  startupProcess(): void {
    this.Component.initialize(this);
    this.beforeFilter();
    this.Component.startup(this);
  }

  /** Shutdown sequence: components' shutdown, then the controller's afterFilter. */
  shutdownProcess(): void {
    this.Component.shutdown(this);
    this.afterFilter();
  }

  /** Saves variables for the view: `set('key', value)`, `set({ key: value })`, or `set(keys[], values[])`. */
  set(one: string | PhpArray | string[], two: unknown = null): void {
    let data: PhpArray;
    if (Array.isArray(one)) {
      const values = Array.isArray(two) ? two : [];
      data = Object.fromEntries(one.map((key, i) => [key, values[i] ?? null]));
    } else if (isPlainObject(one)) {
      data = one;
    } else {
      data = { [String(one)]: two };
    }
    this.viewVars = merge(this.viewVars, data);
  }

  /**
   * Renders the view of `action` (default: the current action) inside
   * `layout` (default: the controller's), or the view at path `file`.
   * Appends the result to `output` and returns it. A view or layout that
   * is not registered gives the missingView / missingLayout page instead.
   */
  render(action: string | false | null = null, layout: string | false | null = null, file: string | null = null): string {
    this.beforeRender();
    this.Component.beforeRender(this);
    this.autoRender = false;
    const context = {
      controller: this,
      debug: this.app.debug,
      content: '',
      url: (url: unknown, full = false) => this.url(url, full),
    };
    let content = '';
    if (action !== false) {
      const name = action ?? this.action ?? 'index';
      const path = file ?? viewPathFor(this.viewPath, name);
      const template = findView(this.app, path);
      if (template === undefined) {
        return this.frameworkError('missingView', [
          { className: `${this.name}Controller`, action: name, file: `views/${path}${this.ext}` },
        ]);
      }
      content = template(this.viewVars, context);
    }
    const layoutName = layout ?? this.layout;
    if (layoutName && this.autoLayout) {
      const path = this.layoutPath ? `${this.layoutPath}/${layoutName}` : layoutName;
      const template = findLayout(this.app, path);
      if (template === undefined) {
        return this.frameworkError('missingLayout', [{ file: `layouts/${path}${this.ext}` }]);
      }
      content = template(this.viewVars, { controller: this, debug: context.debug, content, url: context.url });
    }
    this.output += content;
    return this.output;
  }

  /** Records a status or header line (kept in order in `headers`, for tests and for a server to send). */
  header(status: string): void {
    if (/[\r\n]/.test(status)) throw new TypeError('A header line must not contain CR or LF');
    this.headers.push(status);
  }

  /**
   * Redirects: turns off autoRender, records the status line (a known code
   * or message) and `Location:` with the full URL, and, with `exit`, stops
   * the dispatch. Components may cancel or change the redirect.
   */
  redirect(url: unknown, status: unknown = null, exit = true): void {
    this.autoRender = false;
    const decision = this.Component.beforeRedirect(this, url, status);
    if (decision.cancel) return;
    const statusLine = empty(status) ? null : this.codes.statusLine(status);
    if (statusLine) this.header(statusLine);
    if (decision.url !== null && decision.url !== undefined) this.header(`Location: ${this.url(decision.url, true)}`);
    if (exit) this._stop();
  }

  /**
   * Shows `message` with the flash layout, then (at debug 0) sends the
   * browser on to `url` after `pause` seconds. At a debug level above 0
   * the page stays, so the developer can read it.
   */
  flash(message: string, url: unknown, pause = 1, layout = 'flash'): void {
    this.autoRender = false;
    const target = this.url(url);
    this.set({ url: target, message, pause, title_for_layout: message });
    this.render(false, layout);
  }

  /**
   * The referring URL: on this site, its path; elsewhere, the full URL
   * unless `local`. Falls back to `default` (as a URL), else '/'. Only
   * http(s) referrers count.
   */
  referer(defaultUrl: unknown = null, local = false): string {
    const referrer = this.requestReferrer ?? this.app.env.referrer();
    const origin = /^https?:\/\/[^/?#]+/i.exec(this.requestHref ?? this.app.env.href())?.[0] ?? '';
    if (/^https?:\/\//i.test(referrer)) {
      if (origin !== '' && referrer.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) {
        return referrer.slice(origin.length);
      }
      if (!local) return referrer;
    }
    return defaultUrl === null || defaultUrl === undefined ? '/' : this.url(defaultUrl);
  }

  /** Tells the browser not to cache the result of this request. */
  disableCache(): void {
    this.header(DISABLE_CACHE_HEADERS[0]);
    this.header(`Last-Modified: ${new Date().toUTCString()}`);
    for (const line of DISABLE_CACHE_HEADERS.slice(1)) this.header(line);
  }

  /** The interface's httpCodes(): the table, one code, or adding codes (see HttpCodes). */
  httpCodes(code: unknown = null): PhpArray | true | null {
    return this.codes.httpCodes(code);
  }

  /** Model conditions from posted data (default: `data`); null when there is none. */
  postConditions(data: PhpArray = {}, op: string | PhpArray | null = null, bool: string | null = 'AND', exclusive = false): PhpArray | null {
    return postConditions(empty(data) ? this.data : data, op, bool, exclusive);
  }

  /**
   * Paginates a model (default: the controller's own model when it is
   * loaded, else the first model of `uses`; a name, `'Model.Inner'` or a
   * model) with the request's page, limit, sort and direction, and
   * `paginateSettings`. Stores the paging record in `params.paging` and
   * returns the rows of the page. A keyset `cursor` that does not decode
   * ends the request (as `redirect()` does: a StopSignal the dispatcher
   * catches) with the `invalidCursor` error page, which production shows
   * as the plain 404 page.
   */
  paginate(object: AsyncModel, scope?: unknown, whitelist?: string[]): Promise<Row[]>;
  paginate(object?: Model | string | null, scope?: unknown, whitelist?: string[]): Row[];
  paginate(object?: unknown, scope?: unknown, whitelist?: string[]): Row[] | Promise<Row[]>;
  paginate(object: unknown = null, scope: unknown = {}, whitelist: string[] = []): Row[] | Promise<Row[]> {
    let model: Model | AsyncModel | undefined;
    if (isModel(object)) {
      model = object;
    } else {
      const name = object === null || object === undefined ? this.defaultPaginateModel() : str(object).split('.').pop()!;
      if (this.model(name) === undefined) {
        const loaded = this.loadModel(name);
        if (loaded !== true) return [];
      }
      model = this.model(name);
      if (model === undefined) {
        this.frameworkError('missingModel', [{ className: name }]);
        return [];
      }
    }
    const passedArgs = merge(this.params.url, this.params.named, this.passedArgs);
    let page: PaginateResult | Promise<PaginateResult>;
    try {
      page = paginateRecords({ model, settings: this.paginateSettings, passedArgs, scope: scope as never, whitelist, env: this.app.env });
    } catch (error) {
      return this.paginateFailed(error);
    }
    const done = (result: PaginateResult): Row[] => this.keepPaging(model!.alias, result);
    return page instanceof Promise ? page.then(done, (error: unknown) => this.paginateFailed(error)) : done(page as PaginateResult);
  }

  /**
   * As {@link paginate}, always answering with a promise: for a model
   * registered by name whose `find()` answers with promises (an
   * {@link AsyncModel}, such as a SQL model), where the name alone cannot
   * tell the types which answer to expect.
   */
  paginateAsync(object: unknown = null, scope: unknown = {}, whitelist: string[] = []): Promise<Row[]> {
    try {
      return Promise.resolve(this.paginate(object, scope, whitelist));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Stores a page's paging record in `params.paging` and returns its rows. */
  private keepPaging(alias: string, { results, paging }: PaginateResult): Row[] {
    if (isPastTheEnd(paging)) {
      // No such page (DESIGN §7): without a count there is no last page to clamp to, so a 404, as Django's ListView answers.
      this.frameworkError('error404', [{}]);
      this._stop();
    }
    const byModel = merge(this.params.paging);
    put(byModel, alias, paging);
    this.params.paging = byModel;
    if (!this.helpers.includes('Paginator')) this.helpers = [...this.helpers, 'Paginator'];
    return results;
  }

  /**
   * A bad cursor is the `invalidCursor` page; a model's back end failing
   * (a missing table or database, a lost connection) is that failure's page.
   * Either ends the request (a StopSignal, so the action does not go on to
   * render its view under the error page). Anything else is thrown on.
   */
  private paginateFailed(error: unknown): never {
    if (error instanceof InvalidCursorError) {
      this.frameworkError('invalidCursor', [{ cursor: error.cursor, reason: error.reason }]);
    } else if (error instanceof ModelFailure) {
      this.frameworkError(error.kind, [error.messages]);
    } else {
      throw error;
    }
    this._stop();
  }

  /**
   * The model `paginate()` pages when it is given none. As in CakePHP's
   * `Controller::paginate()`, a controller whose own model is not loaded
   * pages the first model of `uses` (`'Plugin.Model'` names `Model`); with
   * no `uses` list to pick from, the own model is loaded on demand.
   */
  private defaultPaginateModel(): string {
    const first: unknown = Array.isArray(this.uses) ? this.uses[0] : undefined;
    if (this.model(this.modelClass) !== undefined || first === undefined) return this.modelClass;
    return str(first).split('.').pop()!;
  }

  /** True when the request is authorized. False unless an application controller overrides it. */
  isAuthorized(): boolean {
    return false;
  }

  /** Number of validation errors of the models given. */
  validate(...models: Model[]): number {
    const errors = this.validateErrors(...models);
    return errors === false ? 0 : Object.keys(errors).length;
  }

  /** The validation errors of the models given (field → message), or false when there are none. */
  validateErrors(...models: Model[]): PhpArray | false {
    if (models.length === 0) return false;
    let errors: PhpArray = {};
    for (const model of models) {
      model.set(model.data);
      errors = merge(errors, model.invalidFields());
    }
    this.validationErrors = empty(errors) ? false : errors;
    return this.validationErrors;
  }

  /** Runs another action of this controller in place of the current one; returns its result. */
  setAction(action: string, ...args: unknown[]): unknown {
    this.action = action;
    return this.dispatchMethod(action, args);
  }

  /** The URL string for a URL array or string, against this request. */
  url(url: unknown, full = false): string {
    return routeUrl(url, {
      base: this.base, here: this.here, params: this.params, urlStyle: this.urlStyle, argSeparator: ':',
      href: this.requestHref ?? this.app.env.href(),
    }, full);
  }

  /** This request: a framework error raised here (or by the error page's own controller) is shown for it. */
  protected override errorRequest(): ErrorRequest {
    return { here: this.here, base: this.base, params: this.params, href: this.requestHref, referrer: this.requestReferrer };
  }

  /**
   * A framework error raised by this controller becomes the request's
   * answer: its page replaces the output, its status lines are taken over,
   * and nothing else is rendered.
   */
  protected override errorHandler(handler: { controller: { output: string; headers: string[] } }): string {
    for (const line of handler.controller.headers) this.header(line);
    this.output = handler.controller.output;
    this.failed = true;
    this.autoRender = false;
    return this.output;
  }
}

/** A controller class's ancestors below Controller, oldest first, worked out once per class. */
const ancestries = new WeakMap<object, readonly MergedVars[]>();

function ancestry(constructor: object): readonly MergedVars[] {
  let chain = ancestries.get(constructor);
  if (chain === undefined) {
    const found: MergedVars[] = [];
    for (let ctor = constructor as MergedVars & { prototype: unknown };
      ctor && ctor.prototype !== Controller.prototype && ctor.prototype !== undefined;
      ctor = Object.getPrototypeOf(ctor)) {
      found.unshift(ctor);
    }
    ancestries.set(constructor, (chain = found));
  }
  return chain;
}

/**
 * The methods a controller's class and its ancestors up to Controller
 * declare, worked out once per class: every dispatch reads them.
 */
const actions = new WeakMap<object, ReadonlySet<string>>();

/** The action names of `controller`'s class ({@link Controller.methods}, without a copy). */
export function actionsOf(controller: Controller): ReadonlySet<string> {
  const prototype = Object.getPrototypeOf(controller) as object;
  let names = actions.get(prototype);
  if (names === undefined) {
    const own = new Set<string>();
    for (let proto = prototype; proto && proto !== Controller.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        if (key !== 'constructor' && typeof descriptor?.value === 'function') own.add(key);
      }
    }
    actions.set(prototype, (names = own));
  }
  return names;
}

/** `articles` + `view` → `articles/view`; `/errors/x` → `errors/x`; `sub/view` → `articles/sub/view`. */
function viewPathFor(viewPath: string, name: string): string {
  if (name.startsWith('/')) return name.slice(1);
  return `${viewPath}/${name.includes('/') ? name : underscore(name)}`;
}

function mergeComponents(inherited: string[] | PhpArray, own: string[] | PhpArray): string[] | PhpArray {
  const normalise = (list: string[] | PhpArray): PhpArray =>
    Array.isArray(list) ? Object.fromEntries(list.map((name) => [String(name), {}])) : list;
  const merged = merge(normalise(inherited), normalise(own));
  return Array.isArray(own) && Array.isArray(inherited) ? Object.keys(merged) : merged;
}

/**
 * A numbered page of a list without a total (`countless`) that holds no
 * row although it is not the first: the request named a page past the end.
 * A keyset page is not one: paginate() refuses a cursor with no row after
 * it (an InvalidCursorError, the invalidCursor page).
 */
function isPastTheEnd(paging: PagingRecord): boolean {
  return paging.pageCount === undefined && !('nextCursor' in paging) && Number(paging.page) > 1 && Number(paging.current) === 0;
}
