// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { ErrorHandler } from '../../src/errors/error-handler.js';
import { expect } from 'chai';
import { App, defaultApp, type Constructor } from '../../src/framework/app.js';
import { memoryEnvironment, MemoryStorage, type KeyValueStorage } from '../../src/framework/environment.js';
import { FrameworkLog, MemoryLogWriter } from '../../src/framework/log.js';
import { FrameworkObject, StopSignal } from '../../src/framework/object.js';
import { thrown } from './support.js';

/** A subclass with declared data properties and methods to dispatch to. */
class Article extends FrameworkObject {
  title = 'untitled';
  views = 0;
  tags: string[] = [];
  constructed: unknown[] | null = null;

  add(a: number, b: number): number {
    return a + b;
  }

  greet(name = 'world'): string {
    return `hello ${name}`;
  }

  override __construct(...args: unknown[]): void {
    this.constructed = args;
  }
}

/** A fresh application writing to memory, and an object bound to it (never the shared defaultApp). */
function setup(storage?: KeyValueStorage): { app: App; writer: MemoryLogWriter; object: Article } {
  const writer = new MemoryLogWriter();
  const env = storage ? { ...memoryEnvironment(), storage } : memoryEnvironment();
  const app = new App({ env, log: new FrameworkLog([writer]) });
  const object = new Article();
  object.app = app;
  return { app, writer, object };
}

/** A storage that refuses writes (as a full localStorage does) once `full` is set. */
class FullableStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string): void {
    if (this.full) {
      const error = new Error('The quota has been exceeded.');
      error.name = 'QuotaExceededError';
      throw error;
    }
    super.setItem(key, value);
  }
}

