// The Nodes the Node tests run on: every major that package.json's `engines` names. The machine's
// own Node serves its major; the others come from the npm registry's `node-<platform>-<arch>`
// packages (bin/node), installed into a cache folder outside the repository and reused on later
// runs. From Node 22 on, the SQL tests use better-sqlite3 13, installed into the same cache
// (scripts/sqlite-driver.cjs loads it); Node 20 uses node_modules' 12.
//
//   for (const major of testedMajors()) { const node = await provideNode(major); ... }
//
// Node built-ins and npm only.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fail, root } from './ensure.mjs';

/** `${XDG_CACHE_HOME:-~/.cache}/paginator-elements`, created on first use. */
export const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'paginator-elements');

/**
 * The better-sqlite3 line per Node: 12 on Node 20 (13 crashes there), 13 from Node 22 on (12
 * aborts Node 24.19 and later when the garbage collector frees a statement; 13 is built on
 * Node-API and carries its compiled addon in the package, so nothing is compiled here).
 */
const SQLITE_DRIVER = { major: 13, fromNode: 22 };

/** The majors of `engines.node`, which must read like `20 || 22 || 24`: the versions tested are the ones promised. */
export function testedMajors() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const parts = range.split('||').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) {
    fail(`package.json's engines.node is "${range}": scripts/node-matrix.mjs reads it as a list of majors, like "20 || 22 || 24".`);
  }
  return parts.map(Number);
}

/**
 * Node `major`: `{ version, execPath, bin, sqliteDriver }`, where `sqliteDriver` is the folder
 * whose node_modules holds the better-sqlite3 to use, or null for node_modules' own.
 */
export async function provideNode(major) {
  const own = Number(process.versions.node.split('.')[0]) === major;
  const node = own
    ? { version: process.versions.node, execPath: process.execPath }
    : await install(`node-${process.platform}-${process.arch}`, major, 'bin/node').then(({ dir, version }) => ({ version, execPath: join(dir, 'bin', 'node') }));
  const sqliteDriver = major >= SQLITE_DRIVER.fromNode
    ? (await install('better-sqlite3', SQLITE_DRIVER.major, 'node_modules/better-sqlite3/package.json')).dir
    : null;
  return { ...node, bin: dirname(node.execPath), sqliteDriver };
}

/** Runs a command quietly; resolves with its standard output, rejects with its error output. */
function capture(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd: root, maxBuffer: 16 << 20, ...options }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${cmd} ${args.join(' ')} failed: ${(stderr || error.message).trim().slice(-1500)}`));
      else resolve(stdout);
    });
  });
}

function newest(versions) {
  const key = (version) => version.split('.').map(Number);
  return versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  }).at(-1);
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

/**
 * `{ dir, version }`: the cache folder `<name>-<version>` of package `name`'s newest release of `major` (asked of the
 * registry on every run; the newest one cached when the registry cannot be asked), installing it
 * when `marker` is missing there. Installed under a temporary name and renamed when complete, so a
 * run cut short never leaves a folder that looks whole.
 */
function install(name, major, marker) {
  // Node 22 and 24 ask for the same better-sqlite3 at the same moment: one install serves both.
  const key = `${name}@${major}`;
  if (!installs.has(key)) installs.set(key, installOnce(name, major, marker));
  return installs.get(key);
}

const installs = new Map();

async function installOnce(name, major, marker) {
  mkdirSync(cacheDir, { recursive: true });
  const prefix = `${name}-${major}.`;
  let version;
  try {
    // One release prints a string, several an array, in no useful order.
    version = newest([JSON.parse(await capture('npm', ['view', `${name}@${major}`, 'version', '--json']))].flat());
  } catch (error) {
    const cached = readdirSync(cacheDir).filter((entry) => entry.startsWith(prefix) && existsSync(join(cacheDir, entry, marker)));
    version = newest(cached.map((entry) => entry.slice(name.length + 1)));
    if (!version) throw error;
    console.log(`The registry could not be asked for ${name}@${major}; using the cached ${version}.`);
  }
  const dir = join(cacheDir, `${name}-${version}`);
  if (existsSync(join(dir, marker))) return { dir, version };

  const started = Date.now();
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    if (name === 'better-sqlite3') {
      await capture('npm', ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${version}`]);
    } else {
      // A Node is unpacked, not installed: its package's bin entry would only be linked, and `npm install` of it runs no script.
      const [{ filename }] = JSON.parse(await capture('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', partial]));
      await capture('tar', ['-xzf', join(partial, filename), '-C', partial, '--strip-components=1']);
      rmSync(join(partial, filename));
    }
    if (!existsSync(join(partial, marker))) throw new Error(`${name}@${version} installed without ${marker}`);
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  console.log(`Installed ${name}@${version} into ${dir} in ${seconds(started)}.`);
  return { dir, version };
}
