/**
 * Property tests over every attribute and property of the four elements
 * (fast-check, in Chromium). Each run builds an element with a valid paging
 * record (or a valid error page), then applies a random sequence of
 * mutations — attributes set to hostile strings (markup, quotes,
 * `javascript:`, huge numbers, unicode, JSON-ish text, `__proto__` JSON),
 * properties set to anything (a symbol, a bigint, `Object.create(null)`, an
 * object whose `toString` throws, NaN, arrays, nested objects), the link's
 * text content — awaiting `updateComplete` after each.
 *
 * 1. Nothing escapes the element: no uncaught error, no unhandled rejection,
 *    no throw from a mutation, `updateComplete` never rejects. Bad input
 *    shows as an element that renders nothing, one `console.error` naming
 *    the element, and one `paginator-error` whose `field` names an
 *    attribute of the element (or a record field) — and, more strictly, one
 *    that this run changed (a record field for a changed record; `key` /
 *    `page` for a changed `kind`), since the start is valid — and whose
 *    `message` is ours, never an engine message (a converted object's
 *    "[object Object]", "Cannot convert", "URI malformed"…) (DESIGN §4,
 *    "Bad input to an element…").
 * 2. No update takes over 50 ms (a slow one is measured 3 more times from a
 *    fresh element; the median decides), among those that show up to
 *    {@link TIMED_LINKS} links.
 * 3. Nothing unescaped: the render root holds only the element's own tags,
 *    no `on*` attribute, no `javascript:` URL; hostile texts show as text;
 *    `window.__xss` is never set.
 * 4. The element never stops rendering: after the sequence, good attributes
 *    render the expected content again.
 * 5. No prototype pollution: `Object.prototype` keeps its own keys.
 *
 * And in each of them, nothing hangs: a run that has not finished after
 * {@link HUNG_MS} fails with its scenario.
 *
 * Each property is its own test, so that one failing does not hide another.
 * Runs: {@link DEFAULT_RUNS} per property and element; the dev server's
 * `/__test/property-runs` (env PROPERTY_RUNS) raises it. fast-check prints
 * the seed and the shrunk sequence on failure.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import '../../src/components/framework-error/framework-error.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-link/paginator-link.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import { mount, unmountAll } from './support.js';

// ---------------------------------------------------------------------------
// Run counts

const DEFAULT_RUNS = 50;
const MAX_MUTATIONS = 8;
const SLOW_MS = 50;
/**
 * Property 2 times the updates that show up to this many links. A first
 * render creates every node: an unwindowed list of 10,000 pages takes about
 * 90 ms to render in Chromium here (re-renders of it, 12–26 ms), so the long
 * lists are left out of the timing, and kept in every other property.
 */
const TIMED_LINKS = 1_000;
/** A run still going after this long is hung (a run takes well under a second; one per element once froze the page for minutes). */
const HUNG_MS = 20_000;
let numRuns = DEFAULT_RUNS;

// ---------------------------------------------------------------------------
// Records and inputs

type Rec = Record<string, unknown>;

/** Page `page` of a record set of `pages` pages (9 by default, 85 records; 10,000 pages makes every page a heavy render). */
const article = (page = 3, pages = 9): Rec => ({
  page, pageCount: pages, count: pages * 10 - 5, current: page === pages ? 5 : 10, prevPage: page > 1, nextPage: page < pages,
  defaults: { limit: 10 }, options: { page, limit: 10 },
});
const comment = (): Rec => ({
  page: 2, pageCount: 4, count: 31, current: 10, prevPage: true, nextPage: true,
  defaults: { limit: 10 }, options: { page: 2, limit: 10 },
});
const records = (pages = 9): Rec => ({ Article: article(3, pages), Comment: comment() });
const RECORDS_JSON = JSON.stringify(records());
const SOURCE_ID = 'property-source';
const here = () => location.pathname + location.search;

const XSS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '</span></a><a href="javascript:window.__xss=1">x</a>',
  "' onmouseover='window.__xss=1",
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<style>@import "//evil.example/x.css"</style>',
];
const HOSTILE_TEXT = [
  ...XSS,
  'javascript:window.__xss=1', ' JaVaScRiPt:window.__xss=1', 'data:text/html,<script>window.__xss=1</script>',
  '"', "'", '&', '&amp;&lt;b&gt;', '<', '>', '%page%<b>%pages%</b>', '%count% %start% %end% %current%',
  '99999999999999999999', '1e309', '9007199254740993', '-1', '-0', '0', '1.5', 'NaN', 'Infinity', '0x1F', ' 7 ',
  'caf\u00e9 \u{1F600} \u2028\u202e', '\u0000', '\ud800', 'a\r\nb',
  '{}', '[]', 'null', 'true', '"str"', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}',
  '{"Article":{"__proto__":{"polluted":1}}}', '{bad json', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '',
];

