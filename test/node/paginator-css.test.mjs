/**
 * paginator-elements/paginator.css (issue 27, point 9): generated at build time from the elements' stylesheet, so
 * that the look of the core's markup shares its values instead of copying them; shipped and exported.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { paginatorCss } from '../../scripts/paginator-css.mjs';
import { paginatorStyles } from '../../dist/components/paginator-element/paginator.styles.js';

const require = createRequire(import.meta.url);
const built = readFileSync(new URL('../../dist/paginator.css', import.meta.url), 'utf8');
const core = readFileSync(new URL('../../src/styles/core-markup.css', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('paginator.css', () => {
  it('is what the build makes of the elements’ stylesheet and the core markup’s rules', () => {
    expect(built).to.equal(paginatorCss(paginatorStyles.cssText, core));
  });

  it('holds every declaration block of the elements’ look, for the core’s classes', () => {
    // The separators', the one-line window's and the failure notice's rules have nothing to style in the core's markup,
    // nor have first and last's chevrons, which are the elements' own (the core's first() and last() have no class).
    const elementOnly = new Set(['[aria-hidden]', '[part=separator]', '.one-line>ul', '[part=failure]']);
    const firstLast = (selectors) => selectors.split(',').every((selector) => /\.(first|last)\b/.test(selector));
    const blocks = [...paginatorStyles.cssText.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter((match) => !elementOnly.has(match[1].trim()) && !firstLast(match[1]))
      .map((match) => match[2]);
    expect(blocks.length).to.be.above(15);
    for (const block of blocks) {
      for (const declaration of block.split(';').filter((text) => !text.startsWith('anchor-name:'))) {
        expect(built, declaration).to.contain(declaration);
      }
    }
    expect(built).to.contain('.paginator .current{font-weight:var(--paginator-current-weight,700)');
    expect(built).to.contain('.paginator a,.paginator-sort a,.paginator [type=button],.paginator .current,.paginator :is(div,.disabled){display:grid;');
    expect(built).to.contain('.paginator :is(a,[type=button]):hover,.paginator-sort :is(a,[type=button]):hover{');
    expect(built).to.contain('@media (forced-colors:active){.paginator .current{forced-color-adjust:none;');
    expect(built).to.contain('.paginator :is(.next,.prev:dir(rtl))::before{rotate:-135deg}');
    // First and last are not drawn as chevrons in the core's markup: a page's own `first` class stays the page's.
    expect(built).to.not.match(/\.(first|last)\b/);
  });

  it('refuses a rule of the elements’ look it cannot say in the core’s markup, naming it', () => {
    expect(() => paginatorCss(`${paginatorStyles.cssText}\n[part=link]{color:red}`, core)).to.throw('"[part=link]"');
    expect(() => paginatorCss(':host ul>li{color:red}', core)).to.throw('":host ul>li"');
  });

  it('reserves the box of an element not yet defined, and leaves light ones alone', () => {
    expect(built).to.contain(':is(paginator-numbers,paginator-link):not(:defined):not([light],[hidden]){display:inline-grid;place-content:center;min-height:var(--_t)}');
    expect(built).to.match(/:is\(\.paginator,\.paginator-sort,:is\(paginator-numbers,paginator-link\):not\(:defined\):not\(\[light\]\)\)\{--_t:max\(var\(--_m,24px\)/);
  });

  it('is exported as paginator-elements/paginator.css, packed, and a side effect for bundlers', () => {
    expect(require.resolve('paginator-elements/paginator.css')).to.match(/dist\/paginator\.css$/);
    const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: new URL('../..', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024,
    }));
    expect(report.files.map((file) => file.path)).to.include('dist/paginator.css');
    expect(pkg.sideEffects).to.include('./dist/paginator.css');
  });
});
