/**
 * The helper's operations on records without a total (countless and
 * keyset records as paginate() makes them): prev/next by page or by
 * cursor, the "Page 3" counter, numbers() as the current page alone,
 * first() and last(); and records with a total still read as before.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate } from '../../src/framework/paginate.js';
import { hasNoTotal, isTotalFree } from '../../src/pagination/countless.js';
import { decodeCursor } from '../../src/pagination/cursor.js';
import { nextItem, prevItem } from '../../src/pagination/prev-next.js';
import { numbersItems } from '../../src/pagination/numbers.js';
import { setTranslator } from '../../src/shared/i18n.js';
import type { PagingRecord } from '../../src/pagination/record.js';
import { currentSpan, helper, record } from './fixtures.js';

const model = () => new InMemoryModel({
  name: 'Article', fields: ['id', 'title'], records: Array.from({ length: 95 }, (_, i) => ({ id: i + 1, title: `Article ${i + 1}` })),
});

/** The paging record paginate() gives for these settings and request arguments. */
function paged(settings: Record<string, unknown>, passedArgs: Record<string, unknown> = {}): PagingRecord {
  return paginate({ model: model(), settings: { limit: 10, ...settings }, passedArgs }).paging;
}

/** The `cursor` argument of a URL. */
const cursorOf = (html: string) => new URL(/href="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&'), 'http://x').searchParams.get('cursor');

describe('operations on records without a total', () => {
  afterEach(() => setTranslator(null));

  it('tells a record without a total from a full one and from an incomplete one', () => {
    expect(isTotalFree(paged({ countless: true }))).to.equal(true);
    expect(isTotalFree(paged({ keyset: 'id' }))).to.equal(true);
    expect(isTotalFree(record(2, 5))).to.equal(false);
    expect(isTotalFree({ page: 1 })).to.equal(false);
    expect(isTotalFree(null)).to.equal(false);
    expect(hasNoTotal(helper(paged({ countless: true })))).to.equal(true);
  });

  describe('keyset records', () => {
    const second = () => paged({ keyset: 'id' }, { cursor: paged({ keyset: 'id' }).nextCursor });
    const third = () => paged({ keyset: 'id' }, { cursor: second().nextCursor });

    it('next() and prev() link to the cursors, with no page part', () => {
      const paginator = helper(third());
      const next = paginator.next();
      const prev = paginator.prev();
      expect(next).to.match(/^<a href="\/articles\?cursor=[A-Za-z0-9_-]+">Next &gt;&gt;<\/a>$/);
      expect(prev).to.match(/^<a href="\/articles\?cursor=[A-Za-z0-9_-]+">&lt;&lt; Previous<\/a>$/);
      expect(decodeCursor(cursorOf(next as string), 'id')).to.deep.equal({ key: 'id', value: 30, direction: 'next', page: 4 });
      expect(decodeCursor(cursorOf(prev as string), 'id')).to.deep.equal({ key: 'id', value: 21, direction: 'prev', page: 2 });
    });

    it('the link to page 1 is by page, with no cursor: the first page has one address', () => {
      const record = second();
      expect(record).to.include({ prevPage: true, prevCursor: null });
      expect(helper(record).prev()).to.equal('<a href="/articles?page=1">&lt;&lt; Previous</a>');
    });

    it('a link followed is the page it says: next() from page 3 gives rows 31-40, page 4', () => {
      const cursor = cursorOf(helper(third()).next() as string);
      const { results, paging } = paginate({ model: model(), settings: { keyset: 'id', limit: 10 }, passedArgs: { cursor } });
      expect(results.map((row) => row.Article.id)).to.deep.equal([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
      expect(paging.page).to.equal(4);
    });

    it('the items name the target page, whatever the step, and keep the caller’s url parts', () => {
      const paginator = helper(third());
      const item = nextItem(paginator, 'on', { step: 3, url: { q: 'x' } });
      expect(item).to.include({ type: 'link', role: 'next', page: 4 });
      expect((item as { url: string }).url).to.match(/^\/articles\?q=x&cursor=/);
      expect(prevItem(paginator)).to.include({ page: 2 });
    });

    it('with nowhere to go, the disabled label as usual', () => {
      const last = paged({ keyset: 'id' }, { cursor: paged({ keyset: 'id', limit: 90 }).nextCursor });
      expect(helper({ ...last }).next('more', {}, 'no more')).to.equal('<div>no more</div>');
      expect(helper(paged({ keyset: 'id' })).prev()).to.equal(null);
    });

    it('a cursor field that is not text is bad data, named', () => {
      expect(() => helper({ ...third(), nextCursor: 42 } as PagingRecord).next())
        .to.throw(TypeError, 'Paging record of model "Article": field "nextCursor" must be text, got 42');
    });
  });

  describe('countless records', () => {
    it('next() and prev() link to pages, as for any record', () => {
      const paginator = helper(paged({ countless: true, order: { 'Article.id': 'asc' } }, { page: 3 }));
      expect(paginator.next()).to.equal('<a href="/articles?page=4">Next &gt;&gt;</a>');
      expect(paginator.prev()).to.equal('<a href="/articles?page=2">&lt;&lt; Previous</a>');
    });
  });

  describe('counter()', () => {
    const countless = () => paged({ countless: true }, { page: 3 });

    it('reads the default format as "Page 3", translated, on countless and keyset records', () => {
      expect(helper(countless()).counter()).to.equal('Page 3');
      expect(helper(paged({ keyset: 'id' })).counter()).to.equal('Page 1');
      setTranslator((text) => (text === 'Page %page%' ? 'Seite %page%' : text));
      expect(helper(countless()).counter()).to.equal('Seite 3');
    });

    it('leaves every format of a record with a total as the interface says: "page" is a format string like any other', () => {
      expect(helper(record(2, 5)).counter('page')).to.equal('page');
      expect(helper(record(2, 5)).counter()).to.equal('2 of 5');
    });

    it('escapes the translated "Page %page%" unless escape is false', () => {
      setTranslator((text) => (text === 'Page %page%' ? '<b>%page%</b>' : text));
      expect(helper(countless()).counter()).to.equal('&lt;b&gt;3&lt;/b&gt;');
      expect(helper(countless()).counter({ escape: false })).to.equal('<b>3</b>');
    });

    it('range is start and end, without a total; a format string takes the tokens the record can fill', () => {
      expect(helper(countless()).counter('range')).to.equal('21 - 30');
      expect(helper(paged({ countless: true }, { page: 10 })).counter('range')).to.equal('91 - 95');
      expect(helper(paged({ countless: true }, { page: 12 })).counter('range')).to.equal('0 - 0');
      expect(helper(countless()).counter('%start%-%end% (%current% rows) on page %page%')).to.equal('21-30 (10 rows) on page 3');
    });

    it('a token that needs the total is still an error naming the missing field', () => {
      expect(() => helper(countless()).counter('%page% of %pages%')).to.throw(TypeError, 'has no field "pageCount"');
      expect(() => helper(countless()).counter('%count% articles')).to.throw(TypeError, 'has no field "count"');
    });
  });

  describe('numbers(), first() and last()', () => {
    it('numbers() is the current page alone, false on a lone page', () => {
      expect(helper(paged({ countless: true }, { page: 3 })).numbers()).to.equal(currentSpan(3));
      expect(helper(paged({ keyset: 'id' })).numbers({ before: '[', after: ']' })).to.equal(`[${currentSpan(1)}]`);
      expect(helper(paged({ countless: true, limit: 100 })).numbers()).to.equal(false);
      expect(numbersItems(helper(paged({ countless: true }, { page: 2 })))).to.deep.equal([
        { type: 'current', page: 2, label: '2', markup: false, tag: 'span' },
      ]);
    });

    it('a record that lacks pageCount but is not one without a total is still refused', () => {
      expect(() => helper({ page: 1 }).numbers()).to.throw(TypeError, /has no field "pageCount"/);
    });

    it('first() links to page 1 (no cursor), last() is false: the last page is unknown', () => {
      const keyset = helper(paged({ keyset: 'id' }, { cursor: paged({ keyset: 'id' }).nextCursor }));
      expect(keyset.first()).to.equal('<span><a href="/articles?page=1">&lt;&lt; first</a></span>');
      expect(keyset.last()).to.equal(false);
      expect(helper(paged({ countless: true }, { page: 5 })).first(2)).to.equal(
        '<span><a href="/articles?page=1">1</a></span> | <span><a href="/articles?page=2">2</a></span>...');
      expect(helper(paged({ countless: true })).first()).to.equal('');
      expect(helper(paged({ countless: true, limit: 100 })).first()).to.equal(false);
    });
  });
});

describe('records without a total (property)', () => {
  const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.constant('0'));
  const records = fc.record({
    page: fc.integer({ min: 1, max: 1e9 }),
    current: fc.integer({ min: 0, max: 100 }),
    prevPage: fc.boolean(),
    nextPage: fc.boolean(),
    prevCursor: fc.option(token),
    nextCursor: fc.option(token),
    limit: fc.integer({ min: 1, max: 100 }),
  }).map(({ limit, ...rest }) => ({ ...rest, options: { page: rest.page, limit } }) as PagingRecord);

  it('every operation answers without an error; prev/next name the cursor (and no page) exactly when there is one', () => {
    fc.assert(fc.property(records, (record) => {
      const paginator = helper(record);
      expect(paginator.counter()).to.equal(`Page ${record.page}`);
      expect(paginator.last()).to.equal(false);
      paginator.first();
      const numbers = paginator.numbers();
      expect(numbers).to.equal(record.prevPage || record.nextPage ? currentSpan(record.page as number) : false);
      for (const [markup, exists, cursor] of [
        [paginator.prev(), record.prevPage, record.prevCursor], [paginator.next(), record.nextPage, record.nextCursor],
      ] as const) {
        if (!exists) {
          expect(markup).to.equal(null);
          continue;
        }
        const url = new URL(/href="([^"]+)"/.exec(markup as string)![1].replace(/&amp;/g, '&'), 'http://x');
        // '0' is empty, as PHP reads it: no cursor (paginate() never writes one).
        const token = cursor && cursor !== '0' ? cursor : null;
        expect(url.searchParams.get('cursor')).to.equal(token);
        expect(url.searchParams.has('page')).to.equal(token === null);
      }
    }));
  });
});
