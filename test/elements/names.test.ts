/**
 * DESIGN §7, "Names are words" (issue 27, defect 6): the accessible names of
 * previous, next, first and last are words in the element's language
 * ("Previous", "Zurück"); the glyphs around them (`<<`, `‹`, `»`) are
 * presentation, hidden from assistive technology. Every element and form,
 * read from Chromium's accessibility tree, in English and German. Light DOM
 * speaks the element's language too, its glyphs hidden, the core preset's
 * markup otherwise as the core writes it (issue 35, point 3;
 * docs/decisions.md, 2026-11-28).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import '../../src/index.js';
import { mount, settled, unmountAll } from './support.js';

interface AxNode { role: string; name: string; children?: AxNode[] }

/** A record's attributes: page 5 of 20. */
const AT = 'page="5" total="200"';

/** The names of the links (and link-role labels) in the accessibility tree, in document order. */
async function linkNames(): Promise<string[]> {
  const tree = (await a11ySnapshot({})) as unknown as AxNode;
  const names: string[] = [];
  const walk = (node: AxNode) => {
    if (node.role === 'link') names.push(node.name);
    node.children?.forEach(walk);
  };
  walk(tree);
  return names;
}

/** Glyphs a name must not hold. */
const GLYPHS = /[<>‹›«»…]/;

/** Every element and form that shows previous, next, first or last, with default titles and with glyph labels. */
const CASES: Array<[string, string]> = [
  ['standard', `<paginator-numbers prev next modulus="2" ${AT} model="A"></paginator-numbers>`],
  ['classic', `<paginator-numbers prev next modulus="2" appearance="classic" ${AT} model="B"></paginator-numbers>`],
  ['compact', `<paginator-numbers format="compact" ${AT} model="C"></paginator-numbers>`],
  ['compact, classic', `<paginator-numbers format="compact" appearance="classic" ${AT} model="D"></paginator-numbers>`],
  ['links', `<paginator-link kind="first" ${AT} model="E"></paginator-link><paginator-link kind="prev" ${AT} model="E"></paginator-link>
    <paginator-link kind="next" ${AT} model="E"></paginator-link><paginator-link kind="last" ${AT} model="E"></paginator-link>`],
  ['classic links', `<paginator-link appearance="classic" kind="prev" ${AT} model="F"></paginator-link>
    <paginator-link appearance="classic" kind="next" ${AT} model="F"></paginator-link>`],
  ['list preset', `<paginator-numbers light preset="list" prev next modulus="2" ${AT} model="G"></paginator-numbers>`],
  ['bootstrap preset', `<paginator-numbers light preset="bootstrap" prev next modulus="2" ${AT} model="H"></paginator-numbers>`],
  ['core preset', `<paginator-numbers light prev next modulus="2" ${AT} model="K"></paginator-numbers>`],
  ['light links', `<paginator-link light kind="first" ${AT} model="L"></paginator-link><paginator-link light kind="prev" ${AT} model="L"></paginator-link>
    <paginator-link light kind="next" ${AT} model="L"></paginator-link><paginator-link light kind="last" ${AT} model="L"></paginator-link>`],
];

/** The names each case gives prev / next (and first / last), by language. */
const WORDS: Record<string, [string, string, string, string]> = { en: ['Previous', 'Next', 'first', 'last'], de: ['Zurück', 'Weiter', 'erste', 'letzte'] };

/** Mounts `markup` in `lang` once every element shows its language's words (a catalogue arrives on demand). */
async function mountIn(lang: string, markup: string): Promise<HTMLDivElement> {
  const box = mount(`<div lang="${lang}">${markup}</div>`);
  await settled(box);
  if (lang === 'de') {
    const probe = mount('<div lang="de"><paginator-counter page="1" total="1"></paginator-counter></div>');
    const counter = probe.querySelector('paginator-counter')!;
    await waitUntil(() => counter.shadowRoot!.textContent!.includes('von'), 'the German catalogue');
    probe.remove();
    await settled(box);
  }
  // The compact form arrives on demand too.
  const shown = (el: Element) => (el.shadowRoot ?? el).querySelector('a, [aria-disabled]') !== null;
  await waitUntil(() => [...box.querySelectorAll('paginator-numbers, paginator-link')].every(shown), 'every element shown');
  return box;
}

describe('accessible names are words (DESIGN §7)', () => {
  afterEach(unmountAll);

  for (const lang of ['en', 'de']) {
    const [previous, next, , last] = WORDS[lang]!;

    for (const [form, markup] of CASES) {
      it(`${form}, lang="${lang}": prev and next are named "${previous}" and "${next}", with no glyph`, async () => {
        await mountIn(lang, markup);
        const names = await linkNames();
        expect(names.filter((name) => GLYPHS.test(name)), names.join(' / ')).to.deep.equal([]);
        // Light DOM speaks the element's language too (issue 35, point 3).
        const words = WORDS[lang]!;
        expect(names, names.join(' / ')).to.include.members(['links', 'light links'].includes(form) ? words : words.slice(0, 2));
      });
    }

    it(`labels the page gave, lang="${lang}": the glyphs are hidden, the words stay; a glyph alone is named by the word`, async () => {
      await mountIn(lang, `
        <paginator-link kind="first" ${AT} model="I">« first page</paginator-link>
        <paginator-link kind="prev" ${AT} model="I">‹ back</paginator-link>
        <paginator-numbers prev="‹" next="›" modulus="2" ${AT} model="J"></paginator-numbers>
        <paginator-link kind="next" ${AT} model="I">onward ›</paginator-link>
        <paginator-link kind="last" ${AT} model="I">»</paginator-link>`);
      const names = await linkNames();
      expect(names.filter((name) => GLYPHS.test(name)), names.join(' / ')).to.deep.equal([]);
      expect(names, names.join(' / ')).to.include.members(['first page', 'back', 'onward', last, previous, next]);
    });
  }

  it('light DOM with the core preset writes the core’s markup, the glyphs of a title in a hidden span; a label without glyphs as the core writes it', async () => {
    const box = mount(`<paginator-numbers light prev next modulus="2" ${AT} model="K"></paginator-numbers>
      <paginator-link light kind="next" ${AT} model="M">Onward</paginator-link>`);
    await settled(box);
    expect(box.querySelector('a[rel="prev"]')!.outerHTML).to.equal(`<a href="${location.pathname}?page=4" rel="prev"><span aria-hidden="true">&lt;&lt; </span>Previous</a>`);
    expect(box.querySelector('paginator-link a')!.outerHTML).to.equal(`<a href="${location.pathname}?page=6" rel="next">Onward</a>`);
  });
});
