/**
 * The elements and Ajax mode on a page that requires Trusted Types and
 * allows one policy, the library's own: `paginator-elements` (DESIGN.md §4,
 * SECURITY.md). The policy comes from a Content-Security-Policy
 * `<meta>`, which applies from the moment it is in the head; the page's
 * nodes are built with DOM calls, not markup.
 */
import { elementUpdated, expect, oneEvent } from '@open-wc/testing';
import { installAjaxLinks } from '../../src/ajax/ajax-update.js';
import '../../src/components/framework-error/framework-error.js';
import type { FrameworkErrorElement } from '../../src/components/framework-error/framework-error.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, mount, pageLink, settled, unmountAll } from './support.js';

const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = "require-trusted-types-for 'script'; trusted-types paginator-elements";
document.head.append(meta);

const paging = JSON.stringify({
  Article: { page: 2, pageCount: 5, count: 15, current: 3, prevPage: true, nextPage: true, defaults: { limit: 3 }, options: { page: 2, limit: 3 } },
});

/** An element of `tag` with these attributes, appended to `parent`. */
function add<T extends Element>(parent: Element, tag: string, attributes: Record<string, string>): T {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  return element as unknown as T;
}

afterEach(unmountAll);

describe('a page that requires Trusted Types', () => {
  it('is one: markup given to an HTML sink as a string is refused', () => {
    expect(() => {
      document.createElement('div').innerHTML = '<b>x</b>';
    }).to.throw(TypeError);
  });

  it('the elements render, in shadow and in light DOM, through the paginator-elements policy', async () => {
    const root = mount();
    const errors = await consoleErrors(async () => {
      const numbers = add<PaginatorNumbers>(root, 'paginator-numbers', { paging });
      const light = add(root, 'paginator-numbers', { paging, light: '' });
      const counter = add(root, 'paginator-counter', { paging, light: '', format: 'range' });
      const link = add(root, 'paginator-link', { paging, kind: 'next' });
      const page = add<FrameworkErrorElement>(root, 'framework-error', { method: 'missingController', params: '{"className": "PostsController"}', debug: '2' });
      await settled(root);
      expect(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('2');
      expect(light.querySelector('span.current')!.textContent).to.equal('2');
      expect(counter.textContent).to.equal('4 - 6 of 15');
      expect(link.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(`${location.pathname}?page=3`);
      expect(page.shadowRoot!.querySelector('h2')!.textContent).to.contain('Missing Controller');
    });
    expect(errors).to.deep.equal([]);
  });

  it('Ajax mode fetches and swaps answers in, from the elements and from installAjaxLinks', async () => {
    const root = mount();
    add(root, 'div', { id: 'region' });
    const numbers = add<PaginatorNumbers>(root, 'paginator-numbers', {
      paging, url: '{"controller": "__test", "action": "page"}', update: 'region',
    });
    await elementUpdated(numbers);
    const loaded = oneEvent(numbers, 'paginator-load');
    pageLink(numbers, '3').click();
    await loaded;
    expect(root.querySelector('#region ul')!.getAttribute('data-page')).to.equal('3');
    await elementUpdated(numbers);
    expect(numbers.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('3');

    const uninstall = installAjaxLinks();
    try {
      const link = add<HTMLAnchorElement>(root, 'a', { href: '/__test/styled', 'data-update': 'region' });
      const swapped = oneEvent(document, 'paginator-load');
      link.click();
      await swapped;
      expect(root.querySelector('#region #styled')!.textContent).to.equal('styled');
    } finally {
      uninstall();
    }
  });
});
