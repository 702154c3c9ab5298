/**
 * jumpForm(): the jump-to-page form's model and markup (DOM-free), the
 * check of what the reader typed, and the URL the form submits, in both
 * URL styles.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createPaging } from '../../src/pagination/paging.js';
import { jumpForm, jumpFormModel, jumpTarget, jumpUrl } from '../../src/pagination/jump-form.js';
import { presenting, setTranslator } from '../../src/shared/i18n.js';
import type { PhpArray } from '../../src/shared/php.js';
import { thrown } from './support.js';

function paging(page = 3, pageCount = 50, options: PhpArray = {}, here = '/articles', urlStyle: 'query' | 'named' = 'query') {
  return createPaging({
    here,
    urlStyle,
    paging: {
      Article: {
        page, current: 20, count: pageCount * 20, pageCount, prevPage: page > 1, nextPage: page < pageCount,
        defaults: { limit: 20, step: 1, conditions: {} }, options: { page, limit: 20, conditions: {}, ...options },
      },
    },
  });
}

describe('jumpForm()', () => {
  it('writes a GET form with a labelled number input bounded by 1 and the page count, and a submit button', () => {
    expect(jumpForm(paging())).to.equal(
      '<form method="get" action="/articles"><label>Page <input type="number" name="page" min="1" max="50" value="3" required></label> '
      + '<button type="submit">Go</button></form>',
    );
  });

  it('keeps the other URL parts as hidden fields (the limit too), without page', () => {
    const record = paging(2, 10, { limit: 50, order: { 'Article.title': 'asc' } });
    expect(jumpFormModel(record)).to.deep.equal({
      action: '/articles', hidden: [['limit', '50'], ['sort', 'title'], ['direction', 'asc']],
      label: 'Page', button: 'Go', min: 1, max: 10, value: 2,
    });
    expect(jumpForm(record, { label: 'Seite <1>', button: 'Los' })).to.equal(
      '<form method="get" action="/articles"><input type="hidden" name="limit" value="50"><input type="hidden" name="sort" value="title">'
      + '<input type="hidden" name="direction" value="asc"><label>Seite &lt;1&gt; <input type="number" name="page" min="1" max="10" value="2" required></label> '
      + '<button type="submit">Los</button></form>',
    );
  });

  it('goes where the form submits: the other parts, then the page', () => {
    const form = jumpFormModel(paging(2, 10, { order: { 'Article.title': 'desc' } }));
    expect(jumpUrl(form, 7)).to.equal('/articles?sort=title&direction=desc&page=7');
  });

  it('named URLs: the action keeps the named parts without page; the page is a query part', () => {
    const form = jumpFormModel(paging(2, 10, { limit: 50 }, '/articles/index/page:2/limit:50', 'named'), { url: { controller: 'articles' } });
    expect(form.action).to.equal('/articles/index/limit:50');
    expect(jumpUrl(form, 4)).to.equal('/articles/index/limit:50?page=4');
  });

  it('an empty record set has one page; a record without pageCount has no upper bound', () => {
    expect(jumpFormModel(paging(1, 0)).max).to.equal(1);
    const open = createPaging({ here: '/a', paging: { Item: { page: 4 } } });
    expect(jumpFormModel(open)).to.include({ max: null, value: 4 });
    expect(jumpForm(open)).to.contain('<input type="number" name="page" min="1" value="4" required>');
    expect(thrown(() => jumpForm(createPaging({ here: '/', paging: {} }))).message).to.match(/jumpForm\(\): params.paging holds no paging record/);
  });

  describe('jumpTarget()', () => {
    it('takes a whole number from 1 to the page count', () => {
      expect(jumpTarget('7', 50)).to.deep.equal({ page: 7 });
      expect(jumpTarget(' 50 ', 50)).to.deep.equal({ page: 50 });
      expect(jumpTarget('1', 1)).to.deep.equal({ page: 1 });
      expect(jumpTarget('9000', null)).to.deep.equal({ page: 9000 });
    });

    it('says why anything else is refused', () => {
      expect(jumpTarget('', 50)).to.deep.equal({ error: 'Enter a page number from 1 to 50.' });
      expect(jumpTarget(null, 50)).to.deep.equal({ error: 'That is not a whole page number. Enter a page number from 1 to 50.' });
      for (const value of ['abc', '2.5', '-2.5', '1.5e0', '+4', '0x10', '1e', '1.', '.e1', '1e3x']) {
        expect(jumpTarget(value, 50), value).to.deep.equal({ error: 'That is not a whole page number. Enter a page number from 1 to 50.' });
      }
      expect(jumpTarget('0', 50)).to.deep.equal({ error: 'There is no page 0. Enter a page number from 1 to 50.' });
      // A whole number below 1 is not "not a whole page number" (issue 19): it is no page.
      expect(jumpTarget('-3', 50)).to.deep.equal({ error: 'There is no page -3. Enter a page number from 1 to 50.' });
      expect(jumpTarget('51', 50)).to.deep.equal({ error: 'There is no page 51. Enter a page number from 1 to 50.' });
      expect(jumpTarget('99999999999999999999', null)).to.deep.equal({ error: 'There is no page 99999999999999999999. Enter a page number of 1 or more.' });
      // A whole number in a number input's other forms is a whole number (issue 35, point 5).
      expect(jumpTarget('1e3', 50)).to.deep.equal({ error: 'There is no page 1e3. Enter a page number from 1 to 50.' });
      expect(jumpTarget('1e400', null)).to.deep.equal({ error: 'There is no page 1e400. Enter a page number of 1 or more.' });
    });

    it('takes a whole page written as a number input takes numbers: "1e9", "1E9", "4.0", ".5e1" (issue 35, point 5)', () => {
      expect(jumpTarget('1e9', 1e12)).to.deep.equal({ page: 1e9 });
      expect(jumpTarget('1E9', 1e9)).to.deep.equal({ page: 1e9 });
      expect(jumpTarget('2.5e1', 50)).to.deep.equal({ page: 25 });
      expect(jumpTarget('4.0', 50)).to.deep.equal({ page: 4 });
      expect(jumpTarget('.5e1', 50)).to.deep.equal({ page: 5 });
      expect(jumpTarget('1e-0', null)).to.deep.equal({ page: 1 });
    });

    it('writes the page count as the presentation writes numbers: grouped in an element’s language, digits in the core', () => {
      expect(jumpTarget('', 1e12).error).to.equal('Enter a page number from 1 to 1000000000000.');
      const grouped = presenting({ words: null, number: new Intl.NumberFormat('en').format }, () => jumpTarget('x', 1e12).error);
      expect(grouped).to.equal('That is not a whole page number. Enter a page number from 1 to 1,000,000,000,000.');
    });

    it('translates its sentences, then fills in the numbers', () => {
      setTranslator((text) => ({ 'Enter a page number from 1 to %max%.': 'Seite 1 bis %max% eingeben.' } as Record<string, string>)[text] ?? text);
      try {
        expect(jumpTarget('', 9)).to.deep.equal({ error: 'Seite 1 bis 9 eingeben.' });
      } finally {
        setTranslator(null);
      }
    });

    it('property: a page is accepted exactly when it is a whole number within 1..max', () => {
      fc.assert(fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 1000 }), (value, max) => {
        const target = jumpTarget(value, max);
        // A number input's number (HTML's floating-point number), whole, within 1..max.
        const number = /^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/.test(value.trim()) ? Number(value) : NaN;
        const ok = Number.isInteger(number) && number >= 1 && number <= max;
        expect(target.page !== undefined, JSON.stringify(value)).to.equal(ok);
        if (ok) expect(target.page).to.equal(number);
        else expect(target.error).to.be.a('string').and.not.equal('');
      }));
      // Numbers in every form a number input gives, exponents and fractions included.
      fc.assert(fc.property(fc.stringMatching(/^-?\d{0,3}(\.\d{0,2})?([eE][-+]?\d{1,2})?$/), fc.integer({ min: 1, max: 1e6 }), (value, max) => {
        const number = /^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : NaN;
        const ok = Number.isInteger(number) && number >= 1 && number <= max;
        expect(jumpTarget(value, max).page, JSON.stringify(value)).to.equal(ok ? number : undefined);
      }));
      fc.assert(fc.property(fc.integer({ min: -5, max: 2000 }), fc.integer({ min: 1, max: 1000 }), (page, max) => {
        expect(jumpTarget(String(page), max).page).to.equal(page >= 1 && page <= max ? page : undefined);
      }));
    });
  });
});
