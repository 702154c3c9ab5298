/**
 * ErrorHandler and FrameworkErrorController: the page of every kind in
 * debug and in production, status lines, escaping, missing message keys,
 * method selection, per-call overrides, the application's AppError, custom
 * and broken error views. A fresh application per test; the shared
 * defaultApp is never configured.
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { App } from '../../src/framework/app.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { ErrorHandler, FrameworkErrorController, type ErrorHandlerOptions } from '../../src/errors/error-handler.js';
import { errorOperations, errorPage, requestPath } from '../../src/errors/error-page.js';
import { ERROR_VIEWS } from '../../src/errors/error-views.js';
import { setTranslator } from '../../src/shared/i18n.js';
import { FrameworkLog, MemoryLogWriter } from '../../src/framework/log.js';
import { FrameworkObject, StopSignal } from '../../src/framework/object.js';
import { h, type PhpArray } from '../../src/shared/php.js';
import { thrown } from './support.js';

const HREF = 'http://example.test/app/posts/view/5';

function newApp(debug = 2): App {
  return new App({ env: memoryEnvironment({ href: HREF }), log: new FrameworkLog([]), debug });
}

/** Renders `method` on a fresh application; returns the page, the status lines and the handler. */
function render(method: string, messages: unknown = [], debug = 2, options: ErrorHandlerOptions = {}) {
  const handler = new ErrorHandler(method, messages, { app: newApp(debug), ...options });
  return { page: handler.controller.output, headers: handler.controller.headers, handler };
}

const NOT_FOUND = 'HTTP/1.0 404 Not Found';
const SERVER_ERROR = 'HTTP/1.0 500 Internal Server Error';
const NOTICE = (name: string) =>
  `<p class="notice"><strong>Notice:</strong> To customise this page, register a view at <code>errors/${name}</code> (app.registerView).</p>`;
const code = (lines: string[]) => `<pre><code>${h(lines.join('\n'))}</code></pre>`;

interface KindCase {
  params: PhpArray;
  /** The application values that must never reach a production page. */
  secrets: string[];
  /** Exact fragments of the debug page. */
  sentences: string[];
  headers: string[];
}

