/**
 * `<framework-error>`: the ErrorHandler's pages as an element, and a
 * catcher for the page's own uncaught errors.
 *
 * @module
 */
import { adoptStyles, ReactiveElement, unsafeCSS, type PropertyDeclarations, type PropertyValues } from '@lit/reactive-element';
import { isServer } from 'lit-html/is-server.js';
import type { App } from '../../framework/app.js';
import { registered } from '../../framework/registry.js';
import { describe } from '../../shared/php.js';
import { fire } from '../../dom/events.js';
import { textAttribute } from '../shared/text-attribute.js';
import type { Page, Shown } from './framework-error-page.js';

/** The detail of the `paginator-error` event `<framework-error>` fires on bad input. */
export interface FrameworkErrorInputDetail {
  /** Always 0: no request was made, the element's own input is at fault. */
  status: 0;
  /** A short code: `invalid-method`, `invalid-json`, `invalid-params`, `invalid-debug`, `invalid-here`, `render-failed` or `load-failed`. */
  error: string;
  /** The attribute or property at fault: `method`, `params`, `debug` or `here`. */
  field: string;
  /** The sentence also logged to the console. */
  message: string;
}

/** The detail of the `framework-error-captured` event. */
export interface FrameworkErrorCapturedDetail {
  /** What was thrown or rejected with (an `Error`, or any other value). */
  error: unknown;
  /** The window event it arrived with. */
  kind: 'error' | 'unhandledrejection';
}

/** A problem with the element's input, reported once. */
export interface Problem {
  error: string;
  field: 'method' | 'params' | 'debug' | 'here';
  message: string;
}

/** An uncaught error or rejection the element caught, to be shown. */
export interface Captured {
  error: unknown;
  kind: FrameworkErrorCapturedDetail['kind'];
}

/** The page view (framework-error-page.ts, with the page rendering of framework-error-content.ts), loaded on demand. */
type ViewModule = typeof import('./framework-error-page.js');

/** The page view once it has arrived: from then on every render is synchronous. */
let viewModule: ViewModule | null = null;

/** The load in flight, shared by every element; forgotten when it fails, so that a later render tries again. */
let viewLoad: Promise<ViewModule> | null = null;

/**
 * Loads the page view with `import()`: a page whose `<framework-error>`
 * never has a page to show never downloads it (docs/decisions.md,
 * "`<framework-error>` loads its pages on demand"). A server loads it
 * before it renders (paginator-elements/ssr), since a render cannot wait.
 * @internal
 */
export const loadView = (): Promise<ViewModule> => (viewLoad ??= import('./framework-error-page.js').then(
  (module) => (viewModule = module),
  (error: unknown) => {
    viewLoad = null;
    throw error;
  },
));

/** What {@link pageOf} returns when it needs the page view, which has not arrived. */
const LOADING = 0;

/**
 * The application of a page that has not loaded the core's: only what the
 * element reads of one. Production pages (debug 0 unless `debug` is set),
 * no AppError, no registered views, and the page's own address as the
 * requested path of the 404 / 500 pages. A page without the core's
 * application cannot have configured or extended one, so its pages are the
 * same as with the default application; importing that application instead
 * would put it, its environment and its log into every page using the element.
 */
const builtInApp = {
  debug: 0,
  appError: null,
  views: new Map(),
  env: { href: () => location.href },
  coreClass: () => null,
} as unknown as App;

/** A problem, its fields in the order of the event's detail (which puts its status in front). */
export const problem = (field: Problem['field'], error: string, message: string): Problem => ({ error, field, message });

/**
 * Attribute `debug` → property: a non-negative integer, NaN for anything
 * else (reported as bad input, not silently read as 0 the way
 * `Number('')` would), undefined when the attribute is absent. A function
 * is Lit's converter from the attribute; `debug` is not reflected, so no
 * conversion back to the attribute is ever asked for.
 */
