/**
 * limitControl(): the page-size form's model and markup (DOM-free), with
 * the current URL's other parts kept in both URL styles, the limits list
 * checked, and the same URL a submission of the form reaches.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createPaging } from '../../src/pagination/paging.js';
import { checkLimits, limitControl, limitControlModel, limitUrl } from '../../src/pagination/limit-control.js';
import { setTranslator } from '../../src/shared/i18n.js';
import type { PhpArray } from '../../src/shared/php.js';
import { thrown } from './support.js';

/** Page `page` of 1,000 articles, `limit` a page, with the record options `options` (sort...). */
function paging(page = 3, limit = 20, options: PhpArray = {}, here = '/articles', urlStyle: 'query' | 'named' = 'query') {
  return createPaging({
    here,
    urlStyle,
    paging: {
      Article: {
        page, current: limit, count: 1000, pageCount: Math.ceil(1000 / limit), prevPage: page > 1, nextPage: true,
        defaults: { limit: 20, step: 1, conditions: {} }, options: { page, limit, conditions: {}, ...options },
      },
    },
  });
}

describe('limitControl()', () => {
  it('writes a GET form with a labelled select of the default limits, the current one selected, and a submit button', () => {
    expect(limitControl(paging())).to.equal(
      '<form method="get" action="/articles"><label>Items per page <select name="limit">'
      + '<option value="10">10</option><option value="20" selected>20</option><option value="50">50</option><option value="100">100</option>'
      + '</select></label> <button type="submit">Show</button></form>',
    );
  });

  it('keeps the other URL parts as hidden fields, in URL order, without page and limit', () => {
    const record = paging(3, 50, { order: { 'Article.title': 'desc' } });
    const model = limitControlModel(record, undefined, { url: { '?': { q: 'a&b "c"' } } });
    expect(model.action).to.equal('/articles');
    expect(model.hidden).to.deep.equal([['sort', 'title'], ['direction', 'desc'], ['q', 'a&b "c"']]);
    expect(model.selected).to.equal(50);
    expect(limitControl(record, [10, 50], { url: { '?': { q: 'a&b "c"' } } })).to.equal(
      '<form method="get" action="/articles"><input type="hidden" name="sort" value="title">'
      + '<input type="hidden" name="direction" value="desc"><input type="hidden" name="q" value="a&amp;b &quot;c&quot;">'
      + '<label>Items per page <select name="limit"><option value="10">10</option><option value="50" selected>50</option></select></label> '
      + '<button type="submit">Show</button></form>',
    );
  });

  it('goes to page 1 with the new limit, keeping the other parts: the URL the form submits', () => {
    const model = limitControlModel(paging(7, 20, { order: { 'Article.title': 'asc' } }));
    expect(limitUrl(model, 50)).to.equal('/articles?sort=title&direction=asc&limit=50');
    expect(limitUrl(limitControlModel(paging()), 10)).to.equal('/articles?limit=10');
  });

  it('named URLs: the action keeps the named parts (without page and limit), the select adds a query part', () => {
    const record = paging(2, 50, { order: { 'Article.title': 'asc' } }, '/articles/index/page:2', 'named');
    const model = limitControlModel(record, undefined, { url: { controller: 'articles', action: 'index', 0: 'recent' } });
    expect(model.action).to.equal('/articles/index/recent/sort:title/direction:asc');
    expect(model.hidden).to.deep.equal([]);
    expect(limitUrl(model, 100)).to.equal('/articles/index/recent/sort:title/direction:asc?limit=100');
  });

  it('adds the current limit in ascending order when the list lacks it, as CakePHP does', () => {
    expect(limitControlModel(paging(1, 30)).limits).to.deep.equal([10, 20, 30, 50, 100]);
    expect(limitControlModel(paging(1, 5)).limits).to.deep.equal([5, 10, 20, 50, 100]);
    expect(limitControlModel(paging(1, 200), [10, 20], { maxLimit: 500 }).limits).to.deep.equal([10, 20, 200]);
  });

  it('escapes the label and button texts, and translates the defaults', () => {
    expect(limitControl(paging(), [10], { label: '<b>Rows</b>', button: '"Go"' }))
      .to.contain('<label>&lt;b&gt;Rows&lt;/b&gt; <select').and.contain('<button type="submit">&quot;Go&quot;</button>');
    setTranslator((text) => ({ 'Items per page': 'Einträge pro Seite', Show: 'Anzeigen' } as Record<string, string>)[text] ?? text);
    try {
      expect(limitControl(paging(), [20])).to.contain('<label>Einträge pro Seite <select').and.contain('>Anzeigen</button>');
    } finally {
      setTranslator(null);
    }
  });

  it('refuses limits that are not integers from 1 to maxLimit, naming limits and the value', () => {
    expect(thrown(() => limitControl(paging(), ['ten'])).message).to.equal('limits must be integers from 1 to 100, got "ten"');
    for (const bad of [0, -5, 101, 2.5, '20abc', NaN, null, [10], {}, '']) {
      const error = thrown(() => checkLimits([10, bad]));
      expect(error, String(bad)).to.be.instanceOf(TypeError);
      expect(error.message).to.match(/^limits must be integers from 1 to 100, got /);
    }
    expect(thrown(() => checkLimits([])).message).to.equal('limits must be integers from 1 to 100, got none');
    expect(thrown(() => limitControl(paging(), [150], { maxLimit: 120 })).message).to.equal('limits must be integers from 1 to 120, got 150');
    expect(checkLimits(['10', 25], 25)).to.deep.equal([10, 25]);
  });

  it('refuses a maxLimit that is not a positive integer, and a missing record', () => {
    expect(thrown(() => limitControl(paging(), [10], { maxLimit: 'lots' })).message).to.match(/Option "maxLimit" must be a positive integer, got "lots"/);
    expect(thrown(() => limitControl(createPaging({ here: '/', paging: {} }))).message).to.match(/limitControl\(\): params.paging holds no paging record/);
  });

  it('property: every hidden field and the chosen limit come back from the URL the form submits', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 8 });
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('q', 'tag', 'x y', 'a[b]', 'é'), text), fc.integer({ min: 1, max: 100 }), (query, limit) => {
      const model = limitControlModel(paging(), [limit], { url: { '?': query } });
      const url = new URL(limitUrl(model, limit), 'http://example.test');
      const sent = [...url.searchParams];
      expect(sent).to.deep.equal([...model.hidden.map(([k, v]) => [k, v]), ['limit', String(limit)]]);
      expect(Object.fromEntries(sent.slice(0, -1))).to.deep.equal(query);
    }));
  });
});