/** Every descriptive kind: its messages and the key sentences of its page. */
const KINDS: Record<string, KindCase> = {
  missingController: {
    params: { className: 'PostsController' },
    secrets: ['PostsController', 'posts_controller'],
    headers: [],
    sentences: [
      '<h2>Missing Controller</h2>',
      '<strong>Error:</strong> <em>PostsController</em> could not be found.',
      'The framework looked in the controllers registered with the application (app.registerController) for <code>Posts</code>, ' +
        'which corresponds to the file <code>app/controllers/posts_controller.ts</code>.',
      'Create the class <code>PostsController</code> below in the file <code>app/controllers/posts_controller.ts</code> and register it:',
      code(['export class PostsController extends AppController {}', '', "app.registerController('Posts', PostsController);"]),
      NOTICE('missing_controller'),
    ],
  },
  missingAction: {
    params: { className: 'PostsController', action: 'archive' },
    secrets: ['PostsController', 'archive'],
    headers: [],
    sentences: [
      '<h2>Missing Method in PostsController</h2>',
      'The action <em>archive</em> is not defined in controller <em>PostsController</em>.',
      'The framework looked for a public method of that name on the controller registered with the application as <code>Posts</code> ' +
        '(app.registerController), in the file <code>app/controllers/posts_controller.ts</code>.',
      'Create the method <em>PostsController</em>::<em>archive</em>() in the file <code>app/controllers/posts_controller.ts</code>:',
      code(['export class PostsController extends AppController {', '  archive() {', '  }', '}']),
      NOTICE('missing_action'),
    ],
  },
  privateAction: {
    params: { className: 'PostsController', action: '_secret' },
    secrets: ['PostsController', '_secret'],
    headers: [],
    sentences: [
      '<h2>Private Method in PostsController</h2>',
      '<em>PostsController</em>::<em>_secret</em>() cannot be accessed directly.',
      'The framework found the method on the controller registered with the application as <code>Posts</code> (app.registerController)',
      'Rename the method, or create a public action for it, in the file <code>app/controllers/posts_controller.ts</code>.',
      NOTICE('private_action'),
    ],
  },
  missingTable: {
    params: { className: 'BlogPost', table: 'blog_posts' },
    secrets: ['BlogPost', 'blog_post'],
    headers: [SERVER_ERROR],
    sentences: [
      '<h2>Missing Database Table</h2>',
      'Database table <em>blog_posts</em> for model <em>BlogPost</em> was not found.',
      'The framework looked in the models registered with the application (app.registerModel) for <em>BlogPost</em>, ' +
        'whose data is the table <em>blog_posts</em> (file <code>app/models/blog_post.ts</code>).',
      'Create the table <em>blog_posts</em>, or register the model <em>BlogPost</em> with its data:',
      code(["app.registerModel('BlogPost', () => new InMemoryModel({", "  name: 'BlogPost',",
        "  fields: ['id'], // the columns of table blog_posts", '  records: [],', '}));']),
      NOTICE('missing_table'),
    ],
  },
  missingDatabase: {
    params: {},
    secrets: ['database.ts', 'registerModel'],
    headers: [SERVER_ERROR],
    sentences: [
      '<h2>Missing Database</h2>',
      'A database connection is required, but none is configured.',
      'The framework looked for the data source of the models registered with the application (app.registerModel).',
      'Provide the configuration: a data source for the models (the connection settings in <code>app/config/database.ts</code>)',
      NOTICE('missing_database'),
    ],
  },
  missingView: {
    params: { className: 'PostsController', action: 'edit', file: 'views/posts/edit.ctp' },
    secrets: ['PostsController', 'posts/edit'],
    headers: [],
    sentences: [
      '<h2>Missing View</h2>',
      'The view for <em>PostsController</em>::<em>edit</em>() was not found.',
      'The framework looked in the views registered with the application (app.registerView) for <code>posts/edit</code>, ' +
        'which corresponds to the file <em>views/posts/edit.ctp</em>.',
      'Create the view <code>posts/edit</code> by registering its template:',
      code(["app.registerView('posts/edit', (vars) => `<h2>${h(vars.title)}</h2>`);"]),
      NOTICE('missing_view'),
    ],
  },
  missingLayout: {
    params: { file: 'layouts/admin.ctp' },
    secrets: ['admin'],
    headers: [],
    sentences: [
      '<h2>Missing Layout</h2>',
      'The layout file <em>layouts/admin.ctp</em> can not be found or does not exist.',
      'The framework looked in the layouts registered with the application (app.registerLayout), then in the built-in layouts ' +
        '(default, error, ajax, flash), for <code>admin</code>.',
      'Create the layout <code>admin</code> by registering its template:',
      code(["app.registerLayout('admin', (vars, view) =>", '  `<!doctype html><title>${h(vars.title_for_layout)}</title>${view.content}`);']),
      NOTICE('missing_layout'),
    ],
  },
  missingConnection: {
    params: { className: 'Ledger' },
    secrets: ['Ledger'],
    headers: [SERVER_ERROR],
    sentences: [
      '<h2>Missing Database Connection</h2>',
      '<em>Ledger</em> requires a database connection.',
      'The framework looked for the data source of the model <em>Ledger</em> among the models registered with the application (app.registerModel).',
      'Provide the configuration: the connection settings the model uses (in <code>app/config/database.ts</code>)',
      NOTICE('missing_connection'),
    ],
  },
  missingHelperFile: {
    params: { helper: 'Gallery', file: 'helpers/gallery.ts' },
    secrets: ['Gallery', 'gallery'],
    headers: [],
    sentences: [
      '<h2>Missing Helper File</h2>',
      'The helper file <em>helpers/gallery.ts</em> can not be found or does not exist.',
      'The framework looked for the helper <em>Gallery</em> in the helpers the view uses',
      'Create the class <code>GalleryHelper</code> below in the file <code>helpers/gallery.ts</code>:',
      code(['export class GalleryHelper extends Helper {}']),
      NOTICE('missing_helper_file'),
    ],
  },
  missingHelperClass: {
    params: { helper: 'Gallery', file: 'helpers/gallery.ts' },
    secrets: ['Gallery', 'gallery'],
    headers: [],
    sentences: [
      '<h2>Missing Helper Class</h2>',
      'The helper class <em><code>GalleryHelper</code></em> can not be found or does not exist.',
      'Create the class <code>GalleryHelper</code> below in the file <code>helpers/gallery.ts</code>:',
      code(['export class GalleryHelper extends Helper {}']),
      NOTICE('missing_helper_class'),
    ],
  },
  missingBehaviorFile: {
    params: { behavior: 'Sluggable', file: 'behaviors/sluggable.ts' },
    secrets: ['Sluggable', 'sluggable'],
    headers: [],
    sentences: [
      '<h2>Missing Behavior File</h2>',
      'The behavior file <em>behaviors/sluggable.ts</em> can not be found or does not exist.',
      'The framework looked for the behavior <em>Sluggable</em> in the behaviors the model declares (its actsAs list).',
      code(['export class SluggableBehavior extends ModelBehavior {}']),
      NOTICE('missing_behavior_file'),
    ],
  },
  missingBehaviorClass: {
    params: { behavior: 'Sluggable', file: 'behaviors/sluggable.ts' },
    secrets: ['Sluggable', 'sluggable'],
    headers: [],
    sentences: [
      '<h2>Missing Behavior Class</h2>',
      'The behavior class <em><code>SluggableBehavior</code></em> can not be found or does not exist.',
      'Create the class <code>SluggableBehavior</code> below in the file <code>behaviors/sluggable.ts</code>:',
      NOTICE('missing_behavior_class'),
    ],
  },
  missingComponentFile: {
    params: { className: 'CartComponent', component: 'Cart', file: 'components/cart.ts' },
    secrets: ['Cart', 'cart'],
    headers: [],
    sentences: [
      '<h2>Missing Component File</h2>',
      'The component file <em>components/cart.ts</em> can not be found or does not exist.',
      'The framework looked for the component <em>Cart</em> in the components registered with the application (app.registerComponent), ' +
        'then the built-in components (Auth).',
      code(['export class CartComponent extends Component {}', '', "app.registerComponent('Cart', CartComponent);"]),
      NOTICE('missing_component_file'),
    ],
  },
  missingComponentClass: {
    params: { className: 'CartComponent', component: 'Cart', file: 'components/cart.ts' },
    secrets: ['Cart', 'cart'],
    headers: [],
    sentences: [
      '<h2>Missing Component Class</h2>',
      'The component class <em>CartComponent</em> can not be found or does not exist.',
      'Create the class <code>CartComponent</code> below in the file <code>components/cart.ts</code>:',
      code(['export class CartComponent extends Component {}', '', "app.registerComponent('Cart', CartComponent);"]),
      NOTICE('missing_component_class'),
    ],
  },
  missingModel: {
    params: { className: 'Comment' },
    secrets: ['Comment', 'comment'],
    headers: [],
    sentences: [
      '<h2>Missing Model</h2>',
      '<em>Comment</em> could not be found.',
      'The framework looked in the models registered with the application (app.registerModel) for <em>Comment</em>, ' +
        'which corresponds to the file <code>app/models/comment.ts</code>.',
      'Create the model <em>Comment</em> in the file <code>app/models/comment.ts</code> and register it:',
      code(["app.registerModel('Comment', () => new InMemoryModel({", "  name: 'Comment',",
        "  fields: ['id'], // the columns of table comment", '  records: [],', '}));']),
      NOTICE('missing_model'),
    ],
  },
  invalidCursor: {
    params: { cursor: 'eyJrIjoiaWQi<b>', reason: 'the cursor does not decode to JSON' },
    secrets: ['eyJrIjoiaWQi', 'decode to JSON'],
    headers: [NOT_FOUND],
    sentences: [
      '<h2>Invalid Cursor</h2>',
      'The cursor <code>eyJrIjoiaWQi&lt;b&gt;</code> could not be read: the cursor does not decode to JSON.',
      "A cursor is the token that paginate() writes into the links of a keyset pager (the paging record's nextCursor and prevCursor)",
      'the first page needs no cursor: link to it without the <code>cursor</code> argument.',
      NOTICE('invalid_cursor'),
    ],
  },
};

