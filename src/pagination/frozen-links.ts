/**
 * The link writing of a frozen record, shared by every call that writes the
 * same links (DESIGN §8): the PaginatorHelper's calls on a record from
 * `paginate()` take one {@link Linker} for the record, the route their
 * URLs are written against and whether labels are markup, instead of
 * merging the record's options, routing its URLs and writing its page URL
 * again at each call. A Linker is shared only by calls whose link options
 * write nothing into a URL of their own (no `url` option): attributes
 * (`rel`, `class`, `update`…) are put on the shared Linker's links for the
 * call that asks for them, and what else the options hold steers the
 * operations and never reaches a link.
 *
 * Each shared Linker writes its links' URLs from templates: the URL of a
 * link array's shape (its keys, with marks for its text values) written
 * once and split at the marks, then filled with each link's values. A value
 * is filled in only where writing the URL would put it as it is (text that
 * URL encoding and HTML escaping leave alone, a part no other part is
 * derived from); any other link is written in full, as a call of its own
 * would write it.
 *
 * The Linkers are kept with the record's reading (frozen-record.ts), which
 * lives as long as the record; they hold the route's values they were made
 * for, never the helper or its request. What they write from the route and
 * the record's URL options alone (a page link's URL split at its page, the
 * templates, with the record's page as one more value filled in) is shared
 * by the records of every request with the same route and URL options, in
 * a bounded map of text: each request's record is new, and would write it
 * all again.
 *
 * @module
 */
import { readingOf } from './frozen-record.js';
import type { LinkItem, LinkRole } from './items.js';
import { attributeEntries } from './attributes.js';
import { pageNumber, type Linker, type linkerOf } from './link.js';
import { pageOf, type ModelRecord } from './paging.js';
import { escapeUrl } from './items-markup.js';
import { leftOut } from './get-form.js';
import { arrayUrlParts, routeUrl, type RouteContext, type UrlParts } from './router.js';
import { empty, isPlainObject, str, type PhpArray } from '../shared/php.js';
import { ajaxAttributes } from './tags.js';

/** What a helper writes URLs against: its request's paths, route parameters and URL style. */
export type Route = Pick<RouteContext, 'base' | 'here' | 'params' | 'urlStyle' | 'argSeparator'>;

/** One shared Linker, and the route values and label kind it was made for. */
export interface SharedLinks {
  readonly base: unknown;
  readonly here: unknown;
  readonly urlStyle: unknown;
  readonly argSeparator: unknown;
  readonly controller: unknown;
  readonly action: unknown;
  readonly plugin: unknown;
  readonly markup: boolean;
  readonly linker: Linker;
}

/** Linkers a frozen record keeps at most: one a route and label kind (a page writes under one route). */
const MAX_ROUTES = 8;

/** Options that steer the operations and are never written on a link (`url` only when it is empty). */
const STEERING = new Set(['escape', 'model', 'url', 'sort', 'direction', 'format', 'separator', 'maxLinks']);

/** The attributes of a shared Linker's links: none, and none can be added to the links of a later call. */
const NO_ATTRIBUTES: PhpArray = Object.freeze({});

/**
 * The Linker of a frozen record's reading for `options` (merged over the
 * default link options) and `route`, made with `make` by the first call
 * that needs it, with the attributes the options write; undefined when
 * the call's links are its own (a record that is not frozen, options that
 * write a `url`, a route value that is not text), which the caller then
 * makes.
 */