/** Record JSON the core must refuse or survive: bad fields, huge counts, `__proto__` keys, hostile options. */
const PAGING_TEXT = [
  RECORDS_JSON, JSON.stringify(article(1)), JSON.stringify({ Article: article(9) }), JSON.stringify({ Comment: comment() }),
  '{"page":"x","pageCount":3}', '{"page":1,"pageCount":99999999999999999999}', '{"page":10,"pageCount":2}',
  '{"page":-1,"pageCount":2}', '{"page":1.5,"pageCount":2}', '{"page":1}', '{"Article":5}', '{"Article":[]}', '{"Article":null}',
  '{"Article":{"page":1,"pageCount":10000,"count":100000,"current":10,"prevPage":false,"nextPage":true,"options":{"limit":10}}}',
  '{"Article":{"page":2,"pageCount":3,"count":30,"current":10,"prevPage":true,"nextPage":true,"options":{"limit":0}}}',
  '{"Article":{"__proto__":{"polluted":1},"page":1,"pageCount":3}}', '{"__proto__":{"page":1,"pageCount":3}}',
  '{"constructor":{"prototype":{"polluted":1}},"page":1,"pageCount":3}',
  `{"Article":{"page":2,"pageCount":3,"count":30,"current":10,"prevPage":true,"nextPage":true,"options":{"page":2,"limit":10,"sort":${JSON.stringify(XSS[0])},"direction":${JSON.stringify(XSS[1])}}}}`,
  `{"Article":{"page":2,"pageCount":3,"count":30,"current":10,"prevPage":true,"nextPage":true,"options":{"page":2,"limit":10,"url":{"controller":"javascript:window.__xss=1"},"order":{"Article.title":"desc"}}}}`,
];

/** Values no attribute carries; each made fresh for each run. */
type Exotic = { label: string; make: () => unknown };
const throwingToString = () => ({ toString() { throw new Error('toString boom'); } });
const EXOTIC: Exotic[] = [
  { label: 'Symbol("x")', make: () => Symbol('x') },
  { label: '10n', make: () => 10n },
  { label: '2n ** 70n', make: () => 2n ** 70n },
  { label: 'Object.create(null)', make: () => Object.create(null) },
  { label: 'throwing toString', make: throwingToString },
  { label: 'throwing valueOf', make: () => ({ valueOf() { throw new Error('valueOf boom'); }, toString: () => '2' }) },
  { label: 'NaN', make: () => Number.NaN },
  { label: 'Infinity', make: () => Infinity },
  { label: '-0', make: () => -0 },
  { label: '0', make: () => 0 },
  { label: '2', make: () => 2 },
  { label: '1.5', make: () => 1.5 },
  { label: '1e21', make: () => 1e21 },
  { label: '2 ** 53 + 2', make: () => 2 ** 53 + 2 },
  { label: '[]', make: () => [] },
  { label: '[1, 2]', make: () => [1, 2] },
  { label: `[${JSON.stringify(XSS[0])}]`, make: () => [XSS[0]] },
  { label: '{a: {b: {c: [1]}}}', make: () => ({ a: { b: { c: [1] } } }) },
  { label: 'true', make: () => true },
  { label: 'false', make: () => false },
  { label: 'null', make: () => null },
  { label: 'undefined', make: () => undefined },
  { label: '() => 1', make: () => () => 1 },
  { label: 'new Date(NaN)', make: () => new Date(Number.NaN) },
  { label: 'records', make: records },
  { label: 'one record', make: () => article(3) },
  { label: 'records with page 10n', make: () => ({ Article: { ...article(3), page: 10n } }) },
  { label: 'records with pageCount NaN', make: () => ({ Article: { ...article(3), pageCount: Number.NaN } }) },
  { label: 'records with limit Symbol', make: () => ({ Article: { ...article(3), options: { page: 3, limit: Symbol('l') } } }) },
  { label: 'records with hostile sort', make: () => ({ Article: { ...article(3), options: { page: 3, limit: 10, sort: Symbol('s'), direction: throwingToString() } } }) },
  { label: 'null-prototype record', make: () => ({ Article: Object.assign(Object.create(null), article(3)) }) },
  { label: 'record with throwing toString page', make: () => ({ Article: { ...article(3), page: throwingToString() } }) },
  { label: 'JSON.parse __proto__ record', make: () => JSON.parse('{"Article":{"__proto__":{"polluted":1},"page":1,"pageCount":3}}') },
  { label: 'JSON.parse __proto__ messages', make: () => JSON.parse('{"__proto__":{"polluted":1},"className":"X"}') },
  { label: 'url with symbol', make: () => ({ '?': { q: Symbol('q') } }) },
  { label: 'url with bigint', make: () => ({ controller: 10n }) },
  { label: 'url with throwing toString', make: () => ({ '?': { q: throwingToString() } }) },
  { label: '[{className: throwing toString}]', make: () => [{ className: throwingToString() }] },
  { label: '{className: Symbol}', make: () => ({ className: Symbol('c') }) },
  { label: '{className: 10n, url: {}}', make: () => ({ className: 10n, url: {} }) },
];

// ---------------------------------------------------------------------------
// The elements

interface Scenario {
  /** How the valid start is given. */
  start: Start;
  mutations: Mutation[];
}

interface Start {
  light: boolean;
  /** Attributes set before connecting. */
  attributes: Record<string, string>;
  /** Properties set before connecting. */
  properties: Record<string, unknown>;
  /** Text content (the link's label). */
  text: string;
  [fc.toStringMethod]?: () => string;
}

type Mutation =
  | { to: 'attribute'; name: string; value: string | null }
  | { to: 'property'; name: string; attribute: string; value: unknown; label: string }
  | { to: 'text'; value: string };