const debugFromAttribute = (value: string | null): number | undefined =>
  value === null ? undefined : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/**
 * Shows a framework error page: the descriptive developer page of an
 * ErrorHandler kind in debug, the plain 404 / 500 page in production. With
 * `capture`, it also shows the page's own uncaught errors and unhandled
 * promise rejections.
 *
 * The page is the core's error page for `method` and `params`, without
 * the document the `error` layout would wrap it in: the built-in pages come
 * from the core's lean `errorPage()`, which follows the ErrorHandler's
 * rules without its controller. When the page has loaded the core's
 * `ErrorHandler` and the application registered an AppError or error views
 * (`app.registerView('errors/…')`), the page is the handler's output, so
 * the AppError's kinds and pages and the views' fallbacks apply as well.
 *
 * Bad input — a `method` that is no error kind, `params` that is not JSON
 * of the messages, a `debug` that is not a non-negative integer — renders
 * nothing, logs one console error naming the element and the field, and
 * fires `paginator-error`. No `method` renders nothing, silently.
 *
 * The page rendering (the core's error pages and views) is loaded with
 * `import()` the first time an element has a page to show, and shared by
 * every element from then on: an element with no `method` and nothing
 * captured never loads it. Until it has arrived the element shows nothing;
 * `updateComplete` resolves once it has arrived and the page is rendered.
 * If it cannot be loaded, the element reports it as bad input (error
 * `load-failed`, field `method`), and tries again when a property changes.
 *
 * @summary A framework error page (ErrorHandler), and a catcher for the page's uncaught errors.
 * @tagname framework-error
 *
 * @fires {CustomEvent} paginator-error - The input is unusable (bad `method`, `params` or `debug`), or the page rendering could not be loaded (`load-failed`); detail `{ status: 0, error, field, message }`. Bubbles and is composed.
 * @fires {CustomEvent} framework-error-captured - With `capture`: an uncaught error or unhandled rejection was shown; detail `{ error, kind }` (`kind` is `error` or `unhandledrejection`). Bubbles and is composed.
 *
 * @csspart page - The region holding the whole page.
 * @csspart title - The page's heading.
 * @csspart code - A code sample (a `<pre>` of the core's page).
 * @csspart stack - The stack of a captured error (debug only).
 *
 * @cssprop [--framework-error-color=light-dark(#1f2328, #e6edf3)] - Text colour (dark where the page's `color-scheme` is dark).
 * @cssprop [--framework-error-background=light-dark(#fff, #161b22)] - Page background (dark where the page's `color-scheme` is dark).
 * @cssprop [--framework-error-accent=light-dark(#b3261e, #ff8a80)] - Heading, labels and the page's side rule (lighter where the page's `color-scheme` is dark).
 * @cssprop [--framework-error-font=system-ui, sans-serif] - Font family of the page.
 * @cssprop [--framework-error-code-background=light-dark(#f3f4f6, #262c36)] - Background of code samples and stacks (dark where the page's `color-scheme` is dark).
 */
