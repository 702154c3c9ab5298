import { isServer } from 'lit-html/is-server.js';
import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { __, formatNumber } from '../../shared/i18n.js';
import type { LinkItem, PageItem } from '../../pagination/items.js';
import { numbersItems } from '../../pagination/numbers.js';
import type { Paging } from '../../pagination/paging.js';
import { shadowView, type LinkLook } from '../paginator-element/item-views.js';
import { PaginatorElement, RECORD_PROPERTIES } from '../paginator-element/paginator-element.js';
import { countOrLabel, inputText } from '../paginator-element/paging-source.js';
import { PagingInputError } from '../../shared/input-error.js';
import { nextItem, prevItem } from '../../pagination/prev-next.js';
import { describe } from '../../shared/php.js';
import { view, type View } from '../paginator-element/render.js';
import { methodNamedProperty } from '../shared/method-named-property.js';
import { COMPACT, WidthFit } from './width-fit.js';
import { compactStyles } from './compact.styles.js';
import { consumersOf } from '../../ajax/bound-consumers.js';
import { regionName } from './landmark-name.js';
import { DISABLED } from '../shared/disabled-attribute.js';

/**
 * The page-number links around the current page, with optional first and
 * last runs (the interface's `numbers()`), and optional prev and next links
 * around them, so that a whole pager is one navigation landmark. The host
 * is that landmark, named by its `aria-label` or `aria-labelledby`, else
 * after what it controls: "Pagination, Results" for the region it updates
 * (that region's name or heading, or the name of a section around it),
 * else "Pagination" (translated).
 *
 * A windowed pager never wraps and never overflows: where its width cannot
 * hold the window, it shows fewer pages around the current one, and where
 * even the current page ± 1 does not fit, its compact form ‹ "Page 3 of
 * 20" ›; `format="compact"` asks for that form always.
 *
 * In its shadow root the pages are targets of at least 24×24 px, prev and
 * next chevrons; `appearance` chooses `outlined` (default), `plain`,
 * `filled` or `classic` (underlined links between separators).
 *
 * @summary Page-number navigation for a paged record set.
 *
 * @attr {string} aria-label - The landmark's name, in place of the one the element gives it ("Pagination, Results").
 * @attr {string} aria-labelledby - Ids of the elements whose text names the landmark, in place of the one the element gives it.
 * @attr {string} role - The host's role: `navigation`, which the element sets unless the page gives another (the page's wins).
 *
 * @fires paginator-navigate - Before a link is followed; cancelable. Detail: `{page, url, model, kind}`.
 * @fires paginator-request - Ajax mode: before the fetch; cancelable.
 * @fires paginator-load - Ajax mode: after the answer was swapped in, with the new paging records.
 * @fires paginator-error - Bad input, or an Ajax failure. Detail: `{status, error, ...}`.
 *
 * @csspart nav - The box around the list (the host itself is the navigation landmark).
 * @csspart list - The list of pages.
 * @csspart item - Each list item.
 * @csspart link - A link to a page (also `first` / `last` on labelled first/last links, `prev` / `next` on prev and next).
 * @csspart first - A labelled link to the first page (`first="« first"`), also a `link`.
 * @csspart last - A labelled link to the last page (`last="last »"`), also a `link`.
 * @csspart prev - The link to the previous page, with `prev` set.
 * @csspart next - The link to the next page, with `next` set.
 * @csspart disabled - The label of prev or next where there is nowhere to go.
 * @csspart current - The current page.
 * @csspart separator - The text between two pages (not shown in the default look; shown with `appearance="classic"`).
 * @csspart ellipsis - The text marking skipped pages.
 * @csspart skip - With `ellipsis-links`: the link an ellipsis becomes ("Jump forward 9 pages"), also a `link`.
 * @csspart before - The `before` text, ahead of the window of pages.
 * @csspart after - The `after` text, after the window of pages.
 * @csspart status - The compact form's list item between prev and next.
 * @csspart page - The compact form's "Page 3 of 20".
 * @csspart summary - With `summary`: the rows the page holds, "21–30 of 200" (ahead of the pages, or in the compact form).
 * @csspart jump - The compact form's field, with `jump`: the form around "Page [ 5 ] of 20".
 * @csspart label - The label of that field ("Page").
 * @csspart input - The field.
 * @csspart error - The message that says why a page typed was refused.
 * @csspart failure - Ajax mode: the message shown when an update this element, or a link of its row beside it, started failed.
 * @csspart retry - Ajax mode: the Retry button of that message.
 * @csspart dismiss - Ajax mode: the button that takes that message away.
 *
 * @cssprop --paginator-gap - Space between items.
 * @cssprop --paginator-link-color - Colour of the links.
 * @cssprop --paginator-current-color - Colour of the current page.
 * @cssprop --paginator-current-background - Background of the current page.
 * @cssprop --paginator-current-weight - Font weight of the current page.
 * @cssprop --paginator-padding - Padding of links and the current page.
 * @cssprop --paginator-radius - Corner radius of links and the current page.
 * @cssprop --paginator-separator-color - Colour of separators and ellipses.
 * @cssprop --paginator-focus-ring - Outline of a focused link.
 * @cssprop --paginator-font - Font of the element.
 * @cssprop --paginator-disabled-color - Colour of prev or next where there is nowhere to go.
 * @cssprop --paginator-accent - Default look: fill of the current page and colour of the focus ring (a blue; a lighter one where the page's `color-scheme` is dark).
 * @cssprop --paginator-error-color - Colour of the jump field's message.
 * @cssprop --paginator-target-size - Default look: least width and height of pages, prev and next (2em; never under 24px, or 44px where the pointer is coarse).
 */
