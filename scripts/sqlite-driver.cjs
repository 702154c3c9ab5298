// Preloaded (NODE_OPTIONS=--require) into the Node tests on Node 22 and later: there `better-sqlite3`
// is the 13.x line installed into the cache by scripts/node-matrix.mjs (env PAGINATOR_SQLITE_DRIVER,
// the folder holding its node_modules), not node_modules' 12.x, which Node 20 needs and which aborts
// Node 24.19 and later when the garbage collector frees a statement. A resolve hook of
// module.registerHooks (in-thread, Node 22.15 and later) serves `import` and `require()` alike, and
// NODE_OPTIONS carries it into child processes; node_modules is never touched.

'use strict';

const { registerHooks } = require('node:module');
const { pathToFileURL } = require('node:url');

const folder = process.env.PAGINATOR_SQLITE_DRIVER;

if (folder) {
  if (typeof registerHooks !== 'function') {
    throw new Error(`scripts/sqlite-driver.cjs needs module.registerHooks (Node 22.15 or later); this is Node ${process.versions.node}`);
  }
  const url = pathToFileURL(require.resolve('better-sqlite3', { paths: [folder] })).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      return specifier === 'better-sqlite3' ? { url, format: 'commonjs', shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
