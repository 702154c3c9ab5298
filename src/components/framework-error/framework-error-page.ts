/**
 * What `<framework-error>` shows once it has a page to show: the page of
 * its error kind, or of a captured error, written into its render root;
 * or what is wrong with its `method` or `params`. With the page rendering
 * (framework-error-content.ts) it is the one file the element fetches, the
 * first time it has a page to show: a page whose element never has one
 * downloads neither, and the drop-in's first file holds only the element's
 * shell (framework-error.ts).
 *
 * @module
 */
import { __ } from '../../shared/i18n.js';
import { describe, isObject } from '../../shared/php.js';
import { jsonData } from '../../pagination/paging-json.js';
import { PagingInputError } from '../../shared/input-error.js';
import { createHtmlElement } from '../../dom/document.js';
import { errorKinds, pageContent } from './framework-error-content.js';
export { default as pageStyles } from './framework-error.styles.js';
import { problem, type Captured, type FrameworkErrorElement, type Problem } from './framework-error.js';

/** What one render shows. */
export interface Page {
  /** The core's output, as it came (what the page shows, for telling whether it changed). */
  markup: string;
  /** That output parsed inertly, parts added (shadow mode): the nodes to show. */
  content: HTMLElement;
  /** The accessible name of the region: the page's heading. */
  title: string;
  /** A captured error's stack, shown as text. */
  stack: string | null;
  /** Whether the page is announced (captured errors) rather than a plain region. */
  alert: boolean;
}

/**
 * The page of the error `captured`, else of the element's `method` with
 * its `params`, at debug `level`; or what is wrong with them.
 */
export function pageOf(el: FrameworkErrorElement, captured: Captured | null, level: number): Page | Problem {
  if (captured !== null) {
    // A captured error's page: its message and stack in debug, the bare 500 page in production.
    if (level === 0) return renderPage(el, 'error500', [], level, null);
    const { name, message, stack } = describeThrown(captured.error);
    return renderPage(el, 'error', [{ code: 500, name, message }], level, stack);
  }
  const { method } = el;
  // The kinds `method` may name: the built-in ones and the public methods of the registered AppError.
  const kinds = errorKinds(el.app);
  if (typeof method !== 'string' || !kinds.has(method)) {
    return problem('method', 'invalid-method', `method ${typeof method === 'string' ? JSON.stringify(method) : describe(method)} is not an error kind (one of ${[...kinds].join(', ')})`);
  }
  const messages = messagesOf(el.params);
  return Array.isArray(messages) ? renderPage(el, method, messages, level) : messages;
}

/** The messages from `params` as a list (one object becomes a list of it, as the handler takes it), or the problem with them. */
function messagesOf(input: unknown): unknown[] | Problem {
  if (input === undefined || input === null || input === '') return [];
  let value = input;
  try {
    // A property must hold what the JSON of the attribute could: a symbol or a bigint has no text for the page.
    value = typeof input === 'string' ? JSON.parse(input) : jsonData(input, 'params');
  } catch (failure) {
    return failure instanceof PagingInputError
      ? problem('params', 'invalid-params', failure.message)
      : problem('params', 'invalid-json', `params is not valid JSON (${(failure as Error).message})`);
  }
  if (isObject(value)) return [value];
  if (Array.isArray(value) && value.every(isObject)) return value;
  return problem('params', 'invalid-params', 'params must be a JSON object of messages, or a list of such objects');
}

/**
 * The page of `method`, as the page rendering writes it (the core's page,
 * or the application's AppError or error views: see `pageContent()`), parsed
 * inertly. The heading names the region; in shadow DOM, the heading and
 * the code samples are marked as parts. A captured error (`stack` given,
 * or null in production) makes the page an alert.
 */
function renderPage(el: FrameworkErrorElement, method: string, messages: unknown, debug: number, stack?: string | null): Page {
  const { markup, content } = pageContent(el.app, method, messages, debug);
  const heading = content.querySelector('h2');
  const title = heading?.textContent?.trim() || __('Error');
  if (!el.light) {
    heading?.setAttribute('part', 'title');
    for (const pre of content.querySelectorAll('pre')) pre.setAttribute('part', 'code');
  }
  return { markup, content, title, stack: stack ?? null, alert: stack !== undefined };
}

/** A new `tag` element whose part and class are both `name`. */
function part(name: string, tag: string): HTMLElement {
  const node = createHtmlElement(tag);
  node.setAttribute('part', name);
  node.className = name;
  return node;
}

/**
 * Writes `page` into `root`; returns the nodes written. The core escapes
 * every value it writes into a page (message values and translations
 * alike) and its markup was parsed inertly; the stack is not the core's: it
 * is set as text, never parsed.
 */
export function show(root: HTMLElement | DocumentFragment, page: Page, light: boolean): ChildNode[] {
  let nodes: ChildNode[] = [...page.content.childNodes];
  if (page.stack !== null) {
    const pre = part('stack', 'pre');
    pre.textContent = page.stack;
    nodes.push(pre);
  }
  if (!light) {
    // A region named by the page's heading on first render; a captured error
    // appears later, unasked, so it is an alert and gets announced.
    const region = part('page', 'div');
    region.setAttribute('role', page.alert ? 'alert' : 'region');
    region.setAttribute('aria-label', page.title);
    region.append(...nodes);
    nodes = [region];
  }
  root.append(...nodes);
  return nodes;
}

/** Name, message and stack of anything thrown, without ever throwing itself (a hostile `toString` included). */
export function describeThrown(value: unknown): { name: string; message: string; stack: string | null } {
  try {
    // An Error is such an object too.
    if (isObject(value)) {
      const { name, message, stack } = value as { name?: unknown; message?: unknown; stack?: unknown };
      return {
        name: typeof name === 'string' && name !== '' ? name : 'Error',
        message: message === undefined || message === null ? '' : String(message),
        stack: typeof stack === 'string' && stack !== '' ? stack : null,
      };
    }
    return { name: 'Error', message: String(value), stack: null };
  } catch {
    return { name: 'Error', message: '', stack: null };
  }
}