export class PaginatorNumbers extends PaginatorElement {
  /** The reactive properties: attributes and how they convert (Lit's declaration, without decorators). */
  static override properties: PropertyDeclarations = {
    modulus: {},
    separator: {},
    first: {},
    last: {},
    beforeText: { attribute: 'before' },
    afterText: { attribute: 'after' },
    prev: {},
    next: {},
    preset: {},
    listClass: { attribute: 'list-class' },
    itemClass: { attribute: 'item-class' },
    linkClass: { attribute: 'link-class' },
    currentClass: { attribute: 'current-class' },
    disabledClass: { attribute: 'disabled-class' },
    format: {},
    summary: { type: Boolean },
    hideSinglePage: { attribute: 'hide-single-page' },
    ellipsisLinks: { attribute: 'ellipsis-links' },
    jump: {},
    disabled: DISABLED,
  };

  static override styles = [PaginatorElement.styles, compactStyles];

  /** The host's naming attributes: a change re-checks the name the element gives its landmark. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...LANDMARK_ATTRIBUTES];
  }

  /** How many pages the window shows around the current one (0: every page, up to 10,000). */
  modulus: string | number = '8';
  /** Text between two page links. */
  separator = ' | ';
  /** A number of first pages always linked, or the label of a link to page 1. */
  first: string | null = null;
  /** A number of last pages always linked, or the label of a link to the last page. */
  last: string | null = null;
  /**
   * Text before the window of pages. Attribute `before`; writing the
   * property `before` sets it too, reading it gives the DOM's `before()`.
   */
  beforeText: string | null = null;
  /**
   * Text after the window of pages. Attribute `after`; writing the property
   * `after` sets it too, reading it gives the DOM's `after()`.
   */
  afterText: string | null = null;
  /**
   * A link to the previous page ahead of the numbers, inside the same
   * landmark: its label, or empty (or `true`) for the default title.
   * Unset, none.
   */
  prev: string | boolean | null = null;
  /** A link to the next page after the numbers, as {@link PaginatorNumbers.prev}. */
  next: string | boolean | null = null;
  /**
   * Light DOM only: the markup written. `core` (the default) is the core's
   * exact markup; `list` a `ul > li > a` list with no classes; `bootstrap`
   * Bootstrap 5's pagination (`ul.pagination > li.page-item > a.page-link`).
   * The list presets write no separators.
   */
  preset: string = 'core';
  /** List presets: the `<ul>`'s class, instead of the preset's. */
  listClass: string | null = null;
  /** List presets: every `<li>`'s class, instead of the preset's. */
  itemClass: string | null = null;
  /** List presets: the class of every link and of the current page's `<span>`, instead of the preset's. */
  linkClass: string | null = null;
  /** List presets: the class added to the current page's `<li>`, instead of the preset's. */
  currentClass: string | null = null;
  /** List presets: the class added to the `<li>` of a disabled link or a text, instead of the preset's. */
  disabledClass: string | null = null;
  /**
   * `numbers` (the default): the window of page numbers, in its compact
   * form only where the width holds nothing larger; `compact`: always the
   * compact form, prev and next around "Page 3 of 20".
   */
  format: string | null = null;
  /**
   * Show which rows the page holds: "21–30 of 200" ahead of the pages (the
   * window narrows before it would wrap), or in the compact form.
   */
  summary = false;

