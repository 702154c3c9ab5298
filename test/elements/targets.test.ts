/**
 * Issue 27, the state matrix's targets check: every control of the shadow
 * rendering is a target of at least 24×24 CSS px, 44×44 where the pointer
 * is coarse, in every appearance and in the form elements too. The classic
 * look keeps its text look above that floor; the forms' controls (the
 * select, the input, the submit button) take the pager's look: its height,
 * border, radius, colours and focus ring.
 *
 * The test runner's Chromium emulates neither `pointer: coarse` nor
 * `forced-colors: active`: the rules of the element's own `@media` block are
 * adopted unconditioned into its shadow root (as look.test.ts does), and
 * what they do is measured with getBoundingClientRect().
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/components/paginator-limit/paginator-limit.js';
import '../../src/components/paginator-jump/paginator-jump.js';
import type { PaginatorElement } from '../../src/components/paginator-element/paginator-element.js';
import { mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** Adopts, unconditioned, the rules of the element's own `@media` blocks whose condition mentions `feature`. */
function applyMedia(el: PaginatorElement, feature: string): number {
  const root = el.shadowRoot!;
  const blocks = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes(feature));
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(blocks.flatMap((block) => [...block.cssRules].map((rule) => rule.cssText)).join('\n'));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return sheet.cssRules.length;
}

/** The controls a person aims at in the shadow root: links, buttons, form controls, the current page, disabled steps. */
const controls = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('a, button, select, input:not([type=hidden]), [aria-current], [aria-disabled]')];

/** Every control of every element is at least `size` × `size` CSS px. */
function expectTargets(elements: readonly Element[], size: number): void {
  for (const el of elements) {
    const all = controls(el);
    expect(all.length, `controls of ${el.localName}`).to.be.above(0);
    for (const node of all) {
      const { width, height } = node.getBoundingClientRect();
      const what = `${el.localName} ${node.localName} "${node.textContent!.trim().slice(0, 20)}"`;
      expect(width, `width of ${what}`).to.be.at.least(size);
      expect(height, `height of ${what}`).to.be.at.least(size);
    }
  }
}

