/**
 * App mode (`navigation="app"`, issue 19 point 3): no URLs; links are
 * buttons that fire `paginator-navigate` with the page and, unless it is
 * canceled, show that page themselves, moving focus to the new current
 * page; nothing else fires and nothing is fetched. The buttons look and
 * size exactly as link mode's links do, and the page shown is reflected to
 * the `page` attribute (issue 27, defect 5).
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { guardClicks, mount, sequence, settled, unmountAll } from './support.js';

guardClicks();

async function shown(markup: string): Promise<PaginatorNumbers> {
  const el = mount(markup).firstElementChild as PaginatorNumbers;
  await el.updateComplete;
  return el;
}

const button = (el: Element, text: string) => Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === text)!;

describe('app mode', () => {
  afterEach(unmountAll);

  it('renders buttons, no links', async () => {
    const el = await shown('<paginator-numbers navigation="app" page="3" page-count="5" prev next></paginator-numbers>');
    expect(el.shadowRoot!.querySelectorAll('a')).to.have.length(0);
    const buttons = Array.from(el.shadowRoot!.querySelectorAll('button'));
    expect(buttons.map((b) => b.type)).to.deep.equal(['button', 'button', 'button', 'button', 'button', 'button']);
    expect(sequence(el)).to.include('[3]');
  });

  it('a click fires paginator-navigate with the page and shows it, and nothing else fires', async () => {
    const el = await shown('<paginator-numbers navigation="app" page="3" page-count="5"></paginator-numbers>');
    const events: string[] = [];
    const details: NavigateDetail[] = [];
    for (const type of ['paginator-navigate', 'paginator-request', 'paginator-load', 'paginator-error']) el.addEventListener(type, () => events.push(type));
    el.addEventListener('paginator-navigate', (event) => details.push(event.detail));
    button(el, '5').click();
    await el.updateComplete;
    expect(events).to.deep.equal(['paginator-navigate']);
    expect(details.map(({ page, url, kind }) => ({ page, url, kind }))).to.deep.equal([{ page: 5, url: '', kind: 'number' }]);
    expect(el.page).to.equal(5);
    expect(sequence(el)).to.include('[5]');
  });

  it('canceled, the page stays', async () => {
    const el = await shown('<paginator-numbers navigation="app" page="3" page-count="5"></paginator-numbers>');
    el.addEventListener('paginator-navigate', (event) => event.preventDefault());
    button(el, '4').click();
    await el.updateComplete;
    expect(sequence(el)).to.include('[3]');
  });

  it('moves focus to the new current page', async () => {
    const el = await shown('<paginator-numbers navigation="app" page="3" page-count="5" next="Next"></paginator-numbers>');
    const next = button(el, 'Next');
    next.focus();
    next.click();
    await el.updateComplete;
    const focused = el.shadowRoot!.activeElement!;
    expect(focused.getAttribute('aria-current')).to.equal('page');
    expect(focused.textContent).to.equal('4');
  });

  it('updates a paging record too, its prevPage and nextPage worked out again', async () => {
    const el = await shown(`<paginator-numbers navigation="app" next="Next" paging='{"page": 4, "pageCount": 5, "prevPage": true, "nextPage": true}'></paginator-numbers>`);
    button(el, 'Next').click();
    await el.updateComplete;
    expect(sequence(el)).to.include('[5]');
    expect(el.shadowRoot!.querySelector('[aria-disabled="true"]')!.textContent).to.equal('Next');
  });

  it('a record without a total shows the page too: back, it has a next page; forward, as the page before had', async () => {
    const el = await shown(`<paginator-numbers navigation="app" prev="Previous" next="Next" paging='{"page": 20, "prevPage": true, "nextPage": false, "options": {"page": 20}}'></paginator-numbers>`);
    button(el, 'Previous').click();
    await el.updateComplete;
    expect(sequence(el)).to.include('[19]');
    expect(el.pagingRecords!.Model).to.include({ page: 19, prevPage: true, nextPage: true });
    button(el, 'Next').click();
    await el.updateComplete;
    expect(sequence(el)).to.include('[20]');
    expect(el.pagingRecords!.Model).to.include({ page: 20, nextPage: true });
  });

  it('a keyset record is left to the app: its cursors are the app\'s to give', async () => {
    const el = await shown(`<paginator-numbers navigation="app" next="Next" paging='{"page": 2, "prevPage": true, "nextPage": true, "nextCursor": "k3", "prevCursor": "k1"}'></paginator-numbers>`);
    button(el, 'Next').click();
    await el.updateComplete;
    expect(el.pagingRecords!.Model).to.include({ page: 2, nextCursor: 'k3' });
  });

  it('refuses an unknown navigation, naming it', async () => {
    const el = await shown('<paginator-numbers page="3" page-count="5"></paginator-numbers>');
    const fields: string[] = [];
    el.addEventListener('paginator-error', (event) => fields.push((event.detail as { field: string }).field));
    const original = console.error;
    console.error = () => {};
    try {
      el.navigation = 'spa';
      await el.updateComplete;
    } finally {
      console.error = original;
    }
    expect(fields).to.deep.equal(['navigation']);
    expect(el.shadowRoot!.querySelector('a, button')).to.equal(null);
  });

  it('the page attribute says the page shown after a click, set after paginator-navigate; a canceled click leaves it', async () => {
    const el = await shown('<paginator-numbers navigation="app" page="3" page-count="9"></paginator-numbers>');
    const during: Array<string | null> = [];
    el.addEventListener('paginator-navigate', () => during.push(el.getAttribute('page')));
    button(el, '5').click();
    await el.updateComplete;
    expect([during, el.getAttribute('page'), sequence(el).includes('[5]')]).to.deep.equal([['3'], '5', true]);
    el.addEventListener('paginator-navigate', (event) => event.preventDefault());
    button(el, '6').click();
    await el.updateComplete;
    expect([during, el.getAttribute('page'), sequence(el).includes('[5]')]).to.deep.equal([['3', '5'], '5', true]);
  });
});

/** What makes a target look as it does: its box and the computed styles a reader sees. */
const LOOK = ['color', 'background-color', 'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius',
  'padding-top', 'padding-left', 'font-family', 'font-size', 'font-weight', 'line-height', 'text-decoration-line', 'cursor', 'display'];

