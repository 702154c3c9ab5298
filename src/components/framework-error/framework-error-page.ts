/**
 * What `<framework-error>` shows once it has a page to show: the page of
 * its error kind, or of a captured error, written into its render root;
 * or what is wrong with its `method`, `params` or `here`. With the page
 * rendering (framework-error-content.ts) it is the one file the element
 * fetches, the first time it has a page to show: a page whose element never
 * has one downloads neither, and the drop-in's first file holds only the
 * element's shell (framework-error.ts).
 *
 * A built-in page is its nodes (the core's `errorPageNodes()`), shown as
 * views (render.ts): the same DOM on a server (ssr/) as in the browser,
 * which takes a server's nodes over without rebuilding them. An
 * application's own page (an AppError's, an error view's) is markup the
 * application wrote: the browser parses it inertly to show it.
 *
 * @module
 */
import { isServer } from 'lit-html/is-server.js';
import { __ } from '../../shared/i18n.js';
import { describe, isObject } from '../../shared/php.js';
import { jsonData } from '../../pagination/paging-json.js';
import { PagingInputError } from '../../shared/input-error.js';
import { parseDocument } from '../../dom/inert-parse.js';
import { requestPath } from '../../errors/error-page.js';
import { pageText, type PageNode } from '../../errors/page-nodes.js';
import { patch, view, type View } from '../paginator-element/render.js';
import { inputText } from '../paginator-element/paging-source.js';
import { errorKinds, pageContent } from './framework-error-content.js';
export { default as pageStyles } from './framework-error.styles.js';
import { problem, type Captured, type FrameworkErrorElement, type Problem } from './framework-error.js';

/** What one render shows. */
export interface Page {
  /** A built-in page's nodes; null for an application's own page. */
  nodes: PageNode[] | null;
  /** An application's own page: its markup (an AppError's or an error view's); null for a built-in page. */
  markup: string | null;
  /** That markup parsed inertly: the body of an inert document (a page that fell back to the built-in layout is a whole document). */
  content: HTMLElement | null;
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
 * The page of `method` (the core's built-in page, or the application's:
 * see `pageContent()`) for the requested address: `here`, else, in a
 * browser, the page's own. A server has no address of its own to show:
 * without `here` it shows no page that names one. A captured error
 * (`stack` given, or null in production) makes the page an alert.
 */
function renderPage(el: FrameworkErrorElement, method: string, messages: unknown, debug: number, stack?: string | null): Page | Problem {
  let here: string | null;
  try {
    here = inputText(el.here, 'here');
  } catch (failure) {
    return problem('here', 'invalid-here', (failure as Error).message);
  }
  // Reduced to a path, as the handler reduces the address it is given (never refused: an error page must not fail on it).
  here = here === null ? (isServer ? null : requestPath(el.app.env)) : requestPath({ href: () => here! });
  const content = pageContent(el.app, method, messages, debug, here);
  let page: Pick<Page, 'nodes' | 'markup' | 'content' | 'title'>;
  if (typeof content === 'string') {
    // Only a page's own application can be set on a server (`app`): its markup is the browser's to parse.
    if (isServer) return problem('method', 'render-failed', `the ${method} page is the application's own markup, which a server does not render`);
    // Parsed here, where a page that refuses the markup (Trusted Types) is reported as a page that could not be rendered.
    const parsed = parseDocument(content).body;
    page = { nodes: null, markup: content, content: parsed, title: parsed.querySelector('h2')?.textContent?.trim() || __('Error') };
  } else if (content) {
    const heading = content.find((node) => typeof node === 'object' && 'part' in node && node.part === 'title');
    page = { nodes: content, markup: null, content: null, title: (heading && pageText([heading]).trim()) || __('Error') };
  } else {
    // Only a server has no address of its own.
    return problem('here', 'invalid-here', 'here: a server names the requested address from the request\'s path and query; set here');
  }
  return { ...page, stack: stack ?? null, alert: stack !== undefined };
}

/** `nodes` as views: texts that follow one another as one (as a browser parses them), the parts marked where `parts`. */
function pageViews(nodes: readonly PageNode[], parts: boolean): View[] {
  const views: View[] = [];
  for (const node of nodes) {
    const next: View = typeof node === 'string' ? node : 'words' in node ? node.words
      : view(node.tag, parts && node.part ? [...node.attributes, 'part', node.part] : node.attributes, pageViews(node.children, parts));
    const last = views.length - 1;
    if (typeof next !== 'string') views.push(next);
    else if (typeof views[last] === 'string') views[last] += next;
    else if (next !== '') views.push(next);
  }
  return views;
}

/**
 * What the render root shows for `page`: in shadow DOM a region named by
 * its heading, holding the page (a built-in page's heading and code samples
 * marked as parts) and a captured error's stack; in light DOM the page's
 * nodes alone, as the core's markup would give them. An application's page
 * is not among them: {@link show} puts its nodes in front of the stack.
 */
export function rootViews(page: Page, light: boolean): View[] {
  const views = pageViews(page.nodes ?? [], !light);
  // The stack is not the core's: it is set as text, never parsed.
  if (page.stack !== null) views.push(view('pre', ['part', 'stack', 'class', 'stack'], [page.stack]));
  // A region named by the page's heading on first render; a captured error
  // appears later, unasked, so it is an alert and gets announced.
  return light ? views : [view('div', ['part', 'page', 'class', 'page', 'role', page.alert ? 'alert' : 'region', 'aria-label', page.title], views)];
}

/** What an element's render root was last given: the nodes of an application's page, and what they show. */
export interface Shown {
  nodes: ChildNode[];
  key: string;
}

/**
 * Makes `root` show `page` (nothing for null), `shown` being what it was
 * last given (updated here). The views are patched in (render.ts): the
 * nodes that stay are the same nodes, a server's included (the first
 * render takes over what follows the styles). An application's page,
 * parsed inertly, goes in front of the stack, written again only when it
 * changed; in shadow DOM its heading and code samples are marked as parts.
 */
export function show(root: HTMLElement | DocumentFragment, page: Page | null, light: boolean, shown: Shown): void {
  // The first node after the styles (the element's, a server's) and Lit's part markers: a server's page, to take over.
  const start = (): ChildNode | null => {
    let node = light ? null : root.firstChild;
    while (node && (node.nodeName === 'STYLE' || node.nodeType === 8)) node = node.nextSibling;
    return node;
  };
  patch(root, page ? rootViews(page, light) : [], start);
  const key = page?.content ? `${page.alert}\n${page.stack}\n${page.markup}` : '';
  // The same markup again: the nodes shown stay (a new parse's are not shown).
  if (key === shown.key) return;
  for (const node of shown.nodes) node.remove();
  shown.key = key;
  shown.nodes = [];
  if (!page?.content) return;
  const { content } = page;
  if (!light) {
    content.querySelector('h2')?.setAttribute('part', 'title');
    for (const pre of content.querySelectorAll('pre')) pre.setAttribute('part', 'code');
  }
  shown.nodes = [...content.childNodes];
  // The views were patched in last: the region (shadow DOM), and the stack last in it or in light DOM.
  const into = light ? root : root.lastChild as Element;
  if (page.stack === null) into.append(...shown.nodes);
  else into.lastChild!.before(...shown.nodes);
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
