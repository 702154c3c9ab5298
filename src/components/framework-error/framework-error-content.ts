/**
 * The page rendering of `<framework-error>`: the error kinds an
 * application knows, and the page of one kind as markup and as inert
 * nodes. It comes with the element's page view (framework-error-page.ts),
 * which the element loads with `import()` the first time it has a page to
 * show, so that the core's error pages and views (the bulk of the element)
 * stay out of a page's first download until they are needed
 * (docs/decisions.md, "`<framework-error>` loads its pages on demand").
 *
 * @module
 */
import type { App, ViewTemplate } from '../../framework/app.js';
import { errorOperations, errorPage, requestPath } from '../../errors/error-page.js';
import type { ErrorHandler, ErrorHandlerOptions } from '../../errors/error-handler.js';
import { parseDocument } from '../../dom/inert-parse.js';

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
 * The page of `method` as the core writes it (`markup`), and that markup
 * parsed inertly (`content`: the body of an inert document). The built-in
 * pages come from the core's lean `errorPage()`. When the application
 * registered an AppError, or error views while it has the core's
 * ErrorHandler, the page is rendered by the application's error
 * class instead (reached through the application, never imported here),
 * through a view of the application whose `error` layout is the bare
 * content: the registries (and so the application's own error views) stay
 * shared, and the handler's fallbacks for failing views apply.
 *
 * The markup is parsed with DOMParser: an inert document, where nothing
 * runs or loads. A page that fell back to the built-in layout is a whole
 * document; only its body is kept.
 */
export function pageContent(app: App, method: string, messages: unknown, debug: number): { markup: string; content: HTMLElement } {
  let markup: string;
  if (app.appError !== null || (app.coreClass('errorHandler') !== null && [...app.views.keys()].some((path) => path.startsWith('errors/')))) {
    const layouts = new Map(app.layouts);
    layouts.set('error', contentOnly);
    const view = Object.create(app, { layouts: { value: layouts } }) as App;
    const Handler = view.errorClass() as ErrorClass;
    markup = new Handler(method, messages, { app: view, debug }).controller.output;
  } else {
    // Registered error views apply here too (without the handler's fallback: a view that throws is reported).
    markup = errorPage(method, messages, debug, requestPath(app.env), app.views).content;
  }
  return { markup, content: parseDocument(markup).body };
}