  /**
   * Each ellipsis of the window becomes a link that jumps by the window's
   * size (the modulus + 1 pages) from the current page, named "Jump
   * forward 9 pages" (a boolean attribute).
   */
  ellipsisLinks: boolean | string | null = null;

  /**
   * The compact form shows the page as a field (a boolean attribute):
   * "Page [ 5 ] of 20". Enter goes where a page link goes, in every
   * navigation mode; what is no page gets `<paginator-jump>`'s messages
   * and goes nowhere. The standard form shows no field.
   */
  jump?: boolean | string | null;

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

  /** The row's pager: a failure of an element beside it is shown here, in its box. */
  protected override holdsNotices = 2;

  /** The window of pages its width holds (width-fit.ts). */
  private readonly widthFit = new WidthFit({ host: this, sizes: () => this.fitSizes(), render: () => this.renderViews() });

  /** The `aria-label` the element wrote itself (not the page's), so that it can take it back. */
  private ownLabel: string | null = null;
  /** The element is writing its own naming attributes: not a change to react to. */
  private naming = false;
  /** The default name the landmark was last checked with; null when the page changed a naming attribute since. */
  private namedWith: string | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.widthFit.connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.widthFit.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A new record keeps the narrowed window (no flash of the wide one on every page change); anything
    // else the page changes is shown as configured, then fitted again.
    for (const key of changed.keys()) if (!RECORD_PROPERTIES.has(key)) this.widthFit.size = null;
  }

  protected override updated(): void {
    // What was rendered may no longer fit (or fit a larger window again).
    this.widthFit.schedule();
  }

  /**
   * The window sizes the element may show, the configured modulus first,
   * down to 2 (the current page ± 1), then the compact form in a shadow
   * root (light DOM keeps the core's markup of numbers); none when the
   * numbers are not windowed (a modulus of 0 asks for every page, which
   * wraps).
   */
  private fitSizes(): number[] {
    const modulus = this.fitted();
    const sizes: number[] = [];
    if (!modulus) return sizes;
    for (let size = modulus; size > 2; size -= 2) sizes.push(size);
    sizes.push(2);
    if (this.renderRoot !== this) sizes.push(COMPACT);
    return sizes;
  }

  /** The configured modulus when the element fits its window to its width (a window wider than the current page ± 1), else 0. */
  private fitted(): number {
    // Read without coercing: a hostile value's valueOf() would throw outside any render (in the fitting frame).
    const { modulus } = this;
    const value = typeof modulus === 'number' ? modulus : typeof modulus === 'string' && /^\d+$/.test(modulus) ? Number(modulus) : 0;
    return Number.isSafeInteger(value) && value > 2 ? value : 0;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (!this.naming && LANDMARK_ATTRIBUTES.includes(name)) {
      this.namedWith = null;
      this.requestUpdate();
    }
  }

  protected view(paging: Paging, light: boolean): View[] | null {
    // Checked again only when it can have changed: a re-render that moves a page reads no attribute.
    const name = this.defaultName();
    if (name !== this.namedWith) this.nameLandmark(name);
    // Light DOM: the core's markup, or a list preset's (light-dom.ts, fetched on first use).
    const dom = light ? this.lightDom() : null;
    if (dom === undefined) return null;
    const look = dom && dom.listLook(this.preset, {
      list: this.listClass, item: this.itemClass, link: this.linkClass, current: this.currentClass, disabled: this.disabledClass,
    });
    const format = inputText(this.format, 'format') || 'numbers';
    if (format !== 'numbers' && format !== 'compact') {
      throw new PagingInputError('format', `format must be "numbers" or "compact", got ${describe(this.format)}`);
    }
    // Narrowed to fit its width: the first and last pages stay in reach.
    const narrowed = this.widthFit.size;
    if (format === 'compact' || narrowed === COMPACT) {
      const form = compactForm ?? this.loadCompactForm();
      if (form) return form.compactViews(paging, { ...this.modelOption, prev: !this.rowOffers('prev') && this.prev, next: !this.rowOffers('next') && this.next, summary: this.summary, host: this }, dom);
      // On its way: nothing asked for, or the narrowest window meanwhile.
      if (format === 'compact') return [];
    }
    const separator = inputText(this.separator, 'separator');
    const first = countOrLabel(inputText(this.first, 'first'));
    const last = countOrLabel(inputText(this.last, 'last'));
    const modulus = narrowed === COMPACT ? 2 : narrowed ?? this.modulus;
    const numbers = numbersItems(paging, {
      ...this.modelOption,
      modulus,
      separator,
      first: narrowed === null ? first : first ?? 1,
      last: narrowed === null ? last : last ?? 1,
      before: inputText(this.beforeText, 'before'),
      after: inputText(this.afterText, 'after'),
    });
    if (!numbers) return [];
    // Ellipsis links come on demand (what is shown stays meanwhile).
    const skips = this.ellipsisLinks !== null && this.demand('ellipsis-links');
    if (skips === undefined) return null;
    const [shown, finish] = skips ? skips.ellipsisLinks(this, this.ellipsisLinks, numbers, paging, this.boundModel!, modulus, (error) => this.fail(error)) : [numbers, SAME];
    // The core's markup puts the numbers' separator between prev, the numbers and next, as a page writing them in a row would.
    const between: PageItem[] = dom && !look && separator ? [{ type: 'separator', text: separator, markup: false }] : [];
    const prev = this.stepItem(paging, 'prev');
    const next = this.stepItem(paging, 'next');
    const items = prev || next ? [...(prev ? [prev, ...between] : []), ...shown, ...(next ? [...between, next] : [])] : shown;
    if (dom) return finish(look ? dom.listViews(items, look) : dom.lightViews(items, ['aria-current', 'page']));
    // One list item a page; the texts after a page (separator, ellipsis) go with it.
    // "Page %page%" split once: each number link's name is its number between the two.
    const pageName = __('Page %page%');
    const at = pageName.indexOf('%page%');
    const [nameStart, nameEnd] = at < 0 ? [pageName, ''] : [pageName.slice(0, at), pageName.slice(at + 6)];
    // The summary ahead of the pages is the compact form's (fetched on first use; what is shown stays meanwhile).
    if (this.summary && !compactForm) return this.loadCompactForm();
    const list = this.summary ? compactForm!.summaryItems(paging, this.boundModel!) : [];
    let texts: View[] | null = null;
    for (const item of items) {
      const decoration = item.type === 'separator' || item.type === 'ellipsis' || item.type === 'before' || item.type === 'after';
      if (!decoration || !texts) {
        texts = [];
        list.push(view('li', ITEM, texts));
      }
      // Page numbers are grouped as the element's language writes them ("500,000,000,000").
      if (item.type === 'link' && item.role === 'number') {
        // A page number is named "Page n": the view written here, as shadowView() would, without a look for each.
        const label = formatNumber(item.page!);
        texts.push(view('a', ['part', 'link', 'href', item.url, 'aria-label', at < 0 ? pageName : nameStart + label + nameEnd], [label], item));
        continue;
      }
      let look: LinkLook = NO_LOOK;
      if (item.type === 'current') look = { label: formatNumber(item.page) };
      // A labelled link is prev, next, or the first or last run's.
      else if (item.type === 'link') look = { part: `link ${item.role}` };
      texts.push(shadowView(item, look));
    }
    // A windowed list stays on one line (the window narrows instead); every page of an unwindowed one wraps.
    return finish([view('div', this.fitted() ? NAV_ONE_LINE : NAV, [view('ul', LIST, list)])]);
  }

  /**
   * Fetches the compact form for this element, which renders again when it
   * has arrived (or reports that it could not); null meanwhile.
   */
  private loadCompactForm(): null {
    loadCompactForm().then(() => this.requestUpdate(), (error: unknown) => this.fail(new PagingInputError('format', `the compact form could not be loaded (${error instanceof Error ? error.message : describe(error)})`)));
    return null;
  }

  /**
   * The name the landmark gets when the page gives it none: after the
   * region it updates (landmark-name.ts), else "Pagination".
   */
  private defaultName(): string {
    const update = inputText(this.updateTarget, 'update');
    // A server has no page to read the region's name from (docs/ssr.md: name such a pager there).
    const what = update && !isServer && regionName(update);
    return what ? __('Pagination, %name%').replace('%name%', what) : __('Pagination');
  }

  /**
   * Whether a link of the element's row (the elements bound to its model)
   * offers `kind` already: the element then shows none, since a row has one
   * previous and one next, whatever form each element takes (DESIGN §7).
   */
  private rowOffers(kind: 'prev' | 'next'): boolean {
    return consumersOf(this.boundModel!).some((other) => (other as { rowStep?: unknown }).rowStep === kind);
  }

  /** The prev or next item the element shows, or null when it shows none. */
  private stepItem(paging: Paging, kind: 'prev' | 'next'): PageItem | null {
    const value = this[kind];
    if (value === null || value === undefined || value === false || this.rowOffers(kind)) return null;
    const label = value === true || value === '' ? undefined : inputText(value, kind)!;
    // Where there is nowhere to go, the label stays, disabled (as <paginator-link> shows it).
    // rel as an option: in light DOM the link is then the core's markup for it, rel included.
    return (kind === 'prev' ? prevItem : nextItem)(paging, label, { ...this.modelOption, rel: kind }, label ?? true);
  }

  /**
   * The host is the navigation landmark, in shadow and light DOM alike: a
   * `role` the page sets wins, and so does its name (`aria-label` or
   * `aria-labelledby`, which can point anywhere in the page because it is
   * on the host); without one, the host is named `name`. A label the
   * element wrote is taken back when the page names the host itself.
   */
  private nameLandmark(name: string): void {
    this.namedWith = name;
    this.naming = true;
    try {
      if (!this.hasAttribute('role')) this.setAttribute('role', 'navigation');
      const label = this.getAttribute('aria-label');
      const ours = label !== null && label === this.ownLabel;
      if (this.hasAttribute('aria-labelledby') || (label !== null && !ours)) {
        if (ours) this.removeAttribute('aria-label');
        this.ownLabel = null;
      } else if (label !== name) {
        this.setAttribute('aria-label', name);
        this.ownLabel = name;
      }
    } finally {
      this.naming = false;
    }
  }

  protected override kindOf(item: LinkItem | undefined): string {
    // A page number, prev or next, or the labelled link of a first or last run.
    return item?.role ?? 'number';
  }
}

