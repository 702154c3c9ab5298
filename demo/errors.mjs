// The gallery of error pages: every ErrorHandler kind, rendered with sample
// messages at debug 2 (descriptive) and debug 0 (production).

import { ErrorHandler, h, memoryEnvironment } from '../dist/core.js';

/** Sample messages for each kind, as the framework would raise it. */
export const SAMPLES = {
  error: { code: 418, name: "I'm a teapot", message: 'The pot refused to brew coffee.' },
  error404: { url: '/articles/nowhere' },
  error500: { code: 500, url: '/articles/index' },
  missingController: { className: 'PostsController' },
  missingAction: { className: 'ArticlesController', action: 'archive' },
  privateAction: { className: 'ArticlesController', action: '_secret' },
  missingTable: { className: 'Comment', table: 'comments' },
  missingDatabase: {},
  missingView: { className: 'ArticlesController', action: 'archive', file: 'views/articles/archive.ctp' },
  missingLayout: { file: 'layouts/print.ctp' },
  missingConnection: { className: 'Mysql' },
  missingHelperFile: { helper: 'Chart', file: 'helpers/chart.ts' },
  missingHelperClass: { helper: 'Chart', file: 'helpers/chart.ts' },
  missingBehaviorFile: { behavior: 'Tree', file: 'behaviors/tree.ts' },
  missingBehaviorClass: { behavior: 'Tree', file: 'behaviors/tree.ts' },
  missingComponentFile: { className: 'CartComponent', component: 'Cart', file: 'components/cart.ts' },
  missingComponentClass: { className: 'CartComponent', component: 'Cart', file: 'components/cart.ts' },
  missingModel: { className: 'Comment' },
  invalidCursor: { cursor: 'eyJrIjoiaWQiLCJ2Ijo', reason: 'the cursor does not decode to JSON' },
};

/** What the index says of itself in its `<meta name="description">`. */
export const ERRORS_DESCRIPTION = 'Every error page of the core\'s ErrorHandler, descriptive (for developers) and production (for visitors).';

/**
 * The index of the gallery: each kind with a link to its descriptive page and its production page. A list, not a
 * table: on a phone each kind's links go under its name, where a table's third column stood in a scroll region
 * that nothing showed (issue 35).
 */
export function galleryIndex() {
  const items = Object.keys(SAMPLES).map((kind) =>
    `<li><code>${h(kind)}</code> <a href="/errors/${h(kind)}?debug=2">descriptive page (debug 2)</a>`
    + ` <a href="/errors/${h(kind)}?debug=0">production page (debug 0)</a></li>`).join('\n');
  return `<h1>Error pages</h1><p>Every page of the core's <code>ErrorHandler</code>, with sample messages: for each
    kind, the descriptive page a developer sees (debug 2) and the page a visitor sees in production (debug 0).</p>
    <ul class="error-kinds">${items}</ul><p><a href="/">Articles</a></p>`;
}

/** One error page: its HTML and its status lines, or null for an unknown kind. */
export function galleryPage(app, kind, debug) {
  if (!Object.hasOwn(SAMPLES, kind)) return null;
  // The production pages show the requested address: pretend one was requested.
  const env = memoryEnvironment({ href: 'http://localhost/articles/archive' });
  const handler = new ErrorHandler(kind, [SAMPLES[kind]], { app, env, debug: debug === 0 ? 0 : 2 });
  return { output: handler.controller.output, headers: handler.controller.headers };
}
