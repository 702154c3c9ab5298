/**
 * Property tests over every public operation of PaginatorHelper (its own,
 * the inherited helper operations and those of Object), for hostile input
 * (fast-check): paging records of any JSON-ish shape (numbers as strings,
 * huge, negative, NaN, `__proto__` / `constructor` keys), symbols, bigints,
 * objects with a null prototype or a `toString` that throws, option objects
 * with real and made-up option names, hostile titles, labels and URL arrays.
 *
 * 1. No exception but ours: a call returns, or throws a TypeError or a
 *    RangeError (exactly those) whose message names what was wrong.
 * 2. No call's work blows up with huge input: what a call writes is counted,
 *    not timed (speed is `npm run bench`'s; a timed assertion fails on a busy
 *    machine). No call writes more tags than the longest run of links maxLinks
 *    allows, whatever the page count (up to 10^12); a windowed numbers()
 *    writes at most modulus + first + last links. A call that looped without
 *    writing anything would be stopped by the test's timeout.
 * 3. Nothing unescaped: unless `escape` is exactly false, the markup an
 *    operation writes is only its own tags, with hostile text escaped.
 * 4. No prototype pollution.
 *
 * Runs in Node (mocha) and in Chromium (web-test-runner): no Node imports.
 * `PROPERTY_RUNS=N` sets the number of runs of every property of every
 * operation (default {@link DEFAULT_RUNS}; {@link ESCAPING_RUNS} for property
 * 3). fast-check picks the seed and prints it, with the input, on failure.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { App } from '../../src/framework/app.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { FrameworkLog, MemoryLogWriter } from '../../src/framework/log.js';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';

// ---------------------------------------------------------------------------
// Run counts

const DEFAULT_RUNS = 100;
const ESCAPING_RUNS = 200;
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
const RUNS_OVERRIDE = Number(env?.PROPERTY_RUNS ?? '');
function runs(base: number): number {
  return Number.isInteger(RUNS_OVERRIDE) && RUNS_OVERRIDE > 0 ? RUNS_OVERRIDE : base;
}

// ---------------------------------------------------------------------------
// Values

type Obj = Record<string, unknown>;

/** An object with own data properties, as JSON.parse makes them: a `__proto__` key stays an own key. */
function ownObject(entries: ReadonlyArray<readonly [string, unknown]>, nullPrototype = false): Obj {
  const out: Obj = nullPrototype ? (Object.create(null) as Obj) : {};
  for (const [key, value] of entries) {
    const kept = key === 'maxLinks' ? withinDefaultMaxLinks(value) : value;
    Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Left out of every generator: a maxLinks above its default (10,000). The caller who raises the
 * limit asks for that much work, up to ten times as much below the ceiling (100,000, tested in
 * paginator-helper.test.ts), which would make these runs slow rather than tell more; such a value
 * becomes 10,000.
 */
function withinDefaultMaxLinks(value: unknown): unknown {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) > 10_000 ? 10_000 : value;
}

const HOSTILE_TEXT = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)", "'", '"', '&', '&amp;<b>',
  '</span>', '</a><a href="javascript:alert(1)">', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', '<', '>', '<< Previous',
  'Next >>', '%page% <i>%pages%</i>', 'caf\u00e9 \u{1F600} \u2028<', '\u0000<\u0000', 'a&b=c?d#e', '__proto__', 'constructor',
  // Lone surrogates: text a URL cannot encode as it is.
  '\uD800<', 'x\uDC00',
];
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 4 })).map(([a, b]) => a + b) },
);

const numberValue = fc.oneof(
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom(1e12, 1e15, 2 ** 53 + 2, -1, 1.5, Number.NaN, Infinity, -Infinity, -0, 1e300, 10_001),
  fc.double(),
);
const numericString = fc.oneof(
  fc.integer({ min: 0, max: 60 }).map(String),
  fc.constantFrom('1e3', ' 7', '07', '-3', '0x1F', '1.0', '', 'NaN', '99999999999999999999', '1000000000000', '+2'),
);

/** Values no JSON carries: each made fresh, so that no run sees another's object. */
const exotic = fc.oneof(
  fc.string({ maxLength: 3 }).map((description) => Symbol(description)),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.constantFrom(
    'null prototype', 'throwing toString', 'toString returns an object', 'date', 'function', 'pollution payload',
  ).map((kind): unknown => {
    switch (kind) {
      case 'null prototype': return ownObject([['a', 1]], true);
      case 'throwing toString': return { toString: () => { throw new Error('toString throws'); } };
      case 'toString returns an object': return { toString: () => ({}), valueOf: () => ({}) };
      case 'date': return new Date(0);
      case 'function': return () => 'f';
      default: return JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}');
    }
  }),
);

const scalar = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: numberValue },
  { weight: 2, arbitrary: numericString },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, undefined) },
  { weight: 2, arbitrary: exotic },
);

const OPTION_NAMES = [
  'model', 'url', 'escape', 'update', 'indicator', 'separator', 'before', 'after', 'first', 'last', 'modulus', 'tag',
  'step', 'format', 'class', 'title', 'maxLinks', 'id', 'paging', 'sort', 'direction', 'order', 'page', 'limit', 'default',
  'name', 'value', 'Article', 'disabled', 'checked', 'data-x',
];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'valueOf', 'hasOwnProperty'];
const anyKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...OPTION_NAMES, ...POLLUTING_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom('0', '1', '?', '#', 'on click', 'a"b', '<x>', '', 'controller', 'action', 'plugin') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

function objectOf(value: fc.Arbitrary<unknown>, key: fc.Arbitrary<string> = anyKey, maxLength = 4): fc.Arbitrary<Obj> {
  return fc
    .tuple(fc.array(fc.tuple(key, value), { maxLength }), fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([entries, nullProto, dice]) => ownObject(entries, nullProto && dice === 0));
}

