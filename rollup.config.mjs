import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { paginatorCssFile } from './scripts/paginator-css.mjs';

// Library build: one ES module per source file under dist/, with .d.ts. No
// source maps: the modules are unminified and keep their comments, so a map
// would lead to nearly the same lines in TypeScript, and src/ does not ship
// (docs/decisions.md, 2026-11-28). Lit and tslib stay external (tslib is a dependency; bundling it
// under preserveModules would emit dist/node_modules/tslib).
const library = {
  input: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    // What `paginator-elements/bundle` is when Node imports it (its `node` condition): the drop-in's
    // exports through the library's modules, whose bare `lit` imports resolve to Lit's server build.
    bundle: 'src/bundle.ts',
    // Node only (paginator-elements/ssr): Lit SSR renders the elements; no browser bundle imports it.
    ssr: 'src/ssr.ts',
    // Node only (paginator-elements/sql): Kysely and the drivers stay external, and no browser bundle imports it.
    sql: 'src/sql.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    sourcemap: false,
  },
  external: [/^lit/, /^@lit\//, /^@lit-labs\//, /^tslib/, /^kysely/, /^better-sqlite3/, /^pg$/, /^node:/],
  plugins: [
    dropStaleMaps(),
    typescript({
      tsconfig: './tsconfig.json',
      declaration: true,
      declarationDir: 'dist',
      outDir: 'dist',
      sourceMap: false,
      inlineSources: false,
      // A declaration map points into src/, which the package does not ship: go-to-definition lands in the .d.ts.
      declarationMap: false,
    }),
    nodeResolve(),
    // dist/paginator.css, the elements' look for the core's markup, from the stylesheet just built.
    paginatorCssFile(),
  ],
};

// The drop-in bundle: a page loads dist/paginator-elements.min.js with one
// <script type="module" src>; it registers the four elements and holds
// installAjaxLinks, with Lit. Its rarely used parts are split into sibling
// chunks under dist/dropin/, which it loads with import() the first time they
// are used: Ajax mode (ajax.js and what only it imports) and <framework-error>'s
// pages (framework-error-page.js: the core's error pages and views). Rollup
// writes those imports as paths relative to the importing file, so the bundle
// works from a CDN or from a copied dist/ folder alike. (The chunks import what
// they share with the first file from it, by its plain URL: a page must load
// the bundle without a query string, or that file would run twice.)
//
// The elements that are not in it (<paginator-limit>, <paginator-jump>) are
// add-on entries of the same build: dist/paginator-limit.min.js and
// dist/paginator-jump.min.js, each loaded by a <script type="module"> of its
// own beside the bundle. Everything the first file holds stays in it (see
// firstFileChunk()), so an add-on imports what it shares from the first file
// and holds only its own code: one copy of Lit and of the elements' base on
// the page, and the first file is the same for pages that use no add-on.
const DROP_IN = 'paginator-elements';
const dropIn = {
  input: {
    [DROP_IN]: 'src/bundle.ts',
    'paginator-limit': 'src/components/paginator-limit/paginator-limit.ts',
    'paginator-jump': 'src/components/paginator-jump/paginator-jump.ts',
  },
  // The first file holds the shared code itself and exports it to the chunks
  // too (with the default, Rollup would make it a facade of one more chunk).
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].min.js',
    manualChunks: firstFileChunk,
    // A folder of its own: these names cannot collide with the library build's files.
    chunkFileNames: 'dropin/[name]-[hash].js',
  },
  plugins: [
    cleanDropInChunks(),
    importsTogether(),
    typescript({ tsconfig: './tsconfig.json', declaration: false, declarationMap: false, outDir: 'dist' }),
    nodeResolve({ browser: true }),
    terser({ ecma: 2021, module: true, format: { comments: false } }),
  ],
};

/**
 * Keeps every module the drop-in's entry imports statically in its first
 * file (a manual chunk named after an entry is that entry's chunk), so that
 * the add-on entries import those modules from it instead of splitting them
 * into a chunk shared by all. What the entry imports with import() stays
 * on demand.
 */
function firstFileChunk(id, { getModuleIds, getModuleInfo }) {
  let modules = firstFileModules.get(getModuleInfo);
  if (!modules) {
    modules = new Set();
    const visit = (moduleId) => {
      if (modules.has(moduleId)) return;
      modules.add(moduleId);
      for (const next of getModuleInfo(moduleId)?.importedIds ?? []) visit(next);
    };
    for (const moduleId of getModuleIds()) if (/[\\/]src[\\/]bundle\.ts$/.test(moduleId)) visit(moduleId);
    firstFileModules.set(getModuleInfo, modules);
  }
  return modules.has(id) ? DROP_IN : undefined;
}

/**
 * No chunk chains (issue 20): each `import()` of the drop-in also fetches
 * the chunks its target imports statically, beside it, so that a part
 * arrives in one round trip. Chromium would otherwise find the target's
 * own imports only once it had arrived: Ajax mode, the error pages and load
 * more import the inert parser's chunk, which they share. What the
 * importing file holds is left out; a module asked for twice is one
 * request.
 */
function importsTogether() {
  return {
    name: 'imports-together',
    renderDynamicImport({ chunk, getTargetChunkImports }) {
      const beside = (getTargetChunkImports() ?? [])
        .filter(({ type, fileName }) => type === 'internal' && fileName !== chunk.fileName && fileName !== `${DROP_IN}.min.js`)
        .map(({ resolvedImportPath }) => `import(${resolvedImportPath})`);
      return beside.length ? { left: 'Promise.all([import(', right: `),${beside.join(',')}]).then((modules)=>modules[0])` } : null;
    },
  };
}

/**
 * Removes the source maps an earlier build left in dist/ (the library build
 * writes none; the drop-in build, which runs after it, writes its own again),
 * so that none is packed beside a file it no longer describes.
 */
function dropStaleMaps() {
  return {
    name: 'drop-stale-maps',
    generateBundle(options, _bundle, isWrite) {
      // A fresh clone has no dist/ yet: nothing to remove.
      if (!isWrite || !options.dir || !existsSync(options.dir)) return;
      for (const entry of readdirSync(options.dir, { recursive: true })) {
        if (String(entry).endsWith('.map')) rmSync(join(options.dir, String(entry)), { force: true });
      }
    },
  };
}

/** The modules of the first file, by build (its getModuleInfo). */
const firstFileModules = new WeakMap();

/**
 * Removes the chunks of an earlier drop-in build before this one writes its
 * own: their names carry a content hash, so stale ones would otherwise pile
 * up in dist/dropin/ (and in the published package).
 */
function cleanDropInChunks() {
  return {
    name: 'clean-drop-in-chunks',
    // Only when writing: a build that only generates (bundle.generate()) leaves dist/ alone.
    generateBundle(options, _bundle, isWrite) {
      if (isWrite && options.dir) rmSync(join(options.dir, 'dropin'), { recursive: true, force: true });
    },
  };
}

export default [library, dropIn];
