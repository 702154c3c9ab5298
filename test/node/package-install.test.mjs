/**
 * The package as its users' tools read it: the tarball `npm pack` makes,
 * installed into a fresh project as `npm install <tarball>` would, then
 *
 * - its source maps carry their sources, and no file names a map it lacks
 *   (test/node/package-files.test.mjs checks which files it holds);
 * - publint on the installed package, and @arethetypeswrong/cli on the
 *   tarball (node16 from ESM, and bundlers: the package is ESM only), both
 *   offline;
 * - the entries in Node (the core renders, every export resolves to a file),
 *   the types of a consumer's TypeScript under node16 and bundler resolution
 *   and of the React guide's example,
 *   and the elements in Chromium: `import 'paginator-elements'` through a
 *   bundler, and the drop-in bundle with its add-ons from the installed dist/.
 */
import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { ensureBuild, root } from '../../scripts/ensure.mjs';
import { launchChromium } from './demo-harness.mjs';

const exec = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** Every tag the package defines: `import 'paginator-elements'` registers them all (src/index.ts). */
const TAGS = ['paginator-numbers', 'paginator-counter', 'paginator-link', 'paginator-limit', 'paginator-jump', 'framework-error'];
/** The drop-in bundle's own elements; the form elements come as add-ons beside it. */
const DROP_IN_TAGS = ['paginator-numbers', 'paginator-counter', 'paginator-link', 'framework-error'];

