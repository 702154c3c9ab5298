/**
 * The elements rendered on a server by Lit SSR (issue 34, point 4; DESIGN §8): `paginator-elements/ssr` is
 * imported before `@lit-labs/ssr`'s `render()`, and that is all. Each element is written with a declarative
 * shadow root holding the same DOM as its first render in the browser (compared in Chromium over a pairwise
 * set of the state matrix's attributes); the browser takes it over without rebuilding it (the same link nodes,
 * CLS 0.00 with the script 1 s late) and it works afterwards; without JavaScript its links are real links,
 * written from the `here` each request passes in; bad input is reported as in the browser and leaves an empty
 * host, never an exception out of the page's render. `<framework-error>` likewise: its built-in pages over a
 * pairwise set of kinds, debug levels, messages and languages (translators), the server's DOM against the
 * browser's first render; its nodes taken over with a late script; hostile messages escaped on the server too.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import 'paginator-elements/ssr';
import { errorPage, PaginatorHelper, requestPath, setTranslator } from 'paginator-elements/core';
import { render } from '@lit-labs/ssr';
import { collectResult, collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { renderLight } from '@lit-labs/ssr-client/directives/render-light.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { html, nothing } from 'lit';
import { coveringArray } from '../../demo/pairwise.mjs';
import { launchChromium } from './demo-harness.mjs';

const record = (page, pageCount = 9, extra = {}) => ({
  page, pageCount, count: pageCount * 10, current: 10, prevPage: page > 1, nextPage: page < pageCount,
  defaults: { limit: 10 }, options: { page, limit: 10 }, ...extra,
});

/** Escapes an attribute value. */
const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An element's tag and attributes (`[name, value]`, value true for a bare one) as markup, with its light DOM asked for when `light`. */
function elementTemplate(tag, attributes) {
  const written = attributes.map(([name, value]) => (value === true ? name : `${name}="${attr(value)}"`)).join(' ');
  const light = attributes.some(([name]) => name === 'light');
  return staticHtml`<${unsafeStatic(tag)} ${unsafeStatic(written)}>${light ? renderLight() : nothing}</${unsafeStatic(tag)}>`;
}

/** What Lit SSR writes for `template`, and the console errors it logged meanwhile. */
function renderNow(template) {
  const errors = [];
  const error = console.error;
  console.error = (...args) => errors.push(args.map(String).join(' '));
  try {
    return { html: collectResultSync(render(template)), errors };
  } finally {
    console.error = error;
  }
}

/** The hrefs of `markup`, as a browser reads them. */
const hrefsOf = (markup) => Array.from(markup.matchAll(/href="([^"]*)"/g), (match) => match[1].replace(/&amp;/g, '&'));
/** What a declarative shadow root holds, without its style and Lit's comments. */
const shadowOf = (markup) => /<template shadowroot="open" shadowrootmode="open">([\s\S]*?)<\/template>/.exec(markup)?.[1]
  .replace(/<style>[\s\S]*?<\/style>/, '').replace(/<!--[\s\S]*?-->|<\?>/g, '');

