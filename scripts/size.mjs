// `npm run size`: the bytes of what a page downloads, gzip and brotli, beside
// the budgets and beside Lit alone and htmx measured the same way. Exits
// non-zero when an artifact is over its budget.
//
// Artifacts:
//   drop-in bundle       dist/paginator-elements.min.js (all four elements, installAjaxLinks, Lit)
//   numbers-only page    a page importing only <paginator-numbers> from the library build, bundled with Lit:
//                        what it loads up front (the budget), and the Ajax module it loads on demand
//   Lit alone            LitElement, html, css (for comparison)
//   htmx                 htmx.org's minified file (for comparison)
//
// `npm run size -- --why` also lists what each of our artifacts holds: the
// minified bytes each module contributes (the drop-in as esbuild bundles
// src/bundle.ts, which is within a few per cent of the Rollup build), and
// what the drop-in's parts cost when added one after the other, built as the
// drop-in is (Rollup and terser with its settings), so that a budget can be
// weighed against what each part of the product costs.

import { build } from 'esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureBuild, ensureDependencies } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();

const scratch = join('node_modules', '.cache', 'size');
mkdirSync(scratch, { recursive: true });

const why = process.argv.includes('--why');
const holdings = [];

/**
 * Bundles an entry's source text with esbuild, minified, production Lit, and
 * split where the code imports on demand (`import()`), as a page's bundler
 * would. Returns the bytes the page loads up front (the entry and the chunks
 * it imports statically) and the bytes it loads on demand. With `--why`,
 * keeps what each module contributed.
 */
async function bundle(name, source, label = null) {
  const entry = join(scratch, `${name}.mjs`);
  const outdir = join(scratch, `${name}-out`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, target: 'es2021',
    splitting: true, outdir, conditions: ['production'], logLevel: 'silent', metafile: true, tsconfig: 'tsconfig.json',
  });
  const outputs = result.metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined);
  // Up front: the entry and, transitively, what it imports statically.
  const upFront = new Set();
  const visit = (path) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const { path: next, kind } of outputs[path].imports) if (kind === 'import-statement') visit(next);
  };
  visit(entryPath);
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  // One buffer per file: each is a download of its own, compressed on its own.
  const bytesOf = (paths) => paths.map((path) => Buffer.from(result.outputFiles.find((file) => file.path.endsWith(path)).contents));
  if (label !== null) {
    for (const [part, paths] of [['up front', js.filter((path) => upFront.has(path))], ['on demand', js.filter((path) => !upFront.has(path))]]) {
      const inputs = paths.flatMap((path) => Object.entries(outputs[path].inputs))
        .map(([file, { bytesInOutput }]) => [file, bytesInOutput]).filter(([, bytes]) => bytes > 0)
        .sort((a, b) => b[1] - a[1]);
      if (inputs.length > 0) holdings.push({ label: `${label}, ${part}`, inputs });
    }
  }
  return { upFront: bytesOf(js.filter((path) => upFront.has(path))), onDemand: bytesOf(js.filter((path) => !upFront.has(path))) };
}

/**
 * One minified file of the library build's modules that `source` (an entry
 * module's text) exports, built as rollup.config.mjs builds the drop-in, the
 * Ajax module inside unless `withoutAjax` leaves it out.
 */