const ALL_KINDS = [...Object.keys(KINDS), 'error', 'error404', 'error500'];

const NOT_FOUND_PAGE = "<h2>Not Found</h2>\n<p class=\"error\"><strong>Error:</strong> The requested address '/app/posts/view/5' was not found on this server.</p>";
const SERVER_ERROR_PAGE = '<h2>An Internal Error Has Occurred</h2>\n<p class="error"><strong>Error:</strong> ' +
  "The requested address '/app/posts/view/5' could not be served because of an internal error.</p>";

describe('ErrorHandler', () => {
  describe('descriptive pages (debug 2)', () => {
    for (const [kind, { params, sentences, headers }] of Object.entries(KINDS)) {
      it(`${kind} says what is missing, where the framework looked, what to create and how to customise the page`, () => {
        const { page, headers: sent } = render(kind, [params]);
        for (const sentence of sentences) expect(page).to.contain(sentence);
        expect(page).to.not.match(/undefined|null|missing message key/);
        expect(sent).to.deep.equal(headers);
      });
    }

    it('every page is the whole document: the error layout around the view', () => {
      for (const kind of ALL_KINDS) {
        const { page, handler } = render(kind, [KINDS[kind]?.params ?? { code: 403, name: 'Forbidden', message: 'No' }]);
        expect(page.startsWith('<!doctype html>'), kind).to.equal(true);
        expect(page, kind).to.match(/<\/body><\/html>$/);
        expect(handler.controller.output).to.equal(page);
      }
    });

    it('the layout title is the page title', () => {
      expect(render('missingController', [{ className: 'X' }]).page).to.contain('<title>Missing Controller</title>');
      expect(render('error', [{ code: 403, name: 'Forbidden', message: 'No' }]).page).to.contain('<title>Forbidden</title>');
    });

    it('debug 1 renders exactly what debug 2 renders', () => {
      for (const kind of ALL_KINDS) {
        const messages = [KINDS[kind]?.params ?? {}];
        expect(render(kind, messages, 1).page, kind).to.equal(render(kind, messages, 2).page);
        expect(render(kind, messages, 1).headers, kind).to.deep.equal(render(kind, messages, 2).headers);
      }
    });

    it('a controller name without the Controller suffix gives the same paths', () => {
      const { page } = render('missingController', [{ className: 'ArticleComments' }]);
      expect(page).to.contain('<code>app/controllers/article_comments_controller.ts</code>');
      expect(page).to.contain(h("app.registerController('ArticleComments', ArticleCommentsController);"));
    });

    // CakePHP 1.3 cake/libs/error.php: Inflector::camelize($helper) . "Helper", likewise for behaviors.
    it('helper and behavior pages camelize the name into the class, as the framework does', () => {
      for (const [kind, key, suffix, base] of [
        ['missingHelperFile', 'helper', 'Helper', 'Helper'], ['missingHelperClass', 'helper', 'Helper', 'Helper'],
        ['missingBehaviorFile', 'behavior', 'Behavior', 'ModelBehavior'],
        ['missingBehaviorClass', 'behavior', 'Behavior', 'ModelBehavior'],
      ]) {
        const { page } = render(kind, [{ [key]: 'fancy_pager', file: 'fancy_pager.php' }]);
        const className = `FancyPager${suffix}`;
        expect(page, kind).to.contain(
          `Create the class <code>${className}</code> below in the file <code>fancy_pager.php</code>:`);
        expect(page, kind).to.contain(code([`export class ${className} extends ${base} {}`]));
        expect(page, kind).to.contain(`The framework looked for the ${key} <em>fancy_pager</em>`);
        expect(page, kind).to.not.contain(`fancy_pager${suffix}`);
      }
      expect(render('missingHelperClass', [{ helper: 'fancy_pager', file: 'fancy_pager.php' }]).page)
        .to.contain('The helper class <em><code>FancyPagerHelper</code></em> can not be found or does not exist.');
      expect(render('missingBehaviorClass', [{ behavior: 'fancy_pager', file: 'fancy_pager.php' }]).page)
        .to.contain('The behavior class <em><code>FancyPagerBehavior</code></em> can not be found or does not exist.');
    });

    // The framework's own test (error.test.php, testMissingHelperClass / testMissingBehaviorClass).
    it('a camelized name keeps its form: MyCustom gives MyCustomHelper and MyCustomBehavior', () => {
      expect(render('missingHelperClass', [{ helper: 'MyCustom', file: 'my_custom.php' }]).page)
        .to.contain('The helper class <em><code>MyCustomHelper</code></em> can not be found or does not exist.');
      expect(render('missingBehaviorClass', [{ behavior: 'MyCustom', file: 'my_custom.php' }]).page)
        .to.contain('The behavior class <em><code>MyCustomBehavior</code></em> can not be found or does not exist.');
    });

    // error.php passes `component` through and the views print $component . 'Component'; className is the controller.
    it('component pages name the class after component, as declared, not after className', () => {
      const params = { className: 'PostsController', component: 'Sidebox', file: 'sidebox.php' };
      for (const kind of ['missingComponentFile', 'missingComponentClass']) {
        const { page } = render(kind, [params]);
        expect(page, kind).to.contain('Create the class <code>SideboxComponent</code> below in the file <code>sidebox.php</code>:');
        expect(page, kind).to.contain(code(['export class SideboxComponent extends Component {}', '',
          "app.registerComponent('Sidebox', SideboxComponent);"]));
      }
      expect(render('missingComponentClass', [params]).page)
        .to.contain('The component class <em>SideboxComponent</em> can not be found or does not exist.')
        .and.not.contain('The component class <em>PostsController</em>');
      const underscored = render('missingComponentClass', [{ className: 'PostsController', component: 'side_box', file: 'side_box.php' }]).page;
      expect(underscored).to.contain('The component class <em>side_boxComponent</em> can not be found or does not exist.');
      expect(underscored).to.contain('Create the class <code>side_boxComponent</code> below in the file <code>side_box.php</code>:');
    });

    it('errorPage() names the same classes as the handler', () => {
      for (const [kind, params, className] of [
        ['missingHelperClass', { helper: 'fancy_pager', file: 'f.php' }, 'FancyPagerHelper'],
        ['missingBehaviorFile', { behavior: 'fancy_pager', file: 'f.php' }, 'FancyPagerBehavior'],
        ['missingComponentClass', { className: 'PostsController', component: 'Sidebox', file: 's.php' }, 'SideboxComponent'],
      ] as const) {
        const { content } = errorPage(kind, [params], 2, '/');
        expect(content, kind).to.contain(`Create the class <code>${className}</code> below`);
        expect(render(kind, [params]).page, kind).to.contain(content);
      }
    });
  });

  describe('production pages (debug 0)', () => {
    for (const [kind, { params, secrets }] of Object.entries(KINDS)) {
      it(`${kind} renders the 404 page (or the 500 page for code 500) with only the status and the URL`, () => {
        const notFound = render(kind, [params], 0);
        expect(notFound.page).to.contain(NOT_FOUND_PAGE);
        expect(notFound.headers).to.deep.equal([NOT_FOUND]);
        const failed = render(kind, [{ ...params, code: 500 }], 0);
        expect(failed.page).to.contain(SERVER_ERROR_PAGE);
        expect(failed.headers).to.deep.equal([SERVER_ERROR]);
        for (const { page } of [notFound, failed]) {
          for (const secret of secrets) expect(page).to.not.contain(secret);
          expect(page).to.not.match(/<code>|<pre>|<em>|Notice:|register|app\/(controllers|models)/);
        }
      });
    }

    it("code '500' as a string also gives the 500 page; other codes the 404 page", () => {
      expect(render('missingModel', [{ className: 'X', code: '500' }], 0).headers).to.deep.equal([SERVER_ERROR]);
      expect(render('missingModel', [{ className: 'X', code: 503 }], 0).headers).to.deep.equal([NOT_FOUND]);
      expect(render('missingModel', [], 0).headers).to.deep.equal([NOT_FOUND]);
    });

    it('error404 and error500 keep their page; the url message key replaces the current address', () => {
      expect(render('error404', [], 0).page).to.contain(NOT_FOUND_PAGE);
      expect(render('error500', [], 0).page).to.contain(SERVER_ERROR_PAGE);
      expect(render('error500', [], 0).headers).to.deep.equal([SERVER_ERROR]);
      expect(render('error404', [{ url: '/elsewhere' }], 0).page).to.contain("The requested address '/elsewhere' was not found");
      expect(render('error404', [{ url: '/elsewhere' }], 2).page).to.contain("The requested address '/elsewhere' was not found");
    });

    it('error keeps its own page, with code, name and message', () => {
      const { page, headers } = render('error', [{ code: 403, name: 'Forbidden', message: 'You are not authorized to access that location.' }], 0);
      expect(page).to.contain('<h2>Forbidden</h2>\n<p class="error"><strong>Error:</strong> You are not authorized to access that location.</p>');
      expect(page).to.contain('<p class="code"><strong>Code:</strong> 403</p>');
      expect(page).to.not.contain('Not Found');
      expect(headers).to.deep.equal(['HTTP/1.0 403 Forbidden']);
    });
  });

  describe('status lines', () => {
    it('error records "HTTP/1.0 <code> <name>" only for a 4xx/5xx integer code and a one-line name', () => {
      const status = (params: PhpArray) => render('error', [params]).headers;
      expect(status({ code: 500, name: 'Scaffold Error', message: 'm' })).to.deep.equal(['HTTP/1.0 500 Scaffold Error']);
      expect(status({ code: '429', name: 'Too Many Requests', message: 'm' })).to.deep.equal(['HTTP/1.0 429 Too Many Requests']);
      expect(status({ code: 200, name: 'OK', message: 'm' })).to.deep.equal([]);
      expect(status({ code: 404.5, name: 'Half', message: 'm' })).to.deep.equal([]);
      expect(status({ code: 404, name: '', message: 'm' })).to.deep.equal([]);
      expect(status({ code: 404, name: 'Not\r\nSet-Cookie: a=b', message: 'm' })).to.deep.equal([]);
      expect(status({ message: 'm' })).to.deep.equal([]);
    });

    it('a 5xx page whose message says when to try again (retryAfter) is a 503 with Retry-After, at every debug level', () => {
      const UNAVAILABLE = 'HTTP/1.0 503 Service Unavailable';
      for (const debug of [0, 1, 2]) {
        for (const kind of ['missingConnection', 'missingDatabase', 'missingTable', 'error500']) {
          expect(render(kind, [{ className: 'Post', code: 500, retryAfter: 7 }], debug).headers, `${kind} at ${debug}`)
            .to.deep.equal([UNAVAILABLE, 'Retry-After: 7']);
        }
        expect(render('error', [{ code: 500, name: 'Overloaded', message: 'm', retryAfter: 30 }], debug).headers)
          .to.deep.equal([UNAVAILABLE, 'Retry-After: 30']);
        // Only a failure that passes: a page that does not exist stays a 404, a page without a status stays without one.
        expect(render('error404', [{ retryAfter: 7 }], debug).headers).to.deep.equal([NOT_FOUND]);
        expect(render('missingView', [{ className: 'C', action: 'a', file: 'f', retryAfter: 7 }], debug).headers)
          .to.deep.equal(debug === 0 ? [NOT_FOUND] : []);
      }
      // The production page is the 500 page whatever the status: it names the address and nothing else.
      expect(render('missingConnection', [{ className: 'Post', code: 500, retryAfter: 7 }], 0).page).to.contain(SERVER_ERROR_PAGE);
    });

    it('any retryAfter but a positive whole number is no promise: the page keeps its own status', () => {
      fc.assert(fc.property(fc.anything(), fc.constantFrom(0, 2), (retryAfter, debug) => {
        const { headers } = render('missingConnection', [{ className: 'Post', code: 500, retryAfter }], debug);
        const promise = typeof retryAfter === 'number' && Number.isSafeInteger(retryAfter) && retryAfter > 0;
        expect(headers).to.deep.equal(promise ? ['HTTP/1.0 503 Service Unavailable', `Retry-After: ${retryAfter}`] : [SERVER_ERROR]);
      }), { numRuns: 300 });
    });

    it('the driver\'s words (reason) are on the descriptive Database Connection page only, escaped, and may be absent', () => {
      const reason = 'too many connections for role "<script>alert(1)</script>"';
      for (const debug of [1, 2]) {
        const { page } = render('missingConnection', [{ className: 'Post', reason }], debug);
        expect(page).to.contain(`The database answered: <em>${h(reason)}</em>`).and.not.contain('<script>');
        const { page: without, handler } = render('missingConnection', [{ className: 'Post' }], debug);
        expect(without).to.not.contain('answered').and.not.contain('missing message key "reason"');
        expect(handler.controller.viewVars.missingKeys).to.deep.equal([]);
      }
      expect(render('missingConnection', [{ className: 'Post', reason, code: 500 }], 0).page).to.not.contain('too many').and.not.contain('alert');
    });

    it('a framework error raised by a controller hands its status lines to that controller', () => {
      const app = newApp(0);
      // The page names the controller's request (its `here`), not the environment's address.
      const controller = new FrameworkErrorController({ app, here: '/app/posts/view/5' });
      const page = controller.frameworkError('missingTable', [{ className: 'Post', table: 'posts' }]);
      expect(page).to.contain(NOT_FOUND_PAGE);
      expect(controller.headers).to.deep.equal([NOT_FOUND]);
    });
  });

  describe('escaping', () => {
    const hostile = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>"];

    it('no value from the messages reaches any page unescaped, at any debug level', () => {
      for (const value of hostile) {
        const params: PhpArray = {
          className: value, action: value, table: value, file: value, helper: value, behavior: value,
          component: value, code: value, name: value, message: value, url: value,
        };
        for (const kind of ALL_KINDS) {
          for (const debug of [0, 1, 2]) {
            const { page } = render(kind, [params], debug);
            expect(page, `${kind} at ${debug}`).to.not.match(/<script|<img|<svg/i);
            expect(page, `${kind} at ${debug}`).to.not.contain(value);
          }
        }
      }
    });

    it('a javascript: URL is shown as text, never as a link', () => {
      const { page } = render('error404', [{ url: 'javascript:alert(1)' }], 0);
      expect(page).to.contain("The requested address 'javascript:alert(1)' was not found");
      expect(page).to.not.match(/href|src=/);
    });

    it('a hostile current address is escaped on the 404 page', () => {
      const env = memoryEnvironment({ href: 'http://example.test/a/%22%3E%3Cb%3E/x?q="><script>alert(1)</script>' });
      const { page } = render('error404', [], 0, { env });
      expect(page).to.not.match(/<script|<b>/);
      expect(page).to.contain('/a/%22%3E%3Cb%3E/x?q=&quot;&gt;&lt;script&gt;');
    });

    it('a translation cannot inject markup', () => {
      setTranslator((text) => (text === 'Missing Model' ? '<b>Modèle manquant</b>' : text));
      try {
        const { page } = render('missingModel', [{ className: 'Comment' }]);
        expect(page).to.contain('<h2>&lt;b&gt;Modèle manquant&lt;/b&gt;</h2>');
        expect(page).to.contain('<title>&lt;b&gt;Modèle manquant&lt;/b&gt;</title>');
      } finally {
        setTranslator(null);
      }
    });
  });

  describe('missing message keys', () => {
    it('every kind shows the marker for each absent key, never undefined or null', () => {
      for (const kind of [...Object.keys(KINDS), 'error']) {
        for (const debug of [1, 2]) {
          const { page } = render(kind, [{}], debug);
          expect(page, kind).to.not.match(/undefined|null|NaN/);
        }
      }
      const expected: Record<string, string[]> = {
        missingController: ['className'], missingAction: ['className', 'action'], missingTable: ['className', 'table'],
        missingView: ['className', 'action', 'file'], missingLayout: ['file'], missingConnection: ['className'],
        missingHelperFile: ['helper', 'file'], missingBehaviorClass: ['behavior', 'file'],
        missingComponentClass: ['className', 'component', 'file'], missingModel: ['className'], error: ['code', 'name', 'message'],
      };
      for (const [kind, keys] of Object.entries(expected)) {
        const { page, handler } = render(kind, []);
        expect(handler.controller.viewVars.missingKeys, kind).to.deep.equal(keys);
        for (const key of keys) expect(page, kind).to.contain(`<em class="missing-key">missing message key "${key}"</em>`);
      }
    });

    it('a key that is present is shown, one that is null counts as absent', () => {
      const { page, handler } = render('missingAction', [{ className: 'PostsController', action: null }]);
      expect(handler.controller.viewVars.missingKeys).to.deep.equal(['action']);
      expect(page).to.contain('<em>PostsController</em>').and.contain('missing message key "action"');
      expect(page).to.not.contain('<pre>');
    });

    it('ERROR_VIEWS holds one template per page, and nothing inherited', () => {
      expect(Object.keys(ERROR_VIEWS).sort()).to.deep.equal([
        'errors/error', 'errors/error404', 'errors/error500', 'errors/missing_action', 'errors/missing_behavior_class',
        'errors/missing_behavior_file', 'errors/missing_component_class', 'errors/missing_component_file',
        'errors/missing_connection', 'errors/missing_controller', 'errors/missing_database', 'errors/missing_helper_class',
        'errors/missing_helper_file', 'errors/missing_layout', 'errors/missing_model', 'errors/missing_table',
        'errors/missing_view', 'errors/private_action', 'errors/invalid_cursor',
      ].sort());
      expect(ERROR_VIEWS.constructor).to.equal(undefined);
      expect(ERROR_VIEWS.toString).to.equal(undefined);
      expect(Object.isFrozen(ERROR_VIEWS)).to.equal(true);
    });

    it('the built-in templates also mark keys that are simply not set', () => {
      const page = ERROR_VIEWS['errors/missing_model']({}, { controller: null, debug: 2, content: '', url: () => '' });
      expect(page).to.contain('<em class="missing-key">missing message key "className"</em>');
    });
  });

  describe('which operation runs', () => {
    it('messages: a list (first entry), one object, or nothing', () => {
      expect(render('missingModel', { className: 'Comment' }).page).to.contain('<em>Comment</em> could not be found.');
      expect(render('missingModel', [{ className: 'Comment' }, { className: 'Other' }]).page).to.contain('<em>Comment</em>');
      expect(render('missingModel', 'Comment').page).to.contain('missing message key "className"');
      expect(render('missingModel').page).to.contain('missing message key "className"');
      expect(render('missingModel', ['Comment']).page).to.contain('missing message key "className"');
    });

    it('an unknown method renders the error page', () => {
      for (const debug of [0, 2]) {
        const { page } = render('noSuchKind', [{ code: 418, name: 'Teapot', message: 'Short and stout' }], debug);
        expect(page).to.contain('<h2>Teapot</h2>').and.contain('Short and stout');
      }
    });

    it('infrastructure methods are never dispatched: they render the error page', () => {
      const methods = ['log', '_stop', 'constructor', 'dispatchMethod', 'toString', 'frameworkError', 'Object',
        '__construct', 'call__', '_outputMessage', '_persist', '_set', 'requestAction', 'hasOwnProperty', '__proto__'];
      for (const method of methods) {
        const message = { code: 400, name: 'Bad', message: `via ${method}` };
        const { page } = render(method, [message]);
        expect(page, method).to.contain('<h2>Bad</h2>').and.contain(`via ${method}`);
      }
    });

    it('options.debug overrides the application’s level for that call only', () => {
      const app = newApp(0);
      const debug = new ErrorHandler('missingModel', [{ className: 'Comment' }], { app, debug: 2 });
      expect(debug.controller.output).to.contain('<h2>Missing Model</h2>');
      expect(debug.app.debug).to.equal(2);
      expect(app.debug).to.equal(0);
      expect(new ErrorHandler('missingModel', [{ className: 'Comment' }], { app }).controller.output).to.contain(NOT_FOUND_PAGE);
      const production = new ErrorHandler('missingModel', [{ className: 'Comment' }], { app: newApp(2), debug: 0 });
      expect(production.controller.output).to.contain(NOT_FOUND_PAGE);
      expect(thrown(() => new ErrorHandler('error', [], { app, debug: -1 }))).to.be.instanceOf(TypeError);
    });

    it('the per-call view shares the application’s registries', () => {
      const app = newApp(0);
      app.registerView('errors/missing_model', () => '<p>custom</p>');
      expect(new ErrorHandler('missingModel', [], { app, debug: 2 }).controller.output).to.contain('<p>custom</p>');
    });

    it('options.env changes the address shown on the 404 page', () => {
      const env = memoryEnvironment({ href: 'https://other.test/shop/cart?step=2#top' });
      const { page, handler } = render('error404', [], 0, { env });
      expect(page).to.contain("The requested address '/shop/cart?step=2' was not found on this server.");
      expect(handler.controller.here).to.equal('/shop/cart?step=2');
      expect(handler.app.env).to.equal(env);
    });

    it('an address the controller would refuse as a path still gives a page', () => {
      const env = memoryEnvironment({ href: 'http://example.test//evil.test/x' });
      expect(render('error404', [], 0, { env }).page).to.contain("The requested address '/evil.test/x' was not found");
    });
  });

  describe('the controller', () => {
    it('is a FrameworkErrorController named FrameworkError, with no models, views under errors/ and the error layout', () => {
      const { controller } = render('error404', [], 0).handler;
      expect(controller).to.be.instanceOf(FrameworkErrorController);
      expect(controller.name).to.equal('FrameworkError');
      expect(controller.uses).to.deep.equal([]);
      expect(controller.viewPath).to.equal('errors');
      expect(controller.layout).to.equal('error');
      expect(controller.here).to.equal('/app/posts/view/5');
      expect(controller.constructClasses()).to.equal(true);
    });

    it('_outputMessage renders, then runs afterFilter, which may alter the output', () => {
      const calls: string[] = [];
      class Spy extends ErrorHandler {
        protected override _outputMessage(template: string): void {
          calls.push(template);
          this.controller.afterFilter = () => {
            calls.push(`afterFilter saw ${this.controller.output.length > 0 ? 'the page' : 'nothing'}`);
            this.controller.output += '<!-- filtered -->';
          };
          super._outputMessage(template);
        }
      }
      const app = newApp(2).registerAppError(Spy);
      const page = new FrameworkObjectOf(app).frameworkError('missingController', [{ className: 'X' }]);
      expect(calls).to.deep.equal(['missingController', 'afterFilter saw the page']);
      expect(page.endsWith('<!-- filtered -->')).to.equal(true);
    });
  });

  describe('the application’s AppError', () => {
    class MyError extends ErrorHandler {
      override missingController(params: PhpArray = {}): void {
        this.controller.set({ className: params.className, title: 'Lost' });
        this._outputMessage('lostController');
      }
      paymentFailed(params: PhpArray = {}): void {
        this.controller.set({ amount: params.amount, title: 'Payment failed' });
        this.controller.header('HTTP/1.0 402 Payment Required');
        this._outputMessage('paymentFailed');
      }
      _helper(): void {}
    }

    function appWithMyError(debug: number): App {
      return newApp(debug)
        .registerAppError(MyError)
        .registerView('errors/lost_controller', (vars) => `<p class="lost">${h(vars.className)} is lost</p>`)
        .registerView('errors/payment_failed', (vars) => `<p class="payment">Declined: ${h(vars.amount)}</p>`);
    }

    it('its override replaces the page of a built-in kind in debug; production still gets the 404 page', () => {
      const debug = new FrameworkObjectOf(appWithMyError(2)).frameworkError('missingController', [{ className: '<Posts>' }]);
      expect(debug).to.contain('<p class="lost">&lt;Posts&gt; is lost</p>').and.contain('<title>Lost</title>');
      const production = new FrameworkObjectOf(appWithMyError(0)).frameworkError('missingController', [{ className: 'Posts' }]);
      expect(production).to.contain(NOT_FOUND_PAGE);
    });

    it('its own kind is dispatched as is, in debug and in production, through frameworkError()', () => {
      for (const debug of [0, 2]) {
        const app = appWithMyError(debug);
        const object = new FrameworkObjectOf(app);
        const page = object.frameworkError('paymentFailed', [{ amount: '12 €' }]);
        expect(page, `debug ${debug}`).to.contain('<p class="payment">Declined: 12 €</p>');
        const handler = new MyError('paymentFailed', [{ amount: 1 }], { app });
        expect(handler.controller.headers).to.deep.equal(['HTTP/1.0 402 Payment Required']);
      }
    });

    it('its underscored and inherited methods are not operations', () => {
      const app = appWithMyError(2);
      expect(new FrameworkObjectOf(app).frameworkError('_helper', [{ code: 400, name: 'Bad', message: 'm' }])).to.contain('<h2>Bad</h2>');
    });

    it('its own kind without a registered view shows the Missing View page for it', () => {
      const app = newApp(2).registerAppError(MyError);
      const page = new FrameworkObjectOf(app).frameworkError('paymentFailed', [{ amount: 1 }]);
      expect(page).to.contain('<h2>Missing View</h2>').and.contain('<code>errors/payment_failed</code>');
    });

    it('an AppError that raises its own error again does not loop', () => {
      class Loop extends ErrorHandler {
        override missingModel(): void {
          this.frameworkError('missingModel', []);
          this._outputMessage('missingModel');
        }
      }
      const app = newApp(2).registerAppError(Loop);
      const page = new FrameworkObjectOf(app).frameworkError('missingModel', []);
      expect(page.startsWith('<!doctype html>')).to.equal(true);
    });

    it('an operation that throws gives the built-in page; a stop is passed on', () => {
      class Broken extends ErrorHandler {
        override missingModel(): void {
          throw new Error('boom');
        }
        stopNow(): void {
          this._stop(3);
        }
      }
      const writer = new MemoryLogWriter();
      const app = newApp(2).registerAppError(Broken).configure({ log: new FrameworkLog([writer]) });
      expect(new FrameworkObjectOf(app).frameworkError('missingModel', [{ className: 'Comment' }])).to.contain('<h2>Missing Model</h2>');
      expect(writer.lines('error')[0]).to.contain('Error page "missingModel" failed: boom');
      expect(thrown(() => new Broken('stopNow', [], { app }))).to.be.instanceOf(StopSignal);
    });
    it('an operation that throws a value with no text of its own is logged by its kind', () => {
      class Bare extends ErrorHandler {
        override missingModel(): void {
          throw Object.create(null);
        }
      }
      const writer = new MemoryLogWriter();
      const app = newApp(2).registerAppError(Bare).configure({ log: new FrameworkLog([writer]) });
      expect(new FrameworkObjectOf(app).frameworkError('missingModel', [{ className: 'Comment' }])).to.contain('<h2>Missing Model</h2>');
      const lines = writer.lines('error');
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/ Error: Error page "missingModel" failed: a value of type object$/);
    });
    it('its own kind that throws gives the generic error page in debug, the 500 page in production', () => {
      class Failing extends ErrorHandler {
        refundFailed(): void {
          throw new Error('<secret> refund bug');
        }
      }
      const debug = new Failing('refundFailed', [], { app: newApp(2) }).controller;
      expect(debug.output).to.contain('<h2>Internal Server Error</h2>').and.contain('The error page could not be rendered.');
      expect(debug.output).to.not.contain('secret');
      expect(debug.headers).to.deep.equal([SERVER_ERROR]);
      const production = new Failing('refundFailed', [], { app: newApp(0) }).controller;
      expect(production.output).to.contain(SERVER_ERROR_PAGE);
      expect(production.headers).to.deep.equal([SERVER_ERROR]);
    });
  });

  describe('application error views', () => {
    it('a view registered at errors/missing_controller customises the page', () => {
      const app = newApp(2).registerView('errors/missing_controller', (vars) => `<h1>No ${h(vars.className)} here</h1>`);
      const { output } = new ErrorHandler('missingController', [{ className: 'Posts<' }], { app }).controller;
      expect(output).to.contain('<h1>No Posts&lt; here</h1>').and.not.contain('Missing Controller</h2>');
      expect(output.startsWith('<!doctype html>')).to.equal(true);
    });

    it('a registered view that throws falls back to the built-in page, without throwing', () => {
      const writer = new MemoryLogWriter();
      const app = new App({ env: memoryEnvironment({ href: HREF }), log: new FrameworkLog([writer]), debug: 2 });
      app.registerView('errors/missing_controller', () => {
        throw new Error('template bug');
      });
      const handler = new ErrorHandler('missingController', [{ className: 'PostsController' }], { app });
      expect(handler.controller.output.startsWith('<!doctype html>')).to.equal(true);
      expect(handler.controller.output).to.contain('<em>PostsController</em> could not be found.');
      expect(writer.lines('error')[0]).to.contain('template bug');
      app.configure({ debug: 0 }).registerView('errors/error404', () => {
        throw new Error('404 bug');
      });
      const production = new ErrorHandler('missingController', [{ className: 'PostsController' }], { app });
      expect(production.controller.output).to.contain(NOT_FOUND_PAGE);
      expect(production.controller.headers).to.deep.equal([NOT_FOUND]);
    });

    it('a registered error layout that throws falls back to the built-in layout', () => {
      const app = newApp(2).registerLayout('error', () => {
        throw new Error('layout bug');
      });
      const { output } = new ErrorHandler('missingModel', [{ className: 'Comment' }], { app }).controller;
      expect(output.startsWith('<!doctype html>')).to.equal(true);
      expect(output).to.contain('<h2>Missing Model</h2>');
    });

    it('a registered error layout wraps every error page', () => {
      const app = newApp(0).registerLayout('error', (vars, view) => `<main data-title="${h(vars.title)}">${view.content}</main>`);
      const { output } = new ErrorHandler('missingModel', [], { app }).controller;
      expect(output).to.equal(`<main data-title="Not Found">${NOT_FOUND_PAGE}</main>`);
    });
  });
});