export function sharedLinker(checked: ModelRecord, options: PhpArray, route: Route, make: typeof linkerOf): Linker | undefined {
  const list = checked.record === null ? undefined : readingOf(checked)?.links;
  if (list === undefined) return undefined;
  // for…in, not Object.keys(): no list a call (an inherited key is not a steering one, so it only stops the sharing).
  // The attributes are the call's own and write nothing into a URL: its links are the shared ones, with its attributes,
  // taken from the options as linkerOf() takes them (the rest in their order) and checked as it checks them.
  let attributes: PhpArray | undefined;
  for (const key in options) {
    if (STEERING.has(key)) {
      if (key === 'url' && !empty(options.url)) return undefined;
    } else if (key !== '__proto__' && Object.prototype.hasOwnProperty.call(options, key)) {
      (attributes ??= {})[key] = options[key];
    } else {
      return undefined;
    }
  }
  if (attributes !== undefined) {
    // An `update` option, null or undefined aside, makes them an Ajax link's.
    if (attributes.update != null) attributes = ajaxAttributes(attributes);
    attributeEntries(attributes);
  }
  const { base, here, params, urlStyle, argSeparator } = route;
  const { controller, action, plugin } = params;
  // Only values compared as they are: an object in the route could write another URL with the same identity.
  if (!isValue(base) || !isValue(here) || !isValue(urlStyle) || !isValue(argSeparator) || !isValue(controller) || !isValue(action) || !isValue(plugin)) {
    return undefined;
  }
  const markup = options.escape === false;
  let linker: Linker | undefined;
  // A loop, not find(): a closure for each call.
  for (const entry of list) {
    if (entry.markup === markup && entry.base === base && entry.here === here && entry.urlStyle === urlStyle && entry.argSeparator === argSeparator
      && entry.controller === controller && entry.action === action && entry.plugin === plugin) {
      linker = entry.linker;
      break;
    }
  }
  if (linker === undefined) {
    // Written against the route's values as they are now, not against the helper's request, which may change.
    const context: RouteContext = { base, here, urlStyle, argSeparator, href: '', params: { controller, action, plugin } };
    const own = make({ buildUrl: (url) => routeUrl(url, context) }, options, checked);
    // The current path writes no URL when a controller names the path (router.ts), and a missing route value reads as null.
    linker = templated(own, markup, routeLinks(checked, [base, controller ? null : here, urlStyle, argSeparator, controller ?? null, action ?? null, plugin ?? null]), context);
    if (list.length >= MAX_ROUTES) list.shift();
    list.push({ base, here, urlStyle, argSeparator, controller, action, plugin, markup, linker });
  }
  return attributes === undefined ? linker : withAttributes(linker, attributes);
}