/** Any JSON-ish value (and the exotic ones), nested two levels deep. */
const value1 = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: objectOf(scalar) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: objectOf(value1) },
  { weight: 1, arbitrary: fc.array(value1, { maxLength: 3 }) },
);
const anyObject = objectOf(value1);

function hasBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  return value !== null && typeof value === 'object' && Object.values(value).some(hasBigInt);
}
/** What _persist() and _savePersistent() can store: anything JSON can write. */
const persistable = anyObject.filter((value) => !hasBigInt(value));

// ---------------------------------------------------------------------------
// Paging records

const MODEL_NAMES = ['Article', 'Comment', '__proto__', 'constructor', 'prototype', '', 'A.b', '<script>'];
const modelName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MODEL_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 5 }) });
const modelArg = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, undefined, '', 'Article', 'Comment', 'Ghost', '__proto__', 'constructor') },
  { weight: 1, arbitrary: anyValue },
);

const count = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1e12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }).map(String) },
);

const orderValue = fc.oneof(
  fc.constantFrom<unknown>('title', 'Article.title DESC', 'created', null, {}, [], ['title'], { 'Article.title': 'desc' }, { title: 'ASC' }),
  anyValue,
);
const sortingOptions = objectOf(
  fc.oneof(count, scalar, orderValue),
  fc.constantFrom('limit', 'page', 'sort', 'direction', 'order', 'conditions', 'step', '__proto__', 'constructor', 'x'),
);

/** A paging record: consistent most of the time (so that the operations get far), then changed by hostile fields. */
const pagingRecord = fc
  .record({
    // The page counts near maxLinks (10,000) are those an unwindowed numbers() lists in full: the slowest calls.
    pageCount: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 40 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 1e12 }) },
      { weight: 1, arbitrary: fc.constantFrom(9_999, 10_000, 10_001) },
    ),
    ratio: fc.double({ min: 0, max: 1, noNaN: true }),
    limit: count,
    asStrings: fc.boolean(),
    defaults: sortingOptions,
    options: sortingOptions,
    changes: fc.array(
      fc.tuple(fc.constantFrom('page', 'pageCount', 'count', 'current', 'prevPage', 'nextPage', 'defaults', 'options', 'limit', '__proto__'), anyValue),
      { maxLength: 2 },
    ),
    dropped: fc.subarray(['page', 'pageCount', 'count', 'current', 'limit']),
    hostile: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ pageCount, ratio, limit, asStrings, defaults, options, changes, dropped, hostile }) => {
    const page = Math.max(1, Math.min(pageCount, 1 + Math.floor(ratio * pageCount)));
    const write = (n: number) => (asStrings ? String(n) : n);
    const fields: Array<[string, unknown]> = [
      ['page', write(page)], ['pageCount', write(pageCount)], ['count', write(pageCount * 10)], ['current', write(10)],
      ['prevPage', page > 1], ['nextPage', page < pageCount],
      ['defaults', ownObject([['limit', limit], ...Object.entries(defaults)])],
      ['options', ownObject([['page', page], ['limit', limit], ...Object.entries(options)])],
    ];
    const kept = fields.filter(([key]) => hostile !== 0 || !dropped.includes(key));
    return ownObject([...kept, ...(hostile === 0 ? changes : [])]);
  });

const pagingParam = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.tuple(modelName, pagingRecord), { minLength: 1, maxLength: 3 }).map((entries) => ownObject(entries)) },
  { weight: 1, arbitrary: anyValue },
);

// ---------------------------------------------------------------------------
// Options, URL arrays, titles

const urlValue = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom('title', 'desc', 'Article.title')) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: anyValue },
);
const URL_KEYS = ['page', 'sort', 'direction', 'order', 'limit', 'controller', 'action', 'plugin', '?', '#', '0', '1', 'q', ...POLLUTING_KEYS];
const urlArray = objectOf(urlValue, fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...URL_KEYS) }, { weight: 1, arbitrary: anyKey }));
const urlArg = fc.oneof(
  { weight: 6, arbitrary: urlArray },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, '', '/x', 'http://other.test/x', 'javascript:alert(1)', '?q=1', '#top') },
  { weight: 1, arbitrary: anyValue },
);

const label = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 5 }) });
const idList = fc.oneof(fc.constantFrom('results', 'list', ''), hostileString, fc.array(fc.constantFrom('a', 'b', '"c"'), { maxLength: 2 }));

/** The values of escape that must escape, and false: every value a caller may pass. */
const ESCAPE_ON: unknown[] = [undefined, null, 0, '', '0', [], true, 'no'];
const escapeOn = fc.constantFrom(...ESCAPE_ON).map((value) => (Array.isArray(value) ? [] : value));
const escapeAny = fc.oneof({ weight: 3, arbitrary: escapeOn }, { weight: 1, arbitrary: fc.constant(false) });

const TAG_NAMES = ['span', 'li', 'div', 'p', 'my-tag', 'x1'];

/** Sensible values of each real option, by name. */
function optionValue(key: string, escaping: boolean): fc.Arbitrary<unknown> {
  const text = escaping ? fc.oneof({ weight: 5, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constant(null) }) : hostileString;
  switch (key) {
    case 'model': return fc.constantFrom<unknown>(null, '', 'Article', 'Comment', 'Ghost');
    case 'url': return urlArray;
    case 'escape': return escaping ? escapeOn : escapeAny;
    case 'update': case 'indicator': return idList;
    // counter() takes a pair of separators for its 'range' format.
    case 'separator': return fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.tuple(text, text) });
    case 'before': case 'after': case 'class': case 'title': case 'id': return text;
    case 'first': case 'last': return fc.oneof(fc.integer({ min: 0, max: 5 }), text);
    case 'modulus': return fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom<unknown>('8', '3', false, 0, ''));
    case 'tag': return fc.constantFrom(...TAG_NAMES);
    case 'step': return fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant('2'));
    case 'format': return fc.oneof(fc.constantFrom('pages', 'range', '%page% of %pages%, %current% %count% %start%-%end%'), text);
    case 'maxLinks': return fc.constantFrom<unknown>(5, 50, 10_000, '20');
    case 'paging': return pagingParam;
    case 'disabled': case 'checked': return fc.constantFrom<unknown>(true, 1, 'true', 'false', 0);
    default: return fc.oneof(text, count);
  }
}

