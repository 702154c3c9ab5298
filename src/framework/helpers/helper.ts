/**
 * The interface's helper base class (`AppHelper`): the request a helper
 * renders for, its tag templates, its form-entity context and the inherited
 * helper operations.
 *
 * @module
 */
import { parseAttributes } from '../../pagination/attributes.js';
import { DEFAULT_TAGS } from '../../pagination/tags.js';
import { cleanHtml } from './clean.js';
import { defaultEnvironment, type Environment } from '../environment.js';
import { camelize } from '../../shared/inflector.js';
import { FrameworkObject } from '../object.js';
import { describe, empty, isPlainObject, merge, sprintf, str, toArray, toText, type PhpArray } from '../../shared/php.js';
import { assertPath, routeUrl, type RouteContext, type UrlStyle } from '../../pagination/router.js';

/** The request-derived state a helper renders against. */
export interface HelperRequest {
  /** Request parameters; `paging` holds one paging record per model. */
  params: PhpArray;
  /** Base URL path of the application. */
  base: string;
  /** URL path of the current action (includes `base`). */
  here: string;
  /** Web path of the webroot (`base + '/'` by default). */
  webroot: string;
  /** Current action. */
  action: string | null;
  /** Plugin path. */
  plugin: string | null;
  /** POST data for models, by model and field. */
  data: PhpArray;
  /** Named arguments of the current request. */
  namedArgs: PhpArray;
  /** Separator between a named argument's key and value. */
  argSeparator: string;
  /** How URL arrays are written. */
  urlStyle: UrlStyle;
}

/** What every helper is constructed from; all optional. */
export interface HelperInit {
  params?: PhpArray;
  base?: string;
  /** Current path; default: the environment's current URL path. */
  here?: string;
  webroot?: string;
  action?: string | null;
  plugin?: string | null;
  data?: PhpArray;
  namedArgs?: PhpArray;
  argSeparator?: string;
  urlStyle?: UrlStyle;
  /** Theme name; assets are looked up under `theme/<name>/` first. */
  themeWeb?: string | null;
  validationErrors?: PhpArray;
  /** Configuration files by name, as `loadConfig(name)` reads them (`tags` → tag templates). */
  configs?: Record<string, PhpArray>;
  env?: Environment;
}

export { DEFAULT_TAGS };

/** A form-field context set by {@link Helper.setEntity}. */
interface Entity {
  model: string | null;
  modelID: string | null;
  field: string | null;
}

/** Base class of the helpers: the inherited helper operations of the interface. */
export class Helper extends FrameworkObject {
  /** The request this helper renders for. */
  request: HelperRequest;
  /** Tag templates used for markup. */
  tags: Record<string, string> = { ...DEFAULT_TAGS };
  /** Theme name, or null when not themed. */
  themeWeb: string | null;
  /** Model validation errors of form post-backs, by model (and id) and field. */
  validationErrors: PhpArray;
  /** Helper dependencies by name. */
  helpers: string[] = [];
  /** The host services. */
  env: Environment;

  /** Configuration files `loadConfig` can read. */
  protected configs: Record<string, PhpArray>;
  private entity: Entity = { model: null, modelID: null, field: null };

  constructor(init: HelperInit = {}) {
    super();
    this.env = init.env ?? defaultEnvironment();
    const base = assertPath('base', init.base ?? '');
    const here = assertPath('here', init.here ?? currentPath(this.env.href()));
    const urlStyle = init.urlStyle ?? 'query';
    if (urlStyle !== 'query' && urlStyle !== 'named') {
      throw new TypeError(`urlStyle must be "query" or "named", got ${describe(urlStyle)}`);
    }
    this.request = {
      params: init.params ?? {},
      base,
      here,
      webroot: init.webroot ?? `${base}/`,
      action: init.action ?? (init.params?.action as string | undefined) ?? null,
      plugin: init.plugin ?? (init.params?.plugin as string | undefined) ?? null,
      data: init.data ?? {},
      namedArgs: init.namedArgs ?? {},
      argSeparator: init.argSeparator ?? ':',
      urlStyle,
    };
    this.themeWeb = init.themeWeb ?? null;
    this.validationErrors = init.validationErrors ?? {};
    this.configs = init.configs ?? {};
  }

  /**
   * The URL string of a URL array or string, in this helper's URL style.
   * With `full`, an absolute URL on the current origin.
   */
  buildUrl(url: unknown = null, full = false): string {
    return routeUrl(url, this.routeContext(), full);
  }

  /** What URLs are written against: the request's paths, parameters and URL style, and the current address. */
  protected routeContext(): RouteContext {
    const { base, here, params, urlStyle, argSeparator } = this.request;
    return { base, here, params, urlStyle, argSeparator, href: this.env.href() };
  }

