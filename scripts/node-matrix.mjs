// The Nodes the Node tests run on: every major that package.json's `engines` names. The machine's
// own Node serves its major; the others come from the npm registry's `node-<platform>-<arch>`
// packages (bin/node and the headers in include/node), kept in a cache folder outside the
// repository with a better-sqlite3 addon compiled for each, both reused on later runs.
//
//   for (const major of testedMajors()) { const node = await provideNode(major); ... }
//
// Node built-ins, npm and node-gyp (npm's own) only.

import { execFile } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fail, root, run, which } from './ensure.mjs';

/** `${XDG_CACHE_HOME:-~/.cache}/paginator-elements`, created on first use. */
export const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'paginator-elements');

/** The majors of `engines.node`, which must read like `20 || 22 || 24`: the versions tested are the ones promised. */
export function testedMajors() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const parts = range.split('||').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) {
    fail(`package.json's engines.node is "${range}": scripts/node-matrix.mjs reads it as a list of majors, like "20 || 22 || 24".`);
  }
  return parts.map(Number);
}

/** The machine's Node, or else the newest release of `major` from the registry (installed into the cache once). */
export async function provideNode(major) {
  if (Number(process.versions.node.split('.')[0]) === major) {
    return { version: process.versions.node, execPath: process.execPath, bin: dirname(process.execPath), addon: null };
  }
  const dir = await installNode(major);
  const version = dir.slice(dir.lastIndexOf('node-') + 'node-'.length);
  const node = { version, execPath: join(dir, 'bin', 'node'), bin: join(dir, 'bin'), root: dir };
  return { ...node, addon: await sqliteAddon(node) };
}

const nodePackage = `node-${process.platform}-${process.arch}`;

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

/** The folder of Node `major`'s newest release, or of the newest one cached when the registry cannot be asked. */
async function installNode(major) {
  mkdirSync(cacheDir, { recursive: true });
  const cached = () => newest(readdirSync(cacheDir).filter((name) => name.startsWith(`node-${major}.`) && !name.endsWith('.partial')).map((name) => name.slice(5)));
  let version;
  try {
    // One release prints a string, several an array, in no useful order.
    version = newest([JSON.parse(await capture('npm', ['view', `${nodePackage}@${major}`, 'version', '--json']))].flat());
  } catch (error) {
    version = cached();
    if (!version) throw error;
    console.log(`The registry could not be asked for Node ${major}; using the cached ${version}.`);
  }
  const dir = join(cacheDir, `node-${version}`);
  if (existsSync(join(dir, 'bin', 'node'))) return dir;

  const started = Date.now();
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const [{ filename }] = JSON.parse(await capture('npm', ['pack', `${nodePackage}@${version}`, '--json', '--pack-destination', partial]));
    await capture('tar', ['-xzf', join(partial, filename), '-C', partial, '--strip-components=1']);
    rmSync(join(partial, filename));
    if (!existsSync(join(partial, 'bin', 'node')) || !existsSync(join(partial, 'include', 'node', 'node.h'))) {
      throw new Error(`${nodePackage}@${version} holds no bin/node or include/node/node.h`);
    }
    // Renamed only when complete, so a run cut short never leaves a cache entry that looks whole.
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  console.log(`Installed Node ${version} (${nodePackage} from the registry) into ${dir} in ${seconds(started)}.`);
  return dir;
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

/** npm's own node-gyp: the one `npm install` builds addons with. */
function nodeGyp() {
  const candidates = [process.env.npm_config_node_gyp];
  const npm = which('npm');
  if (npm) candidates.push(join(dirname(dirname(realpathSync(npm))), 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error("npm's node-gyp was not found (looked beside npm, and at npm_config_node_gyp)");
  return found;
}

/**
 * better-sqlite3's addon compiled for `node` against its own headers (`--nodedir`), from a copy of
 * the installed package's sources in the cache, keyed by both versions.
 */
async function sqliteAddon(node) {
  const source = join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const addon = join(cacheDir, `better-sqlite3-${version}-node-${node.version}.node`);
  if (existsSync(addon)) return addon;

  const started = Date.now();
  const work = join(cacheDir, `better-sqlite3-${version}-node-${node.version}.${process.pid}.partial`);
  rmSync(work, { recursive: true, force: true });
  cpSync(source, work, { recursive: true, filter: (path) => path !== join(source, 'build') && path !== join(source, 'node_modules') });
  const log = join(cacheDir, `better-sqlite3-${version}-node-${node.version}.log`);
  const output = createWriteStream(log);
  await new Promise((resolve) => output.once('open', resolve));
  try {
    // With this Node first on PATH, whatever node-gyp starts by name runs on it too.
    const env = { ...process.env, PATH: `${node.bin}:${process.env.PATH}` };
    const code = await run(node.execPath, [nodeGyp(), 'rebuild', '--release', `--nodedir=${node.root}`, '--jobs=2'], {
      cwd: work, env, stdio: ['ignore', output, output],
    });
    if (code !== 0) throw new Error(`node-gyp could not build better-sqlite3 ${version} for Node ${node.version} (exit code ${code}); see ${log}`);
    renameSync(join(work, 'build', 'Release', 'better_sqlite3.node'), addon);
  } finally {
    output.end();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`Built better-sqlite3 ${version} for Node ${node.version} in ${seconds(started)}.`);
  return addon;
}
