/**
 * What the frozen-record tests share (core, and the SQL suites over both
 * engines): runs the same calls through a PaginatorHelper over a frozen
 * record and through one over a copy of it that can change (read afresh at
 * each call), and gives what each call answered or threw, side by side.
 *
 * The calls come in runs that interleave two helpers on the same record,
 * under two routes, with link options of every kind (none, attributes, a
 * `url`, Ajax, markup labels): the frozen record's reading and its links are
 * shared between calls and between helpers, so any answer that leaked from
 * one call into another shows up as a difference.
 */
import { escapeUrl } from '../../src/pagination/items-markup.js';
import fc from 'fast-check';
import { PaginatorHelper } from '../../src/framework/helpers/paginator-helper.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { jumpForm } from '../../src/pagination/jump-form.js';
import { limitControl } from '../../src/pagination/limit-control.js';
import { firstItems, lastItems, numbersItems } from '../../src/pagination/numbers.js';
import { nextItem, prevItem } from '../../src/pagination/prev-next.js';
import { sortItem } from '../../src/pagination/sort.js';
import type { PhpArray } from '../../src/shared/php.js';

type Obj = Record<string, unknown>;

/** A copy of plain objects and lists all the way down: a record that can change, as an app builds one. */
export function thaw<T>(value: T): T {
  if (Array.isArray(value)) return value.map(thaw) as T;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Obj = {};
  for (const key of Object.keys(value)) Object.defineProperty(out, key, { value: thaw((value as Obj)[key]), enumerable: true, writable: true, configurable: true });
  return out as T;
}

/** Plain objects and lists frozen all the way down, as an app may freeze a record of its own. */
export function deepFreeze<T>(value: T): T {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)) {
    for (const key of Object.keys(value)) deepFreeze((value as Obj)[key]);
    Object.freeze(value);
  }
  return value;
}

/** What a helper writes its URLs against. */
export interface Route {
  here: string;
  base: string;
  urlStyle: 'query' | 'named';
  params: PhpArray;
}

/** Routes that differ in one value at a time, most often in the path alone. */
export const routeArbitrary: fc.Arbitrary<Route> = fc.record({
  here: fc.constantFrom('/articles', '/articles/index?q=1', '/', '/a%20b/list', '/articles/index/page:2/sort:title'),
  base: fc.constantFrom('', '', '', '/app'),
  urlStyle: fc.constantFrom<'query' | 'named'>('query', 'query', 'query', 'named'),
  params: fc.constantFrom<PhpArray>({}, {}, {}, { controller: 'articles', action: 'index' }, { controller: 'articles', action: 'browse', plugin: 'shop' }),
});

const title = fc.constantFrom<unknown>('Title', '<b>x</b> & y', '', 'Next »', 7, null);
const field = fc.constantFrom('title', 'Article.title', 'author_id', 'id', 'views', '0', 'a b', 'Other.title');

/** Link options of every kind: none, steering only, attributes, a url option, Ajax, markup labels, another model, bad attributes. */
export const linkOptions: fc.Arbitrary<PhpArray> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  // An attribute name that could end the tag, an update target that is no text: errors, whichever Linker writes the links.
  { weight: 1, arbitrary: fc.constantFrom<PhpArray>({ rel: 'next', 'a"b': 'x' }, { class: 'c', update: { id: 'results' } }, { '<x': 1, escape: false }) },
  { weight: 6, arbitrary: fc.record({
    escape: fc.constantFrom(true, false),
    model: fc.constantFrom<unknown>(null, 'Article', 'Comment'),
    class: fc.constantFrom('c', 'a"b'),
    url: fc.constantFrom<unknown>({}, null, { q: 'x&y' }, { page: 3 }, { sort: 'views', direction: 'desc' }, { order: { 'Article.views': 'asc' } }, { '?': { z: '1' } }, 'str', { '#': 'top' }),
    update: fc.constantFrom('results'),
    indicator: fc.constantFrom('spinner'),
    sort: fc.constantFrom('title'),
    direction: fc.constantFrom('desc'),
    separator: fc.constantFrom(' · '),
    rel: fc.constantFrom('next'),
  }, { requiredKeys: [] }) },
);

