/**
 * The application a page uses, for code that must not import the core's
 * application: the `<framework-error>` element, which would otherwise pull
 * the application, its environment and its log into every page that shows
 * an error. `paginator-elements/core`, the composition root of the core,
 * puts its default application here; nothing else does.
 *
 * @module
 */
import type { App } from './app.js';

/** The page's application; null while the page has not loaded the core's, which then cannot have configured one either. */
export const registered: { app: App | null } = { app: null };
