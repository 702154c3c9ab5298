// Endpoints the browser tests fetch, served by @web/test-runner's own dev
// server under /__test/ (registered in web-test-runner.config.mjs), so the
// Ajax tests talk to a real HTTP server on 127.0.0.1 with no second port.
//
//   page?n=3 (or ?page=3)[&model=Article][&header=1|single|bad][&script=0][&elements=1]
//                      an HTML fragment: a <ul> of the items of page n, and a
//                      <script type="application/json" data-paging> record
//                      (unless script=0); header=1 also sends an X-Paging
//                      header whose record is marked "from": "header"
//                      (header=single: one bare record; header=bad: not JSON;
//                      header=refused: well-formed, but its page is beyond its pageCount);
//                      elements=1 adds paginator elements carrying `paging`;
//                      elements=source one naming a JSON script by `source`.
//                      cors=1 allows any origin (and answers the preflight).
//   slow?ms=800&n=2    the same fragment after a delay
//   status?code=500    an error page with that status
//   drop               destroys the socket: a network failure
//   script             an answer full of ways to run script
//   badpaging          a fragment whose data-paging JSON is malformed
//   clobber?n=3        the fragment of page n, with markup whose names shadow properties of
//                      the document (getElementById, createElement...) and of forms (attributes...)
//   styled             style that loads from elsewhere: @import, url() on another origin, <link>
//   typed?type=T       a small HTML body sent as Content-Type T (type=none: no Content-Type at all)
//   xss?i=N&page=P     vector N of test/fixtures/xss-vectors.json as the whole answer, with the
//                      record of page P in X-Paging (a vector may leave a tag open that would
//                      swallow a data-paging script)
//   fullpage?n=3[&region=0][&paging=script|source|inside|none][&hostile=1]
//                      a whole HTML page, as a server that only renders full pages answers:
//                      doctype, <head> (title, meta, style, a script), a <header>, a
//                      <div id="region"> holding the fragment of page n (no paging script in it)
//                      and a "Next" a[data-update="region"], a paging record outside the region,
//                      and a <footer>. region=0: no #region, the rows straight in <main>.
//                      paging=script (default): a data-paging script after the region, marked
//                      "from": "outside"; paging=source: paginator elements in the header and
//                      footer naming a <script type="application/json" id="paging"> by `source`;
//                      paging=inside: also a data-paging script inside the region ("from": "inside");
//                      paging=none: no record. hostile=1: script, event handlers and names that
//                      shadow the document's methods, inside the region and around it.
//   echo               the request's method and headers, as JSON in a <pre>
//   sized?limit=L&page=P   (page size and jump forms) one page of 100 items, L a page (1..100, default 10):
//                      <ul class="items" data-page data-limit data-query> (data-query: the query string as
//                      received), and the record in X-Paging
//   property-runs      JSON: the PROPERTY_RUNS environment variable as a number (0 when unset),
//                      so browser property tests can run longer on request
//
// Load more (test/elements/load-more.test.ts):
//   rows?page=3[&tag=li][&ms=300][&fail=3]
//                      the rows of page n alone (<tr><td>Row i</td></tr>, or <li>Row i</li> with
//                      tag=li), its record in X-Paging; ms delays the answer; fail=K answers 500 for page K
//
// Pages without a total (test/elements/countless.test.ts):
//   keyset?cursor=C    pages without a total: 3 of 20 items by keyset cursor (the core's cursor
//                      format), a <ul data-page> fragment and its record (no count, no pageCount;
//                      prevCursor / nextCursor) in X-Paging; a cursor it cannot read: 404

import { readFileSync } from 'node:fs';

const PREFIX = '/__test/';
const XSS_VECTORS = JSON.parse(readFileSync(new URL('../fixtures/xss-vectors.json', import.meta.url), 'utf8')).vectors;
const PER_PAGE = 3;
const PAGES = 5;

