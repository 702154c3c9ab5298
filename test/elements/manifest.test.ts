/**
 * custom-elements.json against the elements as Chromium runs them (issue 35,
 * point 7): for each element, the attributes the manifest lists are the ones
 * the element observes (`observedAttributes`), the properties it marks as
 * reflecting are the ones Lit reflects (and setting one writes its
 * attribute), and the slots and parts it lists are the ones the element
 * renders, over states that together render every one of them: numbers with
 * ellipses, labelled first and last links, prev and next, separators, the
 * summary, the compact form with its jump field and its message, ellipsis
 * links, before and after texts, every kind of link, the form elements, an
 * error page, and an Ajax failure's notice. Editors, linters and Storybook
 * read the manifest; a part or attribute missing from it is one they hide.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { consoleErrors, mount, unmountAll } from './support.js';

interface Declaration {
  tagName: string;
  attributes?: Array<{ name: string }>;
  members?: Array<{ kind: string; name: string; reflects?: boolean; static?: boolean }>;
  slots?: Array<{ name: string }>;
  cssParts?: Array<{ name: string }>;
}
type LitClass = CustomElementConstructor & { observedAttributes: string[]; elementProperties: Map<PropertyKey, { reflect?: boolean; attribute?: string | boolean }> };

const record = (page: number, pageCount: number) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount, defaults: { limit: 10 }, options: { page, limit: 10 },
});
const MIDDLE = JSON.stringify({ Article: record(10, 20) });
const FIRST = JSON.stringify({ Article: record(1, 20) });
const FAILING = JSON.stringify({ controller: '__test', action: 'status', '?': { code: 500 } });

/**
 * Markup of the states each element is rendered in: together they render
 * every slot and part the element has. `fail` makes the element start an
 * Ajax update that fails (its notice and Retry button).
 */
const STATES: Record<string, Array<{ markup: string; fail?: (el: HTMLElement) => void; after?: (el: HTMLElement) => Promise<void> }>> = {
  'paginator-numbers': [
    { markup: `<paginator-numbers paging='${MIDDLE}' modulus="4" first="« first" last="last »" prev next before="Pages:" after="end"></paginator-numbers>` },
    { markup: `<paginator-numbers paging='${MIDDLE}' modulus="4" first="2" last="2" appearance="classic"></paginator-numbers>` },
    { markup: `<paginator-numbers paging='${FIRST}' prev next summary ellipsis-links modulus="4" last="1"></paginator-numbers>` },
    { markup: `<paginator-numbers paging='${MIDDLE}' format="compact"></paginator-numbers>` },
    {
      markup: `<paginator-numbers paging='${MIDDLE}' format="compact" jump summary prev next></paginator-numbers>`,
      after: async (el) => {
        // The field arrives on demand; a page out of range: it tells why.
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="input"]'), 'the jump field');
        const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!;
        input.value = '999';
        input.form!.requestSubmit();
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="error"]')?.textContent, 'the jump field explains its refusal');
      },
    },
    { markup: `<div id="region"></div><paginator-numbers paging='${MIDDLE}' url='${FAILING}' update="region"></paginator-numbers>`, fail: clickFirstLink },
  ],
  'paginator-counter': [
    { markup: `<paginator-counter paging='${MIDDLE}'></paginator-counter>` },
    { markup: `<paginator-counter paging='${MIDDLE}' format="range" appearance="plain"></paginator-counter>` },
    {
      // A failed link beside it: the counter holds the row's notice (issue 35, point 1).
      markup: `<div id="region"></div><p><paginator-counter paging='${MIDDLE}'></paginator-counter><paginator-link paging='${MIDDLE}' kind="next" url='${FAILING}' update="region"></paginator-link></p>`,
      after: async (el) => {
        const link = el.parentElement!.querySelector('paginator-link')!;
        const failed = oneEvent(link, 'paginator-error');
        clickFirstLink(link);
        await failed;
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="retry"]'), 'the notice of the link beside it');
      },
    },
  ],
  'paginator-link': [
    { markup: `<paginator-link paging='${MIDDLE}' kind="prev">Previous</paginator-link>` },
    { markup: `<paginator-link paging='${FIRST}' kind="prev">Previous</paginator-link>` },
    { markup: `<paginator-link paging='${MIDDLE}' kind="first">3</paginator-link>` },
    { markup: `<paginator-link paging='${MIDDLE}' kind="last">3</paginator-link>` },
    { markup: `<paginator-link paging='${MIDDLE}' kind="page" page="10"></paginator-link>` },
    { markup: `<paginator-link paging='${MIDDLE}' kind="sort" key="title"></paginator-link>` },
    { markup: `<div id="rows"></div><paginator-link paging='${MIDDLE}' kind="more" update="rows"></paginator-link>` },
    { markup: `<div id="region"></div><paginator-link paging='${MIDDLE}' kind="next" url='${FAILING}' update="region"></paginator-link>`, fail: clickFirstLink },
  ],
  'paginator-limit': [
    { markup: `<paginator-limit paging='${MIDDLE}'></paginator-limit>` },
    {
      markup: `<div id="region"></div><paginator-limit paging='${MIDDLE}' url='${FAILING}' update="region"></paginator-limit>`,
      fail: (el) => {
        const select = el.shadowRoot!.querySelector('select')!;
        select.value = '20';
        select.form!.requestSubmit();
      },
    },
  ],
  'paginator-jump': [
    { markup: `<paginator-jump paging='${MIDDLE}'></paginator-jump>` },
    {
      markup: `<paginator-jump paging='${MIDDLE}'></paginator-jump>`,
      after: async (el) => {
        const input = el.shadowRoot!.querySelector('input')!;
        input.value = '0';
        input.form!.requestSubmit();
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="error"]')?.textContent, 'the field explains its refusal');
      },
    },
    {
      markup: `<div id="region"></div><paginator-jump paging='${MIDDLE}' url='${FAILING}' update="region"></paginator-jump>`,
      fail: (el) => {
        const input = el.shadowRoot!.querySelector('input')!;
        input.value = '3';
        input.form!.requestSubmit();
      },
    },
  ],
  'framework-error': [
    { markup: `<framework-error method="missingController" params='[{"className":"PostsController"}]' debug="2"></framework-error>` },
    { markup: `<framework-error method="error" params='[{"code":500,"name":"Broken","message":"It broke"}]' debug="2"></framework-error>` },
    { markup: `<framework-error method="error404" params='[{"url":"/nowhere"}]' debug="0"></framework-error>` },
    {
      markup: '<framework-error capture debug="2"></framework-error>',
      after: async (el) => {
        // An uncaught error of the page, as the window reports it (window.onerror is the runner's: kept out of it).
        const saved = window.onerror;
        window.onerror = null;
        try {
          window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom', cancelable: true }));
        } finally {
          window.onerror = saved;
        }
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="stack"]'), 'the captured error with its stack');
      },
    },
  ],
};