describe('targets of 24×24 CSS px, 44×44 where the pointer is coarse', () => {
  afterEach(unmountAll);

  describe('the classic look', () => {
    /** Standard and compact numbers, enabled and disabled prev and next links, all classic. */
    async function classic(): Promise<PaginatorElement[]> {
      const box = mount(`<paginator-numbers appearance="classic" prev next modulus="4"></paginator-numbers>
        <paginator-numbers appearance="classic" format="compact" prev next></paginator-numbers>
        <paginator-link appearance="classic" kind="first"></paginator-link><paginator-link appearance="classic" kind="prev"></paginator-link>
        <paginator-link appearance="classic" kind="prev"></paginator-link><paginator-link appearance="classic" kind="next"></paginator-link>`);
      const elements = [...box.children] as PaginatorElement[];
      // The compact numbers on a model of their own: bound with the prev and next links, they would leave their
      // prev and next to them (one row, one previous and next), and this measures the compact form's own.
      elements.forEach((el, i) => {
        el.paging = { [i === 1 ? 'Compact' : 'Article']: record(i === 2 || i === 3 ? 1 : 5, 20) };
      });
      await settled(box);
      // The compact form's code loads on demand.
      await waitUntil(() => controls(elements[1]).length > 0, 'the compact form never showed', { timeout: 3000 });
      return elements;
    }

    it('every link, the current page, compact prev and next and disabled labels are at least 24×24 px', async () => {
      const elements = await classic();
      // The compact form's prev and next are the default titles, shown as text there (issue 27, defect 2: no "‹" beside
      // a chevron), and the first link on page 1 a disabled label.
      expect(controls(elements[1]).map((node) => node.textContent!.trim())).to.include.members(['<< Previous', 'Next >>']);
      expect(controls(elements[2])[0].getAttribute('part')).to.equal('disabled');
      expectTargets(elements, 24);
      // Also at a small font: the floor holds.
      for (const el of elements) (el as HTMLElement).style.fontSize = '8px';
      expectTargets(elements, 24);
    });

    it('where the pointer is coarse, at least 44×44 px (the stylesheet’s own (pointer: coarse) rules, applied)', async () => {
      const elements = await classic();
      for (const el of elements) expect(applyMedia(el, 'pointer: coarse')).to.be.above(0);
      expectTargets(elements, 44);
    });

    it('keeps its text look above the floor: underlined links, no borders, pipes shown', async () => {
      const [numbers] = await classic();
      const link = numbers.shadowRoot!.querySelector('a[part="link"]')!;
      expect(getComputedStyle(link).textDecorationLine).to.equal('underline');
      expect(getComputedStyle(link).borderTopWidth).to.equal('0px');
      expect(getComputedStyle(link).minHeight).to.equal('24px');
      expect(getComputedStyle(numbers.shadowRoot!.querySelector('[part="separator"]')!).display).to.not.equal('none');
    });
  });

  describe('the form elements’ controls look like the pager', () => {
    /** A pager, a limit and a jump form side by side, in `appearance` (none: the default). */
    async function forms(appearance?: string): Promise<PaginatorElement[]> {
      const look = appearance ? ` appearance="${appearance}"` : '';
      const box = mount(`<paginator-numbers prev next${look}></paginator-numbers><paginator-limit${look}></paginator-limit><paginator-jump${look}></paginator-jump>`);
      const elements = [...box.children] as PaginatorElement[];
      for (const el of elements) el.paging = { Article: record(3, 20) };
      await settled(box);
      await waitUntil(() => elements.every((el) => controls(el).length > 0), 'the forms never showed', { timeout: 3000 });
      return elements;
    }

    it('the select, the input and the buttons are at least 24×24 px, 44×44 where the pointer is coarse', async () => {
      const [, limit, jump] = await forms();
      expect(controls(limit).map((node) => node.localName)).to.deep.equal(['select', 'button']);
      expect(controls(jump).map((node) => node.localName)).to.deep.equal(['input', 'button']);
      expectTargets([limit, jump], 24);
      for (const el of [limit, jump]) expect(applyMedia(el, 'pointer: coarse')).to.be.above(0);
      expectTargets([limit, jump], 44);
    });

    for (const appearance of [undefined, 'classic']) {
      it(`${appearance ?? 'default'}: as high as the pager’s targets, with a border, its radius, its colours and font`, async () => {
        const [numbers, limit, jump] = await forms(appearance);
        const page = numbers.shadowRoot!.querySelector('a[part="link"]')!;
        const target = page.getBoundingClientRect().height;
        for (const el of [limit, jump]) {
          const host = getComputedStyle(el);
          for (const node of controls(el)) {
            const style = getComputedStyle(node);
            const what = `${el.localName} ${node.localName}`;
            expect(node.getBoundingClientRect().height, `height of ${what}`).to.be.closeTo(target, 0.5);
            expect(style.borderTopStyle, `border of ${what}`).to.equal('solid');
            expect(style.borderTopWidth, `border of ${what}`).to.equal('1px');
            expect(style.borderTopLeftRadius, `radius of ${what}`).to.equal(getComputedStyle(numbers.shadowRoot!.querySelector('[aria-current]')!).borderTopLeftRadius);
            expect(style.fontFamily, `font of ${what}`).to.equal(host.fontFamily);
            expect(style.color, `colour of ${what}`).to.equal(host.color);
          }
        }
      });
    }

    it('the page’s colour and font reach the controls, light or dark', async () => {
      const [, limit, jump] = await forms();
      for (const el of [limit, jump]) {
        (el as HTMLElement).style.cssText = 'color: rgb(200, 201, 202); font-family: monospace; --paginator-radius: 3px';
        for (const node of controls(el)) {
          expect(getComputedStyle(node).color).to.equal('rgb(200, 201, 202)');
          expect(getComputedStyle(node).fontFamily).to.equal('monospace');
          expect(getComputedStyle(node).borderTopLeftRadius).to.equal('3px');
          // No ground of its own that would not follow the page into dark.
          expect(getComputedStyle(node).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
        }
      }
    });

    it('a focused control shows the pager’s focus ring: 2 px in the accent colour', async () => {
      const [numbers, limit] = await forms();
      numbers.style.setProperty('--paginator-accent', 'rgb(10, 20, 30)');
      limit.style.setProperty('--paginator-accent', 'rgb(10, 20, 30)');
      const select = limit.shadowRoot!.querySelector('select')!;
      select.focus();
      const style = getComputedStyle(select);
      expect(style.outlineStyle).to.equal('solid');
      expect(style.outlineWidth).to.equal('2px');
      expect(style.outlineColor).to.equal('rgb(10, 20, 30)');
    });

    it('forced colours: every control keeps a border for the browser to draw in system colours', async () => {
      const [, limit, jump] = await forms('plain');
      for (const el of [limit, jump]) {
        applyMedia(el, 'forced-colors');
        for (const node of controls(el)) expect(parseFloat(getComputedStyle(node).borderTopWidth)).to.be.at.least(1);
      }
    });

    it('light DOM keeps the core’s exact markup: no part, no style of the element', async () => {
      const el = await fixture<PaginatorElement>(html`<paginator-limit light .paging=${{ Article: record(3, 20) }}></paginator-limit>`);
      expect(el.shadowRoot).to.equal(null);
      expect(el.querySelector('[part], [style]')).to.equal(null);
      expect(el.querySelector('select')!.getAttribute('name')).to.equal('limit');
    });
  });
});
