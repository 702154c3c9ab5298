/**
 * The base of `<paginator-numbers>`, `<paginator-counter>` and
 * `<paginator-link>`: the paging input, the core state each render goes
 * through, error reporting, and link activation (navigate event, Ajax).
 *
 * @module
 */
import { ReactiveElement, type PropertyDeclarations, type PropertyValues } from '@lit/reactive-element';
import type { LinkItem } from '../../pagination/items.js';
import { createPaging, type Paging } from '../../pagination/paging.js';
import type { UrlStyle } from '../../pagination/router.js';
import type { AjaxErrorDetail, AjaxLoadDetail, AjaxRequest, AjaxRequestDetail } from '../../ajax/ajax-update.js';
import { resumeHistory, startUpdate } from '../../ajax/start-update.js';
import { describe, isObject, type PhpArray } from '../../shared/php.js';
import { inputText, PagingInputError, readJson, resolveRecords, type PagingConsumer, type PagingInput, type PagingRecords } from './paging-source.js';
import { paginatorStyles } from './paginator.styles.js';
import { appearanceError, type Appearance } from './appearance.js';
import { patch, shownItem, type View } from './render.js';
import { fire } from '../../dom/events.js';
import { methodNamedProperty, takeEarlyValues } from '../shared/method-named-property.js';

/** Detail of `paginator-navigate`. */
export interface NavigateDetail {
  /** The page the link leads to, or null when its URL names none. */
  page: number | null;
  /** The link's absolute URL. */
  url: string;
  /** The model the element shows. */
  model: string | null;
  /** What was followed: `number`, `prev`, `next`, `first`, `last`, `sort` or `page`. */
  kind: string;
}

/** Detail of `paginator-error` for bad input. */
export interface InputErrorDetail {
  status: 0;
  error: 'input';
  /** The attribute at fault (`paging`, `source`, `model`, `url`, `kind`...). */
  field: string;
  message: string;
}

// A reload of (or a return to) a history entry that Ajax mode pushed: Back and Forward are taken from the start.
resumeHistory();

/** The message of a thrown value (ours are Errors; anything else is described, never converted). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : describe(error);
}

/**
 * Shared behaviour of the paginator elements. Subclasses render from the
 * core's pagination functions over the {@link Paging} that
 * {@link PaginatorElement.paging} builds.
 */
