// Preloaded (NODE_OPTIONS=--require) into the Node tests that run on a Node other than the one
// node_modules was installed with: better-sqlite3's JavaScript is the same on every Node, but its
// compiled addon is tied to one Node ABI. Loading better-sqlite3 from node_modules as usual and
// swapping only the addon file for the copy built for this Node (scripts/node-matrix.mjs) works for
// ESM and CommonJS importers alike, and for child processes (NODE_OPTIONS is inherited), without
// touching node_modules, which the machine's own Node keeps using.

'use strict';

const { sep } = require('node:path');

const addon = process.env.PAGINATOR_SQLITE_ADDON;
const ours = `${sep}better-sqlite3${sep}build${sep}Release${sep}better_sqlite3.node`;

if (addon) {
  const dlopen = process.dlopen;
  process.dlopen = function (module, filename, ...rest) {
    return dlopen.call(this, module, String(filename).endsWith(ours) ? addon : filename, ...rest);
  };
}