interface Spec {
  tag: string;
  /** Property name → attribute name, for every declared attribute. */
  properties: Record<string, string>;
  /** Boolean attributes. */
  booleans: string[];
  /** Plausible values of each attribute, good and bad. */
  values: Record<string, string[]>;
  /** Whether the text content is an input. */
  text: boolean;
  /** The valid starts. */
  start: fc.Arbitrary<Start>;
  /** Scenarios every run tries first, whatever the seed: the failures the properties once found. */
  examples?: Scenario[];
  /** The elements the element writes into its render root. */
  tags: Set<string>;
  /** The fields an error may name, given the attributes changed so far (property 1's strict check). */
  faultFields(changed: Set<string>): Set<string>;
  /** The codes of `detail.error`. */
  errorCodes: Set<string>;
  /** Sets every attribute back to a good value. */
  reset(el: HTMLElement, start: Start): void;
  /** Throws unless the element shows its expected content after reset(). */
  expectRendered(el: HTMLElement, root: ParentNode): void;
  /** Throws when a hostile text that must show as text does not (for the current state). */
  expectTexts?(el: HTMLElement, root: ParentNode): void;
}

const COMMON: Record<string, string> = {
  paging: 'paging', source: 'source', model: 'model', url: 'url', urlStyle: 'url-style', updateTarget: 'update',
  indicator: 'indicator', pushUrl: 'push-url', timeout: 'timeout', crossOrigin: 'cross-origin', light: 'light',
};
const COMMON_BOOLEANS = ['push-url', 'cross-origin', 'light'];
const COMMON_VALUES: Record<string, string[]> = {
  paging: PAGING_TEXT,
  source: [SOURCE_ID, 'property-bad-source', 'property-div', 'no-such-id', ''],
  model: ['Article', 'Comment', 'Model', 'Nope', '__proto__', 'constructor', 'toString', ''],
  url: [
    '{"?":{"q":"a b"}}', '{"controller":"articles","action":"index"}', '{}', 'null', '', '["a"]', '"javascript:window.__xss=1"',
    `{"?":{"q":${JSON.stringify(XSS[0])}}}`, '{"controller":"javascript:window.__xss=1"}', '{"action":"x"}', '{"0":"javascript:alert(1)"}',
    `{"#":${JSON.stringify(XSS[1])}}`, '{"controller":"//evil.example"}', '{"__proto__":{"polluted":1}}', '{"?":{"__proto__":{"polluted":1}}}',
    '{"full_base":true,"base":false}', '{"plugin":"x"}', '{"page":99999999999999999999}',
  ],
  'url-style': ['query', 'named', 'QUERY', ''],
  update: ['target', ''],
  indicator: ['spinner', ''],
  timeout: ['10', '0', '-1', 'abc'],
};
/**
 * Fields of a paging record (and its options) an error may name when the record changed; without
 * `paging` or `source`, the record is made from the attributes `page`, `total`, `page-count` and `page-size`.
 */
const RECORD_FIELDS = ['paging', 'source', 'model', 'page', 'pageCount', 'count', 'current', 'prevPage', 'nextPage', 'limit', 'options.limit', 'sort', 'order', 'direction',
  'total', 'page-count', 'page-size'];

function paginatorFaults(changed: Set<string>, dependent: Record<string, string[]> = {}): Set<string> {
  const fields = new Set(changed);
  if (['paging', 'source', 'model'].some((name) => changed.has(name))) for (const field of RECORD_FIELDS) fields.add(field);
  for (const [name, also] of Object.entries(dependent)) if (changed.has(name)) for (const field of also) fields.add(field);
  return fields;
}

/** A valid start: paging as JSON (records by model, or one record), as an object, or from the shared source; 9 or 10,000 pages. */
const pagingStart = fc.record({
  light: fc.boolean(),
  paging: fc.constantFrom('attribute', 'single', 'property', 'source'),
  pages: fc.constantFrom(9, 10_000),
  model: fc.boolean(),
});

function startOf(
  { light, paging, pages, model }: { light: boolean; paging: string; pages: number; model: boolean },
  attributes: Record<string, string> = {}, properties: Record<string, unknown> = {}, text = '',
): Start {
  const start: Start = { light, attributes: { ...attributes }, properties: { ...properties }, text };
  if (paging === 'attribute') start.attributes.paging = JSON.stringify(records(pages));
  else if (paging === 'single') start.attributes.paging = JSON.stringify(article(3, pages));
  else if (paging === 'property') start.properties.paging = records(pages);
  else start.attributes.source = SOURCE_ID;
  if (model && paging !== 'single') start.attributes.model = 'Article';
  start[fc.toStringMethod] = () => `${light ? 'light ' : ''}${JSON.stringify(start.attributes).replace(JSON.stringify(RECORDS_JSON), 'RECORDS_JSON')}`
    + `${paging === 'property' ? ` .paging=records(${pages})` : ''}${text ? ` text ${JSON.stringify(text)}` : ''}`;
  return start;
}

/** Sets an attribute then removes it: its property is back to its default's null, whatever it was set to. */
function clear(el: HTMLElement, name: string): void {
  el.setAttribute(name, '');
  el.removeAttribute(name);
}

function resetCommon(el: HTMLElement, start: Start): void {
  el.setAttribute('paging', RECORDS_JSON);
  clear(el, 'source');
  el.setAttribute('model', 'Article');
  clear(el, 'url');
  el.setAttribute('url-style', 'query');
  clear(el, 'update');
  clear(el, 'indicator');
  clear(el, 'push-url');
  el.setAttribute('timeout', '10000');
  clear(el, 'cross-origin');
  if (start.light) el.setAttribute('light', '');
  else clear(el, 'light');
}

