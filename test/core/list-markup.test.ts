// The list presets as HTML (DOM-free): what a server writes for <paginator-numbers light preset>.
import { expect } from 'chai';
import { LIST_PRESETS, listMarkup, type ListLook } from '../../src/pagination/list-markup.js';
import { numbersItems } from '../../src/pagination/numbers.js';
import { nextItem, prevItem } from '../../src/pagination/prev-next.js';
import type { PageItem } from '../../src/pagination/items.js';
import { helper, record } from './fixtures.js';

describe('listMarkup()', () => {
  it('writes Bootstrap 5’s pagination: page-item / page-link, the active page, disabled labels, no separators', () => {
    const paginator = helper(record(1, 9));
    const items: PageItem[] = [
      prevItem(paginator, 'Previous', {}, true)!,
      ...(numbersItems(paginator, { modulus: 2, last: 1 }) as PageItem[]),
      nextItem(paginator, 'Next')!,
    ];
    expect(listMarkup(items, LIST_PRESETS.bootstrap)).to.equal(
      '<ul class="pagination">'
      + '<li class="page-item disabled"><span class="page-link">Previous</span></li>'
      + '<li class="page-item active" aria-current="page"><span class="page-link">1</span></li>'
      + '<li class="page-item"><a href="/articles?page=2" class="page-link">2</a></li>'
      + '<li class="page-item"><a href="/articles?page=3" class="page-link">3</a></li>'
      + '<li class="page-item disabled"><span class="page-link">...</span></li>'
      + '<li class="page-item"><a href="/articles?page=9" class="page-link">9</a></li>'
      + '<li class="page-item"><a href="/articles?page=2" class="page-link" rel="next">Next</a></li>'
      + '</ul>',
    );
  });

  it('writes the glyphs of prev, next, first and last hidden from assistive technology, so that their names are words (DESIGN §7)', () => {
    const paginator = helper(record(2, 3));
    const items: PageItem[] = [prevItem(paginator)!, nextItem(paginator, '›')!, nextItem(paginator, '<b>Next</b> »', { escape: false })!];
    expect(listMarkup(items, LIST_PRESETS.list)).to.equal(
      '<ul><li><a href="/articles?page=1" rel="prev"><span aria-hidden="true">&lt;&lt; </span>Previous</a></li>'
      // A label of glyphs alone is named by the word.
      + '<li><a href="/articles?page=3" rel="next" aria-label="Next"><span aria-hidden="true">›</span></a></li>'
      // Markup the caller wrote is written as it is.
      + '<li><a href="/articles?page=3" rel="next"><b>Next</b> »</a></li></ul>',
    );
  });

  it('finds the glyphs of a label in a time linear in its length, whatever it holds', () => {
    const paginator = helper(record(2, 3));
    const label = `a${' '.repeat(200_000)}a${'»'.repeat(200_000)}`;
    const started = performance.now();
    const markup = listMarkup([nextItem(paginator, label)!], LIST_PRESETS.list);
    expect(performance.now() - started).to.be.below(1000);
    expect(markup).to.contain(`<span aria-hidden="true">${'»'.repeat(200_000)}</span>`);
  });

  it('list: no classes at all, and the page’s own classes when it gives them', () => {
    const items = numbersItems(helper(record(2, 3)), {}) as PageItem[];
    expect(listMarkup(items, LIST_PRESETS.list)).to.equal(
      '<ul><li><a href="/articles?page=1">1</a></li><li aria-current="page"><span>2</span></li><li><a href="/articles?page=3">3</a></li></ul>',
    );
    const look: ListLook = { list: 'flex gap-1', item: 'inline', link: 'px-2', current: 'font-bold', disabled: 'opacity-50' };
    expect(listMarkup(items, look)).to.contain('<li class="inline font-bold" aria-current="page"><span class="px-2">2</span></li>');
  });

  it('escapes labels, texts, URLs and classes; a label the caller marked as markup stays markup', () => {
    const paginator = helper(record(2, 3));
    const hostile = '<img src=x onerror=alert(1)>"';
    const items = numbersItems(paginator, { before: hostile }) as PageItem[];
    const look = { ...LIST_PRESETS.list, link: '"><script>' };
    const markup = listMarkup([...items, prevItem(paginator, '<b>Back</b>', { escape: false })!], look);
    expect(markup).to.not.contain('<img').and.not.contain('<script>');
    expect(markup).to.contain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(markup).to.contain('class="&quot;&gt;&lt;script&gt;"');
    expect(markup).to.contain('<b>Back</b>');
  });
});
