/**
 * PaginatorHelper's `numberFormat` (beyond the interface): the numbers the
 * helper shows — counter values and page-number labels — written as a
 * language writes them, as text that is escaped wherever it lands; without
 * one, digits, exactly as the interface writes them.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { numberFormat } from '../../src/core.js';
import { escapeHtml } from '../../src/shared/html.js';
import { currentSpan, helper, pageSpan, record } from './fixtures.js';

const grouped = new Intl.NumberFormat('en').format;
const big = () => record(2500, 5000, { count: 99_995, current: 20, options: { page: 2500, limit: 20 }, defaults: { limit: 20, step: 1 } });

describe('PaginatorHelper numberFormat', () => {
  it('writes the counter\'s numbers with it, in every format', () => {
    const paginator = helper(big(), { numberFormat: grouped });
    expect(paginator.counter()).to.equal('2,500 of 5,000');
    expect(paginator.counter('range')).to.equal('49,981 - 50,000 of 99,995');
    expect(paginator.counter('Page %page% of %pages%: %start% to %end% of %count%, %current% here'))
      .to.equal('Page 2,500 of 5,000: 49,981 to 50,000 of 99,995, 20 here');
  });

  it('writes an estimated total and a page without a total with it', () => {
    const estimated = helper(record(3, 4000, { count: 79_990, countEstimated: true }), { numberFormat: grouped });
    expect(estimated.counter()).to.equal('3 of about 4,000');
    const countless = helper({ page: 1200, current: 20, limit: 20, prevPage: true, nextPage: true, options: { page: 1200, limit: 20 } }, { numberFormat: grouped });
    expect(countless.counter()).to.equal('Page 1,200');
  });

  it('labels the current page and the numbered links of numbers(), first() and last(), and nothing else', () => {
    const paginator = helper(big(), { numberFormat: grouped });
    const numbers = paginator.numbers({ modulus: 2, first: 1, last: 1, separator: ' ' }) as string;
    expect(numbers).to.equal('<span><a href="/articles?page=1">1</a></span>...'
      + '<span><a href="/articles?page=2499">2,499</a></span> <span class="current">2,500</span> '
      + '<span><a href="/articles?page=2501">2,501</a></span>...<span><a href="/articles?page=5000">5,000</a></span>');
    expect(paginator.last(2)).to.equal('...<span><a href="/articles?page=4999">4,999</a></span> | <span><a href="/articles?page=5000">5,000</a></span>');
    expect(paginator.first(1)).to.equal('<span><a href="/articles?page=1">1</a></span>...');
    // A titled edge link keeps its title; prev() and next() keep theirs.
    expect(paginator.last('End')).to.equal('<span><a href="/articles?page=5000">End</a></span>');
    expect(paginator.next('Next')).to.equal('<a href="/articles?page=2501">Next</a>');
  });

  it('leaves every number as digits without one, as the interface writes them', () => {
    const paginator = helper(big());
    expect(paginator.counter('range')).to.equal('49981 - 50000 of 99995');
    expect(paginator.numbers({ modulus: 2 })).to.contain(currentSpan(2500)).and.contain(pageSpan(2501));
  });

  it('escapes whatever it returns, in the counter and in page labels, even with escape: false', () => {
    fc.assert(fc.property(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '&amp;', "'", '</span>')),
      (text) => {
        const plain = helper(big(), { numberFormat: () => 'X' });
        const hostile = helper(big(), { numberFormat: () => text });
        const escaped = escapeHtml(text);
        const fill = (markup: string) => markup.split('X').join(escaped);
        expect(hostile.counter('range')).to.equal(fill(plain.counter('range')));
        expect(hostile.counter({ format: '<b>%page%</b>', escape: false })).to.equal(`<b>${escaped}</b>`);
        // The page URLs hold no X: only labels are filled.
        expect(hostile.numbers({ modulus: 2 })).to.equal(fill(plain.numbers({ modulus: 2 }) as string));
        expect(hostile.numbers({ modulus: 2, escape: false })).to.equal(fill(plain.numbers({ modulus: 2, escape: false }) as string));
      },
    ), { numRuns: 200 });
  });

  it('fills the counter\'s tokens in one pass: a number written as a token\'s text stays that text', () => {
    const paginator = helper(big(), { numberFormat: (value) => `%end%${value}` });
    expect(paginator.counter('%page%|%end%')).to.equal('%end%2500|%end%50000');
  });

  it('takes the package\'s numberFormat(lang), and null as digits', () => {
    expect(helper(big(), { numberFormat: numberFormat('en') }).counter()).to.equal('2,500 of 5,000');
    expect(helper(big(), { numberFormat: numberFormat('de') }).counter('range')).to.equal('49.981 - 50.000 of 99.995');
    expect(helper(big(), { numberFormat: null }).counter()).to.equal('2500 of 5000');
  });

  it('refuses a numberFormat that is not a function, naming it', () => {
    for (const bad of ['en', 5, {}, true]) {
      expect(() => helper(big(), { numberFormat: bad as never })).to.throw(TypeError, /^PaginatorHelper: numberFormat must be a function of a number, got /);
    }
  });

  it('reads what it returns as text, and names it when that has none', () => {
    expect(helper(big(), { numberFormat: ((value: number) => value * 2) as never }).counter()).to.equal('5000 of 10000');
    const symbol = helper(big(), { numberFormat: (() => Symbol('n')) as never });
    expect(() => symbol.counter()).to.throw(TypeError, /^What numberFormat returned/);
  });
});

describe('numberFormat(lang)', () => {
  it('writes numbers as the language does, and the same text for the same number', () => {
    const en = numberFormat('en')!;
    expect([en(5000), en(0), en(-1234), en(1.5)]).to.deep.equal(['5,000', '0', '-1,234', '1.5']);
    expect(numberFormat('en')).to.equal(en);
    expect(numberFormat('')!(1234)).to.equal('1,234');
    expect(numberFormat('ar-EG')!(12)).to.equal('١٢');
    expect(en(-0)).to.equal('-0');
  });

  it('gives null for anything that is no language tag, and never throws', () => {
    fc.assert(fc.property(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('en_US', 'x', '<script>', '\u0000', '-', 'en--US', 'a'.repeat(300)), fc.anything()),
      (lang) => {
        const format = numberFormat(lang as string);
        expect(format === null || typeof format === 'function').to.equal(true);
        if (format) expect(format(1234)).to.be.a('string');
      },
    ), { numRuns: 300 });
    for (const bad of ['en_US', '<script>', '12', 'x']) expect(numberFormat(bad), bad).to.equal(null);
  });
});
