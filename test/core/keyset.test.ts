/**
 * Pages without a total: paginate() with `countless` (no count query, one
 * row more than the page) and `keyset` (cursor pages over a unique sort
 * key: no count, no offset, so a far page costs what page 2 costs); the
 * cursor codec and its refusals; Controller.paginate() turning a bad
 * cursor into the 404 page (production) or the Invalid Cursor page (debug).
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { FrameworkLog } from '../../src/framework/log.js';
import { InMemoryModel, type FindQuery, type FindType, type Row } from '../../src/framework/model.js';
import { paginate, type PaginateInput } from '../../src/framework/paginate.js';
import { decodeCursor, encodeCursor, InvalidCursorError, MAX_CURSOR_LENGTH } from '../../src/pagination/cursor.js';
import type { PhpArray } from '../../src/shared/php.js';
import { thrown } from './support.js';

/** A real in-memory model that also records every query it answers: the cost of a page is what it was asked. */
class RecordingModel extends InMemoryModel {
  readonly queries: Array<{ type: FindType; query: FindQuery }> = [];
  override find(type: FindType, query: FindQuery = {}): never {
    this.queries.push({ type, query: JSON.parse(JSON.stringify(query)) as FindQuery });
    return super.find(type, query) as never;
  }
}

/** `count` articles with ids 1..count (in shuffled storage order) and a title. */
function articles(count: number): RecordingModel {
  const records = Array.from({ length: count }, (_, i) => ({ id: ((i * 37) % count) + 1, title: `Article ${i}` }));
  return new RecordingModel({ name: 'Article', fields: ['id', 'title'], records });
}

function run(input: Partial<PaginateInput>): ReturnType<typeof paginate> {
  return paginate({ model: articles(95), settings: {}, passedArgs: {}, ...input });
}