async function dropInPart(source, withoutAjax = false) {
  const entry = '\0size-entry';
  const bundle = await rollup({
    input: entry,
    external: withoutAjax ? (id) => /[/\\]ajax\.js$/.test(id) : [],
    plugins: [
      { name: 'size-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? source : null) },
      nodeResolve({ browser: true }),
    ],
  });
  const { output } = await bundle.generate({
    format: 'es', inlineDynamicImports: true, plugins: [terser({ ecma: 2021, module: true, format: { comments: false } })],
  });
  await bundle.close();
  return Buffer.from(output[0].code);
}

/** Raw, gzip and brotli bytes of one file, or the sum over several files. */
const measure = (files) => [files].flat().reduce((sum, bytes) => ({
  raw: sum.raw + bytes.length,
  gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
  brotli: sum.brotli + brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
}), { raw: 0, gzip: 0, brotli: 0 });

// The numbers-only page's budget counts what the page loads: the Ajax module
// is fetched only when a link with `update` is followed, so it is shown on a
// row of its own, beside the page as it is once Ajax mode has been used.
const numbersOnly = await bundle('numbers-only', "import 'paginator-elements/paginator-numbers';\n", why ? 'numbers-only page' : null);
const rows = [
  { artifact: 'drop-in bundle', budget: 12_288, ...measure(readFileSync('dist/paginator-elements.min.js')) },
  { artifact: 'numbers-only page', budget: 9_216, ...measure(numbersOnly.upFront) },
  { artifact: '  + Ajax, on demand', budget: null, ...measure(numbersOnly.onDemand) },
  { artifact: '  = after Ajax is used', budget: null, ...measure([...numbersOnly.upFront, ...numbersOnly.onDemand]) },
  {
    artifact: 'Lit alone', budget: null,
    ...measure((await bundle('lit-alone', "import { LitElement, html, css } from 'lit';\nconsole.log(LitElement, html, css);\n")).upFront),
  },
];
if (why) await bundle('drop-in', `export * from '${join(process.cwd(), 'src', 'bundle.ts')}';\n`, 'drop-in bundle (esbuild)');
const htmx = join('node_modules', 'htmx.org', 'dist', 'htmx.min.js');
if (existsSync(htmx)) rows.push({ artifact: 'htmx', budget: null, ...measure(readFileSync(htmx)) });

console.table(rows.map(({ artifact, raw, gzip, brotli, budget }) => ({
  artifact, 'raw B': raw, 'gzip B': gzip, 'brotli B': brotli,
  'gzip budget B': budget ?? '—', verdict: budget === null ? '' : gzip <= budget ? 'within' : `over by ${gzip - budget}`,
})));
for (const { label, inputs } of holdings) {
  console.log(`\nWhat the ${label} holds (minified bytes by module):`);
  for (const [file, bytes] of inputs) console.log(`${String(bytes).padStart(8)}  ${file.replace(/^.*node_modules\//, '')}`);
}
if (why) {
  const module = (name) => join(process.cwd(), 'dist', 'elements', `${name}.js`).replaceAll('\\', '/');
  const paginators = ['paginator-numbers', 'paginator-counter', 'paginator-link'].map((name) => `export * from '${module(name)}';\n`).join('');
  const ajax = `export { installAjaxLinks } from '${module('ajax')}';\n`;
  const steps = [
    ['Lit: ReactiveElement alone', "export { ReactiveElement } from '@lit/reactive-element';\n", false],
    ['+ <paginator-numbers>, <paginator-counter>, <paginator-link>', paginators, true],
    ['+ Ajax mode and installAjaxLinks', paginators + ajax, false],
    ['+ <framework-error> (all of the drop-in)', `${paginators}${ajax}export * from '${module('framework-error')}';\n`, false],
  ];
  const parts = [];
  let before = 0;
  for (const [part, source, withoutAjax] of steps) {
    const { gzip, brotli } = measure(await dropInPart(source, withoutAjax));
    parts.push({ part, 'gzip B': gzip, 'added gzip B': gzip - before, 'brotli B': brotli });
    before = gzip;
  }
  console.log(`\nWhat the drop-in's parts cost, added one after the other (Rollup and terser, as the drop-in is built; budget ${rows[0].budget}):`);
  console.table(parts);
}
const over = rows.filter((row) => row.budget !== null && row.gzip > row.budget);
if (over.length > 0) {
  console.error(`${over.map((row) => row.artifact).join(', ')} over budget.`);
  process.exit(1);
}
console.log('All artifacts within budget.');
