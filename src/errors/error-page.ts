/**
 * The rules of the error pages, without a controller: which page a
 * framework error shows, the view variables and the status line of that
 * page, and (through {@link errorPage}) its content rendered by the
 * built-in or registered view, without the document of the `error` layout.
 *
 * `ErrorHandler` applies these same rules when it dispatches (and adds the
 * controller, the layout, an application's AppError and the fallback
 * pages); a page that only needs the built-in pages, such as the
 * `<framework-error>` element, uses {@link errorPage} alone and stays
 * clear of the controller and everything it pulls in.
 *
 * @module
 */
import type { ViewTemplate } from '../framework/app.js';
import type { Environment } from '../framework/environment.js';
import { ERROR_PAGES, ERROR_TITLES } from './error-views.js';
import { pageMarkup, type PageNode } from './page-nodes.js';
import { __ } from '../shared/i18n.js';
import { underscore } from '../shared/inflector.js';
import { isObject, str, type PhpArray } from '../shared/php.js';

/** The message keys each built-in kind expects, space-separated (see DESIGN §3); `?` marks one it may go without. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  error: 'code name message',
  error404: 'url',
  error500: 'url',
  missingController: 'className',
  missingAction: 'className action',
  privateAction: 'className action',
  missingTable: 'className table',
  missingDatabase: 'database',
  missingView: 'className action file',
  missingLayout: 'file',
  missingConnection: 'className reason?',
  missingHelperFile: 'helper file',
  missingHelperClass: 'helper file',
  missingBehaviorFile: 'behavior file',
  missingBehaviorClass: 'behavior file',
  missingComponentFile: 'className component file',
  missingComponentClass: 'className component file',
  missingModel: 'className',
  invalidCursor: 'cursor reason',
};

/** The handler operations every error class has: the built-in kinds. */
export const BUILTIN_KINDS: ReadonlySet<string> = new Set(Object.keys(MESSAGE_KEYS));

/**
 * The operations of an error class whose prototype is `proto` and whose
 * base (ErrorHandler's prototype) is `base`: the built-in kinds, plus the
 * public methods an AppError subclass adds (not the inherited
 * infrastructure: log, dispatchMethod, _stop...). Without a class, the
 * built-in kinds.
 */
export function errorOperations(proto: object | null | undefined, base: object | null | undefined): Set<string> {
  const operations = new Set(BUILTIN_KINDS);
  for (; base && proto && proto !== base; proto = Object.getPrototypeOf(proto)) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key === 'constructor' || key.startsWith('_') || key in base) continue;
      if (typeof Object.getOwnPropertyDescriptor(proto, key)?.value === 'function') operations.add(key);
    }
  }
  return operations;
}

/** The status line of a page that failed, or of a 500 page. */
export const SERVER_ERROR = 'HTTP/1.0 500 Internal Server Error';

/** Kinds whose page is sent with a status line. */
const STATUS: Readonly<Record<string, string>> = {
  error404: 'HTTP/1.0 404 Not Found',
  error500: SERVER_ERROR,
  missingTable: SERVER_ERROR,
  missingDatabase: SERVER_ERROR,
  missingConnection: SERVER_ERROR,
  // The page a bad cursor names does not exist, in development as in production.
  invalidCursor: 'HTTP/1.0 404 Not Found',
};


/** Debug 1 and above show the descriptive pages; anything else is production. */
export function isDebug(debug: unknown): boolean {
  return typeof debug === 'number' && debug >= 1;
}

/** The messages as a list: one object becomes `[object]`, anything else that is not a list `[]`. */
export function normaliseMessages(messages: unknown): unknown[] {
  if (Array.isArray(messages)) return messages;
  return isObject(messages) ? [messages] : [];
}

/**
 * The page to show for `method`: `method` when it is one of `operations`
 * (default: the built-in kinds), else `error`; in production (debug 0)
 * every built-in descriptive kind turns into `error404`, or `error500` when
 * the first message's `code` is 500 (`error`, `error500` and an
 * application's own kinds are kept).
 */
export function errorKind(method: unknown, messages: unknown[], debug: unknown, operations: ReadonlySet<string> = BUILTIN_KINDS): string {
  const kind = typeof method === 'string' && operations.has(method) ? method : 'error';
  if (isDebug(debug) || !BUILTIN_KINDS.has(kind) || kind === 'error' || kind === 'error500') return kind;
  const first = messages[0];
  const code = isObject(first) ? first.code : undefined;
  return code === 500 || code === '500' ? 'error500' : 'error404';
}

/**
 * Whether the built-in page `kind` shows the requested address (`here`) for
 * the message `params`: the 404 and 500 pages do, unless a message names
 * the `url` to show.
 */
export function showsRequest(kind: string, params: unknown): boolean {
  const url = isObject(params) ? params.url : undefined;
  return (kind === 'error404' || kind === 'error500') && !(typeof url === 'string' && url !== '');
}

/** The view variables of a built-in page and the status line it is sent with (null: none). */
export interface ErrorPageVars {
  vars: PhpArray;
  status: string | null;
}