export class FrameworkErrorElement extends ReactiveElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    method: { reflect: true, converter: textAttribute },
    params: {},
    debug: { converter: debugFromAttribute },
    here: {},
    capture: { type: Boolean, reflect: true },
    light: { type: Boolean, reflect: true },
    app: { attribute: false },
  };

  /** The host's own rules; the page's arrive with it (framework-error.styles.ts). */
  static override styles = unsafeCSS(':host{display:block}:host([hidden]){display:none}');

  /** The error kind: an ErrorHandler operation (`missingController`, `error404`…) or one the registered AppError adds. */
  method?: string | null;

  /**
   * The messages: as an attribute, JSON of one object or of a list of
   * objects (the first holds the kind's keys); as a property, that JSON or
   * the object / list itself.
   */
  params?: string | Record<string, unknown> | Array<Record<string, unknown>> | null;

  /**
   * The debug level: 0 shows the production pages, 1 or more the
   * descriptive ones. Unset, the application's configured level
   * (`configure({ debug })`) at the time of rendering.
   */
  debug?: number;

  /**
   * The requested path and query the 404 and 500 pages name (the
   * interface's `here`), when no message gives a `url`. Unset, the page's
   * own address in a browser; a server has none and must be given it
   * (docs/ssr.md).
   */
  here?: string | null;

  /** Show the page's uncaught errors and unhandled rejections while connected. */
  capture = false;

  /**
   * Render the core's markup into light DOM, unstyled, instead of shadow
   * DOM. Read once, when the element first connects.
   */
  light = false;

  /**
   * The application whose error views, AppError and debug level are used.
   * Unset (or set back to undefined), the application the core registered
   * when the page loaded it (its default application, which `configure()`
   * sets up), read at each render; on a page that has not loaded the core's
   * application, a built-in one that gives the production pages unless
   * `debug` is set, with no AppError and no registered views. On a server,
   * that built-in one: the application a server process registered is not
   * the page's.
   */
  get app(): App {
    return this._app ?? (isServer ? null : registered.app) ?? builtInApp;
  }
  set app(value: App | undefined) {
    this._app = value;
  }

  /** The application set on the element, if any. */
  private _app: App | undefined;

  /** The last problem reported, so a re-render with the same bad input stays quiet. */
  private _reported: string | null = null;
  private _captured: Captured | null = null;
  private _listening = false;
  /** Set while a captured error is being handled: an error thrown meanwhile (by a listener of framework-error-captured) is not caught again. */
  private _capturing = false;
  /** What the render root was last given (an author's own light-DOM children are left alone). */
  private _shown: Shown = { nodes: [], key: '' };
  /** Set while this element waits for the page rendering (never rejects); `updateComplete` waits for it. */
  private _loading: Promise<void> | null = null;
  /** The page's styles are in the shadow root. */
  private _styled = false;
  /** Why the page rendering could not be loaded, until a property changes. */
  private _loadFailure: string | null = null;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.light ? this : super.createRenderRoot();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this._syncCapture();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._syncCapture();
  }

  /**
   * Works out the page (or the problem with the input), writes it into the
   * render root with DOM calls, and reports a new problem once.
   */
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    if (changed.has('capture')) this._syncCapture();
    // New input: a page rendering that failed to load is tried again.
    if (changed.size > 0) this._loadFailure = null;
    const result = this.present();
    if (result === LOADING) return;
    const page = result !== null && 'title' in result ? result : null;
    // The first page rendering arrived with the first page: before it, nothing was shown (a server's root stays).
    if (viewModule) {
      if (page !== null && !this.light && !this._styled) {
        // The page's look, with the page view; added to the host's rules, once (where adoptedStyleSheets is missing, a <style> is appended).
        adoptStyles(this.renderRoot as ShadowRoot, [...FrameworkErrorElement.elementStyles, viewModule.pageStyles]);
        this._styled = true;
      }
      viewModule.show(this.renderRoot, page, this.light, this._shown);
    }
    this.report(page === null ? result as Problem | null : null);
  }

  /**
   * What the element shows (`Page`), what is wrong with its input
   * (`Problem`), nothing, or `LOADING` while the page rendering it needs
   * is on its way (what is shown stays meanwhile). Never throws.
   * @internal
   */
  present(): Page | Problem | null | typeof LOADING {
    let result: Page | Problem | null | typeof LOADING;
    try {
      result = pageOf(this, this._captured, viewModule);
    } catch (failure) {
      // Only an application's AppError or view can get here (the view has arrived); the element must still not throw.
      result = problem('method', 'render-failed', `the ${typeof this.method === 'string' ? this.method : describe(this.method)} page could not be rendered (${viewModule!.describeThrown(failure).message})`);
    }
    if (result === LOADING) {
      // Nothing to show until the page rendering has arrived; then this element updates again.
      if (this._loadFailure === null) this._load();
      if (this._loadFailure !== null) result = problem('method', 'load-failed', `the error pages could not be loaded (${this._loadFailure})`);
    }
    return result;
  }

  /**
   * Reports `input`, a problem with the element's input, once: one console
   * error naming the element and the field (with the element, in a
   * browser), and `paginator-error`. A re-render with the same problem stays
   * quiet; null clears it.
   * @internal
   */
  report(input: Problem | null): void {
    const key = input === null ? null : `${input.field}\n${input.message}`;
    if (key === this._reported) return;
    this._reported = key;
    if (input === null) return;
    try {
      // One line on a server: the element has no useful text of its own there.
      if (isServer) console.error(`<framework-error>: ${input.message}`);
      else console.error(`<framework-error>: ${input.message}`, this);
    } catch {
      // A console replaced by something that throws must not break the page.
    }
    const detail: FrameworkErrorInputDetail = { status: 0, ...input };
    fire(this, 'paginator-error', detail);
  }

  /** Starts waiting for the page rendering (once), and updates when it has arrived or failed. */
  private _load(): void {
    const settle = (failure: string | null): void => {
      this._loading = null;
      this._loadFailure = failure;
      this.requestUpdate();
    };
    // import() rejects with an Error (a TypeError naming the file).
    this._loading ??= loadView().then(() => settle(null), (error: unknown) => settle(error instanceof Error ? error.message : describe(error)));
  }

  /**
   * Resolves once the element has rendered, the page rendering included
   * when it was loading (Lit's documented way to make `updateComplete` wait
   * for more than the update itself).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this._loading !== null) {
      await this._loading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** Listens to the window while connected with `capture` set, and only then. */
  private _syncCapture(): void {
    const listen = this.capture && this.isConnected;
    if (!this.capture) this._captured = null;
    if (listen === this._listening) return;
    this._listening = listen;
    for (const type of ['error', 'unhandledrejection']) window[listen ? 'addEventListener' : 'removeEventListener'](type, this._onEvent);
  }

  // An arrow function: the same reference is added and removed.
  private _onEvent = (event: Event): void => {
    // Only script errors (a resource's load error does not bubble to window anyway) and rejections.
    if (event instanceof ErrorEvent) this._capture(event.error ?? event.message, 'error');
    else if (event.type !== 'error') this._capture((event as PromiseRejectionEvent).reason, 'unhandledrejection');
  };

  /** Shows the error and tells the page; never calls preventDefault, so the browser still logs it. */
  private _capture(error: unknown, kind: Captured['kind']): void {
    // A listener of framework-error-captured that throws would be reported
    // as a new window error, re-entering here without end.
    if (this._capturing) return;
    this._capturing = true;
    try {
      this._captured = { error, kind };
      this.requestUpdate();
      const detail: FrameworkErrorCapturedDetail = { error, kind };
      fire(this, 'framework-error-captured', detail);
    } catch {
      // Never throw from a window listener: that would be one more uncaught error.
    } finally {
      this._capturing = false;
    }
  }
}