const ESCAPING_OPTION_NAMES = OPTION_NAMES.filter((name) => !['paging', 'Article', 'default', 'name', 'value'].includes(name));

/**
 * Option objects: real option names with sensible values, real names with
 * any value, and any names with any value. In `escaping` mode the values
 * are texts to escape and the names those an operation may write as attributes.
 */
function optionsOf(escaping: boolean): fc.Arbitrary<Obj> {
  const names = escaping ? ESCAPING_OPTION_NAMES : OPTION_NAMES;
  const entry = fc.constantFrom(...names).chain((key) => optionValue(key, escaping).map((value) => [key, value] as const));
  const entries = escaping
    ? fc.tuple(fc.array(entry, { maxLength: 6 }), fc.option(escapeOn)).map(([list, escape]) => (escape === null ? list : [...list, ['escape', escape] as const]))
    : fc.array(
      fc.oneof(
        { weight: 4, arbitrary: entry },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names), anyValue) },
        { weight: 1, arbitrary: fc.tuple(anyKey, anyValue) },
      ),
      { maxLength: 6 },
    );
  return fc.tuple(entries, fc.integer({ min: 0, max: 19 })).map(([list, dice]) => ownObject(list, !escaping && dice === 0));
}
const options = optionsOf(false);
const escapingOptions = optionsOf(true);
const optionsArg = fc.oneof(
  { weight: 8, arbitrary: options },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null) },
  { weight: 1, arbitrary: anyValue },
);

const title = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue });
const text = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue });

// ---------------------------------------------------------------------------
// Helpers under test

interface Scenario {
  paging: unknown;
  route: Obj;
  urlStyle: 'query' | 'named';
  init: unknown;
  maxLinks: unknown;
  data: Obj;
  validationErrors: Obj;
  configs: unknown;
  themeWeb: unknown;
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  paging: pagingParam,
  route: fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ controller: 'articles', action: 'index' }) },
    { weight: 1, arbitrary: objectOf(anyValue, fc.constantFrom('controller', 'action', 'plugin', '__proto__')) },
  ),
  urlStyle: fc.constantFrom('query' as const, 'named' as const),
  init: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: options }, { weight: 1, arbitrary: hostileString }),
  maxLinks: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(5, 100, '30') }, { weight: 1, arbitrary: scalar }),
  data: fc.oneof(fc.constant({ Article: { title: 'Hello', 1: { title: 'First' } } }), anyObject),
  validationErrors: fc.oneof(fc.constant({ Article: { title: 'required', 1: { title: 'short' } } }), anyObject),
  configs: fc.oneof(fc.constant({ tags: { link: '<a href="%s"%s>%s</a>' } }), fc.constant({}), objectOf(anyObject, fc.constantFrom('tags', 'other', '__proto__'))),
  themeWeb: fc.constantFrom<unknown>(null, 'theme/blue/', '', '<x>'),
});

/** A consistent scenario for the escaping property: records that render, on the Article model. */
const escapingScenario: fc.Arbitrary<Scenario> = fc
  .oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 31, max: 1e9 }))
  .chain((pageCount) => fc.record({
    pageCount: fc.constant(pageCount),
    page: fc.integer({ min: 1, max: Math.max(1, pageCount) }),
    sort: fc.oneof(fc.constantFrom<unknown>(undefined, 'title', 'Article.title'), hostileString),
    direction: fc.constantFrom<unknown>(undefined, 'asc', 'desc'),
    urlStyle: fc.constantFrom('query' as const, 'named' as const),
    init: fc.oneof(fc.constant(undefined), escapingOptions),
  }))
  .map(({ pageCount, page, sort, direction, urlStyle, init }) => {
    const options = ownObject([
      ['page', page], ['limit', 10],
      ...(sort === undefined ? [] : [['sort', sort] as const]),
      ...(direction === undefined ? [] : [['direction', direction] as const]),
    ]);
    const record = {
      page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
      defaults: { limit: 10 }, options,
    };
    return {
      paging: { Article: record }, route: {}, urlStyle, init, maxLinks: undefined,
      data: {}, validationErrors: {}, configs: {}, themeWeb: null,
    };
  });

/** The helper of a scenario, on its own in-memory environment and application. */
function build(s: Scenario, Helper: typeof PaginatorHelper = PaginatorHelper): PaginatorHelper {
  const helper = new Helper({
    env: memoryEnvironment({ href: 'http://example.test/articles' }),
    here: '/articles',
    urlStyle: s.urlStyle,
    params: { ...s.route, paging: s.paging },
    options: s.init as never,
    maxLinks: withinDefaultMaxLinks(s.maxLinks) as never,
    data: s.data,
    validationErrors: s.validationErrors,
    configs: s.configs as never,
    themeWeb: s.themeWeb as never,
  });
  // log(), _persist() and _savePersistent() write to the application: one of its own, never the page's.
  const log = new FrameworkLog([new MemoryLogWriter()]);
  helper.app = new App({ env: memoryEnvironment(), log });
  return helper;
}

type Method = (...args: unknown[]) => unknown;
function method(target: object, name: string): Method {
  return ((target as Record<string, Method>)[name]).bind(target);
}

/** One operation: how its arguments are drawn and, when it is not a plain method call, how it is called. */
interface Operation {
  args: fc.Arbitrary<unknown[]>;
  call?: (helper: PaginatorHelper, args: unknown[]) => unknown;
}

