/**
 * Issue 27, defect 4: every word the elements write goes through the
 * catalogue. In German and in Arabic, every element in every state that
 * writes words of its own (the compact form and its summary, the counters,
 * prev / next / first / last, load more and what it says, the jump and
 * limit forms, a failed page's notice and its Retry) shows no English word
 * of the catalogue, and writes its numbers as the language does (ar-EG:
 * Arabic-Indic digits). Ajax
 * states run against the test server (test/server/endpoints.mjs).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import '../../src/components/paginator-limit/paginator-limit.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import { CATALOGUES } from '../../src/i18n/catalogues.js';
import { KEYS } from '../../src/i18n/keys.js';
import { consoleErrors, mount, pageLink, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number, limit = 10) => ({
  page, pageCount, count: pageCount * limit, current: limit, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit }, options: { page, limit },
});
const FAILING = JSON.stringify({ controller: '__test', action: 'status', '?': { code: 500 } });
const ROWS = JSON.stringify({ controller: '__test', action: 'rows' });

/** The words of the English catalogue (the keys), without %tokens% and glyphs. */
const ENGLISH = new Set(KEYS.flatMap((key) => key.replace(/%\w+%/g, ' ').match(/\p{L}{2,}/gu) ?? []));

/** What an element shows and names: its shadow root's text, and the accessible names its nodes carry. */
function said(el: Element): string {
  const root = el.shadowRoot ?? el;
  const labels = Array.from(root.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label'));
  return [root.textContent, ...labels].join(' ');
}

/** The English catalogue words in `text` that `lang`'s catalogue does not use itself. */
async function englishIn(text: string, lang: string): Promise<string[]> {
  const words = Object.values((await CATALOGUES[lang.split('-')[0]]()).default).join(' ');
  const own = new Set(words.match(/\p{L}{2,}/gu));
  return (text.match(/\p{L}{2,}/gu) ?? []).filter((word) => ENGLISH.has(word) && !own.has(word));
}

/** Waits until the element speaks `lang` (its catalogue has arrived): the landmark's or the form's words are no longer English. */
async function inLanguage(root: HTMLElement): Promise<void> {
  await settled(root);
  const probe = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
  await waitUntil(() => probe.getAttribute('aria-label') !== 'Pagination', 'the catalogue has arrived');
  await settled(root);
}

// ar-EG writes Arabic-Indic digits: a number written as plain digits shows there.
for (const lang of ['de', 'ar', 'ar-EG']) {
  describe(`every word in ${lang}`, () => {
    afterEach(unmountAll);
    const digits = (value: number) => new Intl.NumberFormat(lang).format(value);

    it('the compact form and its summary, the counters, prev / next / first / last, load more, jump and limit', async () => {
      const root = mount(`<div lang="${lang}">
        <paginator-numbers format="compact" summary page="5" total="200" page-size="10" prev next></paginator-numbers>
        <paginator-numbers page="5" total="200" page-size="10" prev next first="2" last="2"></paginator-numbers>
        <paginator-counter page="5" total="200" page-size="10"></paginator-counter>
        <paginator-counter format="range" page="5" total="200" page-size="10"></paginator-counter>
        <paginator-counter format="page" page="5" page-count="20"></paginator-counter>
        <paginator-link kind="first" page="5" total="200" page-size="10"></paginator-link>
        <paginator-link kind="prev" page="5" total="200" page-size="10"></paginator-link>
        <paginator-link kind="next" page="5" total="200" page-size="10"></paginator-link>
        <paginator-link kind="last" page="5" total="200" page-size="10"></paginator-link>
        <paginator-link kind="more" page="5" total="200" page-size="10"></paginator-link>
        <paginator-jump page="5" total="200" page-size="10"></paginator-jump>
        <paginator-limit page="5" total="200" page-size="10"></paginator-limit></div>`);
      await inLanguage(root);
      for (const el of root.querySelectorAll('*')) {
        if (!el.shadowRoot) continue;
        expect(await englishIn(said(el), lang), `${el.outerHTML}: ${said(el)}`).to.deep.equal([]);
      }
      const summary = root.querySelector('paginator-numbers')!.shadowRoot!.querySelector('[part="summary"]')!;
      expect(summary.textContent).to.include(digits(41)).and.include(digits(200));
    });

    it('a failed page\'s notice and its Retry, and what load more says it added', async () => {
      const root = mount(`<div lang="${lang}"><div id="region"><p>Original</p></div>
        <paginator-numbers url='${FAILING}' update="region"></paginator-numbers>
        <table><tbody id="rows"><tr><td>Row 1</td></tr></tbody></table>
        <paginator-link kind="more" url='${ROWS}' update="rows"></paginator-link></div>`);
      const numbers = root.querySelector<PaginatorNumbers>('paginator-numbers')!;
      const more = root.querySelector<PaginatorLink>('paginator-link')!;
      numbers.paging = { Article: record(1, 5, 3) };
      more.paging = { Article: record(1, 5, 3) };
      await inLanguage(root);
      const failed = oneEvent(numbers, 'paginator-error');
      await consoleErrors(async () => {
        pageLink(numbers, digits(4)).click();
        await failed;
      });
      await waitUntil(() => numbers.shadowRoot!.querySelector('[part="failure"]'), 'the notice is shown');
      const notice = numbers.shadowRoot!.querySelector('[part="failure"]')!;
      expect(await englishIn(notice.textContent!, lang), notice.textContent!).to.deep.equal([]);
      expect(notice.textContent).to.include(digits(4));
      const loaded = oneEvent(more, 'paginator-load');
      more.shadowRoot!.querySelector('a')!.click();
      await loaded;
      await more.updateComplete;
      const status = more.shadowRoot!.querySelector('[role="status"]')!;
      await waitUntil(() => status.textContent, 'load more says what it added');
      expect(await englishIn(status.textContent!, lang), status.textContent!).to.deep.equal([]);
      expect(status.textContent).to.include(digits(3));
    });
  });
}