/**
 * The view variables of the built-in page `kind` for the messages `params`
 * (the first message), and its status line. The kind's message keys that
 * are present are passed on, the absent ones (undefined or null) listed in
 * `missingKeys`; `error404` and `error500` get only `url` (default: `here`,
 * the requested path); `error` is titled by its `name` and sent with
 * `HTTP/1.0 <code> <name>` when the code is a 4xx/5xx integer and the name
 * one non-blank line.
 */
export function errorVars(kind: string, params: unknown, here: string): ErrorPageVars {
  const source: PhpArray = isObject(params) ? params : {};
  let status: string | null = STATUS[kind] ?? null;
  const values: PhpArray = {};
  const missingKeys: string[] = [];
  if (kind === 'error404' || kind === 'error500') {
    // The production pages show the requested address and nothing else, so nothing is ever missing.
    values.url = showsRequest(kind, source) ? here : source.url;
  } else {
    for (const key of MESSAGE_KEYS[kind]?.match(/\w+\??/g) ?? []) {
      const name = key.replace('?', '');
      const value = source[name];
      if (value !== undefined && value !== null) values[name] = value;
      else if (name === key) missingKeys.push(key);
    }
  }
  let title: string;
  if (kind === 'error') {
    const { code, name } = values;
    title = typeof name === 'string' && name !== '' ? name : __('Error');
    const number = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
    if (Number.isInteger(number) && (number as number) >= 400 && (number as number) <= 599 &&
      typeof name === 'string' && name.trim() !== '' && !/[\x00-\x1f\x7f]/.test(name)) {
      status = `HTTP/1.0 ${number as number} ${name}`;
    }
  } else {
    title = __(ERROR_TITLES[kind]);
  }
  return { vars: { ...values, title, missingKeys }, status };
}

/** A built-in error page without its document: what {@link errorPage} returns. */
export interface ErrorPage {
  /** The page that was chosen (`missingController`, `error404`...). */
  kind: string;
  /** The page's markup (the view's output, every value escaped), without the `error` layout around it. */
  content: string;
  /** The page's title (the layout's `<title>`). */
  title: string;
  /** The status line the page is sent with, or null. */
  status: string | null;
}

/**
 * The built-in error page for `method` and `messages` (a list whose first
 * entry holds the message keys, or that one object), by the ErrorHandler's
 * rules: the same kind, view variables, markup and status line, without
 * the controller. `here` is the requested path (the 404 / 500 pages' default
 * `url`, see {@link requestPath}); `views`, when given, are looked up before
 * the built-in ones (an application's `app.views`; a view that throws
 * throws here, there is no fallback page on this path). A method that is no
 * built-in kind renders the `error` page.
 */
export function errorPage(method: unknown, messages: unknown, debug: number, here: string,
  views?: ReadonlyMap<string, ViewTemplate>): ErrorPage {
  const { kind, title, status, nodes, content } = errorPageNodes(method, messages, debug, here, views);
  return { kind, content: content ?? pageMarkup(nodes!), title, status };
}

/**
 * The page {@link errorPage} gives, as the nodes of the built-in page
 * (`nodes`), or, when an application's view renders it, as that view's
 * markup (`content`).
 */
export interface ErrorPageNodes {
  /** The page that was chosen (`missingController`, `error404`...). */
  kind: string;
  /** The built-in page's nodes; null when an application's view renders the page. */
  nodes: PageNode[] | null;
  /** The application's view's markup; null for a built-in page. */
  content: string | null;
  /** The page's title (the layout's `<title>`). */
  title: string;
  /** The status line the page is sent with, or null. */
  status: string | null;
}

/**
 * {@link errorPage}, with the built-in page as its nodes, from which its
 * markup is written ({@link pageMarkup}) or a DOM built without parsing
 * markup (`<framework-error>` does). The same rules and arguments.
 */
export function errorPageNodes(method: unknown, messages: unknown, debug: number, here: string,
  views?: ReadonlyMap<string, ViewTemplate>): ErrorPageNodes {
  const list = normaliseMessages(messages);
  const kind = errorKind(method, list, debug);
  const { vars, status } = errorVars(kind, list[0], here);
  const template = views?.get(`errors/${underscore(kind)}`);
  return {
    kind,
    nodes: template ? null : ERROR_PAGES[kind](vars),
    content: template ? template(vars, { controller: null, debug, content: '', url: () => '' }) : null,
    title: str(vars.title),
    status,
  };
}

/**
 * The path (and query) of the environment's current URL, as a controller's
 * `here`. A URL a controller would refuse as a path (`//host`, no URL at
 * all) is reduced to one it accepts: an error page must not fail on it.
 */
export function requestPath(env: Pick<Environment, 'href'>): string {
  let href = '';
  try {
    href = String(env.href());
  } catch {
    // An environment without a current URL: the page shows '/'.
  }
  return href
    .replace(/[\t\n\r]/g, '')
    .replace(/#.*$/, '')
    .replace(/^[a-z][a-z\d+.-]*:(\/\/[^/?#]*)?/i, '')
    .replace(/^[/\\]*/, '/');
}
