import { isServer } from 'lit-html/is-server.js';
import type { PropertyDeclarations } from '@lit/reactive-element';
import { __ } from '../../shared/i18n.js';
import type { PageItem } from '../../pagination/items.js';
import { linker, sortDir, sortKey } from '../../pagination/link.js';
import { firstItems, lastItems } from '../../pagination/numbers.js';
import { hasNoTotal } from '../../pagination/countless.js';
import { nextItem, prevItem } from '../../pagination/prev-next.js';
import { sortItem } from '../../pagination/sort.js';
import { current, type Paging } from '../../pagination/paging.js';
import { describe } from '../../shared/php.js';
import { shadowView } from '../paginator-element/item-views.js';
import { PaginatorElement } from '../paginator-element/paginator-element.js';
import { countOrLabel, inputText } from '../paginator-element/paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import type { RecordAttributes } from '../paginator-element/record-attributes.js';
import { view, type View } from '../paginator-element/render.js';
import type { NavigateDetail } from '../paginator-element/paginator-element.js';
import type { AjaxRequest } from '../../ajax/ajax-update.js';
import type { LoadMore } from './load-more.js';
import { textAttribute } from '../shared/text-attribute.js';
import { consumersOf } from '../../ajax/bound-consumers.js';
import { DISABLED } from '../shared/disabled-attribute.js';

/** The kinds of link the element renders. */
export const LINK_KINDS = ['prev', 'next', 'first', 'last', 'sort', 'page', 'more'] as const;
/** One of {@link LINK_KINDS}. */
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * One navigation link: to the previous or next page, the first or last page
 * (or the first/last few pages when the label is a number), a sort toggle
 * for a field, or a given page — the interface's `prev()`, `next()`,
 * `first()`, `last()`, `sort()` and `link()` — or a "Load more" link to the
 * next page whose answer, in Ajax mode, is appended to the region (see
 * docs/load-more.md). The label is the element's
 * text content; without one, the interface's default titles are used.
 * Where there is nowhere to go (no previous page...), the label is shown
 * disabled: not focusable, with `aria-disabled`. On a record without a
 * total, prev and next follow its cursors when it has them, and `last`
 * renders nothing (the last page is unknown).
 *
 * In the default look (any `appearance` but `classic`) prev and next are
 * drawn as a chevron, first and last as a double chevron, mirrored in a
 * right-to-left text; their label, the page's or the default title's words
 * ("first", "erste"), is visually hidden and stays the link's accessible
 * name. `appearance="classic"` and light DOM show the label as text.
 *
 * @summary A prev / next / first / last / sort / page / load-more link.
 *
 * @fires paginator-navigate - Before the link is followed; cancelable. Detail: `{page, url, model, kind}`.
 * @fires paginator-request - Ajax mode: before the fetch; cancelable.
 * @fires paginator-load - Ajax mode: after the answer was swapped in, with the new paging records.
 * @fires paginator-error - Bad input, or an Ajax failure. Detail: `{status, error, ...}`.
 *
 * @csspart link - The link.
 * @csspart current - A `page` link to the current page.
 * @csspart disabled - The label where there is nowhere to go.
 * @csspart separator - Between the links of a first/last run.
 * @csspart ellipsis - After a first run or before a last run.
 * @csspart status - `more`: the polite live region that says how many rows arrived.
 * @csspart failure - Ajax mode: the message shown when an update this element started failed (a `<paginator-numbers>` of its row beside it shows it instead).
 * @csspart retry - Ajax mode: the Retry button of that message.
 * @csspart dismiss - Ajax mode: the button that takes that message away.
 *
 * @cssprop --paginator-link-color - Colour of the link.
 * @cssprop --paginator-disabled-color - Colour of a disabled label.
 * @cssprop --paginator-padding - Padding of the link.
 * @cssprop --paginator-radius - Corner radius of the link.
 * @cssprop --paginator-focus-ring - Outline of the focused link.
 * @cssprop --paginator-accent - Default look: colour of the focus ring, and fill of a `page` link's current page.
 * @cssprop --paginator-target-size - Default look: least width and height of the link (2em; never under 24px, or 44px where the pointer is coarse).
 */
