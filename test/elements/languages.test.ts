/**
 * Issue 19, point 5: the elements' shadow rendering speaks the element's
 * language (its `lang`, or the nearest ancestor's): page numbers and counts
 * grouped by Intl.NumberFormat, built-in words from a catalogue fetched
 * with import() the first time the language is used; an installed
 * translator wins; the core's strings and light DOM stay exact; a bad
 * `lang` is said once and reads as English.
 */
import { elementUpdated, expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorJump } from '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorCounter, PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import { counter } from '../../src/pagination/counter.js';
import { createPaging } from '../../src/pagination/paging.js';
import { setTranslator } from '../../src/shared/i18n.js';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { KEYS } from '../../src/i18n/keys.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const BIG = 500_000_000_000;

/** The shown text of an element's shadow root, white space trimmed. */
const shown = (el: Element) => el.shadowRoot!.textContent!.trim();
const current = (el: Element) => el.shadowRoot!.querySelector('[part="current"]')!.textContent;

/** A counter and numbers (with prev and next) under a container with `lang`, showing `page` of `pageCount`. */
async function pager(lang: string, page = 3, pageCount = 5) {
  const root = mount(`<div lang="${lang}"><paginator-counter></paginator-counter>
    <paginator-numbers prev next modulus="2"></paginator-numbers></div>`);
  const counterEl = root.querySelector<PaginatorCounter>('paginator-counter')!;
  const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
  counterEl.paging = numbers.paging = { Article: record(page, pageCount) };
  await settled(root);
  return { root, counter: counterEl, numbers };
}

describe('languages: digit grouping', () => {
  afterEach(unmountAll);

  const grouped: Array<[string, string]> = [
    ['en', '500,000,000,000'],
    ['de', '500.000.000.000'],
    ['fr', '500\u202f000\u202f000\u202f000'],
    ['fa', '۵۰۰٬۰۰۰٬۰۰۰٬۰۰۰'],
    ['ar-EG', '٥٠٠٬٠٠٠٬٠٠٠٬٠٠٠'],
    ['hi', '5,00,00,00,00,000'],
  ];
  for (const [lang, text] of grouped) {
    it(`${lang}: page ${BIG} of the numbers and the counter read "${text}"`, async () => {
      const { counter: counterEl, numbers } = await pager(lang, BIG, 2 * BIG);
      expect(current(numbers)).to.equal(text);
      // The page links are named with the grouped number too.
      const named = numbers.shadowRoot!.querySelector('a[part="link"]')!.getAttribute('aria-label')!;
      expect(named).to.match(/\d|[٠-٩۰-۹]/);
      await waitUntil(() => shown(counterEl).startsWith(text), 'the counter shows the grouped page');
    });
  }

  it('with no lang anywhere, English grouping', async () => {
    const root = mount('<paginator-numbers></paginator-numbers>');
    const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
    numbers.paging = { Article: record(12345, 20000) };
    await settled(root);
    expect(current(numbers)).to.equal('12,345');
    expect(document.documentElement.hasAttribute('lang')).to.equal(false);
  });

  it('light DOM speaks the element’s words and keeps plain digits, as the core writes them; the core keeps its English', async () => {
    const root = mount(`<div lang="de"><paginator-counter light></paginator-counter>
      <paginator-numbers light modulus="2"></paginator-numbers></div>`);
    const paging = { Article: record(12345, 20000) };
    root.querySelectorAll<PaginatorNumbers>('paginator-counter, paginator-numbers').forEach((el) => { el.paging = paging; });
    await settled(root);
    await waitUntil(() => root.querySelector('paginator-counter')!.textContent === '12345 von 20000', 'the German catalogue');
    expect(root.querySelector('paginator-numbers .current')!.textContent).to.equal('12345');
    expect(counter(createPaging({ paging, here: '/' }), { model: 'Article' })).to.equal('12345 of 20000');
  });
});

