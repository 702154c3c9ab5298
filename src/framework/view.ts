/**
 * Finding and rendering views and layouts: the application's registered
 * templates first, then the built-in ones (the error pages and the
 * `default`, `flash`, `ajax` and `error` layouts).
 *
 * @module
 */
import type { App, ViewContext, ViewTemplate } from './app.js';
import { ERROR_VIEWS } from '../errors/error-views.js';
import { h, str } from '../shared/php.js';

/** The page title a layout shows: `title_for_layout`, else `title`, else `pageTitle`. */
function titleOf(vars: Record<string, unknown>, fallback: string): string {
  return str(vars.title_for_layout ?? vars.title ?? vars.pageTitle ?? fallback);
}

const document = (title: string, head: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${h(title)}</title></head>\n` +
  `<body>${body}</body></html>`;

/** The layouts every application has. */
export const BUILTIN_LAYOUTS: Readonly<Record<string, ViewTemplate>> = {
  default: (vars, view) => document(titleOf(vars, 'Page'), '', view.content),
  error: (vars, view) => document(titleOf(vars, 'Error'), '', view.content),
  ajax: (_vars, view) => view.content,
  // The redirect is a meta refresh, not script, so the page works under a strict CSP.
  flash: (vars, view) => {
    const url = str(vars.url);
    const pause = Number.isInteger(vars.pause) ? Number(vars.pause) : 1;
    const refresh = view.debug === 0 ? `<meta http-equiv="refresh" content="${pause};url=${h(url)}">` : '';
    return document(titleOf(vars, str(vars.message)), refresh,
      `<p class="flash"><a href="${h(url)}">${h(vars.message)}</a></p>`);
  },
};

/** The view template registered for `path`, else the built-in one, else undefined. */
export function findView(app: App, path: string): ViewTemplate | undefined {
  return app.views.get(path) ?? ERROR_VIEWS[path];
}

/** The layout template registered as `name`, else the built-in one, else undefined. */
export function findLayout(app: App, name: string): ViewTemplate | undefined {
  return app.layouts.get(name) ?? (Object.hasOwn(BUILTIN_LAYOUTS, name) ? BUILTIN_LAYOUTS[name] : undefined);
}

export type { ViewContext, ViewTemplate };
