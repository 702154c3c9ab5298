// `npm run size`: the bytes a page downloads, beside the budgets, and beside
// Lit alone and htmx measured the same way. Exits non-zero when a budgeted
// figure is over its budget.
//
// The budgeted figures are built as the project builds its drop-in: Rollup,
// @rollup/plugin-node-resolve (browser, Lit's production build) and terser,
// code split where the code imports on demand (`import()`). Each file a page
// downloads is compressed on its own (gzip level 9, brotli quality 11) and the
// files are summed: each is a download of its own. esbuild's figures for the
// same pages (minified, code splitting, the `production` condition) are
// printed beside, for information only.
//
// Budgeted (gzip):
//   numbers-only page        a page importing only <paginator-numbers> (dist/components/paginator-numbers/paginator-numbers.js of
//                            the library build): what it loads up front                                  13,312
//   three elements + Ajax    a page with <paginator-numbers>, <paginator-counter> and <paginator-link> that
//                            follows one Ajax link: all it has downloaded once the swap is done
//                            (up front + the Ajax chunk)                                                  19,456
//   drop-in, first file      dist/paginator-elements.min.js as `npm run build` makes it                    15,360
//   drop-in, all files       every file of the drop-in one page can download: the first file, every
//                            chunk it imports (dist/dropin/*.js), and of the language catalogues the
//                            largest (a page in one language downloads one of them)                       25,600
// (Issue 20's budgets.)
//
// `npm run size -- --why` also lists what each of those files holds, module
// by module (each module's code as Rollup rendered it, minified on its own:
// within a few per cent of its share of the real file), and what the
// drop-in's parts cost when added one after the other.

import { build, transform } from 'esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureBuild, ensureDependencies, root } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();

const why = process.argv.includes('--why');
const scratch = join(root, 'node_modules', '.cache', 'size');
mkdirSync(scratch, { recursive: true });
const dist = join(root, 'dist');
/** A module of the library build, as an absolute path an entry's source can import. */
const built = (path) => join(dist, path).replaceAll('\\', '/');

/** Raw, gzip and brotli bytes of one file, or the sum over several files (each compressed on its own). */
const measure = (files) => [files].flat().reduce((sum, bytes) => ({
  files: sum.files + 1,
  raw: sum.raw + bytes.length,
  gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
  brotli: sum.brotli + brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
}), { files: 0, raw: 0, gzip: 0, brotli: 0 });

/** The files reachable from `roots` through the static imports `importsOf` gives, the roots included. */
function closure(roots, importsOf) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const file of roots) visit(file);
  return [...seen];
}

// ---------------------------------------------------------------------------
// Rollup and terser: the budgeted figures.

/** terser's settings in rollup.config.mjs's drop-in build. */
const TERSER = { ecma: 2021, module: true, format: { comments: false } };

/**
 * Bundles an entry module's source text as the drop-in is built (Rollup,
 * browser resolution, Lit's production build, terser), split where the code
 * imports on demand. Returns the output chunks by file name and the entry's.
 */
async function rollupBuild(source) {
  const entry = '\0size-entry';
  const bundle = await rollup({
    input: entry,
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      { name: 'size-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? source : null) },
      nodeResolve({ browser: true, exportConditions: ['production'] }),
    ],
  });
  const { output } = await bundle.generate({
    format: 'es', entryFileNames: 'entry.js', chunkFileNames: '[name]-[hash].js', plugins: [terser(TERSER)],
  });
  await bundle.close();
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  return { chunks, entry: 'entry.js' };
}

/**
 * A page built with Rollup: what it loads up front (the entry and the chunks
 * it imports statically) and, for `onDemand` (a module path of the library
 * build that the page imports with `import()`), the files that import adds.
 */
async function rollupPage(source, onDemand = null) {
  const { chunks, entry } = await rollupBuild(source);
  const staticImports = (file) => chunks.get(file).imports;
  const upFront = closure([entry], staticImports);
  let later = [];
  if (onDemand !== null) {
    const target = normalize(built(onDemand));
    const chunk = [...chunks.values()].find((file) => file.facadeModuleId !== null && normalize(file.facadeModuleId) === target)
      ?? [...chunks.values()].find((file) => file.moduleIds.some((id) => normalize(id) === target));
    if (!chunk) throw new Error(`No chunk of the page holds ${onDemand}.`);
    later = closure([chunk.fileName], staticImports).filter((file) => !upFront.includes(file));
  }
  const bytes = (files) => files.map((file) => Buffer.from(chunks.get(file).code));
  return { chunks, upFront, later, upFrontBytes: bytes(upFront), laterBytes: bytes(later), allBytes: bytes([...chunks.keys()]) };
}