describe('FrameworkObject', () => {
  describe('toString', () => {
    it('returns the class name', () => {
      expect(new FrameworkObject().toString()).to.equal('FrameworkObject');
      expect(setup().object.toString()).to.equal('Article');
    });
  });

  describe('dispatchMethod', () => {
    it('calls the named method with the parameter list and returns its result', () => {
      const { object } = setup();
      expect(object.dispatchMethod('add', [2, 3])).to.equal(5);
      expect(object.dispatchMethod('greet', ['you'])).to.equal('hello you');
    });

    it('calls with no parameters by default', () => {
      expect(setup().object.dispatchMethod('greet')).to.equal('hello world');
    });

    it('calls the method on the object itself', () => {
      const { object } = setup();
      expect(object.dispatchMethod('toString')).to.equal('Article');
    });

    for (const method of ['missing', 'title', 'constructor']) {
      it(`refuses "${method}" with an Error naming it`, () => {
        const error = thrown(() => setup().object.dispatchMethod(method, []));
        expect(error).to.be.instanceOf(Error);
        expect(error.message).to.include(method);
        expect(error.message).to.include('Article');
      });
    }
  });

  describe('_set', () => {
    it('sets the declared properties it is given', () => {
      const { object } = setup();
      object._set({ title: 'Hello', views: 3 });
      expect(object.title).to.equal('Hello');
      expect(object.views).to.equal(3);
      expect(object.tags).to.deep.equal([]);
    });

    it('ignores properties the object does not declare', () => {
      const { object } = setup();
      object._set({ title: 'Hello', admin: true });
      expect(object.title).to.equal('Hello');
      expect(Object.prototype.hasOwnProperty.call(object, 'admin')).to.equal(false);
    });

    it('does not replace methods', () => {
      const { object } = setup();
      object._set({ add: 'not a function', toString: 'x' });
      expect(object.add(1, 1)).to.equal(2);
      expect(object.toString()).to.equal('Article');
    });

    it('ignores a __proto__ key', () => {
      const { object } = setup();
      object._set(JSON.parse('{"__proto__": {"polluted": true, "add": null}, "title": "kept"}') as Record<string, unknown>);
      expect(Object.getPrototypeOf(object)).to.equal(Article.prototype);
      expect((object as unknown as Record<string, unknown>).polluted).to.equal(undefined);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      expect(object.title).to.equal('kept');
    });

    it('does nothing without an argument', () => {
      const { object } = setup();
      object._set();
      expect(object.title).to.equal('untitled');
    });
  });

  describe('Object and __construct', () => {
    it('Object() calls __construct with its arguments and returns the object', () => {
      const { object } = setup();
      expect(object.Object('a', 2)).to.equal(object);
      expect(object.constructed).to.deep.equal(['a', 2]);
    });

    it('the default __construct does nothing', () => {
      const object = new FrameworkObject();
      expect(object.Object()).to.equal(object);
    });
  });

  describe('log', () => {
    const LINE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /;

    it('writes an error (type 2) by default and returns true', () => {
      const { object, writer } = setup();
      expect(object.log('Something failed')).to.equal(true);
      const lines = writer.lines('error');
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(LINE);
      expect(lines[0].endsWith(' Error: Something failed')).to.equal(true);
      expect(writer.entries[0].type).to.equal('error');
    });

    it('writes a numbered type to its file', () => {
      const { object, writer } = setup();
      expect(object.log('details', 7)).to.equal(true);
      expect(writer.lines('debug')).to.have.length(1);
      expect(writer.lines('debug')[0].endsWith(' Debug: details')).to.equal(true);
      expect(writer.lines('error')).to.deep.equal([]);
    });

    it('writes a custom type to its own file', () => {
      const { object, writer } = setup();
      expect(object.log('paid', 'payments')).to.equal(true);
      expect(writer.lines('payments')).to.have.length(1);
      expect(writer.lines('payments')[0].endsWith(' Payments: paid')).to.equal(true);
    });

    it('returns false when the log cannot write', () => {
      const { object, app } = setup();
      app.configure({ log: new FrameworkLog([]) });
      expect(object.log('lost')).to.equal(false);
    });

    it('writes to its own app, never to the shared defaultApp', () => {
      const { object } = setup();
      expect(object.app).not.to.equal(defaultApp);
    });
  });

  describe('_stop', () => {
    it('throws a StopSignal with status 0 by default', () => {
      const error = thrown(() => setup().object._stop());
      expect(error).to.be.instanceOf(StopSignal);
      expect(error).to.be.instanceOf(Error);
      expect(error.name).to.equal('StopSignal');
      expect((error as StopSignal).status).to.equal(0);
    });

    it('carries the status it is given', () => {
      expect((thrown(() => setup().object._stop(3)) as StopSignal).status).to.equal(3);
      expect((thrown(() => setup().object._stop('done')) as StopSignal).status).to.equal('done');
    });
  });

  describe('_persist', () => {
    it('with return null tells whether a copy exists, storing nothing', () => {
      const { object, app } = setup();
      const data = { count: 1 };
      expect(object._persist('Counter', null, data)).to.equal(false);
      expect(app.env.storage.getItem('persistent.counter')).to.equal(null);
      object._persist('Counter', true, data);
      expect(object._persist('Counter', null, { count: 9 })).to.equal(true);
    });

    it('stores the object on the first call and returns false', () => {
      const { object, app } = setup();
      expect(object._persist('Counter', true, { count: 1, label: 'a' })).to.equal(false);
      expect(JSON.parse(app.env.storage.getItem('persistent.counter') as string)).to.deep.equal({ count: 1, label: 'a' });
    });

    it('restores the stored copy into a fresh object on the next call and returns true', () => {
      const { object } = setup();
      object._persist('Counter', true, { count: 1, label: 'a' });
      const fresh: Record<string, unknown> = { count: 0 };
      expect(object._persist('Counter', true, fresh)).to.equal(true);
      expect(fresh).to.deep.equal({ count: 1, label: 'a' });
    });

    it('restores a framework object that still works with its app', () => {
      const { object, app } = setup();
      object.title = 'Saved';
      object.views = 7;
      object._persist('Article', true, object);
      const fresh = new Article();
      fresh.app = app;
      expect(fresh._persist('Article', true, fresh)).to.equal(true);
      expect(fresh.title).to.equal('Saved');
      expect(fresh.views).to.equal(7);
      expect(fresh.app).to.equal(app);
      expect(fresh.log('after restore')).to.equal(true);
    });

    it('ignores a __proto__ key in the stored copy', () => {
      const { object, app } = setup();
      app.env.storage.setItem('persistent.tampered', '{"__proto__": {"polluted": true}, "views": 2}');
      const fresh = new Article();
      fresh.app = app;
      expect(fresh._persist('Tampered', true, fresh)).to.equal(true);
      expect(Object.getPrototypeOf(fresh)).to.equal(Article.prototype);
      expect((fresh as unknown as Record<string, unknown>).polluted).to.equal(undefined);
      expect(fresh.views).to.equal(2);
      expect(object.add(1, 2)).to.equal(3);
    });

    it('keeps each application’s copies in its own storage', () => {
      const one = setup();
      const two = setup();
      one.object._persist('Counter', true, { count: 1 });
      expect(two.object._persist('Counter', null, {})).to.equal(false);
    });
  });

  describe('_savePersistent', () => {
    it('stores the object and returns true', () => {
      const { object, app } = setup();
      expect(object._savePersistent('Counter', { count: 4 })).to.equal(true);
      expect(app.env.storage.getItem('persistent.counter')).to.equal('{"count":4}');
    });

    it('refuses a value that cannot be serialised with an Error naming it, leaving the storage as it was', () => {
      const { object, app } = setup();
      object._savePersistent('Counter', { count: 1 });
      const cyclic: Record<string, unknown> = { count: 2 };
      cyclic.self = cyclic;
      const error = thrown(() => object._savePersistent('Counter', cyclic));
      expect(error).to.be.instanceOf(Error);
      expect(error.message).to.include('Counter');
      expect(app.env.storage.getItem('persistent.counter')).to.equal('{"count":1}');
    });

    it('refuses a cycle without storing anything when nothing was stored', () => {
      const { object, app } = setup();
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      expect(thrown(() => object._savePersistent('Loop', cyclic)).message).to.include('Loop');
      expect(app.env.storage.getItem('persistent.loop')).to.equal(null);
    });

    it('says it could not save when the storage refuses the write, keeping the earlier copy', () => {
      const storage = new FullableStorage();
      const { object } = setup(storage);
      object._savePersistent('Counter', { count: 1 });
      storage.full = true;
      const error = thrown(() => object._savePersistent('Counter', { count: 2 }));
      expect(error).to.be.instanceOf(Error);
      expect(error.message).to.match(/cannot save|could not save/i);
      expect(error.message).to.include('Counter');
      expect(error.message).to.include('quota');
      expect(storage.getItem('persistent.counter')).to.equal('{"count":1}');
    });

    it('makes _persist throw when the first copy cannot be saved', () => {
      const storage = new FullableStorage();
      storage.full = true;
      const { object } = setup(storage);
      expect(() => object._persist('Counter', true, { count: 1 })).to.throw(Error, /Counter/);
      expect(storage.getItem('persistent.counter')).to.equal(null);
    });
  });
});

