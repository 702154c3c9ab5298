/**
 * <paginator-limit> and <paginator-jump> are entries of their own: each
 * loads its own form code and the shared base, nothing of the other
 * elements, the helper classes or Ajax mode (loaded on demand); and the
 * drop-in bundle holds neither, so the pages that use none of them do not
 * pay for them.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = new URL('../../dist/', import.meta.url);

/** The dist/ modules `entry` imports statically, itself included, as paths under dist/. */
function staticGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)) visit(new URL(spec, `file://${file}`).pathname);
  };
  visit(new URL(entry, dist).pathname);
  return [...seen].map((file) => file.replace(/^.*\/dist\//, ''));
}

describe('the form elements’ entries', () => {
  for (const [tag, core, other] of [['paginator-limit', 'pagination/limit-control.js', 'paginator-jump'], ['paginator-jump', 'pagination/jump-form.js', 'paginator-limit']]) {
    it(`paginator-elements/${tag} resolves to its module, which loads its core and nothing of the other elements`, () => {
      expect(require.resolve(`paginator-elements/${tag}`)).to.match(new RegExp(`dist/components/${tag}/${tag}\\.js$`));
      const names = staticGraph(`components/${tag}/${tag}.js`);
      expect(names).to.include.members([core, 'pagination/get-form.js', 'components/paginator-element/paginator-element.js']);
      const unwanted = new RegExp(`controller|dispatcher|error-handler|helper|paginator-(numbers|counter|link)/|framework-error|${other}|numbers\\.js|prev-next|counter\\.js`);
      expect(names.filter((name) => unwanted.test(name))).to.deep.equal([]);
      expect(names.filter((name) => name.startsWith('ajax/'))).to.deep.equal(['ajax/failure-log.js']);
    });
  }

  it('leaves both out of the drop-in bundle and its chunks', () => {
    const files = ['paginator-elements.min.js', ...readdirSync(new URL('dropin/', dist)).filter((name) => name.endsWith('.js')).map((name) => `dropin/${name}`)];
    for (const file of files) {
      const code = readFileSync(new URL(file, dist), 'utf8');
      // The Ajax chunk names them among the tags it hands new records to; their code is elsewhere.
      expect(code, file).to.not.contain('Items per page');
      expect(code, file).to.not.contain('Enter a page number');
      expect(code, file).to.not.match(/define\(\s*["']paginator-(limit|jump)["']/);
    }
  });
});