const none = fc.constant<unknown[]>([]);
/** Runs of links near maxLinks (10,000) for first() and last(). */
const longRun = fc.constantFrom(9_999, 10_000, 5_000);
/** The options, a third of the time with `key` set to a value of `value`. */
function withOption(arbitrary: fc.Arbitrary<Obj>, key: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<Obj> {
  return fc.tuple(arbitrary, value, fc.integer({ min: 0, max: 2 })).map(([opts, v, dice]) =>
    dice === 0 ? ownObject([...Object.entries(opts), [key, v]], Object.getPrototypeOf(opts) === null) : opts);
}
const args = (...arbitraries: fc.Arbitrary<unknown>[]) => fc.tuple(...arbitraries) as fc.Arbitrary<unknown[]>;
const propertyName = fc.oneof(fc.constantFrom('request', 'tags', 'nope', '__proto__', 'constructor', 'toString'), fc.string({ maxLength: 5 }), fc.string().map((d) => Symbol(d)));
const entity = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>('Article.title', 'Article.1.title', 'title', 'Article', 'Article.', '.', '', null, '__proto__.polluted', 'constructor.prototype.polluted', '_method') },
  { weight: 2, arbitrary: text },
);
/** The methods dispatchMethod() may reach: every operation but those that throw by design (see EXCLUDED). */
const DISPATCHABLE = ['current', 'sortKey', 'sortDir', 'numbers', 'counter', 'link', 'url', 'hasPage', 'addClass', 'domId', 'value', 'output', 'setEntity', 'clean'];

/** Every public operation of PaginatorHelper and how it is called. */
const OPERATIONS: Record<string, Operation> = {
  // PaginatorHelper operations
  params: { args: args(modelArg) },
  options: { args: args(fc.oneof({ weight: 4, arbitrary: options }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue })) },
  current: { args: args(modelArg) },
  sortKey: { args: args(modelArg, optionsArg) },
  sortDir: { args: args(modelArg, optionsArg) },
  prev: { args: args(title, optionsArg, fc.oneof(fc.constant(null), title), optionsArg) },
  next: { args: args(title, optionsArg, fc.oneof(fc.constant(null), title), optionsArg) },
  sort: { args: args(fc.oneof(title, objectOf(title, fc.constantFrom('asc', 'desc', 'x'))), fc.oneof(fc.constantFrom<unknown>(null, '', 'title', 'Article.title', 'author_id'), text), optionsArg) },
  link: { args: args(title, urlArg, optionsArg) },
  url: { args: args(fc.oneof(urlArray, optionsArg), fc.oneof(fc.boolean(), scalar), modelArg) },
  hasPrev: { args: args(modelArg) },
  hasNext: { args: args(modelArg) },
  hasPage: { args: args(fc.oneof(modelArg, numberValue, numericString), fc.oneof(numberValue, numericString, scalar)) },
  defaultModel: { args: none },
  counter: { args: args(fc.oneof({ weight: 4, arbitrary: options }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue })) },
  // Without a modulus every page is listed, up to maxLinks: the longest run there is, drawn often.
  numbers: { args: args(fc.oneof({ weight: 6, arbitrary: withOption(options, 'modulus', fc.constantFrom<unknown>(0, false, '', null)) }, { weight: 1, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: anyValue })) },
  first: { args: args(fc.oneof(label, anyValue, longRun), optionsArg) },
  last: { args: args(fc.oneof(label, anyValue, longRun), optionsArg) },
  // Beyond the interface (DESIGN §5)
  meta: { args: args(fc.oneof({ weight: 4, arbitrary: options }, { weight: 1, arbitrary: anyValue })) },
  urlParts: { args: args(urlArray) },
  // Inherited helper operations
  buildUrl: { args: args(urlArg, fc.oneof(fc.boolean(), scalar)) },
  webroot: { args: args(fc.oneof(fc.constantFrom<unknown>('css/app.css', '/img/x.png', '//evil.test/x', ''), text)) },
  addClass: { args: args(optionsArg, text, fc.oneof(fc.constantFrom<unknown>('class', '__proto__', 'constructor'), text)) },
  beforeRender: { args: none },
  afterRender: { args: none },
  beforeLayout: { args: none },
  afterLayout: { args: none },
  get__: { args: args(text) },
  set__: { args: args(text, anyValue) },
  overload: {
    args: args(propertyName, propertyName, anyValue),
    call: (helper, [read, write, value]) => {
      const view = helper.overload() as unknown as Record<PropertyKey, unknown>;
      const got = view[read as PropertyKey];
      view[write as PropertyKey] = value;
      return got;
    },
  },
  clean: { args: args(fc.oneof(hostileString, anyValue, fc.array(hostileString, { maxLength: 3 }), objectOf(hostileString))) },
  setEntity: { args: args(entity, fc.oneof(fc.boolean(), scalar)) },
  model: { args: args(entity), call: (helper, [name]) => { helper.setEntity(name as never); return helper.model(); } },
  modelID: { args: args(entity), call: (helper, [name]) => { helper.setEntity(name as never); return helper.modelID(); } },
  field: { args: args(entity), call: (helper, [name]) => { helper.setEntity(name as never); return helper.field(); } },
  domId: { args: args(fc.oneof(optionsArg, entity), fc.oneof(fc.constantFrom<unknown>('id', '__proto__'), text)) },
  __name: { args: args(fc.oneof(optionsArg, entity), entity, fc.oneof(fc.constantFrom<unknown>('name', '__proto__'), text)) },
  value: { args: args(fc.oneof(optionsArg, entity), entity, fc.oneof(fc.constantFrom<unknown>('value', '__proto__'), text)) },
  _initInputField: { args: args(entity, optionsArg) },
  tagIsInvalid: { args: args(fc.oneof(modelArg, entity), entity, fc.oneof(fc.constantFrom<unknown>(null, 1, '1', 0), anyValue)) },
  loadConfig: { args: args(fc.oneof(fc.constantFrom<unknown>('tags', 'other', '__proto__', 'constructor', undefined), text)) },
  output: { args: args(anyValue) },
  _parseAttributes: {
    args: args(
      fc.oneof({ weight: 6, arbitrary: options }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue }),
      fc.oneof(fc.constant(null), fc.array(fc.constantFrom('escape', 'title', 'class', 'model'), { maxLength: 3 }), anyValue),
      fc.oneof(fc.constant(' '), text),
      fc.oneof(fc.constant(null), text),
    ),
  },
  // Inherited from Object
  Object: { args: fc.array(anyValue, { maxLength: 3 }) },
  __construct: { args: fc.array(anyValue, { maxLength: 3 }) },
  toString: { args: none },
  dispatchMethod: { args: args(fc.constantFrom(...DISPATCHABLE), fc.array(anyValue, { maxLength: 3 })) },
  log: { args: args(anyValue, fc.oneof(fc.constantFrom<unknown>(2, 3, 4, 5, 6, 7, 'debug', 'payments', 1, 8, 'bad type', null, true), hostileString, numberValue, numericString, anyValue)) },
  _set: { args: args(optionsArg) },
  // A value JSON cannot write (a bigint) is a plain Error naming the copy, by design (object.ts): not drawn.
  _persist: { args: args(fc.constantFrom('Article', 'Paginator'), fc.constantFrom<unknown>(null, true), persistable) },
  _savePersistent: { args: args(fc.constantFrom('Article', 'Paginator'), persistable) },
  // The Html and Ajax helpers it renders through
  'Html.link': { args: args(title, urlArg, optionsArg), call: (helper, a) => method(helper.Html, 'link')(...a) },
  'Html.tag': { args: args(fc.oneof(fc.constantFrom<unknown>(...TAG_NAMES), text), text, fc.oneof(optionsArg, text), fc.oneof(fc.boolean(), scalar)), call: (helper, a) => method(helper.Html, 'tag')(...a) },
  'Ajax.link': { args: args(title, urlArg, optionsArg), call: (helper, a) => method(helper.Ajax, 'link')(...a) },
};

