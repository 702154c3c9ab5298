/**
 * The page rendering of `<framework-error>`: the error kinds an
 * application knows, and the page of one kind, as the nodes of a built-in
 * page or an application's own markup. It comes with the element's page
 * view (framework-error-page.ts), which the element loads with `import()`
 * the first time it has a page to show, so that the core's error pages and
 * views (the bulk of the element) stay out of a page's first download until
 * they are needed (docs/decisions.md, "`<framework-error>` loads its pages
 * on demand").
 *
 * @module
 */
import type { App, ViewTemplate } from '../../framework/app.js';
import { errorOperations, errorPageNodes, normaliseMessages, showsRequest } from '../../errors/error-page.js';
import type { ErrorHandler, ErrorHandlerOptions } from '../../errors/error-handler.js';
import type { PageNode } from '../../errors/page-nodes.js';

type ErrorClass = new (method: string, messages: unknown, options: ErrorHandlerOptions) => ErrorHandler;

/** The `error` layout of the element's application view: the page without the document around it. */
const contentOnly: ViewTemplate = (_vars, view) => view.content;

/**
 * The kinds `method` may name: the built-in ones and the public methods of
 * the application's AppError (the handler's rule), which extends the
 * application's ErrorHandler.
 */
export function errorKinds(app: App): Set<string> {
  return errorOperations(app.appError?.prototype, app.coreClass('errorHandler')?.prototype);
}

/**
 * Whether the page of `app` is the application's own markup rather than a
 * built-in page's nodes, whatever the kind: an AppError, or error views
 * while it has the core's ErrorHandler (whose fallbacks then apply).
 */
const handled = (app: App): boolean =>
  app.appError !== null || (app.coreClass('errorHandler') !== null && [...app.views.keys()].some((path) => path.startsWith('errors/')));

/**
 * The page of `method` for the requested address `here`: the nodes of the
 * built-in page (the core's `errorPageNodes()`), or markup the application
 * wrote. An application's error view of the kind gives its markup; with an
 * AppError, or error views while it has the core's ErrorHandler, the page
 * is rendered by the application's error class (reached through the
 * application, never imported here), through a view of the application
 * whose `error` layout is the bare content: the registries (and so the
 * application's own error views) stay shared, and the handler's fallbacks
 * for failing views apply. `here` null (a server that was not given it):
 * null where the page would show the requested address (a built-in 404 or
 * 500 page without a `url` message, any page of the error class).
 */
export function pageContent(app: App, method: string, messages: unknown, debug: number, here: string | null): PageNode[] | string | null {
  if (handled(app)) {
    if (here === null) return null;
    const layouts = new Map(app.layouts);
    layouts.set('error', contentOnly);
    const view = Object.create(app, { layouts: { value: layouts } }) as App;
    const Handler = view.errorClass() as ErrorClass;
    return new Handler(method, messages, { app: view, debug, here }).controller.output;
  }
  // Registered error views apply here too (without the handler's fallback: a view that throws is reported).
  const { kind, nodes, content } = errorPageNodes(method, messages, debug, here ?? '', app.views);
  return here === null && nodes !== null && showsRequest(kind, normaliseMessages(messages)[0]) ? null : nodes ?? content!;
}
