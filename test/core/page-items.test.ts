// Page items: what the pagination operations mean before it is written (DOM-free).
import { expect } from 'chai';
import { itemsMarkup } from '../../src/pagination/items-markup.js';
import type { LinkItem, PageItem } from '../../src/pagination/items.js';
import { linker } from '../../src/pagination/link.js';
import { firstItems, lastItems, numbersItems } from '../../src/pagination/numbers.js';
import { nextItem, prevItem } from '../../src/pagination/prev-next.js';
import { sortItem } from '../../src/pagination/sort.js';
import { helper, record } from './fixtures.js';

/** Each item as one short word: `3` a page link, `[5]` the current page, `|` a separator, `…` an ellipsis. */
function shape(items: readonly PageItem[] | false): string[] {
  if (!items) return [];
  return items.map((item) => {
    switch (item.type) {
      case 'link':
        return item.role === 'number' ? String(item.page) : `${item.role}:${item.label}`;
      case 'current':
        return `[${item.page}]`;
      case 'disabled':
        return `(${item.label})`;
      default:
        return `${item.type}:${item.text}`;
    }
  });
}

describe('page items', () => {
  it('numbers(): page links with their page and URL, the current page, separators and the runs\' ellipses', () => {
    const paginator = helper(record(10, 20));
    const items = numbersItems(paginator, { modulus: 4, first: 2, last: 'last »' });
    expect(shape(items)).to.deep.equal([
      '1', 'separator: | ', '2', 'ellipsis:...',
      '8', 'separator: | ', '9', 'separator: | ', '[10]', 'separator: | ', '11', 'separator: | ', '12',
      'last:last »',
    ]);
    const links = (items as PageItem[]).filter((item): item is LinkItem => item.type === 'link');
    expect(links.map((item) => [item.page, item.url])).to.deep.include.members([[1, '/articles?page=1'], [20, '/articles?page=20']]);
    // The links of one call share their attributes.
    expect(new Set(links.map((item) => item.attributes)).size).to.equal(1);
    expect(itemsMarkup(paginator.tags, items as PageItem[])).to.equal(paginator.numbers({ modulus: 4, first: 2, last: 'last »' }));
  });

  it('a separator that reads "..." stays a separator; before and after are their own items', () => {
    const items = numbersItems(helper(record(2, 3)), { separator: '...', before: '[', after: '...' });
    expect(shape(items)).to.deep.equal(['before:[', '1', 'separator:...', '[2]', 'separator:...', '3', 'after:...']);
  });

  it('a run that touches the window ends with the window\'s separator, as the interface writes it', () => {
    expect(shape(numbersItems(helper(record(5, 20)), { modulus: 4, first: 2, separator: ' / ' }))).to.deep.equal([
      '1', 'separator: | ', '2', 'separator: / ', '3', 'separator: / ', '4', 'separator: / ', '[5]', 'separator: / ', '6', 'separator: / ', '7',
    ]);
  });

  it('first() and last(): runs and labelled links, with after / before as their own items', () => {
    const paginator = helper(record(5, 9));
    expect(shape(firstItems(paginator, 2))).to.deep.equal(['1', 'separator: | ', '2', 'ellipsis:...']);
    expect(shape(lastItems(paginator, 2, { before: '~' }))).to.deep.equal(['ellipsis:~', '8', 'separator: | ', '9']);
    expect(shape(firstItems(paginator, '«', { after: ' ' }))).to.deep.equal(['first:«', 'after: ']);
    expect(firstItems(helper(record(1, 9)))).to.deep.equal([]);
    expect(firstItems(helper(record(1, 1)))).to.equal(false);
  });

  it('prev() and next(): a link with its role and page, a disabled label, or null', () => {
    expect(prevItem(helper(record(3, 5)))).to.include({ type: 'link', role: 'prev', page: 2, url: '/articles?page=2', label: '<< Previous' });
    expect(nextItem(helper(record(5, 5)), 'Next', {}, 'No next', { class: 'off' })).to.deep.include({
      type: 'disabled', role: 'next', label: 'No next', markup: false, tag: 'div', attributes: { class: 'off' },
    });
    expect(prevItem(helper(record(1, 5)))).to.equal(null);
  });

  it('sort(): the link and the direction it sorts by', () => {
    const sorted = helper(record(2, 5, { options: { page: 2, limit: 10, order: { 'Article.title': 'asc' } } }));
    expect(sortItem(sorted, 'title')).to.include({ role: 'sort', direction: 'desc', page: 2 });
    expect(sortItem(helper(record(2, 5)), 'title')).to.include({ direction: 'asc', label: 'Title' });
  });

  it('link(): the page the URL names, or null when its page part is not a page number', () => {
    const links = linker(helper(record(2, 5)));
    expect(links.link('x', { page: 4 }, 'page')).to.include({ page: 4, url: '/articles?page=4' });
    expect(links.link('x', { page: 'last' }, 'page').page).to.equal(null);
  });

  it('a markup label is marked as such: escape: false', () => {
    const [link] = numbersItems(helper(record(2, 3)), { escape: false }) as PageItem[];
    expect(link).to.include({ markup: true });
    expect(numbersItems(helper(record(2, 3)), { escape: 0 }) as PageItem[]).to.satisfy((items: PageItem[]) => items.every((item) => !('markup' in item) || !item.markup));
  });
});
