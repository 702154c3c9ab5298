/**
 * Values with no text of their own — a symbol, a bigint, an object whose
 * conversion fails — set as element properties (DESIGN.md §4, "Bad input"):
 * our message naming the attribute, never the engine's, and nothing thrown
 * out of the update cycle, reflected attributes (`kind`, `method`) included.
 * The element renders again once the value is good.
 */
import { elementUpdated, expect } from '@open-wc/testing';
import '../../src/components/framework-error/framework-error.js';
import type { FrameworkErrorElement } from '../../src/components/framework-error/framework-error.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, mount, unmountAll } from './support.js';

const record = { page: 2, pageCount: 5, count: 15, current: 3, prevPage: true, nextPage: true, defaults: { limit: 3 }, options: { page: 2, limit: 3 } };

const textless: Array<[string, () => unknown, string]> = [
  ['a symbol', () => Symbol('s'), 'a value of type symbol'],
  ['a bigint', () => 10n, 'a value of type bigint'],
  ['an object with a null prototype', () => Object.create(null), 'a value of type object'],
  ['an object whose toString throws', () => ({ toString: () => { throw new Error('engine message'); } }), 'a value of type object'],
];

/** Unhandled rejections and window errors while a test runs: a throw out of Lit's update cycle lands there. */
let escaped: unknown[] = [];
const onRejection = (event: PromiseRejectionEvent): void => {
  escaped.push(event.reason);
  event.preventDefault();
};
const onError = (event: ErrorEvent): void => {
  escaped.push(event.error);
};
beforeEach(() => {
  escaped = [];
  addEventListener('unhandledrejection', onRejection);
  addEventListener('error', onError);
});
afterEach(() => {
  removeEventListener('unhandledrejection', onRejection);
  removeEventListener('error', onError);
  unmountAll();
});

interface Case {
  tag: string;
  /** The property set to the bad value, and the attribute the error names. */
  property: string;
  field: string;
  /** The message before ", got …" or " must be text, got …". */
  says: string;
  /** Attributes of a good element. */
  attributes: Record<string, string>;
  /** A good value for the property, to render again. */
  good: unknown;
  /** What a good render shows. */
  shown: (el: Element) => string | null | undefined;
}

const linkHref = (el: Element) => el.shadowRoot!.querySelector('a')?.getAttribute('href');
const cases: Case[] = [
  { tag: 'paginator-link', property: 'kind', field: 'kind', says: 'kind must be one of prev, next, first, last, sort, page, more', attributes: { kind: 'next' }, good: 'next', shown: linkHref },
  { tag: 'paginator-link', property: 'label', field: 'label', says: 'label must be text', attributes: { kind: 'next' }, good: 'Onward', shown: (el) => el.shadowRoot!.querySelector('a')?.textContent },
  { tag: 'paginator-link', property: 'page', field: 'page', says: 'page must be text', attributes: { kind: 'page', page: '3' }, good: 4, shown: linkHref },
  { tag: 'paginator-link', property: 'key', field: 'key', says: 'key must be text', attributes: { kind: 'sort', key: 'id' }, good: 'title', shown: linkHref },
  { tag: 'paginator-link', property: 'disabledLabel', field: 'disabled-label', says: 'disabled-label must be text', attributes: { kind: 'next' }, good: 'None', shown: linkHref },
  { tag: 'paginator-numbers', property: 'separator', field: 'separator', says: 'separator must be text', attributes: {}, good: ' / ', shown: (el) => el.shadowRoot!.querySelector('[part="separator"]')?.textContent },
  { tag: 'paginator-numbers', property: 'first', field: 'first', says: 'first must be text', attributes: {}, good: '1', shown: (el) => el.shadowRoot!.querySelector('[part="current"]')?.textContent },
  { tag: 'paginator-numbers', property: 'beforeText', field: 'before', says: 'before must be text', attributes: {}, good: '[', shown: (el) => el.shadowRoot!.querySelector('[part="current"]')?.textContent },
  { tag: 'paginator-numbers', property: 'model', field: 'model', says: 'model must be text', attributes: {}, good: 'Article', shown: (el) => el.shadowRoot!.querySelector('[part="current"]')?.textContent },
  { tag: 'paginator-numbers', property: 'updateTarget', field: 'update', says: 'update must be text', attributes: {}, good: 'region', shown: (el) => el.shadowRoot!.querySelector('[part="current"]')?.textContent },
  { tag: 'paginator-numbers', property: 'urlStyle', field: 'url-style', says: 'url-style must be text', attributes: {}, good: 'named', shown: (el) => el.shadowRoot!.querySelector('a')?.getAttribute('href') },
  { tag: 'paginator-counter', property: 'format', field: 'format', says: 'format must be text', attributes: {}, good: 'range', shown: (el) => el.shadowRoot!.textContent },
];

