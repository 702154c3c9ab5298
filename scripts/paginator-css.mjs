// paginator-elements/paginator.css: the elements' default look for the core's markup, generated at build time
// from the elements' own stylesheet (src/components/paginator-element/paginator.styles.ts), so that the two never
// drift: every rule of the shadow stylesheet is rewritten for the core's markup by the table below, and the rules
// the core's markup needs beyond it come from src/styles/core-markup.css. A selector the table does not know
// fails the build: a new rule of the elements' look has to say what it is in the core's markup.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The element a page puts the core's pager markup in (`<nav class="paginator">`). */
const PAGER = '.paginator';
/**
 * Where the look's private properties (`--_t`, the target size; `--_a`, the accent...) are set: the pager, a
 * container of sort links, and an element not yet defined (whose box is reserved with them: core-markup.css).
 */
const TOKENS = ':is(.paginator,.paginator-sort,:is(paginator-numbers,paginator-link):not(:defined):not([light]))';

/** Shadow selectors (whole, after `:host(...)` is read) and what they are in the core's markup; null: nothing there. */
const SELECTORS = new Map([
  ['ul', PAGER],
  // A page link's wrapper (`<span><a>`): what the list item is to the elements.
  ['li', `${PAGER} span`],
  // The window on one line is the element's fitting; the core's pager wraps.
  ['.one-line>ul', null],
  // Separators and ellipses are text in the core's markup, which CSS cannot select (core-markup.css).
  ['[aria-hidden]', null],
  ['[part=separator]', null],
  // A label's glyphs beside a drawn chevron: the core's labels are plain text, its links draw no chevron.
  [':is(.prev,.next)>[aria-hidden]', null],
  // A failed Ajax page's notice: what a light element writes after the core's markup in a pager.
  ['[part=failure]', `${PAGER} [part=failure]`],
]);

/** Pieces of a shadow selector and the core's markup for them, applied to every selector the table does not name whole. */
const PIECES = [
  [/\[aria-current\]/g, '.current'],
  // The core's disabled label: `<div>` by default, or the `tag` and `class` a page gave it (`.disabled` by convention).
  [/\[aria-disabled\]/g, ':is(div,.disabled)'],
];

/** Splits `text` at `separator` where it is not inside parentheses, brackets or braces. */
function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** A selector that starts with `:host` or `:host(condition)`: the condition and the rest; else null. */
function hostPart(selector) {
  if (!selector.startsWith(':host')) return null;
  if (selector[5] !== '(') return { condition: '', rest: selector.slice(5).trim() };
  let depth = 0;
  for (let i = 5; i < selector.length; i++) {
    if (selector[i] === '(') depth++;
    else if (selector[i] === ')' && --depth === 0) return { condition: selector.slice(6, i), rest: selector.slice(i + 1).trim() };
  }
  throw new Error(`paginator.css: unbalanced :host() in "${selector}"`);
}

/** The rules of a stylesheet without comments: `{ prelude, body }`, an at-rule's body being its rules. */
function parseRules(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; depth > 0 && close < text.length; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}') depth--;
    }
    const prelude = text.slice(i, open).trim();
    const body = text.slice(open + 1, close - 1).trim();
    rules.push(prelude.startsWith('@') ? { prelude, rules: parseRules(body) } : { prelude, body });
    i = close;
  }
  return rules;
}

/**
 * One shadow selector as the core markup's selectors: none when it has nothing there; a link's rules also for
 * the sort links of a `.paginator-sort` container (a table's header), which core-markup.css makes plain.
 */
function mapSelector(selector) {
  const mapped = mapPagerSelector(selector);
  if (mapped === null) return [];
  const link = /^\.paginator ((?:a|:is\(a)\b.*)$/.exec(mapped);
  return link ? [mapped, `.paginator-sort ${link[1]}`] : [mapped];
}

/** One shadow selector as the selector of the core's pager markup, or null when it has nothing there. */
function mapPagerSelector(selector) {
  const host = hostPart(selector);
  let root = PAGER;
  let rest = selector;
  if (host) {
    // `:host([appearance=x])` is the pager's `data-appearance` (a `<nav>` has no `appearance` attribute).
    root = `${PAGER}${host.condition.replace(/\[appearance=/g, '[data-appearance=')}`;
    rest = host.rest;
    if (rest === '') return root;
  }
  // First and last are drawn as chevrons in shadow roots only: the core's first() and last() links carry no class
  // of their own (a class a page gives them is the page's to style), and its labels stay text.
  rest = rest.replace(/,\.first,\.last\)/g, ')');
  if (/\.(first|last)\b/.test(rest)) return null;
  // What has nothing in the core's markup has nothing there under any host condition either.
  if (SELECTORS.has(rest) && (!host || SELECTORS.get(rest) === null)) return SELECTORS.get(rest);
  const piece = PIECES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), rest);
  if (/\[aria-|\[part|::part|:host|(^|[\s>+~(,])(ul|li)\b/.test(piece)) {
    throw new Error(`paginator.css: no rule for the shadow selector "${selector}": say what it is in the core's markup (scripts/paginator-css.mjs)`);
  }
  return `${root} ${piece}`;
}

/** A `:host` rule's private properties go to every root that uses them, its other declarations to the pager. */
function mapRule({ prelude, body }) {
  const selectors = splitTop(prelude, ',').flatMap(mapSelector);
  if (selectors.length === 0) return '';
  if (prelude === ':host') {
    const declarations = splitTop(body, ';');
    const tokens = declarations.filter((declaration) => declaration.startsWith('--'));
    const others = declarations.filter((declaration) => !declaration.startsWith('--'));
    return `${PAGER}{${others.join(';')}}\n${TOKENS}{${tokens.join(';')}}`;
  }
  return `${selectors.join(',')}{${body}}`;
}

/** paginator.css from the elements' stylesheet text and the core markup's own rules. */
export function paginatorCss(shadowCss, coreCss) {
  const rules = parseRules(shadowCss).map((rule) => {
    if (!rule.rules) return mapRule(rule);
    // An at-rule (`@media`): a `:host` rule inside it holds only private properties, which every root takes.
    const inner = rule.rules.map((child) => (child.prelude === ':host' ? `${TOKENS}{${child.body}}` : mapRule(child))).filter(Boolean);
    return inner.length ? `${rule.prelude}{${inner.join('\n')}}` : '';
  });
  return `/* paginator-elements/paginator.css: the elements' default look for the core's markup. Generated from
   src/components/paginator-element/paginator.styles.ts and src/styles/core-markup.css by scripts/paginator-css.mjs. */
${rules.filter(Boolean).join('\n')}
${coreCss.trim()}
`;
}

/** Writes `dir`/paginator.css from the built elements' stylesheet (under `dir`) and src/styles/core-markup.css. */
export async function writePaginatorCss(dir = 'dist', root = process.cwd()) {
  const built = pathToFileURL(join(root, dir, 'components/paginator-element/paginator.styles.js'));
  // A fresh module each time: a watching build must not read the stylesheet it imported before.
  const { paginatorStyles } = await import(`${built.href}?build=${Date.now()}`);
  const core = readFileSync(join(root, 'src/styles/core-markup.css'), 'utf8');
  writeFileSync(join(root, dir, 'paginator.css'), paginatorCss(paginatorStyles.cssText, core));
}

/** The Rollup plugin of the library build: once its files are written, paginator.css beside them. */
export function paginatorCssFile() {
  return {
    name: 'paginator-css',
    async writeBundle(options) {
      await writePaginatorCss(options.dir ?? 'dist');
    },
  };
}
