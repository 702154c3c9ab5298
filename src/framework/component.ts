/**
 * Components: reusable pieces of controller logic with callbacks around the
 * action, and the collection (the controller's `Component` property) that
 * loads them and fires their callbacks in the interface's order.
 *
 * @module
 */
import type { Controller } from './controller.js';
import { underscore } from '../shared/inflector.js';
import { FrameworkObject } from './object.js';
import { isPlainObject, merge, type PhpArray } from '../shared/php.js';

/** Base class of components. Every callback does nothing unless overridden. */
export class Component extends FrameworkObject {
  /** The settings the controller gave (`components = { Auth: { authorize: 'controller' } }`). */
  settings: PhpArray = {};

  /** Runs first in startupProcess(), before the controller's beforeFilter(); `settings` are already in {@link settings}. */
  initialize(_controller: Controller, _settings: PhpArray = {}): void {}
  /** Runs in startupProcess(), after the controller's beforeFilter(). */
  startup(_controller: Controller): void {}
  /** Runs before the view is rendered. */
  beforeRender(_controller: Controller): void {}
  /** Runs first in shutdownProcess(), before the controller's afterFilter(). */
  shutdown(_controller: Controller): void {}
  /** Runs before a redirect; return false to cancel it, or a URL to redirect elsewhere. */
  beforeRedirect(_controller: Controller, _url: unknown, _status: unknown): unknown {
    return undefined;
  }
}

/**
 * Authorization: with the setting `authorize: 'controller'` it asks the
 * controller's isAuthorized() at startup, and answers a request it refuses
 * with a 403 error page. With any other setting it never calls it.
 */
export class AuthComponent extends Component {
  /** The message of the 403 page. */
  authError = 'You are not authorized to access that location.';

  override startup(controller: Controller): void {
    if (this.settings.authorize !== 'controller') return;
    if (controller.isAuthorized() === true) return;
    controller.frameworkError('error', [{ code: 403, name: 'Forbidden', message: this.authError, url: controller.here }]);
    controller._stop(403);
  }
}

/** The components the framework provides without registration. */
export const BUILTIN_COMPONENTS: Readonly<Record<string, new () => Component>> = { Auth: AuthComponent };

/** The controller's loaded components, in declaration order, and their callbacks. */
export class ComponentCollection {
  /** Loaded components by name. */
  readonly loaded = new Map<string, { component: Component; settings: PhpArray }>();

  /**
   * Loads the controller's components (from the application's registry,
   * then the built-ins) and attaches each as `controller[Name]`. Returns
   * true, or the error page of the first missing component.
   */
  init(controller: Controller): true | string {
    const declared = controller.components;
    const entries: Array<[string, PhpArray]> = Array.isArray(declared)
      ? declared.map((name) => [String(name), {}])
      : Object.entries(declared ?? {}).map(([name, settings]) => [name, isPlainObject(settings) ? settings : {}]);
    for (const [name, settings] of entries) {
      if (this.loaded.has(name)) continue;
      const ComponentClass = controller.app.components.get(name) ?? (Object.hasOwn(BUILTIN_COMPONENTS, name) ? BUILTIN_COMPONENTS[name] : undefined);
      if (ComponentClass === undefined) {
        return controller.frameworkError('missingComponentClass', [
          { className: `${name}Component`, component: name, file: `components/${underscore(name)}.ts` },
        ]);
      }
      const component = new ComponentClass() as Component;
      component.app = controller.app;
      // Settings are in place before initialize(), which an override may not pass on to super.
      component.settings = merge(component.settings, settings);
      this.loaded.set(name, { component, settings });
      (controller as unknown as PhpArray)[name] = component;
    }
    return true;
  }

  initialize(controller: Controller): void {
    for (const { component, settings } of this.loaded.values()) component.initialize(controller, settings);
  }

  startup(controller: Controller): void {
    for (const { component } of this.loaded.values()) component.startup(controller);
  }

  beforeRender(controller: Controller): void {
    for (const { component } of this.loaded.values()) component.beforeRender(controller);
  }

  shutdown(controller: Controller): void {
    for (const { component } of this.loaded.values()) component.shutdown(controller);
  }

  /** Gives each component a say on a redirect: false cancels it, a value replaces the URL. */
  beforeRedirect(controller: Controller, url: unknown, status: unknown): { cancel: boolean; url: unknown } {
    for (const { component } of this.loaded.values()) {
      const answer = component.beforeRedirect(controller, url, status);
      if (answer === false) return { cancel: true, url };
      if (answer !== undefined && answer !== null && answer !== true) url = answer;
    }
    return { cancel: false, url };
  }
}