const ids = (rows: Row[]) => rows.map((row) => row.Article.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('paginate() without a total', () => {
  describe('countless', () => {
    const settings = { countless: true, limit: 20, order: { 'Article.id': 'asc' } };

    it('never counts, reads limit + 1 rows from the page offset, and gives a record without count or pageCount', () => {
      const model = articles(95);
      const { results, paging } = run({ model, settings, passedArgs: { page: '3' } });
      expect(ids(results)).to.deep.equal(range(41, 60));
      expect(model.queries.map((q) => q.type)).to.deep.equal(['all']);
      expect(model.queries[0].query).to.include({ limit: 21, offset: 40 });
      expect(paging).to.deep.equal({
        page: 3, current: 20, prevPage: true, nextPage: true,
        defaults: { limit: 20, step: 1, countless: true, order: { 'Article.id': 'asc' }, conditions: {} },
        options: { page: 3, limit: 20, countless: true, order: { 'Article.id': 'asc' }, conditions: {} },
      });
    });

    it('knows the last page from the extra row, and does not clamp a page past the end', () => {
      const last = run({ settings, passedArgs: { page: 5 } }).paging;
      expect(last).to.include({ page: 5, current: 15, prevPage: true, nextPage: false });
      const past = run({ settings, passedArgs: { page: 9 } });
      expect(past.results).to.deep.equal([]);
      expect(past.paging).to.include({ page: 9, current: 0, prevPage: true, nextPage: false });
      // Exactly a page's worth left: the extra row is absent, so there is no next page.
      expect(run({ settings, model: articles(100), passedArgs: { page: 5 } }).paging).to.include({ nextPage: false, current: 20 });
    });

    it('reads a malformed page, "last" and page 0 as page 1, as request data never throws', () => {
      for (const page of ['abc', 'last', 0, -4, '']) {
        expect(run({ settings, passedArgs: { page } }).paging, String(page)).to.include({ page: 1, prevPage: false, nextPage: true });
      }
    });

    it('keeps the request sort and the conditions', () => {
      const { results } = run({ settings: { ...settings, conditions: { 'Article.id <=': 30 } }, passedArgs: { sort: 'id', direction: 'desc', page: 2 } });
      expect(ids(results)).to.deep.equal(range(1, 10).reverse());
    });
  });

  describe('keyset', () => {
    const settings = { keyset: 'id', limit: 10 };

    it('page 1 has no cursor in, a next cursor out, and no prev cursor', () => {
      const { results, paging } = run({ settings });
      expect(ids(results)).to.deep.equal(range(1, 10));
      expect(paging).to.include({ page: 1, current: 10, prevPage: false, nextPage: true, prevCursor: null });
      expect(paging).to.not.have.any.keys('count', 'pageCount');
      expect(decodeCursor(paging.nextCursor, 'id')).to.deep.equal({ key: 'id', value: 10, direction: 'next', page: 2 });
    });

    it('walks forwards to the end and back to the start by its cursors, page numbers following', () => {
      const model = articles(95);
      let paging = paginate({ model, settings, passedArgs: {} }).paging;
      const seen: unknown[][] = [];
      for (let page = 2; paging.nextPage; page++) {
        const next = paginate({ model, settings, passedArgs: { cursor: paging.nextCursor } });
        expect(next.paging.page).to.equal(page);
        seen.push(ids(next.results));
        paging = next.paging;
      }
      expect(paging).to.include({ page: 10, current: 5, nextPage: false, nextCursor: null, prevPage: true });
      expect(seen.flat()).to.deep.equal(range(11, 95));
      for (let page = 9; paging.prevPage; page--) {
        const prev = paginate({ model, settings, passedArgs: { cursor: paging.prevCursor } });
        expect(prev.paging.page).to.equal(page);
        expect(ids(prev.results)).to.deep.equal(range(page * 10 - 9, page * 10));
        paging = prev.paging;
      }
      expect(paging).to.include({ page: 1, prevPage: false, prevCursor: null, nextPage: true });
    });

    it('costs the same on a far page as on page 2: no count, no offset, a bound on the key, limit + 1 rows', () => {
      const model = articles(100_000);
      const far = encodeCursor({ key: 'id', value: 99_000, direction: 'next', page: 9901 });
      const second = encodeCursor({ key: 'id', value: 10, direction: 'next', page: 2 });
      const farPage = paginate({ model, settings, passedArgs: { cursor: far } });
      const secondPage = paginate({ model, settings, passedArgs: { cursor: second } });
      expect(ids(farPage.results)).to.deep.equal(range(99_001, 99_010));
      expect(farPage.paging.page).to.equal(9901);
      expect(ids(secondPage.results)).to.deep.equal(range(11, 20));
      const [farQuery, secondQuery] = model.queries;
      expect(model.queries.map((q) => q.type)).to.deep.equal(['all', 'all']);
      expect(farQuery.query).to.deep.equal({
        conditions: { 'Article.id >': 99_000 }, fields: null, recursive: 1, order: { 'Article.id': 'asc' }, limit: 11, page: 1,
      });
      // The same query but for the bound's value.
      expect({ ...secondQuery.query, conditions: null }).to.deep.equal({ ...farQuery.query, conditions: null });
      expect(secondQuery.query.conditions).to.deep.equal({ 'Article.id >': 10 });
    });

    it('follows the settings order on the key: descending reads the key downwards, and ignores the request sort', () => {
      const desc = { ...settings, order: { 'Article.id': 'desc' } };
      const first = run({ settings: desc, passedArgs: { sort: 'title' } });
      expect(ids(first.results)).to.deep.equal(range(86, 95).reverse());
      const second = run({ settings: desc, passedArgs: { cursor: first.paging.nextCursor } });
      expect(ids(second.results)).to.deep.equal(range(76, 85).reverse());
      const back = run({ settings: desc, passedArgs: { cursor: second.paging.prevCursor } });
      expect(ids(back.results)).to.deep.equal(range(86, 95).reverse());
      expect(back.paging).to.include({ page: 1, prevPage: false });
      expect(ids(run({ settings: { ...settings, order: 'Article.id DESC' } }).results)[0]).to.equal(95);
      // The record says what was applied: the settings' order, and no sort from the request.
      expect(first.paging.options).to.deep.equal({ page: 1, limit: 10, keyset: 'id', order: { 'Article.id': 'desc' }, conditions: {} });
      expect(run({ settings, passedArgs: { sort: 'title', direction: 'desc' } }).paging.options).to.not.have.property('order');
    });

    it('ANDs the bound with the settings and scope conditions, and adds the key to restricted fields', () => {
      const cursor = encodeCursor({ key: 'id', value: 20, direction: 'next', page: 2 });
      const { results } = run({
        settings: { ...settings, conditions: { 'Article.id <=': 25 }, fields: ['title'] }, scope: { 'Article.id >=': 3 }, passedArgs: { cursor },
      });
      expect(ids(results)).to.deep.equal(range(21, 25));
      expect(Object.keys(results[0].Article)).to.deep.equal(['title', 'id']);
    });

    it('refuses a cursor with no row after it (no such page); nothing before a prev cursor is the first page', () => {
      const after = () => run({ settings, passedArgs: { cursor: encodeCursor({ key: 'id', value: 500, direction: 'next', page: 60 }) } });
      expect(after).to.throw(InvalidCursorError, /after the end of the list/);
      const before = run({ settings, passedArgs: { cursor: encodeCursor({ key: 'id', value: 1, direction: 'prev', page: 7 }) } });
      expect(ids(before.results)).to.deep.equal(range(1, 10));
      expect(before.paging).to.include({ page: 1, prevPage: false, prevCursor: null });
    });

    it('refuses a keyset setting that names no field of the model (a programming error)', () => {
      for (const keyset of ['nope', 'Comment.id', 7, 'id DESC']) {
        expect(() => run({ settings: { keyset } }), String(keyset)).to.throw(TypeError, /keyset must name a field of Article/);
      }
    });

    it('refuses a key value that cannot make a cursor', () => {
      const model = new InMemoryModel({ name: 'Article', fields: ['id', 'slug'], records: [{ id: 1 }, { id: 2 }] });
      expect(() => paginate({ model, settings: { keyset: 'slug', limit: 1 }, passedArgs: {} }))
        .to.throw(TypeError, /^paginate\(\): the keyset field Article\.slug must hold text or a number in every row, got undefined$/);
    });
  });
});

describe('cursors', () => {
  it('round-trip any key value and page, and are URL-safe', () => {
    fc.assert(fc.property(
      fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
      fc.constantFrom('next', 'prev'), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      (value, direction, page) => {
        const token = encodeCursor({ key: 'id', value, direction: direction as 'next' | 'prev', page });
        expect(token).to.match(/^[A-Za-z0-9_-]+$/);
        const back = decodeCursor(token, 'id');
        expect(back).to.deep.equal({ key: 'id', value: Object.is(value, -0) ? 0 : value, direction, page });
      },
    ));
  });

  /** Base64url of bytes, written out bit by bit: an oracle that shares nothing with the codec (which uses btoa()). */
  const bytesAsBase64url = (bytes: ArrayLike<number>): string => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let bits = '';
    for (let i = 0; i < bytes.length; i++) bits += bytes[i].toString(2).padStart(8, '0');
    let out = '';
    for (let i = 0; i < bits.length; i += 6) out += alphabet[parseInt(bits.slice(i, i + 6).padEnd(6, '0'), 2)];
    return out;
  };

  it('are base64url of the UTF-8 of their JSON, as TextEncoder and the written-out alphabet make them, both ways', () => {
    fc.assert(fc.property(
      fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.integer()), fc.integer({ min: 1, max: 1e6 }),
      (value, page) => {
        const token = bytesAsBase64url(new TextEncoder().encode(JSON.stringify({ k: 'id', v: value, d: 'p', p: page })));
        expect(encodeCursor({ key: 'id', value, direction: 'prev', page })).to.equal(token);
        expect(decodeCursor(token, 'id').value).to.equal(value);
      },
    ), { numRuns: 500 });
  });

  it('refuse bytes that are not UTF-8 wherever they stand, and a stray "%" is only a character', () => {
    for (const bytes of [[0x7b, 0xff, 0x7d], [0x22, 0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      const token = bytesAsBase64url(bytes);
      expect((thrown(() => decodeCursor(token, 'id')) as InvalidCursorError).reason, token).to.equal('the cursor does not decode to UTF-8 text');
    }
    const percent = encodeCursor({ key: 'id', value: '%41%', direction: 'next', page: 2 });
    expect(decodeCursor(percent, 'id').value).to.equal('%41%');
  });

  it('refuses to make a cursor of what it could not read back; even a lone surrogate reads back', () => {
    const lone = encodeCursor({ key: 'id', value: 'a\uD800b', direction: 'next', page: 2 });
    expect(decodeCursor(lone, 'id').value).to.equal('a\uD800b');
    expect(() => encodeCursor({ key: 'id', value: Number.NaN, direction: 'next', page: 2 })).to.throw(TypeError, /finite number, got NaN/);
    expect(() => encodeCursor({ key: 'id', value: 1, direction: 'next', page: 0 })).to.throw(TypeError, /page must be a positive integer/);
  });

  it('any other text is refused with an InvalidCursorError, never another error', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/)), (token) => {
      try {
        decodeCursor(token, 'id');
      } catch (error) {
        expect(error).to.be.instanceOf(InvalidCursorError);
        expect((error as InvalidCursorError).reason).to.be.a('string').and.not.match(/Unexpected token|JSON\.parse|URI malformed/);
      }
    }), { numRuns: 500 });
  });

  /** base64url of a JSON text, as a forger would write one. */
  const forge = base64url;

  it('says what was wrong: not text, empty, too long, not base64url, not UTF-8, not JSON, shape, key, types', () => {
    const cases: Array<[unknown, string]> = [
      [42, 'a cursor is text, got 42'],
      ['', 'the cursor is empty'],
      ['A'.repeat(MAX_CURSOR_LENGTH + 1), `the cursor is longer than ${MAX_CURSOR_LENGTH} characters`],
      ['abc=', 'the cursor is not base64url text'],
      ['a+b/', 'the cursor is not base64url text'],
      ['A', 'the cursor is not base64url text'],
      ['_w', 'the cursor does not decode to UTF-8 text'],
      [forge('{"k":'), 'the cursor does not decode to JSON'],
      [forge('[1,2]'), 'the cursor does not hold an object'],
      [forge('{"k":"id","v":1,"d":"n"}'), 'the cursor does not hold exactly the fields k, v, d and p'],
      [forge('{"k":"title","v":1,"d":"n","p":2}'), 'the cursor is for the key "title", not "id"'],
      [forge('{"k":"id","v":{"a":1},"d":"n","p":2}'), "the cursor's key value must be text or a finite number, got a value of type object"],
      [forge('{"k":"id","v":true,"d":"n","p":2}'), "the cursor's key value must be text or a finite number, got true"],
      [forge('{"k":"id","v":1,"d":"x","p":2}'), `the cursor's direction must be "n" or "p", got "x"`],
      [forge('{"k":"id","v":1,"d":"n","p":0}'), "the cursor's page must be a positive integer, got 0"],
      [forge('{"k":"id","v":1,"d":"n","p":"2"}'), `the cursor's page must be a positive integer, got "2"`],
      [forge('{"p":2,"k":"id","v":1,"d":"n"}'), 'the cursor is not in the form paginate() writes'],
    ];
    for (const [token, reason] of cases) {
      const error = thrown(() => decodeCursor(token, 'id')) as InvalidCursorError;
      expect(error, String(token)).to.be.instanceOf(InvalidCursorError);
      expect(error.reason, String(token)).to.contain(reason);
      expect(error.message).to.equal(`Invalid cursor: ${error.reason}`);
    }
  });

  it('paginate() throws it for a bad cursor (the page cannot exist); other request data still never throws', () => {
    const error = thrown(() => run({ settings: { keyset: 'id' }, passedArgs: { cursor: 'nope!' } }));
    expect(error).to.be.instanceOf(InvalidCursorError);
    expect((error as InvalidCursorError).cursor).to.equal('nope!');
    expect(() => run({ settings: { keyset: 'id' }, passedArgs: { page: 'x', limit: [1], sort: {}, cursor: '' } })).to.not.throw();
  });
});