describe('the package installed from its tarball into a fresh project', function () {
  // npm pack and npm install (from npm's cache when it can), then a bundle and Chromium.
  this.timeout(300_000);
  let scratch = '';
  let tarball = '';
  let report = null;
  let app = '';
  let installed = '';

  before(async () => {
    if (!existsSync(join(root, 'dist', 'paginator-elements.min.js'))) await ensureBuild({ force: true });
    scratch = mkdtempSync(join(tmpdir(), 'paginator-install-'));
    const { stdout } = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: root, maxBuffer: 64 * 1024 * 1024,
    });
    [report] = JSON.parse(stdout);
    tarball = join(scratch, report.filename);
    app = join(scratch, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'fresh-app', version: '1.0.0', private: true, type: 'module' }));
    // With @lit-labs/ssr, as a page rendered by Lit SSR installs it (an optional peer: only paginator-elements/ssr needs it).
    const litSsr = `@lit-labs/ssr@${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies['@lit-labs/ssr']}`;
    await exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball, litSsr], { cwd: app, maxBuffer: 16 * 1024 * 1024 });
    installed = join(app, 'node_modules', 'paginator-elements');
  });

  after(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('holds its drop-in maps with their sources, names no map it lacks, and a manifest of the six elements', () => {
    const files = report.files.map((file) => file.path);
    console.log(`      tarball: ${report.size.toLocaleString('en')} B, ${report.unpackedSize.toLocaleString('en')} B unpacked, ${files.length} files`);
    const maps = files.filter((file) => file.endsWith('.map'));
    expect(maps).to.include('dist/paginator-elements.min.js.map');
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(installed, file), 'utf8'));
      expect(map.sourcesContent?.length, `${file}: sourcesContent`).to.equal(map.sources.length);
      expect(map.sourcesContent.every((text) => typeof text === 'string' && text.length > 0), `${file}: every source inside`).to.equal(true);
    }
    // No JavaScript file names a map the package does not hold.
    const missing = files.filter((file) => file.endsWith('.js')).flatMap((file) => {
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(installed, file), 'utf8'))?.[1];
      return named && !files.includes(join(file, '..', named).replace(/\\/g, '/')) ? [`${file} → ${named}`] : [];
    });
    expect(missing).to.deep.equal([]);
    // The manifest describes the elements, not every module of the core.
    const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
    const tags = manifest.modules.flatMap((mod) => mod.declarations ?? []).filter((decl) => decl.customElement).map((decl) => decl.tagName);
    expect(tags.sort()).to.deep.equal([...TAGS].sort());
    expect(manifest.modules.map((mod) => mod.path).filter((path) => !path.startsWith('src/components/') && !['src/index.ts', 'src/bundle.ts'].includes(path)))
      .to.deep.equal([]);
  });

  it('passes publint, suggestions included', async () => {
    const { messages, pkg: linted } = await publint({ pkgDir: installed, pack: false, level: 'suggestion' });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, linted)}`)).to.deep.equal([]);
  });

  it('passes @arethetypeswrong/cli for node16 (from ESM) and bundlers, every entry typed', async () => {
    const attw = join(root, 'node_modules', '.bin', 'attw');
    // esm-only: node16 as an ES module and bundlers (the package has no CommonJS entry); a stylesheet has no types.
    const args = [tarball, '--profile', 'esm-only', '--no-definitely-typed', '--exclude-entrypoints', './paginator.css', '--format', 'json'];
    // Into a file: attw exits as soon as it has written, and a pipe may not have been read to the end by then.
    const out = join(scratch, 'attw.json');
    const fd = openSync(out, 'w');
    try {
      await new Promise((resolve, reject) => {
        spawn(attw, args, { cwd: scratch, stdio: ['ignore', fd, 'inherit'] }).once('error', reject).once('close', resolve);
      });
    } finally {
      closeSync(fd);
    }
    const result = JSON.parse(readFileSync(out, 'utf8'));
    const entries = Object.keys(result.analysis.entrypoints);
    expect(entries).to.include.members(['.', './core', './sql', './bundle', ...TAGS.map((tag) => `./${tag}`)]);
    const problems = Object.values(result.problems ?? {}).flat().filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind));
    expect(problems.map((problem) => `${problem.entrypoint ?? ''} ${problem.resolutionKind ?? ''}: ${problem.kind}`)).to.deep.equal([]);
    for (const entry of ['./bundle', '.', './core']) {
      for (const kind of ['node16-esm', 'bundler']) {
        const resolution = result.analysis.entrypoints[entry].resolutions[kind].resolution;
        expect(resolution?.isTypeScript, `${entry} ${kind}: types`).to.equal(true);
      }
    }
  });

  it('resolves every export to a packed file, imports each in Node, and renders with the core', async () => {
    const script = `
      const pkg = JSON.parse(await (await import('node:fs/promises')).readFile(new URL(import.meta.resolve('paginator-elements/package.json'))));
      const { existsSync } = await import('node:fs');
      const missing = Object.keys(pkg.exports).map((entry) => 'paginator-elements' + entry.slice(1))
        .filter((specifier) => !existsSync(new URL(import.meta.resolve(specifier))));
      // Every entry imports in Node (DESIGN §8), from the installed package.
      const failed = [];
      for (const entry of Object.keys(pkg.exports).filter((entry) => !/\.(css|json)$/.test(entry))) {
        await import('paginator-elements' + entry.slice(1)).catch((error) => failed.push(entry + ': ' + error.message));
      }
      const { PaginatorHelper } = await import('paginator-elements/core');
      const helper = new PaginatorHelper({ here: '/articles', params: { paging: { Article: { page: 2, pageCount: 3, count: 30, current: 10,
        prevPage: true, nextPage: true, defaults: { limit: 10 }, options: { page: 2, limit: 10 } } } } });
      const sql = await import('paginator-elements/sql');
      console.log(JSON.stringify({ missing, failed, numbers: helper.numbers(), sql: typeof sql.openSqlite }));`;
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    const seen = JSON.parse(stdout);
    expect(seen.missing).to.deep.equal([]);
    expect(seen.failed).to.deep.equal([]);
    expect(seen.numbers).to.equal('<span><a href="/articles?page=1">1</a></span> | <span class="current">2</span> | <span><a href="/articles?page=3">3</a></span>');
    expect(seen.sql).to.equal('function');
  });

  for (const resolution of ['node16', 'bundler']) {
    it(`type-checks a consumer's TypeScript under ${resolution} resolution`, async () => {
      const dir = join(app, `ts-${resolution}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'use.ts'), `
        import { PaginatorNumbers as Numbers, PaginatorHelper } from 'paginator-elements';
        import { paginate, InvalidCursorError } from 'paginator-elements/core';
        import { openSqlite, SqlModel } from 'paginator-elements/sql';
        import { PaginatorNumbers, PaginatorCounter, PaginatorLink, FrameworkErrorElement, installAjaxLinks } from 'paginator-elements/bundle';
        import { PaginatorLimit } from 'paginator-elements/paginator-limit';
        import { PaginatorJump } from 'paginator-elements/paginator-jump';
        import { ajaxUpdate } from 'paginator-elements/ajax';
        const numbers: Numbers = document.createElement('paginator-numbers');
        const same: PaginatorNumbers = numbers;
        const helper = new PaginatorHelper({ here: '/' });
        export const used = [same.modulus, helper, paginate, InvalidCursorError, openSqlite, SqlModel, PaginatorCounter, PaginatorLink,
          FrameworkErrorElement, installAjaxLinks, PaginatorLimit, PaginatorJump, ajaxUpdate];
      `);
      const module = resolution === 'node16' ? 'node16' : 'esnext';
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: {
          target: 'es2022', module, moduleResolution: resolution, lib: ['es2022', 'dom', 'dom.iterable'], strict: true,
          noEmit: true, types: [], typeRoots: [join(app, 'node_modules', '@types')],
        },
        files: ['use.ts'],
      }));
      const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
      const result = await exec(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir }).catch((error) => error);
      expect(`${result.stdout ?? ''}${result.stderr ?? ''}`.trim()).to.equal('');
    });
  }

  it("type-checks docs/frameworks/react.md's example, as written, in the project once React's types are installed", async () => {
    const dir = join(app, 'ts-react');
    mkdirSync(dir, { recursive: true });
    // React's types as `npm install -D @types/react` puts them (the repository's copies, linked: no download).
    for (const name of ['@types/react', 'csstype']) {
      mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
      if (!existsSync(join(app, 'node_modules', name))) symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
    }
    const example = /```tsx\n([\s\S]*?)```/.exec(readFileSync(join(installed, 'docs', 'frameworks', 'react.md'), 'utf8'))[1];
    writeFileSync(join(dir, 'articles.tsx'), example);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'es2022', module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', lib: ['es2022', 'dom', 'dom.iterable'],
        strict: true, noEmit: true, types: [],
      },
      files: ['articles.tsx'],
    }));
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await exec(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir }).catch((error) => error);
    expect(`${result.stdout ?? ''}${result.stderr ?? ''}`.trim()).to.equal('');
  });

  it('defines all six elements through a bundler, and the drop-in defines its four and the add-ons theirs', async () => {
    const entry = join(app, 'main.js');
    writeFileSync(entry, "import 'paginator-elements';\n");
    const bundle = await rollup({ input: entry, plugins: [nodeResolve({ browser: true, rootDir: app })], logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
    await bundle.close();
    const server = createServer((request, response) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path === '/app.js') return response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(output[0].code);
      if (path === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>fresh</title>');
      const file = join(installed, path);
      if (!path.startsWith('/dist/') || path.includes('..') || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const browser = await launchChromium();
    try {
      const defined = async (scripts) => {
        const page = await browser.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${origin}/`);
        for (const src of scripts) await page.addScriptTag({ url: src, type: 'module' });
        const tags = await page.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), TAGS);
        await page.close();
        expect(errors).to.deep.equal([]);
        return tags;
      };
      expect(await defined(['/app.js']), "import 'paginator-elements'").to.deep.equal(TAGS);
      expect(await defined(['/dist/paginator-elements.min.js']), 'the drop-in bundle').to.deep.equal(DROP_IN_TAGS);
      const withAddOns = await defined(['/dist/paginator-elements.min.js', '/dist/paginator-limit.min.js', '/dist/paginator-jump.min.js']);
      expect(withAddOns, 'the drop-in bundle and its two add-ons').to.deep.equal(TAGS);
    } finally {
      await browser.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is the version package.json says', () => {
    expect(report.filename).to.equal(`paginator-elements-${pkg.version}.tgz`);
    expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version).to.equal(pkg.version);
  });
});