describe('paginator-elements/ssr in Node: Lit SSR writes each element', () => {
  const paging = { Article: record(3) };
  const here = '/articles?page=3';

  it('<paginator-numbers>: a declarative shadow root with its style, and the core\'s links from `here`', () => {
    const { html: out, errors } = renderNow(html`<paginator-numbers here=${here} .paging=${paging}></paginator-numbers>`);
    expect(errors).to.deep.equal([]);
    expect(out).to.match(/<paginator-numbers[^>]*><template shadowroot="open" shadowrootmode="open"><style>\s*:host\{/);
    const core = new PaginatorHelper({ params: { paging }, here });
    expect(hrefsOf(out)).to.deep.equal(hrefsOf(core.numbers()));
    expect(out).to.include('<span part="current" aria-current="page">3</span>');
    // The landmark's role and name are on the host before any script runs, as the element writes them.
    expect(out).to.match(/<paginator-numbers[^>]* role="navigation" aria-label="Pagination"/);
  });

  it('every element and link kind renders its content; light elements into their light DOM (renderLight())', () => {
    const cases = [
      ['paginator-counter', [['format', 'range']], '21–30 of 90'],
      ['paginator-link', [['kind', 'prev']], 'href="/articles?page=2"'],
      ['paginator-link', [['kind', 'next'], ['label', 'Onward']], '>Onward</a>'],
      ['paginator-link', [['kind', 'first']], 'href="/articles?page=1"'],
      ['paginator-link', [['kind', 'last']], 'href="/articles?page=9"'],
      ['paginator-link', [['kind', 'sort'], ['key', 'title']], 'href="/articles?page=3&amp;sort=title&amp;direction=asc"'],
      ['paginator-link', [['kind', 'page'], ['page', '5']], '>5</a>'],
      ['paginator-limit', [], '<select part="select" name="limit">'],
      ['paginator-jump', [], 'name="page" min="1" max="9" value="3"'],
    ];
    for (const [tag, attributes, expected] of cases) {
      const { html: out, errors } = renderNow(elementTemplate(tag, [['here', here], ['paging', JSON.stringify(paging)], ...attributes]));
      expect(errors, tag).to.deep.equal([]);
      expect(shadowOf(out), `${tag} ${JSON.stringify(attributes)}`).to.include(expected);
    }
    const { html: light } = renderNow(elementTemplate('paginator-numbers', [['light', true], ['here', here], ['paging', JSON.stringify(paging)]]));
    expect(light).to.not.include('<template');
    expect(light.replace(/<!--[\s\S]*?-->/g, '')).to.include(new PaginatorHelper({ params: { paging }, here }).numbers().replace('<span class="current">', '<span class="current" aria-current="page">'));
  });

  it('nothing of one request reaches another: 100 pages rendered at once each write only their own links', async () => {
    const pages = await Promise.all(Array.from({ length: 100 }, (_, i) => collectResult(render(html`
      <paginator-numbers here=${`/r${i}`} .paging=${paging}></paginator-numbers>
      <paginator-link kind="next" here=${`/r${i}`} .paging=${paging}></paginator-link>`))));
    pages.forEach((page, i) => {
      const hrefs = hrefsOf(page);
      expect(hrefs.length).to.equal(9);
      for (const href of hrefs) expect(href, `page ${i}`).to.match(new RegExp(`^/r${i}\\?page=\\d$`));
    });
  });

  it('without `here` (or href-template) a server writes no link: one line names the attribute, the host is empty', () => {
    const { html: out, errors } = renderNow(html`<paginator-numbers .paging=${paging}></paginator-numbers>`);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^<paginator-numbers>: here: /);
    expect(shadowOf(out)).to.equal('');
    // A template gives the links without it.
    const templated = renderNow(html`<paginator-numbers href-template="/p/{page}" .paging=${paging}></paginator-numbers>`);
    expect(templated.errors).to.deep.equal([]);
    expect(hrefsOf(templated.html)).to.include('/p/4');
  });

  it('a bad attribute logs one line naming it and renders an empty, valid host', () => {
    const bad = [
      ['paginator-numbers', 'url', '[1'], ['paginator-numbers', 'url-style', 'slashes'], ['paginator-numbers', 'format', 'roman'],
      ['paginator-numbers', 'paging', '{"page":'], ['paginator-counter', 'paging', '{"page":"x","pageCount":2}'],
      ['paginator-link', 'kind', 'sideways'], ['paginator-numbers', 'source', 'paging-json'],
    ];
    for (const [tag, name, value] of bad) {
      const attributes = [['here', here], ...(name === 'paging' || name === 'source' ? [] : [['paging', JSON.stringify(paging)]]), [name, value]];
      const { html: out, errors } = renderNow(elementTemplate(tag, attributes));
      expect(errors, `${tag} ${name}=${value}`).to.have.length(1);
      expect(errors[0], `${tag} ${name}=${value}`).to.match(new RegExp(`^<${tag}>: .*\\b${name === 'paging' ? '(paging|page)' : name}\\b`));
      expect(out, `${tag} ${name}=${value}`).to.match(new RegExp(`<${tag}[^>]*><template shadowroot="open" shadowrootmode="open"><style>[\\s\\S]*?</style>(<!--[^>]*-->|<\\?>)*</template>(<!--[^>]*-->)*</${tag}>`));
      expect(shadowOf(out)).to.equal('');
    }
  });

  it('any attribute value renders without throwing out of the page, and never writes markup it was handed', () => {
    const names = ['paging', 'url', 'url-style', 'modulus', 'first', 'last', 'separator', 'format', 'kind', 'label', 'here', 'href-template', 'page', 'total', 'lang', 'appearance', 'disabled'];
    fc.assert(fc.property(
      fc.constantFrom('paginator-numbers', 'paginator-counter', 'paginator-link', 'paginator-limit', 'paginator-jump'),
      fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.constantFrom('<b>x</b>', '"><script>x</script>', '{"page":2,"pageCount":3}', 'javascript:alert(1)', '9'.repeat(30)))),
      (tag, values) => {
        const { html: out } = renderNow(elementTemplate(tag, [['paging', JSON.stringify(paging)], ['here', '/a'], ...Object.entries(values)]));
        expect(out).to.include(`</${tag}>`);
        const shadow = shadowOf(out) ?? '';
        expect(shadow).to.not.match(/<script|<b>|href="\s*javascript:/i);
      },
    ), { numRuns: 150 });
  });

  it('a bad look is reported once per element, and the pager is shown in the default look', () => {
    for (const [tag, attributes] of [['paginator-numbers', []], ['paginator-link', [['kind', 'next']]], ['paginator-counter', []]]) {
      const { html: out, errors } = renderNow(elementTemplate(tag, [['here', here], ['paging', JSON.stringify(paging)], ['appearance', 'sideways'], ...attributes]));
      expect(errors, tag).to.have.length(1);
      expect(errors[0], tag).to.match(new RegExp(`^<${tag}>: appearance must be .*"sideways"`));
      expect(shadowOf(out), tag).to.not.equal('');
    }
  });

  it('a shadow root holds the element\'s styles and its views\' markup only; a light element\'s markup is one part of the page', () => {
    const { html: out } = renderNow(html`<div>
      <paginator-numbers here=${here} paging=${JSON.stringify(paging)}></paginator-numbers>
      <paginator-jump here=${here} paging=${JSON.stringify(paging)}></paginator-jump></div>`);
    const roots = Array.from(out.matchAll(/<template shadowroot="open" shadowrootmode="open">([\s\S]*?)<\/template>/g), (match) => match[1]);
    expect(roots).to.have.length(2);
    for (const root of roots) {
      expect(root).to.match(/^<style>[^<]*<\/style><[a-z]/);
      // No comment of Lit's (no part whose markup Lit parsed): the views' markup as written, nothing else.
      expect(root).to.not.include('<!--');
    }
    const { html: light } = renderNow(html`<div>${elementTemplate('paginator-counter', [['light', true], ['format', 'range'], ['paging', JSON.stringify(paging)]])}</div>`);
    expect(light.match(/<!--lit-part[^>]*-->/g)?.length, light).to.equal(light.match(/<!--\/lit-part-->/g)?.length);
    expect(light).to.match(/<paginator-counter[^>]*><!--lit-part-->21 - 30 of 90<!--\/lit-part--><\/paginator-counter>/);
  });
});