const nodes = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector));

const numbersSpec: Spec = {
  tag: 'paginator-numbers',
  properties: { ...COMMON, modulus: 'modulus', separator: 'separator', first: 'first', last: 'last', beforeText: 'before', afterText: 'after' },
  booleans: COMMON_BOOLEANS,
  values: {
    ...COMMON_VALUES,
    modulus: ['0', '1', '2', '8', '10000', '10001', '-1', '1e3', 'abc', ''],
    separator: [' | ', ', ', ''],
    first: ['1', '2', '3', '100', '99999', '« first', '0', ''],
    last: ['1', '2', '3', '100', '99999', 'last »', '0', ''],
    before: ['[', ''],
    after: [']', ''],
  },
  text: false,
  start: pagingStart.map((s) => startOf(s)),
  tags: new Set(['nav', 'ul', 'li', 'a', 'span', 'div']),
  faultFields: (changed) => paginatorFaults(changed),
  errorCodes: new Set(['input']),
  reset(el, start) {
    resetCommon(el, start);
    el.setAttribute('modulus', '8');
    el.setAttribute('separator', ' | ');
    for (const name of ['first', 'last', 'before', 'after']) clear(el, name);
  },
  expectRendered(_el, root) {
    const core = new PaginatorHelper({ params: { paging: records() }, here: here() }).numbers({ model: 'Article' }) as string;
    const expected = Array.from(core.matchAll(/href="([^"]+)"/g), (m) => m[1].replace(/&amp;/g, '&'));
    expect(nodes(root, 'a').map((a) => a.getAttribute('href')), 'the page links').to.deep.equal(expected);
    expect(nodes(root, '.current, [aria-current="page"]').map((node) => node.textContent), 'the current page').to.include('3');
  },
  expectTexts(el, root) {
    // Shown pages: the separator, before and after texts appear as written (as text, whatever markup they hold).
    if (!nodes(root, 'a').length) return;
    const numbers = el as unknown as { separator: unknown; beforeText: unknown; afterText: unknown };
    const shown = root.textContent ?? '';
    for (const [name, value] of [['separator', numbers.separator], ['before', numbers.beforeText], ['after', numbers.afterText]] as const) {
      if (typeof value !== 'string' || value === '' || /\0|\r/.test(value)) continue;
      expect(shown.includes(value), `the ${name} ${JSON.stringify(value)} shown as text in ${JSON.stringify(shown.slice(0, 200))}`).to.equal(true);
    }
  },
};

const counterSpec: Spec = {
  tag: 'paginator-counter',
  properties: { ...COMMON, format: 'format', separator: 'separator' },
  booleans: COMMON_BOOLEANS,
  values: {
    ...COMMON_VALUES,
    format: ['pages', 'range', '%page% of %pages% (%start%-%end% of %count%, %current%)', 'Page %page%', 'PAGES', ''],
    separator: [' / ', ' of ', ''],
  },
  text: false,
  start: pagingStart.map((s) => startOf(s)),
  tags: new Set(['span']),
  faultFields: (changed) => paginatorFaults(changed),
  errorCodes: new Set(['input']),
  reset(el, start) {
    resetCommon(el, start);
    el.setAttribute('format', 'pages');
    clear(el, 'separator');
  },
  expectRendered(_el, root) {
    expect((root.textContent ?? '').trim(), 'the counter').to.equal('3 of 9');
  },
  expectTexts(el, root) {
    // A format with no token shows exactly as written (as text, whatever markup it holds).
    const format = (el as unknown as { format: unknown }).format;
    if (typeof format !== 'string' || /%|\0|\r/.test(format) || ['pages', 'range', ''].includes(format) || format.trim() !== format) return;
    if (!(root.textContent ?? '').trim()) return;
    expect(root.textContent, 'the format shown as text').to.equal(format);
  },
};

