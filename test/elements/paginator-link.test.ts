/**
 * <paginator-link>: every kind (prev, next, first, last, sort, page), labels
 * from text content / `label` / the core's defaults, disabled links, the
 * navigate event and the clicks it leaves to the browser, keyboard
 * activation, light mode, hostile labels, bad input and axe, in Chromium.
 * Expected hrefs are computed by the core itself for this page's location.
 */
import { aTimeout, elementUpdated, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setTranslator } from '../../src/shared/i18n.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import '../../src/components/paginator-link/paginator-link.js';
import type { PaginatorLink } from '../../src/components/paginator-link/paginator-link.js';
import { clearHit, consoleErrors, hit, hostile, mount, unmountAll } from './support.js';

type Rec = Record<string, unknown>;

const article = (page = 3, options: Rec = {}, defaults: Rec = {}): Rec => ({
  page, pageCount: 9, count: 85, current: page === 9 ? 5 : 10, prevPage: page > 1, nextPage: page < 9,
  defaults: { limit: 10, ...defaults }, options: { page, limit: 10, ...options },
});
const paging = (page = 3, options: Rec = {}, defaults: Rec = {}) => ({ Article: article(page, options, defaults) });
const here = () => location.pathname + location.search;
const path = () => location.pathname;
const core = (records: unknown, init: Rec = {}) => new PaginatorHelper({ params: { paging: records }, here: here(), ...init });

/** Every href the core's markup holds, as the browser reads the attribute. */
function hrefsOf(markup: string | false | null): string[] {
  return Array.from(String(markup).matchAll(/href="([^"]*)"/g), (m) => m[1].replace(/&amp;/g, '&'));
}

function links(el: PaginatorLink): HTMLAnchorElement[] {
  return Array.from(el.shadowRoot!.querySelectorAll('a'));
}

/** The rendered pieces as `part:text`. */
function pieces(el: PaginatorLink): string[] {
  return Array.from(el.shadowRoot!.querySelectorAll('[part]')).map((node) => `${node.getAttribute('part')}:${node.textContent}`);
}

/** Strips Lit's comment markers from light DOM. */
const lightHtml = (el: Element) => el.innerHTML.replace(/<!--[^>]*-->/g, '');

/** Asserts the element shows a disabled label only: nothing with an href, nothing focusable. */
function expectDisabled(el: PaginatorLink, text: string): void {
  const root = el.shadowRoot!;
  const disabled = root.querySelectorAll('[part="disabled"]');
  expect(disabled.length).to.equal(1);
  const span = disabled[0] as HTMLElement;
  expect(span.textContent).to.equal(text);
  expect(span.getAttribute('aria-disabled')).to.equal('true');
  expect(span.hasAttribute('href')).to.equal(false);
  expect(span.tabIndex).to.equal(-1);
  expect(root.querySelector('a')).to.equal(null);
  expect(root.querySelector('[href]')).to.equal(null);
  expect(root.querySelector('[tabindex], button, input, select, textarea, [contenteditable]')).to.equal(null);
  expect(el.tabIndex).to.equal(-1);
  span.focus();
  expect(root.activeElement).to.equal(null);
}