/** A paging record for page n, as the core's paginate() makes them. */
export function record(n, extra = {}) {
  return {
    page: n,
    current: PER_PAGE,
    count: PER_PAGE * PAGES,
    prevPage: n > 1,
    nextPage: n < PAGES,
    pageCount: PAGES,
    defaults: { limit: PER_PAGE },
    options: { page: n, limit: PER_PAGE },
    ...extra,
  };
}

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** JSON that is safe inside <script> and inside a double-quoted attribute. */
const json = (value) => escape(JSON.stringify(value));
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function fragment(n, { model = 'Article', script = true, elements = false } = {}) {
  const items = Array.from({ length: PER_PAGE }, (_, i) => `<li>Item ${(n - 1) * PER_PAGE + i + 1}</li>`).join('');
  let html = `<ul class="items" data-page="${n}">${items}</ul>`;
  if (script) {
    html += `<script type="application/json" data-paging>${scriptJson({ [model]: record(n, { from: 'script' }) })}</script>`;
  }
  if (elements === 'source') {
    // An element naming its record by `source`: the script it names is removed with the others.
    html += `<script type="application/json" id="paging-src">${scriptJson({ [model]: record(n, { from: 'source' }) })}</script>`;
    html += `<test-paging-consumer source="paging-src"></test-paging-consumer>`;
  } else if (elements) {
    html += `<test-paging-consumer paging="${json(record(n, { from: 'element' }))}" model="${escape(model)}"></test-paging-consumer>`;
    html += `<test-paging-consumer paging="${json({ Comment: record(1, { from: 'element' }) })}"></test-paging-consumer>`;
  }
  return html;
}

const HOSTILE = [
  '<p id="survivor">kept</p>',
  '<script>window.__ran = 1</script>',
  '<img id="img" src="x" onerror="window.__ran = 2">',
  '<a id="js" href="javascript:window.__ran = 3">x</a>',
  '<a id="js-spaced" href=" java&#9;script&#10;:window.__ran = 4">x</a>',
  '<a id="js-upper" href="JAVASCRIPT:window.__ran = 5">x</a>',
  '<a id="vb" href="vbscript:msgbox(1)">x</a>',
  '<a id="data" href="data:text/html,&lt;script&gt;window.__ran = 6&lt;/script&gt;">x</a>',
  '<a id="safe" href="/__test/page?n=1" title="ok">safe</a>',
  '<svg id="svg"><a id="svg-a" xlink:href="javascript:window.__ran = 7"><text>t</text></a>',
  '<set attributeName="href" to="javascript:window.__ran = 8"></set>',
  '<script>window.__ran = 9</script></svg>',
  '<div id="div" onclick="window.__ran = 10" onmouseover="window.__ran = 11">div</div>',
  '<iframe id="frame" srcdoc="&lt;script&gt;parent.__ran = 12&lt;/script&gt;"></iframe>',
  '<base href="http://example.invalid/">',
  '<meta http-equiv="refresh" content="0; url=javascript:window.__ran = 13">',
  '<object data="data:text/html,x"></object><embed src="data:text/html,x">',
  '<form id="form" action="javascript:window.__ran = 14"><button id="button" formaction="javascript:window.__ran = 15">b</button></form>',
  '<template id="tpl"><script>window.__ran = 16</script><b id="tpl-b" onclick="window.__ran = 17">t</b>',
  '<template id="tpl-inner"><i onfocus="window.__ran = 18">i</i></template></template>',
].join('\n');

/** Names that shadow the document's methods and accessors, and a form's. */
const CLOBBERING = [
  '<form id="clobbered" onmouseover="window.__ran = 20"><input name="attributes"><input name="attributes">',
  '<input name="removeAttribute"><input name="getAttribute"><input name="localName"><input name="action"></form>',
  '<img src="x" name="createElement"><img src="x" name="getElementById"><img src="x" name="querySelectorAll">',
  '<img src="x" name="baseURI"><img src="x" name="documentElement"><img src="x" name="addEventListener">',
  '<img src="x" id="cookie" name="cookie"><object name="body"></object><embed name="head">',
  '<iframe name="defaultView"></iframe><a id="kept" name="results-anchor" href="#">kept</a>',
].join('\n');