/**
 * Operations left out, and why: each throws by design something other than
 * a TypeError or RangeError, or belongs to code outside the paginator.
 */
const EXCLUDED: Record<string, string> = {
  call__: 'the overload hook refuses with a plain Error naming the class and the method, by design (helper.test.ts)',
  _stop: 'throws a StopSignal by design: it is how a dispatch ends',
  requestAction: 'dispatches a controller action: the dispatcher and controllers are not the paginator, and without a loaded Dispatcher it throws a plain Error by design',
  frameworkError: 'renders the error pages of error-handler.ts / error-views.ts, outside the paginator (and without a loaded ErrorHandler it throws a plain Error by design)',
  template: 'protected', entityPath: 'private', dependency: 'private', errorHandler: 'protected', errorRequest: 'protected', routeContext: 'protected',
  linkers: 'the hook the operations call with a record they have read and the maker of its Linker (Paging.linkers), not an operation of a view: every operation above reaches it, and frozen-record.property.test.ts holds what it shares to what each call would write',
};

function callOf(name: string, helper: PaginatorHelper, a: unknown[]): unknown {
  const operation = OPERATIONS[name];
  return operation.call ? operation.call(helper, a) : method(helper, name)(...a);
}

// ---------------------------------------------------------------------------
// Checks

/** The messages the core writes: each names the option, field, argument or limit that was wrong. */
const OUR_MESSAGES: RegExp[] = [
  /^Option "[^]*" must be (text|a positive integer|a non-negative integer), got /,
  /^Paging record of model "[^]*"(: field "[^"]+" must be (a non-negative integer|at most pageCount \(\d+\)), got | must be an object, got | has no field "[^"]+"$)/,
  /^(Title|Key|Id|Text|URL|Entity|Field|File|Class|Model|Model id|Config name|Attributes|insertBefore|insertAfter|Tag name) must be text, got /,
  /^(URL part|Attribute) "[^]*" must be text, got /,
  /^(numbers|first|last)\(\): [\d.e+]+ (links|pages) exceed maxLinks \(\d+\)/,
  /^(numbers|first|last|prev|next|counter|meta)\(\): params\.paging holds no paging record/,
  /^hasPage\(\): page must be a number, got /,
  /^sort\(\): the title object has no entry for the direction "(asc|desc)"$/,
  /^Invalid (tag|attribute) name /,
  /^Refusing a URL with the unsafe scheme "[^]*:"$/,
  /^A URL array with an action or plugin needs a controller /,
  /^Tag template "[^]*" in config "[^]*" must be a string$/,
  /^Unknown log type [^]*: use 2-7 or a name of letters/,
  /^(base|here) must be a path that starts with a single "\/", got /,
  /^urlStyle must be "query" or "named", got /,
  /^meta\(\): option "(prev|next|first|last)" must be a boolean, got /,
  /^meta\(\): options must be an object, got /,
  /^meta\(\): option "fullBase" must be a scheme and host such as "https:\/\/example\.org", got /,
];

function show(value: unknown): string {
  return fc.stringify(value);
}

/** Fails unless `error` is a TypeError or RangeError (exactly) with one of our messages. */
function expectOurs(error: unknown, name: string, input: unknown): void {
  const ctor = (error as { constructor?: unknown } | null)?.constructor;
  const message = error instanceof Error ? error.message : String(error);
  if ((ctor !== TypeError && ctor !== RangeError) || !OUR_MESSAGES.some((pattern) => pattern.test(message))) {
    const kind = error instanceof Error ? error.constructor.name : typeof error;
    throw new Error(`${name}() threw ${kind}: ${message}\n  input: ${show(input)}`);
  }
}

