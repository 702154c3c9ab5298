/**
 * Issue 19 (point 4) and issue 27: the jump field in the compact form.
 * `<paginator-numbers format="compact" jump>` (and the fitted form where it
 * falls back to compact) shows the page as a field: "Page [ 5 ] of 20".
 * Enter goes where a page link goes, in every navigation mode; what is not
 * a page gets `<paginator-jump>`'s messages and goes nowhere. A labelled
 * target of 24 px (44 under a coarse pointer) that holds at 320 px.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { NavigateDetail, PaginatorNumbers } from '../../src/index.js';
import { consoleErrors, mount, unmountAll } from './support.js';

/** The jump field, once the element has rendered it (its part arrives on demand). */
async function field(el: PaginatorNumbers): Promise<HTMLInputElement> {
  await waitUntil(() => el.shadowRoot!.querySelector('input[name=page]'), 'no jump field', { timeout: 3000 });
  await el.updateComplete;
  return el.shadowRoot!.querySelector<HTMLInputElement>('input[name=page]')!;
}

/** Types `text` into the field in place of what it holds, then presses Enter. */
async function enter(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

/** The navigations `el` announced, each canceled unless `follow`. */
function navigations(el: Element, follow = false): NavigateDetail[] {
  const seen: NavigateDetail[] = [];
  el.addEventListener('paginator-navigate', (event) => {
    seen.push((event as CustomEvent<NavigateDetail>).detail);
    if (!follow) event.preventDefault();
  });
  return seen;
}

const statusText = (el: PaginatorNumbers) => el.shadowRoot!.querySelector('[part~=status]')!.textContent!.replace(/\s+/g, ' ').trim();

interface AxNode { role: string; name: string; value?: number; valuemin?: number; valuemax?: number; children?: AxNode[] }
const axNodes = (node: AxNode): AxNode[] => [node, ...(node.children ?? []).flatMap(axNodes)];

describe('the jump field in the compact form', () => {
  afterEach(unmountAll);

  it('shows "Page [ 5 ] of 20": a number field named Page, bounded by the page count', async () => {
    const box = mount('<paginator-numbers format="compact" jump prev next page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const input = await field(el);
    expect([input.type, input.value, input.min, input.max]).to.deep.equal(['number', '5', '1', '20']);
    expect(statusText(el)).to.equal('Page of 20');
    const nodes = axNodes(await a11ySnapshot({}) as unknown as AxNode);
    const spin = nodes.find((node) => node.role === 'spinbutton')!;
    expect([spin.name, spin.value, spin.valuemin, spin.valuemax]).to.deep.equal(['Page', 5, 1, 20]);
    // prev and next stay around it.
    expect(el.shadowRoot!.querySelectorAll('a[rel=prev], a[rel=next]')).to.have.length(2);
  });

  it('link mode: Enter goes where the page link goes', async () => {
    const box = mount('<paginator-numbers format="compact" jump page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const seen = navigations(el);
    await enter(await field(el), '7');
    expect(seen).to.have.length(1);
    expect(seen[0].page).to.equal(7);
    expect(seen[0].kind).to.equal('jump');
    const url = new URL(seen[0].url);
    expect(url.pathname).to.equal(location.pathname);
    expect(url.searchParams.get('page')).to.equal('7');
  });

  it('href-template: Enter goes to the template\'s URL of the page', async () => {
    const box = mount('<paginator-numbers format="compact" jump href-template="/articles/{page}" page="5" page-count="20"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const seen = navigations(el);
    await enter(await field(el), '12');
    // The template is applied by the optional parts, which the field takes asynchronously.
    await waitUntil(() => seen.length > 0, 'no navigation', { timeout: 3000 });
    expect(seen.map(({ page, url }) => [page, url])).to.deep.equal([[12, new URL('/articles/12', location.href).href]]);
  });

  it('app mode: Enter shows the page, reflected in the page attribute and the field', async () => {
    const box = mount('<paginator-numbers format="compact" jump navigation="app" page="5" page-count="20"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const seen = navigations(el, true);
    await enter(await field(el), '9');
    await waitUntil(() => el.getAttribute('page') === '9', 'the page attribute never said 9', { timeout: 3000 });
    await el.updateComplete;
    expect(seen.map(({ page, url }) => [page, url])).to.deep.equal([[9, '']]);
    expect((await field(el)).value).to.equal('9');
  });

  it('Ajax mode: Enter fetches the page into the region, as a page link does', async () => {
    const box = mount(`<div id="jump-results">old</div><paginator-numbers format="compact" jump update="jump-results"
      href-template="/__test/page?n={page}" page="1" page-count="5"></paginator-numbers>`);
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const loaded = new Promise((resolve) => box.addEventListener('paginator-load', resolve, { once: true }));
    await enter(await field(el), '3');
    await loaded;
    expect(box.querySelector('#jump-results')!.textContent).to.include('Item 7');
    await waitUntil(() => el.shadowRoot!.querySelector<HTMLInputElement>('input[name=page]')!.value === '3', 'the field never showed page 3', { timeout: 3000 });
  });

  it('what is not a page: the jump\'s message, the field marked invalid, no navigation; fixed, the message goes', async () => {
    const box = mount('<paginator-numbers format="compact" jump page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const seen = navigations(el);
    const input = await field(el);
    await enter(input, '99');
    await el.updateComplete;
    const error = el.shadowRoot!.querySelector('[part=error]')!;
    expect(error.textContent).to.equal('There is no page 99. Enter a page number from 1 to 20.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(error.id);
    expect(el.shadowRoot!.activeElement === input).to.equal(true);
    expect(seen).to.deep.equal([]);
    await enter(input, '');
    await el.updateComplete;
    expect(error.textContent).to.equal('Enter a page number from 1 to 20.');
    await sendKeys({ type: '4' });
    await el.updateComplete;
    expect(error.textContent).to.equal('');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('speaks the element\'s language: German words and messages', async () => {
    const box = mount('<div lang="de"><paginator-numbers format="compact" jump page="5" total="200" page-size="10"></paginator-numbers></div>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const input = await field(el);
    await waitUntil(() => statusText(el).startsWith('Seite'), `not German: ${statusText(el)}`, { timeout: 3000 });
    navigations(el);
    await enter(input, '0');
    await el.updateComplete;
    const message = el.shadowRoot!.querySelector('[part=error]')!.textContent!;
    expect(message).to.not.equal('');
    expect(message).to.not.include('There is no page');
  });

  it('a target of at least 24 px, 44 where the pointer is coarse', async () => {
    const box = mount('<paginator-numbers format="compact" jump page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const input = await field(el);
    let { width, height } = input.getBoundingClientRect();
    expect(Math.min(width, height)).to.be.at.least(24);
    const root = el.shadowRoot!;
    const coarse = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('pointer: coarse'));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(coarse.flatMap((block) => [...block.cssRules].map((rule) => rule.cssText)).join('\n'));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    ({ width, height } = input.getBoundingClientRect());
    expect(Math.min(width, height)).to.be.at.least(44);
  });

  it('holds at 320 px in a row with 10^12 pages, and the fitted form falls back to it', async () => {
    const box = mount(`<div style="width: 320px; display: flex; gap: 8px; overflow: auto">
      <paginator-link kind="prev" page="500000000000" page-count="1000000000000"></paginator-link>
      <paginator-numbers format="compact" jump page="500000000000" page-count="1000000000000"></paginator-numbers>
      <paginator-link kind="next" page="500000000000" page-count="1000000000000"></paginator-link></div>
      <div style="width: 200px"><paginator-numbers jump prev next page="500000000000" page-count="1000000000000"></paginator-numbers></div>
      <div style="width: 240px" lang="ar" dir="rtl"><paginator-numbers appearance="classic" jump prev next page="500000000000" page-count="1000000000000"></paginator-numbers></div>`);
    const [row, narrow, rtl] = Array.from(box.children) as HTMLElement[];
    const compact = row.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const fitted = narrow.querySelector<PaginatorNumbers>('paginator-numbers')!;
    const classic = rtl.querySelector<PaginatorNumbers>('paginator-numbers')!;
    for (const el of [compact, fitted, classic]) expect((await field(el)).value).to.equal('500000000000');
    for (const [el, container] of [[compact, row], [fitted, narrow], [classic, rtl]] as const) {
      expect(container.scrollWidth, el.outerHTML).to.be.at.most(container.clientWidth);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      expect(el.getBoundingClientRect().right).to.be.at.most(container.getBoundingClientRect().right + 0.5);
      // The field shows the whole page number (13 digits), not a part of it.
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=page]')!;
      expect(input.scrollWidth, el.outerHTML).to.be.at.most(input.clientWidth);
    }
  });

  it('an estimated count: "Page [ 5 ] of about 20", as the compact form\'s text says it', async () => {
    const box = mount('<paginator-numbers format="compact" jump></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    el.paging = { Item: { page: 5, pageCount: 20, count: 200, countEstimated: true, current: 10, prevPage: true, nextPage: true, options: { page: 5, limit: 10 } } };
    await field(el);
    expect(statusText(el)).to.equal('Page of about 20');
  });

  it('the standard form shows no field', async () => {
    const box = mount('<div style="width: 1280px"><paginator-numbers jump prev next page="5" total="200" page-size="10"></paginator-numbers></div>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    await el.updateComplete;
    await new Promise(requestAnimationFrame);
    expect(el.shadowRoot!.querySelector('[aria-current=page]')!.textContent).to.equal('5');
    expect(el.shadowRoot!.querySelector('input') === null).to.equal(true);
  });

  for (const value of ['false', 'yes']) {
    it(`jump="${value}" is one console error naming jump, and the compact form shows its text`, async () => {
      const box = mount();
      const fields: string[] = [];
      box.addEventListener('paginator-error', (event) => fields.push((event as CustomEvent).detail.field));
      let el!: PaginatorNumbers;
      const errors = await consoleErrors(async () => {
        box.innerHTML = `<paginator-numbers format="compact" jump="${value}" page="5" total="200" page-size="10"></paginator-numbers>`;
        el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
        await waitUntil(() => el.shadowRoot!.querySelector('[part=page]'), 'no compact form', { timeout: 3000 });
        el.setAttribute('page', '6');
        await el.updateComplete;
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include('<paginator-numbers>').and.include('jump').and.include(value);
      expect(fields).to.deep.equal(['jump']);
      expect(el.shadowRoot!.querySelector('[part=page]')!.textContent).to.equal('Page 6 of 20');
      expect(el.shadowRoot!.querySelector('input') === null).to.equal(true);
    });
  }

  it('light DOM: the same field between the core\'s prev and next, no parts; Enter goes there too', async () => {
    const box = mount('<paginator-numbers light format="compact" jump prev next page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    await waitUntil(() => el.querySelector('input[name=page]'), 'no jump field in light DOM', { timeout: 3000 });
    const input = el.querySelector<HTMLInputElement>('input[name=page]')!;
    expect([input.value, input.max, input.hasAttribute('part')]).to.deep.equal(['5', '20', false]);
    expect(el.querySelectorAll('a[rel=prev], a[rel=next]')).to.have.length(2);
    const seen = navigations(el);
    await enter(input, '8');
    expect(seen.map(({ page, kind }) => [page, kind])).to.deep.equal([[8, 'jump']]);
  });

  it('disabled: the field is disabled too', async () => {
    // Disabled first, the field asked for after: the field's rules arrive after the greyed ones.
    const box = mount('<paginator-numbers format="compact" disabled prev next page="5" total="200" page-size="10"></paginator-numbers>');
    const el = box.querySelector<PaginatorNumbers>('paginator-numbers')!;
    await waitUntil(() => el.shadowRoot!.querySelector('[part=page]'), 'no compact form', { timeout: 3000 });
    el.setAttribute('jump', '');
    const input = await field(el);
    await waitUntil(() => input.disabled, 'the field is not disabled', { timeout: 3000 });
    // Greyed as the other disabled controls, whichever part's rules arrived last.
    const probe = document.createElement('span');
    probe.style.color = 'GrayText';
    box.append(probe);
    expect(getComputedStyle(input).color).to.equal(getComputedStyle(probe).color);
    expect(el.shadowRoot!.querySelector('a') === null).to.equal(true);
  });
});