const STYLED = [
  '<style>@import url(//evil.invalid/a.css); @import "/__test/imported.css";',
  '.red { color: red } .far { background: url(//evil.invalid/b.png) } .near { background: url(/__test/near.png) }',
  '.escaped { background: u\\rl(//evil.invalid/c.png) } .set { background-image: image-set("//evil.invalid/d.png" 1x) }',
  '.raw { --far: url(//evil.invalid/e.png) } @font-face { font-family: far; src: url(//evil.invalid/f.woff) }',
  '@media screen { .inner { background: url(//evil.invalid/g.png) } }</style>',
  '<link rel="stylesheet" href="//evil.invalid/h.css"><p id="styled" class="red">styled</p>',
].join('\n');

/** A complete page around the fragment of page n (see `fullpage` above). */
function fullPage(n, { region = true, paging = 'script', hostile = false } = {}) {
  const recordJson = (from) => scriptJson({ Article: record(n, { from }) });
  const inside = paging === 'inside' ? `<script type="application/json" data-paging>${recordJson('inside')}</script>` : '';
  const next = `<p class="next"><a href="/__test/fullpage?n=${Math.min(PAGES, n + 1)}" data-update="region">Next</a></p>`;
  const bad = hostile ? '<img src="x" onerror="window.__ran = 30"><script>window.__ran = 31</script><b id="hostile" onclick="window.__ran = 32">b</b>' : '';
  const rows = fragment(n, { script: false }) + next + inside + bad;
  const around = hostile ? '<img src="x" name="getElementById"><form name="querySelector"></form><img src="x" name="createDocumentFragment">' : '';
  const counter = paging === 'source' ? '<paginator-counter source="paging"></paginator-counter>' : '';
  const numbers = paging === 'source' ? '<paginator-numbers source="paging" update="region"></paginator-numbers>' : '';
  let pagingRecord = '';
  if (paging === 'script' || paging === 'inside') pagingRecord = `<script type="application/json" data-paging>${recordJson('outside')}</script>`;
  if (paging === 'source') pagingRecord = `<script type="application/json" id="paging">${recordJson('source')}</script>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>Articles, page ${n}</title><style>header { color: green }</style><script>window.__ran = 33</script></head>`,
    `<body><header id="site-header"><h1>Articles</h1>${counter}</header>${around}`,
    region ? `<main><div id="region">${rows}</div></main>` : `<main>${rows}</main>`,
    `${pagingRecord}<footer id="site-footer">${numbers}<p>Footer</p></footer></body></html>`,
  ].join('\n');
}

