/**
 * Every request its own, in the core (DESIGN §8): what a request's error page names comes from that request — the
 * controller that raised it, the dispatcher that prepared it — never from the application's environment, which every
 * request shares. Many requests dispatched at once through one Dispatcher and one App, each failing after a turn of
 * the event loop, as a database that went away.
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect } from 'chai';
import { App } from '../../src/framework/app.js';
import { Controller } from '../../src/framework/controller.js';
import { Dispatcher } from '../../src/framework/dispatcher.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { ErrorHandler } from '../../src/errors/error-handler.js';
import { FrameworkLog } from '../../src/framework/log.js';
import { InMemoryModel, type AsyncModel } from '../../src/framework/model.js';
import { ModelFailure } from '../../src/framework/model-error.js';

const ENV_HREF = 'http://shared.example/envpath0x?env=1';
const ID = /r\d{3}x/g;
const id = (i: number) => `r${String(i).padStart(3, '0')}x`;

/** A model whose every read fails after a few turns of the event loop (a different number each time), as a lost database. */
function unreachable(name: string): AsyncModel {
  let calls = 0;
  const model = new InMemoryModel({ name, fields: ['id', 'title'], records: [] });
  return Object.assign(Object.create(model) as AsyncModel, {
    isAsync: true as const,
    async find(): Promise<never> {
      for (let turns = calls++ % 5; turns >= 0; turns--) await new Promise((resolve) => setTimeout(resolve, 0));
      throw new ModelFailure('missingConnection', { className: name });
    },
  });
}

function appAt(debug: number): App {
  const app = new App({ env: memoryEnvironment({ href: ENV_HREF }), log: new FrameworkLog([]), debug });
  const Article = unreachable('Article');
  class ArticlesController extends Controller {
    override name = 'Articles';
    override uses: string[] = [];
    async index() {
      this.set({ rows: await this.paginate(Article) });
    }
    async crash() {
      await new Promise((resolve) => setTimeout(resolve, 0));
      throw new Error('broken');
    }
    /** A redirect: its Location is written on the request's origin. */
    leave() {
      this.redirect('/articles/index');
    }
    /** What referer() says for this request. */
    from() {
      this.autoRender = false;
      return this.referer();
    }
  }
  app.registerController('Articles', ArticlesController);
  app.registerView('articles/index', () => 'rows');
  return app;
}

/** Dispatches `count` requests at once through one dispatcher; each page must name its own path and no other. */
async function dispatchAtOnce(app: App, path: (i: number) => string, count = 60) {
  const dispatcher = new Dispatcher(app);
  const results = await Promise.all(Array.from({ length: count }, (_, i) => {
    const url = path(i);
    return dispatcher.dispatchAsync(url, { here: url.replace(/\?.*$/, ''), href: `http://request.example${url}` });
  }));
  return results.map((result, i) => ({ ...result, foreign: (result.output.match(ID) ?? []).filter((found) => found !== id(i)) }));
}

describe('every request its own: the core', () => {
  it('a failure after an await names the request that failed, through one dispatcher, at debug 0', async () => {
    const results = await dispatchAtOnce(appAt(0), (i) => `/articles/index/${id(i)}?page=${i}`);
    results.forEach((result, i) => {
      expect(result.foreign, `request ${i}`).to.deep.equal([]);
      expect(result.output, `request ${i}`).to.contain(`/articles/index/${id(i)}`).and.not.contain('envpath0x');
      expect(result.headers.filter((line) => line.startsWith('HTTP/')), `request ${i}`).to.have.length(1);
    });
  });

  it('an exception after an await names its own request too, and the descriptive pages name no other', async () => {
    for (const debug of [0, 2]) {
      const crashes = await dispatchAtOnce(appAt(debug), (i) => `/articles/crash/${id(i)}`);
      const failures = await dispatchAtOnce(appAt(debug), (i) => `/articles/index/${id(i)}`);
      for (const [i, result] of [...crashes.entries(), ...failures.entries()]) {
        expect(result.foreign, `request ${i} at debug ${debug}`).to.deep.equal([]);
        expect(result.output).to.not.contain('envpath0x');
      }
      if (debug === 0) crashes.forEach((result, i) => expect(result.output).to.contain(`/articles/crash/${id(i)}`));
    }
  });

  it('an unknown controller or action is shown for its own request', async () => {
    const results = await dispatchAtOnce(appAt(0), (i) => (i % 2 ? `/nothing${id(i)}/index` : `/articles/nothing${id(i)}`));
    results.forEach((result, i) => {
      expect(result.headers[0]).to.equal('HTTP/1.0 404 Not Found');
      expect(result.foreign).to.deep.equal([]);
      expect(result.output).to.contain(id(i)).and.not.contain('envpath0x');
    });
  });

  it('a redirect is written on the request\'s origin, and referer() reads the request\'s referrer', async () => {
    const app = appAt(0);
    const left = await new Dispatcher(app).dispatchAsync('/articles/leave', { href: 'https://request.example/articles/leave' });
    expect(left.headers).to.contain('Location: https://request.example/articles/index');
    const from = await new Dispatcher(app).dispatchAsync('/articles/from', {
      href: 'https://request.example/articles/from', referrer: 'https://request.example/articles/index?page=3',
    });
    expect(from.returned).to.equal('/articles/index?page=3');
    // Without them, the environment's (a browser's own page).
    const plain = await new Dispatcher(app).dispatchAsync('/articles/leave');
    expect(plain.headers).to.contain('Location: http://shared.example/articles/index');
  });

  it('a page raised while an error page renders keeps the request (a nested missing view)', () => {
    const app = appAt(0);
    class AppError extends ErrorHandler {
      gone(): void {
        // No view is registered for this kind: missingView, at debug 0 the 404 page, shown for the same request.
        this._outputMessage('gone');
      }
    }
    app.registerAppError(AppError);
    const handler = new AppError('gone', [{}], { app, here: `/articles/view/${id(7)}` });
    expect(handler.controller.output).to.contain(`/articles/view/${id(7)}`).and.not.contain('envpath0x');
  });

  it('a hostile `here` is reduced to a path and escaped, never refused', () => {
    for (const here of ['//evil.example/x', 'javascript:alert(1)', '/\\evil.example', '/a"><script>alert(1)</script>', '']) {
      const { controller } = new ErrorHandler('error404', [{}], { app: appAt(0), here });
      expect(controller.here, here).to.match(/^\/(?![/\\])/);
      expect(controller.output, here).to.not.contain('<script>').and.not.contain('envpath0x');
    }
  });
});
