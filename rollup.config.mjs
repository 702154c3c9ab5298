import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';

// Library build: one ES module per source file under dist/, with .d.ts and
// source maps. Lit and tslib stay external (tslib is a dependency; bundling it
// under preserveModules would emit dist/node_modules/tslib).
export default {
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
