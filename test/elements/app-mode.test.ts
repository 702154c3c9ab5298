/**
 * App mode (`navigation="app"`, issue 19 point 3): no URLs; links are
 * buttons that fire `paginator-navigate` with the page and, unless it is
 * canceled, show that page themselves, moving focus to the new current
 * page; nothing else fires and nothing is fetched.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { guardClicks, mount, sequence, unmountAll } from './support.js';

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
});