describe('errorPage (the lean path, without a controller)', () => {
  const HOSTILE = `<script>alert(1)</script>"'&amp;<img src=x onerror=alert(2)>`;
  const PARAM_SETS: unknown[] = [
    [],
    {},
    'not messages',
    [{ code: 500 }],
    [{ code: '500', url: '/custom?x=<y>' }],
    {
      className: 'PostsController', action: 'archive', table: 'blog_posts', file: 'views/posts/edit.ctp', helper: 'Gallery',
      behavior: 'Sluggable', component: 'Cart', code: 404, name: 'Not Here', message: 'gone', url: '/x?y=1',
    },
    { className: 'CartComponent', file: 'components/cart.ts', code: 503, name: 'Service Unavailable' },
    {
      className: HOSTILE, action: HOSTILE, table: HOSTILE, file: HOSTILE, helper: HOSTILE, behavior: HOSTILE,
      component: HOSTILE, code: HOSTILE, name: HOSTILE, message: HOSTILE, url: HOSTILE,
    },
    [{ className: null, action: undefined, code: 418, name: 'Line\nbreak', message: 0 }, { className: 'Ignored' }],
  ];
  const HOSTILE_HREF = 'http://example.test/a/%22%3E/x?q="><script>alert(3)</script>';

  /** The handler's page without its document: its `error` layout replaced by the bare content. */
  function handlerPage(method: string, messages: unknown, debug: number, href = HREF) {
    const app = new App({ env: memoryEnvironment({ href }), log: new FrameworkLog([]), debug });
    app.registerLayout('error', (_vars, view) => view.content);
    const { controller } = new ErrorHandler(method, messages, { app });
    return { content: controller.output, title: controller.viewVars.title, headers: controller.headers };
  }

  it('gives byte for byte the content, title and status line of ErrorHandler, for every kind, at debug 0, 1 and 2, hostile values included', () => {
    let compared = 0;
    for (const href of [HREF, HOSTILE_HREF]) {
      const here = requestPath(memoryEnvironment({ href }));
      for (const method of [...ALL_KINDS, 'noSuchKind', 'constructor', 'log']) {
        for (const messages of PARAM_SETS) {
          for (const debug of [0, 1, 2]) {
            const expected = handlerPage(method, messages, debug, href);
            const lean = errorPage(method, messages, debug, here);
            const label = `${method} ${JSON.stringify(messages)} at ${debug}`;
            expect(lean.content, label).to.equal(expected.content);
            expect(lean.title, label).to.equal(expected.title);
            expect(lean.status === null ? [] : [lean.status], label).to.deep.equal(expected.headers);
            expect(lean.content, label).to.not.match(/<script|<img/i);
            compared++;
          }
        }
      }
    }
    expect(compared).to.equal(2 * (ALL_KINDS.length + 3) * PARAM_SETS.length * 3);
  });

  it('gives the same page as ErrorHandler with a translator installed', () => {
    setTranslator((text) => `«${text}<b>&»`);
    try {
      for (const method of ALL_KINDS) {
        for (const debug of [0, 2]) {
          const lean = errorPage(method, KINDS[method]?.params ?? { code: 403, name: 'Forbidden', message: 'no' }, debug, '/app/posts/view/5');
          const expected = handlerPage(method, KINDS[method]?.params ?? { code: 403, name: 'Forbidden', message: 'no' }, debug);
          expect(lean.content, `${method} at ${debug}`).to.equal(expected.content);
          expect(lean.title, `${method} at ${debug}`).to.equal(expected.title);
        }
      }
    } finally {
      setTranslator(null);
    }
  });

  it('names the page it chose: production pages by code, unknown methods as error', () => {
    expect(errorPage('missingModel', [{ className: 'Comment' }], 2, '/').kind).to.equal('missingModel');
    expect(errorPage('missingModel', [{ className: 'Comment' }], 0, '/').kind).to.equal('error404');
    expect(errorPage('missingTable', [{ code: 500 }], 0, '/').kind).to.equal('error500');
    expect(errorPage('noSuchKind', [], 0, '/').kind).to.equal('error');
    expect(errorPage('error404', [], 2, '/here?x=1')).to.deep.equal({
      kind: 'error404', status: NOT_FOUND, title: 'Not Found',
      content: "<h2>Not Found</h2>\n<p class=\"error\"><strong>Error:</strong> The requested address '/here?x=1' was not found on this server.</p>",
    });
  });

  it('looks registered views up before the built-in ones', () => {
    const views = new Map([['errors/missing_model', (vars: PhpArray) => `<h2>No model</h2><p>${h(vars.className)}</p>`]]);
    expect(errorPage('missingModel', [{ className: '<Comment>' }], 2, '/', views).content).to.equal('<h2>No model</h2><p>&lt;Comment&gt;</p>');
    expect(errorPage('missingView', [], 2, '/', views).content).to.contain('<h2>Missing View</h2>');
  });

  it('errorOperations: the built-in kinds, plus the public methods an AppError adds', () => {
    class AppError extends ErrorHandler {
      paymentDeclined(): void {}
      _helper(): void {}
      override missingModel(): void {}
    }
    const builtIn = errorOperations(undefined, ErrorHandler.prototype);
    expect([...builtIn].sort()).to.deep.equal(ALL_KINDS.slice().sort());
    const withApp = errorOperations(AppError.prototype, ErrorHandler.prototype);
    expect(withApp.has('paymentDeclined')).to.equal(true);
    expect(withApp.has('_helper') || withApp.has('log') || withApp.has('constructor')).to.equal(false);
    expect(withApp.size).to.equal(ALL_KINDS.length + 1);
    // Without the base class, nothing but the built-in kinds.
    expect(errorOperations(AppError.prototype, undefined).size).to.equal(ALL_KINDS.length);
  });
});

/** A plain framework object of an application: what any class calling frameworkError() is. */
class FrameworkObjectOf extends FrameworkObject {
  constructor(app: App) {
    super();
    this.app = app;
  }
}
