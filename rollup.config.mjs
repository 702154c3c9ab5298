import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

// Library build: one ES module per source file under dist/, with .d.ts and
// source maps. Lit and tslib stay external (tslib is a dependency; bundling it
// under preserveModules would emit dist/node_modules/tslib).
const library = {
  input: {
    index: 'src/index.ts',
    core: 'src/core.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    sourcemap: true,
  },
  external: [/^lit/, /^@lit\//, /^tslib/],
  plugins: [
    typescript({
      tsconfig: './tsconfig.json',
      declaration: true,
      declarationDir: 'dist',
      outDir: 'dist',
    }),
    nodeResolve(),
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
const dropIn = {
  input: { 'paginator-elements': 'src/bundle.ts' },
  // The first file holds the shared code itself and exports it to the chunks
  // too (with the default, Rollup would make it a facade of one more chunk).
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: 'paginator-elements.min.js',
    // A folder of its own: these names cannot collide with the library build's files.
    chunkFileNames: 'dropin/[name]-[hash].js',
  },
  plugins: [
    cleanDropInChunks(),
    typescript({ tsconfig: './tsconfig.json', declaration: false, declarationMap: false, outDir: 'dist' }),
    nodeResolve({ browser: true }),
    terser({ ecma: 2021, module: true, format: { comments: false } }),
  ],
};

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
