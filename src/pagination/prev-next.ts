/**
 * The interface's `prev()` and `next()`: a link to the page `step` pages
 * before or after the current one, or the disabled title where there is
 * none.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';
import { attributeEntries } from './attributes.js';
import { itemsMarkup } from './items-markup.js';
import type { DisabledItem, LinkItem, PageItem } from './items.js';
import { linker } from './link.js';
import { cursorOf } from './countless.js';
import { modelRecord, nextOf, positiveCount, prevOf, requireCounts, type ModelRecord, type Paging } from './paging.js';
import { empty, merge, str, truthy, type PhpArray } from '../shared/php.js';
import { checkTagName } from './tags.js';

/** A link to the previous page; null (or the disabled title in a `div`) when there is none. */
export function prev(
  paging: Paging, title: unknown = __('<< Previous'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): string | null {
  return markupOf(paging, stepItem(paging, -1, title, options, disabledTitle, disabledOptions));
}

/** A link to the next page; null (or the disabled title in a `div`) when there is none. */
export function next(
  paging: Paging, title: unknown = __('Next >>'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): string | null {
  return markupOf(paging, stepItem(paging, 1, title, options, disabledTitle, disabledOptions));
}

/** What {@link prev} writes, as a page item: a link, a disabled label, or null. */
export function prevItem(
  paging: Paging, title: unknown = __('<< Previous'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): LinkItem | DisabledItem | null {
  return stepItem(paging, -1, title, options, disabledTitle, disabledOptions);
}

/** What {@link next} writes, as a page item: a link, a disabled label, or null. */
export function nextItem(
  paging: Paging, title: unknown = __('Next >>'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): LinkItem | DisabledItem | null {
  return stepItem(paging, 1, title, options, disabledTitle, disabledOptions);
}

function markupOf(paging: Paging, item: PageItem | null): string | null {
  return item && itemsMarkup(paging.tags, [item]);
}

/**
 * prev()/next(): rules 1–4, with the target page kept within 1..pageCount.
 * A record that carries the step's cursor (`prevCursor` / `nextCursor`,
 * keyset pagination) gets a link to that cursor instead. `checked` is the
 * record of the options' model, when the caller has read it already.
 */
export function stepItem(
  paging: Paging, direction: 1 | -1, title: unknown, options: PhpArray, disabledTitle: unknown, disabledOptions: PhpArray,
  checked?: ModelRecord,
): LinkItem | DisabledItem | null {
  // A missing model reads as undefined, which every use takes as null (the default model).
  const defaults = { url: {}, step: 1, escape: true, tag: 'div' };
  let opts = merge(defaults, options);
  const model = opts.model as string | null;
  const role = direction < 0 ? 'prev' : 'next';
  checked ??= modelRecord(paging, model);
  const exists = direction < 0 ? prevOf(checked) : nextOf(checked);
  if (!exists) {
    if (empty(disabledTitle) && empty(disabledOptions)) return null;
    if (truthy(disabledTitle) && disabledTitle !== true) title = disabledTitle;
    opts = merge(defaults, disabledOptions);
  }
  const { url, step, escape, tag, model: _model, ...rest } = opts;
  if (!exists) {
    const tagName = checkTagName(str(tag, 'Option "tag"'));
    const label = str(title, 'Title');
    attributeEntries(rest);
    // Escaped unless `escape` is exactly false, as every title is (tagMarkup()'s own default is for HtmlHelper.tag()).
    return { type: 'disabled', role, label, markup: escape === false, tag: tagName, attributes: rest };
  }

  const counts = requireCounts(checked, ['page'], role);
  const cursor = cursorOf(checked, role);
  const links = () => linker(paging, merge(rest, { escape }), checked);
  if (cursor !== null) {
    // A cursor moves one page, whatever the step; the URL names the cursor and no page.
    const item = links().link(title, merge(url, { page: null, cursor }), role);
    return Object.assign(item, { page: Math.max(counts.page! + direction, 1) });
  }
  return links().link(title, merge({ page: stepPage(counts, direction * positiveCount(step, 'step')) }, url), role);
}

/** The page `by` pages from the current one of `counts` (rules 1–4), kept within 1..pageCount. */
export function stepPage(counts: { page?: number; pageCount?: number }, by: number): number {
  const target = counts.page! + by;
  return Math.max(counts.pageCount === undefined ? target : Math.min(target, Math.max(counts.pageCount, 1)), 1);
}
