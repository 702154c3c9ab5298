/**
 * Controller: every operation of the interface's controller table and the
 * properties derived from the controller's name, on a fresh application per
 * test (views, models and components registered for the test).
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect } from 'chai';
import { App } from '../../src/framework/app.js';
import { AuthComponent, Component } from '../../src/framework/component.js';
import { Controller } from '../../src/framework/controller.js';
import '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import '../../src/errors/error-handler.js';
import { FrameworkLog, MemoryLogWriter } from '../../src/framework/log.js';
import { InMemoryModel } from '../../src/framework/model.js';
import { StopSignal } from '../../src/framework/object.js';
import { h, type PhpArray } from '../../src/shared/php.js';

class CommentsController extends Controller {}
class ArticleCommentsController extends Controller {}
class ArticlesController extends Controller {
  index(): void {
    this.set('title', 'All articles');
  }
}

function article(records = 3): InMemoryModel {
  return new InMemoryModel({
    name: 'Article',
    fields: ['id', 'title', 'views'],
    records: Array.from({ length: records }, (_, i) => ({ id: i + 1, title: `Title ${i + 1}`, views: (i * 7) % 10 })),
    validate: { title: { rule: 'notEmpty', message: 'A title is required' } },
  });
}

function setup(debug = 2, href = 'http://example.test/articles/index') {
  const writer = new MemoryLogWriter();
  const env = memoryEnvironment({ href, referrer: 'http://example.test/articles?page=2' });
  const app = new App({ env, debug, log: new FrameworkLog([writer]) });
  app.registerModel('Article', () => article());
  app.registerView('articles/index', (vars) => `<h1>${h(vars.title)}</h1>`);
  app.registerLayout('plain', (_vars, view) => `[${view.content}]`);
  const controller = new ArticlesController({ app, here: '/articles/index', params: { controller: 'articles', action: 'index' } });
  return { app, controller, writer };
}

describe('Controller', () => {
  describe('properties derived from the name', () => {
    it('modelClass is the singular of the name, modelKey its underscored form', () => {
      const app = new App({ env: memoryEnvironment() });
      expect(new CommentsController({ app }).modelClass).to.equal('Comment');
      expect(new ArticleCommentsController({ app }).modelKey).to.equal('article_comment');
      expect(new ArticleCommentsController({ app }).viewPath).to.equal('article_comments');
      expect(new ArticleCommentsController({ app }).name).to.equal('ArticleComments');
    });

    it('a declared name wins over the class name (minified builds rename classes)', () => {
      class X extends Controller {
        override name = 'People';
      }
      const controller = new X({ app: new App({ env: memoryEnvironment() }) });
      expect(controller.name).to.equal('People');
      expect(controller.modelClass).to.equal('Person');
      expect(controller.viewPath).to.equal('people');
    });

    it('methods lists the controller’s own actions, not the framework’s', () => {
      const { controller } = setup();
      expect(controller.methods).to.deep.equal(['index']);
    });

    it('has the interface’s defaults', () => {
      const { controller } = setup();
      expect(controller.autoRender).to.equal(true);
      expect(controller.autoLayout).to.equal(true);
      expect(controller.ext).to.equal('.ctp');
      expect(controller.layout).to.equal('default');
      expect(controller.validationErrors).to.equal(false);
      expect(controller.persistModel).to.equal(false);
      expect(controller.toString()).to.equal('ArticlesController');
    });
  });

  describe('set() and render()', () => {
    it('set() takes a key and value, an object, or lists of keys and values', () => {
      const { controller } = setup();
      controller.set('a', 1);
      controller.set({ b: 2 });
      controller.set(['c', 'd'], [3, 4]);
      expect(controller.viewVars).to.deep.equal({ a: 1, b: 2, c: 3, d: 4 });
    });

    it('renders the action’s view inside the layout and appends it to output', () => {
      const { controller } = setup();
      controller.set('title', '<Hello>');
      const out = controller.render(null, 'plain');
      expect(out).to.equal('[<h1>&lt;Hello&gt;</h1>]');
      expect(controller.output).to.equal(out);
      expect(controller.autoRender).to.equal(false);
      controller.render(false, 'plain');
      expect(controller.output).to.equal('[<h1>&lt;Hello&gt;</h1>][]');
    });

    it('wraps the default layout into a page with the title', () => {
      const { controller } = setup();
      controller.set('title', 'News');
      expect(controller.render()).to.match(/^<!doctype html>[\s\S]*<title>News<\/title>[\s\S]*<h1>News<\/h1>/);
    });

    it('renders a view by path with file, and skips the layout with layout false or autoLayout off', () => {
      const { controller, app } = setup();
      app.registerView('shared/box', () => '<box>');
      expect(controller.render(null, false, 'shared/box')).to.equal('<box>');
      controller.output = '';
      controller.autoLayout = false;
      expect(controller.render('/shared/box')).to.equal('<box>');
    });

    it('calls beforeRender and the components’ beforeRender first', () => {
      const calls: string[] = [];
      class Spy extends Component {
        override beforeRender(): void {
          calls.push('component');
        }
      }
      class Watched extends ArticlesController {
        override name = 'Articles';
        override components = ['Spy'];
        override beforeRender(): void {
          calls.push('controller');
        }
      }
      const { app } = setup();
      app.registerComponent('Spy', Spy);
      const controller = new Watched({ app, params: { action: 'index' } });
      expect(controller.constructClasses()).to.equal(true);
      controller.render(null, 'plain');
      expect(calls).to.deep.equal(['controller', 'component']);
    });

    it('a missing view renders the missingView page (debug) or a 404 (production)', () => {
      const debug = setup(2).controller;
      const page = debug.render('edit');
      expect(page).to.contain('Missing View').and.contain('views/articles/edit.ctp');
      expect(debug.failed).to.equal(true);
      const production = setup(0).controller;
      production.render('edit');
      expect(production.output).to.contain('Not Found').and.not.contain('articles/edit');
      expect(production.headers).to.deep.equal(['HTTP/1.0 404 Not Found']);
    });

    it('a missing layout renders the missingLayout page', () => {
      const { controller } = setup();
      expect(controller.render(null, 'nope')).to.contain('Missing Layout').and.contain('layouts/nope.ctp');
    });
  });

  describe('header(), redirect(), flash(), referer(), disableCache()', () => {
    it('header() records lines in order and refuses CR/LF', () => {
      const { controller } = setup();
      controller.header('X-A: 1');
      controller.header('X-B: 2');
      expect(controller.headers).to.deep.equal(['X-A: 1', 'X-B: 2']);
      expect(() => controller.header('X: 1\r\nSet-Cookie: a=b')).to.throw(TypeError);
    });

    it('redirect() sets the status and a full Location, and stops unless exit is false', () => {
      const { controller } = setup();
      expect(() => controller.redirect({ controller: 'articles', action: 'view', 0: 5 }, 301)).to.throw(StopSignal);
      expect(controller.headers).to.deep.equal([
        'HTTP/1.1 301 Moved Permanently', 'Location: http://example.test/articles/view/5',
      ]);
      expect(controller.autoRender).to.equal(false);
      const again = setup().controller;
      again.redirect('/articles', null, false);
      expect(again.headers).to.deep.equal(['Location: http://example.test/articles']);
      expect(() => again.redirect('javascript:alert(1)', null, false)).to.throw(TypeError, /unsafe/);
    });

    it('redirect() can be cancelled or changed by a component', () => {
      class Guard extends Component {
        override beforeRedirect(_c: Controller, url: unknown): unknown {
          return url === '/stay' ? false : '/elsewhere';
        }
      }
      const { app } = setup();
      app.registerComponent('Guard', Guard);
      const controller = new ArticlesController({ app });
      controller.components = ['Guard'];
      controller.constructClasses();
      controller.redirect('/stay', null, false);
      expect(controller.headers).to.deep.equal([]);
      controller.redirect('/go', null, false);
      expect(controller.headers).to.deep.equal(['Location: http://example.test/elsewhere']);
    });

    it('flash() renders the message with the flash layout and a refresh at debug 0', () => {
      const production = setup(0).controller;
      production.flash('Saved <ok>', { controller: 'articles', action: 'index' }, 3);
      expect(production.output).to.contain('<meta http-equiv="refresh" content="3;url=/articles/index">');
      expect(production.output).to.contain('<a href="/articles/index">Saved &lt;ok&gt;</a>');
      expect(production.autoRender).to.equal(false);
    });

    it('flash() does not redirect when debug is above 0', () => {
      const { controller } = setup(1);
      controller.flash('Saved', '/articles');
      expect(controller.output).to.not.contain('http-equiv');
      expect(controller.output).to.contain('<a href="/articles">Saved</a>');
    });

    it('referer() returns the local path, an external URL unless local, or the default', () => {
      const { controller, app } = setup();
      expect(controller.referer()).to.equal('/articles?page=2');
      app.env = memoryEnvironment({ href: 'http://example.test/a', referrer: 'https://elsewhere.test/x' });
      expect(controller.referer()).to.equal('https://elsewhere.test/x');
      expect(controller.referer(null, true)).to.equal('/');
      expect(controller.referer({ controller: 'articles' }, true)).to.equal('/articles/index');
      app.env = memoryEnvironment({ href: 'http://example.test/a', referrer: 'javascript:alert(1)' });
      expect(controller.referer('/home')).to.equal('/home');
    });

    it('disableCache() sends the no-cache headers', () => {
      const { controller } = setup();
      controller.disableCache();
      expect(controller.headers[0]).to.equal('Expires: Mon, 26 Jul 1997 05:00:00 GMT');
      expect(controller.headers[1]).to.match(/^Last-Modified: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(controller.headers.slice(2)).to.deep.equal([
        'Cache-Control: no-store, no-cache, must-revalidate', 'Cache-Control: post-check=0, pre-check=0', 'Pragma: no-cache',
      ]);
    });
  });

  describe('httpCodes()', () => {
    it('maps a code to its message, null when unknown, and adds custom codes', () => {
      const { controller } = setup();
      expect(controller.httpCodes(404)).to.deep.equal({ 404: 'Not Found' });
      expect(controller.httpCodes(799)).to.equal(null);
      expect(controller.httpCodes([{ code: 799, message: 'Custom' }])).to.equal(true);
      expect(controller.httpCodes(799)).to.deep.equal({ 799: 'Custom' });
      expect((controller.httpCodes() as PhpArray)[200]).to.equal('OK');
    });
  });

  describe('models', () => {
    it('loadModel() loads the controller’s model as this[Model], with an initial id', () => {
      const { controller } = setup();
      expect(controller.loadModel(null, 7)).to.equal(true);
      expect(controller.model('Article')!.id).to.equal(7);
      expect((controller as unknown as PhpArray).Article).to.equal(controller.model('Article'));
      expect(controller.modelNames).to.deep.equal(['Article']);
    });

    it('loadModel() of a model that does not exist gives the missing-table error', () => {
      const { controller } = setup();
      const page = controller.loadModel('Ghost');
      expect(page).to.be.a('string').and.contain('Missing Database Table').and.contain('ghosts');
    });

    it('persistModel keeps one instance across controllers', () => {
      const { app } = setup();
      const first = new ArticlesController({ app });
      first.persistModel = true;
      first.loadModel();
      const second = new ArticlesController({ app });
      second.persistModel = true;
      second.loadModel();
      expect(second.model('Article')).to.equal(first.model('Article'));
      const third = new ArticlesController({ app });
      third.loadModel();
      expect(third.model('Article')).to.not.equal(first.model('Article'));
    });

    it('constructClasses() loads uses and components; a missing model or component is an error page', () => {
      const { app } = setup();
      const ok = new ArticlesController({ app });
      expect(ok.constructClasses()).to.equal(true);
      expect(ok.model('Article')).to.not.equal(undefined);
      const missing = new CommentsController({ app });
      expect(missing.constructClasses()).to.contain('Missing Model').and.contain('Comment');
      const noComponent = new ArticlesController({ app });
      noComponent.components = ['Cart'];
      expect(noComponent.constructClasses()).to.contain('Missing Component Class').and.contain('CartComponent');
      const none = new CommentsController({ app });
      none.uses = [];
      expect(none.constructClasses()).to.equal(true);
    });

    it('__mergeVars merges the components, helpers and uses an AppController declares', () => {
      class AppController extends Controller {
        static components = ['Auth'];
        static helpers = ['Paginator'];
      }
      class PostsController extends AppController {
        override components = ['Session'];
        override uses = ['Article'];
      }
      const { app } = setup();
      app.registerComponent('Session', Component);
      const controller = new PostsController({ app });
      expect(controller.constructClasses()).to.equal(true);
      expect(controller.components).to.deep.equal(['Auth', 'Session']);
      expect(controller.helpers).to.deep.equal(['Paginator', 'Html']);
      expect((controller as unknown as PhpArray).Auth).to.be.instanceOf(AuthComponent);
    });
  });

  describe('startupProcess() and shutdownProcess()', () => {
    it('fire the callbacks in the interface’s order', () => {
      const calls: string[] = [];
      class Tracer extends Component {
        override initialize(): void { calls.push('initialize'); }
        override startup(): void { calls.push('startup'); }
        override shutdown(): void { calls.push('shutdown'); }
      }
      class Traced extends ArticlesController {
        override name = 'Articles';
        override components = { Tracer: { level: 1 } };
        override beforeFilter(): void { calls.push('beforeFilter'); }
        override afterFilter(): void { calls.push('afterFilter'); }
      }
      const { app } = setup();
      app.registerComponent('Tracer', Tracer);
      const controller = new Traced({ app });
      controller.constructClasses();
      controller.startupProcess();
      controller.shutdownProcess();
      expect(calls).to.deep.equal(['initialize', 'beforeFilter', 'startup', 'shutdown', 'afterFilter']);
      expect(((controller as unknown as PhpArray).Tracer as Component).settings).to.deep.equal({ level: 1 });
    });
  });

  describe('isAuthorized() and the Auth component', () => {
    it('isAuthorized() is false unless overridden', () => {
      expect(setup().controller.isAuthorized()).to.equal(false);
    });

    it('Auth calls isAuthorized() only when authorize is controller, and refuses with a 403', () => {
      let asked = 0;
      class Guarded extends ArticlesController {
        override name = 'Articles';
        allowed = false;
        override isAuthorized(): boolean {
          asked++;
          return this.allowed;
        }
      }
      const { app } = setup();
      const off = new Guarded({ app });
      off.components = { Auth: { authorize: 'actions' } };
      off.constructClasses();
      off.startupProcess();
      expect(asked).to.equal(0);

      const refused = new Guarded({ app });
      refused.components = { Auth: { authorize: 'controller' } };
      refused.constructClasses();
      expect(() => refused.startupProcess()).to.throw(StopSignal);
      expect(asked).to.equal(1);
      expect(refused.headers).to.deep.equal(['HTTP/1.0 403 Forbidden']);
      expect(refused.output).to.contain('You are not authorized to access that location.');

      const allowed = new Guarded({ app });
      allowed.allowed = true;
      allowed.components = { Auth: { authorize: 'controller' } };
      allowed.constructClasses();
      allowed.startupProcess();
      expect(asked).to.equal(2);
      expect(allowed.failed).to.equal(false);
    });
  });

  describe('postConditions(), validate(), validateErrors()', () => {
    it('postConditions() reads the posted data by default', () => {
      const { controller } = setup();
      expect(controller.postConditions()).to.equal(null);
      controller.data = { Article: { title: 'x', views: 3 } };
      expect(controller.postConditions({}, { title: 'LIKE' })).to.deep.equal({ 'Article.title LIKE': '%x%', 'Article.views': 3 });
    });

    it('validateErrors() gives the errors of the models, or false; validate() counts them', () => {
      const { controller } = setup();
      const model = article();
      model.set({ Article: { title: '' } });
      expect(controller.validateErrors(model)).to.deep.equal({ title: 'A title is required' });
      expect(controller.validationErrors).to.deep.equal({ title: 'A title is required' });
      expect(controller.validate(model)).to.equal(1);
      model.set({ Article: { title: 'Fine' } });
      expect(controller.validateErrors(model)).to.equal(false);
      expect(controller.validate(model)).to.equal(0);
      expect(controller.validateErrors()).to.equal(false);
    });
  });

  describe('setAction(), dispatchMethod(), _set(), Object()', () => {
    it('setAction() runs another action with the extra arguments and returns its result', () => {
      class Actions extends ArticlesController {
        view(id: unknown): string {
          return `view ${String(id)}`;
        }
      }
      const controller = new Actions({ app: setup().app });
      expect(controller.setAction('view', 5)).to.equal('view 5');
      expect(controller.action).to.equal('view');
      expect(controller.dispatchMethod('view', [6])).to.equal('view 6');
    });

    it('_set() sets declared properties only', () => {
      const { controller } = setup();
      controller._set({ layout: 'plain', unknownThing: 1 });
      expect(controller.layout).to.equal('plain');
      expect('unknownThing' in controller).to.equal(false);
    });

    it('Object() runs __construct', () => {
      let ran = false;
      class Legacy extends ArticlesController {
        override __construct(): void {
          ran = true;
        }
      }
      expect(new Legacy({ app: setup().app }).Object()).to.be.instanceOf(Legacy);
      expect(ran).to.equal(true);
    });
  });

  describe('scaffold hooks', () => {
    it('default to success, and _scaffoldError renders the scaffold error', () => {
      const { controller } = setup();
      expect(controller.dispatchMethod('_beforeScaffold', ['index'])).to.equal(true);
      expect(controller.dispatchMethod('_afterScaffoldSave', ['edit'])).to.equal(true);
      expect(controller.dispatchMethod('_afterScaffoldSaveError', ['update'])).to.equal(true);
      expect(controller.dispatchMethod('_scaffoldError', ['edit'])).to.equal(false);
      expect(controller.output).to.contain('Scaffolding failed in Articles::edit()');
    });
  });

  describe('log() and frameworkError()', () => {
    it('log() writes through the application’s FrameworkLog', () => {
      const { controller, writer } = setup();
      expect(controller.log('disk full')).to.equal(true);
      expect(writer.lines('error')[0]).to.match(/Error: disk full$/);
    });

    it('frameworkError() renders the page and makes it the request’s output', () => {
      const { controller } = setup(0);
      const page = controller.frameworkError('missingAction', [{ className: 'ArticlesController', action: 'x' }]);
      expect(page).to.equal(controller.output);
      expect(controller.headers).to.deep.equal(['HTTP/1.0 404 Not Found']);
    });
  });

  describe('paginate()', () => {
    it('stores the paging record and returns the page’s rows', () => {
      const { app } = setup();
      app.registerModel('Article', () => article(45));
      const controller = new ArticlesController({ app, params: { named: { page: '2', sort: 'views', direction: 'desc' } } });
      controller.paginateSettings = { limit: 10 };
      const rows = controller.paginate();
      expect(rows).to.have.length(10);
      const record = (controller.params.paging as PhpArray).Article as PhpArray;
      expect(record).to.include({ page: 2, current: 10, count: 45, pageCount: 5, prevPage: true, nextPage: true });
      expect(controller.helpers).to.include('Paginator');
      expect(controller.paginate('Ghost')).to.deep.equal([]);
      expect(controller.output).to.contain('Missing Database Table');
    });

    /** The application of {@link setup} with a `Comment` model of `count` records too. */
    function withComments(count = 4) {
      const context = setup();
      context.app.registerModel('Comment', () => new InMemoryModel({
        name: 'Comment', fields: ['id', 'body'],
        records: Array.from({ length: count }, (_, i) => ({ id: i + 1, body: `Comment ${i + 1}` })),
      }));
      return context;
    }

    // CakePHP 1.3 Controller::paginate(): with no $object and $this->{$this->modelClass} unset, $this->uses[0].
    it('with no model, pages the first model of uses when the controller’s own model is not loaded', () => {
      const { app } = withComments();
      app.registerModel('Tag', () => new InMemoryModel({ name: 'Tag', fields: ['id'], records: [{ id: 9 }] }));
      const controller = new ArticlesController({ app });
      controller.uses = ['Comment', 'Tag'];
      expect(controller.constructClasses()).to.equal(true);
      expect(controller.model('Article')).to.equal(undefined);
      const rows = controller.paginate();
      expect(rows.map((row) => row.Comment.id)).to.deep.equal([1, 2, 3, 4]);
      expect(Object.keys(controller.params.paging as PhpArray)).to.deep.equal(['Comment']);
      expect((controller.params.paging as PhpArray).Comment).to.include({ page: 1, current: 4, count: 4, pageCount: 1 });
      expect(controller.model('Article')).to.equal(undefined);
    });

    // The framework's testPaginate: uses[0] = 'Plugin.ControllerPost' pages ControllerPost.
    it('with no model, reads a plugin-prefixed first model of uses as the model after the dot', () => {
      const { app } = withComments(2);
      const controller = new ArticlesController({ app });
      controller.uses = ['Blog.Comment'];
      expect(controller.paginate().map((row) => row.Comment.id)).to.deep.equal([1, 2]);
      expect(Object.keys(controller.params.paging as PhpArray)).to.deep.equal(['Comment']);
    });

    it('with no model, keeps the controller’s own model when it is loaded, wherever uses lists it', () => {
      const { app } = withComments();
      const controller = new ArticlesController({ app });
      controller.uses = ['Comment', 'Article'];
      expect(controller.constructClasses()).to.equal(true);
      expect(controller.paginate().map((row) => row.Article.id)).to.deep.equal([1, 2, 3]);
      expect(Object.keys(controller.params.paging as PhpArray)).to.deep.equal(['Article']);
    });

    it('with no model and a first model of uses that does not exist, files no paging record and names that model', () => {
      const { app } = setup();
      const controller = new ArticlesController({ app });
      controller.uses = ['Ghost', 'Article'];
      expect(controller.paginate()).to.deep.equal([]);
      expect(controller.params.paging).to.equal(undefined);
      expect(controller.output).to.contain('<h2>Missing Database Table</h2>')
        .and.contain('Database table <em>ghosts</em> for model <em>Ghost</em> was not found.');
      expect(controller.model('Article')).to.equal(undefined);
    });

    it('with no model and no uses list to pick from, pages the controller’s own model', () => {
      for (const uses of [null, false, []] as const) {
        const { app } = withComments();
        const controller = new ArticlesController({ app });
        controller.uses = uses === false || uses === null ? uses : [...uses];
        expect(controller.paginate().map((row) => row.Article.id), String(uses)).to.deep.equal([1, 2, 3]);
        expect(Object.keys(controller.params.paging as PhpArray), String(uses)).to.deep.equal(['Article']);
      }
    });
  });

  describe('requestAction()', () => {
    it('returns the action’s value, or the rendered output with return', () => {
      class Api extends ArticlesController {
        override uses = [];
        latest(): PhpArray[] {
          return [{ id: 1 }];
        }
      }
      const { app, controller } = setup();
      app.registerController('Api', Api);
      app.registerController('Articles', ArticlesController);
      expect(controller.requestAction('/api/latest')).to.deep.equal([{ id: 1 }]);
      expect(controller.requestAction('/articles/index', ['return'])).to.contain('<h1>All articles</h1>');
      expect(controller.requestAction('/articles/index', { return: true })).to.contain('<h1>All articles</h1>');
      expect(controller.requestAction('/nothing/here')).to.equal(false);
      expect(controller.requestAction('')).to.equal(false);
    });
  });
});
