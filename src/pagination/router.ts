/**
 * Turns the interface's URL arrays into URL strings, in one of two styles:
 * `query` (`/articles?page=2&sort=title`) for the web at large, and `named`
 * (`/articles/index/page:2/sort:title`) for routes in the style of CakePHP
 * 1.x/2.x.
 *
 * @module
 */
import { describe, isPlainObject, str, toText, type PhpArray } from '../shared/php.js';

/** How named URL parts are written. */
export type UrlStyle = 'query' | 'named';

/** A URL array: `controller`, `action`, `plugin`, numbered (passed) parts, `?` (extra query), `#` (fragment) and named parts. */
export type UrlArray = PhpArray;

/** The request a URL is built against. */
export interface RouteContext {
  /** Base path of the application (`''` at the site root). */
  base: string;
  /** Path of the current request, including `base`. */
  here: string;
  /** Request parameters; `controller`, `action` and `plugin` are the defaults of URL arrays. */
  params: PhpArray;
  urlStyle: UrlStyle;
  /** Separator between a named part's key and value. */
  argSeparator: string;
  /** Absolute URL of the current page, for `full` URLs. */
  href: string;
}

/** The keys of a URL array that are not named parts. */
const ROUTE_KEY = /^(controller|action|plugin|[?#])$/;

/**
 * Checks that a base or current path cannot turn a link into a script or an
 * off-site URL: it must be empty or start with one `/`.
 */
export function assertPath(name: string, value: unknown): string {
  // Browsers drop tabs and newlines from URLs and read `/\` like `//` (an off-site URL):
  // after the one `/`, neither may follow.
  if (typeof value !== 'string' || (value !== '' && !/^\/(?![/\\])/.test(value.replace(/[\t\n\r]/g, '')))) {
    throw new TypeError(`${name} must be a path that starts with a single "/", got ${describe(value)}`);
  }
  return value;
}

/**
 * The URL string for a URL array or a string URL. A string with a scheme
 * other than http, https, mailto, tel and ftp (`javascript:`, `data:`...) is
 * refused with a TypeError rather than emitted.
 */
export function routeUrl(url: unknown, context: RouteContext, full = false): string {
  let out = url === null || url === undefined || url === ''
    ? context.here
    : typeof url === 'object' ? plainUrl(url as UrlArray, context) ?? arrayUrl(url as UrlArray, context) : stringUrl(toText(url, 'URL'), context);
  // Only a path of this site (`/x`, not `//host/x`) takes the origin of the current page.
  if (full && /^\/(?!\/)/.test(out)) out = origin(context.href) + out;
  return out;
}

function stringUrl(url: string, context: RouteContext): string {
  // Browsers ignore these characters when they read a scheme, so must we.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  if (scheme !== undefined) {
    if (!/^(https?|mailto|tel|ftp)$/i.test(scheme)) {
      throw new TypeError(`Refusing a URL with the unsafe scheme "${scheme}:"`);
    }
    return url;
  }
  // Protocol-relative URLs, fragments and queries are taken as they are; paths go under the base.
  if (/^(\/\/|[#?])/.test(url)) return url;
  return context.base + (url.startsWith('/') ? url : `/${url}`);
}

/**
 * The URL string of a URL array: what {@link routeUrl} does for an object,
 * without the string URLs and `full` URLs that the pagination operations
 * never ask for (so a page that only renders pagination does not carry
 * them).
 */
export function arrayUrl(url: UrlArray, context: RouteContext): string {
  const { path, query, hash } = arrayUrlParts(url, context);
  let out = path;
  if (query.length > 0) out += '?' + query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  if (hash !== '') out += '#' + hash;
  return out;
}

/**
 * The URL of a URL array in the query style whose parts are all named parts
 * of text or numbers (what the helper's links write: `page`, `sort`,
 * `direction`), as {@link arrayUrl} writes it, without building its parts;
 * null for any other (passed parts, `?`, `#`, lists, booleans, the named
 * style), which the parts are built for. The helper's routeUrl() takes it;
 * the elements, which write few URLs, do without its bytes.
 */
function plainUrl(url: UrlArray, context: RouteContext): string | null {
  if (context.urlStyle !== 'query') return null;
  let query = '';
  for (const key of Object.keys(url)) {
    const value = url[key];
    // The route's own keys are read by routePath().
    if (key === 'controller' || key === 'action' || key === 'plugin') continue;
    if (key === '?' || key === '#' || /^\d+$/.test(key)) return null;
    if (value === null || value === undefined || value === false) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    // An integer's digits (a page number) need no encoding.
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : encode(String(value));
    query += (query === '' ? '?' : '&') + encode(key) + '=' + text;
  }
  const route = 'controller' in url || 'action' in url || 'plugin' in url;
  return (route ? routePath(url, context, []) : requestPath(context)) + query;
}

/** The path {@link requestPath} wrote last, and what it wrote it from. */
let lastPath: { base: string; here: string; controller: unknown; action: unknown; plugin: unknown; path: string } | null = null;

/**
 * The path of a URL array without route keys of its own: the request's
 * route (or current path). The links of a page all have it, and writing it
 * (its segments read and encoded) cost more than the rest of a link's URL;
 * so the last one is kept, for as long as what it was read from is the
 * same. Only a route of values read the same each time is kept: text, not
 * an object whose text could change.
 */
function requestPath(context: RouteContext): string {
  const { base, here, params } = context;
  const { controller, action, plugin } = params;
  const last = lastPath;
  if (last && last.base === base && last.here === here && last.controller === controller && last.action === action && last.plugin === plugin) {
    return last.path;
  }
  const path = routePath({}, context, []);
  const stable = (value: unknown) => value === null || value === undefined || typeof value === 'string';
  if (stable(controller) && stable(action) && stable(plugin)) lastPath = { base, here, controller, action, plugin, path };
  return path;
}

/** A URL array's URL as its parts, before they are joined into one string. */
export interface UrlParts {
  /** The path, encoded, named parts included (`/articles/index/sort:title`). */
  readonly path: string;
  /** The query's fields in URL order, as text (not encoded). */
  readonly query: ReadonlyArray<readonly [string, string]>;
  /** The fragment, encoded, without `#`; '' for none. */
  readonly hash: string;
}

/**
 * The parts of {@link arrayUrl}'s URL: what a GET form needs (its action
 * and the fields that carry the query), without writing the URL and
 * reading it back.
 */
export function arrayUrlParts(url: UrlArray, context: RouteContext): UrlParts {
  const passed: string[] = [];
  const named: Array<[string, string]> = [];
  for (const key of Object.keys(url)) {
    if (ROUTE_KEY.test(key)) continue;
    if (!/^\d+$/.test(key)) flatten(key, url[key], named);
    else if (kept(url[key])) passed.push(encodeComponent(part(url[key], key)));
  }
  const query: Array<[string, string]> = [];
  const extra = url['?'];
  if (typeof extra === 'object' && extra !== null) {
    for (const key of Object.keys(extra)) flatten(key, (extra as PhpArray)[key], query);
  } else if (extra !== null && extra !== undefined) {
    for (const pair of part(extra, '?').replace(/^\?/, '').split('&')) {
      if (pair === '') continue;
      // Only the first `=` separates; a pair without one has an empty value.
      const [key, ...value] = pair.split('=');
      query.push([decode(key), decode(value.join('='))]);
    }
  }

  let path = routePath(url, context, passed);
  if (context.urlStyle === 'named') {
    // At the root (`/`) a named part must not make `//page:2`, an off-site URL.
    if (named.length > 0) path = path.replace(/\/$/, '');
    path += named.map(([key, value]) => `/${encode(key)}${context.argSeparator}${encode(value)}`).join('');
  } else {
    query.unshift(...named);
  }
  const hash = url['#'];
  return { path, query, hash: hash !== null && hash !== undefined && hash !== '' ? encodeComponent(part(hash, '#')) : '' };
}

/** The path part: from the controller and action when the URL or the request names them, else the current path. */
function routePath(url: UrlArray, context: RouteContext, passed: string[]): string {
  const { params } = context;
  const hasRoute = 'controller' in url || 'action' in url || 'plugin' in url;
  let path: string;
  if (hasRoute || params.controller) {
    const controller = part(url.controller ?? params.controller, 'controller');
    if (!controller) {
      throw new TypeError('A URL array with an action or plugin needs a controller (in the URL or in params.controller)');
    }
    const action = part(url.action ?? ('controller' in url ? 'index' : params.action ?? 'index'), 'action');
    const plugin = part('plugin' in url ? url.plugin : params.plugin, 'plugin');
    path = context.base;
    // Joined as they come, without the arrays of filter() and map(): every link of the helper writes its path here.
    for (const segment of [plugin, controller, action]) if (segment !== '') path += '/' + encodeComponent(segment);
  } else {
    path = context.here.replace(/[?#].*$/, '');
    if (context.urlStyle === 'named') {
      const separator = escapeRegExp(context.argSeparator);
      path = path.replace(new RegExp(`/[^/]+${separator}[^/]*`, 'g'), '');
    }
    if (path === '') path = '/';
  }
  if (passed.length > 0) path = path.replace(/\/$/, '') + '/' + passed.join('/');
  return path;
}

/** Null, undefined and false parts are left out of a URL. */
function kept(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false;
}

/** Nested arrays become `key[sub]` parts, as PHP reads them back; parts that are not {@link kept} are left out. */
function flatten(key: string, value: unknown, into: Array<[string, string]>): void {
  if (!kept(value)) return;
  if (Array.isArray(value) || isPlainObject(value)) {
    for (const [sub, inner] of Object.entries(value as PhpArray)) flatten(`${key}[${sub}]`, inner, into);
  } else {
    into.push([key, part(value, key)]);
  }
}

/** The text of a URL part, named by its key in a TypeError when it has none. */
function part(value: unknown, key: string): string {
  return str(value, `URL part "${key}"`);
}

/** Percent-encodes a URL part, leaving the brackets of `key[sub]` readable. */
function encode(part: string): string {
  return PLAIN.test(part) ? part : encodeComponent(part).replace(/%5[BD]/g, decodeURIComponent);
}

/** Text encodeURIComponent() leaves as it is: most URL parts (`page`, `2`, `title`), returned without a copy. */
const PLAIN = /^[\w.!~*'()-]*$/;

/**
 * encodeURIComponent() for any text: a lone surrogate (half of a UTF-16
 * pair, which has no UTF-8 form and makes encodeURIComponent() throw a
 * URIError) is written as U+FFFD, as browsers' URL serializers write it.
 */
function encodeComponent(part: string): string {
  if (PLAIN.test(part)) return part;
  return encodeURIComponent(part.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** `scheme://host[:port]` of an absolute URL, or `''` when it has none. */
function origin(href: string): string {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(href)?.[0] ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The page number a URL built in `style` points at (`?page=3`, `/page:3`),
 * or null when it names none. Lets a caller report which page a link goes to
 * without knowing how URLs are written.
 */
export function pageOfUrl(url: string, style: UrlStyle, argSeparator = ':'): number | null {
  const path = url.replace(/#.*$/, '');
  const match = style === 'named'
    ? new RegExp(`/page${escapeRegExp(argSeparator)}(\\d+)(?:[/?]|$)`).exec(path)
    : /[?&]page=(\d+)(?:&|$)/.exec(path);
  return match ? Number(match[1]) : null;
}