function isValue(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/**
 * What the Linkers of every record of one route and one set of URL options
 * share, whatever the record's page: the URL of a page link split at its
 * page (null when its mark did not come out once and as it is, undefined
 * until a link asks), and the URL templates, written with the record's page
 * marked. Only text written from the route and the options: never a record,
 * a helper or a request.
 */
interface RouteLinks {
  pages: readonly [string, string] | null | undefined;
  /** {@link RouteLinks.pages} escaped for an attribute (the page between them never needs it). */
  escapedPages: readonly [string, string] | null;
  readonly templates: Template[];
  /** The parts of a GET form's URL, by the parts the form sets (its `own`, joined): the page is always one of them. */
  readonly forms: Map<string, UrlParts>;
}

/** What a record's Linker fills in for its page, and the links it shares with the records of its route and URL options. */
interface Shared {
  readonly links: RouteLinks;
  /** The page every URL of the record keeps unless its link names one: null when the templates are the record's own. */
  readonly page: string | number | null;
}

/**
 * RouteLinks by route and URL options (their text, as JSON): bounded, the
 * oldest dropped first. Every request reads a new record, and without it
 * each would write its page URL and its templates again (docs/decisions.md).
 */
const sharedLinks = new Map<string, RouteLinks>();

/** Routes and URL options {@link sharedLinks} keeps at most: a site's list pages, each sorted a few ways. */
const MAX_SHARED = 64;

/**
 * True when JSON writes `value` as itself, so that two values of one text
 * are the same: text, booleans, null, finite numbers, and lists and objects
 * of them (not undefined, NaN, Infinity, a symbol or a bigint, which JSON
 * leaves out, writes as null or cannot write). Checked beside JSON.stringify()
 * rather than by a replacer, which costs more than the check.
 */
function isExact(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  // An app's frozen record may hold a cycle, which JSON cannot write: deep values are not keyed.
  if (typeof value !== 'object' || depth > 8) return false;
  if (Array.isArray(value)) {
    // Its items only: JSON writes a hole as null and leaves a named property out, where a URL leaves a hole out and writes the property.
    if (Object.keys(value).length !== value.length) return false;
    for (let i = 0; i < value.length; i++) if (!(i in value) || !isExact(value[i], depth + 1)) return false;
    return true;
  }
  for (const key in value) if (!isExact((value as PhpArray)[key], depth + 1)) return false;
  return true;
}

/**
 * The links `checked`'s Linker shares with every record of its route and URL
 * options (`route`: what the URLs are written against, the current path
 * only when no controller names the path), and the page it fills in; the
 * record's own when a value cannot be keyed exactly or its page is not
 * filled in as it is. Called once its Linker is made, so its URL options are read.
 */
function routeLinks(checked: ModelRecord, route: unknown[]): Shared {
  const url = checked.linkOptions?.url;
  // Every URL starts from the page: the record's URL options' when they name one, else the record's.
  const page = url === undefined ? undefined : url.page === undefined ? pageOf(checked) : url.page;
  if (url !== undefined && isFillable(page)) {
    const { page: _page, ...options } = url;
    const keyed = [route, options];
    if (isExact(keyed)) {
      const key = JSON.stringify(keyed);
      let links = sharedLinks.get(key);
      if (links === undefined) {
        if (sharedLinks.size >= MAX_SHARED) sharedLinks.delete(sharedLinks.keys().next().value!);
        sharedLinks.set(key, (links = newRouteLinks()));
      }
      return { links, page };
    }
  }
  return { links: newRouteLinks(), page: null };
}

/** RouteLinks with nothing written yet. */
function newRouteLinks(): RouteLinks {
  return { pages: undefined, escapedPages: null, templates: [], forms: new Map() };
}

/**
 * A URL template: the shape it was written for (the link array's keys in
 * order, and for each the constant it holds, or {@link FILL} for a value
 * filled in), the pieces around the marks and which value goes into each
 * gap (in the URL's order); the link's page when the shape does not fill
 * it. `pieces` is null when a mark did not come out once and as it is:
 * then every link of the shape is written in full.
 */
interface Template {
  readonly keys: readonly string[];
  readonly kinds: readonly unknown[];
  readonly pieces: readonly string[] | null;
  /** The pieces escaped for an attribute. */
  readonly escaped: readonly string[];
  /** Which value goes into each gap: an index of `keys`, or {@link RECORD_PAGE} for the record's page. */
  readonly order: readonly number[];
  readonly page: number | null;
}

/** In a template's order: the gap of the record's page. */
const RECORD_PAGE = -1;

/** Stands for a value a template fills in, in its shape's kinds. */
const FILL = Symbol('filled');

/** Marks for the text values of a shape: letters and a digit, which URL encoding and HTML escaping leave as they are. */
const MARK = 'pagingElementsValueMark';

/** The mark of a shape's value (by its index), or of the record's page. */
function markOf(key: number): string {
  return key === RECORD_PAGE ? `${MARK}px` : `${MARK}${key}x`;
}

/** The mark of a page link's page. */
const PAGE = `${MARK}page`;

/** The key of a named URL part a shape may hold. */
const NAME = /^[a-z_][\w-]*$/i;

/** Templates a shared Linker keeps at most: the links of a page have two or three shapes. */
const MAX_TEMPLATES = 8;

/** A value written into a URL exactly as it is: text of word characters, dots and hyphens, or a whole number; and truthy (an empty part is dropped). */
const FILLABLE = /^[\w.-]+$/;

function isFillable(value: unknown): value is string | number {
  return typeof value === 'number' ? Number.isSafeInteger(value) && value !== 0 : typeof value === 'string' && value !== '0' && FILLABLE.test(value);
}

/** A URL part left out of every URL (so a constant of a shape): null, undefined, false. */
function isLeftOut(value: unknown): boolean {
  return value === null || value === undefined || value === false;
}

/**
 * `base` with `page()` written from one URL split at its page, `link()`
 * from one template per URL shape, and the parts of a form's URL written
 * once for the parts it sets (with `context`, the route they are written
 * against), all shared as `shared` says, and its links' attributes frozen.
 */
function templated(base: Linker, markup: boolean, shared: Shared, context: RouteContext): Linker {
  const { links, page: recordPage } = shared;
  // A few shapes, compared key by key: a shape written out as a Map key would be new text at each link, hashed each time.
  const { templates } = links;
  const page = (to: number, role: LinkRole, wrap: string | null): LinkItem => {
    if (links.pages === undefined) {
      const pieces = base.link('', { page: PAGE }, role).url.split(PAGE);
      links.pages = pieces.length === 2 ? (pieces as [string, string]) : null;
      links.escapedPages = pieces.length === 2 ? [escapeUrl(pieces[0]), escapeUrl(pieces[1])] : null;
    }
    const { pages, escapedPages } = links;
    if (pages === null) return withoutAttributes(base.page(to, role, wrap));
    return {
      type: 'link', role, page: to, url: pages[0] + to + pages[1], escapedUrl: escapedPages![0] + to + escapedPages![1], label: String(to), markup,
      attributes: NO_ATTRIBUTES, wrap,
    };
  };
  return {
    target: base.target,
    page,
    formParts(own) {
      // A form sets the page (and maybe more), so its URL does not depend on the record's page: what the route and the
      // URL options write, shared by every record of them. Frozen: each call's form reads the same parts.
      const key = own.join('\n');
      let parts = links.forms.get(key);
      if (parts === undefined) {
        const written = arrayUrlParts(base.target(leftOut(own)), context);
        parts = Object.freeze({ ...written, query: Object.freeze(written.query.map((field) => Object.freeze(field))) });
        if (links.forms.size >= MAX_TEMPLATES) links.forms.delete(links.forms.keys().next().value!);
        links.forms.set(key, parts);
      }
      return parts;
    },
    link(title, url, role, wrap = null) {
      if (!isPlainObject(url)) return withoutAttributes(base.link(title, url, role, wrap));
      const keys = Object.keys(url);
      if (keys.length === 1 && keys[0] === 'page' && isFillable(url.page)) {
        // A link to a page (prev, next) is a page link with its own label: the page links' template writes it.
        const item = page(url.page as number, role, wrap) as { -readonly [K in keyof LinkItem]: LinkItem[K] };
        item.page = pageNumber(url.page);
        item.label = str(title, 'Title');
        item.attributes = NO_ATTRIBUTES;
        return item;
      }
      let template = templates.find((known) => fits(known, url, keys));
      if (template === undefined) {
        const kinds = shapeOf(url, keys);
        if (kinds === null) return withoutAttributes(base.link(title, url, role, wrap));
        template = templateOf(base, keys, kinds, role, recordPage !== null);
        if (templates.length >= MAX_TEMPLATES) templates.shift();
        templates.push(template);
      }
      const { pieces, escaped, order } = template;
      if (pieces === null) return withoutAttributes(base.link(title, url, role, wrap));
      let href = pieces[0];
      let html = escaped[0];
      let to = template.page;
      for (let i = 0; i < order.length; i++) {
        // A filled value is a word, a number or the record's page (isFillable()): the same escaped as not.
        let value: unknown;
        if (order[i] === RECORD_PAGE) {
          value = recordPage;
          to = pageNumber(recordPage);
        } else {
          const key = keys[order[i]];
          value = url[key];
          if (key === 'page') to = pageNumber(value);
        }
        href += value + pieces[i + 1];
        html += value + escaped[i + 1];
      }
      return { type: 'link', role, page: to, url: href, escapedUrl: html, label: str(title, 'Title'), markup, attributes: NO_ATTRIBUTES, wrap };
    },
  };
}

function withoutAttributes(item: LinkItem): LinkItem {
  return withOwn(item, NO_ATTRIBUTES);
}

function withOwn(item: LinkItem, attributes: PhpArray): LinkItem {
  (item as { attributes: PhpArray }).attributes = attributes;
  return item;
}

/** `shared`'s links with the attributes of one call (its options' own, checked): a shared Linker's links are new objects at each call. */
function withAttributes(shared: Linker, attributes: PhpArray): Linker {
  return {
    target: shared.target,
    formParts: shared.formParts,
    link: (title, url, role, wrap) => withOwn(shared.link(title, url, role, wrap), attributes),
    page: (to, role, wrap) => withOwn(shared.page(to, role, wrap), attributes),
  };
}

/** True when `url` (with its `keys`) is of `template`'s shape: the same keys in order, the same constants, fillable values where it fills. */
function fits(template: Template, url: PhpArray, keys: readonly string[]): boolean {
  const { kinds } = template;
  if (template.keys.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== template.keys[i]) return false;
    const value = url[keys[i]];
    if (kinds[i] === FILL ? !isFillable(value) : value !== kinds[i]) return false;
  }
  return true;
}