const KINDS = ['prev', 'next', 'first', 'last', 'sort', 'page', 'more'];
const linkSpec: Spec = {
  tag: 'paginator-link',
  properties: { ...COMMON, kind: 'kind', label: 'label', step: 'step', disabledLabel: 'disabled-label', key: 'key', page: 'page' },
  booleans: COMMON_BOOLEANS,
  values: {
    ...COMMON_VALUES,
    kind: [...KINDS, 'PREV', 'bogus', ''],
    label: ['Previous', '3', '« first', ' ', ''],
    step: ['1', '2', '0', '-1', 'abc', '1e400', ''],
    'disabled-label': ['none', ''],
    key: ['title', 'Article.title', 'id', 'Comment.title', '__proto__', ''],
    page: ['1', '3', '9', '10', '0', '-1', 'abc', '1.5', ''],
  },
  text: true,
  start: fc.tuple(pagingStart, fc.constantFrom(...KINDS), fc.constantFrom('', 'Onward', '2')).map(([s, kind, text]) => {
    const attributes: Record<string, string> = { kind };
    if (kind === 'sort') attributes.key = 'title';
    if (kind === 'page') attributes.page = '2';
    return startOf(s, attributes, {}, text);
  }),
  tags: new Set(['a', 'span', 'div']),
  // A prev / next link tells its row whether it moves one page after each update and on (dis)connection, outside
  // the render that reports bad input: a step that cannot be converted to a number (seed -2076284891) threw there.
  examples: ['Object.create(null)', '10n', 'Symbol("x")', 'throwing valueOf'].flatMap((label) => ['prev', 'next'].map((kind) => ({
    start: startOf({ light: kind === 'next', paging: 'attribute', pages: 9, model: false }, { kind }),
    mutations: [exoticMutation('step', 'step', label)],
  }))),
  faultFields: (changed) => paginatorFaults(changed, { kind: ['key', 'page'], text: ['label'] }),
  errorCodes: new Set(['input']),
  reset(el, start) {
    resetCommon(el, start);
    el.setAttribute('kind', 'next');
    el.setAttribute('label', 'Next');
    el.setAttribute('step', '1');
    for (const name of ['disabled-label', 'key', 'page']) clear(el, name);
  },
  expectRendered(_el, root) {
    const links = nodes(root, 'a');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')]), 'the link').to.deep.equal([['Next', `${location.pathname}?page=4`]]);
  },
  expectTexts(el, root) {
    // A prev / next label shows exactly as written, on the link or disabled.
    const link = el as unknown as { kind: unknown; label: unknown; disabledLabel: unknown };
    if (link.kind !== 'prev' && link.kind !== 'next') return;
    const label = typeof link.label === 'string' && link.label !== '' ? link.label : el.hasAttribute('light') || link.label !== null ? null : el.textContent!.trim() || null;
    if (label === null || /\0|\r/.test(label)) return;
    const shown = nodes(root, 'a');
    if (shown.length) {
      expect(shown.map((a) => a.textContent), 'the label shown as text').to.deep.equal([label]);
    } else if (link.disabledLabel === null) {
      // The label's own element: a label of glyphs alone is wrapped once more, hidden from assistive technology (names.test.ts).
      const disabled = Array.from(root.children).filter((node) => node.matches('div, span'));
      if (disabled.length) expect(disabled.map((node) => node.textContent), 'the disabled label shown as text').to.deep.equal([label]);
    }
  },
};

const POSTS = JSON.stringify({ className: 'PostsController', url: '/posts/list' });
const errorSpec: Spec = {
  tag: 'framework-error',
  properties: { method: 'method', params: 'params', debug: 'debug', capture: 'capture', light: 'light' },
  booleans: ['capture', 'light'],
  values: {
    method: ['missingController', 'error404', 'error500', 'missingTable', 'error', 'missingHelperFile', 'missingComponentClass',
      'nope', '__proto__', 'constructor', 'toString', '_outputMessage', 'hasOwnProperty', ''],
    params: [POSTS, '[{"className":"X"}]', '{"url":"/x"}', '{"__proto__":{"polluted":1},"className":"X"}',
      `{"className":${JSON.stringify(XSS[0])},"url":${JSON.stringify(XSS[1])},"message":${JSON.stringify(XSS[2])},"name":${JSON.stringify(XSS[3])},"code":500}`,
      `{"helper":${JSON.stringify(XSS[0])},"file":${JSON.stringify(XSS[1])},"component":${JSON.stringify(XSS[1])},"table":${JSON.stringify(XSS[2])}}`,
      '{"code":"<b>","name":{"a":1},"message":[1,2]}', '[1]', '[]', '"x"', 'null', '{bad', ''],
    debug: ['0', '1', '2', '-1', '1.5', 'abc', ' 3 ', '99999999999999999999', ''],
  },
  text: false,
  start: fc.record({ light: fc.boolean(), method: fc.constantFrom('missingController', 'error404', 'missingTable'), debug: fc.constantFrom('0', '2', null) }).map(({ light, method, debug }) => {
    const attributes: Record<string, string> = { method, params: POSTS };
    if (debug !== null) attributes.debug = debug;
    const start: Start = { light, attributes, properties: {}, text: '' };
    start[fc.toStringMethod] = () => `${light ? 'light ' : ''}${JSON.stringify(attributes)}`;
    return start;
  }),
  tags: new Set(['h2', 'p', 'pre', 'code', 'strong', 'em', 'div', 'ul', 'li', 'span']),
  faultFields: (changed) => new Set(changed),
  errorCodes: new Set(['invalid-method', 'invalid-json', 'invalid-params', 'invalid-debug', 'render-failed']),
  reset(el, start) {
    el.setAttribute('method', 'missingController');
    el.setAttribute('params', POSTS);
    el.setAttribute('debug', '1');
    clear(el, 'capture');
    if (start.light) el.setAttribute('light', '');
    else clear(el, 'light');
  },
  expectRendered(_el, root) {
    expect(nodes(root, 'h2').map((h2) => h2.textContent), 'the page heading').to.deep.equal(['Missing Controller']);
    expect(root.textContent, 'the page').to.contain('PostsController could not be found.');
  },
};

const SPECS = [numbersSpec, counterSpec, linkSpec, errorSpec];

// ---------------------------------------------------------------------------
// Mutations

const stringValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...XSS), fc.string({ maxLength: 4 })).map(([a, b]) => a + b) },
).filter((text) => !/Symbol|object Object/.test(text));

const exoticValue = fc.constantFrom(...EXOTIC).map(({ label, make }) => ({ label, value: make() }));

