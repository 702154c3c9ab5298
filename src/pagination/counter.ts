/**
 * The interface's `counter()`: where the reader is in the record set, as
 * "2 of 7", "11 - 20 of 62" or a `%token%` string.
 *
 * @module
 */
import { __, formatNumber as n } from '../shared/i18n.js';
import type { CountField } from './record.js';
import { escaper, modelRecord, requireCounts, type ModelRecord, type Paging } from './paging.js';
import { merge, str, type PhpArray } from '../shared/php.js';

/**
 * The counter string: `format` 'pages' ("2 of 7"), 'range' ("11 - 20 of
 * 62") or a string with %page%, %pages%, %current%, %count%, %start% and
 * %end%. A string argument is the format. Format and separators are
 * escaped unless `escape` is false.
 *
 * Numbers are digits, unless an element's shadow rendering lends its
 * language's grouping (shared/i18n.ts, formatNumber).
 *
 * A record without a total (countless or keyset pagination) reads 'pages'
 * as "Page 2" (translated) and 'range' without its total ("11 - 20"). Any
 * other format keeps the interface's meaning, a string of tokens: a format
 * needs only the fields of its tokens, so %pages% and %count% are still an
 * error there.
 */
export function counter(paging: Paging, options: PhpArray | string = {}): string {
  // No model given (or an empty one) means the default model, as requireCounts() reads it.
  const opts = merge(
    { format: 'pages', separator: __(' of '), escape: true },
    typeof options === 'string' ? { format: options } : options,
  );
  const format = str(opts.format, 'Option "format"');
  const text = escaper(opts);
  const checked = modelRecord(paging, opts.model);
  if (format === 'pages' && checked.totalFree) {
    const { page } = requireCounts(checked, ['page'], 'counter');
    return text(__('Page %page%'), 'Option "format"').split('%page%').join(n(page!));
  }
  if (checked.totalFree) return totalFreeCounter(checked, opts, format);
  // "2 of 7" needs the page count, not the count: a record with a page count alone (`page-count`) has one.
  const required: CountField[] = format === 'pages' ? ['page', 'pageCount'] : ['page', 'pageCount', 'count', 'limit'];
  if (format.includes('%current%')) required.push('current');
  const counts = requireCounts(checked, required, 'counter');
  const { page, count, current, limit, countEstimated } = counts;
  // Rule 3: an empty record set still reads "1 of 1".
  const pageCount = counts.pageCount || 1;
  // An estimated record's totals read "about N" (paginate()'s `count: 'estimate'`); any other record's are as the interface writes them.
  const total = (value: number) => about(value, countEstimated, text);
  if (format === 'pages') return `${n(page!)}${text(opts.separator, 'Option "separator"')}${total(pageCount)}`;
  const start = count! >= 1 ? (page! - 1) * limit! + 1 : 0;
  const end = count! < start + limit! - 1 ? count! : start + limit! - 1;

  if (format === 'range') {
    const separator = Array.isArray(opts.separator) ? opts.separator : [' - ', opts.separator];
    return `${n(start)}${text(separator[0], 'Option "separator"')}${n(end)}${text(separator[1], 'Option "separator"')}${total(count!)}`;
  }
  return filled(text(format, 'Option "format"'), { page, pages: total(pageCount), current, count: total(count!), start, end });
}

const TOKENS = /%(page|pages|current|count|start|end)%/g;

/**
 * `format` with each token replaced by its value, in one pass (a value is
 * never read for tokens); a token without a value stays as it is.
 */
function filled(format: string, values: Record<string, unknown>): string {
  return format.replace(TOKENS, (token, name: string) => {
    const value = values[name];
    return value === undefined ? token : typeof value === 'number' ? n(value) : str(value);
  });
}

/**
 * A total as the counter writes it: its digits, or "about N" (translated)
 * when the record's count is an estimate. `text` escapes the words as the
 * counter's options are escaped; the elements, which write text nodes, pass none.
 */
export function about(value: number, estimated: boolean | undefined, text: (value: unknown, what: string) => string = String): string {
  return estimated ? text(__('about %count%'), 'Option "format"').split('%count%').join(n(value)) : n(value);
}

/**
 * The counter of a record without a total: 'range' as start and end only,
 * a format string with the tokens whose fields the record has (%start% and
 * %end% from the page, the limit and `current`, the rows the page holds).
 */
function totalFreeCounter(checked: ModelRecord, opts: PhpArray, format: string): string {
  const text = escaper(opts);
  const range = format === 'range';
  const required: CountField[] = ['page'];
  if (range || /%(start|end)%/.test(format)) required.push('limit', 'current');
  if (format.includes('%current%')) required.push('current');
  if (format.includes('%pages%')) required.push('pageCount');
  if (format.includes('%count%')) required.push('count');
  const { page, current, limit } = requireCounts(checked, required, 'counter');
  const start = current ? (page! - 1) * limit! + 1 : 0;
  const end = current ? start + current - 1 : 0;
  if (range) {
    const separator = Array.isArray(opts.separator) ? opts.separator[0] : ' - ';
    return `${n(start)}${text(separator, 'Option "separator"')}${n(end)}`;
  }
  return filled(text(format, 'Option "format"'), { page, current, start, end });
}
