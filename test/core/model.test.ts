/**
 * InMemoryModel: find types, conditions, orders, fields, pages, lists and
 * validation, with exact results; and the TypeErrors for what it will not
 * evaluate.
 */
import { expect } from 'chai';
import { InMemoryModel, isModel, type Row } from '../../src/framework/model.js';
import type { PhpArray } from '../../src/shared/php.js';

const ARTICLES: PhpArray[] = [
  { id: 1, title: 'Alpha', views: 10, author: 'ann', published: true, score: '7' },
  { id: 2, title: 'beta', views: 3, author: 'bob', published: false, score: '12' },
  { id: 3, title: 'Gamma', views: null, author: 'ann', published: true, score: null },
  { id: 4, title: '100% Pure', views: 25, author: 'cy', published: true, score: '7' },
  { id: 5, title: 'Delta_x', views: 3, author: null, published: false, score: '0' },
];

function articles(extra: Partial<ConstructorParameters<typeof InMemoryModel>[0]> = {}): InMemoryModel {
  return new InMemoryModel({
    name: 'Article',
    fields: ['id', 'title', 'views', 'author', 'published', 'score'],
    records: ARTICLES,
    ...extra,
  });
}

/** The ids of rows, for compact expectations. */
function ids(rows: Row[]): unknown[] {
  return rows.map((row) => row.Article.id);
}

/** Ids of the records matching `conditions`. */
function where(conditions: unknown): unknown[] {
  return ids(articles().find('all', { conditions: conditions as PhpArray }));
}

