/**
 * DESIGN §4: `update`, `before` and `after` are writable properties that do
 * what their attributes do, while the element's update cycle (`update()`)
 * and the DOM's `before()` / `after()` keep working. Frameworks assign them
 * as properties because the element has members by those names.
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import { PaginatorNumbers } from '../../src/index.js';
import { mount, sequence, settled, unmountAll } from './support.js';

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const testUrl = JSON.stringify({ controller: '__test', action: 'page' });

type Loose = Record<string, unknown>;

/** A connected `<paginator-numbers>` showing page 1 of the test server's pages. */
async function numbers(root: HTMLElement, tag = 'paginator-numbers'): Promise<PaginatorNumbers> {
  const el = document.createElement(tag) as PaginatorNumbers;
  el.paging = { Article: record(1) };
  el.url = testUrl;
  root.append(el);
  await el.updateComplete;
  return el;
}

describe('properties named like methods (update, before, after)', () => {
  afterEach(unmountAll);

  it('update = id puts the element in Ajax mode, and its update cycle still renders', async () => {
    const root = mount('<div id="region"><p>Original</p></div>');
    const el = await numbers(root);
    (el as unknown as Loose).update = 'region';
    expect(el.updateTarget).to.equal('region');
    expect(typeof (el as unknown as Loose).update).to.equal('function');
    const loaded = oneEvent(el, 'paginator-load');
    Array.from(el.shadowRoot!.querySelectorAll('a')).find((a) => a.textContent === '3')!.click();
    await loaded;
    expect(root.querySelector('#region ul')!.getAttribute('data-page')).to.equal('3');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('3');
    (el as unknown as Loose).update = null;
    expect(el.updateTarget).to.equal(null);
  });

  it('before = text and after = text are shown, and before() / after() still insert nodes', async () => {
    const root = mount();
    const el = await numbers(root);
    Object.assign(el, { before: '[', after: ']' });
    await el.updateComplete;
    expect(el.beforeText).to.equal('[');
    expect(el.afterText).to.equal(']');
    expect(sequence(el).startsWith('[')).to.equal(true);
    expect(sequence(el).endsWith(']')).to.equal(true);
    const ahead = document.createElement('hr');
    const behind = document.createElement('br');
    el.before(ahead);
    el.after(behind);
    expect(el.previousSibling).to.equal(ahead);
    expect(el.nextSibling).to.equal(behind);
  });

  it('values set before the element is defined are taken over when it upgrades', async () => {
    const root = mount('<div id="late-region"></div>');
    const el = document.createElement('late-numbers');
    // What a framework does with an element it does not know yet: `before` is `in` every element.
    Object.assign(el, { before: '«', after: '»', update: 'late-region' });
    root.append(el);
    customElements.define('late-numbers', class extends PaginatorNumbers {});
    const upgraded = el as PaginatorNumbers;
    upgraded.paging = { Article: record(2) };
    await upgraded.updateComplete;
    expect(Object.prototype.hasOwnProperty.call(el, 'before')).to.equal(false);
    expect(upgraded.beforeText).to.equal('«');
    expect(upgraded.afterText).to.equal('»');
    expect(upgraded.updateTarget).to.equal('late-region');
    expect(sequence(upgraded)).to.match(/^«.*\[2\].*»$/);
    upgraded.before(document.createElement('hr'));
    expect(upgraded.previousElementSibling!.localName).to.equal('hr');
  });

  it('light = true set as a property before connecting renders into light DOM', async () => {
    const root = mount();
    const el = document.createElement('paginator-numbers') as PaginatorNumbers;
    el.light = true;
    el.paging = { Article: record(2) };
    root.append(el);
    await settled(root);
    expect(el.shadowRoot).to.equal(null);
    expect(el.querySelector('.current')!.textContent).to.equal('2');
  });
});
