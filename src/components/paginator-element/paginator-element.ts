/**
 * The base of `<paginator-numbers>`, `<paginator-counter>` and
 * `<paginator-link>`: the paging input, the core state each render goes
 * through, error reporting, and link activation (navigate event, Ajax).
 *
 * @module
 */
import { isServer } from 'lit-html/is-server.js';
import { ReactiveElement, unsafeCSS, type CSSResultGroup, type PropertyDeclarations, type PropertyValues } from '@lit/reactive-element';
import type { LinkItem } from '../../pagination/items.js';
import { createPaging, type Paging } from '../../pagination/paging.js';
import type { UrlStyle } from '../../pagination/router.js';
import type { AjaxErrorDetail, AjaxLoadDetail, AjaxRequest, AjaxRequestDetail } from '../../ajax/ajax-update.js';
import { afterLoadAtIdle, prefetchAjaxMode, resumeHistory, startUpdate } from '../../ajax/start-update.js';
import { consumersOf, dropConsumer, fileConsumer, FILES_ITSELF, SAYS_PAGE } from '../../ajax/bound-consumers.js';
import { describe, isObject, type PhpArray } from '../../shared/php.js';
import { inputText, resolveRecords } from './paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import { checkRecords, readJson, type PagingInput, type PagingRecords } from '../../pagination/paging-json.js';
import type { CheckedRecord } from '../../pagination/record.js';
import type { PagingConsumer } from '../../ajax/paging-consumer.js';
import type { RecordAttributes } from './record-attributes.js';
import type { HrefTemplate } from './href-template.js';
import { paginatorStyles } from './paginator.styles.js';
import { appearanceError, type Appearance } from './appearance.js';
import { patch, shownItem, type ElementView, type View } from './render.js';
import type { Failure } from './failure-notice.js';
import { fire } from '../../dom/events.js';
import { documentHere } from '../../dom/document.js';
import { methodNamedProperty, takeEarlyValues } from '../shared/method-named-property.js';
import { hasTranslator, presenting } from '../../shared/i18n.js';
import { declaredLanguage } from '../../i18n/language.js';
import { numberFormat } from '../../shared/number-format.js';
import { wordsOf } from '../../i18n/catalogue.js';
import { Part } from './part.js';

