/**
 * <paginator-counter>: every format, the separator, model choice, the three
 * ways to give paging (attribute, property, shared source), re-rendering,
 * no live region of its own, translation, light mode, hostile text and bad input, in
 * Chromium. Expected strings are the core's `counter()` output.
 */
import { elementUpdated, expect, fixture, html } from '@open-wc/testing';
import { setTranslator } from '../../src/shared/i18n.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import type { PaginatorCounter } from '../../src/components/paginator-counter/paginator-counter.js';
import { clearHit, consoleErrors, hit, hostile, mount, unmountAll } from './support.js';

type Rec = Record<string, unknown>;

const article = (page = 3): Rec => ({
  page, pageCount: 9, count: 85, current: page === 9 ? 5 : 10, prevPage: page > 1, nextPage: page < 9,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const comment = (): Rec => ({
  page: 2, pageCount: 4, count: 31, current: 10, prevPage: true, nextPage: true,
  defaults: { limit: 10 }, options: { page: 2, limit: 10 },
});
const here = () => location.pathname + location.search;
const core = (paging: unknown) => new PaginatorHelper({ params: { paging }, here: here() });

/** The counter's shown text (the `counter` part). */
function shown(el: PaginatorCounter): string | null {
  const part = el.shadowRoot!.querySelector('[part="counter"]');
  return part === null ? null : part.textContent;
}

describe('<paginator-counter>', () => {
  afterEach(() => {
    unmountAll();
    setTranslator(null);
    clearHit();
  });

  describe('formats', () => {
    it('defaults to pages: "3 of 9"', async () => {
      const paging = { Article: article() };
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${paging}></paginator-counter>`);
      expect(el.format).to.equal('pages');
      expect(shown(el)).to.equal('3 of 9');
      expect(shown(el)).to.equal(core(paging).counter({ model: 'Article' }));
    });

    it('range: "21–30 of 85" (the summary’s form; issue 35, point 5), and "81–85 of 85" on the last page', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} format="range"></paginator-counter>`);
      expect(shown(el)).to.equal('21–30 of 85');
      const last = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article(9) }} format="range"></paginator-counter>`);
      expect(shown(last)).to.equal('81–85 of 85');
      const first = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article(1) }} format="range"></paginator-counter>`);
      expect(shown(first)).to.equal('1–10 of 85');
    });

    it('range with a separator: "21 - 30 / 85"', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} format="range" separator=" / "></paginator-counter>`);
      expect(shown(el)).to.equal('21 - 30 / 85');
    });

    it('pages with a separator: "3 / 9"', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} separator=" / "></paginator-counter>`);
      expect(el.separator).to.equal(' / ');
      expect(shown(el)).to.equal('3 / 9');
    });

    it('a custom %token% format with all six tokens', async () => {
      const format = 'Page %page% of %pages%, showing %current% records out of %count%, from %start% to %end%';
      const paging = { Article: article() };
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${paging} format=${format}></paginator-counter>`);
      expect(shown(el)).to.equal('Page 3 of 9, showing 10 records out of 85, from 21 to 30');
      expect(shown(el)).to.equal(core(paging).counter({ model: 'Article', format }));
    });

    it('a custom format repeats tokens and leaves unknown ones as written', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article(9) }}
        format="%page%/%pages% %page% %nope% %end%"></paginator-counter>`);
      expect(shown(el)).to.equal('9/9 9 %nope% 85');
    });
  });

  describe('paging input', () => {
    it('the model attribute chooses among several records; default is the first', async () => {
      const paging = { Article: article(), Comment: comment() };
      const first = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${paging}></paginator-counter>`);
      expect(shown(first)).to.equal('3 of 9');
      expect(first.boundModel).to.equal('Article');
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${paging} model="Comment" format="range"></paginator-counter>`);
      expect(shown(el)).to.equal('11–20 of 31');
      expect(el.boundModel).to.equal('Comment');
    });

    it('reads paging as a JSON attribute', async () => {
      const json = JSON.stringify({ Article: article(), Comment: comment() });
      const el = await fixture<PaginatorCounter>(html`<paginator-counter paging=${json} model="Comment"></paginator-counter>`);
      expect(shown(el)).to.equal('2 of 4');
    });

    it('reads paging as a property object', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter></paginator-counter>`);
      expect(el.shadowRoot!.querySelector('[part="counter"]')).to.equal(null);
      el.paging = { Article: article(), Comment: comment() };
      await elementUpdated(el);
      expect(shown(el)).to.equal('3 of 9');
    });

    it('reads a single record (attribute and property), filed under "Model"', async () => {
      const attr = await fixture<PaginatorCounter>(html`<paginator-counter paging=${JSON.stringify(comment())}></paginator-counter>`);
      expect(shown(attr)).to.equal('2 of 4');
      expect(attr.boundModel).to.equal('Model');
      const prop = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${article(9)} format="range"></paginator-counter>`);
      expect(shown(prop)).to.equal('81–85 of 85');
    });

    it('reads a <script type="application/json"> source shared by two counters', async () => {
      const wrapper = mount(`<script type="application/json" id="counter-shared">${JSON.stringify({ Article: article(), Comment: comment() })}</script>
        <paginator-counter source="counter-shared"></paginator-counter>
        <paginator-counter source="counter-shared" model="Comment" format="range"></paginator-counter>`);
      const [a, b] = Array.from(wrapper.querySelectorAll('paginator-counter'));
      await elementUpdated(a);
      await elementUpdated(b);
      expect(shown(a)).to.equal('3 of 9');
      expect(shown(b)).to.equal('11–20 of 31');
    });

    it('paging wins over source when both are given', async () => {
      const wrapper = mount(`<script type="application/json" id="counter-both">${JSON.stringify({ Article: article() })}</script>
        <paginator-counter source="counter-both" paging='${JSON.stringify({ Article: article(9) })}'></paginator-counter>`);
      const el = wrapper.querySelector('paginator-counter')!;
      await elementUpdated(el);
      expect(shown(el)).to.equal('9 of 9');
    });
  });

  describe('re-rendering', () => {
    it('re-renders when paging, model, format and separator change', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article(), Comment: comment() }}></paginator-counter>`);
      expect(shown(el)).to.equal('3 of 9');
      el.model = 'Comment';
      await elementUpdated(el);
      expect(shown(el)).to.equal('2 of 4');
      el.paging = { Article: article(9), Comment: { ...comment(), page: 4, options: { page: 4, limit: 10 } } };
      await elementUpdated(el);
      expect(shown(el)).to.equal('4 of 4');
      el.format = 'range';
      await elementUpdated(el);
      expect(shown(el)).to.equal('31–31 of 31');
      el.setAttribute('format', '%start%-%end%');
      await elementUpdated(el);
      expect(shown(el)).to.equal('31-31');
      el.model = null;
      el.format = 'pages';
      el.separator = ' / ';
      await elementUpdated(el);
      expect(shown(el)).to.equal('9 / 9');
    });

    it('re-renders when the paging attribute changes', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter paging=${JSON.stringify({ Article: article() })}></paginator-counter>`);
      el.setAttribute('paging', JSON.stringify({ Article: article(1) }));
      await elementUpdated(el);
      expect(shown(el)).to.equal('1 of 9');
    });
  });

  describe('accessibility and styling', () => {
    it('renders one part="counter", which is no live region (the page has one: announce.test.ts)', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }}></paginator-counter>`);
      const parts = el.shadowRoot!.querySelectorAll('[part]');
      expect(parts.length).to.equal(1);
      expect(parts[0].getAttribute('part')).to.equal('counter');
      expect(parts[0].localName).to.equal('span');
      expect(el.shadowRoot!.querySelector('[aria-live], [role]')).to.equal(null);
      expect(el.shadowRoot!.textContent).to.equal('3 of 9');
    });

    it('has no axe violations', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} format="range"></paginator-counter>`);
      await expect(el).to.be.accessible();
    });

    it('has no axe violations in light mode', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${{ Article: article() }}></paginator-counter>`);
      await expect(el).to.be.accessible();
    });
  });

  describe('translation', () => {
    it('translates " of " through the one hook', async () => {
      const asked: string[] = [];
      setTranslator((text) => {
        asked.push(text);
        return text === ' of ' ? ' von ' : text;
      });
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }}></paginator-counter>`);
      expect(shown(el)).to.equal('3 von 9');
      expect(asked).to.include(' of ');
      // A range is one text of its own, as the compact form's summary: "%start%–%end% of %count%".
      const range = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} format="range"></paginator-counter>`);
      expect(shown(range)).to.equal('21–30 of 85');
      expect(asked).to.include('%start%–%end% of %count%');
    });

    it('a given separator is not translated, and resetting the hook restores English', async () => {
      setTranslator((text) => (text === ' of ' ? ' von ' : text));
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} separator=" of "></paginator-counter>`);
      expect(shown(el)).to.equal('3 of 9');
      setTranslator(null);
      const plain = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }}></paginator-counter>`);
      expect(shown(plain)).to.equal('3 of 9');
    });
  });

  describe('hostile text', () => {
    it('a hostile format is shown as text', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} format=${hostile}></paginator-counter>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shown(el)).to.equal(hostile);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(el.querySelector('img')).to.equal(null);
      expect(hit()).to.equal(undefined);
    });

    it('a hostile separator is shown as text', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter .paging=${{ Article: article() }} separator=${hostile}></paginator-counter>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shown(el)).to.equal(`3${hostile}9`);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(hit()).to.equal(undefined);
    });

    it('in light mode too: escaped by the core, shown as text', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${{ Article: article() }}
        format=${`%page% ${hostile}`}></paginator-counter>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(el.querySelector('img')).to.equal(null);
      expect(el.textContent).to.equal(`3 ${hostile}`);
      expect(hit()).to.equal(undefined);
    });
  });

  describe('light', () => {
    it('renders the core’s exact counter() markup as the host’s innerHTML, no shadow root', async () => {
      const paging = { Article: article() };
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${paging}></paginator-counter>`);
      expect(el.shadowRoot).to.equal(null);
      expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(core(paging).counter({ model: 'Article' }));
      expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal('3 of 9');
    });

    it('keeps the core’s escaping of the format in light DOM', async () => {
      const paging = { Article: article() };
      const format = '<b>%page%</b> & %pages%';
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${paging} format=${format}></paginator-counter>`);
      const expected = core(paging).counter({ model: 'Article', format });
      expect(expected).to.equal('&lt;b&gt;3&lt;/b&gt; &amp; 9');
      expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(expected);
      expect(el.querySelector('b')).to.equal(null);
    });

    it('re-renders in light DOM when the format changes', async () => {
      const el = await fixture<PaginatorCounter>(html`<paginator-counter light .paging=${{ Article: article() }}></paginator-counter>`);
      el.format = 'range';
      await elementUpdated(el);
      expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal('21 - 30 of 85');
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, () => ReturnType<typeof html>, string, string]> = [
      ['malformed JSON', () => html`<paginator-counter paging="{nope"></paginator-counter>`, 'paging', 'paging is not valid JSON'],
      ['page: -1', () => html`<paginator-counter .paging=${{ Article: { ...article(), page: -1 } }}></paginator-counter>`, 'page',
        'Paging record of model "Article": field "page" must be a non-negative integer, got -1'],
      ['pageCount: "x"', () => html`<paginator-counter paging=${JSON.stringify({ Article: { ...article(), pageCount: 'x' } })}></paginator-counter>`, 'pageCount',
        'Paging record of model "Article": field "pageCount" must be a non-negative integer, got "x"'],
      ['a missing source id', () => html`<paginator-counter source="no-such-counter-source"></paginator-counter>`, 'source',
        'source: no element with id "no-such-counter-source"'],
      ['a model without a record', () => html`<paginator-counter .paging=${{ Article: article() }} model="Ghost"></paginator-counter>`, 'model',
        'model: no paging record for model "Ghost" (have Article)'],
    ];
    for (const [name, template, field, message] of cases) {
      it(`${name}: renders nothing, one console.error naming <paginator-counter> and ${field}, paginator-error, no exception`, async () => {
        const events: CustomEvent[] = [];
        const listener = (event: Event) => events.push(event as CustomEvent);
        document.addEventListener('paginator-error', listener);
        let el!: PaginatorCounter;
        let errors: string[];
        try {
          errors = await consoleErrors(async () => {
            el = await fixture<PaginatorCounter>(template());
            el.requestUpdate();
            await elementUpdated(el);
          });
        } finally {
          document.removeEventListener('paginator-error', listener);
        }
        expect(el.shadowRoot!.querySelector('[part="counter"]')).to.equal(null);
        expect(el.shadowRoot!.children.length).to.equal(0);
        expect(el.shadowRoot!.textContent).to.equal('');
        expect(errors).to.have.length(1);
        expect(errors[0].startsWith(`<paginator-counter>: ${message}`)).to.equal(true, errors[0]);
        expect(errors[0]).to.contain(field);
        expect(events).to.have.length(1);
        expect(events[0].target).to.equal(el);
        expect(events[0].bubbles).to.equal(true);
        expect(events[0].composed).to.equal(true);
        expect(events[0].detail).to.deep.equal({ status: 0, error: 'input', field, message: errors[0].slice('<paginator-counter>: '.length) });
      });
    }

    it('a bad counter leaves another counter on the same page rendering', async () => {
      let wrapper!: HTMLElement;
      const errors = await consoleErrors(async () => {
        wrapper = mount(`<paginator-counter paging="{broken"></paginator-counter>
          <paginator-counter paging='${JSON.stringify({ Article: article() })}' format="range"></paginator-counter>`);
        for (const el of wrapper.querySelectorAll('paginator-counter')) await elementUpdated(el);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(/^<paginator-counter>: paging is not valid JSON/);
      const [bad, good] = Array.from(wrapper.querySelectorAll('paginator-counter'));
      expect(shown(bad)).to.equal(null);
      expect(bad.shadowRoot!.children.length).to.equal(0);
      expect(shown(good)).to.equal('21–30 of 85');
    });

    it('recovers when the bad input is replaced by good input', async () => {
      let el!: PaginatorCounter;
      const errors = await consoleErrors(async () => {
        el = await fixture<PaginatorCounter>(html`<paginator-counter paging="{broken"></paginator-counter>`);
      });
      expect(errors).to.have.length(1);
      el.paging = { Article: article() };
      await elementUpdated(el);
      expect(shown(el)).to.equal('3 of 9');
    });
  });
});