function looks(el: Element): Array<Record<string, string | number>> {
  return Array.from(el.shadowRoot!.querySelectorAll('a, button, [aria-current], [aria-disabled]'), (node) => {
    const style = getComputedStyle(node);
    const { width, height } = node.getBoundingClientRect();
    return { part: node.getAttribute('part')!, text: node.textContent!, width, height, ...Object.fromEntries(LOOK.map((name) => [name, style.getPropertyValue(name)])) };
  });
}

describe('app mode looks as link mode does', () => {
  afterEach(unmountAll);

  for (const [scheme, appearance] of [['light', ''], ['dark', ''], ['light', 'classic'], ['dark', 'filled']]) {
    it(`${scheme}${appearance ? `, ${appearance}` : ''}: the same boxes, parts and styles, targets at least 24×24 px`, async () => {
      const pager = (mode: string) => `<paginator-numbers ${mode} appearance="${appearance}" page="3" page-count="9" first="first" last="last" prev next></paginator-numbers>`;
      const root = mount(`<div style="color-scheme: ${scheme}; font: 16px sans-serif">${pager('')}<br>${pager('navigation="app"')}</div>`);
      await settled(root);
      const [links, app] = root.querySelectorAll('paginator-numbers');
      expect(app.shadowRoot!.querySelectorAll('button').length).to.be.greaterThan(4);
      expect(looks(app)).to.deep.equal(looks(links));
      if (appearance !== 'classic') {
        for (const { width, height, text } of looks(app)) expect([width, height], text).to.satisfy(([w, h]: number[]) => w >= 24 && h >= 24);
      }
    });
  }
});
