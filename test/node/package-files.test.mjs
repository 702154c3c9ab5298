/**
 * What someone who installed the package can read and load: the file list
 * `npm pack --dry-run --json` gives (what the registry would get) holds the
 * LICENSE, the docs, and the file every script tag and CDN address of the
 * README names, and nothing a consumer does not use (src/, maps without
 * their sources); every relative link of README.md, SECURITY.md and the packed
 * docs lands on a packed file; every `paginator-elements/...` import in them
 * is an entry of `exports`.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { ensureBuild, root } from '../../scripts/ensure.mjs';

const BUNDLE = 'dist/paginator-elements.min.js';
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** The Markdown without its fenced code blocks and code spans, whose brackets and parentheses are code, not links. */
function prose(markdown) {
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1?\2[`~]*[ \t]*$|(?![\s\S]))/gm, '')
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');
}

/** The link targets of a Markdown text: inline links and images, reference definitions, and href/src of raw HTML. */
function linkTargets(markdown) {
  const text = prose(markdown);
  const targets = [];
  // The target of an inline link may be wrapped in <...> and followed by a title; the text may span lines.
  for (const [, target] of text.matchAll(/!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g)) targets.push(target);
  for (const [, target] of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(target);
  for (const [, , target] of text.matchAll(/\b(?:href|src)\s*=\s*(["'])(.*?)\1/g)) targets.push(target);
  return targets;
}

describe('the packed files (npm pack --dry-run)', function () {
  // npm pack reads the whole tree; a fresh clone also builds dist/ first.
  this.timeout(120_000);
  /** Paths of the packed files, relative to the package root. */
  let packed = new Set();
  /** The packed Markdown files the links are checked in, with their text. */
  let documents = [];

  before(async () => {
    // Only a missing build is made here: a stale one still has the file names this test is about, and
    // rebuilding under a developer's half-edited src/ would fail for reasons unrelated to the package's files.
    if (!existsSync(new URL(`../../${BUNDLE}`, import.meta.url))) await ensureBuild({ force: true });
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024,
    });
    const [report] = JSON.parse(output);
    packed = new Set(report.files.map((file) => file.path));
    documents = [...packed]
      .filter((path) => path === 'README.md' || path === 'SECURITY.md' || (path.startsWith('docs/') && path.endsWith('.md')))
      .sort()
      .map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') }));
  });

  /** Whether `path` (relative to the package root) is a packed file, or a folder holding packed files. */
  const isPacked = (path) => packed.has(path) || [...packed].some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`));

  it('holds the README, the LICENSE (MIT, as package.json says), SECURITY.md, the docs and the drop-in bundle', () => {
    for (const file of ['README.md', 'LICENSE', 'SECURITY.md', 'package.json', 'custom-elements.json', 'docs/README.md', 'docs/ajax.md', BUNDLE]) {
      expect(packed.has(file), file).to.equal(true);
    }
    expect(pkg.license).to.equal('MIT');
    expect(readFileSync(`${root}/LICENSE`, 'utf8')).to.match(/^MIT License\n\nCopyright \(c\) \d{4} /);
    expect([...packed].some((file) => file.startsWith('dist/dropin/') && file.endsWith('.js')), 'the drop-in’s chunks').to.equal(true);
    // The checks below read these documents: an empty list would pass them all.
    expect(documents.map((doc) => doc.path)).to.include.members(['README.md', 'SECURITY.md', 'docs/README.md', 'docs/ajax.md']);
  });

  it('ships what a consumer uses: no src/, no declaration maps, source maps only beside the minified drop-in', () => {
    const files = [...packed];
    const top = new Set(files.map((file) => file.split('/')[0]));
    expect([...top].sort()).to.deep.equal(['LICENSE', 'README.md', 'SECURITY.md', 'custom-elements.json', 'dist', 'docs', 'package.json']);
    expect(files.filter((file) => file.endsWith('.d.ts.map')), 'declaration maps (they point into src/)').to.deep.equal([]);
    // Only the minified files have maps: the drop-in bundle, its add-ons and its chunks (each map holds its sources).
    const maps = files.filter((file) => file.endsWith('.map'));
    expect(maps.filter((file) => !/^dist\/(dropin\/[^/]+\.js|[^/]+\.min\.js)\.map$/.test(file))).to.deep.equal([]);
    expect(maps).to.include('dist/paginator-elements.min.js.map');
  });

  it('resolves every relative link of README.md, SECURITY.md and the packed docs to a packed file', () => {
    const broken = [];
    let checked = 0;
    for (const { path, text } of documents) {
      for (const target of linkTargets(text)) {
        if (/^(https?:|mailto:)/i.test(target) || target.startsWith('#') || target === '') continue;
        const file = decodeURIComponent(target.replace(/[?#].*$/, ''));
        // A leading slash is the repository's root, as GitHub reads it: here, the package's.
        const resolved = file.startsWith('/') ? posix.normalize(file.slice(1)) : posix.join(posix.dirname(path), file);
        checked++;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || resolved.startsWith('..') || !isPacked(resolved)) broken.push(`${path}: ${target} (${resolved})`);
      }
    }
    expect(checked, 'relative links checked').to.be.greaterThan(20);
    expect(broken, `links to files the package does not hold:\n  ${broken.join('\n  ')}`).to.deep.equal([]);
  });

  it('names the packed drop-in bundle (or one of its add-ons), as a module, in every script tag and CDN address of the README', () => {
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    const problems = [];
    const cdn = /https:\/\/(cdn\.jsdelivr\.net\/npm|unpkg\.com)\/paginator-elements(?:@([^/\s'"`)]+))?\/([^\s'"`)<>]+)/g;
    const hosts = new Set();
    for (const [url, host, version, file] of readme.matchAll(cdn)) {
      hosts.add(host);
      if (version !== pkg.version) problems.push(`${url}: version ${version ?? '(none)'}, package.json says ${pkg.version}`);
      if (!packed.has(file)) problems.push(`${url}: ${file} is not packed`);
    }
    expect([...hosts].sort(), 'CDNs the README names').to.deep.equal(['cdn.jsdelivr.net/npm', 'unpkg.com']);

    const scripts = [...readme.matchAll(/<script\b([^>]*)\bsrc\s*=\s*(["'])(.*?)\2([^>]*)>/g)];
    expect(scripts.length, 'script tags in the README').to.be.greaterThan(0);
    for (const [tag, before, , src, after] of scripts) {
      // An address on the page's own server names the file by its path inside the package, wherever that is served.
      const named = [...packed].filter((file) => src === file || src.endsWith(`/${file}`));
      // The add-ons of the form elements load beside it (and import it themselves).
      if (!named.some((file) => [BUNDLE, 'dist/paginator-limit.min.js', 'dist/paginator-jump.min.js'].includes(file))) problems.push(`${tag}: does not name ${BUNDLE}`);
      // The bundle is an ES module: a classic script tag fails on its first export.
      if (!/\btype\s*=\s*["']module["']/.test(before + after)) problems.push(`${tag}: no type="module"`);
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('imports only entries the package exports, in the README and the packed docs', () => {
    const problems = [];
    let checked = 0;
    for (const { path, text } of documents) {
      for (const [, , specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(paginator-elements(?:\/[^'"]*)?)\1/g)) {
        checked++;
        const entry = specifier === 'paginator-elements' ? '.' : `./${specifier.slice('paginator-elements/'.length)}`;
        if (!Object.hasOwn(pkg.exports, entry)) problems.push(`${path}: ${specifier}`);
      }
    }
    expect(checked, 'imports checked').to.be.greaterThan(3);
    expect(problems, `imports of entries package.json does not export:\n  ${problems.join('\n  ')}`).to.deep.equal([]);
  });
});

describe('package.json', () => {
  it('names no repository, homepage or issue tracker until the project has a public address (no invented URLs)', () => {
    for (const field of ['repository', 'homepage', 'bugs']) expect(pkg, field).not.to.have.property(field);
  });
});
