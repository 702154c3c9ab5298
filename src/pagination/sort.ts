/**
 * The interface's `sort()`: a link that sorts the record set by a field,
 * toggling the direction when it is already sorted by it.
 *
 * @module
 */
import { __ } from '../shared/i18n.js';
import { humanize } from '../shared/inflector.js';
import { itemsMarkup } from './items-markup.js';
import type { LinkItem } from './items.js';
import { linker, recordSort } from './link.js';
import { modelRecord, type Paging } from './paging.js';
import { empty, isPlainObject, merge, str, type PhpArray } from '../shared/php.js';

/**
 * A link that sorts by `key` (default: the title), ascending, or
 * descending when the set is already sorted ascending by it. Without a
 * key the title is humanized (`'author_id'` → `'Author'`) and translated;
 * an object title picks its entry for the chosen direction.
 */
export function sort(paging: Paging, title: unknown, key: string | null = null, options: PhpArray = {}): string {
  return itemsMarkup(paging.tags, [sortItem(paging, title, key, options)]);
}

/** What a call without options reads: the url option's default, and nothing else. */
const NO_OPTIONS: PhpArray = Object.freeze({ url: Object.freeze({}) });

/** What {@link sort} writes, as a page item: the link, with the direction it sorts by. */
export function sortItem(paging: Paging, title: unknown, key: string | null = null, options: PhpArray = {}): LinkItem {
  // A missing model reads as undefined, which sortKey(), sortDir() and link() take as null.
  // The url option taken out without `delete`, which would slow every later read of the options.
  const { url, ...opts } = isPlainObject(options) && Object.keys(options).length === 0 ? NO_OPTIONS : merge({ url: {} }, options);
  if (empty(key)) {
    key = str(title, 'Title');
    title = __(humanize(key.replace(/_id$/, '')));
  } else {
    key = str(key, 'Key');
  }
  const dot = key.lastIndexOf('.');
  const prefix = dot >= 0 ? key.slice(0, dot + 1) : '';
  const field = key.slice(dot + 1);
  const model = opts.model as string | null;
  const checked = modelRecord(paging, model);
  const current = recordSort(checked);
  const sorted = current.key;
  const isSorted = sorted === field || (sorted !== null && sorted === `${prefix}${field}`);
  const direction = isSorted && current.direction() === 'asc' ? 'desc' : 'asc';
  if (isPlainObject(title)) {
    if (!(direction in title)) {
      throw new TypeError(`sort(): the title object has no entry for the direction "${direction}"`);
    }
    title = title[direction];
  }
  // Without a url option the link array is written as merge() would write it ({sort, direction, order}), not merged.
  // Object.assign(), not `{ ...item, direction }`: on Node 20 a spread followed by a property costs microseconds.
  return Object.assign(linker(paging, opts, checked).link(
    title, url === NO_OPTIONS.url ? { sort: prefix + field, direction, order: null } : merge({ sort: prefix + field, direction }, url, { order: null }), 'sort',
  ), { direction });
}