  /** Web path of a file; in themed mode the theme's copy when it exists. */
  webroot(file: string): string {
    const { webroot } = this.request;
    file = str(file, 'File');
    // `/` + `/css/x.css` would be `//css/x.css`, a URL on another host.
    if (webroot.endsWith('/')) file = file.replace(/^\/+/, '');
    if (this.themeWeb) {
      const themed = `${this.themeWeb}${file}`;
      if (this.env.fileExists(themed)) return webroot + themed;
    }
    return webroot + file;
  }

  /** Adds a class to the element options (after any class already there). */
  addClass(options: PhpArray = {}, className: string | null = null, key = 'class'): PhpArray {
    key = toText(key, 'Key');
    const out = merge(options);
    const current = out[key];
    // merge() keeps a `__proto__` key an own key, where `out[key] =` would set the prototype.
    return merge(out, {
      [key]: empty(current) ? className : `${str(current, `Attribute "${key}"`)} ${str(className, 'Class')}`,
    });
  }

  /** Callback before the view renders; does nothing unless overridden. */
  beforeRender(): void {}
  /** Callback after the view renders; does nothing unless overridden. */
  afterRender(): void {}
  /** Callback before the layout renders; does nothing unless overridden. */
  beforeLayout(): void {}
  /** Callback after the layout renders; does nothing unless overridden. */
  afterLayout(): void {}

  /**
   * Overload hook for reads of properties the helper does not have (through
   * {@link overload}). Returns null unless a subclass provides the value.
   */
  get__(_name: string): unknown {
    return null;
  }

  /**
   * Overload hook for writes to properties the helper does not have (through
   * {@link overload}). Ignores the write unless a subclass stores it.
   */
  set__(_name: string, _value: unknown): void {}

  /**
   * A view of this helper whose reads and writes of undeclared properties go
   * to {@link get__} and {@link set__}; calls of undeclared methods go to
   * {@link call__} through `dispatchMethod`.
   */
  overload(): this {
    return new Proxy(this, {
      get: (target, key, receiver) =>
        typeof key === 'symbol' || key in target ? Reflect.get(target, key, receiver) : target.get__(key),
      set: (target, key, value, receiver) => {
        if (typeof key === 'symbol' || key in target) return Reflect.set(target, key, value, receiver);
        target.set__(key, value);
        return true;
      },
    });
  }

  /**
   * Removes harmful markup (script, event-handler attributes, `javascript:`
   * URLs and the like) from a string, or from every string of an array.
   * Empty input gives null.
   */
  clean(output: unknown): unknown {
    if (empty(output)) return null;
    if (Array.isArray(output)) return output.map((item) => this.clean(item));
    if (isPlainObject(output)) {
      return Object.fromEntries(Object.entries(output).map(([key, item]) => [key, this.clean(item)]));
    }
    return cleanHtml(String(output));
  }

  /**
   * Sets the model and field of the current form context from
   * `'Model.field'`, `'Model.ID.field'`, or `'field'` (in the current model).
   * With `setScope`, a bare name sets the model instead. `null` clears the
   * whole context.
   */
  setEntity(entity: string | null, setScope = false): void {
    if (entity === null || entity === undefined) {
      this.entity = { model: null, modelID: null, field: null };
      return;
    }
    const parts = toText(entity, 'Entity').split('.').filter((part) => part !== '');
    if (parts.length === 0) {
      this.entity = { model: setScope ? null : this.entity.model, modelID: null, field: null };
      return;
    }
    if (setScope && parts.length === 1) {
      this.entity = { model: parts[0], modelID: null, field: null };
    } else if (parts.length === 1) {
      this.entity = { model: this.entity.model, modelID: null, field: parts[0] };
    } else if (parts.length === 2) {
      this.entity = /^\d+$/.test(parts[1])
        ? { model: parts[0], modelID: parts[1], field: null }
        : { model: parts[0], modelID: null, field: parts[1] };
    } else {
      this.entity = { model: parts[0], modelID: parts[1], field: parts.slice(2).join('.') };
    }
  }

  /** The model of the current form context. */
  model(): string | null {
    return this.entity.model;
  }

  /** The model id of the current form context. */
  modelID(): string | null {
    return this.entity.modelID;
  }

  /** The field of the current form context. */
  field(): string | null {
    return this.entity.field;
  }

  /**
   * A DOM id for the current entity: with no options, the id itself
   * (`ArticleTitle`); with options, the options with `id` added when absent
   * (and removed when explicitly null); with a string, for that entity.
   */
  domId(options: PhpArray | string | null = null, id = 'id'): PhpArray | string {
    id = toText(id, 'Id');
    if (isPlainObject(options) && id in options && options[id] === null) {
      const { [id]: _dropped, ...rest } = options;
      return rest;
    }
    // Anything but options (an array) or null is an entity, as in PHP: `'Article.title'`.
    if (options !== null && typeof options !== 'object') {
      this.setEntity(options);
      return this.domId();
    }
    const { model, modelID, field } = this.entity;
    const dom = [model ?? '', modelID ?? '', field ? camelize(field.replace(/\./g, '_')) : ''].join('');
    if (options === null) return dom;
    return id in options ? options : { ...options, [id]: dom };
  }

