/**
 * Every JavaScript entry of package.json `exports` imports in Node with no
 * DOM (issue 34, point 3; DESIGN §8, "Every module imports anywhere"): each
 * in a fresh process, by its package name (the package refers to itself
 * through `exports`), as a server or a framework's server build imports it.
 * The Node suite runs on each Node major `npm test` covers, so this does too.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const root = new URL('../../', import.meta.url);

/** Every file an `exports` target names, whatever the conditions. */
function targets(target) {
  return typeof target === 'string' ? [target] : Object.values(target).flatMap(targets);
}

/** The entries whose targets are JavaScript, by their package name. */
const ENTRIES = Object.entries(pkg.exports)
  .filter(([, target]) => targets(target).some((file) => /\.m?js$/.test(file)))
  .map(([key]) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));

/** The elements an entry registers, where it registers any. */
const ALL = ['paginator-numbers', 'paginator-counter', 'paginator-link', 'paginator-limit', 'paginator-jump', 'framework-error'];
const REGISTERS = {
  [pkg.name]: ALL,
  [`${pkg.name}/bundle`]: ['paginator-numbers', 'paginator-counter', 'paginator-link', 'framework-error'],
  [`${pkg.name}/ssr`]: ALL.filter((tag) => tag !== 'framework-error'),
  ...Object.fromEntries(ALL.map((tag) => [`${pkg.name}/${tag}`, [tag]])),
};

/**
 * Imports `entry` in a new Node process and answers what it saw: the DOM
 * globals there before the import, the import's error (its first line and
 * the frame it was thrown from), and which of the elements are registered
 * afterwards.
 */
function importAlone(entry) {
  const script = `
    const dom = ['window', 'document', 'history', 'location', 'HTMLElement', 'Element', 'Node'].filter((name) => name in globalThis);
    let error = null;
    try {
      await import(${JSON.stringify(entry)});
    } catch (thrown) {
      error = String(thrown?.stack ?? thrown).split('\\n').slice(0, 2).map((line) => line.trim()).join(' ');
    }
    const registered = ${JSON.stringify(ALL)}.filter((tag) => globalThis.customElements?.get(tag) !== undefined);
    console.log(JSON.stringify({ dom, error, registered }));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 15000 });
  const line = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !line) return { dom: [], error: `exit ${child.status}: ${child.stderr.trim().split('\n').slice(0, 3).join(' ')}`, registered: [] };
  return JSON.parse(line);
}

describe(`every entry of exports imports in Node ${process.versions.node} with no DOM`, function () {
  this.timeout(60000);

  it('finds the entries to import', () => {
    expect(ENTRIES).to.include.members([pkg.name, `${pkg.name}/core`, `${pkg.name}/paginator-numbers`, `${pkg.name}/bundle`, `${pkg.name}/jsx/react`]);
  });

  for (const entry of ENTRIES) {
    it(entry, () => {
      const { dom, error, registered } = importAlone(entry);
      expect(dom, 'DOM globals in a fresh Node process').to.deep.equal([]);
      if (error !== null) expect.fail(`${entry} threw when imported in Node ${process.versions.node}: ${error}`);
      // Registered through Lit's server build (@lit-labs/ssr-dom-shim's registry), as a server renderer finds them.
      if (REGISTERS[entry]) expect(registered, `the elements ${entry} registers`).to.include.members(REGISTERS[entry]);
    });
  }
});
