/**
 * <paginator-numbers>: every attribute of DESIGN §4, the navigate event,
 * light mode, accessibility and bad input, in Chromium. Expected links are
 * computed by the core itself: the element must show exactly its pages.
 */
import { elementUpdated, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import type { PaginatorNumbers } from '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, hit, hostile, mount, pageLink, sequence, unmountAll } from './support.js';

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const here = () => location.pathname + location.search;

function links(el: PaginatorNumbers): string[] {
  return Array.from(el.shadowRoot!.querySelectorAll('a')).map((a) => a.getAttribute('href')!);
}

describe('<paginator-numbers>', () => {
  afterEach(() => unmountAll());
  it('renders the core’s window of pages in a list, the host a named navigation landmark, the current page marked', async () => {
    const paging = { Article: record(10, 20) };
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${paging}></paginator-numbers>`);
    expect(el.getAttribute('role')).to.equal('navigation');
    expect(el.getAttribute('aria-label')).to.equal('Pagination');
    expect(el.shadowRoot!.querySelector('nav, [role="navigation"]')).to.equal(null);
    expect(sequence(el)).to.equal('6 | 7 | 8 | 9 | [10] | 11 | 12 | 13 | 14');
    const current = el.shadowRoot!.querySelector('[part="current"]')!;
    expect(current.getAttribute('aria-current')).to.equal('page');
    const core = new PaginatorHelper({ params: { paging }, here: here() });
    const expected = Array.from((core.numbers() as string).matchAll(/href="([^"]+)"/g), (m) => m[1].replace(/&amp;/g, '&'));
    expect(links(el)).to.deep.equal(expected);
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('aria-label')).to.equal('Page 6');
    expect(el.shadowRoot!.querySelectorAll('li[part="item"]').length).to.equal(9);
  });

  it('reads paging as a JSON attribute, one record or records by model', async () => {
    const single = await fixture<PaginatorNumbers>(html`<paginator-numbers paging=${JSON.stringify(record(2, 3))}></paginator-numbers>`);
    expect(sequence(single)).to.equal('1 | [2] | 3');
    expect(single.boundModel).to.equal('Model');
    const many = JSON.stringify({ Article: record(1, 2), Comment: record(3, 4) });
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers paging=${many} model="Comment"></paginator-numbers>`);
    expect(sequence(el)).to.equal('1 | 2 | [3] | 4');
    expect(el.boundModel).to.equal('Comment');
  });

  it('reads a shared source script', async () => {
    // Lit templates cannot bind inside <script>, so the page is written as HTML.
    const wrapper = mount();
    wrapper.innerHTML = `<script type="application/json" id="shared-paging">${JSON.stringify({ Article: record(2, 4) })}</script>
      <paginator-numbers source="shared-paging"></paginator-numbers>
      <paginator-numbers source="shared-paging" separator=" / "></paginator-numbers>`;
    const [a, b] = Array.from(wrapper.querySelectorAll('paginator-numbers'));
    await Promise.all([elementUpdated(a), elementUpdated(b)]);
    expect(sequence(a)).to.equal('1 | [2] | 3 | 4');
    expect(sequence(b)).to.equal('1 / [2] / 3 / 4');
  });

  it('applies modulus, separator, first, last, before and after', async () => {
    const paging = { Article: record(10, 20) };
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${paging} modulus="4" separator=", "
      first="2" last="last »" before="[" after="]"></paginator-numbers>`);
    expect(sequence(el)).to.equal('1 | 2...[8, 9, [10], 11, 12]last »'); // the first run keeps its own separator, as in the interface
    const lastLink = el.shadowRoot!.querySelectorAll('a');
    expect(lastLink[lastLink.length - 1].getAttribute('part')).to.equal('link last');
    el.modulus = '0';
    await elementUpdated(el);
    expect(el.shadowRoot!.querySelectorAll('a').length).to.equal(19);
  });

  it('merges the url attribute into every link and writes named URLs', async () => {
    const paging = { Article: record(1, 2) };
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${paging}
      url=${JSON.stringify({ '?': { q: 'a b' } })}></paginator-numbers>`);
    expect(links(el)).to.deep.equal([`${location.pathname}?page=2&q=a%20b`]);
    const named = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${paging} url-style="named"
      url=${JSON.stringify({ controller: 'articles', action: 'index' })}></paginator-numbers>`);
    expect(links(named)).to.deep.equal(['/articles/index/page:2']);
  });

  it('re-renders when paging, source or model change', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ A: record(1, 3), B: record(2, 2) }}></paginator-numbers>`);
    expect(sequence(el)).to.equal('[1] | 2 | 3');
    el.model = 'B';
    await elementUpdated(el);
    expect(sequence(el)).to.equal('1 | [2]');
    el.paging = { A: record(3, 3), B: record(1, 2) };
    await elementUpdated(el);
    expect(sequence(el)).to.equal('[1] | 2');
  });

  it('re-renders in place: the nodes that stay are the same, extra ones go', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10, 20) }}></paginator-numbers>`);
    const nav = el.shadowRoot!.querySelector('[part="nav"]')!;
    expect(nav).to.not.equal(null);
    const [first, second] = el.shadowRoot!.querySelectorAll('a');
    el.paging = { Article: record(11, 20) };
    await elementUpdated(el);
    expect(sequence(el)).to.equal('7 | 8 | 9 | 10 | [11] | 12 | 13 | 14 | 15');
    expect(el.shadowRoot!.querySelector('[part="nav"]')).to.equal(nav);
    expect(Array.from(el.shadowRoot!.querySelectorAll('a')).slice(0, 2)).to.have.ordered.members([first, second]);
    expect(first.getAttribute('aria-label')).to.equal('Page 7');
    el.paging = { Article: record(1, 2) };
    await elementUpdated(el);
    expect(sequence(el)).to.equal('[1] | 2');
    expect(el.shadowRoot!.querySelector('[part="nav"]')).to.equal(nav);
    expect(el.shadowRoot!.querySelectorAll('li').length).to.equal(2);
  });

  it('loads neither lit-html nor LitElement (only ReactiveElement) nor the helper classes (only the functions it calls)', async () => {
    // The module graph as the browser loads it, from the element's module down.
    const seen = new Set<string>();
    const visit = async (url: string): Promise<void> => {
      if (seen.has(url)) return;
      seen.add(url);
      const source = await (await fetch(url)).text();
      const specifiers = Array.from(source.matchAll(/^\s*(?:import|export)\s*(?:[\w\s{},*$]*?\bfrom\s*)?['"]([^'"]+)['"]/gm), (m) => m[1]);
      await Promise.all(specifiers.map((specifier) => visit(new URL(specifier, url).href)));
    };
    await visit(new URL('../../src/components/paginator-numbers/paginator-numbers.ts', import.meta.url).href);
    const paths = Array.from(seen, (url) => new URL(url).pathname);
    expect(paths).to.include.members(['/src/components/paginator-element/render.ts', '/src/pagination/numbers.ts']);
    const helpers = ['paginator-helper', 'helper', 'html-helper', 'clean', 'object', 'app', 'controller', 'error-handler'];
    expect(paths.filter((p) => helpers.some((name) => p.endsWith(`/${name}.ts`)))).to.deep.equal([]);
    expect(paths.some((p) => p.includes('/@lit/reactive-element/'))).to.equal(true);
    // lit-html's is-server.js is its `isServer` constant (false here, true in Node), not its renderer.
    expect(paths.filter((p) => /\/(lit|lit-html|lit-element)\//.test(p) && !/\/lit-html\/(development\/)?is-server\.js$/.test(p))).to.deep.equal([]);
  });

  it('keeps focus on a page link when a single-page app sets the next page', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10, 20) }}
      @paginator-navigate=${(event: CustomEvent) => {
        event.preventDefault();
        el.paging = { Article: record(event.detail.page, 20) };
      }}></paginator-numbers>`);
    const link = pageLink(el, '11');
    link.focus();
    await sendKeys({ press: 'Enter' });
    await elementUpdated(el);
    expect(sequence(el)).to.equal('7 | 8 | 9 | 10 | [11] | 12 | 13 | 14 | 15');
    // Lit reused nodes by position too: the link in that place stays, focused, now to page 12.
    expect(el.shadowRoot!.activeElement).to.equal(link);
    expect(link.textContent).to.equal('12');
  });

  it('renders nothing for a single page', async () => {
    const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${record(1, 1)}></paginator-numbers>`);
    expect(el.shadowRoot!.querySelector('[part="nav"]')).to.equal(null);
  });

  describe('navigation', () => {
    let followed: boolean | null;
    const follow = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // keep the test page where it is
    };
    beforeEach(() => {
      followed = null;
      window.addEventListener('click', follow);
    });
    afterEach(() => window.removeEventListener('click', follow));

    it('fires paginator-navigate with page, url, model and kind, then lets the browser follow the link', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(2, 3) }}></paginator-numbers>`);
      const details: unknown[] = [];
      el.addEventListener('paginator-navigate', (event) => details.push((event as CustomEvent).detail));
      el.shadowRoot!.querySelectorAll('a')[1].click();
      expect(details).to.deep.equal([{ page: 3, url: `${location.origin}${location.pathname}?page=3`, model: 'Article', kind: 'number' }]);
      expect(followed).to.equal(true);
    });

    it('a canceled paginator-navigate stops the link', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(2, 3) }}
        @paginator-navigate=${(event: Event) => event.preventDefault()}></paginator-numbers>`);
      el.shadowRoot!.querySelector('a')!.click();
      expect(followed).to.equal(false);
    });

    it('leaves modified and middle clicks to the browser (new tab), without an event', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(2, 3) }}></paginator-numbers>`);
      let events = 0;
      el.addEventListener('paginator-navigate', () => events++);
      const link = el.shadowRoot!.querySelector('a')!;
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 1 }));
      expect(events).to.equal(0);
      expect(followed).to.equal(true);
    });

    it('follows a link activated from the keyboard', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(2, 3) }}></paginator-numbers>`);
      const pages: unknown[] = [];
      el.addEventListener('paginator-navigate', (event) => pages.push((event as CustomEvent).detail.page));
      el.shadowRoot!.querySelectorAll('a')[1].focus();
      await sendKeys({ press: 'Enter' });
      expect(pages).to.deep.equal([3]);
    });
  });

  describe('light', () => {
    it('renders the core’s exact markup into light DOM, with aria-current and a navigation role', async () => {
      const paging = { Article: record(2, 12) };
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light .paging=${paging} modulus="4"></paginator-numbers>`);
      const core = new PaginatorHelper({ params: { paging }, here: here() }).numbers({ modulus: 4 }) as string;
      expect(el.shadowRoot).to.equal(null);
      const expected = core.replace('<span class="current">', '<span class="current" aria-current="page">');
      expect(el.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(expected);
      expect(el.getAttribute('role')).to.equal('navigation');
      expect(el.getAttribute('aria-label')).to.equal('Pagination');
    });
  });

  describe('light takeover', () => {
    it('morphs over the same markup rendered on the server: the nodes stay', async () => {
      const paging = { Article: record(2, 12) };
      const server = new PaginatorHelper({ params: { paging }, here: here() }).numbers() as string;
      const wrapper = mount(`<paginator-numbers light paging='${JSON.stringify(paging)}'>${server}</paginator-numbers>`);
      const el = wrapper.querySelector('paginator-numbers')!;
      const nodes = Array.from(el.querySelectorAll('*'));
      await el.updateComplete;
      expect(Array.from(el.querySelectorAll('*'))).to.have.ordered.members(nodes);
      expect(el.innerHTML).to.equal(server.replace('<span class="current">', '<span class="current" aria-current="page">'));
    });
  });

  describe('accessibility', () => {
    it('has no axe violations, windowed with first and last runs', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10, 20) }} first="1" last="1"></paginator-numbers>`);
      await expect(el).to.be.accessible();
    });

    it('has no axe violations in light mode', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers light .paging=${{ Article: record(3, 5) }}></paginator-numbers>`);
      await expect(el).to.be.accessible();
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, () => ReturnType<typeof html>, string, RegExp]> = [
      ['malformed JSON', () => html`<paginator-numbers paging="{nope"></paginator-numbers>`, 'paging', /paging is not valid JSON/],
      ['an invalid page', () => html`<paginator-numbers .paging=${{ Article: { ...record(1, 3), page: -1 } }}></paginator-numbers>`, 'page', /"page" must be a non-negative integer/],
      ['a missing pageCount', () => html`<paginator-numbers .paging=${{ Article: { page: 1 } }}></paginator-numbers>`, 'pageCount', /no field "pageCount"/],
      ['a missing source', () => html`<paginator-numbers source="nowhere"></paginator-numbers>`, 'source', /no element with id "nowhere"/],
      ['a model without a record', () => html`<paginator-numbers .paging=${{ Article: record(1, 3) }} model="Ghost"></paginator-numbers>`, 'model', /no paging record for model "Ghost"/],
      ['a bad modulus', () => html`<paginator-numbers .paging=${{ Article: record(1, 30) }} modulus="many"></paginator-numbers>`, 'modulus', /modulus/],
      ['a bad url', () => html`<paginator-numbers .paging=${{ Article: record(1, 3) }} url="[1]"></paginator-numbers>`, 'url', /url must be a JSON object/],
      ['a bad url-style', () => html`<paginator-numbers .paging=${{ Article: record(1, 3) }} url-style="pretty"></paginator-numbers>`, 'url-style', /url-style/],
    ];
    for (const [name, template, field, message] of cases) {
      it(`${name}: renders nothing, logs one error naming the element and ${field}, fires paginator-error`, async () => {
        const events: CustomEvent[] = [];
        const listener = (event: Event) => events.push(event as CustomEvent);
        document.addEventListener('paginator-error', listener);
        let el!: PaginatorNumbers;
        const errors = await consoleErrors(async () => {
          el = await fixture<PaginatorNumbers>(template());
          el.requestUpdate();
          await elementUpdated(el);
        });
        document.removeEventListener('paginator-error', listener);
        expect(el.shadowRoot!.querySelector('[part="nav"]')).to.equal(null);
        expect(errors).to.have.length(1);
        expect(errors[0]).to.match(/^<paginator-numbers>: /).and.match(message);
        expect(events).to.have.length(1);
        expect(events[0].detail).to.include({ status: 0, error: 'input', field });
      });
    }

    it('leaves the other elements on the page working', async () => {
      const wrapper = mount();
      let elements: PaginatorNumbers[] = [];
      const errors = await consoleErrors(async () => {
        wrapper.innerHTML = `<paginator-numbers paging="{broken"></paginator-numbers>
          <paginator-numbers paging='${JSON.stringify({ Article: record(1, 2) })}'></paginator-numbers>`;
        elements = Array.from(wrapper.querySelectorAll('paginator-numbers'));
        await Promise.all(elements.map((el) => elementUpdated(el)));
      });
      expect(errors).to.have.length(1);
      expect(elements[0].shadowRoot!.querySelector('[part="nav"]')).to.equal(null);
      expect(sequence(elements[1])).to.equal('[1] | 2');
    });

    it('shows hostile separators and labels as text', async () => {
      const el = await fixture<PaginatorNumbers>(html`<paginator-numbers .paging=${{ Article: record(10, 20) }}
        separator=${hostile} first=${hostile} before=${hostile}></paginator-numbers>`);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(sequence(el)).to.contain(hostile);
      expect(hit()).to.equal(undefined);
    });
  });
});
