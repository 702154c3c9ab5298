/**
 * A page under an estimated count, for {@link paginate}: the estimate gives
 * the page count, and the page's own rows correct it where they know better.
 * The page is read with one row more than it holds, so `nextPage` is what
 * the table says, never what the estimate says: a page that has fewer rows
 * than that is the last one, and its count is exact (offset + rows). A page
 * past the real end (the estimate was too high) is the last real page,
 * found without a `count(*)` of the table: a count bounded by the page's
 * offset (`limit` on `find('count')`), which walks no more rows than the
 * empty page's offset just did, then that page's read. A page past the
 * estimated end that has rows (the estimate was too low) is served, with
 * the count raised to hold it and the next row.
 *
 * @module
 */
import type { AsyncModel, FindQuery, Model, Row } from './model.js';
import type { Steps } from './steps.js';
import type { PagingRecord } from '../pagination/record.js';
import { intval, type PhpArray } from '../shared/php.js';

/** What {@link paginate} has worked out when an estimate stands in for the count. */
export interface EstimatedQuery {
  model: Model | AsyncModel;
  /** The page's query without its limit, page and offset. */
  query: FindQuery;
  /** The options in force; `page` is set here. */
  options: PhpArray;
  /** The page size, already clamped. */
  limit: number;
  /** The model's estimate, at least the threshold. */
  estimate: number;
  /** The `defaults` of the paging record. */
  defaults: PhpArray;
  /** Checks a count the model answered (paginate's own check). */
  checkCount(count: unknown): number;
}

/** One page and its paging record, as {@link paginate} returns them. */
export interface EstimatedPage {
  results: Row[];
  paging: PagingRecord;
}

/** The page under an estimated count; see the module's comment for what each case costs. */
export function* estimatedPage(input: EstimatedQuery): Steps<EstimatedPage> {
  const { model, options, limit, estimate } = input;
  // 'last' is the estimated last page; no page is clamped to the estimate (it may be low), only to exact integer offsets.
  const requested = options.page === 'last' ? Math.ceil(estimate / limit) : intval(options.page);
  let page = Math.min(Math.max(requested, 1), Math.floor(Number.MAX_SAFE_INTEGER / (limit + 1)));
  let rows = yield* rowsAt(input, (page - 1) * limit, limit + 1);
  let count: number;
  if (rows.length > limit) {
    rows = rows.slice(0, limit);
    count = Math.max(estimate, page * limit + 1);
  } else if (rows.length > 0 || page === 1) {
    count = (page - 1) * limit + rows.length;
  } else {
    // Past the real end: the rows before this page are all there are, and counting at most them finds the last page.
    count = input.checkCount(yield model.find('count', { conditions: input.query.conditions, recursive: input.query.recursive, limit: (page - 1) * limit }));
    page = Math.max(Math.ceil(count / limit), 1);
    rows = count === 0 ? [] : yield* rowsAt(input, (page - 1) * limit, limit);
  }
  options.page = page;
  const estimated = rows.length === limit && count > page * limit;
  return {
    results: rows,
    paging: {
      page,
      current: rows.length,
      count,
      prevPage: page > 1,
      nextPage: count > page * limit,
      pageCount: Math.ceil(count / limit),
      defaults: input.defaults,
      options,
      ...(estimated ? { countEstimated: true } : {}),
    },
  };
}

function* rowsAt(input: EstimatedQuery, offset: number, limit: number): Steps<Row[]> {
  const rows: unknown = yield input.model.find('all', { ...input.query, limit, offset, page: null });
  if (!Array.isArray(rows)) throw new TypeError(`paginate(): ${input.model.alias}.find('all') must return a list of rows`);
  return rows as Row[];
}
