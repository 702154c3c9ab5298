// A throwaway PostgreSQL server for the tests and the bench: Debian's
// `postgresql` package (installed with apt-get when missing, as Chromium is),
// a new cluster in a temporary folder (initdb, C locale and collation, trust
// authentication), listening on 127.0.0.1 on a free port and on a Unix socket
// in that folder, removed when stopped. The server refuses to run as root:
// as root the cluster belongs to the `postgres` user and its commands run
// through `runuser -u postgres --`.
//
//   const server = await startPostgres();   // { url, dir, port, stop(), halt(), resume() }
//   ...; await server.stop();                // stops it and removes the folder
//
// `node scripts/postgres.mjs` starts one, prints its URL and waits for Ctrl-C.

import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const asRoot = process.getuid?.() === 0;

/** Runs a command quietly; resolves with its exit code and output. */
function exec(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs a PostgreSQL program as the user that owns the cluster. */
function asOwner(program, args) {
  return asRoot ? exec('runuser', ['-u', 'postgres', '--', program, ...args]) : exec(program, args);
}

/** The folder of the newest installed PostgreSQL's programs, or null. */
function binaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'initdb')));
  if (versions.length === 0) return null;
  return join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** The PostgreSQL programs' folder, installing Debian's `postgresql` first when it is missing. */
export async function ensurePostgres() {
  const found = binaries();
  if (found) return found;
  if (!asRoot) throw new Error('PostgreSQL is not installed and this is not root: install Debian\'s `postgresql` package.');
  console.log('PostgreSQL not found: installing Debian\'s postgresql with apt-get (about a minute).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const { code, output } = await exec('apt-get', args, { env });
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit code ${code}):\n${output.slice(-2000)}`);
  }
  const bin = binaries();
  if (!bin) throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql.');
  return bin;
}

/** A TCP port nobody listens on at this moment. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway cluster; resolves with `{ url, dir, port, stop, halt, resume }`:
 * `halt()` stops the server and keeps its data (a test of a lost connection),
 * `resume()` starts it again, `stop()` stops it for good and removes the folder.
 */
export async function startPostgres() {
  const bin = await ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'paginator-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const { output } = await exec('id', ['-u', 'postgres']);
    const { output: group } = await exec('id', ['-g', 'postgres']);
    chownSync(dir, Number(output.trim()), Number(group.trim()));
  }
  chmodSync(dir, 0o700);
  const init = await asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (init.code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.output}`);
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args) => asOwner(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const resume = async () => {
    const started = await pgCtl('-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start');
    if (started.code !== 0) throw new Error(`pg_ctl start failed:\n${started.output}`);
  };
  const halt = async () => {
    const stopped = await pgCtl('-m', 'immediate', '-w', 'stop');
    if (stopped.code !== 0) throw new Error(`pg_ctl stop failed:\n${stopped.output}`);
  };
  try {
    await resume();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await pgCtl('-m', 'fast', '-w', 'stop');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, port, stop, halt, resume };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startPostgres();
  console.log(`PostgreSQL on ${server.url} (Ctrl-C stops it and removes ${server.dir})`);
  const end = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