describe('values with no text of their own', () => {
  for (const { tag, property, field, says, attributes, good, shown } of cases) {
    for (const [name, value, described] of textless) {
      it(`<${tag}>.${property} = ${name}: "${field}" is named, nothing is thrown, and a good value renders again`, async () => {
        const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<boolean> } & Record<string, unknown>;
        for (const [attribute, text] of Object.entries(attributes)) el.setAttribute(attribute, text);
        el.paging = { Article: record };
        mount().append(el);
        await elementUpdated(el);
        const events: Array<CustomEvent<{ field: string; message: string }>> = [];
        el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<{ field: string; message: string }>));
        const logged = await consoleErrors(async () => {
          el[property] = value();
          await el.updateComplete;
        });
        expect(escaped).to.deep.equal([]);
        expect(events.map((event) => event.detail.field)).to.deep.equal([field]);
        expect(events[0].detail.message).to.equal(`${says}, got ${described}`);
        expect(logged).to.deep.equal([`<${tag}>: ${events[0].detail.message}`]);
        expect(el.shadowRoot!.querySelector('a, [part="counter"]')).to.equal(null);

        el[property] = good;
        await el.updateComplete;
        expect(shown(el)).to.be.a('string').and.not.equal('');
        expect(escaped).to.deep.equal([]);
      });
    }
  }

  it('a reflected kind with no text leaves no attribute; the element still reports the kind', async () => {
    const el = document.createElement('paginator-link') as HTMLElement & { kind: unknown; paging: unknown; updateComplete: Promise<boolean> };
    el.paging = { Article: record };
    mount().append(el);
    await el.updateComplete;
    expect(el.getAttribute('kind')).to.equal('next');
    await consoleErrors(async () => {
      el.kind = Symbol('k');
      await el.updateComplete;
    });
    expect(el.hasAttribute('kind')).to.equal(false);
    expect(escaped).to.deep.equal([]);
  });

  for (const [name, value, described] of textless) {
    it(`<framework-error>.method = ${name}: "method" is named, nothing is thrown, and a kind renders again`, async () => {
      const el = document.createElement('framework-error') as FrameworkErrorElement;
      el.setAttribute('debug', '2');
      mount().append(el);
      const events: Array<CustomEvent<{ field: string; message: string }>> = [];
      el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<{ field: string; message: string }>));
      const logged = await consoleErrors(async () => {
        el.method = value() as string;
        await el.updateComplete;
      });
      expect(escaped).to.deep.equal([]);
      expect(events.map((event) => event.detail.field)).to.deep.equal(['method']);
      expect(events[0].detail.message).to.match(new RegExp(`^method ${described} is not an error kind`));
      expect(logged).to.have.length(1);
      expect(el.hasAttribute('method')).to.equal(false);

      el.method = 'missingModel';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.contain('Missing Model');
    });
  }

  it('a record field that is a bigint is named where it is, never "Do not know how to serialize a BigInt"', async () => {
    const el = document.createElement('paginator-numbers') as HTMLElement & { paging: unknown; updateComplete: Promise<boolean> };
    const events: Array<CustomEvent<{ field: string; message: string }>> = [];
    el.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<{ field: string; message: string }>));
    el.paging = { Article: { ...record, page: 2n } };
    await consoleErrors(async () => {
      mount().append(el);
      await el.updateComplete;
    });
    expect(escaped).to.deep.equal([]);
    expect(events.map((event) => [event.detail.field, event.detail.message])).to.deep.equal([
      ['paging', 'paging.Article.page must be JSON data (text, numbers, true, false, null, lists and objects), got a value of type bigint'],
    ]);
  });
});
