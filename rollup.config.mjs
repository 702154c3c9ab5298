import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

// Library build: one ES module per source file under dist/, with .d.ts and
// source maps. Lit and tslib stay external (tslib is a dependency; bundling it
// under preserveModules would emit dist/node_modules/tslib).
const library = {
  input: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
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

// The drop-in bundle: all four elements, installAjaxLinks and Lit in one
// minified file that a page loads with one <script type="module" src>.
const dropIn = {
  input: 'src/bundle.ts',
  output: {
    file: 'dist/paginator-elements.min.js',
    format: 'es',
    sourcemap: true,
    // One file: the Ajax module the elements load on demand is inside it.
    inlineDynamicImports: true,
  },
  plugins: [
    typescript({ tsconfig: './tsconfig.json', declaration: false, declarationMap: false, outDir: 'dist' }),
    nodeResolve({ browser: true }),
    terser({ ecma: 2021, module: true, format: { comments: false } }),
  ],
};

export default [library, dropIn];
