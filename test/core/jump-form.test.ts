/**
 * jumpForm(): the jump-to-page form's model and markup (DOM-free), the
 * check of what the reader typed, and the URL the form submits, in both
 * URL styles.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createPaging } from '../../src/pagination/paging.js';
import { jumpForm, jumpFormModel, jumpTarget, jumpUrl } from '../../src/pagination/jump-form.js';
import { setTranslator } from '../../src/shared/i18n.js';
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
      for (const value of ['abc', '2.5', '-2.5', '1e3', '+4', '0x10']) {
        expect(jumpTarget(value, 50), value).to.deep.equal({ error: 'That is not a whole page number. Enter a page number from 1 to 50.' });
      }
      expect(jumpTarget('0', 50)).to.deep.equal({ error: 'There is no page 0. Enter a page number from 1 to 50.' });
      // A whole number below 1 is not "not a whole page number" (issue 19): it is no page.
      expect(jumpTarget('-3', 50)).to.deep.equal({ error: 'There is no page -3. Enter a page number from 1 to 50.' });
      expect(jumpTarget('51', 50)).to.deep.equal({ error: 'There is no page 51. Enter a page number from 1 to 50.' });
      expect(jumpTarget('99999999999999999999', null)).to.deep.equal({ error: 'There is no page 99999999999999999999. Enter a page number of 1 or more.' });
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
        const ok = /^\s*\d+\s*$/.test(value) && Number(value) >= 1 && Number(value) <= max;
        expect(target.page !== undefined, JSON.stringify(value)).to.equal(ok);
        if (ok) expect(target.page).to.equal(Number(value));
        else expect(target.error).to.be.a('string').and.not.equal('');
      }));
      fc.assert(fc.property(fc.integer({ min: -5, max: 2000 }), fc.integer({ min: 1, max: 1000 }), (page, max) => {
        expect(jumpTarget(String(page), max).page).to.equal(page >= 1 && page <= max ? page : undefined);
      }));
    });
  });
});
