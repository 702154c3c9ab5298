// What `npm run size` measures: the bytes the budgeted pages download, built
// as the project builds its drop-in (see scripts/size.mjs for the figures and
// how each file is counted), with the rows printed beside them for
// information.

import { build, transform } from 'esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { newestUnder, root } from './ensure.mjs';
import { requireCurrentFiles } from './size-budgets.mjs';

const dist = join(root, 'dist');
/** What dist/ is built from: a file of dist/ older than this was built from older sources. */
const newestSource = newestUnder(join(root, 'src'));
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

/** A file of dist/, once checked to be there and built from the current sources. */
function readOwnFile(file) {
  requireCurrentFiles(dist, [file], newestSource);
  return readFileSync(join(dist, file));
}

/** The drop-in's files as built in dist/: the first file and every chunk it imports (statically or with import()), transitively. */
function dropInFiles() {
  const imports = (file) => [...readOwnFile(file).toString('utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)]
    .map(([, spec]) => normalize(join(dirname(file), spec)));
  const files = closure(['paginator-elements.min.js'], imports);
  return new Map(files.map((file) => [file, readOwnFile(file)]));
}

// ---------------------------------------------------------------------------
// esbuild: the figures printed beside, for information.

/**
 * Bundles an entry's source text with esbuild (its files written under `scratch`), minified, Lit's production
 * build, and split where the code imports on demand, as a page's bundler
 * would. Returns the bytes the page loads up front, the bytes `onDemand` (a
 * module path, as for rollupPage) adds, and all its files.
 */
async function esbuildPage(scratch, name, source, onDemand = null) {
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


/**
 * Measures the budgeted pages, prints the table of every row (with `why`, what
 * each file holds and what the drop-in's parts cost) beside `budgets`, and
 * returns the budgeted figures by name: { files, raw, gzip, brotli }.
 */
export async function measureSizes({ why = false, budgets }) {
  // A folder of this run's own: runs side by side (the Node test matrix) must not share esbuild's files.
  const cacheDir = join(root, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const scratch = mkdtempSync(join(cacheDir, 'size-'));
  try {
    const exportsOf = (...paths) => paths.map((path) => `export * from '${built(path)}';\n`).join('');
    const NUMBERS = exportsOf('components/paginator-numbers/paginator-numbers.js');
    const THREE = exportsOf('components/paginator-numbers/paginator-numbers.js', 'components/paginator-counter/paginator-counter.js', 'components/paginator-link/paginator-link.js');
    const LIT = "import { LitElement, html, css } from 'lit';\nconsole.log(LitElement, html, css);\n";
    const AJAX = 'ajax/ajax-update.js';
    // The pages are bundled from the library build's modules: they must be there, and current.
    requireCurrentFiles(dist, ['components/paginator-numbers/paginator-numbers.js', 'components/paginator-counter/paginator-counter.js',
      'components/paginator-link/paginator-link.js', 'components/framework-error/framework-error.js', 'ajax/ajax-links.js', AJAX], newestSource);

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

    const esNumbers = await esbuildPage(scratch, 'numbers-only', NUMBERS);
    const esThree = await esbuildPage(scratch, 'three-elements', THREE, AJAX);
    const esDropIn = await esbuildPage(scratch, 'drop-in', `export * from '${join(root, 'src', 'bundle.ts').replaceAll('\\', '/')}';\n`);
    const esLit = await esbuildPage(scratch, 'lit-alone', LIT);

    const rows = [
      { artifact: 'numbers-only page', figure: 'numbers-only page', ...measure(numbersPage.upFrontBytes), esbuild: measure(esNumbers.upFront) },
      { artifact: 'three elements + one Ajax link', figure: 'three elements + one Ajax link', ...measure([...threePage.upFrontBytes, ...threePage.laterBytes]), esbuild: measure([...esThree.upFront, ...esThree.later]) },
      { artifact: '  of which up front', ...measure(threePage.upFrontBytes), esbuild: measure(esThree.upFront) },
      { artifact: '  of which the Ajax chunk', ...measure(threePage.laterBytes), esbuild: measure(esThree.later) },
      { artifact: 'drop-in, first file', figure: 'drop-in, first file', ...measure(dropIn.get(firstFile)), esbuild: measure(esDropIn.upFront) },
      { artifact: 'drop-in, all files one page downloads', figure: 'drop-in, all files one page downloads', ...measure(onePageFiles.map((file) => dropIn.get(file))), esbuild: null },
      { artifact: '  every file, all catalogues included', ...measure([...dropIn.values()]), esbuild: measure(esDropIn.all) },
      // Each chunk on a row of its own: Ajax mode, <framework-error>'s pages, and any chunk Rollup made of what those two share.
      ...chunkFiles.map((file) => ({
        artifact: `  ${CHUNK_LABELS[file.replace(/^dropin\/|-[\w-]{8}\.js$/g, '')] ?? 'shared chunk'}: ${file}`, ...measure(dropIn.get(file)), esbuild: null,
      })),
      { artifact: 'Lit alone (LitElement, html, css)', ...measure(litAlone.upFrontBytes), esbuild: measure(esLit.upFront) },
    ];
    const htmx = join(root, 'node_modules', 'htmx.org', 'dist', 'htmx.min.js');
    if (existsSync(htmx)) rows.push({ artifact: 'htmx (htmx.min.js)', ...measure(readFileSync(htmx)), esbuild: null });

    console.log('Rollup and terser, each file gzipped on its own (level 9) and summed; esbuild beside, for information.');
    console.table(rows.map(({ artifact, figure, files, raw, gzip, brotli, esbuild }) => ({
      artifact, files, 'raw B': raw, 'gzip B': gzip, 'brotli B': brotli,
      'gzip budget B': figure ? budgets[figure] : '—',
      verdict: !figure ? '' : gzip <= budgets[figure] ? `within by ${budgets[figure] - gzip}` : `over by ${gzip - budgets[figure]}`,
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
    return Object.fromEntries(rows.filter((row) => row.figure).map(({ figure, files, raw, gzip, brotli }) => [figure, { files, raw, gzip, brotli }]));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
