// `npm run size`: the bytes of what a page downloads, gzip and brotli, beside
// the budgets and beside Lit alone and htmx measured the same way. Exits
// non-zero when an artifact is over its budget.
//
// Artifacts:
//   drop-in bundle       dist/paginator-elements.min.js (all four elements, installAjaxLinks, Lit)
//   numbers-only page    a page importing only <paginator-numbers> from the library build, bundled with Lit
//   Lit alone            LitElement, html, css (for comparison)
//   htmx                 htmx.org's minified file (for comparison)
//
// `npm run size -- --why` also lists what each of our artifacts holds: the
// minified bytes each module contributes (the drop-in as esbuild bundles
// src/bundle.ts, which is within a few per cent of the Rollup build).

import { build } from 'esbuild';
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
 * Bundles an entry's source text with esbuild, minified, production Lit;
 * returns the bytes. With `--why`, keeps what each module contributed.
 */
async function bundle(name, source, label = null) {
  const entry = join(scratch, `${name}.mjs`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, target: 'es2021',
    conditions: ['production'], logLevel: 'silent', metafile: label !== null, tsconfig: 'tsconfig.json',
  });
  if (label !== null) {
    const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
      .map(([file, { bytesInOutput }]) => [file, bytesInOutput]).filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1]);
    holdings.push({ label, inputs });
  }
  return Buffer.from(result.outputFiles[0].contents);
}

const measure = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const rows = [
  { artifact: 'drop-in bundle', budget: 12_288, ...measure(readFileSync('dist/paginator-elements.min.js')) },
  {
    artifact: 'numbers-only page', budget: 9_216,
    ...measure(await bundle('numbers-only', "import 'paginator-elements/paginator-numbers';\n", why ? 'numbers-only page' : null)),
  },
  {
    artifact: 'Lit alone', budget: null,
    ...measure(await bundle('lit-alone', "import { LitElement, html, css } from 'lit';\nconsole.log(LitElement, html, css);\n")),
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
const over = rows.filter((row) => row.budget !== null && row.gzip > row.budget);
if (over.length > 0) {
  console.error(`${over.map((row) => row.artifact).join(', ')} over budget.`);
  process.exit(1);
}
console.log('All artifacts within budget.');
