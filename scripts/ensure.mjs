// Preconditions shared by `npm start`, `npm test` and CI: dependencies installed,
// a Chromium to drive, and an up-to-date build in dist/.
//
// Uses ONLY Node built-ins: it runs before node_modules exists.

import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Print one sentence on stderr and exit with `code`. */
export function fail(sentence, code = 1) {
  process.stderr.write(`\n${sentence}\n`);
  process.exit(code);
}

/**
 * Spawn `cmd args` with inherited stdio (cwd defaults to the project root).
 * Resolves with the exit code (a signal counts as 1); rejects only when the
 * command cannot be started at all (e.g. ENOENT), so callers can tell
 * "missing" from "failed".
 */
export function run(cmd, args = [], opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Absolute path of `cmd` on PATH, or null. */
export function which(cmd) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, cmd);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Newest mtime of `dir` itself and anything under it (recursively), or 0 when
 * missing. Folder mtimes count so that deleting or renaming a file is seen.
 */
export function newestUnder(dir) {
  let newest = mtime(dir) ?? 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(path));
    else newest = Math.max(newest, mtime(path) ?? 0);
  }
  return newest;
}

/**
 * Run `npm ci` when node_modules is missing or older than package-lock.json
 * (judged by npm's own `node_modules/.package-lock.json`).
 */
export async function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lockTime = mtime(lock);
  const installedTime = mtime(installed);

  const args = lockTime === null ? ['install'] : ['ci'];
  if (installedTime !== null && (lockTime === null || installedTime >= lockTime)) return;

  console.log(
    installedTime === null
      ? `Dependencies are not installed: running npm ${args[0]}.`
      : `package-lock.json is newer than node_modules: running npm ${args[0]}.`,
  );
  let code;
  try {
    code = await run('npm', args);
  } catch (error) {
    if (error?.code === 'ENOENT') {
      fail('npm was not found on PATH: install Node.js 20 or newer with npm, then run this command again.');
    }
    fail(`npm ${args[0]} could not be started (${error?.message ?? error}).`);
  }
  if (code !== 0) {
    fail(`npm ${args[0]} failed (exit code ${code}): see its output above, fix the cause, then run this command again.`);
  }
}

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const CHROMIUM_MISSING =
  'Chromium is needed for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium executable.';

/**
 * Path of a Chrome/Chromium executable: CHROME_PATH if set and executable,
 * else a well-known install location; as root with apt-get available, installs
 * Debian's chromium. Exits with one sentence when none can be had.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking for Chromium elsewhere.`);
  }
  for (const candidate of CHROMIUM_CANDIDATES) {
    if (isExecutable(candidate)) return candidate;
  }

  const aptGet = which('apt-get');
  if (process.getuid?.() === 0 && aptGet) {
    console.log('Chromium not found: installing it with apt-get (about 30 s).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      const updated = await run(aptGet, ['update'], { env });
      if (updated !== 0) fail(`apt-get update failed (exit code ${updated}). ${CHROMIUM_MISSING}`);
      const installed = await run(aptGet, ['install', '-y', 'chromium'], { env });
      if (installed !== 0) fail(`apt-get install chromium failed (exit code ${installed}). ${CHROMIUM_MISSING}`);
    } catch (error) {
      fail(`apt-get could not be run (${error?.message ?? error}). ${CHROMIUM_MISSING}`);
    }
    if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
    fail(`apt-get installed chromium but /usr/bin/chromium is missing. ${CHROMIUM_MISSING}`);
  }

  fail(CHROMIUM_MISSING);
}

/**
 * Build dist/ with rollup, then the types generated from the manifest
 * (scripts/generate-types.mjs), when forced, or when dist/core.js,
 * dist/index.js or a generated file is missing or older than the newest file
 * under src/, the manifest or the build configuration. Exits on failure.
 */
export async function ensureBuild({ force = false } = {}) {
  if (!force) {
    const outputs = [
      'dist/core.js',
      'dist/index.js',
      'dist/jsx/react.d.ts',
      'dist/jsx/preact.d.ts',
      'dist/vscode.html-custom-data.json',
    ].map((p) => mtime(join(root, p)));
    const built = outputs.includes(null) ? null : Math.min(...outputs);
    const inputs = Math.max(
      newestUnder(join(root, 'src')),
      ...['rollup.config.mjs', 'tsconfig.json', 'package.json', 'custom-elements.json', 'scripts/generate-types.mjs', 'scripts/paginator-css.mjs'].map(
        (p) => mtime(join(root, p)) ?? 0,
      ),
    );
    if (built !== null && built >= inputs) return;
  }
  if (!existsSync(join(root, 'src'))) fail('There is no src/ folder to build.');

  console.log('Building dist/ with rollup.');
  let code;
  try {
    code = await run('npx', ['--no-install', 'rollup', '-c']);
  } catch (error) {
    fail(`The build could not be started (${error?.message ?? error}): is npm installed?`);
  }
  if (code !== 0) fail(`The build failed (rollup exit code ${code}): see the errors above.`);

  // The JSX and VS Code types generated from custom-elements.json (as `npm run build` does).
  try {
    code = await run(process.execPath, [join(root, 'scripts', 'generate-types.mjs')]);
  } catch (error) {
    fail(`The type generation could not be started (${error?.message ?? error}).`);
  }
  if (code !== 0) fail(`The type generation failed (exit code ${code}): see the errors above.`);
}