/**
 * The kinds of a link array's shape (for each key, the constant it holds or
 * {@link FILL}); null when it has no value to fill or a part that is not
 * filled as it is: an object, text that encoding would change, a key that
 * is not a named part's, the route's own keys, an `order` (which the helper
 * turns into `sort` and `direction`), or a `sort` or `direction` that an
 * `order` of the record could replace.
 */
function shapeOf(url: PhpArray, keys: readonly string[]): unknown[] | null {
  const kinds: unknown[] = [];
  let fills = 0;
  for (const key of keys) {
    if (!NAME.test(key) || key === '__proto__') return null;
    const value = url[key];
    if (isLeftOut(value)) {
      kinds.push(value);
      continue;
    }
    if (key === 'controller' || key === 'action' || key === 'plugin' || key === 'order') return null;
    // An `order` of the record becomes the URL's sort and direction unless the link clears it.
    if ((key === 'sort' || key === 'direction') && !(Object.prototype.hasOwnProperty.call(url, 'order') && isLeftOut(url.order))) return null;
    if (!isFillable(value)) return null;
    kinds.push(FILL);
    fills++;
  }
  return fills === 0 ? null : kinds;
}

/**
 * The template of `url`'s shape: its URL written with a mark for each value
 * it fills (and, with `markPage`, for the record's page when the shape names
 * none), and split there; with no pieces when a mark does not come out once
 * and as it is (then every link of the shape is written in full).
 */
