/**
 * postConditions() against the interface's row and CakePHP 1.2, with exact
 * outputs; and the TypeErrors that keep anything arbitrary out of a query.
 */
import { expect } from 'chai';
import { InMemoryModel } from '../../src/framework/model.js';
import { postConditions } from '../../src/framework/post-conditions.js';

const DATA = { Article: { title: 'news', views: 10 } };

describe('postConditions()', () => {
  it('returns null for empty data (the default)', () => {
    expect(postConditions({})).to.equal(null);
    expect(postConditions(null as never)).to.equal(null);
    expect(postConditions([] as never)).to.equal(null);
  });

  it('keys each value Model.field, with no operator by default', () => {
    expect(postConditions(DATA)).to.deep.equal({ 'Article.title': 'news', 'Article.views': 10 });
    expect(postConditions({ Article: { title: 'a' }, Comment: { author: 'b' } }))
      .to.deep.equal({ 'Article.title': 'a', 'Comment.author': 'b' });
  });

  it('applies a string operator to every field, trimmed and uppercased', () => {
    expect(postConditions(DATA, '>=')).to.deep.equal({ 'Article.title >=': 'news', 'Article.views >=': 10 });
    expect(postConditions(DATA, ' not in ')).to.deep.equal({ 'Article.title NOT IN': 'news', 'Article.views NOT IN': 10 });
    expect(postConditions(DATA, 'not   like')).to.deep.equal({ 'Article.title NOT LIKE': 'news', 'Article.views NOT LIKE': 10 });
  });

  it("writes no operator for '' and '='", () => {
    expect(postConditions(DATA, '')).to.deep.equal({ 'Article.title': 'news', 'Article.views': 10 });
    expect(postConditions(DATA, ' = ')).to.deep.equal({ 'Article.title': 'news', 'Article.views': 10 });
  });

  it('makes LIKE a key "Model.field LIKE" with the value wrapped in %', () => {
    expect(postConditions(DATA, 'like')).to.deep.equal({ 'Article.title LIKE': '%news%', 'Article.views LIKE': '%10%' });
    expect(postConditions({ Article: { title: null, flag: true } }, 'LIKE'))
      .to.deep.equal({ 'Article.title LIKE': '%%', 'Article.flag LIKE': '%1%' });
  });

  it('maps operators by Model.field or by field; unnamed fields get none', () => {
    expect(postConditions(DATA, { 'Article.title': 'LIKE' })).to.deep.equal({ 'Article.title LIKE': '%news%', 'Article.views': 10 });
    expect(postConditions(DATA, { views: '>' })).to.deep.equal({ 'Article.title': 'news', 'Article.views >': 10 });
    // Model.field is looked up before field.
    expect(postConditions(DATA, { 'Article.views': '<', views: '>' })).to.deep.equal({ 'Article.title': 'news', 'Article.views <': 10 });
  });

  it('leaves out the fields the operator map does not name when exclusive', () => {
    expect(postConditions(DATA, { title: 'LIKE' }, 'AND', true)).to.deep.equal({ 'Article.title LIKE': '%news%' });
    expect(postConditions(DATA, { title: null }, 'AND', true)).to.deep.equal({ 'Article.title': 'news' });
    expect(postConditions(DATA, { body: '=' }, 'AND', true)).to.deep.equal({});
    // exclusive means nothing with a string operator.
    expect(postConditions(DATA, '!=', 'AND', true)).to.deep.equal({ 'Article.title !=': 'news', 'Article.views !=': 10 });
  });

  it('wraps the conditions in bool unless it is AND (any case), null or empty', () => {
    const flat = { 'Article.title': 'news', 'Article.views': 10 };
    expect(postConditions(DATA, null, 'OR')).to.deep.equal({ OR: flat });
    expect(postConditions(DATA, null, 'or')).to.deep.equal({ or: flat });
    expect(postConditions(DATA, null, 'XOR')).to.deep.equal({ XOR: flat });
    expect(postConditions(DATA, null, 'NOT')).to.deep.equal({ NOT: flat });
    expect(postConditions(DATA, null, 'and')).to.deep.equal(flat);
    expect(postConditions(DATA, null, null)).to.deep.equal(flat);
    expect(postConditions(DATA, null, '')).to.deep.equal(flat);
    expect(postConditions(DATA, { views: '>' }, 'OR', true)).to.deep.equal({ OR: { 'Article.views >': 10 } });
  });

  it('passes list values through, for IN', () => {
    expect(postConditions({ Article: { id: [1, 2] } })).to.deep.equal({ 'Article.id': [1, 2] });
    expect(postConditions({ Article: { id: [1, 2] } }, 'NOT IN')).to.deep.equal({ 'Article.id NOT IN': [1, 2] });
  });

  it('refuses an operator outside = != <> > >= < <= LIKE NOT LIKE IN NOT IN, naming it', () => {
    expect(() => postConditions(DATA, 'REGEXP')).to.throw(TypeError, /unknown operator "REGEXP" for Article.title/);
    expect(() => postConditions(DATA, { views: '> 0 OR 1 =' })).to.throw(TypeError, /unknown operator "> 0 OR 1 =" for Article.views/);
    expect(() => postConditions(DATA, 'BETWEEN')).to.throw(TypeError, /unknown operator "BETWEEN"/);
    expect(() => postConditions(DATA, { views: 5 as never })).to.throw(TypeError, /operator of Article.views must be a string/);
    expect(() => postConditions(DATA, ['LIKE'] as never)).to.throw(TypeError, /op must be a string/);
  });

  it('refuses a bool outside AND, OR, NOT and XOR', () => {
    expect(() => postConditions(DATA, null, 'OR 1=1')).to.throw(TypeError, /unknown bool "OR 1=1"/);
  });

  it('refuses model and field names that are not identifiers, so posted keys cannot carry SQL', () => {
    expect(() => postConditions({ Article: { 'views >': 0 } })).to.throw(TypeError, /field of Article "views >" is not an identifier/);
    expect(() => postConditions({ 'Article.x': { id: 1 } })).to.throw(TypeError, /model "Article.x" is not an identifier/);
    expect(() => postConditions({ Article: 'x' } as never)).to.throw(TypeError, /data.Article must be an object of fields/);
    expect(() => postConditions({ Article: { title: ['a'] } }, 'LIKE')).to.throw(TypeError, /Article.title LIKE needs a scalar value/);
  });

  it('produces conditions the in-memory model evaluates', () => {
    const model = new InMemoryModel({
      name: 'Article', fields: ['id', 'title', 'views'],
      records: [{ id: 1, title: 'Big news', views: 3 }, { id: 2, title: 'Old', views: 30 }, { id: 3, title: 'news', views: 12 }],
    });
    const conditions = postConditions({ Article: { title: 'NEWS', views: 10 } }, { title: 'LIKE', views: '>' });
    expect(model.find('list', { conditions })).to.deep.equal({ 3: 'news' });
    const either = postConditions({ Article: { title: 'NEWS', views: 10 } }, { title: 'LIKE', views: '>' }, 'OR');
    expect(model.find('list', { conditions: either })).to.deep.equal({ 1: 'Big news', 2: 'Old', 3: 'news' });
  });
});
