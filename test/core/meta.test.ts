// meta(): the <link rel> elements of a paged page, for the document head (DOM-free).
import { expect } from 'chai';
import fc from 'fast-check';
import { meta, metaLinks } from '../../src/pagination/meta.js';
import { next, prev } from '../../src/pagination/prev-next.js';
import { helper, record } from './fixtures.js';
import { deepFreeze } from './frozen-support.js';

describe('meta()', () => {
  it('writes prev and next by default, with the URLs prev() and next() link to', () => {
    const paginator = helper(record(3, 9, { options: { page: 3, limit: 10, sort: 'title', direction: 'desc' } }));
    expect(meta(paginator)).to.equal(
      '<link rel="prev" href="/articles?page=2&amp;sort=title&amp;direction=desc">'
      + '<link rel="next" href="/articles?page=4&amp;sort=title&amp;direction=desc">',
    );
    const hrefOf = (markup: string | null) => /href="([^"]*)"/.exec(markup!)![1];
    const [prevLink, nextLink] = metaLinks(paginator);
    expect(prevLink.href.replace(/&/g, '&amp;')).to.equal(hrefOf(prev(paginator)));
    expect(nextLink.href.replace(/&/g, '&amp;')).to.equal(hrefOf(next(paginator)));
  });

  it('writes first and last when asked, and only the relations that exist', () => {
    const options = { first: true, last: true };
    expect(meta(helper(record(1, 9)), options)).to.equal(
      '<link rel="next" href="/articles?page=2"><link rel="last" href="/articles?page=9">',
    );
    expect(meta(helper(record(9, 9)), options)).to.equal(
      '<link rel="prev" href="/articles?page=8"><link rel="first" href="/articles?page=1">',
    );
    expect(meta(helper(record(5, 9)), { prev: false, next: false, ...options })).to.equal(
      '<link rel="first" href="/articles?page=1"><link rel="last" href="/articles?page=9">',
    );
    expect(meta(helper(record(1, 1)), options)).to.equal('');
  });

  it('makes URLs absolute with fullBase, and writes named URLs in the helper’s style', () => {
    expect(meta(helper(record(2, 3)), { fullBase: 'https://example.org' })).to.equal(
      '<link rel="prev" href="https://example.org/articles?page=1"><link rel="next" href="https://example.org/articles?page=3">',
    );
    expect(meta(helper(record(2, 3), { urlStyle: 'named' }), { next: false })).to.equal('<link rel="prev" href="/articles/page:1">');
  });

  it('is also the helper’s meta(), for the model it names', () => {
    const paginator = helper({ Article: record(1, 2), Comment: record(2, 2) });
    expect(paginator.meta({ model: 'Comment' })).to.equal('<link rel="prev" href="/articles?page=1">');
    expect(paginator.meta()).to.equal('<link rel="next" href="/articles?page=2">');
  });

  it('needs no total: a record with prevPage and nextPage only gives prev and next, and no last', () => {
    const simple = { page: 3, prevPage: true, nextPage: true, defaults: { limit: 10 }, options: { limit: 10 } };
    expect(meta(helper(simple), { first: true, last: true })).to.equal(
      '<link rel="prev" href="/articles?page=2"><link rel="next" href="/articles?page=4"><link rel="first" href="/articles?page=1">',
    );
  });

  it('escapes every URL, whatever the URL parts hold', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (sort, direction) => {
      const markup = meta(helper(record(2, 3, { options: { page: 2, limit: 10, sort, direction } })), { first: true, last: true });
      // Nothing but the <link> elements themselves: no quote or bracket gets out of an href.
      expect(markup.replace(/<link rel="(prev|next|first|last)" href="[^"<>]*">/g, '')).to.equal('');
    }));
  });

  it('writes each link of metaLinks(), its whole href escaped, on a record frozen or not, whatever the base and the URL parts hold', () => {
    const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const named = (markup: string) => markup.replace(/&amp;/g, '&#38;').replace(/&lt;/g, '&#60;').replace(/&gt;/g, '&#62;').replace(/&quot;/g, '&#34;').replace(/&#039;/g, '&#39;');
    fc.assert(fc.property(
      fc.string(), fc.string(), fc.constantFrom('', 'https://example.org', 'http://a&b\'c"d<e>:8080'), fc.boolean(),
      (sort, direction, fullBase, frozen) => {
        const paging = record(2, 3, { options: { page: 2, limit: 10, sort, direction } });
        const paginator = helper(frozen ? deepFreeze(paging) : paging);
        const options = { first: true, last: true, fullBase };
        const expected = metaLinks(paginator, options).map(({ rel, href }) => `<link rel="${rel}" href="${escape(href)}">`).join('');
        expect(named(meta(paginator, options))).to.equal(expected);
      },
    ));
  });

  it('links prev and next where prev() and next() do, by page or by cursor, on any record that has them', () => {
    const hrefOf = (markup: string | null) => /href="([^"]*)"/.exec(markup!)![1].replace(/&amp;/g, '&');
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), fc.boolean(),
      fc.option(fc.constantFrom('title', 'a b&c')), fc.boolean(), fc.boolean(),
      (asked, pageCount, prevPage, nextPage, sort, cursors, frozen) => {
        const page = Math.min(asked, pageCount);
        // Records as they come, neighbours flagged or not whatever the page, a cursor for each step or none.
        const paging = record(page, pageCount, {
          prevPage, nextPage, options: { page, limit: 10, ...(sort === null ? {} : { sort, direction: 'desc' }) },
          ...(cursors ? { prevCursor: 'p1', nextCursor: 'n1' } : {}),
        });
        const paginator = helper(frozen ? deepFreeze(paging) : paging);
        const links = Object.fromEntries(metaLinks(paginator).map(({ rel, href }) => [rel, href]));
        expect(links.prev).to.equal(prevPage ? hrefOf(prev(paginator)) : undefined);
        expect(links.next).to.equal(nextPage ? hrefOf(next(paginator)) : undefined);
      },
    ));
  });

  it('refuses bad options and a missing record with a TypeError that names them', () => {
    const paginator = helper(record(2, 3));
    expect(() => meta(paginator, { first: 'yes' as never })).to.throw(TypeError, 'option "first" must be a boolean, got "yes"');
    expect(() => meta(paginator, null as never)).to.throw(TypeError, 'meta(): options must be an object, got null');
    expect(() => meta(paginator, { fullBase: 'javascript:alert(1)//' })).to.throw(TypeError, 'option "fullBase"');
    expect(() => meta(paginator, { fullBase: 'https://example.org/path' })).to.throw(TypeError, 'option "fullBase"');
    expect(() => meta(helper({}))).to.throw(TypeError, 'meta(): params.paging holds no paging record');
    expect(() => meta(helper(record(2, 3, { page: 'two' as never })))).to.throw(TypeError, 'field "page"');
  });
});