/** Detail of `paginator-navigate`. */
export interface NavigateDetail {
  /** The page the link leads to, or null when its URL names none. */
  page: number | null;
  /** The link's absolute URL; `''` in app mode (`navigation="app"`), where links have none. */
  url: string;
  /** The model the element shows. */
  model: string | null;
  /** What was followed: `number`, `prev`, `next`, `first`, `last`, `sort`, `page`, `skip` (a link an ellipsis became) or `jump` (a page typed into a field). */
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

/** Whether the page's history was read for an entry of Ajax mode's (a browser's only: no server connects an element). */
let resumed = false;

/** Records from attributes, `href-template` and app mode. */
const ON_DEMAND = new Part('on-demand.js', () => import('./on-demand.js'));
/** Light DOM's views: the core's markup and the list presets. */
const LIGHT_DOM = new Part('light-dom.js', () => import('./light-dom.js'));
/** The notice of a failed Ajax update, and where focus goes when it leaves. */
const NOTICE = new Part('failure-notice.js', () => import('./failure-notice.js'));
/**
 * The parts an element may wait for (a server loads them before it renders: ssr/).
 * @internal
 */
export const PARTS = [ON_DEMAND, LIGHT_DOM];

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
    noFailureMessage: { type: Boolean, attribute: 'no-failure-message' },
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll' },
    light: { type: Boolean, reflect: true },
    // A record without JSON, and where links go (issue 19; docs/decisions.md, 2026-11-26).
    page: {},
    total: {},
    pageCount: { attribute: 'page-count' },
    pageSize: { attribute: 'page-size' },
    hrefTemplate: { attribute: 'href-template' },
    navigation: {},
    here: {},
    // Reflected: the stylesheet selects the look on the attribute, whichever way it was set. Only
    // text is written (no conversion that could throw in the update cycle); anything else is reported.
    appearance: { reflect: true, converter: { toAttribute: (value: unknown) => (typeof value === 'string' ? value : null) } },
  };

  // A pager hidden with one page (hide-single-page) takes no room: no gap beside it in a row.
  static override styles: CSSResultGroup = [paginatorStyles, unsafeCSS(':host(:state(single)){display:none}')];

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
  /**
   * In Ajax mode, show no message next to the element when an update it
   * started fails ("Page 3 could not be loaded." with a Retry button);
   * `paginator-error` and the console line still tell the page.
   */
  noFailureMessage = false;
  /**
   * In Ajax mode, leave the window where it is after a page is swapped in.
   * By default a region that starts above the window is brought into view,
   * its top at the top, as a page load would show it (smoothly, or at once
   * where the reader prefers reduced motion); load more never moves it.
   */
  noAutoscroll = false;
  /** Render the core's exact markup into light DOM instead of a shadow root (read when connected). */
  light = false;
  /**
   * The look of the shadow rendering: `outlined` (unset: the default),
   * `plain`, `filled`, or `classic` (the interface's text look: underlined
   * links between separators). Light DOM has no look of its own.
   */
  appearance: Appearance | null = null;

  /**
   * The current page of the record the attributes describe (default 1),
   * when there is no `paging` or `source`: `page`, `total` (or
   * `page-count`) and `page-size` make the record. On
   * `<paginator-link kind="page">`, the page the link goes to instead.
   */
  page: number | string | null = null;
  /** How many records there are in all (`count`); with `page-size`, it gives the page count. */
  total?: number | string | null;
  /** How many pages there are; wins over what `total` and `page-size` give. */
  pageCount?: number | string | null;
  /** How many records a page shows (default 10). */
  pageSize?: number | string | null;
  /**
   * The URL of each page for the element's links, in place of the one
   * built from the current URL: text with `{page}` (`/articles?page={page}`),
   * or, as a property, a function of the page (a single-page app's router).
   * Only http(s) and relative URLs are written.
   */
  hrefTemplate?: HrefTemplate | null;
  /**
   * `app`: no URLs. Links are `<button type="button">`s that fire
   * `paginator-navigate` (with `url: ''`) and, unless it is canceled, show
   * the page themselves, moving focus to the new current page; nothing is
   * fetched. Unset (or `links`): links with URLs.
   */
  navigation?: string | null;
  /**
   * The path and query links are written from (`/articles?sort=title`), in
   * place of the document's: on a server, the request's (docs/ssr.md). A
   * server renders no links without it (or `href-template`, or app mode).
   */
  here?: string | null;

  /** The records come from the attributes (`page`, `total`...), so a page change in app mode sets `page`. */
  private ownRecord?: boolean;
  /** App mode, as the last render read it. */
  private app?: boolean;
  /** Waiting for on-demand.ts to read the record from attributes. */
  private waiting?: boolean;

  private records: PagingRecords | null = null;
  /** The records, each checked once when they arrived: every render reads these, never the records again. */
  private checked: ReadonlyMap<string, CheckedRecord> | null = null;
  private resolvedModel: string | null = null;
  private reported = '';
  /** The Ajax update of the row that failed last, shown with Retry and Dismiss until a page loads or it is dismissed. */
  private failed: RowFailure | null = null;
  /** The notice's Retry button shown, if any: a click on it follows {@link PaginatorElement.failed} again. */
  private retry: ChildNode | null = null;
  /** The failure the notice shown was written for: where focus goes when it leaves with focus in it. */
  private shownFailure: RowFailure | null = null;
  /** How much the element is the one to show the failures of its row's elements beside it, in its own box: the highest does. */
  protected holdsNotices?: number;
  /** The bad `lang` last reported: reported once, not at every render. */
  private badLang = '';
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
    // A reload of (or a return to) a history entry that Ajax mode pushed: Back and Forward are taken
    // from the first element on (not at import: a server imports this module and has no history).
    if (!resumed) resumed = (resumeHistory(), true);
    for (const [name, value] of this.early.splice(0)) (this as unknown as Record<string, unknown>)[name] = value;
    super.connectedCallback();
    // Found by an Ajax answer's records through the page's index, not by a walk of the page.
    fileConsumer(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    dropConsumer(this);
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // The property, not the attribute: a framework may set it before the first update reflects it.
    return this.light ? this : super.createRenderRoot();
  }

  /** The element's custom states (`single`: hidden with its one page). */
  private readonly internals = this.attachInternals();
  /** The bad `hide-single-page` value last reported: reported once, then the element shows. */
  private badSingle: unknown;

  constructor() {
    super();
    this.early = takeEarlyValues(this, METHOD_NAMED);
    // On the element itself: the listener goes with it, so there is nothing to remove on disconnect.
    this.addEventListener('click', (event) => this.follow(event));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Links with `update`: Ajax mode is fetched in the background, so the first click does not wait for it.
    if (changed.has('updateTarget') && this.updateTarget && !isServer) {
      prefetchAjaxMode();
      // The notice of a failed update (its own file) comes in the background too: it is there when the network is not.
      if (!NOTICE.arriving) afterLoadAtIdle(() => void NOTICE.fetch());
    }
    if (changed.has('appearance')) {
      // Reported, then shown in the default look: a look is no reason to show nothing.
      const error = appearanceError(this.appearance);
      if (error) this.fail(error);
    }
    if (bringsRecord(changed) || this.waiting) {
      this.waiting = false;
      let records: PagingRecords | null = null;
      let model: string | null = null;
      try {
        model = inputText(this.model, 'model');
        records = resolveRecords(this.paging, inputText(this.source, 'source'), model);
        this.ownRecord = false;
        const attributes = this.recordAttributes();
        if (!records && Object.values(attributes).some((value) => value != null)) {
          const record = this.demand('total')?.attributeRecord(attributes);
          if (record) records = { [model || 'Model']: record };
          this.ownRecord = !!record;
        }
      } catch (error) {
        this.fail(error);
      }
      this.records = records;
      this.checked = records && checkRecords(records);
      this.resolvedModel = records && (model || Object.keys(records)[0]);
      // A server's element joins no page: one request's elements never reach another's.
      if (isServer) return;
      fileConsumer(this);
      // A page loaded (this element's, or another's that brought the record): what failed is behind.
      this.failed = null;
      // A record's `page` the author wrote keeps saying the page shown once a record handed over (an Ajax
      // answer's) takes the place of the attributes', as app mode reflects it (DESIGN §7); after this update.
      this.pageAttributeShown ||= !!this.ownRecord;
      if (!this.ownRecord && this.pageAttributeShown) void this.updateComplete.then(() => this.reflectPage());
    }
  }

  /** Whether the element's record ever came from its attributes: its `page` then says the page shown. */
  private pageAttributeShown = false;

  /** Sets the `page` attribute to the page the element shows, when it is the record's page and says another. */
  private reflectPage(): void {
    const page = this.resolvedModel && this.checked?.get(this.resolvedModel)?.read?.page;
    if (page && this.recordAttributes().page != null && this.getAttribute('page') !== String(page)) this.setAttribute('page', String(page));
  }

  /**
   * on-demand.ts, or undefined while it loads (the element reads its
   * record and updates again once it has); an error naming `field` when it
   * could not be loaded.
   */
  protected demand(field: string): typeof import('./on-demand.js') | undefined {
    const module = this.need(ON_DEMAND, field);
    if (!module) this.waiting = true;
    return module;
  }

  /**
   * The module of `part`, or undefined while it is on its way (the element
   * updates again once it has arrived); an error naming `field` when it
   * could not be fetched.
   */
  private need<T>(part: Part<T>, field: string): T | undefined {
    if (part.module === null) throw new PagingInputError(field, `${field}: ${part.file} could not be loaded`);
    if (!part.module) void part.fetch().then(() => this.requestUpdate());
    return part.module;
  }

  /**
   * What light DOM is rendered with (light-dom.ts), or undefined while it
   * is on its way: {@link PaginatorElement.view} then returns null, and the
   * element's children stay as they are (the server's markup) until it has
   * arrived. When it cannot be fetched, that is reported and they stay.
   */
  protected lightDom(): typeof import('./light-dom.js') | undefined {
    try {
      return this.need(LIGHT_DOM, 'light');
    } catch (error) {
      this.fail(error);
      return undefined;
    }
  }

  /** What `page`, `total`, `page-count` and `page-size` say, for a record without JSON. */
  protected recordAttributes(): RecordAttributes {
    return { page: this.page, total: this.total, pageCount: this.pageCount, pageSize: this.pageSize };
  }

  /** Complete once the parts the element asked for have arrived and it has rendered with them (its record and links are known). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete();
    const part = PARTS.find(({ module, arriving }) => module === undefined && arriving);
    return part ? (await part.arriving, this.getUpdateComplete()) : complete;
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
    const shown = this.shownViews(root === this);
    // A part the element needs is on its way: what it shows stays until it renders again with it.
    if (!shown) return;
    const [views, single, notice] = shown;
    // Patched, not rebuilt, so the nodes that stay keep focus. In light DOM
    // that includes the same markup rendered on the server (docs/ssr.md).
    // Where adoptedStyleSheets is missing, ReactiveElement put the styles
    // first in the shadow root (the content has none): they stay, as the
    // styles of a shadow root a server rendered do.
    // Hidden, its landmark too, while it has one page; shown again with more.
    if (single) this.internals.states.add('single');
    else this.internals.states.delete('single');
    const start = () => root.childNodes[root === this ? 0 : root.querySelectorAll('style').length] ?? null;
    // A notice that goes with focus in it (a page loaded after Retry, or Dismiss) hands focus back.
    const focused = !notice && (this.retry?.parentNode as Element | null)?.matches(':focus-within') && this.shownFailure;
    try {
      patch(root, views, start);
    } catch (error) {
      // Only an attribute the DOM refuses could get here: nothing half shown.
      this.fail(error);
      patch(root, [], start);
    }
    this.retry = notice?.nodes?.[1] ?? null;
    this.shownFailure = notice && this.failed;
    if (focused) NOTICE.module!.refocus(focused);
  }

  /**
   * What the element shows now, whether it hides with a single page, and
   * the failure notice among the views (if any); null while a part it
   * needs is on its way. Reads no DOM: a server
   * renders these views too (ssr/).
   * @internal
   */
  shownViews(light: boolean): [View[], boolean, ElementView | null] | null {
    let views: View[] = [];
    let single = false;
    // Records and a model to show come together (willUpdate()).
    if (this.records) {
      try {
        // Light DOM is the core's exact markup; the shadow root speaks the element's language.
        // Light DOM is the core's markup in the element's words (its numbers as the core writes them); the shadow root speaks the element's language.
        let shown = this.speaking(() => this.view(this.pagingState(), light), light);
        if (!shown) return null;
        this.app = false;
        if (this.navigation || this.hrefTemplate) {
          // Nothing until the page's own link targets are known: never a link to the wrong place.
          const module = this.demand(this.navigation ? 'navigation' : 'href-template');
          if (module) [shown, this.app] = module.targetViews(shown, this.navigation, this.hrefTemplate);
          else shown = [];
        }
        // `hide-single-page`, which <paginator-numbers> and <paginator-link> take (undefined elsewhere).
        const hide = (this as { hideSinglePage?: unknown }).hideSinglePage;
        // `false` is a property's way of saying absent; anything else is read on demand.
        const hides = hide != null && hide !== false && this.demand('hide-single-page')?.hidesSinglePage(hide, this.pagingState(), this.resolvedModel);
        single = hides === true;
        this.reported = '';
        if (hides instanceof Error && hide !== this.badSingle) this.fail(hides);
        this.badSingle = hides instanceof Error && hide;
        views = single ? [] : shown;
      } catch (error) {
        this.fail(error);
      }
    }
    const failure = this.failed && !this.failed.source.noFailureMessage ? this.failed : null;
    const page = failure?.detail.page ?? null;
    // In the element's language, as the rest of its shadow root. Shown only once failure-notice.ts, which writes it, has arrived.
    const notice = failure && this.speaking(() => NOTICE.module!.failureNotice(page), light);
    if (notice) views = [...views, notice];
    // `disabled`, which the elements that take input have: nothing to follow or focus (disabled.ts, on demand).
    // Falsy is off, as a form control's property: an empty attribute reads true (disabled-attribute.ts).
    const disabled = (this as { disabled?: unknown }).disabled;
    if (disabled) {
      try {
        views = this.demand('disabled')?.disabledViews(this, views, disabled, light) ?? [];
      } catch (error) {
        this.fail(error);
      }
    }
    // A part on its way at the first render (records from attributes, href-template): what is there stays, a
    // server's shadow root taken over when it arrives, not emptied before.
    return this.waiting && !this.hasUpdated ? null : [views, single, notice];
  }

  /**
   * What to show, from the core's page items: in light DOM the nodes of the
   * core's markup, in the shadow root nodes with parts and ARIA; none for
   * nothing; null while a part it needs is on its way (what is shown stays).
   */
  protected abstract view(paging: Paging, light: boolean): View[] | null;

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
      checked: this.checked!,
      // A server has no document: its links need `here` (or href-template, or app mode; ssr/).
      here: inputText(this.here, 'here') ?? (isServer ? '' : documentHere()),
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

  /**
   * Runs `fn` in the element's language (docs/languages.md): `__()` gives
   * its catalogue's words (an installed translator wins) and numbers are
   * grouped as it writes them. The language is the `lang` of the element
   * or its nearest ancestor, else English; a catalogue that is not here
   * yet is fetched, English meanwhile, and the element renders again when
   * it arrives. A `lang` that is no language tag is reported once and read
   * as English. `digits`: numbers are written as the core writes them
   * (light DOM: the core's markup, in the element's words).
   */
  protected speaking<T>(fn: () => T, digits = false): T {
    let lang = declaredLanguage(this);
    let number = numberFormat(lang);
    if (!number) {
      if (this.badLang !== lang) {
        this.badLang = lang;
        this.fail(new PagingInputError('lang', `lang ${describe(lang)} is no language tag: English is shown`));
      }
      number = numberFormat(lang = 'en')!;
    }
    return presenting({ words: hasTranslator() ? null : wordsOf(lang, () => this.requestUpdate()), number: digits ? String : number }, fn);
  }

  /**
   * Called after the element's page changed (app mode), or when Ajax mode
   * asks it to speak for a swap ({@link SAYS_PAGE}): once the element shows
   * the new record, the page's live region says "Page 7 of 20" in its
   * language (live-region.ts, loaded then). Never rejects: a record the
   * element cannot show was reported when it rendered, and there is nothing
   * to say.
   */
  protected pageChanged(): void {
    void Promise.all([import('../shared/live-region.js'), this.updateComplete]).then(([{ announcePage }]) => {
      if (this.records) this.speaking(() => announcePage(this.pagingState(), this.resolvedModel!, inputText(this.updateTarget, 'update')));
    }).catch(() => undefined);
  }

  /** @internal Ajax mode's request to say the page shown after a swap (ajax/say-page.ts). */
  [SAYS_PAGE](): void {
    this.pageChanged();
  }

  /** The options every core call gets: the element's model. */
  protected get modelOption(): { model: string } {
    return { model: this.resolvedModel as string };
  }

  /** Reports bad input once per distinct problem: a console error naming the element and the field, and `paginator-error`. */
  protected fail(error: unknown): void {
    let message = messageOf(error);
    // The core's TypeErrors name the record field or option at fault (`field "page"`, `Option "step"`);
    // a record built from attributes is the attributes' (its `count` is `total`).
    let field = error instanceof PagingInputError ? error.field : /(?:field|Option) "([^"]+)"/.exec(message)?.[1] ?? 'paging';
    const attribute = this.ownRecord && !(error instanceof PagingInputError) && ON_DEMAND.module!.RECORD_ATTRIBUTES[field];
    if (attribute) message = `${field = attribute}: ${message}`;
    if (this.reported === message) return;
    this.reported = message;
    console.error(`<${this.localName}>: ${message}`);
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

  /**
   * Which element shows this one's failures: of its row's elements beside
   * it (same parent), a `<paginator-numbers>` (the row's pager), else a
   * `<paginator-counter>` (the row's "where am I"); else itself.
   */
  private noticeHolder(): PaginatorElement {
    let holder: PaginatorElement = this;
    for (const other of consumersOf(this.resolvedModel!)) {
      if (other instanceof PaginatorElement && other.parentNode === this.parentNode && (other.holdsNotices ?? 0) > (holder.holdsNotices ?? 0)) holder = other;
    }
    return holder;
  }

  /** Whether a failed Ajax update shows its message next to the element (a `more` link says it in its own words). */
  protected reportsFailures(): boolean {
    return true;
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
    if (this.failed && this.retry && path.includes(this.retry.parentNode!)) {
      const { source, detail } = this.failed;
      // Retry goes again from the element that failed (this one, when that has left the page); Dismiss takes the notice away.
      if (path.includes(this.retry)) (source.isConnected ? source : this).navigate(detail, event.detail === 0);
      else if (path.includes(this.retry.nextSibling!)) {
        this.failed = null;
        this.requestUpdate();
      }
      return;
    }
    // A link, or in app mode the button that stands for one (a form's submit button is not one).
    const link = path.slice(0, path.indexOf(this)).find((node): node is HTMLAnchorElement | HTMLButtonElement => (node instanceof HTMLAnchorElement && node.hasAttribute('href'))
      || (node instanceof HTMLButtonElement && node.type === 'button'));
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    const item = shownItem(this.renderRoot, link) as LinkItem | undefined;
    if (!item && link instanceof HTMLButtonElement) return;
    const detail: NavigateDetail = { page: item?.page ?? null, url: link instanceof HTMLAnchorElement ? link.href : '', model: this.resolvedModel, kind: this.kindOf(item) };
    // A click from Enter (or assistive technology) has no click count.
    if (this.navigate(detail, event.detail === 0) !== 'browser') event.preventDefault();
  }

  /**
   * Goes where a link (or a form of the element) leads: `paginator-navigate`
   * (cancelable), then, in app mode, the page shown by the element itself,
   * or, in Ajax mode, the update in place of the browser's navigation.
   * Returns `'canceled'` when a listener canceled it, `'app'` in app mode,
   * `'ajax'` when Ajax mode took it, and `'browser'` when the browser is to
   * go there (a link is then followed as it is; a form's caller assigns the
   * URL).
   * `keyboard`: started from the keyboard, so focus moves to the updated
   * region after the swap.
   */
  protected navigate(detail: NavigateDetail, keyboard: boolean): 'canceled' | 'app' | 'ajax' | 'browser' {
    // Focus is in the element before the event: a listener may move it.
    const focus = keyboard || this.matches(':focus-within');
    // The control the reader used: focus goes back to it when a notice of this navigation leaves with focus in it.
    const control = focusedIn(this.renderRoot);
    if (!fire(this, 'paginator-navigate', detail, true)) return 'canceled';
    if (this.app) {
      // The row shows it: every element bound to the model (DESIGN §7), as after an Ajax swap.
      ON_DEMAND.module!.showRowPage(this, detail.page, focus, (el) => (el instanceof PaginatorElement ? !!el.ownRecord : null));
      // Said as an Ajax page change is.
      if (detail.page !== null) this.pageChanged();
      return 'app';
    }
    // Read after the event: a listener may have set it.
    const update = this.updateTarget;
    if (!update) return 'browser';
    // The request carries the navigate detail (url, model, kind, page) into the Ajax events. It takes
    // part in "last click wins" from now on, though Ajax mode may still be arriving.
    const options = this.ajaxOptions();
    const done = (this.ajaxDone = startUpdate({
      ...detail, update, indicator: this.indicator, source: this, keyboard,
      pushUrl: this.pushUrl, timeout: this.timeout, crossOrigin: this.crossOrigin, autoscroll: !this.noAutoscroll, ...options,
    }));
    // Ajax mode says the page change, once for the page (ajax/say-page.ts).
    void done.then(async (outcome) => {
      // Replaced or canceled: the newer navigation, or the page, says what happens.
      if ((outcome !== 'failed' && outcome !== 'loaded') || !this.reportsFailures()) return;
      // The notice is written by failure-notice.ts; when that cannot be fetched, paginator-error and the console line still tell.
      await NOTICE.fetch();
      const holder = this.noticeHolder();
      // Loaded: the notice of this element's failure goes (a record brought along takes any notice away).
      if (!NOTICE.module || (outcome === 'loaded' && holder.failed?.source !== this)) return;
      // A Retry keeps the control the first attempt was made with.
      holder.failed = outcome === 'failed' ? { detail, keyboard, source: this, control: control ?? holder.failed?.control ?? null } : null;
      holder.requestUpdate();
    });
    return 'ajax';
  }
}