function clickFirstLink(el: HTMLElement): void {
  el.shadowRoot!.querySelector<HTMLAnchorElement>('a[href]')!.click();
}

/** Every part token and every slot name (`''` for the default slot) in the element's shadow root. */
function rendered(el: Element): { parts: string[]; slots: string[] } {
  const root = el.shadowRoot;
  if (root === null) return { parts: [], slots: [] };
  const parts = Array.from(root.querySelectorAll('[part]'), (node) => node.getAttribute('part')!.split(/\s+/).filter(Boolean)).flat();
  const slots = Array.from(root.querySelectorAll('slot'), (slot) => slot.getAttribute('name') ?? '');
  return { parts, slots };
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** A value the property accepts, to see that setting it writes the attribute. */
const SAMPLE: Record<string, unknown> = { kind: 'prev', appearance: 'plain', method: 'error404' };

let declarations: Declaration[] = [];

before(async () => {
  const manifest = await (await fetch('/custom-elements.json')).json();
  declarations = manifest.modules.flatMap((mod: { declarations?: Declaration[] }) => mod.declarations ?? [])
    .filter((decl: Declaration & { customElement?: boolean }) => decl.customElement && decl.tagName);
});

describe('custom-elements.json against the elements in Chromium', () => {
  afterEach(unmountAll);

  it('declares each element the package defines, and only those', () => {
    expect(sorted(declarations.map((decl) => decl.tagName))).to.deep.equal(sorted(Object.keys(STATES)));
    for (const tag of Object.keys(STATES)) expect(customElements.get(tag), tag).to.not.equal(undefined);
  });

  for (const tag of Object.keys(STATES)) {
    describe(`<${tag}>`, () => {
      const declaration = () => declarations.find((decl) => decl.tagName === tag)!;
      const ctor = () => customElements.get(tag) as LitClass;

      it('lists exactly the attributes it observes', () => {
        expect(sorted((declaration().attributes ?? []).map((attr) => attr.name))).to.deep.equal(sorted(ctor().observedAttributes));
      });

      it('marks as reflecting exactly the properties that reflect, and setting one writes its attribute', async () => {
        const reflecting = [...ctor().elementProperties].filter(([, options]) => options.reflect).map(([name]) => String(name));
        const listed = (declaration().members ?? []).filter((member) => member.kind === 'field' && !member.static && member.reflects).map((member) => member.name);
        expect(sorted(listed)).to.deep.equal(sorted(reflecting));
        for (const name of reflecting) {
          const options = ctor().elementProperties.get(name)!;
          const attribute = typeof options.attribute === 'string' ? options.attribute : name.toLowerCase();
          const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> } & Record<string, unknown>;
          mount().append(el);
          el[name] = SAMPLE[name] ?? true;
          await el.updateComplete;
          expect(el.getAttribute(attribute), `${name} → ${attribute}`).to.equal(SAMPLE[name] === undefined ? '' : SAMPLE[name]);
        }
      });

      it('lists exactly the slots and parts it renders over its states', async () => {
        const parts = new Set<string>();
        const slots = new Set<string>();
        for (const state of STATES[tag]) {
          await consoleErrors(async () => {
            const root = mount(state.markup);
            const el = root.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>(tag)!;
            await el.updateComplete;
            // Some forms arrive on demand (ellipsis links, the compact form's field): rendered once they are there.
            if (!state.after) await waitUntil(() => rendered(el).parts.length > 0, `${state.markup}: rendered`);
            if (state.fail) {
              const failed = oneEvent(el, 'paginator-error');
              state.fail(el);
              await failed;
              await waitUntil(() => el.shadowRoot!.querySelector('[part~="retry"]'), 'the notice and its Retry button');
            }
            await state.after?.(el);
            await el.updateComplete;
            const seen = rendered(el);
            seen.parts.forEach((part) => parts.add(part));
            seen.slots.forEach((slot) => slots.add(slot));
            unmountAll();
          });
        }
        expect(sorted(slots), 'slots').to.deep.equal(sorted((declaration().slots ?? []).map((slot) => slot.name)));
        expect(sorted(parts), 'parts').to.deep.equal(sorted((declaration().cssParts ?? []).map((part) => part.name)));
      });
    });
  }
});