/** The drop-in's files as built in dist/: the first file and every chunk it imports (statically or with import()), transitively. */
function dropInFiles() {
  const imports = (file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)]
    .map(([, spec]) => normalize(join(dirname(file), spec)));
  const files = closure(['paginator-elements.min.js'], imports);
  return new Map(files.map((file) => [file, readFileSync(join(dist, file))]));
}

// ---------------------------------------------------------------------------
// esbuild: the figures printed beside, for information.

/**
 * Bundles an entry's source text with esbuild, minified, Lit's production
 * build, and split where the code imports on demand, as a page's bundler
 * would. Returns the bytes the page loads up front, the bytes `onDemand` (a
 * module path, as for rollupPage) adds, and all its files.
 */
async function esbuildPage(name, source, onDemand = null) {
  const entry = join(scratch, `${name}.mjs`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, target: 'es2021',
    splitting: true, outdir: join(scratch, `${name}-out`), conditions: ['production'], logLevel: 'silent', metafile: true,
    tsconfig: join(root, 'tsconfig.json'), absWorkingDir: root,
  });
  const outputs = result.metafile.outputs;
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  const entryOf = (path) => js.find((output) => outputs[output].entryPoint !== undefined && normalize(join(root, outputs[output].entryPoint)) === normalize(path));
  const staticImports = (path) => outputs[path].imports.filter(({ kind }) => kind === 'import-statement').map(({ path: next }) => next);
  const upFront = closure([entryOf(entry)], staticImports);
  const target = onDemand === null ? null : entryOf(built(onDemand));
  if (onDemand !== null && !target) throw new Error(`esbuild made no chunk for ${onDemand}.`);
  const later = target ? closure([target], staticImports).filter((path) => !upFront.includes(path)) : [];
  const bytes = (paths) => paths.map((path) => Buffer.from(result.outputFiles.find((file) => normalize(file.path) === normalize(join(root, path))).contents));
  return { upFront: bytes(upFront), later: bytes(later), all: bytes(js) };
}

// ---------------------------------------------------------------------------
// The pages.

const exportsOf = (...paths) => paths.map((path) => `export * from '${built(path)}';\n`).join('');
const NUMBERS = exportsOf('components/paginator-numbers/paginator-numbers.js');
const THREE = exportsOf('components/paginator-numbers/paginator-numbers.js', 'components/paginator-counter/paginator-counter.js', 'components/paginator-link/paginator-link.js');
const LIT = "import { LitElement, html, css } from 'lit';\nconsole.log(LitElement, html, css);\n";
const AJAX = 'ajax/ajax-update.js';

const numbersPage = await rollupPage(NUMBERS);
const threePage = await rollupPage(THREE, AJAX);
const dropIn = dropInFiles();
const [firstFile, ...chunkFiles] = dropIn.keys();
/** A language catalogue's chunk (src/i18n/catalogues/<lang>.ts). */
const isCatalogue = (file) => /^dropin\/[a-z]{2,3}-[\w-]{8}\.js$/.test(file);
const largestCatalogue = chunkFiles.filter(isCatalogue).sort((a, b) => measure(dropIn.get(b)).gzip - measure(dropIn.get(a)).gzip)[0];
/** What one page can download at most: everything but the catalogues, and the largest catalogue. */
const onePageFiles = [firstFile, ...chunkFiles.filter((file) => !isCatalogue(file) || file === largestCatalogue)];
/** What the drop-in's chunks hold, by name. */
const CHUNK_LABELS = { 'ajax-update': 'Ajax mode', 'framework-error-page': '<framework-error> pages' };
const litAlone = await rollupPage(LIT);

const esNumbers = await esbuildPage('numbers-only', NUMBERS);
const esThree = await esbuildPage('three-elements', THREE, AJAX);
const esDropIn = await esbuildPage('drop-in', `export * from '${join(root, 'src', 'bundle.ts').replaceAll('\\', '/')}';\n`);
const esLit = await esbuildPage('lit-alone', LIT);