/** The mutation that sets property `name` (attribute `attribute`) to the exotic value labelled `label`. */
function exoticMutation(name: string, attribute: string, label: string): Mutation {
  const { make } = EXOTIC.find((exotic) => exotic.label === label)!;
  const mutation: Mutation = { to: 'property', name, attribute, value: make(), label };
  return Object.assign(mutation, { [fc.toStringMethod]: () => `el.${name} = ${label}` });
}

function mutationsOf(spec: Spec): fc.Arbitrary<Mutation> {
  const attributes = Object.values(spec.properties);
  const attributeValue = (name: string) => fc.oneof(
    { weight: 4, arbitrary: spec.booleans.includes(name) ? fc.constantFrom('', name, 'false') : fc.constantFrom(...(spec.values[name] ?? [''])) },
    { weight: 4, arbitrary: stringValue },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const attribute = fc.constantFrom(...attributes).chain((name) => attributeValue(name).map((value) => {
    const mutation: Mutation = { to: 'attribute', name, value };
    return Object.assign(mutation, { [fc.toStringMethod]: () => (value === null ? `removeAttribute(${JSON.stringify(name)})` : `setAttribute(${JSON.stringify(name)}, ${JSON.stringify(value)})`) });
  }));
  const property = fc.constantFrom(...Object.keys(spec.properties)).chain((name) => {
    const attr = spec.properties[name];
    return fc.oneof(
      { weight: 3, arbitrary: exoticValue },
      { weight: 2, arbitrary: stringValue.map((value) => ({ label: JSON.stringify(value), value: value as unknown })) },
      { weight: 2, arbitrary: fc.constantFrom(...(spec.values[attr] ?? [''])).map((value) => ({ label: JSON.stringify(value), value: value as unknown })) },
    ).map(({ label, value }) => {
      const mutation: Mutation = { to: 'property', name, attribute: attr, value, label };
      return Object.assign(mutation, { [fc.toStringMethod]: () => `el.${name} = ${label}` });
    });
  });
  if (!spec.text) return fc.oneof(attribute, property);
  const text = stringValue.map((value) => {
    const mutation: Mutation = { to: 'text', value };
    return Object.assign(mutation, { [fc.toStringMethod]: () => `el.textContent = ${JSON.stringify(value)}` });
  });
  return fc.oneof({ weight: 3, arbitrary: attribute }, { weight: 3, arbitrary: property }, { weight: 1, arbitrary: text });
}

const scenarioOf = (spec: Spec): fc.Arbitrary<Scenario> =>
  fc.record({ start: spec.start, mutations: fc.array(mutationsOf(spec), { minLength: 1, maxLength: MAX_MUTATIONS }) });

// ---------------------------------------------------------------------------
// Running a scenario

type Lit = HTMLElement & { updateComplete: Promise<boolean>; renderRoot: HTMLElement | DocumentFragment };

interface Observed {
  /** Property 1. */
  escaped: string[];
  /** Property 2: the slow mutations, with their first time. */
  slow: Array<{ index: number; ms: number }>;
  /** Property 3. */
  unescaped: string[];
  /** Property 4. */
  dead: string[];
  /** Property 5. */
  polluted: string[];
}

interface InputDetail { status?: unknown; error?: unknown; field?: unknown; message?: unknown }

/** Engine messages: a value converted or called by the engine where ours should have described it. */
const ENGINE = /Cannot convert|is not a function|Cannot read propert|Do not know how to serialize a BigInt|\bSymbol\b|\[object Object\]|is not iterable|is not a constructor|Cannot create property|Maximum call stack|Invalid array length|toString boom|valueOf boom|undefined is not|null is not|URI malformed/;

const xss = () => (window as unknown as { __xss?: unknown }).__xss;
const clearXss = () => {
  delete (window as unknown as { __xss?: unknown }).__xss;
};
/** A turn of the event loop (a message, not a timer: timers are clamped to 4 ms once nested). */
function tick(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A short description of anything, never throwing. */
function show(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return `a value of type ${typeof value}`;
  }
}

/** Builds the element of `spec` from `start`, connected in a fresh container. */
async function build(spec: Spec, start: Start): Promise<Lit> {
  const container = mount(`<script type="application/json" id="${SOURCE_ID}">${RECORDS_JSON}</script>`
    + '<script type="application/json" id="property-bad-source">{bad</script><div id="property-div"></div>'
    + '<div id="target"></div><div id="spinner" hidden></div>');
  const el = document.createElement(spec.tag) as Lit;
  if (start.light) el.setAttribute('light', '');
  for (const [name, value] of Object.entries(start.attributes)) el.setAttribute(name, value);
  for (const [name, value] of Object.entries(start.properties)) (el as unknown as Rec)[name] = value;
  if (start.text) el.textContent = start.text;
  container.append(el);
  await settle(el);
  return el;
}

/** Applies one mutation (throws what the element throws). */
function apply(el: Lit, mutation: Mutation): void {
  if (mutation.to === 'attribute') {
    if (mutation.value === null) el.removeAttribute(mutation.name);
    else el.setAttribute(mutation.name, mutation.value);
  } else if (mutation.to === 'property') {
    (el as unknown as Rec)[mutation.name] = mutation.value;
  } else {
    el.textContent = mutation.value;
  }
}

/** Waits until the element has no update pending (a MutationObserver may request one a microtask later). */
async function settle(el: Lit): Promise<void> {
  await null;
  for (let i = 0; i < 10 && !(await el.updateComplete); i++);
}

/** The time from `mutations[index]` to its update, on a fresh element that went through the ones before. */
async function remeasure(spec: Spec, scenario: Scenario, index: number): Promise<number> {
  const el = await build(spec, scenario.start);
  try {
    for (const mutation of scenario.mutations.slice(0, index)) {
      try {
        apply(el, mutation);
        await settle(el);
      } catch {
        // Reported by property 1.
      }
    }
    const t0 = performance.now();
    try {
      apply(el, scenario.mutations[index]);
      await settle(el);
    } catch {
      // Reported by property 1.
    }
    return performance.now() - t0;
  } finally {
    el.parentElement!.remove();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The attribute names of the render root's own content that may run script or load a script URL. */
function unsafeMarkup(spec: Spec, root: ParentNode): string[] {
  const found: string[] = [];
  for (const node of nodes(root, '*')) {
    if (!spec.tags.has(node.localName)) found.push(`a <${node.localName}> element: ${node.outerHTML.slice(0, 120)}`);
    for (const { name, value } of Array.from(node.attributes)) {
      if (/^on/i.test(name)) found.push(`attribute ${name} on <${node.localName}>`);
      // eslint-disable-next-line no-control-regex
      if (/^(href|src|action|formaction|xlink:href|srcdoc)$/i.test(name) && /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''))) {
        found.push(`${name}=${JSON.stringify(value)} on <${node.localName}>`);
      }
    }
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href') && node.protocol === 'javascript:') found.push(`a javascript: link ${node.href}`);
  }
  return found;
}

/** Whether the render root shows anything (text or elements; Lit's comment markers aside). */
function showsSomething(root: ParentNode): boolean {
  return Array.from(root.childNodes).some((node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.nodeValue !== ''));
}

/**
 * Runs one scenario and reports what each property would object to (slow
 * updates are measured again only with `timing`). The
 * page's error reporting (Mocha's window.onerror, console.error) is
 * replaced for the run and put back after.
 */
async function run(spec: Spec, scenario: Scenario, timing: boolean): Promise<Observed> {
  const observed: Observed = { escaped: [], slow: [], unescaped: [], dead: [], polluted: [] };
  const protoKeys = Reflect.ownKeys(Object.prototype).map(String).sort().join(',');
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => {
    uncaught.push(`uncaught error: ${show(event.error ?? event.message)}`);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    uncaught.push(`unhandled rejection: ${show(event.reason)}`);
    event.preventDefault();
  };
  const savedOnError = window.onerror;
  const savedConsoleError = console.error;
  let consoleCalls: string[] = [];
  let events: InputDetail[] = [];
  window.onerror = null;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  console.error = (...args: unknown[]) => {
    consoleCalls.push(typeof args[0] === 'string' ? args[0] : show(args[0]));
  };
  clearXss();
  let el: Lit | null = null;
  try {
    try {
      el = await build(spec, scenario.start);
    } catch (error) {
      observed.escaped.push(`building the valid start threw ${show(error)}`);
      return observed;
    }
    el.parentElement!.addEventListener('paginator-error', (event) => events.push((event as CustomEvent<InputDetail>).detail));
    const startErrors = [...consoleCalls, ...events.map((detail) => show(detail.message))];
    if (startErrors.length) observed.escaped.push(`the valid start reported errors: ${startErrors.join('; ')}`);
    const root = el.renderRoot;
    const changed = new Set<string>();
    for (const [index, mutation] of scenario.mutations.entries()) {
      consoleCalls = [];
      events = [];
      const step = `after mutation ${index + 1}`;
      changed.add(mutation.to === 'text' ? 'text' : mutation.to === 'attribute' ? mutation.name : mutation.attribute);
      const linksBefore = root.querySelectorAll('a').length;
      const t0 = performance.now();
      try {
        apply(el, mutation);
      } catch (error) {
        observed.escaped.push(`${step}: the mutation threw ${show(error)}`);
      }
      try {
        await settle(el);
      } catch (error) {
        observed.escaped.push(`${step}: updateComplete rejected with ${show(error)}`);
      }
      const ms = performance.now() - t0;
      if (ms > SLOW_MS && Math.max(linksBefore, root.querySelectorAll('a').length) <= TIMED_LINKS) observed.slow.push({ index, ms });

      // Property 1: one console error and one event a problem, in our words, naming a field at fault.
      if (consoleCalls.length !== events.length) {
        observed.escaped.push(`${step}: ${consoleCalls.length} console errors for ${events.length} paginator-error events (${[...consoleCalls, ...events.map((d) => show(d.message))].join('; ')})`);
      }
      const faults = spec.faultFields(changed);
      const fieldNames = new Set([...Object.values(spec.properties), ...(spec.tag === 'framework-error' ? [] : RECORD_FIELDS)]);
      for (const [i, detail] of events.entries()) {
        const message = typeof detail.message === 'string' ? detail.message : null;
        if (message === null) observed.escaped.push(`${step}: detail.message is ${show(detail.message)}`);
        else if (ENGINE.test(message)) observed.escaped.push(`${step}: an engine message: ${JSON.stringify(message)} (field ${show(detail.field)})`);
        if (consoleCalls[i] !== undefined && consoleCalls[i] !== `<${spec.tag}>: ${message}`) {
          observed.escaped.push(`${step}: console error ${JSON.stringify(consoleCalls[i])} is not "<${spec.tag}>: " + the event's message ${JSON.stringify(message)}`);
        }
        if (detail.status !== 0 || !spec.errorCodes.has(detail.error as string)) observed.escaped.push(`${step}: detail ${show(detail.status)} / ${show(detail.error)}`);
        if (typeof detail.field !== 'string' || !fieldNames.has(detail.field)) {
          observed.escaped.push(`${step}: detail.field ${show(detail.field)} is no attribute or record field (message ${JSON.stringify(message)})`);
        } else if (!faults.has(detail.field)) {
          observed.escaped.push(`${step}: detail.field ${show(detail.field)} names an input that did not change (changed: ${[...changed].join(', ')}; message ${JSON.stringify(message)})`);
        }
      }
      for (const call of consoleCalls) if (!call.startsWith(`<${spec.tag}>: `)) observed.escaped.push(`${step}: console error not naming the element: ${call}`);
      if (events.length && showsSomething(root)) {
        observed.escaped.push(`${step}: reported bad input but still shows ${JSON.stringify((root.textContent ?? '').slice(0, 80))}`);
      }

      // Property 3.
      for (const problem of unsafeMarkup(spec, root)) observed.unescaped.push(`${step}: ${problem}`);
      if (spec.expectTexts) {
        try {
          spec.expectTexts(el, root);
        } catch (error) {
          observed.unescaped.push(`${step}: ${(error as Error).message}`);
        }
      }
      if (xss() !== undefined) observed.unescaped.push(`${step}: window.__xss was set`);
    }
    // Rejections and errors are reported a task later.
    await tick();

    // Property 4: good attributes render the expected content again.
    consoleCalls = [];
    events = [];
    try {
      spec.reset(el, scenario.start);
      await settle(el);
      spec.expectRendered(el, root);
      if (consoleCalls.length || events.length) observed.dead.push(`good input reported errors: ${consoleCalls.join('; ')}`);
    } catch (error) {
      observed.dead.push(`after good attributes: ${show((error as Error)?.message ?? error)}`);
    }
    await tick();
    if (xss() !== undefined) observed.unescaped.push('window.__xss was set');
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.onerror = savedOnError;
    console.error = savedConsoleError;
    el?.parentElement?.remove();
    observed.escaped.push(...uncaught);
    // Property 5; the pollution is removed so that later runs and tests are not affected.
    const after = Reflect.ownKeys(Object.prototype).map(String).sort().join(',');
    if (after !== protoKeys) {
      observed.polluted.push(`Object.prototype keys changed: ${after}`);
      for (const key of Reflect.ownKeys(Object.prototype)) {
        if (!protoKeys.split(',').includes(String(key))) delete (Object.prototype as Rec)[key as string];
      }
    }
    clearXss();
  }
  // Property 2: a slow update is measured 3 more times from scratch; the median decides.
  if (timing && observed.slow.length) {
    const confirmed: Array<{ index: number; ms: number }> = [];
    for (const { index } of observed.slow) {
      const times = [await remeasure(spec, scenario, index), await remeasure(spec, scenario, index), await remeasure(spec, scenario, index)];
      if (median(times) > SLOW_MS) confirmed.push({ index, ms: median(times) });
    }
    observed.slow = confirmed;
  }
  return observed;
}

/** Fails with what property `key` objects to. */
function check(observed: Observed, key: keyof Observed): void {
  const problems = observed[key];
  if (!problems.length) return;
  const lines = problems.map((problem) => (typeof problem === 'string' ? problem : `mutation ${problem.index + 1} took ${problem.ms.toFixed(1)} ms (median of 3)`));
  throw new Error(lines.join('\n'));
}

// ---------------------------------------------------------------------------
// The properties

const PROPERTIES: Array<[keyof Observed, string]> = [
  ['escaped', '1. nothing escapes: bad input is one console error and one paginator-error naming the field, in our words'],
  ['slow', `2. no update takes over ${SLOW_MS} ms`],
  ['unescaped', '3. nothing unescaped: only its own tags, no on* attribute, no javascript: URL, hostile text shown as text'],
  ['dead', '4. it never stops rendering: good attributes render the expected content again'],
  ['polluted', '5. no prototype pollution'],
];

describe('attributes and properties of the elements (property tests)', () => {
  before(async () => {
    try {
      const runs = Number(await (await fetch('/__test/property-runs')).json());
      if (Number.isInteger(runs) && runs > 0) numRuns = runs;
    } catch {
      // The default.
    }
  });

  afterEach(() => unmountAll());

  for (const spec of SPECS) {
    describe(`<${spec.tag}>`, () => {
      for (const [key, title] of PROPERTIES) {
        it(title, async function () {
          // A failing property shrinks: heavy renders (10,000 links) make each step slow.
          const limit = Math.max(120_000, numRuns * 1_000);
          this.timeout(limit);
          await fc.assert(
            fc.asyncProperty(scenarioOf(spec), async (scenario) => {
              check(await run(spec, scenario, key === 'slow'), key);
            }),
            {
              numRuns,
              examples: (spec.examples ?? []).map((scenario) => [scenario] as [Scenario]),
              includeErrorInReport: true,
              // A run that hangs fails with its seed and scenario, and shrinking stops in time to report it, before Mocha's timeout would say only that time ran out.
              timeout: HUNG_MS,
              interruptAfterTimeLimit: limit - 15_000,
              markInterruptAsFailure: true,
            },
          );
        });
      }
    });
  }
});
