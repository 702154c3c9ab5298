/**
 * <framework-error>: every attribute of DESIGN §4, the debug and production
 * pages, hostile messages, bad input, capture of the page's uncaught errors
 * and unhandled rejections, light mode, the application's AppError and error
 * views, and axe. Tests that change `defaultApp` (debug, appError, views,
 * layouts) put it back as they found it.
 */
// The core as its entry gives it: the default application with the core's ErrorHandler and Dispatcher.
import '../../src/core.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { App, defaultApp } from '../../src/framework/app.js';
import { ErrorHandler } from '../../src/errors/error-handler.js';
import { FrameworkLog } from '../../src/framework/log.js';
import { h } from '../../src/shared/php.js';
import { registered } from '../../src/framework/registry.js';
import '../../src/components/framework-error/framework-error.js';
import {
  FrameworkErrorElement, type FrameworkErrorCapturedDetail, type FrameworkErrorInputDetail,
} from '../../src/components/framework-error/framework-error.js';

declare global {
  interface Window {
    __hit?: unknown;
  }
}

/** The page's text, whitespace collapsed. */
function text(el: FrameworkErrorElement): string {
  return (el.shadowRoot ?? el).textContent!.replace(/\s+/g, ' ').trim();
}

/** The elements the element rendered (Lit's comment markers aside). */
function rendered(el: FrameworkErrorElement): Element[] {
  return Array.from((el.shadowRoot ?? el).querySelectorAll('*'));
}

/** Runs `fn` with console.error recorded instead of printed; returns the calls' arguments. */
async function consoleErrors(fn: () => Promise<unknown>): Promise<unknown[][]> {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
  };
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return calls;
}

/** Runs `fn` at the given application debug level, then restores the configured one. */
async function atAppDebug<T>(level: number, fn: () => Promise<T>): Promise<T> {
  const saved = defaultApp.debug;
  defaultApp.configure({ debug: level });
  try {
    return await fn();
  } finally {
    defaultApp.debug = saved;
  }
}

/**
 * Reports `error` as an uncaught error of the page. Synthetic on purpose: a
 * real uncaught error (a throw in a timer) also reaches Mocha's
 * `window.onerror`, which fails whichever test is running. The element
 * listens with addEventListener and sees exactly this ErrorEvent either way;
 * `window.onerror` is unset only for the dispatch, so Mocha is not told.
 */
function raise(error: unknown, message = error instanceof Error ? error.message : String(error)): void {
  const saved = window.onerror;
  window.onerror = null;
  try {
    window.dispatchEvent(new ErrorEvent('error', { error, message, cancelable: true }));
  } finally {
    window.onerror = saved;
  }
}

/** Reports `reason` as an unhandled rejection (synthetic, for the same reason; the promise itself is handled). */
function rejectUnhandled(reason: unknown): void {
  const promise = Promise.reject(reason);
  promise.catch(() => {});
  window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason, cancelable: true }));
}

