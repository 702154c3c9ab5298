/**
 * Issue 27, a missing feature: `disabled` on `<paginator-numbers>`,
 * `<paginator-link>`, `<paginator-limit>` and `<paginator-jump>` (a boolean
 * attribute, reflected). Disabled, no link navigates, nothing takes focus
 * (links are `aria-disabled` items, form controls `disabled`), the
 * accessibility tree says disabled, and the look is greyed (GrayText, in
 * forced colours too); an Ajax request already on its way still lands.
 * Removing it gives everything back. A value other than present/absent is
 * one console error naming `disabled`, and the element stays enabled.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import '../../src/index.js';
import '../../src/components/paginator-limit/paginator-limit.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import type { PaginatorElement } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, guardClicks, mount, unmountAll } from './support.js';

type Disableable = PaginatorElement & { disabled: boolean | string };

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** Waits until every element under `root` (the form elements too) has rendered with what it needs. */
async function ready(root: ParentNode): Promise<void> {
  const all = Array.from(root.querySelectorAll('paginator-numbers, paginator-link, paginator-limit, paginator-jump'));
  await Promise.all(all.map((el) => (el as PaginatorElement).updateComplete));
}

/** What can take focus in the element's render root: links with an href, controls not disabled, anything with a tabindex. */
const focusable = (el: Element) => Array.from((el.shadowRoot ?? el).querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, [tabindex]'))
  .filter((node) => !(node as HTMLButtonElement).disabled);

const style = (node: Element) => getComputedStyle(node);

function resolved(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = style(probe).color;
  probe.remove();
  return value;
}

interface AxNode { role: string; name: string; disabled?: boolean; focusable?: boolean; children?: AxNode[] }
const axNodes = (node: AxNode): AxNode[] => [node, ...(node.children ?? []).flatMap(axNodes)];

describe('disabled', () => {
  guardClicks();
  afterEach(unmountAll);

  it('is a reflected boolean property on the four elements that take input', async () => {
    const box = mount(`<paginator-numbers page="3" total="100"></paginator-numbers><paginator-link kind="next" page="3" total="100"></paginator-link>
      <paginator-limit page="3" total="100"></paginator-limit><paginator-jump page="3" total="100"></paginator-jump>`);
    const all = Array.from(box.children) as Disableable[];
    await ready(box);
    for (const el of all) {
      expect(el.disabled, el.localName).to.equal(false);
      el.disabled = true;
    }
    await ready(box);
    for (const el of all) expect(el.getAttribute('disabled'), el.localName).to.equal('');
    for (const el of all) el.removeAttribute('disabled');
    await ready(box);
    for (const el of all) expect(el.disabled, el.localName).to.equal(false);
    for (const el of all) el.setAttribute('disabled', '');
    await ready(box);
    for (const el of all) expect(el.disabled, el.localName).to.equal(true);
  });

  it('numbers and links: no link, nothing focusable, named items marked disabled, none in the accessibility tree, no navigation', async () => {
    const box = mount(`<paginator-numbers disabled prev next aria-label="Pages" page="3" total="100"></paginator-numbers>
      <paginator-link disabled kind="next" page="3" total="100"></paginator-link>`);
    const [numbers, link] = Array.from(box.children) as Disableable[];
    await ready(box);
    const navigated: unknown[] = [];
    box.addEventListener('paginator-navigate', (event) => navigated.push((event as CustomEvent).detail));
    for (const el of [numbers, link]) {
      expect(el.shadowRoot!.querySelector('a') === null, el.localName).to.equal(true);
      expect(focusable(el), el.localName).to.have.length(0);
      for (const item of el.shadowRoot!.querySelectorAll('[role=link]')) {
        expect(item.getAttribute('aria-disabled')).to.equal('true');
        (item as HTMLElement).click();
      }
    }
    expect(navigated).to.deep.equal([]);
    // Still the current page, and still named as pages.
    expect(numbers.shadowRoot!.querySelector('[aria-current=page]')!.textContent).to.equal('3');
    // Named as before, and marked disabled for assistive technology.
    expect(numbers.shadowRoot!.querySelector('[aria-label="Page 4"]')!.getAttribute('aria-disabled')).to.equal('true');
    // The accessibility tree (its interesting nodes, as Puppeteer gives them) holds no link to follow, where enabled it does.
    const links = (tree: AxNode) => axNodes(tree).filter((node) => node.role === 'link').map((node) => node.name);
    expect(links(await a11ySnapshot({}) as unknown as AxNode)).to.deep.equal([]);
    numbers.disabled = link.disabled = false;
    await ready(box);
    expect(links(await a11ySnapshot({}) as unknown as AxNode)).to.include.members(['Page 4', 'Next']);
  });

  it('the look is greyed: links, chevrons and the current page in GrayText, in forced colours too', async () => {
    const box = mount('<div style="color-scheme: light dark"><paginator-numbers disabled prev next page="3" total="100"></paginator-numbers></div>');
    const numbers = box.querySelector<Disableable>('paginator-numbers')!;
    await ready(box);
    const grey = resolved('GrayText');
    const root = numbers.shadowRoot!;
    for (const node of root.querySelectorAll('[role=link], [aria-current]')) expect(style(node).color, node.textContent!).to.equal(grey);
    // The current page keeps no accent fill.
    expect(style(root.querySelector('[aria-current]')!).backgroundColor).to.not.equal(style(document.body).color);
    // The rules of forced colours, applied: the current page stays GrayText (not the system's selected colours).
    const blocks = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('forced-colors'));
    const forced = new CSSStyleSheet();
    forced.replaceSync(blocks.flatMap((block) => [...block.cssRules].map((rule) => rule.cssText)).join('\n'));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, forced];
    expect(style(root.querySelector('[aria-current]')!).color).to.equal(grey);
  });

  it('removing it gives everything back: links, focus and the current page', async () => {
    const box = mount('<paginator-numbers disabled prev next page="3" total="100"></paginator-numbers>');
    const numbers = box.querySelector<Disableable>('paginator-numbers')!;
    await ready(box);
    numbers.disabled = false;
    await ready(box);
    expect(numbers.hasAttribute('disabled')).to.equal(false);
    const links = numbers.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[href]');
    expect(links.length).to.be.above(3);
    links[0].focus();
    expect(numbers.shadowRoot!.activeElement === links[0]).to.equal(true);
    expect(numbers.shadowRoot!.querySelector('[aria-current=page]')!.textContent).to.equal('3');
    expect(numbers.shadowRoot!.querySelector('[aria-disabled]') === null).to.equal(true);
  });

  it('app mode: no button and no focusable current page while disabled; back when enabled', async () => {
    const box = mount('<paginator-numbers navigation="app" disabled prev next page="3" total="100"></paginator-numbers>');
    const numbers = box.querySelector<Disableable>('paginator-numbers')!;
    await ready(box);
    expect(focusable(numbers)).to.have.length(0);
    numbers.disabled = false;
    await ready(box);
    expect(numbers.shadowRoot!.querySelectorAll('button[type=button]').length).to.be.above(3);
  });

  it('forms: the select, the input and the buttons are disabled, greyed and cannot be submitted', async () => {
    const box = mount('<paginator-limit disabled page="3" total="100"></paginator-limit><paginator-jump disabled page="3" total="100"></paginator-jump>');
    await ready(box);
    const grey = resolved('GrayText');
    for (const el of Array.from(box.children) as Disableable[]) {
      const controls = el.shadowRoot!.querySelectorAll<HTMLInputElement>('select, input:not([type=hidden]), button');
      expect(controls.length, el.localName).to.equal(2);
      for (const control of controls) {
        expect(control.disabled, `${el.localName} ${control.localName}`).to.equal(true);
        expect(style(control).color).to.equal(grey);
      }
    }
    const nodes = axNodes(await a11ySnapshot({}) as unknown as AxNode);
    expect(nodes.find((node) => node.name === 'Page' && node.role === 'textbox')!.disabled).to.equal(true);
    expect(nodes.filter((node) => node.role === 'button').map((node) => node.disabled)).to.deep.equal([true, true]);
    expect(nodes.find((node) => node.role === 'combobox')!.disabled).to.equal(true);
  });

  it('light DOM, the core\'s markup and a list preset: no link, disabled items', async () => {
    const box = mount(`<paginator-numbers light disabled prev next page="3" total="100"></paginator-numbers>
      <paginator-numbers light preset="list" disabled page="3" total="100"></paginator-numbers>
      <paginator-link light disabled kind="next" page="3" total="100"></paginator-link>`);
    const all = Array.from(box.children) as Disableable[];
    await waitUntil(() => all.every((el) => el.querySelector('[aria-disabled]')), 'light DOM never rendered disabled', { timeout: 3000 });
    for (const el of all) {
      expect(el.querySelector('a') === null, el.outerHTML).to.equal(true);
      for (const item of el.querySelectorAll('[role=link]')) {
        expect(item.getAttribute('aria-disabled')).to.equal('true');
        expect(item.classList.contains('disabled')).to.equal(true);
      }
    }
    all[0].disabled = false;
    await ready(box);
    expect(all[0].querySelectorAll('a[href]').length).to.be.above(3);
  });

  it('an Ajax request already on its way still lands after the element is disabled', async () => {
    const box = mount(`<div id="dis-results">old</div>
      <paginator-numbers update="dis-results" href-template="/__test/slow?ms=300&amp;n={page}" page="1" page-count="5"></paginator-numbers>`);
    const numbers = box.querySelector<Disableable>('paginator-numbers')!;
    await ready(box);
    const loaded = new Promise((resolve) => box.addEventListener('paginator-load', resolve, { once: true }));
    numbers.shadowRoot!.querySelector<HTMLAnchorElement>('a[href*="n=2"]')!.click();
    numbers.disabled = true;
    await loaded;
    expect(box.querySelector('#dis-results')!.textContent).to.include('Item 4');
    await ready(box);
    expect(numbers.shadowRoot!.querySelector('a') === null).to.equal(true);
  });

  it('in a row bound to one model, disabling the link disables only the link', async () => {
    const box = mount(`<paginator-numbers model="Article" prev next></paginator-numbers>
      <paginator-link model="Article" kind="next" disabled></paginator-link>`);
    const [numbers, link] = Array.from(box.children) as Disableable[];
    numbers.paging = link.paging = { Article: record(3, 10) };
    await ready(box);
    expect(link.shadowRoot!.querySelector('a') === null).to.equal(true);
    expect(numbers.shadowRoot!.querySelectorAll('a[href]').length).to.be.above(3);
    expect(numbers.disabled).to.equal(false);
  });

  for (const value of ['false', 'yes']) {
    it(`a value ("${value}") is one console error naming disabled, paginator-error, and the element stays enabled`, async () => {
      const box = mount();
      const fields: string[] = [];
      box.addEventListener('paginator-error', (event) => fields.push((event as CustomEvent).detail.field));
      let link!: PaginatorLink;
      const errors = await consoleErrors(async () => {
        box.innerHTML = `<paginator-link kind="next" disabled="${value}"></paginator-link>`;
        link = box.querySelector<PaginatorLink>('paginator-link')!;
        link.paging = { Article: record(1, 3) };
        await ready(box);
        link.paging = { Article: record(2, 3) };
        await ready(box);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include('<paginator-link>').and.include('disabled').and.include(value);
      expect(fields).to.deep.equal(['disabled']);
      expect(link.shadowRoot!.querySelector('a[href]') !== null).to.equal(true);
      // Nothing the page wrote is lost.
      expect(link.getAttribute('disabled')).to.equal(value);
    });
  }

  it('a numbers element set disabled by property before it has a record renders disabled once it has one', async () => {
    const numbers = document.createElement('paginator-numbers') as PaginatorNumbers & Disableable;
    numbers.disabled = true;
    mount().append(numbers);
    numbers.paging = { Article: record(2, 4) };
    await numbers.updateComplete;
    expect(numbers.shadowRoot!.querySelector('a') === null).to.equal(true);
    expect(numbers.shadowRoot!.querySelectorAll('[aria-disabled=true]').length).to.be.above(2);
  });
});
