/**
 * The behaviour of `<paginator-link kind="more">` beyond its link (which
 * paginator-link.ts renders and follows with `swap: 'append'`): the live
 * region's words, focus when the link goes away, infinite scroll, and the
 * rows put back after Back. Loaded by the element the first time its kind
 * is `more`, so that other pages never download it.
 *
 * @module
 */
import type { ReactiveController } from '@lit/reactive-element';
import { ajaxUpdate, focusTarget, type AjaxLoadDetail } from '../../ajax/ajax-update.js';
import { __, formatNumber } from '../../shared/i18n.js';
import { appendedPages, recordedScroll, recordPages, recordScroll } from './more-history.js';
import type { PaginatorLink } from './paginator-link.js';

/** What the element lends its load-more behaviour: ignore its clicks until `request` has ended. */
export type Hold = (request: Promise<unknown>) => void;

/** Regions whose appended rows were already put back in this document: once, however often a link connects. */
const restored = new Set<string>();

/** Restorations under way: the scroll position they pass through is not the reader's. */
let restoring = 0;

function onScroll(): void {
  if (!restoring) recordScroll();
}

/** Whether the page's scroll is listened to (from the first `more` link connected on). */
let listening = false;

/**
 * The reader's scroll position goes with the rows to Back: recorded when a scroll
 * ends, and when the page is left (only in an entry where rows were appended).
 * Listened to from the first connection, not at import: a server has no window.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('scrollend', onScroll);
  addEventListener('pagehide', onScroll);
}

/** A `more` link's behaviour, as a controller of the element. */
export class LoadMore implements ReactiveController {
  /** How many rows the last append brought; null while a request runs (and before the first). */
  private added: number | null = null;
  private observer: IntersectionObserver | null = null;
  /** Infinite scroll waits after a failure, until a click succeeds: it would otherwise retry without end. */
  private failed = false;
  /** Rows are being put back: no words, no record. */
  private restoring = false;

  constructor(private readonly host: PaginatorLink, private readonly hold: Hold) {
    host.addEventListener('paginator-request', () => this.host.kind === 'more' && this.say(null));
    host.addEventListener('paginator-load', (event) => void this.loaded(event.detail));
    host.addEventListener('paginator-error', () => {
      this.failed = true;
      this.watch();
    });
    host.addController(this);
  }

  hostConnected(): void {
    listen();
    void this.restore();
    this.watch();
  }

  hostDisconnected(): void {
    this.unwatch();
  }

  hostUpdated(): void {
    this.watch();
  }

  /** The link the element shows, or null (after the last page). */
  private link(): HTMLAnchorElement | null {
    return this.host.renderRoot.querySelector('a[href]');
  }

  /**
   * What the live region says: "20 more loaded", or nothing. Worded when
   * the element renders, so in the language it renders in.
   */
  get status(): string {
    return this.added === null ? '' : __('%count% more loaded').replace('%count%', formatNumber(this.added));
  }

  private say(added: number | null): void {
    if (this.restoring || this.added === added) return;
    this.added = added;
    this.host.requestUpdate();
  }

  /** After an append of the element's own: words, record, focus, and the next look for infinite scroll. */
  private async loaded({ url, update, target, added }: AjaxLoadDetail): Promise<void> {
    // A link whose kind is no longer `more` replaces: nothing of this applies.
    if (this.restoring || this.host.kind !== 'more') return;
    this.say(added);
    recordPages(update, [...appendedPages(update), url]);
    // Read before the new record re-renders the element: the link is still there.
    const hadFocus = this.host.matches(':focus-within');
    await this.host.updateComplete;
    // The link went with the last page: the reader goes on from the first new row, not from the top of the page.
    if (hadFocus && !this.link() && added) focusTarget(target.children[target.children.length - added] ?? null);
    this.failed = false;
    this.unwatch();
    this.watch();
  }

  /** Watches the element's place in the viewport when infinite scroll applies, else stops watching. */
  private watch(): void {
    const { host } = this;
    if (!(host.kind === 'more' && host.infinite && host.updateTarget && !this.failed && host.isConnected && this.link())) {
      this.unwatch();
      return;
    }
    // A new observer reports at once whether the link is in view: after each append, the next one is looked for.
    this.observer ??= new IntersectionObserver((entries) => {
      if (entries[entries.length - 1]!.isIntersecting) this.follow();
    });
    this.observer.observe(host);
  }

  private unwatch(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** Follows the link as a mouse click does (focus stays where it is); ignored, as a click is, while a request runs. */
  private follow(): void {
    this.link()?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
  }

  /**
   * Back (or a reload) to an entry where rows were appended to this
   * element's region: fetches those pages again, in order, appends them,
   * and scrolls back to where the reader was. Clicks and infinite scroll
   * wait meanwhile. A page that fails stops it; the entry then records
   * what was put back.
   */
  private async restore(): Promise<void> {
    const { host } = this;
    const update = host.updateTarget;
    if (!update || host.kind !== 'more' || restored.has(update)) return;
    restored.add(update);
    const urls = appendedPages(update);
    const scroll = recordedScroll();
    if (!urls.length) return;
    this.restoring = true;
    restoring++;
    const done = (async () => {
      const kept: string[] = [];
      for (const url of urls) {
        const outcome = await ajaxUpdate({
          url, update, swap: 'append', kind: 'restore', source: host, model: host.boundModel,
          indicator: host.indicator, timeout: host.timeout, crossOrigin: host.crossOrigin,
        });
        if (outcome !== 'loaded') break;
        kept.push(url);
      }
      await host.updateComplete;
      if (kept.length < urls.length) recordPages(update, kept);
      else if (scroll) scrollTo(scroll[0], scroll[1]);
    })();
    this.hold(done);
    try {
      await done;
    } finally {
      this.restoring = false;
      restoring--;
      this.unwatch();
      this.watch();
    }
  }
}