/** The keys `flaky` has failed once. */
const flakyKeys = new Set();

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function answer(ctx, body, { status = 200, type = 'text/html; charset=utf-8' } = {}) {
  ctx.status = status;
  ctx.type = type;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

function pageAnswer(ctx, n) {
  const { query } = ctx;
  const model = typeof query.model === 'string' && query.model ? query.model : 'Article';
  if (query.header === '1') ctx.set('X-Paging', JSON.stringify({ [model]: record(n, { from: 'header' }) }));
  if (query.header === 'single') ctx.set('X-Paging', JSON.stringify(record(n, { from: 'header' })));
  if (query.header === 'bad') ctx.set('X-Paging', '{not json');
  if (query.header === 'refused') ctx.set('X-Paging', JSON.stringify({ [model]: record(n, { page: PAGES + 4, from: 'header' }) }));
  answer(ctx, fragment(n, { model, script: query.script !== '0', elements: query.elements === 'source' ? 'source' : query.elements === '1' }));
}

// ---- Load more --------------------------------------------------------------

/** The rows of page n alone, as an append answers them (see `rows` above). */
async function rowsAnswer(ctx, n) {
  const { query } = ctx;
  await delay(Math.min(10_000, Number(query.ms) || 0));
  if (String(n) === query.fail) return answer(ctx, '<p>Server error</p>', { status: 500 });
  const row = query.tag === 'li' ? (i) => `<li>Row ${i}</li>` : (i) => `<tr><td>Row ${i}</td></tr>`;
  ctx.set('X-Paging', JSON.stringify({ Article: record(n) }));
  return answer(ctx, Array.from({ length: PER_PAGE }, (_, i) => row((n - 1) * PER_PAGE + i + 1)).join('\n'));
}

// ---- End of load more ---------------------------------------------------------

/** Koa middleware for @web/test-runner's dev server. */
export function testEndpoints() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX)) return next();
    const name = ctx.path.slice(PREFIX.length);
    // `page` as well as `n`: the paginator elements' own links say `?page=N`.
    const n = Math.max(1, Math.min(PAGES, Number.parseInt(String(ctx.query.n ?? ctx.query.page ?? '1'), 10) || 1));

    if (ctx.query.cors === '1') {
      ctx.set('Access-Control-Allow-Origin', ctx.get('Origin') || '*');
      ctx.set('Access-Control-Allow-Headers', 'X-Requested-With, Accept');
      ctx.set('Access-Control-Expose-Headers', 'X-Paging');
      if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        return undefined;
      }
    }

    switch (name) {
      case 'page':
        return pageAnswer(ctx, n);
      case 'slow':
        await delay(Math.min(10_000, Number(ctx.query.ms) || 800));
        return pageAnswer(ctx, n);
      case 'status': {
        const code = Number(ctx.query.code) || 500;
        return answer(ctx, `<h1>Error ${code}</h1><p>Nothing here.</p>`, { status: code });
      }
      case 'flaky': {
        // The first request of each `key` fails with 500, the next ones answer as `page`: a Retry that works.
        const key = String(ctx.query.key);
        if (!flakyKeys.has(key)) {
          flakyKeys.add(key);
          return answer(ctx, '<h1>Error 500</h1>', { status: 500 });
        }
        ctx.query = { ...ctx.query, header: '1' };
        return pageAnswer(ctx, n);
      }
      case 'drop':
        // No HTTP answer at all: the browser sees a network error.
        ctx.respond = false;
        ctx.req.socket.destroy();
        return undefined;
      case 'script':
        return answer(ctx, HOSTILE);
      case 'clobber':
        return answer(ctx, fragment(n) + CLOBBERING);
      case 'styled':
        return answer(ctx, STYLED);
      case 'typed': {
        const body = '<p id="typed">typed</p>';
        if (ctx.query.type !== 'none') return answer(ctx, body, { type: String(ctx.query.type) });
        // Koa would name a type for a string body: write the answer without one.
        ctx.respond = false;
        ctx.res.writeHead(200, { 'Cache-Control': 'no-store' });
        ctx.res.end(body);
        return undefined;
      }
      case 'xss': {
        const vector = XSS_VECTORS[Number(ctx.query.i)];
        if (!vector) return answer(ctx, 'No such vector', { status: 404, type: 'text/plain' });
        ctx.set('X-Paging', JSON.stringify({ Article: record(n) }));
        return answer(ctx, vector.payload);
      }
      case 'badpaging':
        return answer(ctx, '<p id="bad">still swapped</p><script type="application/json" data-paging>{"Article": {page: 2,</script>');
      case 'sized':
        return sizedAnswer(ctx);
      case 'property-runs':
        return answer(ctx, JSON.stringify(Number(process.env.PROPERTY_RUNS) || 0), { type: 'application/json' });
      case 'fullpage': {
        const paging = ['script', 'source', 'inside', 'none'].includes(ctx.query.paging) ? ctx.query.paging : 'script';
        return answer(ctx, fullPage(n, { region: ctx.query.region !== '0', paging, hostile: ctx.query.hostile === '1' }));
      }
      case 'rows':
        return rowsAnswer(ctx, n);
      case 'keyset':
        return keysetAnswer(ctx);
      case 'echo':
        return answer(ctx, `<pre id="echo">${escape(JSON.stringify({ method: ctx.method, headers: ctx.headers }))}</pre>`);
      default:
        return answer(ctx, `No test endpoint ${escape(name)}`, { status: 404, type: 'text/plain' });
    }
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Koa middleware that answers 403 to any client not on this machine.
 * @web/dev-server maps `hostname: '127.0.0.1'` to "all interfaces" when it
 * listens (see DevServer.start), so this is what keeps the test server,
 * which serves the whole repository, private.
 */
