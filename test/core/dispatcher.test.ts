/**
 * Dispatcher: URLs to controller actions, the dispatch order, and a
 * dispatch that ends in each framework error; then the whole chain
 * paginate() → PaginatorHelper → numbers() on a few thousand records.
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect } from 'chai';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import '../../src/errors/error-handler.js';
import { FrameworkLog, MemoryLogWriter } from '../../src/framework/log.js';
import { InMemoryModel, type Row } from '../../src/framework/model.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import { h, type PhpArray } from '../../src/shared/php.js';

const calls: string[] = [];

class ArticlesController extends Controller {
  override name = 'Articles';
  override beforeFilter(): void {
    calls.push('beforeFilter');
  }
  override afterFilter(): void {
    calls.push('afterFilter');
  }
  index(): void {
    calls.push('index');
    this.set('rows', this.paginate());
  }
  view(id: string): string {
    this.set('id', id);
    return `article ${id}`;
  }
  broken(): void {
    throw new Error('database <down>');
  }
  /** Throws what the query names: a value that is no Error, some with no text of their own. */
  odd(what: string): void {
    throw ({ bare: Object.create(null), symbol: Symbol('s'), text: 'plain <text>' } as Record<string, unknown>)[what];
  }
  leave(): void {
    this.redirect('/articles/index');
  }
  missing(): void {
    this.render('no_such_view');
  }
  _secret(): string {
    return 'secret';
  }
}

