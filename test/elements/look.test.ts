/**
 * Issue 19, point 1: the default look of the shadow rendering. Pages are
 * targets of at least 24×24 CSS px (44 px where the pointer is coarse), the
 * current page filled, prev and next chevrons named by their labels, no
 * separators shown, light and dark, forced colours, RTL; `appearance`
 * chooses outlined (default), plain, filled or classic (the text look of
 * before). Light DOM is unchanged. Measured in Chromium.
 *
 * The test runner's Chromium (driven through Puppeteer) emulates
 * `prefers-color-scheme` but neither `pointer: coarse` nor
 * `forced-colors: active`: for those two, the rules inside the element's
 * own `@media` block are taken from its stylesheet (CSSOM) and adopted
 * unconditioned into its shadow root, and what they do is measured.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PaginatorJump, PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import type { PaginatorElement } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});

/** A pager on `page` of 20 with prev and next, in `appearance` (none: the default). */
async function pager(page = 5, appearance?: string): Promise<PaginatorNumbers> {
  const el = await fixture<PaginatorNumbers>(html`<paginator-numbers prev next modulus="4" .paging=${{ Article: record(page, 20) }}></paginator-numbers>`);
  if (appearance !== undefined) {
    el.setAttribute('appearance', appearance);
    await el.updateComplete;
  }
  return el;
}

interface AxNode { role: string; name: string }

/** The targets: links, the current page, disabled prev/next. */
const targets = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('a, [aria-current], [aria-disabled]')];
const style = (node: Element, pseudo?: string) => getComputedStyle(node, pseudo);
const transparent = (color: string) => color === 'transparent' || /rgba\(.*, 0\)$/.test(color);

/** The computed value of `color` (a system colour, a keyword) as the page resolves it. */
function resolved(property: 'color' | 'backgroundColor', color: string): string {
  const probe = document.createElement('span');
  probe.style[property] = color;
  document.body.append(probe);
  const value = style(probe)[property];
  probe.remove();
  return value;
}

/**
 * Adopts, unconditioned, the rules of the element's own `@media` block whose
 * condition mentions `feature`, into its shadow root; returns how many rules
 * that took (the block must exist and hold some).
 */
function applyMedia(el: PaginatorElement, feature: string): number {
  const root = el.shadowRoot!;
  const blocks = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes(feature));
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(blocks.flatMap((block) => [...block.cssRules].map((rule) => rule.cssText)).join('\n'));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return sheet.cssRules.length;
}

function expectAtLeast(el: Element, size: number): void {
  const all = targets(el);
  expect(all.length).to.be.above(0);
  for (const node of all) {
    const { width, height } = node.getBoundingClientRect();
    expect(width, `width of "${node.textContent}"`).to.be.at.least(size);
    expect(height, `height of "${node.textContent}"`).to.be.at.least(size);
  }
}