const numbersOptions = fc.oneof(
  linkOptions,
  fc.record({ modulus: fc.constantFrom<unknown>(0, 3, '4', 8), first: fc.constantFrom<unknown>(0, 1, 2, 'first'), last: fc.constantFrom<unknown>(0, 1, 'last'), before: fc.constantFrom(' [ '), after: fc.constantFrom(' ] ') }, { requiredKeys: [] })
    .chain((own) => linkOptions.map((link) => ({ ...link, ...own }))),
);

/** One call: its name and what it does with a helper. */
export interface Call {
  readonly name: string;
  readonly helper: 0 | 1;
  run(helper: PaginatorHelper): unknown;
}

const call = (name: string, run: (helper: PaginatorHelper) => unknown) =>
  fc.constantFrom<0 | 1>(0, 0, 1).map((helper): Call => ({ name, helper, run }));

/** Every operation that reads a record, with arguments drawn for it; those that write links most often. */
export const callArbitrary: fc.Arbitrary<Call> = fc.oneof(
  numbersOptions.chain((o) => call(`numbers(${JSON.stringify(o)})`, (p) => p.numbers(o))),
  fc.tuple(title, linkOptions, fc.constantFrom<unknown>(null, 'none'), linkOptions).chain(([t, o, d, dO]) => call(`prev(${JSON.stringify([t, o, d, dO])})`, (p) => p.prev(t, o, d, dO))),
  fc.tuple(title, linkOptions, fc.constantFrom<unknown>(null, 'none'), linkOptions).chain(([t, o, d, dO]) => call(`next(${JSON.stringify([t, o, d, dO])})`, (p) => p.next(t, o, d, dO))),
  fc.tuple(fc.constantFrom<unknown>('« first', 2, '3'), linkOptions).chain(([t, o]) => call(`first(${JSON.stringify([t, o])})`, (p) => p.first(t, o))),
  fc.tuple(fc.constantFrom<unknown>('last »', 2), linkOptions).chain(([t, o]) => call(`last(${JSON.stringify([t, o])})`, (p) => p.last(t, o))),
  fc.constantFrom<unknown>({}, 'range', 'Page %page% of %pages%, %start%-%end% of %count% (%current%)', { format: 'range', separator: [' to ', ' in '] }, { model: 'Comment' })
    .chain((o) => call(`counter(${JSON.stringify(o)})`, (p) => p.counter(o as PhpArray))),
  fc.tuple(fc.oneof(title, fc.constant({ asc: 'Up', desc: 'Down' })), fc.oneof(fc.constant(null), field), linkOptions)
    .chain(([t, k, o]) => call(`sort(${JSON.stringify([t, k, o])})`, (p) => p.sort(t, k as string | null, o))),
  ...[1, 2, 3].map(() => fc.tuple(title, fc.constantFrom<unknown>(
    {}, { page: 4 }, { page: '2', q: 'a b' }, { sort: 'title', direction: 'asc', order: null }, { sort: 'Article.views' }, { direction: 'desc', page: 2 },
    { sort: 'Article.title', direction: 'desc' }, { cursor: 'abc' }, 'x', { page: 0 }, { page: 5, q: "it's" }, { sort: 'views', order: null },
    // One shape's keys with other constants, or in another order: each its own URL template, never another's.
    { page: 3, q: null }, { page: 3, q: false }, { q: 'x', r: 'a' }, { r: 'b', q: 'y' }, { page: 2, r: 'b', q: 'y' }, { page: 2, q: 'y', r: null },
  ), fc.oneof(fc.constant({}), linkOptions))
    .chain(([t, u, o]) => call(`link(${JSON.stringify([t, u, o])})`, (p) => p.link(t, u, o)))),
  fc.tuple(linkOptions, fc.boolean()).chain(([o, a]) => call(`url(${JSON.stringify([o, a])})`, (p) => p.url(o, a))),
  fc.record({
    first: fc.boolean(), last: fc.boolean(), prev: fc.boolean(), model: fc.constantFrom<string | null>(null, 'Comment'),
    // A host holds characters to escape: the base is escaped apart from the URLs, which the links may carry escaped.
    fullBase: fc.constantFrom('https://example.org', 'http://a&b\'c"d<e>:8080'),
  }, { requiredKeys: [] })
    .chain((o) => call(`meta(${JSON.stringify(o)})`, (p) => p.meta(o))),
  call('sortKey()', (p) => p.sortKey()),
  call('sortDir()', (p) => p.sortDir()),
  linkOptions.chain((o) => call(`sortKey(null, ${JSON.stringify(o)})`, (p) => [p.sortKey(null, o), p.sortDir(null, o)])),
  call('current, hasPrev, hasNext, hasPage', (p) => [p.current(), p.hasPrev(), p.hasNext(), p.hasPage(3), p.params()]),
  fc.constantFrom<unknown>(undefined, [5, 10]).chain((l) => call(`limitControl(${JSON.stringify(l)})`, (p) => limitControl(p, l as number[] | undefined))),
  call('jumpForm()', (p) => jumpForm(p)),
  numbersOptions.chain((o) => call(`numbersItems(${JSON.stringify(o)})`, (p) => numbersItems(p, o))),
  fc.tuple(title, linkOptions).chain(([t, o]) => call(`prevItem/nextItem(${JSON.stringify([t, o])})`, (p) => [prevItem(p, t, o), nextItem(p, t, o)])),
  fc.tuple(fc.constantFrom<unknown>(1, 3, 'first'), linkOptions).chain(([t, o]) => call(`firstItems/lastItems(${JSON.stringify([t, o])})`, (p) => [firstItems(p, t, o), lastItems(p, t, o)])),
  fc.tuple(field, linkOptions).chain(([k, o]) => call(`sortItem(${JSON.stringify([k, o])})`, (p) => sortItem(p, 'T', k, o))),
  // Between calls, the helper's default options or its request may change: what it writes follows them.
  linkOptions.chain((o) => call(`options(${JSON.stringify(o)})`, (p) => p.options(o))),
  fc.constantFrom('/moved', '/articles').chain((here) => call(`request.here = ${here}`, (p) => { p.request.here = here; })),
);