export class PaginatorLink extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    kind: { reflect: true, converter: textAttribute },
    label: {},
    step: { type: Number },
    disabledLabel: { attribute: 'disabled-label' },
    key: {},
    infinite: { type: Boolean },
    hideSinglePage: { attribute: 'hide-single-page' },
    disabled: DISABLED,
  };

  /** `prev`, `next`, `first`, `last`, `sort`, `page` or `more`. */
  kind: string = 'next';
  /** The label; by default the element's text content. */
  label: string | null = null;
  /** `prev` / `next`: how many pages to move. */
  step = 1;
  /** `prev` / `next` / `first` / `last`: the label shown when there is nowhere to go (default: the label). */
  disabledLabel: string | null = null;
  /** `sort`: the field to sort by (`title`, `Article.title`). */
  key: string | null = null;
  /** `more`, in Ajax mode: follow the link by itself whenever it scrolls into view (infinite scroll). */
  infinite = false;

  /** Hide the element, and its landmark, while its record has one page (a boolean attribute). */
  hideSinglePage: boolean | string | null = null;

  /**
   * Nothing to follow or focus while set (a boolean attribute, reflected):
   * links are shown greyed as items with `aria-disabled="true"`, form
   * controls are `disabled`. An Ajax request already on its way still
   * lands. Removing it gives everything back.
   *
   * @reflect
   */
  disabled: boolean | string = false;

  /** `more`: its behaviour (load-more.ts), loaded when the kind is first `more`. */
  private more?: LoadMore;
  private moreLoading?: Promise<void> | null;
  /** `more`: the request (or the restoration of rows after Back) under way; a click meanwhile is ignored. */
  private appending?: Promise<unknown>;
  /**
   * `sort`: the direction the records are sorted by this link's key, or
   * null when they are not. Reflected as the `sorted` attribute for styling
   * (`paginator-link[sorted="desc"]`); set by the element, not by the page.
   */
  get sorted(): 'asc' | 'desc' | null {
    const value = this.getAttribute('sorted');
    return value === 'asc' || value === 'desc' ? value : null;
  }

  private labelObserver?: MutationObserver;

  /**
   * `prev` or `next` when the link offers its row (the elements bound to
   * its model) the previous or next page, moving one page; else null. A
   * `<paginator-numbers>` of the row then leaves that step to the link: a
   * row has one previous and one next (DESIGN §7).
   */
  get rowStep(): 'prev' | 'next' | null {
    const { kind } = this;
    // Read as the core reads a step (1 or '1'), never converted: this runs after every update and on (dis)connection,
    // outside the render that reports bad input, where a hostile value's conversion (an object without a prototype,
    // a bigint, a symbol) would throw out of the lifecycle.
    const step: unknown = this.step;
    return this.isConnected && (kind === 'prev' || kind === 'next') && (typeof step === 'string' && /^\d+$/.test(step) ? Number(step) : step) === 1 ? kind : null;
  }

  /** The model and the step the row was last told this link offers. */
  private offered: unknown[] = [];

  /**
   * Tells the row (through the page's index of bound elements) that what
   * the link offers it changed: the elements of the model it left and of
   * the one it joined render again.
   */
  private tellRow(): void {
    const { boundModel, rowStep } = this;
    const [model, step] = this.offered;
    if (step === rowStep && (model === boundModel || !rowStep)) return;
    this.offered = [boundModel, rowStep];
    // An element of both is asked twice: the second request joins the first.
    for (const other of [...consumersOf(model as string), ...consumersOf(boundModel!)]) {
      if (other !== this) (other as { requestUpdate?(): void }).requestUpdate?.();
    }
  }

  protected override updated(): void {
    this.tellRow();
    // A page that has no load-more link never downloads its behaviour.
    this.moreLoading ??= this.kind === 'more' ? import('./load-more.js').then(({ LoadMore }) => {
      this.more = new LoadMore(this, (request) => this.hold(request));
    }, (error: unknown) => {
      // The link still appends; only its live region, infinite scroll and Back restoration are missing.
      console.error('<paginator-link>: load-more.js could not be loaded:', error);
    }) : null;
  }

  /** `more`: ignores clicks until `request` has ended (a second click would append a page twice, or out of order). */
  private hold(request: Promise<unknown>): void {
    this.appending = request;
    void request.finally(() => {
      if (this.appending === request) this.appending = undefined;
    });
  }

  override connectedCallback(): void {
    // Light DOM is the render target there: keep the label before the render replaces it.
    if (this.light && this.label === null) this.label = this.textLabel;
    super.connectedCallback();
    if (!this.light) (this.labelObserver ??= new MutationObserver(() => this.requestUpdate())).observe(this, { childList: true, characterData: true, subtree: true });
    // Moved in the page: back in its row.
    this.tellRow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.labelObserver?.disconnect();
    this.tellRow();
  }

  /** The label in force: the `label` property, else the text content, else null (the core's default). */
  private currentLabel(): string | null {
    // A server knows no text content (docs/ssr.md: write the label in `label` there).
    return inputText(this.label, 'label') || (this.renderRoot === this || isServer ? null : this.textLabel);
  }

  /** The text content as a label, or null when it is blank. */
  private get textLabel(): string | null {
    return this.textContent!.trim() || null;
  }

  /** The core's page items for this link: none when it renders nothing. */
  private items(paging: Paging): PageItem[] {
    const label = this.currentLabel();
    const options = this.modelOption;
    const { kind } = this;
    const disabledLabel = inputText(this.disabledLabel, 'disabled-label');
    const key = inputText(this.key, 'key');
    switch (kind) {
      case 'prev':
      case 'next': {
        // rel as an option: in light DOM the link is then the core's markup for it, rel included.
        const item = (kind === 'prev' ? prevItem : nextItem)(paging, label ?? undefined, { ...options, step: this.step, rel: kind }, disabledLabel ?? label ?? true);
        return item ? [item] : [];
      }
      case 'first':
      case 'last': {
        const target = countOrLabel(label) ?? undefined;
        const items = (kind === 'first' ? firstItems : lastItems)(paging, target, options);
        if (items && items.length) return items;
        // Without a total the last page is unknown: nothing to show, not a disabled label that says "you are there".
        if (kind === 'last' && hasNoTotal(paging, options.model)) return [];
        // Nowhere to go: show the label disabled, as prev and next do.
        const text = disabledLabel ?? (typeof target === 'number' ? null : label ?? __(kind === 'first' ? '<< first' : 'last >>'));
        return text === null ? [] : [{ type: 'disabled', role: kind, label: text, markup: false, tag: 'div', attributes: {} }];
      }
      case 'sort': {
        if (!key) throw new PagingInputError('key', 'key is required for kind="sort"');
        // An attribute, not a reactive property: setting it while rendering must not schedule another render.
        if (sortKey(paging, options.model) === key.slice(key.lastIndexOf('.') + 1)) this.setAttribute('sorted', sortDir(paging, options.model));
        else this.removeAttribute('sorted');
        return [label === null ? sortItem(paging, key, null, options) : sortItem(paging, label, key, options)];
      }
      case 'more': {
        // The next page (rel=next, as a next link), or nothing after the last: its label is no use without somewhere to go.
        const item = nextItem(paging, label ?? __('Load more'), { ...options, rel: 'next' });
        return item ? [item] : [];
      }
      case 'page': {
        const page = inputText(this.page, 'page') ?? '';
        const to = Number(page);
        if (!/^\d+$/.test(page) || to < 1) {
          throw new PagingInputError('page', `page must be a positive integer, got ${describe(this.page)}`);
        }
        if (to === current(paging, options.model)) return [{ type: 'current', page: to, label: label ?? page, markup: false, tag: 'span' }];
        return [linker(paging, options).link(label ?? page, { page: to }, 'page')];
      }
      default:
        throw new PagingInputError('kind', `kind must be one of ${LINK_KINDS.join(', ')}, got ${describe(kind)}`);
    }
  }

  protected view(paging: Paging, light: boolean): View[] | null {
    const items = this.items(paging);
    // Light DOM: the core's markup (light-dom.ts, fetched on first use).
    const dom = light ? this.lightDom() : null;
    if (dom === undefined) return null;
    // `more` is a next link that says what it does: its label stays, no chevron. First and last: a double chevron.
    const look = this.kind === 'more' ? TEXT_LABEL : CHEVRONS;
    const views = dom ? dom.lightViews(items) : items.map((item) => shadowView(item, look));
    // First, so that it stays the same node when the link goes: a live region is only heard when it changes.
    if (this.kind === 'more') views.unshift(view('span', STATUS, [this.more?.status ?? '']));
    return views;
  }

  protected override ajaxOptions(): Pick<AjaxRequest, 'swap' | 'pushUrl'> {
    // An append is not a page of its own: no URL is pushed (load-more.ts records the rows for Back instead).
    return this.kind === 'more' ? { swap: 'append', pushUrl: false } : {};
  }

  protected override navigate(detail: NavigateDetail, keyboard: boolean): 'canceled' | 'app' | 'ajax' | 'browser' {
    // Only a `more` link holds (see hold()).
    if (this.appending) return 'canceled';
    const how = super.navigate(detail, keyboard);
    if (how === 'ajax' && this.kind === 'more') this.hold(this.ajaxDone!);
    return how;
  }

  protected override reportsFailures(): boolean {
    return this.kind !== 'more';
  }

  protected override recordAttributes(): RecordAttributes {
    // `page` is the page a `page` link goes to, not the current one (page 1 of a record from attributes).
    return { ...super.recordAttributes(), page: this.kind === 'page' ? null : this.page };
  }

  protected override kindOf(): string {
    return this.kind;
  }
}

const TEXT_LABEL = { chevron: false };
const CHEVRONS = { edges: true };

/** The live region of a `more` link (`role="status"`: polite, read whole). */
const STATUS = ['part', 'status', 'role', 'status'];

if (!customElements.get('paginator-link')) customElements.define('paginator-link', PaginatorLink);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-link': PaginatorLink;
  }
}