function records(count: number): PhpArray[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Article ${String(count - i).padStart(4, '0')}` }));
}

function setup(debug = 2, count = 3000) {
  const writer = new MemoryLogWriter();
  const app = new App({ env: memoryEnvironment({ href: 'http://example.test/' }), debug, log: new FrameworkLog([writer]) });
  app.registerController('Articles', ArticlesController);
  app.registerModel('Article', () => new InMemoryModel({ name: 'Article', fields: ['id', 'title'], records: records(count) }));
  app.registerView('articles/index', (vars, view) => {
    const paginator = new PaginatorHelper({
      env: memoryEnvironment({ href: 'http://example.test/articles/index' }),
      here: '/articles/index',
      params: (view.controller as Controller).params,
    });
    const rows = (vars.rows as Row[]).map((row) => `<li>${h(row.Article.title)}</li>`).join('');
    return `<ul>${rows}</ul><nav>${paginator.numbers({ first: 1, last: 1 }) || ''}</nav><p>${paginator.counter('range')}</p>`;
  });
  app.registerView('articles/view', (vars) => `<p>${h(vars.id)}</p>`);
  calls.length = 0;
  return { app, dispatcher: new Dispatcher(app), writer };
}

describe('Dispatcher', () => {
  it('parses controller, action, passed and named parts and the query', () => {
    const { dispatcher } = setup();
    expect(dispatcher.parseParams('/article_comments/view/5/x%20y/page:2/sort:title?q=a+b&n=1')).to.deep.equal({
      controller: 'article_comments', action: 'view', plugin: null, pass: ['5', 'x y'], named: { page: '2', sort: 'title' },
      url: { q: 'a b', n: '1' },
    });
    expect(dispatcher.parseParams('/')).to.include({ controller: '', action: 'index' });
    expect(dispatcher.parseParams({ controller: 'articles', action: 'view', 0: 7, page: 2 })).to.deep.equal({
      controller: 'articles', action: 'view', plugin: null, pass: ['7'], named: { page: 2 }, url: {},
    });
  });

  it('runs startup, the action, render and shutdown in order', () => {
    const { dispatcher } = setup();
    const result = dispatcher.dispatch('/articles/index');
    expect(calls).to.deep.equal(['beforeFilter', 'index', 'afterFilter']);
    expect(result.ok).to.equal(true);
    expect(result.output).to.match(/^<!doctype html>/);
    expect(result.headers).to.deep.equal([]);
  });

  it('passes passed parts to the action and returns its value', () => {
    const { dispatcher } = setup();
    const result = dispatcher.dispatch('/articles/view/42');
    expect(result.returned).to.equal('article 42');
    expect(result.output).to.contain('<p>42</p>');
  });

  it('ends in missingController for an unknown controller', () => {
    const { dispatcher } = setup(2);
    const result = dispatcher.dispatch('/posts/index');
    expect(result.ok).to.equal(false);
    expect(result.output).to.contain('Missing Controller').and.contain('PostsController');
    const production = setup(0).dispatcher.dispatch('/posts/index');
    expect(production.headers).to.deep.equal(['HTTP/1.0 404 Not Found']);
    expect(production.output).to.contain('/posts/index').and.not.contain('PostsController');
  });

  it('ends in missingAction for an unknown action', () => {
    const result = setup(2).dispatcher.dispatch('/articles/edit/1');
    expect(result.ok).to.equal(false);
    expect(result.output).to.contain('Missing Method').and.contain('edit');
  });

  it('ends in privateAction for an action starting with _ or a framework method', () => {
    const { dispatcher } = setup(2);
    for (const action of ['_secret', 'render', 'redirect', 'constructor', 'paginate']) {
      const result = dispatcher.dispatch(`/articles/${action}`);
      expect(result.ok, action).to.equal(false);
      expect(result.output, action).to.contain('Private Method');
    }
  });

  it('answers 404 for a URL that names no page at every debug level: only what the page says changes (DESIGN §7)', () => {
    for (const debug of [0, 1, 2]) {
      for (const url of ['/posts/index', '/articles/edit/1', '/articles/_secret', '/articles/render', '/']) {
        const result = setup(debug).dispatcher.dispatch(url);
        expect(result.headers, `${url} at debug ${debug}`).to.deep.equal(['HTTP/1.0 404 Not Found']);
      }
    }
    // A failure inside a page that exists is not a 404: a missing view is the application's fault.
    expect(setup(2).dispatcher.dispatch('/articles/missing').headers).to.not.include('HTTP/1.0 404 Not Found');
  });

  it('ends in missingView and missingModel from inside the controller', () => {
    const { app, dispatcher } = setup(2);
    expect(dispatcher.dispatch('/articles/missing').output).to.contain('Missing View');
    app.models.delete('Article');
    const result = dispatcher.dispatch('/articles/view/1');
    expect(result.ok).to.equal(false);
    expect(result.output).to.contain('Missing Model');
  });

  it('ends in missingLayout, missingTable and missingComponentClass from inside the controller', () => {
    class OddController extends Controller {
      override name = 'Odd';
      override uses = [];
      wrongLayout(): void {
        this.layout = 'nowhere';
      }
      wrongModel(): void {
        this.loadModel('Ghost');
      }
    }
    class PartsController extends Controller {
      override name = 'Parts';
      override uses = [];
      override components = ['Cart'];
      index(): void {}
    }
    const { app, dispatcher } = setup(2);
    app.registerController('Odd', OddController).registerController('Parts', PartsController);
    app.registerView('odd/wrong_layout', () => 'body');
    const layout = dispatcher.dispatch('/odd/wrong_layout');
    expect([layout.ok, layout.output.includes('Missing Layout')]).to.deep.equal([false, true]);
    const table = dispatcher.dispatch('/odd/wrong_model');
    expect([table.ok, table.output.includes('Missing Database Table'), table.headers]).to.deep.equal([
      false, true, ['HTTP/1.0 500 Internal Server Error'],
    ]);
    const component = dispatcher.dispatch('/parts/index');
    expect([component.ok, component.output.includes('Missing Component Class')]).to.deep.equal([false, true]);
    // Names an object's own properties have are no built-in components either.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      class NamedController extends Controller {
        override name = 'Named';
        override uses = [];
        override components = [name];
        index(): void {}
      }
      app.registerController('Named', NamedController);
      const named = dispatcher.dispatch('/named/index');
      expect([named.ok, named.output.includes('Missing Component Class')], name).to.deep.equal([false, true]);
    }
  });

  it('turns an exception into a 500 page, descriptive only in debug, and logs it', () => {
    const debug = setup(2);
    const result = debug.dispatcher.dispatch('/articles/broken');
    expect(result.ok).to.equal(false);
    expect(result.output).to.contain('database &lt;down&gt;');
    expect(debug.writer.lines('error').join('\n')).to.contain('database <down>');
    const production = setup(0).dispatcher.dispatch('/articles/broken');
    expect(production.headers).to.deep.equal(['HTTP/1.0 500 Internal Server Error']);
    expect(production.output).to.not.contain('database');
  });

  it('turns any thrown value into the 500 page, one without text of its own (no prototype, a symbol) too', () => {
    for (const [what, shown] of [['bare', 'a value of type object'], ['symbol', 'Symbol(s)'], ['text', 'plain &lt;text&gt;']]) {
      const { dispatcher, writer } = setup(2);
      const result = dispatcher.dispatch(`/articles/odd/${what}`);
      expect([result.ok, result.headers], what).to.deep.equal([false, ['HTTP/1.0 500 Internal Server Error']]);
      expect(result.output, what).to.contain(shown);
      expect(writer.lines('error'), what).to.have.length(1);
    }
  });

  it('treats a redirect’s stop as the end of the request', () => {
    const result = setup().dispatcher.dispatch('/articles/leave');
    expect(result.ok).to.equal(true);
    expect(result.headers).to.deep.equal(['Location: http://example.test/articles/index']);
    expect(result.output).to.equal('');
  });

  it('requestAction returns the value, the rendered output with return, or false', () => {
    const { dispatcher } = setup();
    expect(dispatcher.requestAction('/articles/view/9')).to.equal('article 9');
    expect(dispatcher.requestAction('/articles/view/9', { return: true })).to.contain('<p>9</p>');
    expect(dispatcher.requestAction('/nope')).to.equal(false);
  });

  it('paginates end to end: paginate() → PaginatorHelper → numbers() over 3,000 records', () => {
    const { dispatcher } = setup(2, 3000);
    const result = dispatcher.dispatch('/articles/index/page:75/sort:title/direction:desc');
    const link = (page: number) =>
      `<span><a href="/articles/index?page=${page}&amp;sort=title&amp;direction=desc">${page}</a></span>`;
    const window = [71, 72, 73, 74].map(link).join(' | ') + ' | <span class="current">75</span> | ' + [76, 77, 78, 79].map(link).join(' | ');
    expect(result.output).to.contain(`<nav>${link(1)}...${window}...${link(150)}</nav>`);
    expect(result.output).to.contain('<p>1481 - 1500 of 3000</p>');
    expect(result.output).to.contain('<li>Article 1520</li>');
  });
});