/** What a call answered, or the error it threw (its class and message). */
export function outcome(run: () => unknown): unknown {
  try {
    return { value: withoutEscapedUrls(run()) };
  } catch (error) {
    return { threw: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}

/**
 * `value` with the `escapedUrl` of its link items left out, once each is found to be its URL escaped: a frozen
 * record's items carry it (written from its shared templates), a changeable record's do not, and the markup of both
 * is compared as well.
 */
function withoutEscapedUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEscapedUrls);
  if (value === null || typeof value !== 'object' || !('escapedUrl' in value)) return value;
  const { escapedUrl, ...item } = value as { escapedUrl: unknown; url: string };
  if (escapedUrl !== escapeUrl(item.url)) throw new Error(`escapedUrl ${JSON.stringify(escapedUrl)} is not the URL ${JSON.stringify(item.url)} escaped`);
  return item;
}

/** One helper a side, per route, over `records` by model (the default options a helper starts with included). */
function helpers(records: PhpArray, routes: readonly [Route, Route], options: PhpArray | string | undefined): PaginatorHelper[] {
  return routes.map((route) => new PaginatorHelper({
    env: memoryEnvironment(), here: route.here, base: route.base, urlStyle: route.urlStyle, params: { ...route.params, paging: records }, options,
  }));
}

/**
 * The answers of `calls`, made through helpers over `frozen` (a frozen
 * record, by model) and through helpers over `changeable` (the same
 * records, as copies that can change): two lists to compare.
 */
export function sideBySide(
  frozen: PhpArray, changeable: PhpArray, routes: readonly [Route, Route], calls: readonly Call[], options?: PhpArray | string,
): [unknown[], unknown[]] {
  const sides = [helpers(frozen, routes, options), helpers(changeable, routes, options)];
  return sides.map((side) => calls.map((c) => [c.helper, c.name, outcome(() => c.run(side[c.helper]))])) as [unknown[], unknown[]];
}

/** Default options a helper may start with. */
export const helperOptions: fc.Arbitrary<PhpArray | string | undefined> = fc.constantFrom<PhpArray | string | undefined>(
  undefined, undefined, {}, 'results', { update: 'results', indicator: 'spinner' }, { url: { q: 'x' } }, { escape: false },
);
