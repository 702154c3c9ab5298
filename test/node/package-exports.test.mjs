/**
 * The package's entry points resolve through `exports` to built files: the
 * core, one module per element, the Ajax helpers and the drop-in bundle.
 */
import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The dist/ modules `entry` (a path under dist/) imports statically, itself included, as paths under dist/. */
function staticGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)) visit(new URL(spec, `file://${file}`).pathname);
  };
  visit(new URL(`../../dist/${entry}`, import.meta.url).pathname);
  return [...seen].map((file) => file.replace(/^.*\/dist\//, ''));
}

/**
 * The parts of Ajax mode an element or installAjaxLinks loads up front: what a click does before Ajax mode
 * has arrived (claim its region, load Ajax mode, report when it cannot), and reading Ajax history entries.
 */
const CLICK_TIME_AJAX = ['ajax/failure-log.js', 'ajax/history.js', 'ajax/page-requests.js', 'ajax/start-update.js'];
/** What an element loads up front of Ajax mode: those, and the page's index of bound elements, which it joins when it connects (issue 20). */
const ELEMENT_AJAX = ['ajax/bound-consumers.js', ...CLICK_TIME_AJAX];

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('package exports', () => {
  for (const [entry, target] of Object.entries(pkg.exports)) {
    it(`${entry} points at a built file`, () => {
      const file = typeof target === 'string' ? target : target.default;
      expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).to.equal(true);
      if (typeof target !== 'string') {
        expect(existsSync(new URL(`../../${target.types}`, import.meta.url)), target.types).to.equal(true);
      }
    });
  }

  it('names the drop-in bundle for CDNs', () => {
    expect(pkg.unpkg).to.equal('dist/paginator-elements.min.js');
    expect(pkg.jsdelivr).to.equal(pkg.unpkg);
    expect(require.resolve('paginator-elements/bundle')).to.match(/dist\/paginator-elements\.min\.js$/);
  });

  it('keeps the controller and the helper classes out of an element module’s imports', () => {
    const names = staticGraph('components/paginator-numbers/paginator-numbers.js');
    expect(names).to.include('pagination/numbers.js');
    expect(names.filter((name) => /controller|dispatcher|error-handler|helper|clean|object|paginator-(counter|link)|framework-error/.test(name))).to.deep.equal([]);
  });

  it('loads the Ajax module only on demand: no static import of it from an element module, one import() in start-update', () => {
    const names = staticGraph('components/paginator-numbers/paginator-numbers.js');
    expect(names).to.include('components/paginator-element/paginator-element.js');
    expect(names.filter((name) => /^ajax\//.test(name)).sort()).to.deep.equal(ELEMENT_AJAX);
    const start = readFileSync(new URL('../../dist/ajax/start-update.js', import.meta.url), 'utf8');
    expect(start.match(/import\((['"])\.\/ajax-update\.js\1\)/g)).to.have.length(1);
  });

  it('loads <framework-error>’s pages only on demand: no static import of the error pages, one import() of its page module', () => {
    const names = staticGraph('components/framework-error/framework-error.js');
    expect(names.filter((name) => /error-page|error-views|error-handler|controller|ajax/.test(name))).to.deep.equal([]);
    const element = readFileSync(new URL('../../dist/components/framework-error/framework-error.js', import.meta.url), 'utf8');
    expect(element.match(/import\((['"])\.\/framework-error-page\.js\1\)/g)).to.have.length(1);
    expect(staticGraph('components/framework-error/framework-error-page.js')).to.include.members(['errors/error-page.js', 'errors/error-views.js']);
  });

  it('keeps Ajax mode out of installAjaxLinks’s module, which loads it with import() only (through start-update)', () => {
    const names = staticGraph('ajax/ajax-links.js');
    // Only the click-time parts besides itself: no module of Ajax mode.
    expect(names.filter((name) => name.startsWith('ajax/')).sort()).to.deep.equal(['ajax/ajax-links.js', ...CLICK_TIME_AJAX].sort());
    const importsOf = (file) => [...readFileSync(new URL(`../../dist/ajax/${file}`, import.meta.url), 'utf8')
      .matchAll(/\bimport\(\s*(['"])([^'"]*)\1\s*\)/g)].map((match) => match[2]);
    expect(importsOf('ajax-links.js')).to.deep.equal([]);
    expect([...new Set(importsOf('start-update.js'))]).to.deep.equal(['./ajax-update.js']);
  });

  describe('the drop-in bundle', () => {
    const dist = new URL('../../dist/', import.meta.url);
    let first = '';
    /** The specifiers of the first file's import() calls. */
    let dynamic = [];
    before(() => {
      first = readFileSync(new URL('paginator-elements.min.js', dist), 'utf8');
      dynamic = [...first.matchAll(/\bimport\(\s*(['"`])([^'"`]*)\1\s*\)/g)].map((match) => match[2]);
    });
    /** The chunk the first file imports whose file name starts with `name`, read. */
    const chunk = (name) => {
      const spec = dynamic.find((path) => path.startsWith(`./dropin/${name}-`));
      expect(spec, `an import() of ./dropin/${name}-…`).to.be.a('string');
      return readFileSync(new URL(spec, dist), 'utf8');
    };

    it('holds neither Ajax mode nor the error pages in its first file', () => {
      // Ajax mode: its events, its sanitizer; the error pages: their titles and texts.
      for (const text of ['paginator-request', 'paginator-load', 'vbscript', 'Missing Controller', 'could not be found', 'missing_controller']) {
        expect(first, text).not.to.include(text);
      }
      // What the first file must hold: the four tags and installAjaxLinks.
      for (const text of ['paginator-numbers', 'paginator-counter', 'paginator-link', 'framework-error', 'installAjaxLinks', 'paginator-navigate']) {
        expect(first, text).to.include(text);
      }
    });

    it('imports them only with import() of relative sibling paths, and nothing statically', () => {
      expect(first).not.to.match(/(^|[;}\s])import\s*[{*"'\w]/);
      expect(first).not.to.match(/\bfrom\s*["']/);
      expect(dynamic.length).to.be.greaterThan(0);
      for (const path of dynamic) expect(path).to.match(/^\.\/dropin\/[\w-]+\.js$/);
      expect([...new Set(dynamic.map((path) => path.replace(/-[\w-]{8}\.js$/, '')))].sort()).to.deep.equal([
        './dropin/adopt-sheet', './dropin/ajax-update', './dropin/catalogues', './dropin/compact', './dropin/failure-notice', './dropin/framework-error-page', './dropin/inert-parse',
        './dropin/light-dom', './dropin/live-region', './dropin/load-more', './dropin/on-demand',
      ]);
      expect(first).not.to.match(/currentScript|import\.meta/);
    });

    it('puts Ajax mode and the error pages in their chunks, which import the first file relatively', () => {
      const ajax = chunk('ajax-update');
      expect(ajax).to.include('paginator-request');
      const pages = chunk('framework-error-page');
      expect(pages).to.include('Missing Controller');
      expect(pages).not.to.include('paginator-request');
      for (const code of [ajax, pages]) {
        for (const [, spec] of code.matchAll(/\bfrom\s*["']([^"']+)["']/g)) expect(spec).to.match(/^\.\.?\//);
        expect(code).not.to.match(/currentScript/);
      }
    });
  });
});

// <paginator-limit> and <paginator-jump> are entries of their own: each loads its own form code and the shared
// base, nothing of the other elements, the helper classes or Ajax mode (loaded on demand); and the drop-in's
// first file and chunks hold neither, so the pages that use none of them do not pay for them.
describe('the form elements’ entries', () => {
  for (const [tag, core, other] of [['paginator-limit', 'pagination/limit-control.js', 'paginator-jump'], ['paginator-jump', 'pagination/jump-form.js', 'paginator-limit']]) {
    it(`paginator-elements/${tag} resolves to its module, which loads its core and nothing of the other elements`, () => {
      expect(require.resolve(`paginator-elements/${tag}`)).to.match(new RegExp(`dist/components/${tag}/${tag}\\.js$`));
      const names = staticGraph(`components/${tag}/${tag}.js`);
      expect(names).to.include.members([core, 'pagination/get-form.js', 'components/paginator-element/paginator-element.js']);
      const unwanted = new RegExp(`controller|dispatcher|error-handler|helper|paginator-(numbers|counter|link)/|framework-error|${other}|numbers\\.js|prev-next|counter\\.js`);
      expect(names.filter((name) => unwanted.test(name))).to.deep.equal([]);
      expect(names.filter((name) => name.startsWith('ajax/')).sort()).to.deep.equal(ELEMENT_AJAX);
    });
  }

  it('leaves both out of the drop-in bundle and its chunks', () => {
    // The language catalogues (dropin/<lang>-<hash>.js) translate the forms' words as they do every element's: words, no code.
    const files = ['paginator-elements.min.js', ...readdirSync(new URL('../../dist/dropin/', import.meta.url))
      .filter((name) => name.endsWith('.js') && !/^[a-z]{2}-[\w-]{8}\.js$/.test(name)).map((name) => `dropin/${name}`)];
    for (const file of files) {
      const code = readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');
      // The Ajax chunk names them among the tags it hands new records to; their code is elsewhere.
      expect(code, file).to.not.contain('Items per page');
      // The check of a typed page and its messages (jump-target.ts) are shared with the compact form's jump field,
      // in a chunk of their own: never the jump form's code.
      if (!/^dropin\/jump-target-/.test(file)) expect(code, file).to.not.contain('Enter a page number');
      expect(code, file).to.not.contain('jumpForm');
      expect(code, file).to.not.match(/define\(\s*["']paginator-(limit|jump)["']/);
    }
  });
});
