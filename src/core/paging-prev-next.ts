/**
 * The interface's `prev()` and `next()`: a link to the page `step` pages
 * before or after the current one, or the disabled title where there is
 * none.
 *
 * @module
 */
import { __ } from './i18n.js';
import { link } from './paging-link.js';
import { hasNext, hasPrev, positiveCount, requireCounts, type Paging } from './paging.js';
import { empty, merge, str, truthy, type PhpArray } from './php.js';
import { tagMarkup } from './tag-markup.js';

/** A link to the previous page; null (or the disabled title in a `div`) when there is none. */
export function prev(
  paging: Paging, title: unknown = __('<< Previous'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): string | null {
  return stepLink(paging, -1, title, options, disabledTitle, disabledOptions);
}

/** A link to the next page; null (or the disabled title in a `div`) when there is none. */
export function next(
  paging: Paging, title: unknown = __('Next >>'), options: PhpArray = {},
  disabledTitle: unknown = null, disabledOptions: PhpArray = {},
): string | null {
  return stepLink(paging, 1, title, options, disabledTitle, disabledOptions);
}

/** prev()/next(): rules 1–4, with the target page kept within 1..pageCount. */
function stepLink(
  paging: Paging, direction: 1 | -1, title: unknown, options: PhpArray, disabledTitle: unknown, disabledOptions: PhpArray,
): string | null {
  // A missing model reads as undefined, which every use takes as null (the default model).
  const defaults = { url: {}, step: 1, escape: true, tag: 'div' };
  let opts = merge(defaults, options);
  const model = opts.model as string | null;
  const exists = direction < 0 ? hasPrev(paging, model) : hasNext(paging, model);
  if (!exists) {
    if (empty(disabledTitle) && empty(disabledOptions)) return null;
    if (truthy(disabledTitle) && disabledTitle !== true) title = disabledTitle;
    opts = merge(defaults, disabledOptions);
  }
  const { url, step, escape, tag, model: _model, ...rest } = opts;
  // Escaped unless `escape` is exactly false, as every title is (tagMarkup()'s own default is for HtmlHelper.tag()).
  if (!exists) return tagMarkup(paging.tags, str(tag, 'Option "tag"'), str(title, 'Title'), rest, escape !== false);

  const counts = requireCounts(paging, model, ['page'], direction < 0 ? 'prev' : 'next');
  let target = counts.page! + direction * positiveCount(step, 'step');
  if (counts.pageCount !== undefined) target = Math.min(target, Math.max(counts.pageCount, 1));
  target = Math.max(target, 1);
  return link(paging, title, merge({ page: target }, url), { ...rest, model, escape });
}