export abstract class PaginatorElement extends ReactiveElement implements PagingConsumer {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    paging: {},
    source: {},
    model: {},
    url: {},
    urlStyle: { attribute: 'url-style' },
    updateTarget: { attribute: 'update' },
    indicator: {},
    pushUrl: { type: Boolean, attribute: 'push-url' },
    timeout: { type: Number },
    crossOrigin: { type: Boolean, attribute: 'cross-origin' },
    light: { type: Boolean, reflect: true },
    // Reflected: the stylesheet selects the look on the attribute, whichever way it was set. Only
    // text is written (no conversion that could throw in the update cycle); anything else is reported.
    appearance: { reflect: true, converter: { toAttribute: (value: unknown) => (typeof value === 'string' ? value : null) } },
  };

  static override styles = paginatorStyles;

  /** JSON of one paging record or of `{Model: record}`; as a property, the object itself. */
  paging: PagingInput = null;
  /** Id of a `<script type="application/json">` holding the paging JSON (shared by several elements). */
  source: string | null = null;
  /** Which model's record to show when there are several (default: the first). */
  model: string | null = null;
  /** JSON of the URL array merged into every link (controller, action, passed and named parts, `?` query); as a property, the object itself. */
  url: PhpArray | string | null = null;
  /** How links are written: `query` (`?page=2`) or `named` (`/page:2`). */
  urlStyle: UrlStyle = 'query';
  /**
   * Id of the element to fill with the HTML answer of a followed link (Ajax
   * mode). Attribute `update`. Writing the property `update` sets it too
   * (what React, Preact, Vue and Svelte do with an `update` prop); reading
   * `update` gives the element's update cycle, a method of every Lit element.
   */
  updateTarget: string | null = null;
  /** Id of an element shown while an Ajax request runs. */
  indicator: string | null = null;
  /** In Ajax mode, push each loaded URL to history so Back and Forward restore pages. */
  pushUrl = false;
  /** In Ajax mode, milliseconds before a request is abandoned. */
  timeout = 10_000;
  /** In Ajax mode, allow links to another origin (refused by default). */
  crossOrigin = false;
  /** Render the core's exact markup into light DOM instead of a shadow root (read when connected). */
  light = false;
  /**
   * The look of the shadow rendering: `outlined` (unset: the default),
   * `plain`, `filled`, or `classic` (the interface's text look: underlined
   * links between separators). Light DOM has no look of its own.
   */
  appearance: Appearance | null = null;

  private records: PagingRecords | null = null;
  private resolvedModel: string | null = null;
  private reported = '';
  /** `update`, `before`, `after` as assigned before the element was defined, until it is connected. */
  private early: [string, unknown][];

  /** The model this element shows, or null before it has records. */
  get boundModel(): string | null {
    return this.resolvedModel;
  }

  /** The records this element holds, or null. */
  get pagingRecords(): PagingRecords | null {
    return this.records;
  }

  override connectedCallback(): void {
    for (const [name, value] of this.early.splice(0)) (this as unknown as Record<string, unknown>)[name] = value;
    super.connectedCallback();
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // The property, not the attribute: a framework may set it before the first update reflects it.
    return this.light ? this : super.createRenderRoot();
  }

  constructor() {
    super();
    this.early = takeEarlyValues(this, METHOD_NAMED);
    // On the element itself: the listener goes with it, so there is nothing to remove on disconnect.
    this.addEventListener('click', (event) => this.follow(event));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('appearance')) {
      // Reported, then shown in the default look: a look is no reason to show nothing.
      const error = appearanceError(this.appearance);
      if (error) this.fail(error);
    }
    if (bringsRecord(changed)) {
      let records: PagingRecords | null = null;
      let model: string | null = null;
      try {
        model = inputText(this.model, 'model');
        records = resolveRecords(this.paging, inputText(this.source, 'source'), model);
      } catch (error) {
        this.fail(error);
      }
      this.records = records;
      this.resolvedModel = records && (model || Object.keys(records)[0]);
    }
  }

  /**
   * Renders through the core, or renders nothing when there is no input or
   * it is bad; never throws, so one broken element cannot break a page.
   */
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    this.renderViews();
  }

  /**
   * Brings the render root up to date with {@link PaginatorElement.view} at
   * once (the update cycle's render; an element that must measure what a
   * render gives, to fit its width, calls it directly).
   */
  protected renderViews(): void {
    const root = this.renderRoot;
    let views: View[] = [];
    // Records and a model to show come together (willUpdate()).
    if (this.records) {
      try {
        views = this.view(this.pagingState(), root === this);
        this.reported = '';
      } catch (error) {
        this.fail(error);
      }
    }
    // Patched, not rebuilt, so the nodes that stay keep focus. In light DOM
    // that includes the same markup rendered on the server (docs/ssr.md).
    // Where adoptedStyleSheets is missing, ReactiveElement put the styles
    // first in the shadow root (the content has none): they stay.
    const start = () => root.childNodes[root === this ? 0 : root.querySelectorAll('style').length] ?? null;
    try {
      patch(root, views, start);
    } catch (error) {
      // Only an attribute the DOM refuses could get here: nothing half shown.
      this.fail(error);
      patch(root, [], start);
    }
  }

  /**
   * What to show, from the core's page items: in light DOM the nodes of the
   * core's markup, in the shadow root nodes with parts and ARIA; none for
   * nothing.
   */
  protected abstract view(paging: Paging, light: boolean): View[];

  /** The core's paging state for the current records, URL array, URL style and Ajax options. */
  protected pagingState(): Paging {
    const urlStyle = inputText(this.urlStyle, 'url-style');
    // Unset, empty and the JSON null all mean no URL array.
    const urlArray = readJson(this.url, 'url');
    if (urlArray !== null && urlArray !== undefined && !isObject(urlArray)) {
      throw new PagingInputError('url', 'url must be a JSON object (a URL array)');
    }
    if (urlStyle !== 'query' && urlStyle !== 'named') {
      throw new PagingInputError('url-style', `url-style must be "query" or "named", got ${describe(urlStyle)}`);
    }
    const paging = createPaging({
      paging: this.records as PagingRecords,
      here: location.pathname + location.search,
      urlStyle,
      // The core drops the options that are unset or empty (its options() filters falsy values).
      options: { url: urlArray, update: inputText(this.updateTarget, 'update'), indicator: inputText(this.indicator, 'indicator') },
    });
    // The URL array's own problems (an action without a controller...) are the url attribute's,
    // not the records' the links are written from: found here, by writing it once.
    if (urlArray) {
      try {
        paging.buildUrl(urlArray);
      } catch (error) {
        throw new PagingInputError('url', `url: ${messageOf(error)}`);
      }
    }
    return paging;
  }

  /** The options every core call gets: the element's model. */
  protected get modelOption(): { model: string } {
    return { model: this.resolvedModel as string };
  }

  /** Reports bad input once per distinct problem: a console error naming the element and the field, and `paginator-error`. */
  protected fail(error: unknown): void {
    const message = messageOf(error);
    if (this.reported === message) return;
    this.reported = message;
    console.error(`<${this.localName}>: ${message}`);
    // The core's TypeErrors name the record field or option at fault (`field "page"`, `Option "step"`).
    const field = error instanceof PagingInputError ? error.field : /(?:field|Option) "([^"]+)"/.exec(message)?.[1] ?? 'paging';
    fire(this, 'paginator-error', { status: 0, error: 'input', field, message } satisfies InputErrorDetail);
  }

  /** Which kind of link a click followed, given the item the link shows; subclasses refine it. */
  protected kindOf(_item: LinkItem | undefined): string {
    return 'link';
  }

  /**
   * Extra options of the Ajax requests this element starts (how the answer
   * is swapped in, for instance; they win over the element's attributes);
   * none by default.
   */
  protected ajaxOptions(): Pick<AjaxRequest, 'swap' | 'pushUrl'> {
    return {};
  }

  /** The Ajax update {@link PaginatorElement.navigate} started last (none before): settles, never rejects, once it has ended. */
  protected ajaxDone?: Promise<unknown>;

  /**
   * A click on one of the element's links: the item the link shows says
   * where it goes (the link's own markup is never read for it), then
   * {@link PaginatorElement.navigate}; the browser follows the link only
   * when that leaves it to the browser.
   */
  private follow(event: MouseEvent): void {
    // The path up to this element: its links, in light DOM or in its shadow root.
    const path = event.composedPath();
    const link = path.slice(0, path.indexOf(this)).find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    const item = shownItem(this.renderRoot, link) as LinkItem | undefined;
    const detail: NavigateDetail = { page: item?.page ?? null, url: link.href, model: this.resolvedModel, kind: this.kindOf(item) };
    // A click from Enter (or assistive technology) has no click count.
    if (this.navigate(detail, event.detail === 0) !== 'browser') event.preventDefault();
  }

  /**
   * Goes where a link (or a form of the element) leads: `paginator-navigate`
   * (cancelable), then, in Ajax mode, the update in place of the browser's
   * navigation. Returns `'canceled'` when a listener canceled it, `'ajax'`
   * when Ajax mode took it, and `'browser'` when the browser is to go there
   * (a link is then followed as it is; a form's caller assigns the URL).
   * `keyboard`: started from the keyboard, so focus moves to the updated
   * region after the swap.
   */
  protected navigate(detail: NavigateDetail, keyboard: boolean): 'canceled' | 'ajax' | 'browser' {
    if (!fire(this, 'paginator-navigate', detail, true)) return 'canceled';
    // Read after the event: a listener may have set it.
    const update = this.updateTarget;
    if (!update) return 'browser';
    // The request carries the navigate detail (url, model, kind, page) into the Ajax events. It takes
    // part in "last click wins" from now on, though Ajax mode may still be arriving.
    this.ajaxDone = startUpdate({
      ...detail, update, indicator: this.indicator, source: this, keyboard,
      pushUrl: this.pushUrl, timeout: this.timeout, crossOrigin: this.crossOrigin, ...this.ajaxOptions(),
    });
    return 'ajax';
  }
}

/** The properties that bring the element a record (or another model's), not a configuration. */
export const RECORD_PROPERTIES: ReadonlySet<PropertyKey> = new Set(['paging', 'source', 'model']);

/** Whether an update brings another record to show. */
export function bringsRecord(changed: PropertyValues): boolean {
  for (const key of RECORD_PROPERTIES) if (changed.has(key)) return true;
  return false;
}

/** Props named like a method of the element, which frameworks assign as properties (method-named-property.ts). */
const METHOD_NAMED = ['update', 'before', 'after'];
methodNamedProperty(PaginatorElement.prototype, 'update', 'updateTarget');

declare global {
  interface HTMLElementEventMap {
    /** Before a paginator link is followed; cancelable. */
    'paginator-navigate': CustomEvent<NavigateDetail>;
    /** Ajax mode: before the fetch; cancelable. */
    'paginator-request': CustomEvent<AjaxRequestDetail>;
    /** Ajax mode: after the answer was swapped in. */
    'paginator-load': CustomEvent<AjaxLoadDetail>;
    /** Bad input to an element, or an Ajax failure. */
    'paginator-error': CustomEvent<InputErrorDetail | AjaxErrorDetail>;
  }
}
