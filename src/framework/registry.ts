/**
 * What the core's modules make known when they load, for code that must not
 * import them: the built-in classes (which would otherwise be import
 * cycles) and the default application (which an element reaches without
 * pulling the application, its environment and its log into every page).
 * Nothing here runs code of its own; the modules that load fill it in.
 *
 * @module
 */
import type { App, Constructor } from './app.js';

/**
 * The built-in classes that objects reach without importing them (the
 * error handler and the dispatcher import the controller, which inherits
 * from the object that needs them). Their modules fill these in on load.
 */
export const builtins: {
  ErrorHandler: Constructor | null;
  Dispatcher: Constructor | null;
} = { ErrorHandler: null, Dispatcher: null };

/**
 * The application the page uses: app.ts sets its default application here
 * when it loads. Null while the page has not loaded the core's application,
 * which then cannot have been configured or given views either.
 */
export const registered: { app: App | null } = { app: null };