  /**
   * The input name of the current entity (`data[Model][field]`): as
   * `options[key]` when given options, else as a string.
   */
  __name(options: PhpArray | string | null = {}, field: string | null = null, key = 'name'): PhpArray | string {
    const { asString, opts, entity } = entityOptions(this, options, field);
    key = toText(key, 'Key');
    if (!asString && key in opts) return opts;
    const name =
      entity === '_method' ? entity : `data[${this.entityPath().join('][')}]`;
    return asString ? name : { ...opts, [key]: name };
  }

  /**
   * The posted value of the current entity from `request.data`: as
   * `options[key]` (falling back to `options.default`) when given options,
   * else as the value.
   */
  value(options: PhpArray | string | null = {}, field: string | null = null, key = 'value'): unknown {
    const { asString, opts } = entityOptions(this, options, field);
    key = toText(key, 'Key');
    if (!asString && opts[key] !== undefined && opts[key] !== null) return opts;
    const { model, modelID, field: name } = this.entity;
    const data = this.request.data;
    let result: unknown = null;
    if (name === null) {
      result = model !== null ? data[model] ?? null : null;
    } else {
      const record = toArray(model !== null ? data[model] : data);
      result = modelID !== null ? toArray(record[modelID])[name] ?? null : record[name] ?? null;
    }
    if (asString) return result;
    if (empty(result) && opts.default !== undefined) result = opts.default;
    delete opts.default;
    return { ...opts, [key]: result };
  }

  /**
   * Sets up the options of an input for a field: its name, value and DOM id,
   * and the class `form-error` when the field failed validation.
   */
  _initInputField(field: string, options: PhpArray = {}): PhpArray {
    this.setEntity(field);
    let out = this.__name(merge(options)) as PhpArray;
    out = this.value(out) as PhpArray;
    out = this.domId(out) as PhpArray;
    if (this.tagIsInvalid() !== false) out = this.addClass(out, 'form-error');
    return out;
  }

  /**
   * The validation error of a field, or false when it has none. Arguments
   * left out come from the current entity.
   */
  tagIsInvalid(model: string | null = null, field: string | null = null, modelID: string | number | null = null): unknown {
    model ??= this.model();
    field ??= this.field();
    modelID ??= this.modelID();
    if (model === null || field === null) return false;
    const errors = toArray(this.validationErrors[toText(model, 'Model')]);
    const name = toText(field, 'Field');
    const error = empty(modelID) ? errors[name] : toArray(errors[toText(modelID, 'Model id')])[name];
    return empty(error) ? false : error;
  }

  /**
   * Merges the configuration named `name` (the helper's `configs[name]`)
   * into the tag templates and returns the result. A missing configuration
   * leaves the templates as they are.
   */
  loadConfig(name = 'tags'): Record<string, string> {
    const config = this.configs[toText(name, 'Config name')];
    if (isPlainObject(config)) {
      for (const [key, template] of Object.entries(config)) {
        if (typeof template !== 'string') {
          throw new TypeError(`Tag template "${key}" in config "${name}" must be a string`);
        }
        this.tags[key] = template;
      }
    }
    return this.tags;
  }

  /** Post-processing hook for every string a helper method returns; returns it unchanged by default. */
  output(str: string): string {
    return str;
  }

  /** The interface's `_parseAttributes`: see {@link parseAttributes}. */
  _parseAttributes(
    options: PhpArray | string,
    exclude: string[] | null = null,
    insertBefore = ' ',
    insertAfter: string | null = null,
  ): string {
    return parseAttributes(options, exclude, insertBefore, insertAfter);
  }

  /** Fills a tag template. */
  protected template(name: string, ...args: unknown[]): string {
    return sprintf(this.tags[name], ...args);
  }

  private entityPath(): string[] {
    const { model, modelID, field } = this.entity;
    return [model, modelID, field].filter((part): part is string => part !== null);
  }
}

/** The path (and query) of an absolute or root-relative URL. */
function currentPath(href: string): string {
  const path = href.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '').replace(/#.*$/, '');
  return path === '' || !path.startsWith('/') || path.startsWith('//') ? '/' : path;
}

/**
 * What __name() and value() read from their arguments: a string is the
 * entity (and asks for the bare result, as does anything else that is not
 * an array, as in PHP); the entity, when there is one, becomes the helper's
 * current one. `opts` is a copy of the options (none for a bare result).
 */
function entityOptions(helper: Helper, options: unknown, field: string | null): { asString: boolean; opts: PhpArray; entity: string | null } {
  const asString = options !== null && typeof options !== 'object';
  const entity = typeof options === 'string' ? options : field;
  if (!empty(entity)) helper.setEntity(entity as string);
  return { asString, opts: asString || options === null ? {} : { ...(options as PhpArray) }, entity };
}