export function loopbackOnly() {
  return async (ctx, next) => {
    if (!LOOPBACK.test(ctx.req.socket.remoteAddress ?? '')) {
      ctx.status = 403;
      ctx.body = 'Forbidden';
      return undefined;
    }
    return next();
  };
}

// ---- Pages without a total (keyset): /__test/keyset -------------------------------------------
// The cursors are the core's (src/pagination/cursor.ts): base64url of {"k","v","d","p"}. Written
// here again because the test server loads no TypeScript; what the elements do with them is the point.

const KEYSET_ITEMS = 20;

const keysetCursor = (value, direction, page) =>
  Buffer.from(JSON.stringify({ k: 'id', v: value, d: direction, p: page })).toString('base64url');

function readKeysetCursor(token) {
  try {
    const cursor = JSON.parse(Buffer.from(String(token), 'base64url').toString('utf8'));
    return Number.isInteger(cursor.v) && ['n', 'p'].includes(cursor.d) && Number.isInteger(cursor.p) ? cursor : null;
  } catch {
    return null;
  }
}

function keysetAnswer(ctx) {
  const token = ctx.query.cursor;
  const cursor = token ? readKeysetCursor(token) : null;
  if (token && !cursor) return answer(ctx, '<h2>Not Found</h2>', { status: 404 });
  const ids = Array.from({ length: KEYSET_ITEMS }, (_, i) => i + 1);
  let rows;
  if (!cursor) rows = ids.slice(0, PER_PAGE);
  else if (cursor.d === 'n') rows = ids.filter((id) => id > cursor.v).slice(0, PER_PAGE);
  else rows = ids.filter((id) => id < cursor.v).slice(-PER_PAGE);
  const first = rows[0] ?? 1;
  const last = rows[rows.length - 1] ?? KEYSET_ITEMS;
  const page = cursor ? (first === 1 ? 1 : cursor.p) : 1;
  const record = {
    page, current: rows.length, prevPage: first > 1, nextPage: last < KEYSET_ITEMS,
    prevCursor: first > 1 && page > 2 ? keysetCursor(first, 'p', page - 1) : null,
    nextCursor: last < KEYSET_ITEMS ? keysetCursor(last, 'n', page + 1) : null,
    defaults: { limit: PER_PAGE, keyset: 'id' }, options: { page, limit: PER_PAGE, keyset: 'id' },
  };
  ctx.set('X-Paging', JSON.stringify({ Article: record }));
  return answer(ctx, `<ul class="items" data-page="${page}">${rows.map((id) => `<li>Item ${id}</li>`).join('')}</ul>`);
}

// ---- Page size and jump to page (<paginator-limit>, <paginator-jump>) ----

/** `sized`: one page of 100 items at the requested size, clamped as paginate() clamps it, with its record in X-Paging. */
function sizedAnswer(ctx) {
  const count = 100;
  const limit = Math.min(100, Math.max(1, Number.parseInt(String(ctx.query.limit ?? '10'), 10) || 1));
  const pageCount = Math.ceil(count / limit);
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(String(ctx.query.page ?? '1'), 10) || 1));
  const first = (page - 1) * limit;
  const items = Array.from({ length: Math.min(limit, count - first) }, (_, i) => `<li>Item ${first + i + 1}</li>`).join('');
  ctx.set('X-Paging', JSON.stringify({
    Article: {
      page, current: Math.min(limit, count - first), count, prevPage: page > 1, nextPage: page < pageCount, pageCount,
      defaults: { limit: 10 }, options: { page, limit },
    },
  }));
  answer(ctx, `<ul class="items" data-page="${page}" data-limit="${limit}" data-query="${escape(ctx.querystring)}">${items}</ul>`);
}