/** A turn of the event loop: the test runner's own window listeners log asynchronously. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const POSTS = JSON.stringify({ className: 'PostsController', url: '/posts/list' });

describe('<framework-error>', () => {
  describe('registration', () => {
    it('is defined once as framework-error, with its class exported', () => {
      expect(customElements.get('framework-error')).to.equal(FrameworkErrorElement);
      expect(document.createElement('framework-error')).to.be.instanceOf(FrameworkErrorElement);
    });
  });

  describe('pages', () => {
    it('renders the descriptive page at debug 2, in a region named by its heading, with parts', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS} debug="2"></framework-error>`);
      const page = el.shadowRoot!.querySelector('[part="page"]')!;
      expect(page.getAttribute('role')).to.equal('region');
      expect(page.getAttribute('aria-label')).to.equal('Missing Controller');
      expect(el.shadowRoot!.querySelector('h2')!.getAttribute('part')).to.equal('title');
      expect(text(el)).to.contain('Missing Controller');
      expect(text(el)).to.contain('Error: PostsController could not be found.');
      expect(text(el)).to.contain('which corresponds to the file app/controllers/posts_controller.ts.');
      expect(text(el)).to.contain('To customise this page, register a view at errors/missing_controller (app.registerView).');
      const pre = el.shadowRoot!.querySelector('pre')!;
      expect(pre.getAttribute('part')).to.equal('code');
      expect(pre.textContent).to.equal("export class PostsController extends AppController {}\n\napp.registerController('Posts', PostsController);");
      // No document around the page: the error layout's <title> and <meta> stay out.
      expect(el.shadowRoot!.querySelector('title, meta, html, body')).to.equal(null);
    });

    it('renders the production page at debug 0: the 404 page, nothing about the application', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS} debug="0"></framework-error>`);
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Not Found');
      expect(text(el)).to.equal("Not Found Error: The requested address '/posts/list' was not found on this server.");
      expect(el.shadowRoot!.querySelector('[part="page"]')!.getAttribute('aria-label')).to.equal('Not Found');
    });

    it('renders the 500 page at debug 0 when the message code is 500', async () => {
      const params = JSON.stringify({ className: 'Post', table: 'posts', code: 500, url: '/posts' });
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingTable" params=${params} debug="0"></framework-error>`);
      expect(text(el)).to.equal(
        "An Internal Error Has Occurred Error: The requested address '/posts' could not be served because of an internal error.");
      expect(text(el)).not.to.contain('posts table');
    });

    it('renders the generic error page with code, name and message', async () => {
      const params = JSON.stringify({ code: 403, name: 'Forbidden', message: 'You may not edit this post.' });
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="error" params=${params} debug="0"></framework-error>`);
      expect(text(el)).to.equal('Forbidden Error: You may not edit this post. Code: 403');
      expect(el.shadowRoot!.querySelector('[part="page"]')!.getAttribute('aria-label')).to.equal('Forbidden');
    });

    it('renders every built-in kind at debug 2 as the core does', async () => {
      const kinds = ['error', 'error404', 'error500', 'missingController', 'missingAction', 'privateAction', 'missingTable',
        'missingDatabase', 'missingView', 'missingLayout', 'missingConnection', 'missingHelperFile', 'missingHelperClass',
        'missingBehaviorFile', 'missingBehaviorClass', 'missingComponentFile', 'missingComponentClass', 'missingModel'];
      const params = { className: 'Posts', action: 'edit', table: 'posts', file: 'x.ts', helper: 'Tree', behavior: 'Tree', component: 'Cart', code: 418, name: 'Teapot', message: 'short and stout', url: '/a' };
      for (const kind of kinds) {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method=${kind} .params=${params} debug="2"></framework-error>`);
        const core = new ErrorHandler(kind, params, { debug: 2 }).controller.output;
        const heading = /<h2>(.*?)<\/h2>/.exec(core)![1];
        expect(el.shadowRoot!.querySelector('h2')!.innerHTML, kind).to.equal(heading);
        expect(el.shadowRoot!.querySelectorAll('p').length, kind).to.equal((core.match(/<p[ >]/g) ?? []).length);
      }
    });

    // CakePHP 1.3 error.php camelizes helper and behavior names; a component page prints `component` + 'Component'.
    it('names the missing class as the framework does: FancyPagerHelper, FancyPagerBehavior, SideboxComponent', async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ['missingHelperFile', { helper: 'fancy_pager', file: 'fancy_pager.php' }, 'FancyPagerHelper'],
        ['missingHelperClass', { helper: 'fancy_pager', file: 'fancy_pager.php' }, 'FancyPagerHelper'],
        ['missingBehaviorFile', { behavior: 'fancy_pager', file: 'fancy_pager.php' }, 'FancyPagerBehavior'],
        ['missingBehaviorClass', { behavior: 'fancy_pager', file: 'fancy_pager.php' }, 'FancyPagerBehavior'],
        ['missingComponentFile', { className: 'PostsController', component: 'Sidebox', file: 'sidebox.php' }, 'SideboxComponent'],
        ['missingComponentClass', { className: 'PostsController', component: 'Sidebox', file: 'sidebox.php' }, 'SideboxComponent'],
      ];
      for (const [kind, params, className] of cases) {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method=${kind} .params=${params} debug="2"></framework-error>`);
        expect(text(el), kind).to.contain(`Create the class ${className} below in the file ${params.file}:`);
        expect(el.shadowRoot!.querySelector('pre code')!.textContent, kind).to.contain(`export class ${className} extends `);
        expect(text(el), kind).to.not.match(/fancy_pager(Helper|Behavior)|PostsController/);
      }
    });
  });

  describe('attributes and properties', () => {
    it('reflects method and capture', async () => {
      const el = await fixture<FrameworkErrorElement>(html`<framework-error></framework-error>`);
      el.method = 'missingModel';
      el.capture = true;
      await el.updateComplete;
      expect(el.getAttribute('method')).to.equal('missingModel');
      expect(el.hasAttribute('capture')).to.equal(true);
      el.capture = false;
      await el.updateComplete;
      expect(el.hasAttribute('capture')).to.equal(false);
    });

    it('takes params as a JSON attribute, one object or a list', async () => {
      const one = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingModel" params='{"className":"Comment"}' debug="2"></framework-error>`);
      expect(text(one)).to.contain('Error: Comment could not be found.');
      const list = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingModel" params='[{"className":"Tag"},{"className":"Ignored"}]' debug="2"></framework-error>`);
      expect(text(list)).to.contain('Error: Tag could not be found.');
      expect(text(list)).not.to.contain('Ignored');
    });

    it('takes params as a property: an object, a list or a JSON string', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingAction" .params=${{ className: 'PostsController', action: 'archive' }} debug="2"></framework-error>`);
      expect(text(el)).to.contain('Missing Method in PostsController');
      expect(text(el)).to.contain('Error: The action archive is not defined in controller PostsController.');
      el.params = [{ className: 'TagsController', action: 'merge' }];
      await el.updateComplete;
      expect(text(el)).to.contain('The action merge is not defined in controller TagsController.');
      el.params = '{"className":"UsersController","action":"login"}';
      await el.updateComplete;
      expect(text(el)).to.contain('The action login is not defined in controller UsersController.');
    });

    it('shows the missing-key marker when params are absent', async () => {
      const el = await fixture<FrameworkErrorElement>(html`<framework-error method="missingModel" debug="2"></framework-error>`);
      expect(text(el)).to.contain('Error: missing message key "className" could not be found.');
    });

    it('takes debug as a number attribute, and defaults to the application’s configured level', async () => {
      await atAppDebug(2, async () => {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method="missingController" params=${POSTS}></framework-error>`);
        expect(el.debug).to.equal(undefined);
        expect(text(el)).to.contain('PostsController could not be found.');
        el.setAttribute('debug', '0');
        await el.updateComplete;
        expect(el.debug).to.equal(0);
        expect(text(el)).to.contain('was not found on this server');
        el.removeAttribute('debug');
        await el.updateComplete;
        expect(el.debug).to.equal(undefined);
        expect(text(el)).to.contain('PostsController could not be found.');
      });
      await atAppDebug(0, async () => {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method="missingController" params=${POSTS}></framework-error>`);
        expect(text(el)).not.to.contain('PostsController');
        expect(text(el)).to.contain('was not found on this server');
      });
    });

    it('treats debug 1 like 2', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS} debug="1"></framework-error>`);
      expect(text(el)).to.contain('PostsController could not be found.');
    });

    it('re-renders when method, params or debug change', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS} debug="2"></framework-error>`);
      el.method = 'missingModel';
      el.params = { className: 'Article' };
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Missing Model');
      expect(text(el)).to.contain('Error: Article could not be found.');
      el.setAttribute('params', '{"className":"Comment"}');
      await el.updateComplete;
      expect(text(el)).to.contain('Error: Comment could not be found.');
      el.debug = 0;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Not Found');
      el.method = null;
      await el.updateComplete;
      expect(rendered(el)).to.deep.equal([]);
    });

    it('renders nothing, silently, without a method', async () => {
      let events = 0;
      const calls = await consoleErrors(async () => {
        const el = document.createElement('framework-error');
        el.addEventListener('paginator-error', () => events++);
        el.setAttribute('params', '{"className":"Posts"}');
        document.body.append(el);
        await el.updateComplete;
        expect(rendered(el)).to.deep.equal([]);
        el.remove();
      });
      expect(calls).to.deep.equal([]);
      expect(events).to.equal(0);
    });
  });

  describe('hostile messages', () => {
    afterEach(() => {
      delete window.__hit;
    });

    const hostile = [
      '<script>window.__hit = 1</script>',
      '"><img src=x onerror="window.__hit = 2">',
      "'><svg onload=\"window.__hit = 3\">",
    ];

    for (const value of hostile) {
      it(`never creates or runs markup from ${JSON.stringify(value.slice(0, 20))}…`, async () => {
        const params = { className: value, action: value, file: value, code: value, name: value, message: value, url: value };
        for (const method of ['missingAction', 'missingView', 'error', 'error404']) {
          for (const asAttribute of [true, false]) {
            const el = asAttribute
              ? await fixture<FrameworkErrorElement>(html`<framework-error method=${method} params=${JSON.stringify(params)} debug="2"></framework-error>`)
              : await fixture<FrameworkErrorElement>(html`<framework-error method=${method} .params=${params} debug="2"></framework-error>`);
            expect(el.shadowRoot!.querySelector('script, img, svg, [onerror], [onload]'), method).to.equal(null);
            expect(text(el), method).to.contain(value);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(window.__hit).to.equal(undefined);
      });
    }
  });

  describe('bad input', () => {
    /** Mounts an element prepared by `setup`, records console errors and paginator-error events. */
    async function mountBad(setup: (el: FrameworkErrorElement) => void) {
      const events: CustomEvent<FrameworkErrorInputDetail>[] = [];
      const uncaught: unknown[] = [];
      const onUncaught = (event: ErrorEvent) => uncaught.push(event.error);
      const onEvent = (event: Event) => events.push(event as CustomEvent<FrameworkErrorInputDetail>);
      window.addEventListener('error', onUncaught);
      document.addEventListener('paginator-error', onEvent);
      const el = document.createElement('framework-error');
      const calls = await consoleErrors(async () => {
        setup(el);
        document.body.append(el);
        await el.updateComplete;
        // Another render with the same bad input stays quiet.
        el.requestUpdate();
        await el.updateComplete;
      });
      window.removeEventListener('error', onUncaught);
      document.removeEventListener('paginator-error', onEvent);
      return { el, calls, events, uncaught };
    }

    const cases: Array<{ name: string; setup: (el: FrameworkErrorElement) => void; field: string; error: string; says: string }> = [
      {
        name: 'params that are not JSON',
        setup: (el) => { el.setAttribute('method', 'missingController'); el.setAttribute('params', '{className: Posts'); },
        field: 'params', error: 'invalid-json', says: '<framework-error>: params is not valid JSON (',
      },
      {
        name: 'params that are JSON of neither an object nor a list of objects',
        setup: (el) => { el.setAttribute('method', 'missingController'); el.setAttribute('params', '42'); },
        field: 'params', error: 'invalid-params', says: '<framework-error>: params must be',
      },
      {
        name: 'params that are a list of non-objects',
        setup: (el) => { el.setAttribute('method', 'missingController'); el.params = ['Posts'] as never; },
        field: 'params', error: 'invalid-params', says: '<framework-error>: params must be',
      },
      {
        name: 'a method that is no error kind',
        setup: (el) => el.setAttribute('method', 'missingTeapot'),
        field: 'method', error: 'invalid-method', says: '<framework-error>: method "missingTeapot" is not an error kind',
      },
      {
        name: 'a method that is the handler’s infrastructure',
        setup: (el) => el.setAttribute('method', 'dispatchMethod'),
        field: 'method', error: 'invalid-method', says: '<framework-error>: method "dispatchMethod"',
      },
      {
        name: 'a method named like an inherited Object member',
        setup: (el) => el.setAttribute('method', 'constructor'),
        field: 'method', error: 'invalid-method', says: '<framework-error>: method "constructor"',
      },
      {
        name: 'a negative debug',
        setup: (el) => { el.setAttribute('method', 'missingModel'); el.setAttribute('debug', '-1'); },
        field: 'debug', error: 'invalid-debug', says: '<framework-error>: debug must be a non-negative integer, got "-1"',
      },
      {
        name: 'a fractional debug',
        setup: (el) => { el.setAttribute('method', 'missingModel'); el.setAttribute('debug', '1.5'); },
        field: 'debug', error: 'invalid-debug', says: '<framework-error>: debug must be a non-negative integer, got "1.5"',
      },
      {
        name: 'a debug that is not a number',
        setup: (el) => { el.setAttribute('method', 'missingModel'); el.setAttribute('debug', 'verbose'); },
        field: 'debug', error: 'invalid-debug', says: 'got "verbose"',
      },
      {
        name: 'an empty debug attribute',
        setup: (el) => { el.setAttribute('method', 'missingModel'); el.setAttribute('debug', ''); },
        field: 'debug', error: 'invalid-debug', says: 'got ""',
      },
      {
        name: 'a debug property that is not an integer',
        setup: (el) => { el.method = 'missingModel'; el.debug = 2.5; },
        field: 'debug', error: 'invalid-debug', says: 'got 2.5',
      },
    ];

    for (const { name, setup, field, error, says } of cases) {
      it(`${name}: renders nothing, logs once, fires paginator-error, throws nothing`, async () => {
        const { el, calls, events, uncaught } = await mountBad(setup);
        expect(rendered(el)).to.deep.equal([]);
        expect(calls.length).to.equal(1);
        const message = String(calls[0][0]);
        expect(message).to.contain(says);
        expect(message.startsWith('<framework-error>: ')).to.equal(true);
        expect(message).to.contain(field);
        expect(events.length).to.equal(1);
        expect(events[0].bubbles && events[0].composed).to.equal(true);
        expect(events[0].target).to.equal(el);
        expect(events[0].detail).to.deep.equal({ status: 0, error, field, message: message.slice('<framework-error>: '.length) });
        expect(uncaught).to.deep.equal([]);
        el.remove();
      });
    }

    it('renders again once the input is fixed, and reports a problem that comes back', async () => {
      const { el, calls } = await mountBad((e) => { e.method = 'missingModel'; e.debug = 2; e.params = '{oops'; });
      expect(calls.length).to.equal(1);
      const more = await consoleErrors(async () => {
        el.params = { className: 'Article' };
        await el.updateComplete;
        expect(text(el)).to.contain('Missing Model');
        el.params = '{oops';
        await el.updateComplete;
        expect(rendered(el)).to.deep.equal([]);
        el.method = 'nope';
        await el.updateComplete;
      });
      expect(more.map((args) => String(args[0]).split(' (')[0])).to.deep.equal([
        '<framework-error>: params is not valid JSON',
        '<framework-error>: method "nope" is not an error kind',
      ]);
      el.remove();
    });

    it('leaves the other elements working', async () => {
      const calls = await consoleErrors(async () => {
        const wrapper = await fixture<HTMLElement>(html`<div>
          <framework-error method="missingTeapot"></framework-error>
          <framework-error method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>
        </div>`);
        const [bad, good] = wrapper.querySelectorAll('framework-error');
        await bad.updateComplete;
        await good.updateComplete;
        expect(rendered(bad)).to.deep.equal([]);
        expect(text(good)).to.contain('Error: Article could not be found.');
      });
      expect(calls.length).to.equal(1);
    });
  });

  describe('capture', () => {
    /** A mounted capturing element; `events` collects framework-error-captured. */
    async function capturing(debug: number) {
      const el = await fixture<FrameworkErrorElement>(html`<framework-error capture debug=${debug}></framework-error>`);
      const events: CustomEvent<FrameworkErrorCapturedDetail>[] = [];
      el.addEventListener('framework-error-captured', (event) => events.push(event));
      return { el, events };
    }

    it('renders nothing until an error arrives', async () => {
      const { el } = await capturing(2);
      expect(rendered(el)).to.deep.equal([]);
    });

    it('shows an uncaught error with its message and escaped stack at debug 2, as an alert', async () => {
      const { el, events } = await capturing(2);
      const error = new Error('boom <b>bold</b>');
      const calls = await consoleErrors(async () => {
        raise(error);
        await el.updateComplete;
        await tick();
      });
      expect(el.shadowRoot!.querySelector('b')).to.equal(null);
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Error');
      expect(text(el)).to.contain('Error: boom <b>bold</b>');
      expect(text(el)).to.contain('Code: 500');
      const stack = el.shadowRoot!.querySelector('[part="stack"]')!;
      expect(stack.localName).to.equal('pre');
      expect(stack.textContent).to.equal(error.stack);
      expect(stack.textContent).to.contain('boom <b>bold</b>');
      const page = el.shadowRoot!.querySelector('[part="page"]')!;
      expect(page.getAttribute('role')).to.equal('alert');
      expect(page.getAttribute('aria-label')).to.equal('Error');
      expect(events.length).to.equal(1);
      expect(events[0].detail).to.deep.equal({ error, kind: 'error' });
      expect(events[0].bubbles && events[0].composed).to.equal(true);
      // The runner's own listener still saw the error: the element did not swallow it.
      expect(calls.some((args) => args[0] === error)).to.equal(true);
    });

    it('uses the error’s name, and a thrown non-Error as the message', async () => {
      const { el } = await capturing(2);
      await consoleErrors(async () => {
        raise(new TypeError('x is not a function'));
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('TypeError');
        raise('a plain string');
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Error');
        expect(text(el)).to.contain('Error: a plain string');
        expect(el.shadowRoot!.querySelector('[part="stack"]')).to.equal(null);
        await tick();
      });
    });

    it('shows an unhandled rejection at debug 2', async () => {
      const { el, events } = await capturing(2);
      const reason = new RangeError('rejected <i>late</i>');
      await consoleErrors(async () => {
        const captured = oneEvent(el, 'framework-error-captured');
        rejectUnhandled(reason);
        expect((await captured).detail.error).to.equal(reason);
        await el.updateComplete;
        await tick();
      });
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('RangeError');
      expect(text(el)).to.contain('Error: rejected <i>late</i>');
      expect(el.shadowRoot!.querySelector('i')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part="stack"]')!.textContent).to.equal(reason.stack);
      expect(events.map((event) => event.detail)).to.deep.equal([{ error: reason, kind: 'unhandledrejection' }]);
    });

    it('shows only the 500 page at debug 0, for errors and rejections', async () => {
      const { el, events } = await capturing(0);
      for (const report of [() => raise(new Error('secret detail')), () => rejectUnhandled(new Error('secret detail'))]) {
        await consoleErrors(async () => {
          report();
          await el.updateComplete;
          await tick();
        });
        expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('An Internal Error Has Occurred');
        expect(text(el)).to.contain('could not be served because of an internal error.');
        expect(text(el)).not.to.contain('secret detail');
        expect(el.shadowRoot!.querySelector('[part="stack"]')).to.equal(null);
        expect(el.shadowRoot!.querySelector('[part="page"]')!.getAttribute('role')).to.equal('alert');
      }
      expect(events.map((event) => event.detail.kind)).to.deep.equal(['error', 'unhandledrejection']);
    });

    it('does not cancel the error: the browser still reports it', async () => {
      await capturing(2);
      const event = new ErrorEvent('error', { error: new Error('seen'), message: 'seen', cancelable: true });
      await consoleErrors(async () => {
        const saved = window.onerror;
        window.onerror = null;
        window.dispatchEvent(event);
        window.onerror = saved;
        await tick();
      });
      expect(event.defaultPrevented).to.equal(false);
    });

    it('shows the captured error over the method’s page, and the method’s page again when capture turns off', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error capture method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>`);
      expect(text(el)).to.contain('Missing Model');
      await consoleErrors(async () => {
        raise(new Error('later'));
        await el.updateComplete;
        await tick();
      });
      expect(text(el)).to.contain('Error: later');
      el.capture = false;
      await el.updateComplete;
      expect(text(el)).to.contain('Missing Model');
      expect(text(el)).not.to.contain('later');
    });

    it('stops listening when disconnected or when capture turns off', async () => {
      const { el, events } = await capturing(2);
      el.remove();
      await consoleErrors(async () => {
        raise(new Error('after removal'));
        rejectUnhandled(new Error('after removal'));
        await tick();
      });
      expect(events.length).to.equal(0);
      document.body.append(el);
      el.capture = false;
      await el.updateComplete;
      await consoleErrors(async () => {
        raise(new Error('capture off'));
        await el.updateComplete;
        await tick();
      });
      expect(events.length).to.equal(0);
      expect(rendered(el)).to.deep.equal([]);
      el.capture = true;
      await el.updateComplete;
      await consoleErrors(async () => {
        raise(new Error('on again'));
        await el.updateComplete;
        await tick();
      });
      expect(events.length).to.equal(1);
      expect(text(el)).to.contain('on again');
      el.remove();
    });

    it('survives a listener that throws, and keeps the page usable', async () => {
      const { el, events } = await capturing(2);
      const thrower = () => {
        throw new Error('listener failed');
      };
      el.addEventListener('framework-error-captured', thrower);
      await consoleErrors(async () => {
        raise(new Error('first'));
        await el.updateComplete;
        await tick();
      });
      el.removeEventListener('framework-error-captured', thrower);
      // The listener's own error was not captured again (no loop), the first one is shown.
      expect(events.length).to.equal(1);
      expect(text(el)).to.contain('Error: first');
      const other = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>`);
      expect(text(other)).to.contain('Error: Article could not be found.');
    });

    it('uses the application’s debug level when debug is unset', async () => {
      await atAppDebug(0, async () => {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error capture></framework-error>`);
        await consoleErrors(async () => {
          raise(new Error('hidden in production'));
          await el.updateComplete;
          await tick();
        });
        expect(text(el)).to.contain('An Internal Error Has Occurred');
        expect(text(el)).not.to.contain('hidden in production');
      });
    });
  });

  describe('light mode', () => {
    it('renders the core’s markup into light DOM, without parts or wrapper', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error light method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>`);
      expect(el.shadowRoot).to.equal(null);
      const core = new ErrorHandler('missingModel', { className: 'Article' }, { debug: 2 }).controller.output;
      const body = new DOMParser().parseFromString(core, 'text/html').body;
      const children = Array.from(el.children);
      expect(children.map((child) => child.outerHTML)).to.deep.equal(Array.from(body.children, (child) => child.outerHTML));
      expect(el.querySelector('[part]')).to.equal(null);
      expect(el.querySelector('p.error')!.textContent).to.equal('Error: Article could not be found.');
    });

    it('renders hostile values as text there too', async () => {
      const value = '<img src=x onerror="window.__hit = 4">';
      const el = await fixture<FrameworkErrorElement>(html`<framework-error light method="missingModel" .params=${{ className: value }} debug="2"></framework-error>`);
      expect(el.querySelector('img')).to.equal(null);
      expect(el.textContent).to.contain(value);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(window.__hit).to.equal(undefined);
    });
  });

  describe('the application’s customisations', () => {
    it('renders a method the registered AppError defines, at debug 2 and 0', async () => {
      class AppError extends ErrorHandler {
        paymentDeclined(params: unknown = {}): void {
          const { card } = params as { card?: string };
          this.controller.set({ title: 'Payment Declined' });
          this.controller.output = `<h2>Payment Declined</h2>\n<p class="error">Card ${h(card)} was declined.</p>`;
        }
      }
      const saved = defaultApp.appError;
      defaultApp.registerAppError(AppError);
      try {
        for (const debug of [2, 0]) {
          const el = await fixture<FrameworkErrorElement>(html`
            <framework-error method="paymentDeclined" params='{"card":"<b>4242</b>"}' debug=${debug}></framework-error>`);
          expect(text(el)).to.equal('Payment Declined Card <b>4242</b> was declined.');
          expect(el.shadowRoot!.querySelector('b')).to.equal(null);
          expect(el.shadowRoot!.querySelector('[part="page"]')!.getAttribute('aria-label')).to.equal('Payment Declined');
        }
        // The AppError's infrastructure is no kind either.
        const calls = await consoleErrors(async () => {
          const el = await fixture<FrameworkErrorElement>(html`<framework-error method="_outputMessage"></framework-error>`);
          expect(rendered(el)).to.deep.equal([]);
        });
        expect(calls.length).to.equal(1);
      } finally {
        defaultApp.registerAppError(saved);
      }
      const calls = await consoleErrors(async () => {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method="paymentDeclined"></framework-error>`);
        expect(rendered(el)).to.deep.equal([]);
      });
      expect(String(calls[0][0])).to.contain('method "paymentDeclined" is not an error kind');
    });

    it('shows the core’s fallback page, without its document, when an AppError operation fails', async () => {
      class AppError extends ErrorHandler {
        brokenPage(): void {
          throw new Error('view exploded');
        }
        stoppingPage(): void {
          this._stop(1);
        }
      }
      const saved = defaultApp.appError;
      const savedLog = defaultApp.log;
      defaultApp.registerAppError(AppError);
      // The core logs the failed page through the application's log; keep the test output quiet.
      defaultApp.log = new FrameworkLog([]);
      try {
        const broken = await fixture<FrameworkErrorElement>(html`<framework-error method="brokenPage" debug="2"></framework-error>`);
        expect(broken.shadowRoot!.querySelector('h2')!.textContent).to.equal('Internal Server Error');
        expect(text(broken)).to.contain('The error page could not be rendered.');
        expect(broken.shadowRoot!.querySelector('title, meta')).to.equal(null);
        // A stop raised on purpose reaches the element, which must not throw it out of its update.
        const events: CustomEvent<FrameworkErrorInputDetail>[] = [];
        const calls = await consoleErrors(async () => {
          const el = document.createElement('framework-error');
          el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<FrameworkErrorInputDetail>));
          el.method = 'stoppingPage';
          el.debug = 2;
          document.body.append(el);
          await el.updateComplete;
          expect(rendered(el)).to.deep.equal([]);
          el.remove();
        });
        expect(calls.length).to.equal(1);
        expect(String(calls[0][0])).to.contain('<framework-error>: the stoppingPage page could not be rendered');
        expect(events.map((event) => [event.detail.field, event.detail.error])).to.deep.equal([['method', 'render-failed']]);
      } finally {
        defaultApp.registerAppError(saved);
        defaultApp.log = savedLog;
      }
    });

    it('uses the application’s error views, but not its document layout', async () => {
      defaultApp.registerView('errors/missing_model', (vars) => `<h2>No such model</h2>\n<p>${h(vars.className)} is not set up.</p>`);
      defaultApp.registerLayout('error', (_vars, view) => `<!doctype html><html><body><header>Site</header>${view.content}</body></html>`);
      try {
        const el = await fixture<FrameworkErrorElement>(html`
          <framework-error method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>`);
        expect(text(el)).to.equal('No such model Article is not set up.');
        expect(el.shadowRoot!.querySelector('header')).to.equal(null);
      } finally {
        defaultApp.views.delete('errors/missing_model');
        defaultApp.layouts.delete('error');
      }
    });
  });

  describe('the application', () => {
    it('is the default application by default, and the one set on its app property while set', async () => {
      const own = new App({ debug: 2 });
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS}></framework-error>`);
      expect(el.app).to.equal(defaultApp);
      expect(text(el)).to.contain('was not found on this server');
      el.app = own;
      await el.updateComplete;
      expect(el.app).to.equal(own);
      expect(text(el)).to.contain('PostsController could not be found.');
      el.app = undefined;
      await el.updateComplete;
      expect(el.app).to.equal(defaultApp);
      expect(text(el)).to.contain('was not found on this server');
    });

    it('without the core’s application, shows what the default application would: production pages at the page’s address', async () => {
      const params = JSON.stringify({ className: 'PostsController' });
      const withCore = await fixture<FrameworkErrorElement>(html`<framework-error method="missingController" params=${params}></framework-error>`);
      const saved = registered.app;
      registered.app = null;
      try {
        const el = await fixture<FrameworkErrorElement>(html`<framework-error method="missingController" params=${params}></framework-error>`);
        expect(el.app).not.to.equal(defaultApp);
        expect(el.app.debug).to.equal(0);
        expect(el.app.appError).to.equal(null);
        expect(el.shadowRoot!.innerHTML).to.equal(withCore.shadowRoot!.innerHTML);
        expect(text(el)).to.contain(`The requested address '${location.pathname}${location.search}' was not found on this server.`);
        el.debug = 2;
        await el.updateComplete;
        expect(text(el)).to.contain('PostsController could not be found.');
      } finally {
        registered.app = saved;
      }
    });
  });

  describe('the lean path', () => {
    const KINDS = ['error', 'error404', 'error500', 'missingController', 'missingAction', 'privateAction', 'missingTable',
      'missingDatabase', 'missingView', 'missingLayout', 'missingConnection', 'missingHelperFile', 'missingHelperClass',
      'missingBehaviorFile', 'missingBehaviorClass', 'missingComponentFile', 'missingComponentClass', 'missingModel'];
    const HOSTILE = '<img src=x onerror="window.__hit = 5">"\'&amp;';

    /** The element's page as markup, without the parts it adds. */
    function shownMarkup(el: FrameworkErrorElement): string {
      const region = el.shadowRoot!.querySelector('[part="page"]')!.cloneNode(true) as Element;
      for (const node of region.querySelectorAll('[part]')) node.removeAttribute('part');
      return region.innerHTML;
    }

    /** What the core's ErrorHandler renders, as the element's page shows it (the body of its document). */
    function corePage(kind: string, params: unknown, debug: number): string {
      return new DOMParser().parseFromString(new ErrorHandler(kind, params, { debug }).controller.output, 'text/html').body.innerHTML;
    }

    it('renders every built-in kind exactly as ErrorHandler does, with no ErrorHandler loaded', async () => {
      const sets = [
        { className: 'PostsController', action: 'edit', table: 'posts', file: 'x.ts', helper: 'Tree', behavior: 'Tree', component: 'Cart', code: 418, name: 'Teapot', message: 'short and stout', url: '/a' },
        { className: HOSTILE, action: HOSTILE, table: HOSTILE, file: HOSTILE, helper: HOSTILE, behavior: HOSTILE, component: HOSTILE, code: HOSTILE, name: HOSTILE, message: HOSTILE, url: HOSTILE },
        {},
      ];
      const expected = new Map<string, string>();
      for (const kind of KINDS) for (const [i, params] of sets.entries()) for (const debug of [0, 2]) expected.set(`${kind} ${i} ${debug}`, corePage(kind, params, debug));
      const saved = defaultApp.errorHandler;
      defaultApp.errorHandler = null;
      try {
        for (const kind of KINDS) {
          for (const [i, params] of sets.entries()) {
            for (const debug of [0, 2]) {
              const el = await fixture<FrameworkErrorElement>(html`<framework-error method=${kind} .params=${params} debug=${debug}></framework-error>`);
              expect(shownMarkup(el), `${kind} ${i} ${debug}`).to.equal(expected.get(`${kind} ${i} ${debug}`));
              expect(el.shadowRoot!.querySelector('img, script')).to.equal(null);
            }
          }
        }
      } finally {
        defaultApp.errorHandler = saved;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(window.__hit).to.equal(undefined);
    });

    it('applies the application’s error views with no ErrorHandler loaded', async () => {
      const saved = defaultApp.errorHandler;
      defaultApp.errorHandler = null;
      defaultApp.registerView('errors/missing_model', (vars) => `<h2>No such model</h2>\n<p>${h(vars.className)} is not set up.</p>`);
      try {
        const el = await fixture<FrameworkErrorElement>(html`
          <framework-error method="missingModel" params='{"className":"<Article>"}' debug="2"></framework-error>`);
        expect(text(el)).to.equal('No such model <Article> is not set up.');
        expect(el.shadowRoot!.querySelector('[part="page"]')!.getAttribute('aria-label')).to.equal('No such model');
      } finally {
        defaultApp.errorHandler = saved;
        defaultApp.views.delete('errors/missing_model');
      }
    });

    it('uses a registered AppError’s override of a built-in kind, and its kinds, through the full handler', async () => {
      class AppError extends ErrorHandler {
        override missingModel(params: unknown = {}): void {
          const { className } = params as { className?: string };
          this.controller.output = `<h2>Model gone</h2>\n<p>${h(className)} left.</p>`;
        }
      }
      const saved = defaultApp.appError;
      defaultApp.registerAppError(AppError);
      try {
        const el = await fixture<FrameworkErrorElement>(html`
          <framework-error method="missingModel" params='{"className":"<b>Article</b>"}' debug="2"></framework-error>`);
        expect(text(el)).to.equal('Model gone <b>Article</b> left.');
        expect(el.shadowRoot!.querySelector('b')).to.equal(null);
        // Production: the handler's rule still turns the built-in kind into the 404 page.
        el.debug = 0;
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Not Found');
      } finally {
        defaultApp.registerAppError(saved);
      }
    });

    it('keeps an author’s own light-DOM children, and replaces only what it rendered', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error light method="missingModel" params='{"className":"Article"}' debug="2"><span id="own">own</span></framework-error>`);
      expect(el.querySelector('#own')).to.not.equal(null);
      expect(el.querySelectorAll('h2').length).to.equal(1);
      el.params = { className: 'Comment' };
      await el.updateComplete;
      expect(el.querySelectorAll('h2').length).to.equal(1);
      expect(el.textContent).to.contain('Comment could not be found.');
      expect(el.textContent).not.to.contain('Article');
      expect(el.querySelector('#own')).to.not.equal(null);
      el.method = null;
      await el.updateComplete;
      expect(Array.from(el.children, (child) => child.id)).to.deep.equal(['own']);
    });

    it('leaves the page’s DOM alone when an update changes nothing it shows', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingModel" params='{"className":"Article"}' debug="2"></framework-error>`);
      const heading = el.shadowRoot!.querySelector('h2');
      el.debug = 1;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h2')).to.equal(heading);
    });
  });

  describe('light and dark', () => {
    /** The relative luminance of a computed `rgb()` colour (WCAG 2). */
    const luminance = (color: string) => {
      const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    /** The colours of a debug page in `style`'s box: the page's text and background, the heading's, a code sample's. */
    async function colours(style: string, hostStyle = '') {
      const box = await fixture<HTMLElement>(html`<div style=${style}>
        <framework-error style=${hostStyle} method="missingController" params=${POSTS} debug="2"></framework-error></div>`);
      const el = box.querySelector('framework-error') as FrameworkErrorElement;
      await el.updateComplete;
      const of = (part: string) => getComputedStyle(el.shadowRoot!.querySelector(`[part=${part}]`)!);
      return {
        el,
        text: of('page').color, background: of('page').backgroundColor,
        title: of('title').color, code: of('code').color, codeBackground: of('code').backgroundColor,
      };
    }
    /** Every text colour of the page on its background at 4.5:1 or more. */
    function readable(c: Awaited<ReturnType<typeof colours>>) {
      expect(contrast(c.text, c.background), 'text').to.be.at.least(4.5);
      expect(contrast(c.title, c.background), 'heading').to.be.at.least(4.5);
      expect(contrast(c.code, c.codeBackground), 'code').to.be.at.least(4.5);
    }

    afterEach(() => emulateMedia({ colorScheme: 'light' }));

    it('in a page whose color-scheme allows dark, follows the reader\'s preference', async () => {
      await emulateMedia({ colorScheme: 'light' });
      const light = await colours('color-scheme: light dark');
      expect(luminance(light.background)).to.be.above(0.5);
      readable(light);
      await emulateMedia({ colorScheme: 'dark' });
      const dark = await colours('color-scheme: light dark');
      expect(luminance(dark.background)).to.be.below(0.05);
      expect(luminance(dark.codeBackground)).to.be.below(0.05);
      readable(dark);
    });

    it('in a page that is dark (color-scheme: dark), is dark whatever the preference', async () => {
      await emulateMedia({ colorScheme: 'light' });
      const dark = await colours('color-scheme: dark');
      expect(luminance(dark.background)).to.be.below(0.05);
      readable(dark);
    });

    it('in a page that is only light, stays light when the reader prefers dark', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const light = await colours('');
      expect(luminance(light.background)).to.be.above(0.5);
      readable(light);
    });

    it('the page\'s custom properties still set the colours in dark mode', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const set = await colours('color-scheme: dark', '--framework-error-background: rgb(1, 2, 3); --framework-error-color: rgb(250, 250, 250)');
      expect([set.background, set.text]).to.deep.equal(['rgb(1, 2, 3)', 'rgb(250, 250, 250)']);
    });

    it('passes axe on a dark page', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const { el } = await colours('color-scheme: light dark; background: #121212; color: #eee');
      await expect(el).to.be.accessible();
    });
  });

  describe('accessibility', () => {
    it('passes axe on a debug page', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingComponentClass" params='{"className":"CartComponent","component":"Cart","file":"cart.ts"}' debug="2"></framework-error>`);
      await expect(el).to.be.accessible();
    });

    it('passes axe on a production page', async () => {
      const el = await fixture<FrameworkErrorElement>(html`
        <framework-error method="missingController" params=${POSTS} debug="0"></framework-error>`);
      await expect(el).to.be.accessible();
    });

    it('passes axe on a captured error with its stack', async () => {
      const el = await fixture<FrameworkErrorElement>(html`<framework-error capture debug="2"></framework-error>`);
      await consoleErrors(async () => {
        raise(new Error('boom'));
        await el.updateComplete;
        await tick();
      });
      await expect(el).to.be.accessible();
    });
  });
});