/** base64url (no padding) of a UTF-8 text, written independently of the codec. */
function base64url(text: string): string {
  const bytes = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('Controller.paginate() with a bad cursor', () => {
  class ArticlesController extends Controller {
    override name = 'Articles';
    override paginateSettings: PhpArray = { keyset: 'id', limit: 5 };
    rendered = false;
    index(): void {
      this.set({ rows: this.paginate() });
      this.rendered = true;
    }
  }

  function dispatch(debug: number, query: string) {
    const app = new App({ env: memoryEnvironment({ href: `http://example.test/articles/index${query}` }), debug, log: new FrameworkLog([]) });
    app.registerModel('Article', () => articles(30));
    app.registerController('Articles', ArticlesController);
    app.registerView('articles/index', (vars) => `rows: ${(vars.rows as Row[]).length}`);
    app.registerLayout('default', (_vars, view) => `[${view.content}]`);
    return new Dispatcher(app).dispatch(`/articles/index${query}`, { here: `/articles/index${query}` });
  }

  const HOSTILE = '<script>alert(1)</script>' + 'x'.repeat(100);

  it('a good cursor renders the page', () => {
    const cursor = encodeCursor({ key: 'id', value: 5, direction: 'next', page: 2 });
    const result = dispatch(0, `?cursor=${cursor}`);
    expect(result.output).to.equal('[rows: 5]');
    expect(result.ok).to.equal(true);
  });

  it('debug 0: the plain 404 page, with the 404 status, and nothing but the requested address', () => {
    const result = dispatch(0, `?cursor=${encodeURIComponent(HOSTILE)}`);
    expect(result.headers).to.deep.equal(['HTTP/1.0 404 Not Found']);
    expect(result.ok).to.equal(false);
    expect(result.output).to.contain('<h2>Not Found</h2>');
    expect(result.output).to.not.contain('Invalid Cursor').and.not.contain('base64url').and.not.contain('rows:').and.not.contain('<script>');
  });

  it('debug 2: the Invalid Cursor page, 404, the value escaped and cut short, the reason, how cursors are made', () => {
    const result = dispatch(2, `?cursor=${encodeURIComponent(HOSTILE)}`);
    expect(result.headers).to.deep.equal(['HTTP/1.0 404 Not Found']);
    expect(result.output).to.contain('<h2>Invalid Cursor</h2>');
    expect(result.output).to.contain(`The cursor <code>&lt;script&gt;alert(1)&lt;/script&gt;${'x'.repeat(35)}…</code> could not be read: ` +
      'the cursor is not base64url text (letters, digits, &quot;-&quot; and &quot;_&quot;).');
    expect(result.output).to.contain('A cursor is the token that paginate() writes');
    expect(result.output).to.not.contain('<script>').and.not.contain('rows:').and.not.contain('x'.repeat(36));
  });

  it('debug 2: a cursor that is base64url but not JSON says so, with no engine message', () => {
    const result = dispatch(2, `?cursor=${base64url('{"k":')}`);
    expect(result.output).to.contain('could not be read: the cursor does not decode to JSON.');
    expect(result.output).to.not.match(/Unexpected|position|SyntaxError/);
  });
});

describe('Controller.paginate() past the end of a countless list', () => {
  class ArticlesController extends Controller {
    override name = 'Articles';
    override paginateSettings: PhpArray = { countless: true, limit: 10 };
    index(): void {
      this.set({ rows: this.paginate() });
    }
  }

  function dispatch(debug: number, page: number, count = 30) {
    const query = `?page=${page}`;
    const app = new App({ env: memoryEnvironment({ href: `http://example.test/articles/index${query}` }), debug, log: new FrameworkLog([]) });
    app.registerModel('Article', () => articles(count));
    app.registerController('Articles', ArticlesController);
    app.registerView('articles/index', (vars) => `rows: ${(vars.rows as Row[]).length}`);
    app.registerLayout('default', (_vars, view) => `[${view.content}]`);
    return new Dispatcher(app).dispatch(`/articles/index${query}`, { here: `/articles/index${query}` });
  }

  it('renders the last real page, and the empty first page of an empty list, as pages', () => {
    expect(dispatch(0, 3)).to.include({ output: '[rows: 10]', ok: true });
    expect(dispatch(0, 3).headers).to.deep.equal([]);
    expect(dispatch(0, 1, 0)).to.include({ output: '[rows: 0]', ok: true });
  });

  it('answers a page past the end with the 404 page at every debug level, never an empty page', () => {
    for (const debug of [0, 2]) {
      for (const page of [4, 99999]) {
        const result = dispatch(debug, page);
        expect(result.headers, `page ${page}, debug ${debug}`).to.deep.equal(['HTTP/1.0 404 Not Found']);
        expect(result.ok).to.equal(false);
        expect(result.output).to.contain('<h2>Not Found</h2>').and.contain(`/articles/index?page=${page}`).and.not.contain('rows:');
      }
    }
  });
});
