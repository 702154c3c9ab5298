// `npm run size` as CI runs it: within the settled budgets today, failing one
// byte over any of them, and refusing a run it cannot trust.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, SizeCheckError, readFigures, requireCurrentFiles } from '../../scripts/size-budgets.mjs';

const script = fileURLToPath(new URL('../../scripts/size.mjs', import.meta.url));

/** Runs `node scripts/size.mjs ...args`: { status, stdout, stderr }. */
function size(...args) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 300_000 });
  return { status, stdout, stderr };
}

describe('npm run size: the budgets as a ratchet', function () {
  this.timeout(300_000);
  let dir;
  let figuresFile;
  let figures;
  const write = (name, value) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'size-budgets-'));
    figuresFile = join(dir, 'figures.json');
    const run = size('--json', figuresFile);
    expect(run.stderr, 'the real run').not.to.match(/Over budget|npm run size:/);
    expect(run.status, 'the real run exits 0: within every budget').to.equal(0);
    figures = readFigures(figuresFile);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('measures every budgeted figure from real files and is within every budget', () => {
    expect(Object.keys(figures)).to.have.members(Object.keys(BUDGETS));
    for (const [name, budget] of Object.entries(BUDGETS)) {
      expect(figures[name].files, name).to.be.at.least(1);
      expect(figures[name].gzip, name).to.be.above(1000).and.at.most(budget);
    }
  });

  for (const name of Object.keys(BUDGETS)) {
    it(`passes with "${name}" budgeted at its figure and fails one byte below it`, () => {
      const gzip = figures[name].gzip;
      const atFigure = size('--figures', figuresFile, '--budgets', write('at.json', { [name]: gzip }));
      expect(atFigure.status, atFigure.stderr).to.equal(0);
      expect(atFigure.stdout).to.include('All budgeted figures are within budget.');

      const below = size('--figures', figuresFile, '--budgets', write('below.json', { [name]: gzip - 1 }));
      expect(below.status).to.equal(1);
      expect(below.stderr).to.include(`Over budget: ${name} (${gzip} B gzip, budget ${gzip - 1}, over by 1)`);
    });
  }

  it('refuses figures that are missing or measured nothing, rather than pass', () => {
    const [first, ...rest] = Object.keys(BUDGETS);
    const missing = size('--figures', write('missing.json', Object.fromEntries(rest.map((name) => [name, figures[name]]))));
    expect(missing.status).to.equal(2);
    expect(missing.stderr).to.include(`No figure was measured for "${first}".`);

    const empty = size('--figures', write('empty.json', { ...figures, [first]: { files: 0, raw: 0, gzip: 0, brotli: 0 } }));
    expect(empty.status).to.equal(2);
    expect(empty.stderr).to.include(`The figure for "${first}" measured nothing`);

    writeFileSync(join(dir, 'garbage.json'), '{ not json');
    const garbage = size('--figures', join(dir, 'garbage.json'));
    expect(garbage.status).to.equal(2);
    expect(garbage.stderr).to.match(/The figures file .*garbage\.json could not be read as JSON/);
  });

  it('refuses budgets it does not know or that are not positive integers, and unknown flags', () => {
    const unknown = size('--figures', figuresFile, '--budgets', write('unknown.json', { 'numbers page': 1 }));
    expect(unknown.status).to.equal(2);
    expect(unknown.stderr).to.include('names "numbers page", which is not a budgeted figure');

    const negative = size('--figures', figuresFile, '--budgets', write('negative.json', { 'drop-in, first file': -5 }));
    expect(negative.status).to.equal(2);
    expect(negative.stderr).to.include('The budget for "drop-in, first file"');

    const flag = size('--budget', '1');
    expect(flag.status).to.equal(2);
    expect(flag.stderr).to.include('--budget');
  });

  it('refuses a build file that is missing or older than its sources, naming it', () => {
    writeFileSync(join(dir, 'built.js'), 'export {};');
    const now = Date.now();
    expect(() => requireCurrentFiles(dir, ['built.js'], now - 60_000)).not.to.throw();
    expect(() => requireCurrentFiles(dir, ['gone.js'], now - 60_000)).to.throw(SizeCheckError, /gone\.js is missing: run npm run build/);
    utimesSync(join(dir, 'built.js'), new Date(now - 120_000), new Date(now - 120_000));
    expect(() => requireCurrentFiles(dir, ['built.js'], now - 60_000)).to.throw(SizeCheckError, /built\.js is older than the sources/);
  });
});
