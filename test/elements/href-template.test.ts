/**
 * `href-template` (issue 19, point 3): the page's own URL for each link to a
 * page, as text with `{page}` or a function of the page; only http(s) and
 * relative URLs, else nothing is rendered and the attribute is named.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import type { PaginatorLink, PaginatorNumbers } from '../../src/index.js';
import type { InputErrorDetail } from '../../src/components/paginator-element/paginator-element.js';
import { consoleErrors, guardClicks, mount, unmountAll } from './support.js';

guardClicks();

const hrefs = (el: Element) => Array.from(el.shadowRoot!.querySelectorAll('a')).map((a) => a.getAttribute('href'));

async function shown<T extends HTMLElement>(markup: string, properties: Record<string, unknown> = {}): Promise<T> {
  const root = mount(markup);
  const el = root.firstElementChild as T & { updateComplete: Promise<unknown> };
  Object.assign(el, properties);
  await el.updateComplete;
  return el;
}

/** `el`'s errors while `properties` are set on it: the paginator-error fields and the console lines. */
async function errorsOf(markup: string, properties: Record<string, unknown> = {}): Promise<{ fields: string[]; lines: string[]; el: HTMLElement }> {
  const root = mount();
  root.innerHTML = markup;
  const el = root.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
  const fields: string[] = [];
  el.addEventListener('paginator-error', (event) => fields.push((event as CustomEvent<InputErrorDetail>).detail.field));
  const lines = await consoleErrors(async () => {
    Object.assign(el, properties);
    await el.updateComplete;
  });
  return { fields, lines, el };
}

describe('href-template', () => {
  afterEach(unmountAll);

  it('writes each page link from the template', async () => {
    const el = await shown<PaginatorNumbers>('<paginator-numbers page="2" page-count="3" prev next href-template="/articles?page={page}"></paginator-numbers>');
    expect(hrefs(el)).to.deep.equal(['/articles?page=1', '/articles?page=1', '/articles?page=3', '/articles?page=3']);
  });

  it('takes a function as a property (a router\'s URLs)', async () => {
    const el = await shown<PaginatorLink>('<paginator-link kind="next" page="2" page-count="3"></paginator-link>', { hrefTemplate: (page: number) => `#/list/${page}` });
    expect(hrefs(el)).to.deep.equal(['#/list/3']);
  });

  it('keeps the sort link\'s own URL', async () => {
    const el = await shown<PaginatorLink>('<paginator-link kind="sort" key="title" page="2" page-count="3" href-template="/a/{page}"></paginator-link>');
    expect(hrefs(el)[0]).to.match(/sort=title/);
  });

  for (const [name, template] of [['without {page}', '/articles'], ['javascript:', 'javascript:alert({page})'], ['data:', 'data:text/html,{page}'], ['a hidden scheme', ' java\tscript:x({page})']]) {
    it(`refuses a template ${name}, naming href-template, and renders nothing`, async () => {
      const { fields, lines, el } = await errorsOf(`<paginator-numbers page="2" page-count="3"></paginator-numbers>`, { hrefTemplate: template });
      expect(fields).to.deep.equal(['href-template']);
      expect(lines).to.have.length(1);
      expect(lines[0]).to.include('href-template');
      expect(el.shadowRoot!.querySelector('a, [part]')).to.equal(null);
    });
  }

  it('refuses what a function returns when it is no http(s) URL, or when it throws', async () => {
    for (const hrefTemplate of [() => 'javascript:void 0', () => 42, () => { throw new Error('no route'); }]) {
      const { fields, el } = await errorsOf('<paginator-link kind="next" page="2" page-count="3"></paginator-link>', { hrefTemplate });
      expect(fields).to.deep.equal(['href-template']);
      expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    }
  });

  it('property: a template never gives a link other than http(s) or relative', async () => {
    const scheme = fc.constantFrom('javascript:', 'JAVASCRIPT:', 'vbscript:', 'data:', 'mailto:', 'file:', 'blob:', 'java\nscript:', '\u0001javascript:');
    await fc.assert(fc.asyncProperty(fc.oneof(scheme.map((s) => `${s}{page}`), fc.string({ maxLength: 20 }).map((s) => s.replaceAll('{page}', ''))), async (template) => {
      const { fields, el } = await errorsOf('<paginator-numbers page="2" page-count="3"></paginator-numbers>', { hrefTemplate: template });
      const links = hrefs(el);
      if (template === '') expect(fields).to.deep.equal([]);
      else {
        expect(fields).to.deep.equal(['href-template']);
        expect(links).to.deep.equal([]);
      }
      unmountAll();
    }), { numRuns: 60 });
  });
});
