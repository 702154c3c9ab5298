/**
 * Property tests of numbers() over random valid records and options
 * (fast-check): the invariants hold for every page of every record set,
 * including page counts far beyond anything that could be listed.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';

/**
 * Counts the URLs built, the unit of work a link costs (numbers() calls the
 * core's functions, not the helper's link() method, so that is where the
 * work shows).
 */
class CountingPaginator extends PaginatorHelper {
  links = 0;
  override buildUrl(url: unknown = null, full = false): string {
    this.links++;
    return super.buildUrl(url, full);
  }
}

function paginator(page: number, pageCount: number): CountingPaginator {
  return new CountingPaginator({
    env: memoryEnvironment(),
    here: '/items',
    params: {
      paging: {
        Item: {
          page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
          defaults: { limit: 10 }, options: { page, limit: 10 },
        },
      },
    },
  });
}

const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='x", '&amp;<b>', '</span>'];
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 }));
/** A label for a first/last link: any text that is not itself a page number. */
const label = text.filter((value) => value !== '' && !/^\s*\d+\s*$/.test(value));

const scenario = fc
  .record({
    pageCount: fc.oneof(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 2, max: 1e12 })),
    pageRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    modulus: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom('8', '3')),
    first: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 4 }), label),
    last: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 4 }), label),
    before: fc.option(text, { nil: null }),
    after: fc.option(text, { nil: null }),
    separator: text,
  })
  .map((s) => ({ ...s, page: Math.min(s.pageCount, 1 + Math.floor(s.pageRatio * s.pageCount)) }));

/** The page numbers in order of appearance: links titled with a number, and the current page. */
function pageSequence(html: string): { pages: number[]; currents: number[] } {
  const pages: number[] = [];
  const currents: number[] = [];
  const pattern = /<a href="\/items\?page=(\d+)">([^<]*)<\/a>|<span class="current">(\d+)<\/span>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[3] !== undefined) {
      pages.push(Number(match[3]));
      currents.push(Number(match[3]));
    } else if (/^\d+$/.test(match[2])) {
      expect(match[2]).to.equal(match[1], 'a numbered link points to its own page');
      pages.push(Number(match[1]));
    }
  }
  return { pages, currents };
}

describe('numbers() properties', () => {
  it('shows the current page exactly once, pages strictly increasing, within the window and runs', () => {
    fc.assert(
      fc.property(scenario, ({ page, pageCount, modulus, first, last, before, after, separator }) => {
        const helper = paginator(page, pageCount);
        const html = helper.numbers({ modulus, first, last, before, after, separator }) as string;
        const { pages, currents } = pageSequence(html);
        expect(currents).to.deep.equal([page]);
        for (let i = 1; i < pages.length; i++) expect(pages[i]).to.be.greaterThan(pages[i - 1]);
        const runs = (typeof first === 'number' ? first : 0) + (typeof last === 'number' ? last : 0);
        const windowed = pageCount > Number(modulus);
        if (windowed) expect(pages.length).to.be.at.most(Number(modulus) + 1 + runs);
        else expect(pages.length).to.equal(pageCount);
        for (const p of pages) expect(p).to.be.within(1, pageCount);
      }),
      { numRuns: 400 },
    );
  });

  it('never emits a title, label or separator unescaped', () => {
    fc.assert(
      fc.property(scenario, ({ page, pageCount, modulus, first, last, before, after, separator }) => {
        const html = paginator(page, pageCount).numbers({ modulus, first, last, before, after, separator }) as string;
        const outsideMarkup = html.replace(/<span>|<span class="current">|<\/span>|<a href="[^"<>]*">|<\/a>/g, '');
        expect(outsideMarkup).to.not.match(/[<>"]/);
      }),
      { numRuns: 400 },
    );
  });

  it('does work proportional to the window, not to the page count', () => {
    fc.assert(
      fc.property(scenario, ({ page, pageCount, modulus, first, last }) => {
        const helper = paginator(page, pageCount);
        helper.numbers({ modulus, first, last });
        const runs = (typeof first === 'number' ? first : 1) + (typeof last === 'number' ? last : 1);
        expect(helper.links).to.be.within(1, Number(modulus) + 1 + runs);
      }),
      { numRuns: 300 },
    );
  });

  it('renders a window of 10^12 pages with the same work as a window of 10 pages', () => {
    const small = paginator(5, 10);
    const huge = paginator(5e11, 1e12);
    const smallHtml = small.numbers({ modulus: 4, first: 1, last: 1 }) as string;
    const hugeHtml = huge.numbers({ modulus: 4, first: 1, last: 1 }) as string;
    expect(huge.links).to.equal(small.links);
    expect(small.links).to.be.greaterThan(0);
    expect(hugeHtml).to.contain('<span class="current">500000000000</span>');
    expect(hugeHtml).to.contain('<a href="/items?page=1000000000000">1000000000000</a>');
    expect(smallHtml.length).to.be.greaterThan(0);
  });
});