/**
 * What the element shows (`Page`), what is wrong with its input
 * (`Problem`), nothing, or `LOADING` when it has a page to show (or a
 * `method` to check against the error kinds) and the page view (`view`)
 * has not arrived.
 */
function pageOf(el: FrameworkErrorElement, captured: Captured | null, view: ViewModule | null): Page | Problem | null | typeof LOADING {
  const method = el.method;
  const silent = (method === undefined || method === null || method === '') && captured === null;
  // Nothing asked for: nothing to show and nothing to complain about, unless a bad debug would spoil a later capture.
  if (silent && !el.capture) return null;

  const debug = el.debug;
  if (debug !== undefined && (!Number.isInteger(debug) || debug < 0)) {
    const shown = Number.isNaN(debug) && el.hasAttribute('debug') ? JSON.stringify(el.getAttribute('debug')) : describe(debug);
    return problem('debug', 'invalid-debug', `debug must be a non-negative integer, got ${shown}`);
  }
  const level = debug ?? el.app.debug;
  if (silent) return null;
  return view === null ? LOADING : view.pageOf(el, captured, level);
}

// A second copy of the bundle on the same page must not throw on define.
if (!customElements.get('framework-error')) customElements.define('framework-error', FrameworkErrorElement);

declare global {
  interface HTMLElementTagNameMap {
    'framework-error': FrameworkErrorElement;
  }
  interface HTMLElementEventMap {
    'framework-error-captured': CustomEvent<FrameworkErrorCapturedDetail>;
  }
}
