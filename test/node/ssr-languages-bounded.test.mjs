/**
 * A server renders in the language a request chooses (an attribute, a query): a client sending a new tag with
 * every request must not make the server keep something per tag for ever (issue 34, bounded caches;
 * docs/decisions.md's list of mutable state). 10,000 made-up and hostile tags rendered through Lit SSR leave the
 * heap where it was, and every render speaks the language its tag resolves to, with the number format `Intl` gives
 * that tag (or English, with one console line naming `lang`, for what is no language tag).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import 'paginator-elements/ssr';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';

setFlagsFromString('--expose-gc');
/** A full collection (the flag above makes `gc` in a new context). */
const gc = runInNewContext('gc');

const TOTAL = 12_345_678;

/** What Lit SSR writes in the shadow root of a counter in `lang` (its range of a long list), and the console errors. */
function counterIn(lang) {
  const errors = [];
  const error = console.error;
  console.error = (...args) => errors.push(args.map(String).join(' '));
  try {
    const out = collectResultSync(render(html`<paginator-counter lang=${lang} format="range" page="3" total=${TOTAL} page-size="10"></paginator-counter>`));
    const shadow = /<template shadowroot="open" shadowrootmode="open">[\s\S]*?<\/style>([\s\S]*?)<\/template>/.exec(out)?.[1];
    return { shadow, errors };
  } finally {
    console.error = error;
  }
}

/** A made-up id of letters, 8 at most (a private-use or language subtag can hold it). */
const letters = (n) => n.toString(26).split('').map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('').padStart(5, 'q').slice(-8);

/**
 * The corpus: each tag with the tag it must render as (null: no language tag, English and one console line).
 * Long tags, so that a cache keeping them would show in the heap.
 */
function corpus(count) {
  const tags = [];
  const long = 'abcdefgh-'.repeat(120);
  for (let i = 0; i < count; i++) {
    const id = letters(i);
    switch (i % 6) {
      case 0: tags.push([`${'q'.repeat(8_000)}${id}`, null]); break;
      case 1: tags.push([`de-x-${long}${id}`, 'de']); break;
      case 2: tags.push([id, 'en']); break;
      case 3: tags.push([`"><script>${id}</script>`, null]); break;
      case 4: tags.push([`ar-u-nu-${['arab', 'latn', 'thai'][i % 3]}-x-${long}${id}`, `ar-u-nu-${['arab', 'latn', 'thai'][i % 3]}`]); break;
      default: tags.push([`${['pt-BR', 'fr-CA', 'zh-Hant-TW', 'he'][i % 4]}-x-${long}${id}`, ['pt-BR', 'fr-CA', 'zh-Hant-TW', 'he'][i % 4]]);
    }
  }
  return tags;
}

describe('paginator-elements/ssr: languages a request chooses', () => {
  it('10,000 made-up and hostile tags: each render speaks what its tag resolves to, and the heap does not grow with them', function () {
    this.timeout(240_000);
    const tags = corpus(10_000);
    const references = new Map();
    for (const [, as] of tags) if (as && !references.has(as)) references.set(as, counterIn(as).shadow);
    const english = counterIn('en').shadow;
    for (const shadow of references.values()) expect(shadow).to.be.a('string').and.not.equal('');
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const [tag, as] of tags) {
      const { shadow, errors } = counterIn(tag);
      if (as === null) {
        expect(errors, tag.slice(0, 40)).to.have.length(1);
        expect(errors[0]).to.match(/^<paginator-counter>: lang .* is no language tag: English is shown$/);
        expect(shadow).to.equal(english);
      } else {
        expect(errors, tag.slice(0, 40)).to.deep.equal([]);
        expect(shadow, tag.slice(0, 40)).to.equal(references.get(as));
        expect(shadow).to.include(new Intl.NumberFormat(tag).format(TOTAL));
      }
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Kept per tag, the corpus's 3,333 long tags alone would be over 12 MB (8 KB or 1 KB each, kept twice).
    expect(grown, `heap grew by ${(grown / 1e6).toFixed(1)} MB`).to.be.below(4e6);
  });

  it('a language without a catalogue is English at once: nothing is loaded or kept for it', async () => {
    // The module the elements read their words from (paginator-elements/ssr loaded every catalogue at import).
    const { wordsOf } = await import('../../dist/i18n/catalogue.js');
    let loads = 0;
    for (let i = 0; i < 2_000; i++) expect(wordsOf(`${letters(i * 7 + 3)}-x-${i}`, () => loads++)).to.equal(null);
    await new Promise((settled) => setTimeout(settled, 100));
    // A load under way would have said so once it ended (and the subtag would have been kept).
    expect(loads).to.equal(0);
    expect(wordsOf('pt-BR', () => loads++)).to.be.an('object').that.is.not.empty;
    expect(wordsOf('NO', () => loads++)).to.equal(wordsOf('nb', () => loads++));
    expect(loads).to.equal(0);
  });

  it('any string as a tag renders English or a language, never throws, and never writes the tag as markup', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8}){0,4}$/)), (tag) => {
      const { shadow, errors } = counterIn(tag);
      expect(shadow).to.be.a('string').and.not.equal('');
      expect(errors.length).to.be.at.most(1);
      // The counter's one element and its text: nothing of the tag is markup.
      expect(shadow.replace(/>[^<]*</g, '><')).to.equal('<span part="counter"></span>');
    }), { numRuns: 400 });
  });
});