function templateOf(base: Linker, keys: readonly string[], kinds: readonly unknown[], role: LinkRole, markPage: boolean): Template {
  // The record's page goes first, where every URL array of a Linker has it (link.ts, partsOf()), whatever its value.
  const marked: PhpArray = markPage && !keys.includes('page') ? { page: markOf(RECORD_PAGE) } : {};
  keys.forEach((key, i) => {
    marked[key] = kinds[i] === FILL ? markOf(i) : kinds[i];
  });
  const item = base.link('', marked, role);
  const at: Array<[position: number, key: number]> = [];
  for (const key of 'page' in marked && !keys.includes('page') ? [RECORD_PAGE, ...keys.keys()] : keys.keys()) {
    if (key !== RECORD_PAGE && kinds[key] !== FILL) continue;
    const mark = markOf(key);
    const position = item.url.indexOf(mark);
    if (position < 0 || item.url.indexOf(mark, position + 1) >= 0) return { keys, kinds, pieces: null, escaped: [], order: [], page: null };
    at.push([position, key]);
  }
  at.sort((a, b) => a[0] - b[0]);
  const pieces: string[] = [];
  let from = 0;
  for (const [position, i] of at) {
    pieces.push(item.url.slice(from, position));
    from = position + markOf(i).length;
  }
  pieces.push(item.url.slice(from));
  return { keys, kinds, pieces, escaped: pieces.map(escapeUrl), order: at.map(([, i]) => i), page: item.page };
}
