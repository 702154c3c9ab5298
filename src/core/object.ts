/**
 * The interface's `Object`: the root every framework class inherits from.
 *
 * @module
 */
import { merge, type PhpArray } from './php.js';

/** Root class of the framework's controllers, helpers and error handler. */
export class FrameworkObject {
  /**
   * Compatibility constructor of the interface (the older language's
   * constructor named after the class); runs {@link __construct}.
   */
  Object(...args: unknown[]): this {
    this.__construct(...args);
    return this;
  }

  /** The constructor hook {@link Object} calls; subclasses override it. */
  __construct(..._args: unknown[]): void {}

  /** The class name, e.g. `'PaginatorHelper'`. */
  toString(): string {
    return this.constructor.name;
  }

  /**
   * Calls the named method with the parameter list and returns its result. A
   * method the object does not have goes to {@link call__}, the overload hook.
   */
  dispatchMethod(method: string, params: unknown[] = []): unknown {
    const target = (this as unknown as Record<string, unknown>)[method];
    if (typeof target !== 'function' || method === 'constructor') {
      return this.call__(method, params);
    }
    return (target as (...args: unknown[]) => unknown).apply(this, params);
  }

  /**
   * The overload hook for calls to methods the object does not have. The
   * default refuses with an Error naming the class and the method.
   */
  call__(method: string, _params: unknown[]): unknown {
    throw new Error(`Method ${this.toString()}::${method} does not exist`);
  }

  /**
   * Sets several properties at once. Only properties the object already
   * declares are set: unknown keys are ignored, so a request cannot add
   * state an object does not have.
   */
  _set(properties: PhpArray = {}): void {
    const self = this as unknown as PhpArray;
    for (const [key, value] of Object.entries(merge(properties))) {
      if (key in self && key !== '__proto__' && typeof self[key] !== 'function') self[key] = value;
    }
  }
}