/** The highest maxLinks any generated call has (see {@link withinDefaultMaxLinks}). */
const MAX_LINKS = 10_000;
/**
 * The most tags one call may write: each link of the longest run maxLinks allows, with the tag that wraps it
 * (`<span><a>`), for a window and its first and last runs, and a few more for separators, prev/next and the like.
 */
const TAG_BUDGET = 3 * 2 * MAX_LINKS + 64;

/** The opening tags in what a call returned or threw (markup, a message, or the values of a returned array or object). */
function tagsWritten(value: unknown, seen = new Set<unknown>()): number {
  if (typeof value === 'string') return value.match(/<[a-zA-Z]/g)?.length ?? 0;
  if (value instanceof Error) return tagsWritten(value.message, seen);
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  let tags = 0;
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    // Only data the call returned: reading a getter would be more work of the test's own.
    if (descriptor && 'value' in descriptor) tags += tagsWritten(descriptor.value, seen);
  }
  return tags;
}

/** What `fn` returned, or what it threw. */
function outcome(fn: () => unknown): unknown {
  try {
    return fn();
  } catch (error) {
    return error;
  }
}

/** The links (`href`s) in markup: the items a call built. */
const linksIn = (markup: unknown) => (typeof markup === 'string' ? markup.match(/ href="/g)?.length ?? 0 : 0);

/** What Object.prototype looks like before any call. */
const PROTOTYPE_KEYS = Reflect.ownKeys(Object.prototype).map(String).sort().join(',');
const ARRAY_KEYS = Reflect.ownKeys(Array.prototype).map(String).sort().join(',');

function expectNoPollution(name: string, input: unknown): void {
  const now = Reflect.ownKeys(Object.prototype);
  const polluted = ({} as Obj).polluted;
  const arrays = Reflect.ownKeys(Array.prototype).map(String).sort().join(',');
  if (now.map(String).sort().join(',') !== PROTOTYPE_KEYS || polluted !== undefined || arrays !== ARRAY_KEYS) {
    // Put the prototypes back first, or every later test would fail too.
    const before = new Set(PROTOTYPE_KEYS.split(','));
    for (const key of now) if (!before.has(String(key))) delete (Object.prototype as Obj)[key as string];
    const arrayBefore = new Set(ARRAY_KEYS.split(','));
    for (const key of Reflect.ownKeys(Array.prototype)) if (!arrayBefore.has(String(key))) delete (Array.prototype as unknown as Obj)[key as string];
    throw new Error(`${name}() polluted a prototype (polluted: ${show(polluted)})\n  input: ${show(input)}`);
  }
}

/** Tags a markup operation may write: a, span, div and the names its `tag` options give. */
function allowedTags(a: unknown[]): Set<string> {
  const tags = new Set(['a', 'span', 'div']);
  for (const arg of a) {
    if (arg !== null && typeof arg === 'object' && typeof (arg as Obj).tag === 'string') tags.add(((arg as Obj).tag as string).toLowerCase());
  }
  return tags;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?: [^\s"'<>/=\u0000-\u001f\u007f]+="[^"<>]*")*)>/y;
const ATTRIBUTE = / ([^\s"'<>/=]+)="([^"<>]*)"/g;
const ENTITY = /&(?:amp|lt|gt|quot|#0?39|#\d+|#x[0-9a-fA-F]+);/y;

/**
 * Checks markup structurally: every `<` starts a tag the operation may write,
 * attributes are `name="value"` with no raw `"`, `<` or `>` in the value and
 * every `&` an entity; the text between tags has no raw `<`, `>` or `"`, and
 * every `&` starts an entity. No href is a `javascript:` URL.
 */
function expectEscapedMarkup(html: string, tags: Set<string>): void {
  const fail = (at: number, why: string) => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(html.slice(Math.max(0, at - 30), at + 40))}\n  in ${JSON.stringify(html)}`);
  };
  const entitiesOnly = (text: string, at: number) => {
    for (let j = text.indexOf('&'); j >= 0; j = text.indexOf('&', j + 1)) {
      ENTITY.lastIndex = j;
      if (!ENTITY.test(text)) fail(at + j, 'a raw "&"');
    }
  };
  let i = 0;
  while (i < html.length) {
    const next = html.slice(i).search(/[<>"&]/);
    if (next < 0) break;
    const at = i + next;
    const char = html[at];
    if (char === '<') {
      TAG.lastIndex = at;
      const match = TAG.exec(html);
      if (!match) fail(at, 'a "<" that starts no tag');
      const [whole, closing, name, attributes] = match!;
      if (!tags.has(name.toLowerCase())) fail(at, `a tag <${name}> the operation does not write`);
      if (closing && attributes) fail(at, 'attributes on an end tag');
      for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
        entitiesOnly(value, at);
        if (attribute.toLowerCase() === 'href' && /^[\s\u0000-\u0020]*javascript:/i.test(value.replace(/&#0?39;|&quot;/g, ''))) fail(at, 'a javascript: href');
      }
      i = at + whole.length;
    } else if (char === '&') {
      ENTITY.lastIndex = at;
      if (!ENTITY.test(html)) fail(at, 'a raw "&"');
      i = at + 1;
    } else {
      fail(at, `a raw ${char} in text`);
    }
  }
}

// ---------------------------------------------------------------------------
// The properties

/** One generated call: the scenario and the arguments. */
function callArbitrary(name: string, s: fc.Arbitrary<Scenario> = scenario) {
  return fc.record({ scenario: s, args: OPERATIONS[name].args });
}

describe('PaginatorHelper properties', () => {
  it('covers every public operation of the class (or says why not)', () => {
    const names = new Set<string>();
    for (let proto = PaginatorHelper.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, key)?.value === 'function') names.add(key);
      }
    }
    const missing = [...names].filter((name) => !(name in OPERATIONS) && !(name in EXCLUDED));
    expect(missing, 'operations without a property test').to.deep.equal([]);
  });

  describe('1. no exception but ours (TypeError or RangeError naming what was wrong)', () => {
    for (const name of Object.keys(OPERATIONS)) {
      it(name, () => {
        fc.assert(
          fc.property(callArbitrary(name), (input) => {
            try {
              callOf(name, build(input.scenario), input.args);
            } catch (error) {
              expectOurs(error, name, input);
            }
          }),
          { numRuns: runs(DEFAULT_RUNS) },
        );
      });
    }
  });

  describe('2. no call writes more than maxLinks allows, whatever the page count (work counted, not timed)', () => {
    for (const name of Object.keys(OPERATIONS)) {
      it(name, () => {
        fc.assert(
          fc.property(callArbitrary(name), (input) => {
            // Construction counts: options() runs in it.
            const tags = tagsWritten(outcome(() => callOf(name, build(input.scenario), input.args)));
            if (tags > TAG_BUDGET) throw new Error(`${name}() wrote ${tags} tags (at most ${TAG_BUDGET})\n  input: ${show(input)}`);
          }),
          { numRuns: runs(DEFAULT_RUNS) },
        );
      });
    }

    /** A record of page `page` of `pageCount`, ten a page, on the Article model. */
    const recordOf = (page: number, pageCount: number) => ({
      Article: {
        page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
        defaults: { limit: 10 }, options: { page, limit: 10 },
      },
    });
    const helperOn = (page: number, pageCount: number) => new PaginatorHelper({
      env: memoryEnvironment({ href: 'http://example.test/articles' }), here: '/articles', params: { paging: recordOf(page, pageCount) },
    });
    /** A page count up to 10^12 (often huge), and a page anywhere in it, first and last included. */
    const pageOfCount = fc
      .oneof(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 61, max: 1e12 }), fc.constant(1e12))
      .chain((pageCount) => fc.tuple(
        fc.oneof(fc.integer({ min: 1, max: pageCount }), fc.constantFrom(1, pageCount)),
        fc.constant(pageCount),
      ));

    it('a windowed numbers() writes at most modulus + first + last links, on up to 10^12 pages', () => {
      fc.assert(
        fc.property(pageOfCount, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }),
          ([page, pageCount], modulus, first, last) => {
            const markup = helperOn(page, pageCount).numbers({ modulus, first, last });
            const links = linksIn(markup);
            expect(links, `page ${page} of ${pageCount}, modulus ${modulus}, first ${first}, last ${last}`).to.be.at.most(modulus + first + last);
            // Not nothing either: there is always another page to link to.
            expect(links).to.be.at.least(1);
          }),
        { numRuns: runs(DEFAULT_RUNS) },
      );
    });

    it('first() and last() write at most the run they are asked for, on up to 10^12 pages', () => {
      fc.assert(
        fc.property(pageOfCount, fc.integer({ min: 1, max: 50 }), ([page, pageCount], run) => {
          const helper = helperOn(page, pageCount);
          for (const side of ['first', 'last'] as const) {
            expect(linksIn(helper[side](run)), `${side}(${run}) on page ${page} of ${pageCount}`).to.be.at.most(run);
          }
        }),
        { numRuns: runs(DEFAULT_RUNS) },
      );
    });

    it('numbers() without a modulus over more pages than maxLinks refuses, naming the limit, instead of writing them', () => {
      fc.assert(
        fc.property(fc.integer({ min: MAX_LINKS + 1, max: 1e12 }), (pageCount) => {
          expect(() => helperOn(1, pageCount).numbers({ modulus: 0 })).to.throw(RangeError, /exceed maxLinks \(10000\)/);
        }),
        { numRuns: runs(DEFAULT_RUNS) },
      );
    });
  });

  describe('3. nothing unescaped unless escape is exactly false', () => {
    const hostileTitle = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 40 }) });
    const escapingUrl = objectOf(
      fc.oneof(hostileString, fc.integer({ min: 1, max: 30 })),
      fc.constantFrom('page', 'sort', 'direction', 'limit', 'q', '0', '#', '?', 'controller', 'action', 'plugin', 'a<b', 'x"y'),
    );
    /** Markup operations and their arguments, with texts to escape and escape never exactly false. */
    const MARKUP: Record<string, fc.Arbitrary<unknown[]>> = {
      numbers: args(escapingOptions),
      first: args(fc.oneof(hostileTitle, fc.integer({ min: 1, max: 4 })), escapingOptions),
      last: args(fc.oneof(hostileTitle, fc.integer({ min: 1, max: 4 })), escapingOptions),
      prev: args(hostileTitle, escapingOptions, fc.oneof(fc.constant(null), hostileTitle), escapingOptions),
      next: args(hostileTitle, escapingOptions, fc.oneof(fc.constant(null), hostileTitle), escapingOptions),
      sort: args(
        fc.oneof(hostileTitle, fc.record({ asc: hostileString, desc: hostileString })),
        fc.oneof(fc.constant(null), hostileString, fc.constantFrom('title', 'Article.title')),
        escapingOptions,
      ),
      link: args(hostileTitle, escapingUrl, escapingOptions),
      counter: args(fc.oneof({ weight: 4, arbitrary: escapingOptions }, { weight: 1, arbitrary: hostileString })),
      url: args(escapingUrl, fc.constant(false)),
      'Html.link': args(hostileTitle, escapingUrl, escapingOptions),
      'Ajax.link': args(hostileTitle, escapingUrl, escapingOptions),
      // An options string is markup the caller wrote, returned as is: only objects are drawn.
      _parseAttributes: args(fc.oneof(escapingOptions, objectOf(fc.oneof(hostileString, fc.constantFrom(true, 1, 'true', false)), fc.constantFrom(...ESCAPING_OPTION_NAMES, 'disabled', 'selected')))),
    };
    // Not here: clean() (a sanitizer, not an escaper: its own tests check it), output() (returns its
    // argument), Html.tag() (its positional escape defaults to false: its text is markup the caller wrote).

    for (const [name, markupArgs] of Object.entries(MARKUP)) {
      it(name, () => {
        let written = 0;
        let thrown = 0;
        fc.assert(
          fc.property(fc.record({ scenario: escapingScenario, args: markupArgs }), (input) => {
            let out: unknown;
            try {
              out = callOf(name, build(input.scenario), input.args);
            } catch (error) {
              expectOurs(error, name, input);
              thrown++;
              return;
            }
            if (typeof out !== 'string' || out === '') return;
            written++;
            if (name === 'url') {
              expect(out, `url() ${show(input)}`).to.not.match(/[<>"\s]/);
            } else if (name === '_parseAttributes') {
              if (!/^( [^\s"'<>/=]+="[^"<>]*")*$/.test(out)) throw new Error(`bad attributes ${JSON.stringify(out)}\n  input: ${show(input)}`);
            } else {
              try {
                expectEscapedMarkup(out, allowedTags([...input.args, input.scenario.init]));
              } catch (error) {
                throw new Error(`${name}(): ${(error as Error).message}\n  input: ${show(input)}`);
              }
            }
          }),
          { numRuns: runs(ESCAPING_RUNS) },
        );
        // Not vacuous: most calls write something to check.
        if (env?.PROPERTY_STATS) console.log(`      ${name}(): ${written} outputs, ${thrown} refusals`);
        expect(written, `${name}(): ${written} outputs, ${thrown} refusals`).to.be.greaterThan(runs(ESCAPING_RUNS) / 3);
      });
    }

    it('does not escape with escape exactly false (so the property above is not vacuous)', () => {
      const record = { page: 2, pageCount: 3, count: 30, current: 10, prevPage: true, nextPage: true, defaults: { limit: 10 }, options: { page: 2, limit: 10 } };
      const helper = build({ paging: { Article: record }, route: {}, urlStyle: 'query', init: undefined, maxLinks: undefined, data: {}, validationErrors: {}, configs: {}, themeWeb: null });
      const raw = '<b class="x">A & B</b>';
      expect(helper.link(raw, {}, { escape: false })).to.contain(raw);
      expect(helper.prev(raw, { escape: false })).to.contain(raw);
      expect(helper.next(raw, { escape: false })).to.contain(raw);
      expect(helper.sort({ asc: raw, desc: raw }, 'title', { escape: false })).to.contain(raw);
      expect(helper.numbers({ escape: false, separator: raw, before: raw, after: raw })).to.contain(raw);
      expect(helper.first(raw, { escape: false })).to.contain(raw);
      expect(helper.last(raw, { escape: false })).to.contain(raw);
      expect(helper.counter({ escape: false, format: `${raw} %page%` })).to.contain(raw);
      expect(helper.Html.link(raw, {}, { escape: false })).to.contain(raw);
      const onLast = build({ paging: { Article: { ...record, page: 3, nextPage: false } }, route: {}, urlStyle: 'query', init: undefined, maxLinks: undefined, data: {}, validationErrors: {}, configs: {}, themeWeb: null });
      expect(onLast.next('x', {}, raw, { escape: false })).to.equal(`<div>${raw}</div>`);
      // And every other value of escape escapes the same title.
      for (const escape of ESCAPE_ON) {
        expect(helper.link(raw, {}, { escape })).to.contain('&lt;b class=&quot;x&quot;&gt;A &amp; B&lt;/b&gt;');
        expect(onLast.next('x', {}, raw, { escape })).to.equal('<div>&lt;b class=&quot;x&quot;&gt;A &amp; B&lt;/b&gt;</div>');
      }
    });
  });

  it('numbers(), first() and last() write each page link as link() writes it (their page links are filled in from one)', () => {
    // A URL with the page in it twice makes every link be written in full: strip the second, and the markup must be the same.
    class FullLinks extends PaginatorHelper {
      override buildUrl(url: unknown = null, full = false): string {
        const page = (url as Obj | null)?.page;
        return super.buildUrl(url, full) + (page === undefined ? '' : `.fullpage${String(page)}.`);
      }
    }
    const operation = fc.oneof(
      fc.tuple(fc.constant('numbers'), args(escapingOptions)),
      fc.tuple(fc.constantFrom('first', 'last'), args(fc.oneof(hostileString, fc.integer({ min: 1, max: 6 })), escapingOptions)),
    );
    fc.assert(
      fc.property(escapingScenario, operation, (s, [name, a]) => {
        let fast: unknown;
        let full: unknown;
        try {
          fast = callOf(name, build(s), a);
        } catch (error) {
          fast = `threw ${(error as Error).message}`;
        }
        try {
          full = callOf(name, build(s, FullLinks), a);
        } catch (error) {
          full = `threw ${(error as Error).message}`;
        }
        if (typeof full === 'string' && full.includes('<a ')) expect(full).to.match(/\.fullpage\d+\."/);
        expect(fast).to.equal(typeof full === 'string' ? full.replace(/\.fullpage\d+\."/g, '"') : full);
      }),
      { numRuns: runs(ESCAPING_RUNS) },
    );
  });

  describe('4. no prototype pollution', () => {
    for (const name of Object.keys(OPERATIONS)) {
      it(name, () => {
        fc.assert(
          fc.property(callArbitrary(name), (input) => {
            try {
              callOf(name, build(input.scenario), input.args);
            } catch {
              // Property 1's business.
            }
            expectNoPollution(name, input);
          }),
          { numRuns: runs(DEFAULT_RUNS) },
        );
      });
    }
  });
});