/** A failure of an element of the row, kept by the element that shows it. */
type RowFailure = Failure & { readonly source: PaginatorElement };

/** The control focused inside `root` (a shadow root, or a light element), outside a failure notice; else null. */
function focusedIn(root: ParentNode): Element | null {
  const node = ((root instanceof ShadowRoot ? root : (root as Node).getRootNode()) as Document | ShadowRoot).activeElement;
  return node && node !== root && root.contains(node) && !node.closest('[part=failure]') ? node : null;
}

/** The properties that bring the element a record (or another model's), not a configuration. */
export const RECORD_PROPERTIES: ReadonlySet<PropertyKey> = new Set(['paging', 'source', 'model', 'page', 'total', 'pageCount', 'pageSize']);

/** Whether an update brings another record to show. */
export function bringsRecord(changed: PropertyValues): boolean {
  for (const key of RECORD_PROPERTIES) if (changed.has(key)) return true;
  return false;
}

/** Props named like a method of the element, which frameworks assign as properties (method-named-property.ts). */
const METHOD_NAMED = ['update', 'before', 'after'];
methodNamedProperty(PaginatorElement.prototype, 'update', 'updateTarget');
// Every subclass files its elements in the page's index of bound elements (bound-consumers.ts),
// so an Ajax answer's records need not look for them in the page.
Object.defineProperty(PaginatorElement, FILES_ITSELF, { value: true });

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
