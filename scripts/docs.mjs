// `npm run docs` writes the generated documentation: the element pages in docs/elements
// (scripts/generate-docs.mjs, from custom-elements.json) and the core's API reference in docs/api
// (typedoc, from the TSDoc of src/core.ts's exports). `npm run docs -- --check` writes both into a
// scratch folder and fails when the committed copies differ (CI runs the check, after the
// manifest's, which the element pages are made from).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root } from './ensure.mjs';

const FOLDERS = { elements: join(root, 'docs', 'elements'), api: join(root, 'docs', 'api') };

function generate(out, { quiet }) {
  const stdio = ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'];
  execFileSync(process.execPath, [join(root, 'scripts', 'generate-docs.mjs'), '--out', out.elements], { cwd: root, stdio });
  execFileSync('npx', ['--no-install', 'typedoc', '--out', out.api, ...(quiet ? ['--logLevel', 'Error'] : [])], { cwd: root, stdio });
}

/** Every file under `dir`, as paths relative to it. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}

/** The files that differ between the committed folder and the fresh one: changed, missing or extra. */
function differences(committed, fresh) {
  const names = new Set([...files(committed), ...files(fresh)]);
  return [...names].sort().filter((name) => {
    const [a, b] = [join(committed, name), join(fresh, name)];
    return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
  });
}

if (!process.argv.includes('--check')) {
  generate(FOLDERS, { quiet: false });
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'paginator-docs-'));
  try {
    const fresh = { elements: join(scratch, 'elements'), api: join(scratch, 'api') };
    generate(fresh, { quiet: true });
    const stale = Object.keys(FOLDERS).flatMap((key) =>
      differences(FOLDERS[key], fresh[key]).map((name) => relative(root, join(FOLDERS[key], name))));
    if (stale.length > 0) {
      console.error(`The generated docs are stale (${stale.length} file(s): ${stale.slice(0, 10).join(', ')}${stale.length > 10 ? ', ...' : ''}): run \`npm run docs\` and commit the result.`);
      process.exit(1);
    }
    console.log('docs/elements and docs/api are up to date.');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
