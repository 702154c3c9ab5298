/**
 * Paging records handed to an element as values, not JSON text, are checked
 * to be what JSON could have given (pagination/paging-json.ts): anything
 * else is refused with where in the value it is, however the check walks
 * the value (issue 28: a record arriving at every page change is checked
 * without garbage, and the path is written only for a refusal).
 */
import { expect } from 'chai';
import { toRecords } from '../../src/pagination/paging-json.js';
import { PagingInputError } from '../../src/shared/input-error.js';

const record = (options: Record<string, unknown>) => ({ page: 2, pageCount: 5, count: 50, current: 10, options });

/** The message toRecords() refuses `paging` with. */
function refusal(paging: unknown): string {
  try {
    toRecords(paging, 'paging', null);
  } catch (error) {
    expect(error).to.be.instanceOf(PagingInputError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('paging records given as values', () => {
  it('takes a record of JSON data as it is, by model', () => {
    const article = record({ page: 2, sort: 'title', list: [1, 'two', null, { deep: [true] }] });
    const records = toRecords({ Article: article }, 'paging', null)!;
    expect(records.Article).to.equal(article);
    expect(toRecords(article, 'paging', 'Post')!.Post).to.equal(article);
  });

  it('takes JSON data nested deeper than any record is (40 levels)', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = i % 2 ? { next: deep } : [deep];
    const article = record({ deep });
    expect(toRecords({ Article: article }, 'paging', null)!.Article).to.equal(article);
  });

  it('refuses a cycle, saying where it closes', () => {
    const options: Record<string, unknown> = { page: 2 };
    options.again = { list: [options] };
    expect(refusal({ Article: record(options) })).to.equal(
      'paging.Article.options.again.list[0] must be JSON data (text, numbers, true, false, null, lists and objects), got a cycle',
    );
  });

  it('refuses a cycle deeper down, after 40 levels of JSON data', () => {
    const top: Record<string, unknown> = {};
    let at = top;
    for (let i = 0; i < 40; i++) at = (at.next = {}) as Record<string, unknown>;
    at.back = top;
    const message = refusal({ Article: record({ top }) });
    expect(message).to.match(/^paging\.Article\.options\.top(\.next){40}\.back must be JSON data .*got a cycle$/);
  });

  it('refuses what JSON cannot give, naming its place: a class instance, a function, a bigint', () => {
    expect(refusal({ Article: record({ list: [1, new Date(0)] }) })).to.match(/^paging\.Article\.options\.list\[1\] must be JSON data/);
    expect(refusal({ Article: record({ go: () => 1 }) })).to.match(/^paging\.Article\.options\.go must be JSON data .*function/);
    expect(refusal({ ...record({}), page: 1n })).to.match(/^paging\.page must be JSON data .*bigint/);
  });

  it('refuses a model whose record is no object, by its name', () => {
    expect(refusal({ Article: record({}), Post: 3 })).to.equal('paging: the record of model "Post" must be an object');
  });
});