describe('languages: catalogues', () => {
  afterEach(unmountAll);

  it('there are at least 20, an RTL one among them, and each has every key, with its %tokens%', async () => {
    const languages = Object.keys(CATALOGUES);
    expect(languages.length).to.be.at.least(20);
    expect(languages).to.include.members(['ar', 'he', 'fa']);
    for (const lang of languages) {
      const words = (await CATALOGUES[lang]()).default as Record<string, string>;
      expect(Object.keys(words), lang).to.have.members([...KEYS]);
      for (const key of KEYS) {
        expect(words[key].trim(), `${lang}: ${key}`).to.not.equal('');
        for (const token of key.match(/%\w+%/g) ?? []) expect(words[key], `${lang}: ${key}`).to.include(token);
      }
    }
  });

  it('German: the words arrive, the elements render again in German', async () => {
    const { counter: counterEl, numbers } = await pager('de');
    await waitUntil(() => shown(counterEl) === '3 von 5', 'the counter speaks German');
    await elementUpdated(numbers);
    expect(numbers.getAttribute('aria-label')).to.equal('Seitennavigation');
    expect(numbers.shadowRoot!.querySelector('[part~="prev"]')!.textContent).to.equal('<< Zurück');
    expect(numbers.shadowRoot!.querySelector('[part~="next"]')!.textContent).to.equal('Weiter >>');
    expect(numbers.shadowRoot!.querySelector('a[part="link"]')!.getAttribute('aria-label')).to.match(/^Seite \d$/);
  });

  it('German: <paginator-jump> says why a page is refused in German', async () => {
    const root = mount('<div lang="de"><paginator-jump></paginator-jump></div>');
    const jump = root.querySelector<PaginatorJump>('paginator-jump')!;
    jump.paging = { Article: record(3, 10) };
    await settled(root);
    await waitUntil(() => jump.shadowRoot!.querySelector('button')!.textContent === 'Los', 'the form speaks German');
    const input = jump.shadowRoot!.querySelector('input')!;
    input.value = '11';
    jump.shadowRoot!.querySelector('button')!.click();
    await elementUpdated(jump);
    expect(jump.shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal('Es gibt keine Seite 11. Geben Sie eine Seitenzahl von 1 bis 10 ein.');
  });

  it('a region subtag reads its language’s catalogue (pt-BR: Portuguese), and lang on the host wins over the ancestor’s', async () => {
    const root = mount('<div lang="pt-BR"><paginator-link kind="next"></paginator-link><paginator-link kind="prev" lang="it"></paginator-link></div>');
    const [next, prev] = root.querySelectorAll<PaginatorLink>('paginator-link');
    next.paging = prev.paging = { Article: record(2, 5) };
    await settled(root);
    await waitUntil(() => shown(next) === 'Próxima >>' && shown(prev) === '<< Precedente', 'both speak their language');
  });

  it('lang is read across shadow roots, and a new lang is read at the next render', async () => {
    const outer = mount('<div lang="sv"></div>').firstElementChild!;
    const shadow = outer.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<paginator-counter></paginator-counter>';
    const el = shadow.querySelector<PaginatorCounter>('paginator-counter')!;
    el.paging = { Article: record(3, 5) };
    await waitUntil(() => el.shadowRoot && shown(el) === '3 av 5', 'Swedish from the light ancestor');
    el.setAttribute('lang', 'nl');
    el.requestUpdate();
    await waitUntil(() => shown(el) === '3 van 5', 'Dutch from its own lang');
  });

  it('an RTL catalogue renders right to left in a page that says dir="rtl"', async () => {
    const root = mount('<div lang="ar" dir="rtl"><paginator-counter></paginator-counter><paginator-numbers prev next></paginator-numbers></div>');
    const counterEl = root.querySelector<PaginatorCounter>('paginator-counter')!;
    const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
    counterEl.paging = numbers.paging = { Article: record(3, 5) };
    await waitUntil(() => counterEl.shadowRoot && shown(counterEl) === '3 من 5', 'the counter speaks Arabic');
    await elementUpdated(numbers);
    expect(numbers.getAttribute('aria-label')).to.equal('ترقيم الصفحات');
    expect(numbers.shadowRoot!.querySelector('[part~="next"]')!.textContent).to.equal('التالي >>');
    const nav = numbers.shadowRoot!.querySelector('[part="nav"]')!;
    expect(getComputedStyle(nav).direction).to.equal('rtl');
    // Right to left: the previous page's link is the rightmost.
    const [prev, next] = ['prev', 'next'].map((part) => numbers.shadowRoot!.querySelector(`[part~="${part}"]`)!.getBoundingClientRect().left);
    expect(prev).to.be.above(next);
  });

  it('Hebrew, from a lang on the element itself', async () => {
    const root = mount('<div dir="rtl"><paginator-counter lang="he"></paginator-counter></div>');
    const el = root.querySelector<PaginatorCounter>('paginator-counter')!;
    el.paging = { Article: record(3, 5) };
    await waitUntil(() => el.shadowRoot && shown(el) === '3 מתוך 5', 'the counter speaks Hebrew');
  });
});

describe('languages: the translator hook and bad input', () => {
  afterEach(() => {
    setTranslator(null);
    unmountAll();
  });

  it('an installed translator wins over the catalogue, and the catalogue is back once it is removed', async () => {
    setTranslator((text) => (text === ' of ' ? ' / ' : text));
    const { counter: counterEl } = await pager('fr');
    expect(shown(counterEl)).to.equal('3 / 5');
    setTranslator(null);
    counterEl.requestUpdate();
    await waitUntil(() => shown(counterEl) === '3 sur 5', 'French once the translator is gone');
  });

  it('a language without a catalogue (sw) speaks English, with its own digits, and reports nothing', async () => {
    let errors = 0;
    const calls = await consoleErrors(async () => {
      const { counter: counterEl, numbers } = await pager('sw', 1234, 5000);
      numbers.addEventListener('paginator-error', () => errors++);
      await elementUpdated(numbers);
      expect(shown(counterEl)).to.equal('1,234 of 5,000');
    });
    expect([calls, errors]).to.deep.equal([[], 0]);
  });

  it('a lang that is no language tag: one console error naming lang, one paginator-error, English shown, however often it renders', async () => {
    const details: unknown[] = [];
    const calls = await consoleErrors(async () => {
      const root = mount('<div lang="not a language!"></div>');
      root.addEventListener('paginator-error', (event) => details.push((event as CustomEvent).detail));
      root.firstElementChild!.innerHTML = '<paginator-counter></paginator-counter>';
      const el = root.querySelector<PaginatorCounter>('paginator-counter')!;
      el.paging = { Article: record(3, 5) };
      await elementUpdated(el);
      for (let page = 1; page <= 3; page++) {
        el.paging = { Article: record(page, 5) };
        await elementUpdated(el);
      }
      expect(shown(el)).to.equal('3 of 5');
    });
    expect(calls).to.have.length(1);
    expect(calls[0]).to.equal('<paginator-counter>: lang "not a language!" is no language tag: English is shown');
    expect(details).to.have.length(1);
    expect(details[0]).to.include({ error: 'input', field: 'lang' });
  });
});