/** Every kind of error page the core builds. */
const ERROR_KINDS = ['error', 'error404', 'error500', 'missingController', 'missingAction', 'privateAction', 'missingTable',
  'missingDatabase', 'missingView', 'missingLayout', 'missingConnection', 'missingHelperFile', 'missingHelperClass',
  'missingBehaviorFile', 'missingBehaviorClass', 'missingComponentFile', 'missingComponentClass', 'missingModel', 'invalidCursor'];
/** Every message key a kind reads. */
const MESSAGE_KEYS = ['className', 'action', 'table', 'database', 'file', 'helper', 'behavior', 'component', 'code', 'name', 'message', 'url', 'cursor', 'reason'];
const XSS = ['<img src=x onerror="window.__xss=1">', '"><svg onload=window.__xss=1>', '<script>window.__xss=1</script>', "' onmouseover='window.__xss=1", '&amp;&lt;b&gt;'];
/** The tags and attributes `<framework-error>`'s shadow root may hold: anything else came from a message. */
const ERROR_TAGS = new Set(['style', 'div', 'h2', 'p', 'strong', 'em', 'code', 'pre']);
const ERROR_ATTRIBUTES = new Set(['part', 'class', 'role', 'aria-label']);

/** The tags and attribute names of `markup` that `<framework-error>` does not write itself. */
function foreignMarkup(markup) {
  const found = [];
  for (const [, tag, attributes] of markup.matchAll(/<([a-z][^\s/>]*)([^>]*)>/gi)) {
    if (!ERROR_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const [, name] of attributes.matchAll(/\s([^\s=]+)="[^"]*"/g)) if (!ERROR_ATTRIBUTES.has(name)) found.push(`${name}= on <${tag}>`);
  }
  return found;
}

/** What `<framework-error>`'s declarative shadow root holds, without its styles (its own and its page's) and Lit's comments. */
const errorShadowOf = (markup) => shadowOf(markup)?.replace(/<style>[\s\S]*?<\/style>/g, '');

/** Text as HTML shows it: the entities Lit SSR and the core write, read back. */
const unescapeHtml = (text) => text.replace(/&(lt|gt|quot|#0?39|amp);/g, (_, name) => ({ lt: '<', gt: '>', quot: '"', '#039': "'", '#39': "'", amp: '&' })[name]);

describe('paginator-elements/ssr in Node: <framework-error>', function () {
  // The property tests render a few hundred pages each: on a loaded machine that takes longer than Mocha's default.
  this.timeout(120_000);

  it('writes the built-in page of every kind into a declarative shadow root: its styles, a region named by its heading, its parts', () => {
    for (const kind of ERROR_KINDS) {
      for (const debug of [0, 2]) {
        const params = { className: 'PostsController', action: 'edit', file: 'x.ts', code: 403, name: 'Forbidden', message: 'no' };
        const { html: out, errors } = renderNow(html`<framework-error method=${kind} params=${JSON.stringify(params)} debug=${debug} here="/posts/9?x=1"></framework-error>`);
        expect(errors, `${kind} ${debug}`).to.deep.equal([]);
        const core = errorPage(kind, params, debug, '/posts/9?x=1');
        const title = unescapeHtml(/<h2>([\s\S]*?)<\/h2>/.exec(core.content)[1].replace(/<[^>]+>/g, ''));
        expect(out, `${kind} ${debug}`).to.match(/<framework-error[^>]*><template shadowroot="open" shadowrootmode="open"><style>:host\{display:block\}/);
        const shadow = errorShadowOf(out);
        expect(shadow).to.match(new RegExp(`^<div part="page" class="page" role="region" aria-label="[^"]*"><h2 part="title">`));
        expect(unescapeHtml(/aria-label="([^"]*)"/.exec(shadow)[1]), `${kind} ${debug}`).to.equal(title);
        // The core's page, as text: the same words and values in the same order.
        const text = (markup) => unescapeHtml(markup.replace(/<[^>]+>/g, ''));
        expect(text(shadow), `${kind} ${debug}`).to.equal(text(core.content));
        expect((shadow.match(/<pre part="code">/g) ?? []).length).to.equal((core.content.match(/<pre>/g) ?? []).length);
        expect(foreignMarkup(shadow)).to.deep.equal([]);
      }
    }
  });

  it('a bad attribute logs one line naming it (the browser\'s words) and renders an empty, valid host', () => {
    const bad = [
      [[['method', 'nope']], 'method'], [[['method', 'toString']], 'method'], [[['method', 'missingModel'], ['params', '{bad']], 'params'],
      [[['method', 'missingModel'], ['params', '[1]']], 'params'], [[['method', 'missingModel'], ['debug', 'two']], 'debug'],
      [[['method', 'missingModel'], ['debug', '-1']], 'debug'],
      // The 404 and 500 pages name the requested address, which a server knows only from `here`.
      [[['method', 'error404']], 'here'], [[['method', 'error500'], ['debug', '2']], 'here'],
    ];
    for (const [attributes, field] of bad) {
      const { html: out, errors } = renderNow(elementTemplate('framework-error', attributes));
      const what = JSON.stringify(attributes);
      expect(errors, what).to.have.length(1);
      expect(errors[0], what).to.match(new RegExp(`^<framework-error>: .*\\b${field}\\b`));
      expect(out, what).to.match(/<framework-error[^>]*><template shadowroot="open" shadowrootmode="open"><style>[^<]*<\/style>(<!--[^>]*-->|<\?>)*<\/template>(<!--[^>]*-->)*<\/framework-error>/);
    }
    // A `url` message names the address; the descriptive pages name none: neither needs `here`.
    for (const attributes of [[['method', 'error404'], ['params', '{"url":"/a"}']], [['method', 'missingModel'], ['debug', '2']]]) {
      const { html: out, errors } = renderNow(elementTemplate('framework-error', attributes));
      expect(errors).to.deep.equal([]);
      expect(errorShadowOf(out)).to.include('<h2 part="title">');
    }
    // A `light` element is the browser's to write; nothing is reported on the server.
    const light = renderNow(elementTemplate('framework-error', [['light', true], ['method', 'error404']]));
    expect([light.errors, light.html.includes('<template')]).to.deep.equal([[], false]);
  });

  it('messages are text on the server: the XSS corpus and any string, in every message key of every kind', () => {
    const { vectors } = JSON.parse(readFileSync(new URL('../fixtures/xss-vectors.json', import.meta.url), 'utf8'));
    const hostile = fc.oneof(fc.constantFrom(...XSS, ...vectors.map((vector) => vector.payload)), fc.string({ unit: 'binary', maxLength: 20 }));
    fc.assert(fc.property(
      fc.constantFrom(...ERROR_KINDS), fc.constantFrom(0, 2), fc.dictionary(fc.constantFrom(...MESSAGE_KEYS), hostile), hostile,
      (kind, debug, params, here) => {
        const { html: out, errors } = renderNow(html`<framework-error method=${kind} params=${JSON.stringify(params)} debug=${debug} here=${here}></framework-error>`);
        expect(errors).to.deep.equal([]);
        const shadow = errorShadowOf(out);
        expect(foreignMarkup(shadow)).to.deep.equal([]);
        // What the page shows of the messages is what the core's page shows (whose values are escaped there).
        // The address as the handler takes it: reduced to a path.
        const core = errorPage(kind, params, debug, requestPath({ href: () => here }));
        expect(unescapeHtml(shadow.replace(/<[^>]+>/g, ''))).to.equal(unescapeHtml(core.content.replace(/<[^>]+>/g, '')));
      },
    ), { numRuns: 300 });
  });

  it('nothing of one request reaches another: 100 pages rendered at once each name only their own address', async () => {
    const pages = await Promise.all(Array.from({ length: 100 }, (_, i) => collectResult(render(html`
      <framework-error method="error404" here=${`/r${i}?q=<${i}>`}></framework-error>
      <framework-error method="missingModel" params=${JSON.stringify({ className: `M${i}` })} debug="2"></framework-error>`))));
    pages.forEach((out, i) => {
      const shadows = Array.from(out.matchAll(/<template[^>]*>([\s\S]*?)<\/template>/g), (match) => match[1]).join('');
      expect(unescapeHtml(shadows).match(/\/r\d+\?q=<\d+>/g), `page ${i}`).to.deep.equal([`/r${i}?q=<${i}>`]);
      expect(out.match(/\bM\d+\b/g).every((name) => name === `M${i}`), `page ${i}`).to.equal(true);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// In Chromium: the server's DOM against the browser's first render, the takeover, and the page without JavaScript.

/** The pairwise cases: each element in each look, mode, record and language it can take. */
const DIMENSIONS = {
  element: ['numbers', 'counter', 'prev', 'next', 'first', 'last', 'sort', 'page', 'limit', 'jump'],
  dom: ['shadow', 'classic', 'light'],
  mode: ['link', 'ajax', 'app', 'href'],
  record: ['json', 'total', 'pagecount', 'countless'],
  lang: ['en', 'de', 'ar'],
  state: ['first', 'middle', 'last', 'one', 'huge'],
  form: ['standard', 'compact', 'ellipsis'],
};
const FORMS_ONLY = ['limit', 'jump'];
function canMeet([a, x], [b, y]) {
  const pair = { [a]: x, [b]: y };
  if ('element' in pair && 'form' in pair) return pair.form === 'standard' || pair.element === 'numbers';
  if ('element' in pair && 'dom' in pair) return !(FORMS_ONLY.includes(pair.element) && pair.dom === 'light');
  if ('dom' in pair && 'form' in pair) return !(pair.dom === 'light' && pair.form === 'compact');
  return true;
}
const CASES = coveringArray(DIMENSIONS, canMeet).map((values, index) => ({ id: `c${index}`, ...values }));
const PAGES = { first: [1, 20], middle: [7, 20], last: [20, 20], one: [1, 1], huge: [5e11, 1e12] };

/** `<framework-error>`'s pairwise cases: each kind at each debug level, with each kind of messages, in each language. */
const ERROR_DIMENSIONS = {
  kind: ERROR_KINDS,
  debug: ['0', '2', 'unset'],
  params: ['full', 'missing', 'hostile', 'list'],
  lang: ['en', 'de', 'ar'],
  here: ['plain', 'hostile'],
};
const ERROR_CASES = coveringArray(ERROR_DIMENSIONS, () => true).map((values, index) => ({ id: `e${index}`, ...values }));
const FULL = {
  className: 'PostsController', action: 'edit', table: 'posts', database: 'blog', file: 'views/posts/edit.ctp', helper: 'fancy_pager',
  behavior: 'tree', component: 'side_box', code: 403, name: 'Forbidden', message: "You can't go there", url: '/posts/9', cursor: 'eyJrIjoxfQ', reason: 'bad signature',
};
const PARAMS = {
  full: FULL,
  missing: {},
  hostile: Object.fromEntries(MESSAGE_KEYS.map((key, i) => [key, XSS[i % XSS.length]])),
  list: [FULL, { className: 'Ignored' }],
};
/**
 * The languages: translators for some of the texts (the others stay English), with quotes, `&` and `<` in them
 * and the `%s` moved, set on the server with the core's setTranslator() and in the browser's copy of the core.
 */
const TRANSLATIONS = {
  en: null,
  de: {
    'Not Found': 'Nicht gefunden', 'Error:': 'Fehler:', 'Notice:': 'Hinweis:', 'Code:': 'Code:', 'Missing Controller': 'Controller fehlt',
    "The requested address '%s' was not found on this server.": 'Die Adresse „%s“ gibt es auf diesem Server nicht.',
    '%s could not be found.': 'Nicht gefunden: %s.', 'missing message key "%s"': 'fehlender Schlüssel »%s«',
    'To customise this page, register a view at %s (app.registerView).': 'Eigene Seite: eine Ansicht unter %s registrieren (app.registerView).',
  },
  ar: {
    'An Internal Error Has Occurred': 'حدث خطأ داخلي', 'Error:': 'خطأ:', 'Missing Model': 'النموذج مفقود', 'Missing Method': 'الطريقة مفقودة',
    "The requested address '%s' could not be served because of an internal error.": "تعذّر تقديم '%s' & <خطأ داخلي>",
    'Create the model %s in the file %s and register it:': 'أنشئ %s في %s وسجّله:',
  },
};

/** A `<framework-error>` case as a tag and its attributes. */
function errorCaseElement(entry) {
  const attributes = [['id', entry.id], ['method', entry.kind], ['params', JSON.stringify(PARAMS[entry.params])],
    ['here', entry.here === 'plain' ? '/shop/cart?step=2' : `/x?q=${XSS[0]}&r='"`]];
  if (entry.debug !== 'unset') attributes.push(['debug', entry.debug]);
  return ['framework-error', attributes];
}

/** The page that loads `<framework-error>` from the library's modules with `translations` in the core's translator. */
const ERROR_IMPORTS = {
  '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
  'lit-html/is-server.js': '/node_modules/lit-html/is-server.js',
  tslib: '/node_modules/tslib/tslib.es6.mjs',
};
function errorElementScripts(translations) {
  return `<script type="importmap">${JSON.stringify({ imports: ERROR_IMPORTS })}</script><script type="module">
    import { setTranslator } from '/dist/shared/i18n.js';
    const words = ${JSON.stringify(translations).replace(/</g, '\\u003c')};
    if (words) setTranslator((text) => words[text] ?? text);
    await import('/dist/components/framework-error/framework-error.js');
  </script>`;
}

/** A case's element as a tag and its attributes. */
function caseElement(entry) {
  const [page, pages] = PAGES[entry.state];
  // A model of its own: each case is a pager alone, not a row with the others (DESIGN §7, "One row").
  const attributes = [['id', entry.id], ['here', '/list?case=x&page=2'], ['lang', entry.lang], ['model', `M${entry.id}`]];
  if (entry.record === 'total') attributes.push(['page', page], ['total', pages * 10], ['page-size', 10]);
  else if (entry.record === 'pagecount') attributes.push(['page', page], ['page-count', pages]);
  else {
    const countless = entry.record === 'countless' ? { pageCount: undefined, count: undefined } : {};
    attributes.push(['paging', JSON.stringify({ [`M${entry.id}`]: { ...record(page, pages), ...countless } })]);
  }
  if (entry.mode === 'ajax') attributes.push(['update', 'results']);
  if (entry.mode === 'app') attributes.push(['navigation', 'app']);
  if (entry.mode === 'href') attributes.push(['href-template', '/p/{page}?x=<y>']);
  if (entry.dom === 'classic') attributes.push(['appearance', 'classic']);
  if (entry.dom === 'light') attributes.push(['light', true]);
  if (entry.form === 'compact') attributes.push(['format', 'compact']);
  if (entry.form === 'ellipsis') attributes.push(['ellipsis-links', true]);
  const kind = entry.element;
  if (kind === 'numbers') return ['paginator-numbers', [...attributes, ['modulus', 6], ['first', 1], ['last', 1], ['prev', true], ['next', true]]];
  if (kind === 'counter') return ['paginator-counter', [...attributes, ['format', entry.record === 'json' || entry.record === 'total' ? 'range' : 'pages']]];
  if (FORMS_ONLY.includes(kind)) return [`paginator-${kind}`, attributes];
  const extra = kind === 'sort' ? [['key', 'title']] : kind === 'page' ? [['page', '3']] : [];
  return ['paginator-link', [...attributes.filter(([name]) => !(kind === 'page' && name === 'page')), ['kind', kind], ...extra]];
}

/** Pages the test server answers, by path: HTML made per request. */
const routes = new Map();
/** How long the drop-in's first file is held back, in ms. */
let scriptDelay = 0;

const SCRIPTS = ['paginator-elements.min.js', 'paginator-limit.min.js', 'paginator-jump.min.js']
  .map((file) => `<script type="module" src="/dist/${file}"></script>`).join('');

function page(body, { scripts = true, head = '', tail = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">${head}${scripts ? SCRIPTS : ''}</head><body><div id="results"></div>${body}${tail}</body></html>`;
}

/** A head script that sums the page's layout shifts (CLS) into `window.__shifts`. */
const SHIFTS = `<script>
  window.__shifts = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });
</script>`;

/**
 * A script parsed, and run, before any module script: the server's nodes that `nodes` selects in the shadow roots
 * of `hosts`, marked in `window.__marked`, and whether the first host's element was defined then.
 */
const markServerNodes = (hosts, nodes) => `<script>
  window.__marked = [...document.querySelectorAll('${hosts}')].flatMap((el) => [...el.shadowRoot.querySelectorAll('${nodes}')]);
  window.__defined = customElements.get('${hosts.split(',')[0]}') !== undefined;
</script>`;

describe('paginator-elements/ssr in Chromium', function () {
  this.timeout(180_000);
  let server;
  let origin;
  let browser;

  before(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url, 'http://127.0.0.1');
      const served = ['/dist/', ...Object.values(ERROR_IMPORTS).map((file) => file.slice(0, file.lastIndexOf('/') + 1))];
      if (served.some((folder) => url.pathname.startsWith(folder)) && !url.pathname.includes('..')) {
        if (url.pathname === '/dist/paginator-elements.min.js' && scriptDelay) await new Promise((resolve) => setTimeout(resolve, scriptDelay));
        try {
          const body = await readFile(new URL(`../..${url.pathname}`, import.meta.url));
          response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
        } catch {
          response.writeHead(404).end();
        }
        return;
      }
      const route = routes.get(url.pathname);
      if (!route) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await route(url));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Each element's render root (shadow root, or the host for light DOM) as HTML, without styles and comments. */
  function rootsHtml(selector = '[id^=c]') {
    const strip = (root) => {
      const copy = document.createElement('div');
      for (const node of root.childNodes) copy.append(node.cloneNode(true));
      copy.querySelectorAll('style').forEach((style) => style.remove());
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      comments.forEach((comment) => comment.remove());
      return copy.innerHTML;
    };
    return Object.fromEntries([...document.querySelectorAll(selector)].map((el) => [el.id, strip(el.hasAttribute('light') ? el : el.shadowRoot ?? el)]));
  }

  it(`each element's server DOM is its first render in the browser, over ${CASES.length} pairwise cases`, async () => {
    const elements = CASES.map(caseElement);
    routes.set('/server', () => page(collectResultSync(render(html`${elements.map(([tag, attributes]) => elementTemplate(tag, attributes))}`)), { scripts: false }));
    routes.set('/client', () => page(elements.map(([tag, attributes]) => `<${tag} ${attributes.map(([name, value]) => (value === true ? name : `${name}="${attr(value)}"`)).join(' ')}></${tag}>`).join('\n')));
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await tab.goto(`${origin}/server`);
      const server = await tab.evaluate(rootsHtml);
      await tab.goto(`${origin}/client`);
      // A language's catalogue arrives after the first render, which updateComplete does not wait for: the elements
      // render again once it has, so the page is read when nothing more is loading and they have.
      await tab.waitForLoadState('networkidle');
      await tab.evaluate(async () => {
        for (const tag of ['paginator-numbers', 'paginator-counter', 'paginator-link', 'paginator-limit', 'paginator-jump']) await customElements.whenDefined(tag);
        await Promise.all([...document.querySelectorAll('[id^=c]')].map((el) => el.updateComplete));
      });
      const client = await tab.evaluate(rootsHtml);
      expect(errors).to.deep.equal([]);
      for (const entry of CASES) {
        expect(server[entry.id], `${entry.id}: ${JSON.stringify(entry)}`).to.equal(client[entry.id]);
      }
      // Not vacuous: the cases show links, the current page and the forms.
      expect(Object.values(server).join('')).to.include('href=').and.include('aria-current').and.include('<select');
    } finally {
      await context.close();
    }
  });

  it('takes the server\'s shadow root over: the same link nodes, CLS 0.00 with the script 1 s late, then clicks and keys work', async () => {
    const paging = { Article: record(4, 12) };
    const here = '/articles?page=4';
    // The record as an attribute: the browser's element reads it too (a `.paging` binding stays on the server).
    const json = JSON.stringify(paging);
    routes.set('/takeover', () => page(collectResultSync(render(html`
      <paginator-link kind="prev" here=${here} paging=${json}></paginator-link>
      <paginator-numbers here=${here} paging=${json}></paginator-numbers>
      <paginator-counter paging=${json}></paginator-counter>
      <paginator-link kind="next" here=${here} paging=${json}></paginator-link>`)), {
      head: SHIFTS,
      tail: markServerNodes('paginator-numbers, paginator-link', 'a, span'),
    }));
    scriptDelay = 1000;
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${origin}/takeover`);
      const found = await tab.evaluate(async () => {
        const before = window.__marked.length;
        const undefinedAtMark = !window.__defined;
        for (const tag of ['paginator-numbers', 'paginator-link']) await customElements.whenDefined(tag);
        await Promise.all([...document.querySelectorAll('paginator-numbers, paginator-link, paginator-counter')].map((el) => el.updateComplete));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const after = [...document.querySelectorAll('paginator-numbers, paginator-link')].flatMap((el) => [...el.shadowRoot.querySelectorAll('a, span')]);
        return { before, undefinedAtMark, same: after.length === before && after.every((node, i) => node === window.__marked[i]), shifts: window.__shifts };
      });
      expect(found.undefinedAtMark, 'marked before the script ran').to.equal(true);
      expect(found.before).to.be.greaterThan(10);
      expect(found.same, 'the same nodes after the upgrade').to.equal(true);
      expect(found.shifts.toFixed(2)).to.equal('0.00');
      // Interactive: a click fires paginator-navigate with the link's page; Enter on a focused link too.
      const navigated = () => tab.evaluate(() => new Promise((resolve) => {
        document.addEventListener('paginator-navigate', (event) => {
          event.preventDefault();
          resolve({ page: event.detail.page, url: event.detail.url });
        }, { once: true });
      }));
      let next = navigated();
      await tab.locator('paginator-numbers a[href="/articles?page=6"]').click();
      expect(await next).to.deep.equal({ page: 6, url: `${origin}/articles?page=6` });
      next = navigated();
      await tab.locator('paginator-link[kind=next] a').focus();
      await tab.keyboard.press('Enter');
      expect(await next).to.deep.equal({ page: 5, url: `${origin}/articles?page=5` });
    } finally {
      scriptDelay = 0;
      await context.close();
    }
  });

  it('without JavaScript the links are real: following one loads the page its href names', async () => {
    routes.set('/articles', (url) => {
      const page_ = Number(url.searchParams.get('page') ?? 1);
      const paging = { Article: record(page_, 12) };
      return page(collectResultSync(render(html`<paginator-numbers here=${url.pathname + url.search} .paging=${paging}></paginator-numbers>`)), { scripts: false });
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      await tab.goto(`${origin}/articles?page=4`);
      await tab.locator('paginator-numbers a[href="/articles?page=7"]').click();
      await tab.waitForURL(`${origin}/articles?page=7`);
      expect(await tab.locator('paginator-numbers [aria-current=page]').textContent()).to.equal('7');
    } finally {
      await context.close();
    }
  });

  it('a record that fails its check gives the same message on the server as in the browser', async () => {
    const bad = { Article: { ...record(2, 5), page: 'two' } };
    const { errors } = renderNow(html`<paginator-numbers here="/a" .paging=${bad}></paginator-numbers>`);
    expect(errors).to.have.length(1);
    routes.set('/bad', () => page(`<paginator-numbers here="/a" paging="${attr(JSON.stringify(bad))}"></paginator-numbers>`));
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const logged = new Promise((resolve) => tab.on('console', (message) => message.type() === 'error' && resolve(message.text())));
      await tab.goto(`${origin}/bad`);
      expect(await logged).to.equal(errors[0]);
    } finally {
      await context.close();
    }
  });
  it(`<framework-error>'s server DOM is its first render in the browser, over ${ERROR_CASES.length} pairwise cases of kind, debug, messages and language`, async () => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(String(error)));
      let shown = '';
      for (const [lang, translations] of Object.entries(TRANSLATIONS)) {
        const elements = ERROR_CASES.filter((entry) => entry.lang === lang).map(errorCaseElement);
        setTranslator(translations && ((text) => translations[text] ?? text));
        let served;
        try {
          served = collectResultSync(render(html`${elements.map(([tag, attributes]) => elementTemplate(tag, attributes))}`));
        } finally {
          setTranslator(null);
        }
        routes.set('/error-server', () => page(served, { scripts: false }));
        routes.set('/error-client', () => page(elements.map(([tag, attributes]) => `<${tag} ${attributes.map(([name, value]) => `${name}="${attr(value)}"`).join(' ')}></${tag}>`).join('\n'), {
          scripts: false, head: errorElementScripts(translations),
        }));
        await tab.goto(`${origin}/error-server`);
        const server = await tab.evaluate(rootsHtml, '[id^=e]');
        await tab.goto(`${origin}/error-client`);
        await tab.evaluate(async () => {
          // A module that fails to load fails the test here, not by its timeout.
          await Promise.race([customElements.whenDefined('framework-error'), new Promise((_, reject) => setTimeout(() => reject(new Error('framework-error was not defined')), 10_000))]);
          await Promise.all([...document.querySelectorAll('[id^=e]')].map((el) => el.updateComplete));
        });
        const client = await tab.evaluate(rootsHtml, '[id^=e]');
        expect(Object.keys(server)).to.have.length(elements.length);
        for (const entry of ERROR_CASES.filter((e) => e.lang === lang)) {
          expect(server[entry.id], `${entry.id}: ${JSON.stringify(entry)}`).to.equal(client[entry.id]);
        }
        // Not vacuous: in the language asked for.
        shown += Object.values(server).join('');
        if (lang === 'de') expect(shown).to.include('Fehler:');
        if (lang === 'ar') expect(shown).to.include('خطأ:');
      }
      expect(errors).to.deep.equal([]);
      // Not vacuous: pages with their parts, missing keys, hostile messages as text.
      expect(shown).to.include('<h2 part="title">').and.include('<pre part="code">').and.include('class="missing-key"').and.include('&lt;img src=x');
    } finally {
      await context.close();
    }
  });

  it('<framework-error> takes the server\'s shadow root over: the same nodes, CLS 0.00 with the script 1 s late; then it captures the page\'s errors', async () => {
    const posts = JSON.stringify({ className: 'PostsController' });
    routes.set('/error-takeover', () => page(collectResultSync(render(html`
      <framework-error method="missingController" params=${posts} debug="2" here="/posts"></framework-error>
      <framework-error method="error404" here="/missing?q=<1>"></framework-error>
      <framework-error id="catcher" capture method="missingModel" params='{"className":"Comment"}' debug="2" here="/comments"></framework-error>`)), {
      head: SHIFTS,
      tail: markServerNodes('framework-error', ':not(style)'),
    }));
    scriptDelay = 1000;
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${origin}/error-takeover`);
      const found = await tab.evaluate(async () => {
        const before = window.__marked.length;
        const undefinedAtMark = !window.__defined;
        await customElements.whenDefined('framework-error');
        await Promise.all([...document.querySelectorAll('framework-error')].map((el) => el.updateComplete));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const after = [...document.querySelectorAll('framework-error')].flatMap((el) => [...el.shadowRoot.querySelectorAll('*')].filter((node) => node.localName !== 'style'));
        return { before, undefinedAtMark, same: after.length === before && after.every((node, i) => node === window.__marked[i]), shifts: window.__shifts };
      });
      expect(found.undefinedAtMark, 'marked before the script ran').to.equal(true);
      expect(found.before).to.be.greaterThan(20);
      expect(found.same, 'the same nodes after the upgrade').to.equal(true);
      expect(found.shifts.toFixed(2)).to.equal('0.00');
      // Interactive: an uncaught error of the page is shown by the element that captures, as an alert, its message as text.
      const captured = await tab.evaluate(async () => {
        const catcher = document.getElementById('catcher');
        const event = new Promise((resolve) => catcher.addEventListener('framework-error-captured', (e) => resolve(e.detail.kind), { once: true }));
        setTimeout(() => {
          throw new Error('boom <b>bold</b>');
        });
        const kind = await event;
        await catcher.updateComplete;
        const region = catcher.shadowRoot.querySelector('[part=page]');
        return { kind, role: region.getAttribute('role'), heading: region.querySelector('h2').textContent, bold: region.querySelector('b'), text: region.textContent };
      });
      expect(captured).to.include({ kind: 'error', role: 'alert', heading: 'Error', bold: null });
      expect(captured.text).to.include('boom <b>bold</b>');
    } finally {
      scriptDelay = 0;
      await context.close();
    }
  });

  it('<framework-error>: bad input gives the same message on the server as in the browser', async () => {
    // In our words: an engine's own (JSON.parse's) differs between Node's and Chromium's versions.
    const cases = [[['method', 'missingModel'], ['debug', 'two']], [['method', 'nope']], [['method', 'missingModel'], ['params', '[1]']]];
    const context = await browser.newContext();
    try {
      for (const attributes of cases) {
        const { errors } = renderNow(elementTemplate('framework-error', attributes));
        expect(errors).to.have.length(1);
        routes.set('/error-bad', () => page(`<framework-error ${attributes.map(([name, value]) => `${name}="${attr(value)}"`).join(' ')}></framework-error>`));
        const tab = await context.newPage();
        const logged = new Promise((resolve) => tab.on('console', async (message) => message.type() === 'error' && resolve(await message.args()[0].jsonValue())));
        await tab.goto(`${origin}/error-bad`);
        expect(await logged, JSON.stringify(attributes)).to.equal(errors[0]);
        await tab.close();
      }
    } finally {
      await context.close();
    }
  });
});