describe('the default look (shadow mode)', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ colorScheme: 'light' });
  });

  describe('targets', () => {
    for (const appearance of [undefined, 'outlined', 'plain', 'filled']) {
      it(`${appearance ?? 'default'}: every page, the current page and disabled prev are at least 24×24 px`, async () => {
        const el = await pager(1, appearance);
        const kinds = targets(el).map((node) => node.getAttribute('part'));
        expect(kinds).to.include.members(['disabled', 'current', 'link', 'link next']);
        expectAtLeast(el, 24);
        // Also at a small font: the 24 px floor holds.
        el.style.fontSize = '8px';
        expectAtLeast(el, 24);
      });
    }

    it('prev, next and their disabled labels of <paginator-link> are at least 24×24 px', async () => {
      const box = mount(`<paginator-link kind="prev"></paginator-link><paginator-link kind="next"></paginator-link>
        <paginator-link kind="prev"></paginator-link>`);
      const [prev, next, disabled] = box.querySelectorAll<PaginatorLink>('paginator-link');
      prev.paging = next.paging = { Article: record(3, 20) };
      disabled.paging = { Article: record(1, 20) };
      await settled(box);
      expect(disabled.shadowRoot!.querySelector('[aria-disabled]')).to.not.equal(null);
      for (const el of [prev, next, disabled]) expectAtLeast(el, 24);
    });

    it('--paginator-target-size sizes them, above the 24 px floor', async () => {
      const el = await pager();
      el.style.setProperty('--paginator-target-size', '40px');
      expectAtLeast(el, 40);
      el.style.setProperty('--paginator-target-size', '10px');
      expectAtLeast(el, 24);
      expect(Math.round(el.shadowRoot!.querySelector('[aria-current]')!.getBoundingClientRect().height)).to.equal(24);
    });

    it('where the pointer is coarse, at least 44×44 px (the stylesheet’s own (pointer: coarse) rules, applied)', async () => {
      const el = await pager(1);
      expect(targets(el)[1].getBoundingClientRect().height).to.be.below(44);
      expect(applyMedia(el, 'pointer: coarse')).to.be.above(0);
      expectAtLeast(el, 44);
    });

    it('a narrowed pager with the bigger targets still fits a 320 px phone on one line', async () => {
      const box = mount('<div style="width: 304px"><paginator-numbers prev="‹" next="›"></paginator-numbers></div>');
      const el = box.querySelector('paginator-numbers')!;
      el.paging = { Article: record(25, 50) };
      await el.updateComplete;
      const shown = () => [...el.shadowRoot!.querySelectorAll('a, [aria-current]')].map((node) => node.textContent);
      for (let i = 0; i < 60 && shown().length !== 7; i++) await new Promise(requestAnimationFrame);
      expect(shown()).to.deep.equal(['‹', '1', '24', '25', '26', '50', '›']);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      expectAtLeast(el, 24);
    });
  });

  describe('what is shown', () => {
    it('the current page is filled with the accent, links are not; links are not underlined', async () => {
      const el = await pager();
      const current = el.shadowRoot!.querySelector('[aria-current]')!;
      const link = el.shadowRoot!.querySelector('a')!;
      expect(transparent(style(current).backgroundColor)).to.equal(false);
      expect(style(current).backgroundColor).to.not.equal(style(current).color);
      expect(transparent(style(link).backgroundColor)).to.equal(true);
      expect(style(link).textDecorationLine).to.equal('none');
      el.style.setProperty('--paginator-accent', 'rgb(0, 128, 0)');
      expect(style(current).backgroundColor).to.equal('rgb(0, 128, 0)');
    });

    it('disabled prev is muted and not focusable', async () => {
      const el = await pager(1);
      const disabled = el.shadowRoot!.querySelector<HTMLElement>('[aria-disabled]')!;
      expect(style(disabled).color).to.equal(resolved('color', 'GrayText'));
      disabled.focus();
      expect(el.shadowRoot!.activeElement).to.equal(null);
    });

    it('a focused link shows a 2 px focus ring in the accent colour', async () => {
      const el = await pager();
      // From the keyboard, as :focus-visible asks: the first link of the pager is prev.
      const before = document.createElement('button');
      el.parentNode!.insertBefore(before, el);
      before.focus();
      await sendKeys({ press: 'Tab' });
      const focused = el.shadowRoot!.activeElement!;
      expect(focused.getAttribute('part')).to.equal('link prev');
      expect(focused.matches(':focus-visible')).to.equal(true);
      expect(style(focused).outlineStyle).to.equal('solid');
      expect(style(focused).outlineWidth).to.equal('2px');
      expect(style(focused).outlineColor).to.equal(style(el.shadowRoot!.querySelector('[aria-current]')!).backgroundColor);
    });

    it('separators stay in the shadow DOM, hidden from sight and from assistive technology; light DOM keeps them', async () => {
      const el = await pager();
      const separators = [...el.shadowRoot!.querySelectorAll('[part="separator"]')];
      expect(separators.length).to.be.above(0);
      for (const separator of separators) {
        expect(separator.textContent).to.equal(' | ');
        expect(separator.getAttribute('aria-hidden')).to.equal('true');
        expect(style(separator).display).to.equal('none');
      }
      const box = mount('<paginator-numbers light></paginator-numbers>');
      const light = box.querySelector('paginator-numbers')!;
      light.paging = { Article: record(5, 20) };
      await light.updateComplete;
      expect(light.innerHTML).to.contain(' | ');
    });

    it('prev and next show chevrons; their labels are hidden from sight but are still their accessible names', async () => {
      const el = await pager();
      el.setAttribute('aria-label', 'Chevrons');
      await el.updateComplete;
      for (const part of ['link prev', 'link next']) {
        const link = el.shadowRoot!.querySelector<HTMLElement>(`[part="${part}"]`)!;
        const chevron = style(link, '::before');
        expect(chevron.content).to.equal('""');
        expect(parseFloat(chevron.width)).to.be.above(0);
        expect(chevron.borderLeftStyle).to.equal('solid');
        // The label is in the link, pushed out of its box and clipped.
        expect(link.textContent).to.equal(part === 'link prev' ? '<< Previous' : 'Next >>');
        expect(style(link).overflow).to.equal('clip');
        expect(parseFloat(style(link).textIndent)).to.be.at.least(link.getBoundingClientRect().width);
      }
      const snapshot = await a11ySnapshot({});
      // Without their arrows, which are presentation (DESIGN §7, names.test.ts).
      for (const name of ['Previous', 'Next']) {
        expect(findAccessibilityNode(snapshot as never, (node: AxNode) => node.role === 'link' && node.name === name), name).to.not.equal(null);
      }
    });

    it('the chevrons turn with the text direction (RTL mirrors them)', async () => {
      const ltr = await pager();
      const box = mount('<div dir="rtl"><paginator-numbers prev next modulus="4"></paginator-numbers></div>');
      const rtl = box.querySelector('paginator-numbers')!;
      rtl.paging = { Article: record(5, 20) };
      await rtl.updateComplete;
      const turn = (el: Element, kind: string) => style(el.shadowRoot!.querySelector(`.${kind}`)!, '::before').rotate;
      // 45deg points to the left (‹), -135deg to the right (›).
      expect([turn(ltr, 'prev'), turn(ltr, 'next')]).to.deep.equal(['45deg', '-135deg']);
      expect([turn(rtl, 'prev'), turn(rtl, 'next')]).to.deep.equal(['-135deg', '45deg']);
      // And prev stands at the start of the line: on the right in RTL.
      const x = (el: Element, part: string) => el.shadowRoot!.querySelector(`[part="${part}"]`)!.getBoundingClientRect().x;
      expect(x(rtl, 'link prev')).to.be.above(x(rtl, 'link next'));
    });

    it('a load-more link keeps its label as text, without a chevron', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="more" .paging=${{ Article: record(1, 20) }}></paginator-link>`);
      const link = el.shadowRoot!.querySelector('a')!;
      expect(link.textContent).to.equal('Load more');
      expect(link.className).to.equal('');
      expect(style(link, '::before').content).to.equal('none');
      expect(style(link).textIndent).to.equal('0px');
    });

    it('first and last show a double chevron, as prev and next show one; their words stay their accessible names', async () => {
      const box = mount('<div><paginator-link kind="first"></paginator-link><paginator-link kind="prev"></paginator-link><paginator-link kind="last"></paginator-link></div>');
      for (const link of box.querySelectorAll('paginator-link')) (link as PaginatorLink).paging = { Article: record(5, 20) };
      await settled(box);
      for (const kind of ['first', 'last']) {
        const link = box.querySelector(`[kind=${kind}]`)!.shadowRoot!.querySelector<HTMLElement>('a')!;
        expect(link.className).to.equal(kind);
        for (const pseudo of ['::before', '::after']) {
          const chevron = style(link, pseudo);
          expect(chevron.content, `${kind}${pseudo}`).to.equal('""');
          expect(chevron.borderLeftStyle).to.equal('solid');
        }
        // The two chevrons stand side by side, inside the target.
        expect(style(link, '::before').insetInlineStart).to.not.equal(style(link, '::after').insetInlineStart);
        // The label is in the link, pushed out of its box and clipped, as prev's is; the target is prev's size.
        expect(link.textContent).to.equal(kind === 'first' ? '<< first' : 'last >>');
        expect(style(link).overflow).to.equal('clip');
        expect(parseFloat(style(link).textIndent)).to.be.at.least(link.getBoundingClientRect().width);
        const prev = box.querySelector('[kind=prev]')!.shadowRoot!.querySelector('a')!.getBoundingClientRect();
        expect(link.getBoundingClientRect().width).to.equal(prev.width).and.to.be.at.least(24);
        expect(link.getBoundingClientRect().height).to.equal(prev.height);
      }
      const snapshot = await a11ySnapshot({});
      for (const name of ['first', 'last']) {
        expect(findAccessibilityNode(snapshot as never, (node: AxNode) => node.role === 'link' && node.name === name), name).to.not.equal(null);
      }
    });

    it('a first or last with nowhere to go is drawn disabled, as prev is', async () => {
      const box = mount('<div><paginator-link kind="first"></paginator-link><paginator-link kind="prev"></paginator-link></div>');
      for (const link of box.querySelectorAll('paginator-link')) (link as PaginatorLink).paging = { Article: record(1, 20) };
      await settled(box);
      const [first, prev] = [...box.querySelectorAll('paginator-link')].map((link) => link.shadowRoot!.querySelector<HTMLElement>('[aria-disabled]')!);
      expect(first.className).to.equal('first');
      expect(style(first, '::after').content).to.equal('""');
      for (const property of ['width', 'height'] as const) expect(first.getBoundingClientRect()[property]).to.equal(prev.getBoundingClientRect()[property]);
      expect([style(first).opacity, style(first).color]).to.deep.equal([style(prev).opacity, style(prev).color]);
      // Marked as prev is (the accessibility tree leaves disabled links out of its interesting nodes).
      for (const attribute of ['role', 'aria-disabled', 'part']) expect(first.getAttribute(attribute)).to.equal(prev.getAttribute(attribute));
    });

    it('a label the page gives first is its name behind the chevrons, as prev’s is', async () => {
      const box = mount('<div><paginator-link kind="first">Start</paginator-link><paginator-link kind="prev">Back</paginator-link></div>');
      for (const link of box.querySelectorAll('paginator-link')) (link as PaginatorLink).paging = { Article: record(5, 20) };
      await settled(box);
      const [first, prev] = [...box.querySelectorAll('paginator-link')].map((link) => link.shadowRoot!.querySelector<HTMLElement>('a')!);
      expect([first.textContent, prev.textContent]).to.deep.equal(['Start', 'Back']);
      expect([style(first).overflow, style(prev).overflow]).to.deep.equal(['clip', 'clip']);
      const snapshot = await a11ySnapshot({});
      for (const name of ['Start', 'Back']) {
        expect(findAccessibilityNode(snapshot as never, (node: AxNode) => node.role === 'link' && node.name === name), name).to.not.equal(null);
      }
    });

    it('first and last chevrons turn with the text direction; classic shows their labels', async () => {
      const box = mount('<div dir="rtl"><paginator-link kind="first"></paginator-link><paginator-link kind="last"></paginator-link></div><div><paginator-link kind="first"></paginator-link><paginator-link kind="last" appearance="classic"></paginator-link></div>');
      for (const link of box.querySelectorAll('paginator-link')) (link as PaginatorLink).paging = { Article: record(5, 20) };
      const [rtlFirst, rtlLast, ltrFirst, classic] = [...box.querySelectorAll<PaginatorElement>('paginator-link')];
      await settled(box);
      const turns = (el: Element) => ['::before', '::after'].map((pseudo) => style(el.shadowRoot!.querySelector('a')!, pseudo).rotate);
      expect(turns(ltrFirst!)).to.deep.equal(['45deg', '45deg']);
      expect(turns(rtlFirst!)).to.deep.equal(['-135deg', '-135deg']);
      expect(turns(rtlLast!)).to.deep.equal(['45deg', '45deg']);
      const label = classic!.shadowRoot!.querySelector('a')!;
      expect(style(label, '::before').content).to.equal('none');
      expect(style(label).textIndent).to.equal('0px');
      expect(label.innerText.replace(/\s+/g, ' ')).to.equal('last >>');
    });

    it('the form elements’ controls are targets of at least 24 px too', async () => {
      const el = await fixture<PaginatorJump>(html`<paginator-jump .paging=${{ Article: record(1, 20) }}></paginator-jump>`);
      const controls = [...el.shadowRoot!.querySelectorAll('input:not([type=hidden]), button')];
      expect(controls.length).to.equal(2);
      for (const control of controls) expect(control.getBoundingClientRect().height).to.be.at.least(24);
    });
  });

  describe('light and dark, forced colours', () => {
    it('in a page whose color-scheme allows dark, the reader’s dark preference changes the colours', async () => {
      const box = mount('<div style="color-scheme: light dark"><paginator-numbers prev next modulus="4"></paginator-numbers></div>');
      const el = box.querySelector('paginator-numbers')!;
      el.paging = { Article: record(5, 20) };
      await el.updateComplete;
      const current = el.shadowRoot!.querySelector('[aria-current]')!;
      await emulateMedia({ colorScheme: 'light' });
      const light = [style(current).backgroundColor, style(current).color];
      await expect(el).to.be.accessible();
      await emulateMedia({ colorScheme: 'dark' });
      const dark = [style(current).backgroundColor, style(current).color];
      expect(dark[0]).to.not.equal(light[0]);
      expect(dark[1]).to.not.equal(light[1]);
      await expect(el).to.be.accessible();
    });

    it('a page that is only light keeps the light colours when the reader prefers dark', async () => {
      const el = await pager();
      const current = el.shadowRoot!.querySelector('[aria-current]')!;
      const light = style(current).backgroundColor;
      await emulateMedia({ colorScheme: 'dark' });
      expect(style(current).backgroundColor).to.equal(light);
    });

    it('axe passes on a dark page in every appearance', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      for (const appearance of ['outlined', 'plain', 'filled', 'classic']) {
        const box = mount(`<div style="color-scheme: dark; background: #121212; color: #eee; padding: 4px">
          <paginator-numbers aria-label="Dark ${appearance}" appearance="${appearance}" prev next modulus="4"></paginator-numbers></div>`);
        const el = box.querySelector('paginator-numbers')!;
        el.paging = { Article: record(1, 20) };
        await el.updateComplete;
        await expect(el).to.be.accessible();
      }
    });

    it('forced colours: every target of every appearance but classic has a border for the browser to draw in system colours', async () => {
      // The browser draws a transparent border in the text's system colour when colours are forced (checked
      // with Playwright's forcedColors emulation); what the look must give it is a border to draw.
      for (const appearance of ['outlined', 'plain', 'filled']) {
        const el = await pager(1, appearance);
        for (const node of targets(el)) {
          expect(style(node).borderTopStyle, `${appearance} "${node.textContent}"`).to.equal('solid');
          expect(style(node).borderTopWidth).to.equal('1px');
        }
      }
    });

    it('forced colours: the current page takes the system’s selected colours (the stylesheet’s own forced-colors rules, applied)', async () => {
      const el = await pager(1);
      expect(applyMedia(el, 'forced-colors: active')).to.be.above(0);
      const current = el.shadowRoot!.querySelector('[aria-current]')!;
      expect(style(current).backgroundColor).to.equal(resolved('backgroundColor', 'SelectedItem'));
      expect(style(current).color).to.equal(resolved('color', 'SelectedItemText'));
      expect(style(current).forcedColorAdjust).to.equal('none');
    });
  });

  describe('appearance', () => {
    it('outlined is the default: no attribute looks as appearance="outlined"', async () => {
      const plain = await pager();
      const outlined = await pager(5, 'outlined');
      expect(plain.appearance).to.equal(null);
      const looks = (el: Element) => targets(el).map((node) => [style(node).borderTopColor, style(node).backgroundColor, style(node).minHeight].join());
      expect(looks(plain)).to.deep.equal(looks(outlined));
      const link = outlined.shadowRoot!.querySelector('a[href]')!;
      expect(transparent(style(link).borderTopColor)).to.equal(false);
    });

    it('plain: no borders, no ground; filled: a tinted ground, no borders', async () => {
      const plain = await pager(5, 'plain');
      const filled = await pager(5, 'filled');
      const link = (el: Element) => el.shadowRoot!.querySelector('a[part="link"]')!;
      expect(transparent(style(link(plain)).borderTopColor)).to.equal(true);
      expect(transparent(style(link(plain)).backgroundColor)).to.equal(true);
      expect(transparent(style(link(filled)).borderTopColor)).to.equal(true);
      expect(transparent(style(link(filled)).backgroundColor)).to.equal(false);
      await expect(plain).to.be.accessible();
      await expect(filled).to.be.accessible();
    });

    it('the property reflects to the attribute, and the attribute sets the property', async () => {
      const el = await pager();
      el.appearance = 'filled';
      await el.updateComplete;
      expect(el.getAttribute('appearance')).to.equal('filled');
      el.setAttribute('appearance', 'plain');
      expect(el.appearance).to.equal('plain');
    });

    for (const how of ['attribute', 'property']) {
      it(`a bad value (${how}): one console error naming appearance, paginator-error, the default look`, async () => {
        const outlined = await pager(5, 'outlined');
        const el = await pager();
        const events: CustomEvent[] = [];
        el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent));
        const errors = await consoleErrors(async () => {
          if (how === 'attribute') el.setAttribute('appearance', 'fancy');
          else (el as unknown as { appearance: string }).appearance = 'fancy';
          await el.updateComplete;
          // A re-render for another reason reports nothing again.
          el.paging = { Article: record(6, 20) };
          await el.updateComplete;
        });
        expect(errors).to.have.length(1);
        expect(errors[0]).to.contain('<paginator-numbers>').and.contain('appearance').and.contain('"fancy"');
        expect(events).to.have.length(1);
        expect(events[0].detail).to.include({ field: 'appearance', error: 'input', status: 0 });
        // Shown, in the default look.
        expect(el.shadowRoot!.querySelector('[aria-current]')!.textContent).to.equal('6');
        const link = (node: Element) => node.shadowRoot!.querySelector('a[part="link"]')!;
        expect(style(link(el)).borderTopColor).to.equal(style(link(outlined)).borderTopColor);
        expect(style(link(el)).minHeight).to.equal(style(link(outlined)).minHeight);
      });
    }

    it('a value with no text (an object whose conversion throws) is reported, never thrown, and shown in the default look', async () => {
      const el = await pager();
      const events: CustomEvent[] = [];
      el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent));
      const errors = await consoleErrors(async () => {
        (el as unknown as { appearance: unknown }).appearance = { toString() { throw new Error('no'); } };
        await el.updateComplete;
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('appearance');
      expect(events[0].detail.field).to.equal('appearance');
      expect(el.hasAttribute('appearance')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[aria-current]')!.textContent).to.equal('5');
    });

    it('classic restores the text look: underlined links, pipes shown, prev and next as text, no boxes', async () => {
      const el = await pager(5, 'classic');
      const root = el.shadowRoot!;
      const link = root.querySelector('a[part="link"]')!;
      expect(style(link).textDecorationLine).to.equal('underline');
      expect(style(link).color).to.equal(resolved('color', 'LinkText'));
      // Text, but still a target of 24 px at least (issue 27).
      expect(style(link).minHeight).to.equal('24px');
      expect(style(link).borderTopWidth).to.equal('0px');
      // The padding of before: .1em .35em.
      expect(style(link).paddingTop).to.equal('1.6px');
      const separator = root.querySelector('[part="separator"]')!;
      expect(style(separator).display).to.not.equal('none');
      expect(separator.getBoundingClientRect().width).to.be.above(0);
      const prev = root.querySelector('[part="link prev"]')!;
      expect(style(prev, '::before').content).to.equal('none');
      expect(style(prev).textIndent).to.equal('0px');
      expect(prev.getBoundingClientRect().width).to.be.above(60);
      const current = root.querySelector('[aria-current]')!;
      expect(style(current).fontWeight).to.equal('700');
      expect(transparent(style(current).backgroundColor)).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('the existing custom properties still apply in the default look', async () => {
      const el = await pager();
      el.style.cssText = '--paginator-link-color: rgb(1, 2, 3); --paginator-current-color: rgb(4, 5, 6); '
        + '--paginator-current-background: rgb(7, 8, 9); --paginator-padding: 0 9px; --paginator-radius: 3px; --paginator-gap: 11px';
      const root = el.shadowRoot!;
      const link = root.querySelector('a[part="link"]')!;
      const current = root.querySelector('[aria-current]')!;
      expect(style(link).color).to.equal('rgb(1, 2, 3)');
      expect(style(link).paddingLeft).to.equal('9px');
      expect(style(link).borderTopLeftRadius).to.equal('3px');
      expect(style(current).color).to.equal('rgb(4, 5, 6)');
      expect(style(current).backgroundColor).to.equal('rgb(7, 8, 9)');
      expect(style(root.querySelector('ul')!).columnGap).to.equal('11px');
    });

    it('light DOM ignores it: the same markup in every appearance', async () => {
      const box = mount('<paginator-numbers light prev next></paginator-numbers><paginator-numbers light prev next appearance="filled"></paginator-numbers>'
        + '<paginator-numbers light prev next preset="list" appearance="plain"></paginator-numbers><paginator-numbers light prev next preset="list"></paginator-numbers>');
      const [core, filled, plain, list] = box.querySelectorAll('paginator-numbers');
      for (const el of [core, filled, plain, list]) el.paging = { Article: record(5, 20) };
      await settled(box);
      expect(filled.innerHTML).to.equal(core.innerHTML);
      expect(plain.innerHTML).to.equal(list.innerHTML);
      expect(core.innerHTML).to.contain(' | ');
    });
  });
});
