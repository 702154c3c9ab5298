/**
 * A record whose count is an estimate (`countEstimated: true`, paginate()'s
 * `count: 'estimate'`): the core's counter() writes its totals as "about N"
 * through the translation hook, escaped as the counter's options are; a
 * record without the field writes exactly what it wrote before; a field
 * that is not a boolean is a TypeError naming it.
 */
import { expect } from 'chai';
import { PaginatorHelper, memoryEnvironment, readCounts, setTranslator } from '../../src/core.js';

const record = (extra: Record<string, unknown> = {}) => ({
  page: 3, pageCount: 50000, count: 1000000, current: 20, prevPage: true, nextPage: true,
  defaults: { limit: 20 }, options: { page: 3, limit: 20 }, ...extra,
});
const helper = (paging: Record<string, unknown>) => new PaginatorHelper({ env: memoryEnvironment(), here: '/articles', params: { paging: { Article: paging } } });

describe('counter() of an estimated count', () => {
  afterEach(() => setTranslator(null));

  it('writes the totals as "about N"', () => {
    const paginator = helper(record({ countEstimated: true }));
    expect(paginator.counter()).to.equal('3 of about 50000');
    expect(paginator.counter('range')).to.equal('41 - 60 of about 1000000');
    expect(paginator.counter('%start%-%end% of %count% (%page%/%pages%, %current% here)')).to.equal('41-60 of about 1000000 (3/about 50000, 20 here)');
  });

  it('writes a record without the field, or with false, exactly as before', () => {
    for (const paging of [record(), record({ countEstimated: false }), record({ countEstimated: null })]) {
      const paginator = helper(paging);
      expect(paginator.counter()).to.equal('3 of 50000');
      expect(paginator.counter('range')).to.equal('41 - 60 of 1000000');
      expect(paginator.counter('%count%/%pages%')).to.equal('1000000/50000');
    }
  });

  it('translates the words and escapes a translation as the options are escaped', () => {
    setTranslator((text) => (text === 'about %count%' ? '<~> %count%' : text));
    const paginator = helper(record({ countEstimated: true }));
    expect(paginator.counter('range')).to.equal('41 - 60 of &lt;~&gt; 1000000');
    expect(paginator.counter({ format: 'range', escape: false })).to.equal('41 - 60 of <~> 1000000');
  });

  it('refuses a countEstimated that is not a boolean, naming the field', () => {
    for (const value of ['yes', 1, 'true', {}]) {
      expect(() => helper(record({ countEstimated: value })).counter(), String(value))
        .to.throw(TypeError, /^Paging record of model "Article": field "countEstimated" must be a boolean, got /);
      expect(() => readCounts(record({ countEstimated: value }), 'Article')).to.throw(TypeError, /field "countEstimated"/);
    }
    expect(readCounts(record({ countEstimated: true }), 'Article').countEstimated).to.equal(true);
    expect(readCounts(record({ countEstimated: false }), 'Article')).to.not.have.property('countEstimated');
  });
});