describe('InMemoryModel', () => {
  describe('construction', () => {
    it('has Cake defaults: alias = name, table pluralized, primaryKey id, id null, recursive 1, data {}', () => {
      const model = articles();
      expect(model.name).to.equal('Article');
      expect(model.alias).to.equal('Article');
      expect(model.table).to.equal('articles');
      expect(model.primaryKey).to.equal('id');
      expect(model.id).to.equal(null);
      expect(model.recursive).to.equal(1);
      expect(model.data).to.deep.equal({});
      expect(model.validationErrors).to.deep.equal({});
      expect(model.displayField).to.equal('title');
    });

    it('underscores and pluralizes the table name (s, es, ies)', () => {
      const table = (name: string) => new InMemoryModel({ name, fields: ['id'] }).table;
      expect(table('ArticleComment')).to.equal('article_comments');
      expect(table('Category')).to.equal('categories');
      expect(table('Box')).to.equal('boxes');
      expect(table('Status')).to.equal('statuses');
      expect(table('Branch')).to.equal('branches');
      expect(table('Day')).to.equal('days');
      expect(new InMemoryModel({ name: 'Person', table: 'people', fields: ['id'] }).table).to.equal('people');
    });

    it('answers hasField from the declared fields', () => {
      const model = articles();
      expect(model.hasField('title')).to.equal(true);
      expect(model.hasField('Article.title')).to.equal(false);
      expect(model.hasField('body')).to.equal(false);
      expect(model.hasField('constructor')).to.equal(false);
    });

    it('refuses names that are not identifiers and records with undeclared fields', () => {
      expect(() => new InMemoryModel({ name: 'Bad Name', fields: ['id'] })).to.throw(TypeError, /name must be an identifier/);
      expect(() => new InMemoryModel({ name: 'A', fields: ['id', 'a b'] })).to.throw(TypeError, /"a b"/);
      expect(() => new InMemoryModel({ name: 'A', fields: ['id'], records: [{ id: 1, extra: 2 }] }))
        .to.throw(TypeError, /record 0 has field "extra"/);
      expect(() => new InMemoryModel({ name: 'A', fields: ['id'], records: ['x' as never] })).to.throw(TypeError, /record 0/);
    });

    it('never changes the records it was given, nor shares them with its results', () => {
      const records = [{ id: 2, title: 'b' }, { id: 1, title: 'a' }];
      const snapshot = JSON.stringify(records);
      const model = new InMemoryModel({ name: 'Article', fields: ['id', 'title'], records });
      records.push({ id: 3, title: 'c' });
      records[0].title = 'changed';
      expect(model.find('count')).to.equal(2);
      const rows = model.find('all', { order: 'title' });
      expect(rows).to.deep.equal([{ Article: { id: 1, title: 'a' } }, { Article: { id: 2, title: 'b' } }]);
      rows[0].Article.title = 'mutated';
      expect(model.find('first', { order: 'title' })).to.deep.equal({ Article: { id: 1, title: 'a' } });
      records[0].title = 'b';
      records.pop();
      expect(JSON.stringify(records)).to.equal(snapshot);
    });

    it('isModel() recognises anything with hasField() and find()', () => {
      expect(isModel(articles())).to.equal(true);
      expect(isModel({ hasField: () => true, find: () => 0 })).to.equal(true);
      expect(isModel({ hasField: () => true })).to.equal(false);
      expect(isModel(null)).to.equal(false);
      expect(isModel('Article')).to.equal(false);
    });
  });

  describe('find()', () => {
    it("'count' counts the matching records", () => {
      expect(articles().find('count')).to.equal(5);
      expect(articles().find('count', { conditions: { author: 'ann' }, limit: 1, page: 2 })).to.equal(2);
      expect(new InMemoryModel({ name: 'Empty', fields: ['id'] }).find('count')).to.equal(0);
    });

    it("'all' returns rows in Cake's shape, in record order", () => {
      const rows = articles().find('all', { conditions: { id: [1, 2] } });
      expect(rows).to.deep.equal([
        { Article: { id: 1, title: 'Alpha', views: 10, author: 'ann', published: true, score: '7' } },
        { Article: { id: 2, title: 'beta', views: 3, author: 'bob', published: false, score: '12' } },
      ]);
    });

    it("'first' returns the first row or null", () => {
      expect(articles().find('first', { conditions: { author: 'ann' }, order: { views: 'asc' }, fields: ['id'] }))
        .to.deep.equal({ Article: { id: 3 } });
      expect(articles().find('first', { conditions: { author: 'nobody' } })).to.equal(null);
    });

    it("'first' without conditions reads the current record (id), as Cake does", () => {
      const model = articles();
      model.id = 4;
      expect(model.find('first', { fields: 'title' })).to.deep.equal({ Article: { title: '100% Pure' } });
      expect(model.find('first', { conditions: { id: 2 }, fields: 'title' })).to.deep.equal({ Article: { title: 'beta' } });
    });

    it("'list' maps the primary key to the display field (title, else name, else the key)", () => {
      expect(articles().find('list', { conditions: { author: 'ann' } })).to.deep.equal({ 1: 'Alpha', 3: 'Gamma' });
      const people = new InMemoryModel({ name: 'Person', fields: ['id', 'name'], records: [{ id: 7, name: 'Kim' }] });
      expect(people.find('list')).to.deep.equal({ 7: 'Kim' });
      const tags = new InMemoryModel({ name: 'Tag', primaryKey: 'slug', fields: ['slug'], records: [{ slug: 'js' }] });
      expect(tags.find('list')).to.deep.equal({ js: 'js' });
      const custom = articles({ displayField: 'author' });
      expect(custom.find('list', { limit: 2 })).to.deep.equal({ 1: 'ann', 2: 'bob' });
    });

    it("'list' takes one field as the value, two as key and value", () => {
      expect(articles().find('list', { fields: ['views'], limit: 2 })).to.deep.equal({ 1: 10, 2: 3 });
      expect(articles().find('list', { fields: ['title', 'author'], conditions: { id: [1, 2] } }))
        .to.deep.equal({ Alpha: 'ann', beta: 'bob' });
    });

    it('refuses an unknown find type and a query that is not an object', () => {
      expect(() => articles().find('neighbors' as never)).to.throw(TypeError, /unknown find type "neighbors"/);
      expect(() => articles().find('all', 'id = 1' as never)).to.throw(TypeError, /query must be an object/);
    });
  });

  describe('conditions', () => {
    it('matches equality by field or Alias.field, loosely (PHP ==)', () => {
      expect(where({ 'Article.title': 'Alpha' })).to.deep.equal([1]);
      expect(where({ title: 'Alpha' })).to.deep.equal([1]);
      expect(where({ views: '3' })).to.deep.equal([2, 5]);
      expect(where({ score: 7 })).to.deep.equal([1, 4]);
      expect(where({ published: 1 })).to.deep.equal([1, 3, 4]);
      expect(where({ title: 'alpha' })).to.deep.equal([]);
    });

    it('ANDs the keys of an object and the entries of a list', () => {
      expect(where({ author: 'ann', published: true })).to.deep.equal([1, 3]);
      expect(where([{ author: 'ann' }, { views: 10 }])).to.deep.equal([1]);
      expect(where({ 0: { author: 'ann' }, 1: { id: 3 } })).to.deep.equal([3]);
    });

    it('treats null, {}, [] and "" as no conditions', () => {
      for (const none of [null, undefined, {}, [], '']) expect(where(none)).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('compares with > >= < <= (numbers as numbers, other strings by code unit)', () => {
      expect(where({ 'views >': 3 })).to.deep.equal([1, 4]);
      expect(where({ 'views >=': 10 })).to.deep.equal([1, 4]);
      expect(where({ 'Article.views <': '10' })).to.deep.equal([2, 5]);
      expect(where({ 'views <=': 3 })).to.deep.equal([2, 5]);
      expect(where({ 'views>': 20 })).to.deep.equal([4]);
      expect(where({ 'score >': 8 })).to.deep.equal([2]);
      expect(where({ 'title <': 'Z' })).to.deep.equal([1, 3, 4, 5]);
    });

    it('compares with = != <> and treats null as IS NULL / IS NOT NULL', () => {
      expect(where({ 'author =': 'bob' })).to.deep.equal([2]);
      expect(where({ 'author !=': 'ann' })).to.deep.equal([2, 4]);
      expect(where({ 'author <>': 'ann' })).to.deep.equal([2, 4]);
      expect(where({ author: null })).to.deep.equal([5]);
      expect(where({ 'author !=': null })).to.deep.equal([1, 2, 3, 4]);
      expect(where({ 'views >': null })).to.deep.equal([]);
    });

    it('never matches a null field with a comparison, not even through NOT (SQL three-valued logic)', () => {
      expect(where({ views: 3 })).to.deep.equal([2, 5]);
      expect(where({ NOT: { views: 3 } })).to.deep.equal([1, 4]);
      expect(where({ OR: { views: 3, id: 3 } })).to.deep.equal([2, 3, 5]);
    });

    it('reads a list value as IN, and != with a list as NOT IN; IN and NOT IN also as operators', () => {
      expect(where({ id: [1, '3', 9] })).to.deep.equal([1, 3]);
      expect(where({ 'id !=': [1, 3] })).to.deep.equal([2, 4, 5]);
      expect(where({ 'id IN': [2, 4] })).to.deep.equal([2, 4]);
      expect(where({ 'id not in': [2, 4] })).to.deep.equal([1, 3, 5]);
      expect(where({ 'id IN': 5 })).to.deep.equal([5]);
      expect(where({ id: [] })).to.deep.equal([]);
      expect(where({ 'id NOT IN': [] })).to.deep.equal([1, 2, 3, 4, 5]);
      expect(where({ 'author NOT IN': ['ann', null] })).to.deep.equal([]);
    });

    it('matches LIKE and NOT LIKE with % and _, case-insensitively, with regex characters literal', () => {
      expect(where({ 'title LIKE': '%a' })).to.deep.equal([1, 2, 3]);
      expect(where({ 'title like': 'a%' })).to.deep.equal([1]);
      expect(where({ 'title LIKE': '_eta' })).to.deep.equal([2]);
      expect(where({ 'title LIKE': '100\\%%' })).to.deep.equal([4]);
      expect(where({ 'title LIKE': '%_x' })).to.deep.equal([5]);
      expect(where({ 'title LIKE': 'delta\\_x' })).to.deep.equal([5]);
      expect(where({ 'title LIKE': '.*' })).to.deep.equal([]);
      expect(where({ 'title NOT LIKE': '%a%' })).to.deep.equal([4]);
      expect(where({ 'author NOT LIKE': 'a%' })).to.deep.equal([2, 4]);
      expect(where({ 'views LIKE': '1%' })).to.deep.equal([1]);
    });

    it('matches BETWEEN [a, b] inclusively, and NOT BETWEEN', () => {
      expect(where({ 'views BETWEEN': [3, 10] })).to.deep.equal([1, 2, 5]);
      expect(where({ 'views NOT BETWEEN': [3, 10] })).to.deep.equal([4]);
      expect(where({ 'title BETWEEN': ['B', 'E'] })).to.deep.equal([5]);
    });

    it('combines OR, AND, NOT and XOR (any case) over objects and lists, nested', () => {
      expect(where({ OR: { author: 'bob', 'views >': 20 } })).to.deep.equal([2, 4]);
      expect(where({ or: [{ author: 'ann', views: 10 }, { id: 5 }] })).to.deep.equal([1, 5]);
      expect(where({ AND: [{ author: 'ann' }, { published: true }] })).to.deep.equal([1, 3]);
      // Record 5 has no author, but its published is false, so the AND is false and NOT makes it true.
      expect(where({ NOT: { author: 'ann', published: true } })).to.deep.equal([2, 4, 5]);
      expect(where({ Not: [{ id: 1 }, { id: 2 }] })).to.deep.equal([1, 2, 3, 4, 5]);
      expect(where({ XOR: { author: 'ann', published: true } })).to.deep.equal([4]);
      expect(where({ published: true, OR: [{ 'views >': 20 }, { NOT: { author: ['ann', 'cy'] } }] })).to.deep.equal([4]);
      expect(where({ OR: [{}, { id: 2 }] })).to.deep.equal([2]);
      expect(where({ OR: {} })).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('refuses an unknown field, another model, an unknown operator and SQL, naming them', () => {
      const model = articles();
      const find = (conditions: unknown) => () => model.find('all', { conditions: conditions as PhpArray });
      expect(find({ body: 'x' })).to.throw(TypeError, /unknown field "body"/);
      expect(find({ 'Article.body': 'x' })).to.throw(TypeError, /unknown field "body"/);
      expect(find({ 'Comment.title': 'x' })).to.throw(TypeError, /another model \(Comment\)/);
      expect(find({ 'views ~': 1 })).to.throw(TypeError, /unknown operator "~"/);
      expect(find({ 'title REGEXP': 'x' })).to.throw(TypeError, /unknown operator "REGEXP"/);
      expect(find('Article.id = 1')).to.throw(TypeError, /SQL condition "Article.id = 1"/);
      expect(find(['views > 3'])).to.throw(TypeError, /SQL condition "views > 3"/);
      expect(find({ OR: 'id = 1 OR 1 = 1' })).to.throw(TypeError, /SQL condition/);
      expect(find({ 'COUNT(id) >': 1 })).to.throw(TypeError, /not a field reference/);
      expect(find({ 'views BETWEEN': [1] })).to.throw(TypeError, /two bounds/);
      expect(find({ 'title LIKE': ['a', 'b'] })).to.throw(TypeError, /scalar value/);
      expect(find({ title: { a: 1 } })).to.throw(TypeError, /scalar value/);
      expect(find(42)).to.throw(TypeError, /conditions must be an object or a list/);
    });

    it('checks the conditions even when there are no records', () => {
      const empty = new InMemoryModel({ name: 'Article', fields: ['id'] });
      expect(() => empty.find('count', { conditions: { nope: 1 } })).to.throw(TypeError, /unknown field "nope"/);
    });
  });

  describe('order', () => {
    it('sorts by an object of fields and directions, key after key', () => {
      expect(ids(articles().find('all', { order: { 'Article.author': 'desc', id: 'asc' } }))).to.deep.equal([4, 2, 1, 3, 5]);
      expect(ids(articles().find('all', { order: { views: 'DESC', id: 'desc' } }))).to.deep.equal([4, 1, 5, 2, 3]);
    });

    it('sorts by a string: "Article.title DESC", "title", or a comma-separated list', () => {
      expect(ids(articles().find('all', { order: 'Article.title DESC' }))).to.deep.equal([2, 3, 5, 1, 4]);
      expect(ids(articles().find('all', { order: 'title' }))).to.deep.equal([4, 1, 5, 3, 2]);
      expect(ids(articles().find('all', { order: 'views, id DESC' }))).to.deep.equal([3, 5, 2, 1, 4]);
      expect(ids(articles().find('all', { order: ['author DESC', 'id'] as never }))).to.deep.equal([4, 2, 1, 3, 5]);
      expect(ids(articles().find('all', { order: { 0: 'views DESC' } }))).to.deep.equal([4, 1, 2, 5, 3]);
    });

    it('compares numbers and numeric strings as numbers, and puts null first ascending', () => {
      expect(ids(articles().find('all', { order: { score: 'asc' } }))).to.deep.equal([3, 5, 1, 4, 2]);
      expect(ids(articles().find('all', { order: { score: 'desc' } }))).to.deep.equal([2, 1, 4, 5, 3]);
      expect(ids(articles().find('all', { order: { views: 'asc' } }))).to.deep.equal([3, 2, 5, 1, 4]);
    });

    it('compares strings by code unit (uppercase before lowercase), not by locale', () => {
      const model = new InMemoryModel({
        name: 'Word', fields: ['id', 'title'],
        records: [{ id: 1, title: 'b' }, { id: 2, title: 'B' }, { id: 3, title: 'ä' }, { id: 4, title: 'a' }],
      });
      expect(model.find('all', { order: 'title' }).map((row) => row.Word.title)).to.deep.equal(['B', 'a', 'b', 'ä']);
    });

    it('is stable: equal keys keep record order', () => {
      expect(ids(articles().find('all', { order: { published: 'desc' } }))).to.deep.equal([1, 3, 4, 2, 5]);
      expect(ids(articles().find('all', { order: { author: 'asc' } }))).to.deep.equal([5, 1, 3, 2, 4]);
    });

    it("ignores an order on a field the model lacks, on another model's field, or in SQL", () => {
      expect(ids(articles().find('all', { order: { body: 'desc' } }))).to.deep.equal([1, 2, 3, 4, 5]);
      expect(ids(articles().find('all', { order: 'Comment.id DESC, views DESC' }))).to.deep.equal([4, 1, 2, 5, 3]);
      expect(ids(articles().find('all', { order: 'RAND()' }))).to.deep.equal([1, 2, 3, 4, 5]);
    });
  });

  describe('fields, limit and page', () => {
    it('returns only the fields asked for, in the order asked, by name or Alias.name', () => {
      expect(articles().find('all', { fields: ['Article.title', 'id'], limit: 2 })).to.deep.equal([
        { Article: { title: 'Alpha', id: 1 } },
        { Article: { title: 'beta', id: 2 } },
      ]);
      expect(articles().find('all', { fields: 'title', limit: 1 })).to.deep.equal([{ Article: { title: 'Alpha' } }]);
      expect(articles().find('all', { fields: 'id, Article.views', limit: 1 })).to.deep.equal([{ Article: { id: 1, views: 10 } }]);
      expect(articles().find('all', { fields: ['Article.*'], limit: 1 })[0].Article).to.have.keys(
        'id', 'title', 'views', 'author', 'published', 'score',
      );
    });

    it('gives null for a field a record lacks', () => {
      const model = new InMemoryModel({ name: 'Article', fields: ['id', 'title'], records: [{ id: 1 }] });
      expect(model.find('all', { fields: ['id', 'title'] })).to.deep.equal([{ Article: { id: 1, title: null } }]);
      expect(model.find('all', { conditions: { title: null } })).to.deep.equal([{ Article: { id: 1 } }]);
    });

    it('refuses unknown fields, other models and SQL in fields', () => {
      expect(() => articles().find('all', { fields: ['body'] })).to.throw(TypeError, /unknown field "body"/);
      expect(() => articles().find('all', { fields: ['Comment.id'] })).to.throw(TypeError, /another model/);
      expect(() => articles().find('all', { fields: 'COUNT(*) AS n' })).to.throw(TypeError, /not a field reference/);
      expect(() => articles().find('all', { fields: [1] as never })).to.throw(TypeError, /must be a string/);
    });

    it('pages with limit and a 1-based page: offset (page - 1) * limit', () => {
      const model = articles();
      expect(ids(model.find('all', { limit: 2 }))).to.deep.equal([1, 2]);
      expect(ids(model.find('all', { limit: 2, page: 2 }))).to.deep.equal([3, 4]);
      expect(ids(model.find('all', { limit: 2, page: 3 }))).to.deep.equal([5]);
      expect(ids(model.find('all', { limit: 2, page: 4 }))).to.deep.equal([]);
      expect(ids(model.find('all', { limit: '2' as never, page: '2' as never, order: 'id DESC' }))).to.deep.equal([3, 2]);
      expect(ids(model.find('all', { page: 3 }))).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it('skips `offset` records when given, instead of the page (as Cake’s find)', () => {
      const model = articles();
      expect(ids(model.find('all', { limit: 2, offset: 3 }))).to.deep.equal([4, 5]);
      expect(ids(model.find('all', { limit: 2, offset: 1, page: 3 }))).to.deep.equal([2, 3]);
      expect(ids(model.find('all', { offset: 4 }))).to.deep.equal([5]);
      expect(ids(model.find('all', { limit: 3, offset: 9, order: 'id DESC' }))).to.deep.equal([]);
      expect(() => model.find('all', { limit: 2, offset: -1 })).to.throw(TypeError, /offset must be an integer of at least 0/);
    });

    it('refuses a limit or page that is not a count', () => {
      expect(() => articles().find('all', { limit: -1 })).to.throw(TypeError, /limit must be an integer of at least 0/);
      expect(() => articles().find('all', { limit: 2, page: 0 })).to.throw(TypeError, /page must be an integer of at least 1/);
      expect(() => articles().find('all', { limit: 1.5 })).to.throw(TypeError, /limit/);
    });
  });

  describe('set() and validation', () => {
    function users(): InMemoryModel {
      return new InMemoryModel({
        name: 'User',
        fields: ['id', 'name', 'email', 'age', 'code', 'password', 'confirm'],
        validate: {
          name: { rule: 'notEmpty', message: 'Name is required' },
          email: [{ rule: 'notEmpty' }, { rule: 'email', message: 'Not an email' }],
          age: { rule: 'numeric', message: 'Age must be a number', allowEmpty: true },
          code: { rule: /^[A-Z]{3}$/g, message: 'Three capitals' },
          confirm: { rule: (value, data) => value === data.password, message: 'Passwords differ' },
        },
      });
    }

    it('set() stores { Alias: {...} } or flat data under the alias, keeping other models, and sets id', () => {
      const model = users();
      model.set({ User: { id: 4, name: 'Kim' } });
      expect(model.data).to.deep.equal({ User: { id: 4, name: 'Kim' } });
      expect(model.id).to.equal(4);
      model.set({ email: 'k@x.test', Profile: { bio: 'hi' } });
      expect(model.data).to.deep.equal({ Profile: { bio: 'hi' }, User: { id: 4, name: 'Kim', email: 'k@x.test' } });
      expect(() => model.set('x' as never)).to.throw(TypeError, /data must be an object/);
    });

    it('passes valid data', () => {
      const model = users();
      model.set({ User: { name: 'Kim', email: 'kim@example.test', age: '42', code: 'ABC', password: 'p', confirm: 'p' } });
      expect(model.invalidFields()).to.deep.equal({});
      expect(model.validates()).to.equal(true);
      expect(model.validationErrors).to.deep.equal({});
    });

    it('reports the first failing rule of each field, with its message or the default', () => {
      const model = users();
      model.set({ User: { name: '  ', email: '', age: 'old', code: 'abc', password: 'p', confirm: 'q' } });
      const errors = {
        name: 'Name is required',
        email: 'This field is invalid',
        age: 'Age must be a number',
        code: 'Three capitals',
        confirm: 'Passwords differ',
      };
      expect(model.invalidFields()).to.deep.equal(errors);
      expect(model.validationErrors).to.deep.equal(errors);
      expect(model.validates()).to.equal(false);
      model.set({ email: 'not-an-email' });
      expect(model.invalidFields().email).to.equal('Not an email');
    });

    it('checks missing fields only with notEmpty (a missing required field fails)', () => {
      const model = users();
      model.data = { User: { code: 'XYZ' } };
      expect(model.invalidFields()).to.deep.equal({ name: 'Name is required', email: 'This field is invalid' });
    });

    it('reads flat data too, and lets allowEmpty pass an empty value', () => {
      const model = users();
      model.data = { name: 'Kim', email: 'a@b.co', age: '' };
      expect(model.invalidFields()).to.deep.equal({});
      model.data = { name: 'Kim', email: 'a@b.co', age: null };
      expect(model.validates()).to.equal(true);
    });

    it('notEmpty fails on "", null, undefined and whitespace; numeric and email as PHP would', () => {
      const model = new InMemoryModel({
        name: 'T', fields: ['a', 'n', 'e'],
        validate: { a: { rule: 'notEmpty' }, n: { rule: 'numeric' }, e: { rule: 'email' } },
      });
      const check = (data: PhpArray) => { model.data = data; return Object.keys(model.invalidFields()); };
      for (const blank of ['', null, undefined, ' \t\n']) expect(check({ a: blank })).to.deep.equal(['a']);
      expect(check({ a: 0 })).to.deep.equal([]);
      expect(check({ a: 'x', n: '1.5e3' })).to.deep.equal([]);
      expect(check({ a: 'x', n: ' 12' })).to.deep.equal([]);
      expect(check({ a: 'x', n: '12px' })).to.deep.equal(['n']);
      expect(check({ a: 'x', e: 'a@b' })).to.deep.equal(['e']);
      expect(check({ a: 'x', e: 'a b@c.de' })).to.deep.equal(['e']);
      expect(check({ a: 'x', e: 'first.last@mail.example.org' })).to.deep.equal([]);
    });

    it('a RegExp rule with the g flag gives the same answer every time', () => {
      const model = users();
      model.data = { name: 'a', email: 'a@b.co', code: 'ABC' };
      expect(model.validates()).to.equal(true);
      expect(model.validates()).to.equal(true);
    });

    it('refuses an unknown rule', () => {
      expect(() => new InMemoryModel({ name: 'T', fields: ['a'], validate: { a: { rule: 'alphaNumeric' as never } } }))
        .to.throw(TypeError, /field a has unknown rule "alphaNumeric"/);
    });
  });
});