const rows = [
  { artifact: 'numbers-only page, up front', budget: 13_312, ...measure(numbersPage.upFrontBytes), esbuild: measure(esNumbers.upFront) },
  { artifact: 'three elements + one Ajax link', budget: 19_456, ...measure([...threePage.upFrontBytes, ...threePage.laterBytes]), esbuild: measure([...esThree.upFront, ...esThree.later]) },
  { artifact: '  of which up front', budget: null, ...measure(threePage.upFrontBytes), esbuild: measure(esThree.upFront) },
  { artifact: '  of which the Ajax chunk', budget: null, ...measure(threePage.laterBytes), esbuild: measure(esThree.later) },
  { artifact: 'drop-in, first file', budget: 15_360, ...measure(dropIn.get(firstFile)), esbuild: measure(esDropIn.upFront) },
  { artifact: 'drop-in, all files one page downloads', budget: 25_600, ...measure(onePageFiles.map((file) => dropIn.get(file))), esbuild: null },
  { artifact: '  every file, all catalogues included', budget: null, ...measure([...dropIn.values()]), esbuild: measure(esDropIn.all) },
  // Each chunk on a row of its own: Ajax mode, <framework-error>'s pages, and any chunk Rollup made of what those two share.
  ...chunkFiles.map((file) => ({
    artifact: `  ${CHUNK_LABELS[file.replace(/^dropin\/|-[\w-]{8}\.js$/g, '')] ?? 'shared chunk'}: ${file}`, budget: null, ...measure(dropIn.get(file)), esbuild: null,
  })),
  { artifact: 'Lit alone (LitElement, html, css)', budget: null, ...measure(litAlone.upFrontBytes), esbuild: measure(esLit.upFront) },
];
const htmx = join(root, 'node_modules', 'htmx.org', 'dist', 'htmx.min.js');
if (existsSync(htmx)) rows.push({ artifact: 'htmx (htmx.min.js)', budget: null, ...measure(readFileSync(htmx)), esbuild: null });

console.log('Rollup and terser, each file gzipped on its own (level 9) and summed; esbuild beside, for information.');
console.table(rows.map(({ artifact, files, raw, gzip, brotli, budget, esbuild }) => ({
  artifact, files, 'raw B': raw, 'gzip B': gzip, 'brotli B': brotli,
  'gzip budget B': budget ?? '—', verdict: budget === null ? '' : gzip <= budget ? 'within' : `over by ${gzip - budget}`,
  'esbuild gzip B': esbuild === null ? '—' : esbuild.gzip,
})));

if (why) {
  /** Prints what each file holds: the minified bytes of each module (its rendered code minified on its own). */
  const holdings = async (label, chunks, files) => {
    for (const file of files) {
      const chunk = chunks.get(file);
      const modules = [];
      for (const [id, { code }] of Object.entries(chunk.modules)) {
        if (!code) continue;
        const { code: minified } = await transform(code, { minify: true, format: 'esm', target: 'es2021', logLevel: 'silent' }).catch(() => ({ code }));
        modules.push([id.startsWith('\0') ? '(entry)' : relative(root, id).replace(/^.*node_modules\//, ''), minified.length]);
      }
      modules.sort((a, b) => b[1] - a[1]);
      console.log(`\n${label}, ${file} (${measure(Buffer.from(chunk.code)).gzip} B gzip) holds (minified bytes by module):`);
      for (const [name, bytes] of modules) console.log(`${String(bytes).padStart(8)}  ${name}`);
    }
  };
  await holdings('numbers-only page, up front', numbersPage.chunks, numbersPage.upFront);
  await holdings('three elements + one Ajax link', threePage.chunks, [...threePage.upFront, ...threePage.later]);
  // The drop-in as the library build's modules bundle it (the same code as dist's, without TypeScript's helpers' differences).
  const dropInSource = exportsOf('components/paginator-numbers/paginator-numbers.js', 'components/paginator-counter/paginator-counter.js', 'components/paginator-link/paginator-link.js', 'components/framework-error/framework-error.js')
    + `export { installAjaxLinks } from '${built('ajax/ajax-links.js')}';\n`;
  const dropInBuild = await rollupBuild(dropInSource);
  await holdings('drop-in (built from the library build’s modules)', dropInBuild.chunks, [...dropInBuild.chunks.keys()]);

  // What the drop-in's parts cost, added one after the other: up front (its
  // first file), on demand (its chunks) and all of it.
  const steps = [
    ['Lit: ReactiveElement alone', "export { ReactiveElement } from '@lit/reactive-element';\n"],
    ['+ <paginator-numbers>, <paginator-counter>, <paginator-link> (Ajax mode on demand)', THREE],
    ['+ installAjaxLinks (Ajax mode on demand)', `${THREE}export { installAjaxLinks } from '${built('ajax/ajax-links.js')}';\n`],
    ['+ <framework-error> (its pages on demand): the drop-in', dropInSource],
  ];
  const parts = [];
  let before = 0;
  for (const [part, source] of steps) {
    const page = await rollupPage(source);
    const upFront = measure(page.upFrontBytes).gzip;
    const all = measure(page.allBytes).gzip;
    parts.push({ part, 'up front gzip B': upFront, 'on demand gzip B': all - upFront, 'all gzip B': all, 'added gzip B': all - before });
    before = all;
  }
  console.log('\nWhat the drop-in’s parts cost, added one after the other (Rollup and terser, each file gzipped on its own):');
  console.table(parts);
}

const over = rows.filter((row) => row.budget !== null && row.gzip > row.budget);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.artifact.trim()} (${row.gzip} B gzip, budget ${row.budget})`).join('; ')}.`);
  process.exit(1);
}
console.log('All budgeted figures are within budget.');