describe('StopSignal', () => {
  it('is an Error carrying its status in the message', () => {
    const signal = new StopSignal(2);
    expect(signal).to.be.instanceOf(Error);
    expect(signal.status).to.equal(2);
    expect(signal.message).to.include('2');
    expect(new StopSignal().status).to.equal(0);
  });
});

describe('App', () => {
  function freshApp(): App {
    return new App({ env: memoryEnvironment(), log: new FrameworkLog([new MemoryLogWriter()]) });
  }

  describe('configure', () => {
    it('starts at debug 0 and sets a non-negative integer level', () => {
      const app = freshApp();
      expect(app.debug).to.equal(0);
      expect(app.configure({ debug: 2 })).to.equal(app);
      expect(app.debug).to.equal(2);
      app.configure({ debug: 0 });
      expect(app.debug).to.equal(0);
    });

    it('takes the debug level from the constructor', () => {
      expect(new App({ env: memoryEnvironment(), log: new FrameworkLog(), debug: 1 }).debug).to.equal(1);
    });

    for (const debug of [-1, 1.5, '2', NaN, Infinity, null]) {
      it(`refuses debug ${JSON.stringify(debug)} with a TypeError, keeping the level`, () => {
        const app = freshApp().configure({ debug: 1 });
        const error = thrown(() => app.configure({ debug: debug as unknown as number }));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.include('debug');
        expect(app.debug).to.equal(1);
      });
    }

    it('replaces the environment and the log', () => {
      const app = freshApp();
      const env = memoryEnvironment({ href: 'http://example.test/' });
      const log = new FrameworkLog();
      app.configure({ env, log });
      expect(app.env).to.equal(env);
      expect(app.log).to.equal(log);
    });

    it('leaves what it is not given as it was', () => {
      const app = freshApp().configure({ debug: 2 });
      const { env, log } = app;
      app.configure({});
      expect(app.debug).to.equal(2);
      expect(app.env).to.equal(env);
      expect(app.log).to.equal(log);
    });
  });

  describe('registries', () => {
    class ArticlesController {}
    class AuthComponent {}
    const view = () => '<p>view</p>';

    it('every register* method records the entry and returns the app', () => {
      const app = freshApp();
      const factory = () => ({});
      expect(app.registerController('Articles', ArticlesController)).to.equal(app);
      expect(app.registerModel('Article', factory)).to.equal(app);
      expect(app.registerComponent('Auth', AuthComponent)).to.equal(app);
      expect(app.registerView('articles/index', view)).to.equal(app);
      expect(app.registerLayout('default', view)).to.equal(app);
      class AppError extends ErrorHandler {}
      expect(app.registerAppError(AppError)).to.equal(app);
      expect(app.controllers.get('Articles')).to.equal(ArticlesController);
      expect(app.models.get('Article')).to.equal(factory);
      expect(app.components.get('Auth')).to.equal(AuthComponent);
      expect(app.views.get('articles/index')).to.equal(view);
      expect(app.layouts.get('default')).to.equal(view);
      expect(app.appError).to.equal(AppError);
      expect(() => app.registerAppError(ArticlesController)).to.throw(TypeError, /ArticlesController must extend ErrorHandler/);
    });

    it('keeps registries per application', () => {
      const one = freshApp().registerController('Articles', ArticlesController);
      expect(freshApp().controllers.has('Articles')).to.equal(false);
      expect(one.controllers.has('Articles')).to.equal(true);
    });
  });

  describe('errorClass', () => {
    /** Runs `fn` with no ErrorHandler given to the default application, restoring it afterwards. */
    function withoutErrorHandler(fn: () => void): void {
      const saved = defaultApp.errorHandler;
      defaultApp.errorHandler = null;
      try {
        fn();
      } finally {
        defaultApp.errorHandler = saved;
      }
    }

    it('throws an Error when no ErrorHandler is loaded and no AppError is registered', () => {
      withoutErrorHandler(() => {
        const error = thrown(() => freshApp().errorClass());
        expect(error).to.be.instanceOf(Error);
        expect(error.message).to.include('ErrorHandler');
      });
    });

    it('returns the registered AppError class', () => {
      class AppError {}
      withoutErrorHandler(() => {
        expect(freshApp().registerAppError(AppError).errorClass()).to.equal(AppError);
      });
    });

    it('prefers the registered AppError over the built-in ErrorHandler', () => {
      class BuiltIn {}
      class AppError extends BuiltIn {}
      const saved = defaultApp.errorHandler;
      defaultApp.errorHandler = BuiltIn as Constructor;
      try {
        const app = freshApp();
        expect(app.errorClass()).to.equal(BuiltIn);
        expect(app.registerAppError(AppError).errorClass()).to.equal(AppError);
        expect(app.registerAppError(null).errorClass()).to.equal(BuiltIn);
      } finally {
        defaultApp.errorHandler = saved;
      }
    });
  });
});
