// `npm run manifest` writes custom-elements.json from the sources' TSDoc;
// `npm run manifest -- --check` regenerates it in a scratch folder and fails
// when the committed copy differs (CI runs the check).

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const check = process.argv.includes('--check');
// The analyzer resolves --outdir against the working directory, so the scratch folder lives inside it.
const outdir = check ? join('node_modules', '.cache', 'manifest-check') : '.';
if (check) mkdirSync(outdir, { recursive: true });
try {
  execFileSync('npx', ['--no-install', 'cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir, '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The analyzer lists the modules in the order it happens to read them: sorted by path, the same sources
  // always give the same manifest.
  const written = join(outdir, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(written, 'utf8'));
  manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  writeFileSync(written, `${JSON.stringify(manifest, null, 2)}\n`);
  if (check) {
    const fresh = readFileSync(join(outdir, 'custom-elements.json'), 'utf8');
    let committed = '';
    try {
      committed = readFileSync('custom-elements.json', 'utf8');
    } catch {
      // A missing manifest is stale too.
    }
    if (fresh !== committed) {
      console.error('custom-elements.json is stale: run `npm run manifest` and commit the result.');
      process.exit(1);
    }
    console.log('custom-elements.json is up to date.');
  } else {
    console.log('Wrote custom-elements.json.');
  }
} finally {
  if (check) rmSync(outdir, { recursive: true, force: true });
}