/** The compact form (compact.ts) once it has arrived; most pagers never need it, so it is fetched on first use. */
let compactForm: typeof import('./compact.js') | null = null;

/** Its load in flight, shared by every element. */
let compactLoad: Promise<void> | null = null;

/** The host attributes that name (or unname) its landmark. */
const LANDMARK_ATTRIBUTES = ['role', 'aria-label', 'aria-labelledby'];

// Attribute lists every render shares (a re-render compares them by identity).
const NAV = ['part', 'nav'];
const NAV_ONE_LINE = ['part', 'nav', 'class', 'one-line'];
const ITEM = ['part', 'item'];
/** Views as they are (no ellipsis links). */
const SAME = (views: View[]) => views;
/** What a separator, an ellipsis or a text is shown with: nothing of the element's own. */
const NO_LOOK: LinkLook = {};
const LIST = ['part', 'list'];

methodNamedProperty(PaginatorNumbers.prototype, 'before', 'beforeText');
methodNamedProperty(PaginatorNumbers.prototype, 'after', 'afterText');

/**
 * Fetches the compact form once (again after a failure); settles when it is
 * here. A server loads it before it renders (ssr/).
 * @internal
 */
export function loadCompactForm(): Promise<void> {
  return (compactLoad ??= import('./compact.js').then(
    (module) => {
      compactForm = module;
    },
    (error: unknown) => {
      // Forgotten, so that a later render tries again.
      compactLoad = null;
      throw error;
    },
  ));
}

if (!customElements.get('paginator-numbers')) customElements.define('paginator-numbers', PaginatorNumbers);

declare global {
  interface HTMLElementTagNameMap {
    'paginator-numbers': PaginatorNumbers;
  }
}
