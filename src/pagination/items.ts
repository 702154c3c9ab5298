/**
 * Page items: what the pagination operations mean, before anything is
 * written — the links with their page, URL and label, the current page, a
 * disabled label, the texts between them. The operations compute them
 * once; items-markup.ts writes them as the interface's HTML, and the
 * elements render them as DOM nodes, so nothing is ever read back from
 * markup.
 *
 * @module
 */
import type { PhpArray } from '../shared/php.js';

/**
 * What a link is for: a page number of `numbers()` or of a first/last run,
 * a labelled prev/next/first/last link, a sort link, or a link to a given
 * page (`link()`). `skip` is the elements' own: the link an ellipsis
 * becomes with `ellipsis-links` (the core writes none).
 */
export type LinkRole = 'number' | 'prev' | 'next' | 'first' | 'last' | 'sort' | 'page' | 'skip';

/** A link to a page of the record set. */
export interface LinkItem {
  readonly type: 'link';
  readonly role: LinkRole;
  /** The page the URL names, or null when it names none (a `page` URL part that is not a page number). */
  readonly page: number | null;
  /** The URL, unescaped. */
  readonly url: string;
  /** The URL escaped for an attribute, when its writer has it already (the helper's shared URL templates). */
  readonly escapedUrl?: string;
  /** The label as text; with {@link LinkItem.markup}, markup to write as it is. */
  readonly label: string;
  /** The label is markup (the caller said `escape: false`). Renderers that write text show it as text. */
  readonly markup: boolean;
  /** The link's other attributes, in option order, values as given: shared by the links of one call. */
  readonly attributes: PhpArray;
  /** The element the link is written in (the page links of `numbers()`, `first()` and `last()`), or null. */
  readonly wrap: string | null;
  /** A sort link: the direction it sorts by. */
  readonly direction?: 'asc' | 'desc';
}

/** The current page: not a link. */
export interface CurrentItem {
  readonly type: 'current';
  readonly page: number;
  readonly label: string;
  readonly markup: boolean;
  /** The element it is written in (`span`), with the class `current`. */
  readonly tag: string;
}

/** The label of a prev/next/first/last link where there is nowhere to go. */
export interface DisabledItem {
  readonly type: 'disabled';
  readonly role: 'prev' | 'next' | 'first' | 'last';
  readonly label: string;
  readonly markup: boolean;
  /** The element it is written in (`div` by default). */
  readonly tag: string;
  /** Its attributes, in option order, values as given. */
  readonly attributes: PhpArray;
}

/**
 * Text around the links: a `separator` between two pages, an `ellipsis`
 * where pages are skipped, the `before` and `after` texts of the window.
 * What it says does not matter: a separator that reads "..." is still a
 * separator.
 */
export interface TextItem {
  readonly type: 'separator' | 'ellipsis' | 'before' | 'after';
  readonly text: string;
  readonly markup: boolean;
}

/** One piece of pagination. */
export type PageItem = LinkItem | CurrentItem | DisabledItem | TextItem;