describe('<paginator-link>', () => {
  afterEach(() => {
    unmountAll();
    setTranslator(null);
    clearHit();
  });

  describe('prev and next', () => {
    it('prev: the core’s default label "<< Previous" and exactly the core’s prev() href', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${records}></paginator-link>`);
      const [a] = links(el);
      expect(links(el).length).to.equal(1);
      expect(a.getAttribute('part')).to.equal('link');
      expect(a.textContent).to.equal('<< Previous');
      expect(a.getAttribute('href')).to.equal(`${path()}?page=2`);
      expect([a.getAttribute('href')]).to.deep.equal(hrefsOf(core(records).prev(undefined, { model: 'Article' })));
      expect(a.href).to.equal(`${location.origin}${path()}?page=2`);
    });

    it('next: the core’s default label "Next >>" and exactly the core’s next() href', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${records}></paginator-link>`);
      const [a] = links(el);
      expect(a.textContent).to.equal('Next >>');
      expect(a.getAttribute('href')).to.equal(`${path()}?page=4`);
      expect([a.getAttribute('href')]).to.deep.equal(hrefsOf(core(records).next(undefined, { model: 'Article' })));
    });

    it('kind defaults to next', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link .paging=${paging()}></paginator-link>`);
      expect(el.kind).to.equal('next');
      expect(el.getAttribute('kind')).to.equal('next');
      expect(pieces(el)).to.deep.equal(['link:Next >>']);
    });

    it('takes the label from the text content', async () => {
      const prev = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging()}>
        Back </paginator-link>`);
      expect(pieces(prev)).to.deep.equal(['link:Back']);
      const next = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}>Onward</paginator-link>`);
      expect(pieces(next)).to.deep.equal(['link:Onward']);
      expect(links(next)[0].getAttribute('href')).to.equal(`${path()}?page=4`);
    });

    it('the label attribute wins over the text content', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" label="Forward" .paging=${paging()}>Onward</paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:Forward']);
    });

    it('step moves several pages, kept within 1..pageCount, as the core does', async () => {
      const records = paging();
      const cases: Array<[string, number, string]> = [['next', 2, '5'], ['next', 10, '9'], ['prev', 2, '1'], ['prev', 5, '1']];
      for (const [kind, step, page] of cases) {
        const el = await fixture<PaginatorLink>(html`<paginator-link kind=${kind} step=${step} .paging=${records}></paginator-link>`);
        expect(el.step).to.equal(step);
        const href = links(el)[0].getAttribute('href');
        expect(href).to.equal(`${path()}?page=${page}`);
        const helper = core(records);
        const markup = kind === 'next' ? helper.next('x', { model: 'Article', step }) : helper.prev('x', { model: 'Article', step });
        expect([href]).to.deep.equal(hrefsOf(markup));
      }
    });

    it('prev on the first page is disabled: part="disabled", aria-disabled, no href, not focusable', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging(1)}></paginator-link>`);
      expectDisabled(el, '<< Previous');
    });

    it('next on the last page is disabled', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging(9)}></paginator-link>`);
      expectDisabled(el, 'Next >>');
    });

    it('a disabled link keeps its label, or shows disabled-label', async () => {
      const labelled = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging(1)}>Back</paginator-link>`);
      expectDisabled(labelled, 'Back');
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" disabled-label="The end" .paging=${paging(9)}>Onward</paginator-link>`);
      expect(el.disabledLabel).to.equal('The end');
      expectDisabled(el, 'The end');
      const enabled = await fixture<PaginatorLink>(html`<paginator-link kind="next" disabled-label="The end" .paging=${paging(8)}>Onward</paginator-link>`);
      expect(pieces(enabled)).to.deep.equal(['link:Onward']);
      expect(links(enabled)[0].getAttribute('href')).to.equal(`${path()}?page=9`);
    });

    it('merges the url attribute and writes named URLs', async () => {
      const records = paging();
      const url = { controller: 'articles', action: 'index' };
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" url-style="named" url=${JSON.stringify(url)}
        .paging=${records}></paginator-link>`);
      expect(el.urlStyle).to.equal('named');
      const href = links(el)[0].getAttribute('href');
      expect(href).to.equal('/articles/index/page:4');
      expect([href]).to.deep.equal(hrefsOf(core(records, { urlStyle: 'named', options: { url } }).next(undefined, { model: 'Article' })));
    });

    it('translates the default labels through the one hook', async () => {
      setTranslator((text) => ({ '<< Previous': '« Zurück', 'Next >>': 'Weiter »' })[text] ?? text);
      const prev = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging()}></paginator-link>`);
      const next = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging(9)}></paginator-link>`);
      expect(pieces(prev)).to.deep.equal(['link:« Zurück']);
      expect(pieces(next)).to.deep.equal(['disabled:Weiter »']);
    });
  });

  describe('first and last', () => {
    it('first with a label links to page 1; last to the last page', async () => {
      const records = paging();
      const first = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${records}>« First</paginator-link>`);
      expect(pieces(first)).to.deep.equal(['link:« First']);
      expect(links(first)[0].getAttribute('href')).to.equal(`${path()}?page=1`);
      expect(links(first).map((a) => a.getAttribute('href'))).to.deep.equal(hrefsOf(core(records).first('« First', { model: 'Article' })));
      const last = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${records}>Last »</paginator-link>`);
      expect(pieces(last)).to.deep.equal(['link:Last »']);
      expect(links(last)[0].getAttribute('href')).to.equal(`${path()}?page=9`);
      expect(links(last).map((a) => a.getAttribute('href'))).to.deep.equal(hrefsOf(core(records).last('Last »', { model: 'Article' })));
    });

    it('without a label, the core’s default titles "<< first" and "last >>"', async () => {
      const first = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${paging()}></paginator-link>`);
      expect(pieces(first)).to.deep.equal(['link:<< first']);
      const last = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${paging()}></paginator-link>`);
      expect(pieces(last)).to.deep.equal(['link:last >>']);
    });

    it('the page-count form: text "2" links to pages 1..2 then "...", as the core’s first(2)', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${records}>2</paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:1', 'separator: | ', 'link:2', 'ellipsis:...']);
      const hrefs = links(el).map((a) => a.getAttribute('href'));
      expect(hrefs).to.deep.equal([`${path()}?page=1`, `${path()}?page=2`]);
      expect(hrefs).to.deep.equal(hrefsOf(core(records).first(2, { model: 'Article' })));
      for (const piece of el.shadowRoot!.querySelectorAll('[part="separator"], [part="ellipsis"]')) {
        expect(piece.getAttribute('aria-hidden')).to.equal('true');
      }
    });

    it('the page-count form of last: "..." then the last 2 pages, as the core’s last(2)', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${records}>2</paginator-link>`);
      expect(pieces(el)).to.deep.equal(['ellipsis:...', 'link:8', 'separator: | ', 'link:9']);
      const hrefs = links(el).map((a) => a.getAttribute('href'));
      expect(hrefs).to.deep.equal([`${path()}?page=8`, `${path()}?page=9`]);
      expect(hrefs).to.deep.equal(hrefsOf(core(records).last(2, { model: 'Article' })));
    });

    it('the page-count form renders nothing on the first (first) or last (last) page', async () => {
      const errors = await consoleErrors(async () => {
        const first = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${paging(1)}>2</paginator-link>`);
        expect(first.shadowRoot!.querySelectorAll('[part]').length).to.equal(0);
        const last = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${paging(9)}>2</paginator-link>`);
        expect(last.shadowRoot!.querySelectorAll('[part]').length).to.equal(0);
      });
      expect(errors).to.deep.equal([]);
    });

    it('first on the first page and last on the last page are disabled (label, or disabled-label)', async () => {
      const first = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${paging(1)}>« First</paginator-link>`);
      expectDisabled(first, '« First');
      const last = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${paging(9)}></paginator-link>`);
      expectDisabled(last, 'last >>');
      const custom = await fixture<PaginatorLink>(html`<paginator-link kind="last" disabled-label="(last)" .paging=${paging(9)}>Last »</paginator-link>`);
      expectDisabled(custom, '(last)');
    });
  });

  describe('sort', () => {
    it('toggles the direction of the sorted key and reflects sorted="asc"', async () => {
      const records = paging(3, { sort: 'title', direction: 'asc' });
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" .paging=${records}>Title</paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:Title']);
      const href = links(el)[0].getAttribute('href');
      expect(href).to.equal(`${path()}?page=3&sort=title&direction=desc`);
      expect([href]).to.deep.equal(hrefsOf(core(records).sort('Title', 'title', { model: 'Article' })));
      expect(el.getAttribute('sorted')).to.equal('asc');
      expect(el.sorted).to.equal('asc');
    });

    it('sorted="desc" links ascending', async () => {
      const records = paging(3, { sort: 'title', direction: 'desc' });
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" .paging=${records}>Title</paginator-link>`);
      expect(links(el)[0].getAttribute('href')).to.equal(`${path()}?page=3&sort=title&direction=asc`);
      expect(el.getAttribute('sorted')).to.equal('desc');
      expect(el.sorted).to.equal('desc');
    });

    it('reads the sort from the record’s default order', async () => {
      const records = paging(3, {}, { order: { 'Article.title': 'desc' } });
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" .paging=${records}>Title</paginator-link>`);
      expect(el.getAttribute('sorted')).to.equal('desc');
      const href = links(el)[0].getAttribute('href');
      expect([href]).to.deep.equal(hrefsOf(core(records).sort('Title', 'title', { model: 'Article' })));
      expect(href).to.equal(`${path()}?page=3&sort=title&direction=asc`);
    });

    it('another key: no sorted attribute, links ascending, label humanized from the key ("author_id" → "Author")', async () => {
      const records = paging(3, { sort: 'title', direction: 'asc' });
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="author_id" .paging=${records}></paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:Author']);
      const href = links(el)[0].getAttribute('href');
      expect(href).to.equal(`${path()}?page=3&sort=author_id&direction=asc`);
      expect([href]).to.deep.equal(hrefsOf(core(records).sort('author_id', null, { model: 'Article' })));
      expect(el.hasAttribute('sorted')).to.equal(false);
      expect(el.sorted).to.equal(null);
    });

    it('unsorted records: no sorted attribute', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" .paging=${paging()}></paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:Title']);
      expect(links(el)[0].getAttribute('href')).to.equal(`${path()}?page=3&sort=title&direction=asc`);
      expect(el.hasAttribute('sorted')).to.equal(false);
    });

    it('a key with a model prefix', async () => {
      const records = paging(3, { sort: 'title', direction: 'asc' });
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="Article.title" .paging=${records}>Title</paginator-link>`);
      const href = links(el)[0].getAttribute('href');
      expect(href).to.equal(`${path()}?page=3&sort=Article.title&direction=desc`);
      expect([href]).to.deep.equal(hrefsOf(core(records).sort('Title', 'Article.title', { model: 'Article' })));
      expect(el.getAttribute('sorted')).to.equal('asc');
    });

    it('the sorted attribute follows new paging, and goes when the sort moves to another key', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title"
        .paging=${paging(3, { sort: 'title', direction: 'asc' })}>Title</paginator-link>`);
      expect(el.getAttribute('sorted')).to.equal('asc');
      el.paging = paging(3, { sort: 'title', direction: 'desc' });
      await elementUpdated(el);
      expect(el.getAttribute('sorted')).to.equal('desc');
      expect(links(el)[0].getAttribute('href')).to.equal(`${path()}?page=3&sort=title&direction=asc`);
      el.paging = paging(3, { sort: 'views', direction: 'desc' });
      await elementUpdated(el);
      expect(el.hasAttribute('sorted')).to.equal(false);
      expect(links(el)[0].getAttribute('href')).to.equal(`${path()}?page=3&sort=title&direction=asc`);
    });
  });

  describe('page', () => {
    it('links to the given page, labelled with its number or the text content', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="page" page="5" .paging=${records}></paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:5']);
      const href = links(el)[0].getAttribute('href');
      expect(href).to.equal(`${path()}?page=5`);
      expect([href]).to.deep.equal(hrefsOf(core(records).link(5, { page: 5 }, { model: 'Article' })));
      const labelled = await fixture<PaginatorLink>(html`<paginator-link kind="page" .page=${9} .paging=${records}>The end</paginator-link>`);
      expect(pieces(labelled)).to.deep.equal(['link:The end']);
      expect(links(labelled)[0].getAttribute('href')).to.equal(`${path()}?page=9`);
    });

    it('the current page renders part="current" with aria-current="page" and no link', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="page" page="3" .paging=${paging()}></paginator-link>`);
      expect(pieces(el)).to.deep.equal(['current:3']);
      expect(el.shadowRoot!.querySelector('[part="current"]')!.getAttribute('aria-current')).to.equal('page');
      expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    });

    it('re-renders when page changes', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="page" page="3" .paging=${paging()}></paginator-link>`);
      el.page = 4;
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:4']);
      expect(links(el)[0].getAttribute('href')).to.equal(`${path()}?page=4`);
    });
  });

  describe('labels follow the text content', () => {
    it('re-renders when the text content changes (MutationObserver)', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}>Onward</paginator-link>`);
      expect(pieces(el)).to.deep.equal(['link:Onward']);
      el.textContent = 'Later';
      await aTimeout(0);
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:Later']);
      (el.firstChild as Text).data = 'Soon';
      await aTimeout(0);
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:Soon']);
      el.textContent = '';
      await aTimeout(0);
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:Next >>']);
    });

    it('switches between label and page-count forms when the text changes', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${paging()}>First</paginator-link>`);
      el.textContent = '1';
      await aTimeout(0);
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:1', 'ellipsis:...']);
    });
  });

  describe('navigation', () => {
    let followed: boolean[];
    // Registered on window, so it runs after the element's own listener on the host.
    const follow = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault(); // keep the test page where it is
    };
    beforeEach(() => {
      followed = [];
      window.addEventListener('click', follow);
    });
    afterEach(() => window.removeEventListener('click', follow));

    it('fires paginator-navigate with {page, url, model, kind} and leaves the click’s default alone', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging()}></paginator-link>`);
      const events: CustomEvent[] = [];
      document.addEventListener('paginator-navigate', (event) => events.push(event as CustomEvent), { once: true });
      links(el)[0].click();
      expect(events.length).to.equal(1);
      expect(events[0].detail).to.deep.equal({ page: 2, url: `${location.origin}${path()}?page=2`, model: 'Article', kind: 'prev' });
      expect(events[0].cancelable).to.equal(true);
      expect(events[0].bubbles).to.equal(true);
      expect(events[0].composed).to.equal(true);
      expect(followed).to.deep.equal([true]);
    });

    it('the detail’s kind is the element’s kind, for every kind', async () => {
      const records = paging(3, { sort: 'title', direction: 'asc' });
      const cases: Array<[ReturnType<typeof html>, number, string, string]> = [
        [html`<paginator-link kind="next" .paging=${records}></paginator-link>`, 4, 'next', '?page=4&sort=title&direction=asc'],
        [html`<paginator-link kind="first" .paging=${records}></paginator-link>`, 1, 'first', '?page=1&sort=title&direction=asc'],
        [html`<paginator-link kind="last" .paging=${records}></paginator-link>`, 9, 'last', '?page=9&sort=title&direction=asc'],
        [html`<paginator-link kind="sort" key="title" .paging=${records}></paginator-link>`, 3, 'sort', '?page=3&sort=title&direction=desc'],
        [html`<paginator-link kind="page" page="7" .paging=${records}></paginator-link>`, 7, 'page', '?page=7&sort=title&direction=asc'],
      ];
      for (const [template, page, kind, query] of cases) {
        const el = await fixture<PaginatorLink>(template);
        const details: unknown[] = [];
        el.addEventListener('paginator-navigate', (event) => details.push((event as CustomEvent).detail));
        links(el)[0].click();
        expect(details).to.deep.equal([{ page, url: `${location.origin}${path()}${query}`, model: 'Article', kind }]);
      }
      expect(followed).to.deep.equal([true, true, true, true, true]);
    });

    it('the page-count form reports the page of the link clicked', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="last" .paging=${paging()}>2</paginator-link>`);
      const details: unknown[] = [];
      el.addEventListener('paginator-navigate', (event) => details.push((event as CustomEvent).detail));
      links(el)[0].click();
      expect(details).to.deep.equal([{ page: 8, url: `${location.origin}${path()}?page=8`, model: 'Article', kind: 'last' }]);
    });

    it('canceling paginator-navigate prevents the click’s default', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}
        @paginator-navigate=${(event: Event) => event.preventDefault()}></paginator-link>`);
      links(el)[0].click();
      expect(followed).to.deep.equal([false]);
    });

    it('ctrl, meta, shift and middle clicks fire no navigate event and are left to the browser', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}></paginator-link>`);
      let events = 0;
      el.addEventListener('paginator-navigate', () => events++);
      const a = links(el)[0];
      const init = { bubbles: true, composed: true, cancelable: true };
      a.dispatchEvent(new MouseEvent('click', { ...init, ctrlKey: true }));
      a.dispatchEvent(new MouseEvent('click', { ...init, metaKey: true }));
      a.dispatchEvent(new MouseEvent('click', { ...init, shiftKey: true }));
      a.dispatchEvent(new MouseEvent('click', { ...init, button: 1 }));
      expect(events).to.equal(0);
      expect(followed).to.deep.equal([true, true, true, true]);
    });

    it('a click on a disabled label fires nothing', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging(9)}></paginator-link>`);
      let events = 0;
      el.addEventListener('paginator-navigate', () => events++);
      (el.shadowRoot!.querySelector('[part="disabled"]') as HTMLElement).click();
      expect(events).to.equal(0);
    });

    it('a single-page app that cancels the navigation and sets the next paging keeps focus on the same link', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}></paginator-link>`);
      el.addEventListener('paginator-navigate', (event) => {
        event.preventDefault();
        el.paging = paging((event as CustomEvent).detail.page);
      });
      const a = links(el)[0];
      a.focus();
      await sendKeys({ press: 'Enter' });
      await elementUpdated(el);
      expect(links(el)).to.have.ordered.members([a]); // the same node, not an equal one
      expect(a.getAttribute('href')).to.equal(`${path()}?page=5`);
      expect(el.shadowRoot!.activeElement).to.equal(a);
      expect(followed).to.deep.equal([false]);
    });

    it('Enter on the focused link fires paginator-navigate', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}></paginator-link>`);
      const details: unknown[] = [];
      el.addEventListener('paginator-navigate', (event) => details.push((event as CustomEvent).detail));
      const a = links(el)[0];
      a.focus();
      expect(el.shadowRoot!.activeElement).to.equal(a);
      await sendKeys({ press: 'Enter' });
      expect(details).to.deep.equal([{ page: 4, url: `${location.origin}${path()}?page=4`, model: 'Article', kind: 'next' }]);
      expect(followed).to.deep.equal([true]);
    });
  });

  describe('light', () => {
    it('renders the core’s exact markup (asked for with rel="next"), the label kept from the text content', async () => {
      const records = paging();
      const el = await fixture<PaginatorLink>(html`<paginator-link light kind="next" .paging=${records}>Onward</paginator-link>`);
      expect(el.shadowRoot).to.equal(null);
      const expected = core(records).next('Onward', { model: 'Article', rel: 'next' }, 'Onward');
      expect(expected).to.equal(`<a href="${path()}?page=4" rel="next">Onward</a>`);
      expect(lightHtml(el)).to.equal(expected);
      expect(el.label).to.equal('Onward');
    });

    it('default labels, disabled, sort and current page: the core’s markup, the default titles’ glyphs hidden (issue 35, point 3)', async () => {
      const records = paging(1, { sort: 'title', direction: 'asc' });
      const helper = core(records);
      const prev = await fixture<PaginatorLink>(html`<paginator-link light kind="prev" .paging=${records}></paginator-link>`);
      expect(helper.prev(undefined, { model: 'Article' }, true)).to.equal('<div>&lt;&lt; Previous</div>');
      expect(lightHtml(prev)).to.equal('<div><span aria-hidden="true">&lt;&lt; </span>Previous</div>');
      const next = await fixture<PaginatorLink>(html`<paginator-link light kind="next" .paging=${records}></paginator-link>`);
      expect(helper.next(undefined, { model: 'Article', rel: 'next' }, true)).to.equal(`<a href="${path()}?page=2&amp;sort=title&amp;direction=asc" rel="next">Next &gt;&gt;</a>`);
      expect(lightHtml(next)).to.equal(`<a href="${path()}?page=2&amp;sort=title&amp;direction=asc" rel="next">Next<span aria-hidden="true"> &gt;&gt;</span></a>`);
      const sort = await fixture<PaginatorLink>(html`<paginator-link light kind="sort" key="title" .paging=${records}>Title</paginator-link>`);
      expect(lightHtml(sort)).to.equal(helper.sort('Title', 'title', { model: 'Article' }));
      expect(lightHtml(sort)).to.equal(`<a href="${path()}?page=1&amp;sort=title&amp;direction=desc">Title</a>`);
      expect(sort.getAttribute('sorted')).to.equal('asc');
      const current = await fixture<PaginatorLink>(html`<paginator-link light kind="page" page="1" .paging=${records}></paginator-link>`);
      expect(lightHtml(current)).to.equal('<span class="current">1</span>');
      const run = await fixture<PaginatorLink>(html`<paginator-link light kind="last" .paging=${paging(3)}>2</paginator-link>`);
      expect(lightHtml(run)).to.equal(core(paging(3)).last(2, { model: 'Article' }));
    });

    it('takes over server-rendered markup in place: the same nodes, no second copy', async () => {
      const records = paging();
      const server = core(records).next('Onward', { model: 'Article', rel: 'next' }, 'Onward') as string;
      const wrapper = mount(`<paginator-link light kind="next" label="Onward" paging='${JSON.stringify(records)}'>${server}</paginator-link>`);
      const el = wrapper.querySelector('paginator-link')!;
      const a = el.querySelector('a')!;
      await el.updateComplete;
      expect(lightHtml(el)).to.equal(server);
      expect(el.querySelector('a')).to.equal(a);
    });

    it('a hostile label stays text in light DOM', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link light kind="next" .paging=${paging()}>${hostile}</paginator-link>`);
      await aTimeout(50);
      expect(el.querySelector('img')).to.equal(null);
      expect(el.querySelector('a')!.textContent).to.equal(hostile);
      expect(hit()).to.equal(undefined);
    });
  });

  describe('hostile labels', () => {
    it('a hostile text content is shown as text', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}>${hostile}</paginator-link>`);
      await aTimeout(50);
      expect(pieces(el)).to.deep.equal([`link:${hostile}`]);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(el.querySelector('img')).to.equal(null);
      expect(hit()).to.equal(undefined);
    });

    it('a hostile label, disabled-label and page label are shown as text', async () => {
      const a = await fixture<PaginatorLink>(html`<paginator-link kind="prev" label=${hostile} .paging=${paging()}></paginator-link>`);
      const b = await fixture<PaginatorLink>(html`<paginator-link kind="prev" disabled-label=${hostile} .paging=${paging(1)}></paginator-link>`);
      const c = await fixture<PaginatorLink>(html`<paginator-link kind="page" page="3" label=${hostile} .paging=${paging()}></paginator-link>`);
      const d = await fixture<PaginatorLink>(html`<paginator-link kind="sort" key="title" label=${hostile} .paging=${paging()}></paginator-link>`);
      await aTimeout(50);
      expect(pieces(a)).to.deep.equal([`link:${hostile}`]);
      expect(pieces(b)).to.deep.equal([`disabled:${hostile}`]);
      expect(pieces(c)).to.deep.equal([`current:${hostile}`]);
      expect(pieces(d)).to.deep.equal([`link:${hostile}`]);
      for (const el of [a, b, c, d]) expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(hit()).to.equal(undefined);
    });
  });

  describe('accessibility', () => {
    it('an enabled link has no axe violations', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="next" .paging=${paging()}></paginator-link>`);
      await expect(el).to.be.accessible();
    });

    it('a disabled link has no axe violations', async () => {
      const el = await fixture<PaginatorLink>(html`<paginator-link kind="prev" .paging=${paging(1)}></paginator-link>`);
      await expect(el).to.be.accessible();
    });

    it('a current page and a first run have no axe violations', async () => {
      const current = await fixture<PaginatorLink>(html`<paginator-link kind="page" page="3" .paging=${paging()}></paginator-link>`);
      await expect(current).to.be.accessible();
      const run = await fixture<PaginatorLink>(html`<paginator-link kind="first" .paging=${paging()}>2</paginator-link>`);
      await expect(run).to.be.accessible();
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, () => ReturnType<typeof html>, string, string]> = [
      ['an unknown kind', () => html`<paginator-link kind="bogus" .paging=${paging()}></paginator-link>`, 'kind',
        'kind must be one of prev, next, first, last, sort, page, more, got "bogus"'],
      ['kind="sort" without key', () => html`<paginator-link kind="sort" .paging=${paging()}>Title</paginator-link>`, 'key',
        'key is required for kind="sort"'],
      ['kind="page" with page 0', () => html`<paginator-link kind="page" page="0" .paging=${paging()}></paginator-link>`, 'page',
        'page must be a positive integer, got "0"'],
      ['kind="page" with page "x"', () => html`<paginator-link kind="page" page="x" .paging=${paging()}></paginator-link>`, 'page',
        'page must be a positive integer, got "x"'],
      ['kind="page" without page', () => html`<paginator-link kind="page" .paging=${paging()}></paginator-link>`, 'page',
        'page must be a positive integer, got null'],
      ['step 0', () => html`<paginator-link kind="next" step="0" .paging=${paging()}></paginator-link>`, 'step',
        'Option "step" must be a positive integer, got 0'],
      ['step -1', () => html`<paginator-link kind="prev" step="-1" .paging=${paging()}></paginator-link>`, 'step',
        'Option "step" must be a positive integer, got -1'],
      ['step 1.5', () => html`<paginator-link kind="prev" step="1.5" .paging=${paging()}></paginator-link>`, 'step',
        'Option "step" must be a positive integer, got 1.5'],
      ['step "x"', () => html`<paginator-link kind="next" step="x" .paging=${paging()}></paginator-link>`, 'step',
        'Option "step" must be a positive integer'],
      ['malformed JSON', () => html`<paginator-link kind="next" paging="{nope"></paginator-link>`, 'paging', 'paging is not valid JSON'],
      ['a missing source id', () => html`<paginator-link kind="next" source="no-such-link-source"></paginator-link>`, 'source',
        'source: no element with id "no-such-link-source"'],
      ['a model without a record', () => html`<paginator-link kind="next" model="Ghost" .paging=${paging()}></paginator-link>`, 'model',
        'model: no paging record for model "Ghost" (have Article)'],
      ['page: -1 in the record', () => html`<paginator-link kind="next" .paging=${{ Article: { ...article(), page: -1 } }}></paginator-link>`, 'page',
        'Paging record of model "Article": field "page" must be a non-negative integer, got -1'],
    ];
    for (const [name, template, field, message] of cases) {
      it(`${name}: renders nothing, one console.error naming <paginator-link> and ${field}, paginator-error, no exception`, async () => {
        const events: CustomEvent[] = [];
        const listener = (event: Event) => events.push(event as CustomEvent);
        document.addEventListener('paginator-error', listener);
        let el!: PaginatorLink;
        let errors: string[];
        try {
          errors = await consoleErrors(async () => {
            el = await fixture<PaginatorLink>(template());
            el.requestUpdate();
            await elementUpdated(el);
          });
        } finally {
          document.removeEventListener('paginator-error', listener);
        }
        expect(el.shadowRoot!.children.length).to.equal(0);
        expect(el.shadowRoot!.textContent).to.equal('');
        expect(errors).to.have.length(1);
        expect(errors[0].startsWith(`<paginator-link>: ${message}`)).to.equal(true, errors[0]);
        expect(errors[0]).to.contain(field);
        expect(events).to.have.length(1);
        expect(events[0].target).to.equal(el);
        expect(events[0].detail).to.deep.equal({ status: 0, error: 'input', field, message: errors[0].slice('<paginator-link>: '.length) });
      });
    }

    it('a bad link leaves the other links on the page working', async () => {
      let wrapper!: HTMLElement;
      const json = JSON.stringify(paging());
      const errors = await consoleErrors(async () => {
        wrapper = mount(`<paginator-link kind="bogus" paging='${json}'></paginator-link>
          <paginator-link kind="next" paging='${json}'></paginator-link>`);
        for (const el of wrapper.querySelectorAll('paginator-link')) await elementUpdated(el);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(/^<paginator-link>: kind must be one of/);
      const [bad, good] = Array.from(wrapper.querySelectorAll('paginator-link'));
      expect(bad.shadowRoot!.children.length).to.equal(0);
      expect(pieces(good)).to.deep.equal(['link:Next >>']);
    });

    it('recovers when the kind is corrected', async () => {
      let el!: PaginatorLink;
      const errors = await consoleErrors(async () => {
        el = await fixture<PaginatorLink>(html`<paginator-link kind="bogus" .paging=${paging()}></paginator-link>`);
      });
      expect(errors).to.have.length(1);
      el.kind = 'prev';
      await elementUpdated(el);
      expect(pieces(el)).to.deep.equal(['link:<< Previous']);
    });
  });
});
