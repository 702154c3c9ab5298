/**
 * Issue 28, point 5 (DESIGN §7, "Counts at scale"): a record whose count is
 * an estimate (`countEstimated: true`) shows "about N" wherever its totals
 * are shown — `<paginator-counter>` in every format, the compact form's
 * page and summary of `<paginator-numbers>`, light DOM — in the element's
 * language and digits (en, de, ar); a record without the field shows what
 * it showed before; a countEstimated that is not a boolean is bad input,
 * named.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const record = (extra: Record<string, unknown> = {}) => ({
  page: 3, pageCount: 50000, count: 1000000, current: 20, prevPage: true, nextPage: true,
  defaults: { limit: 20 }, options: { page: 3, limit: 20 }, ...extra,
});
const attribute = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

/** What each language writes: " of ", "about N", the compact form's page and summary, with N in the language's digits. */
const WORDS: Record<string, { of: string; about: string; page: string; summary: string }> = {
  en: { of: ' of ', about: 'about {n}', page: 'Page {p} of ', summary: '{s}–{e} of ' },
  de: { of: ' von ', about: 'etwa {n}', page: 'Seite {p} von ', summary: '{s}–{e} von ' },
  ar: { of: ' من ', about: 'حوالي {n}', page: 'الصفحة {p} من ', summary: '{s}–{e} من ' },
};

const text = (el: Element, part: string) => el.shadowRoot!.querySelector(`[part~="${part}"]`)?.textContent;

for (const [lang, words] of Object.entries(WORDS)) {
  describe(`an estimated count in ${lang}`, () => {
    afterEach(unmountAll);
    const n = (value: number) => new Intl.NumberFormat(lang).format(value);
    const about = (value: number) => words.about.replace('{n}', n(value));

    it('reads "about N" in the counter, in every format, and in the compact form\'s page and summary', async () => {
      const paging = attribute(record({ countEstimated: true }));
      const root = mount(`<div lang="${lang}">
        <paginator-counter paging="${paging}"></paginator-counter>
        <paginator-counter format="range" paging="${paging}"></paginator-counter>
        <paginator-counter format="%count% (%pages%)" paging="${paging}"></paginator-counter>
        <paginator-numbers format="compact" summary paging="${paging}"></paginator-numbers></div>`);
      const [pages, range, tokens] = root.querySelectorAll('paginator-counter');
      const numbers = root.querySelector('paginator-numbers')!;
      const expected = `${n(3)}${words.of}${about(50000)}`;
      await waitUntil(() => text(pages, 'counter') === expected, `"${expected}", got "${text(pages, 'counter')}"`);
      await settled(root);
      expect(text(range, 'counter')).to.equal(`${n(41)}–${n(60)}${words.of}${about(1000000)}`);
      expect(text(tokens, 'counter')).to.equal(`${about(1000000)} (${about(50000)})`);
      await waitUntil(() => text(numbers, 'page') !== undefined, 'the compact form has rendered');
      expect(text(numbers, 'page')).to.equal(`${words.page.replace('{p}', n(3))}${about(50000)}`);
      expect(text(numbers, 'summary')).to.equal(`${words.summary.replace('{s}', n(41)).replace('{e}', n(60))}${about(1000000)}`);
    });

    it('says "about N" in the live region after a page change (app mode)', async () => {
      const root = mount(`<div lang="${lang}"><paginator-numbers navigation="app" paging="${attribute(record({ countEstimated: true }))}"></paginator-numbers></div>`);
      const numbers = root.querySelector('paginator-numbers')!;
      const pageButton = () => Array.from(numbers.shadowRoot!.querySelectorAll('button')).find((button) => button.textContent === n(4));
      await waitUntil(() => pageButton() !== undefined && (lang === 'en' || numbers.getAttribute('aria-label') !== 'Pagination'), 'page 4\'s button in the language');
      pageButton()!.click();
      const region = () => document.querySelector('[data-paginator-status]')?.textContent;
      const expected = `${words.page.replace('{p}', n(4))}${about(50000)}`;
      await waitUntil(() => region() === expected, `"${expected}", got "${region()}"`);
    });

    it('reads the count as before when the record does not say it is estimated', async () => {
      const paging = attribute(record({ countEstimated: false }));
      const root = mount(`<div lang="${lang}">
        <paginator-counter format="range" paging="${attribute(record())}"></paginator-counter>
        <paginator-numbers format="compact" summary paging="${paging}"></paginator-numbers></div>`);
      const counter = root.querySelector('paginator-counter')!;
      const numbers = root.querySelector('paginator-numbers')!;
      const expected = `${n(41)}–${n(60)}${words.of}${n(1000000)}`;
      await waitUntil(() => text(counter, 'counter') === expected, `"${expected}", got "${text(counter, 'counter')}"`);
      await settled(root);
      expect(text(numbers, 'page')).to.equal(`${words.page.replace('{p}', n(3))}${n(50000)}`);
      expect(text(numbers, 'summary')).to.equal(`${words.summary.replace('{s}', n(41)).replace('{e}', n(60))}${n(1000000)}`);
    });
  });
}

describe('an estimated count in light DOM and as bad input', () => {
  afterEach(unmountAll);

  it('writes the core\'s "about N" in light DOM, digits as the core writes them', async () => {
    const root = mount(`<paginator-counter light format="range" paging="${attribute(record({ countEstimated: true }))}"></paginator-counter>`);
    await settled(root);
    expect(root.querySelector('paginator-counter')!.textContent).to.equal('41 - 60 of about 1000000');
  });

  it('refuses a countEstimated that is not a boolean, naming the field', async () => {
    const root = mount();
    let detail: { field?: string; message?: string } = {};
    const errors = await consoleErrors(async () => {
      const el = document.createElement('paginator-counter');
      el.setAttribute('paging', JSON.stringify(record({ countEstimated: 'yes' })));
      const failed = oneEvent(el, 'paginator-error');
      root.append(el);
      detail = (await failed).detail;
      await settled(root);
    });
    expect(detail.message).to.match(/field "countEstimated" must be a boolean, got "yes"/);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include('paginator-counter').and.include('countEstimated');
    expect(root.querySelector('paginator-counter')!.shadowRoot!.querySelector('[part="counter"]')).to.equal(null);
  });
});
