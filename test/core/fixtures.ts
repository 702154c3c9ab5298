/** Shared builders for the core tests. */
import { memoryEnvironment } from '../../src/framework/environment.js';
import { PaginatorHelper, type PaginatorHelperInit } from '../../src/framework/helpers/paginator-helper.js';
import type { PagingRecord } from '../../src/pagination/record.js';

/** A consistent paging record: `count` records, `limit` a page, on `page`. */
export function record(page: number, pageCount: number, extra: Partial<PagingRecord> = {}): PagingRecord {
  const limit = 10;
  return {
    page,
    current: page < pageCount ? limit : 5,
    count: (pageCount - 1) * limit + 5,
    prevPage: page > 1,
    nextPage: page < pageCount,
    pageCount,
    defaults: { limit, step: 1, order: {}, conditions: [] },
    options: { page, limit, order: {}, conditions: [] },
    ...extra,
  };
}

/** A helper for the `Article` model at `/articles` (query URLs unless told otherwise). */
export function helper(paging: Record<string, PagingRecord> | PagingRecord, init: PaginatorHelperInit = {}): PaginatorHelper {
  const records = 'page' in paging || 'pageCount' in paging ? { Article: paging as PagingRecord } : paging;
  return new PaginatorHelper({
    env: memoryEnvironment({ href: 'http://example.test/articles' }),
    here: '/articles',
    ...init,
    params: { paging: records, ...(init.params ?? {}) },
  });
}

/** `<span><a href="/articles?page=N">N</a></span>` — a page link as numbers() writes it. */
export function pageSpan(page: number, query = ''): string {
  return `<span><a href="/articles?page=${page}${query}">${page}</a></span>`;
}

/** `<span class="current">N</span>`. */
export function currentSpan(page: number): string {
  return `<span class="current">${page}</span>`;
}
