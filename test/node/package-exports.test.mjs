/**
 * The package's entry points resolve through `exports` to built files: the
 * core, one module per element, the Ajax helpers and the drop-in bundle.
 */
import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
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
    const names = staticGraph('elements/paginator-numbers.js');
    expect(names).to.include('core/paging-numbers.js');
    expect(names.filter((name) => /controller|dispatcher|error-handler|helper|clean|object|paginator-(counter|link)|framework-error/.test(name))).to.deep.equal([]);
  });

  it('loads the Ajax module only on demand: no static import of it from an element module, one import() in the base', () => {
    const names = staticGraph('elements/paginator-numbers.js');
    expect(names).to.include('elements/paginator-element.js');
    expect(names.filter((name) => /ajax|inert-fragment/.test(name))).to.deep.equal([]);
    const base = readFileSync(new URL('../../dist/elements/paginator-element.js', import.meta.url), 'utf8');
    expect(base.match(/import\((['"])\.\/ajax\.js\1\)/g)).to.have.length(1);
  });

  it('keeps the drop-in bundle one file, the on-demand Ajax module inside it', () => {
    const bundle = readFileSync(new URL('../../dist/paginator-elements.min.js', import.meta.url), 'utf8');
    expect(bundle).not.to.match(/import\(\s*['"]/);
    expect(bundle).to.include('paginator-request');
  });
});
