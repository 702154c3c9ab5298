/**
 * The terms of an order as every back end reads them (framework/conditions.ts): each form the interface allows,
 * and keys that are no field of the model, skipped rather than read.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { orderTerms } from '../../src/framework/conditions.js';

const scope = { alias: 'Article', fields: new Set(['id', 'title', 'views']) };

describe('orderTerms()', () => {
  it('reads a field and its direction from each form: text, a list, an object, a numbered entry', () => {
    expect(orderTerms('title DESC, id', scope)).to.deep.equal([{ field: 'title', desc: true }, { field: 'id', desc: false }]);
    expect(orderTerms(['Article.views desc', { id: 'ASC' }], scope)).to.deep.equal([{ field: 'views', desc: true }, { field: 'id', desc: false }]);
    expect(orderTerms({ 'Article.title': 'desc', id: ' Desc ' }, scope)).to.deep.equal([{ field: 'title', desc: true }, { field: 'id', desc: true }]);
    expect(orderTerms({ 0: 'title desc', 1: { views: 'asc' } }, scope)).to.deep.equal([{ field: 'title', desc: true }, { field: 'views', desc: false }]);
    // A key with its own direction: the value is not read.
    expect(orderTerms({ 'title DESC': 'asc', ' id ': 'desc' }, scope)).to.deep.equal([{ field: 'title', desc: true }, { field: 'id', desc: true }]);
  });

  it('skips what names no declared field of the model, whatever the key', () => {
    for (const key of ['Comment.title', 'body', 'ti tle', '', ' ', 'title;', 'title\u00a0DESC\u00a0x', '__proto__', 'constructor', 'id DESC, views']) {
      expect(orderTerms({ [key]: 'desc' }, scope), JSON.stringify(key)).to.deep.equal([]);
    }
    expect(orderTerms({ '\u00a0title\u00a0': 'desc', 'views\tdesc': 'asc' }, scope)).to.deep.equal([{ field: 'title', desc: true }, { field: 'views', desc: true }]);
  });

  it('reads any object key as the same text would be read, never throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('asc', 'desc', 'DESC', ' desc ', 'x'), (key, direction) => {
      if (/^\d+$/.test(key)) return;
      const fromObject = orderTerms({ [key]: direction }, scope);
      // A key without a direction of its own takes the value's; with one (a space inside), its own.
      const text = /\s/.test(key.trim()) ? key : `${key} ${direction.trim()}`;
      const fromText = key.includes(',') || !/^(asc|desc)$/i.test(direction.trim()) && !/\s/.test(key.trim()) ? null : orderTerms([text], scope);
      if (fromText !== null) expect(fromObject).to.deep.equal(fromText);
      for (const term of fromObject) expect(scope.fields.has(term.field)).to.equal(true);
    }), { numRuns: 2000 });
  });
});
