/**
 * Every dependency's install script is reviewed (issue 27, point 13): package.json's `allowScripts` covers each
 * package that has one, so that npm 11 neither skips it nor warns about it on a first `npm ci` or `npm start`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';

describe('install scripts', function () {
  this.timeout(60_000);

  it('are all covered by allowScripts (npm install-scripts ls)', async () => {
    const root = new URL('../..', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)('npm', ['install-scripts', 'ls'], { cwd: root });
    expect(stdout.trim()).to.equal('No packages with unreviewed install scripts.');
  });
});
