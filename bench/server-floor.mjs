/**
 * The floor of the server bench: the demo's /articles/index and
 * /articles/cursor written by hand, as fast as plain Node writes them:
 * `node:http`, the driver's prepared statements (better-sqlite3's
 * `prepare()` once; pg's named statements) running the demo's SQL, and
 * template strings writing the same bytes the demo writes (the bench checks
 * they are the same). It knows only what those pages need: 20 rows a page,
 * the five columns, the sort and direction arguments, next cursors.
 */
import { createServer } from 'node:http';
import { menuLinks, STYLESHEETS } from '../demo/views.mjs';

const GROUPED = new Intl.NumberFormat('en');
const n = (value) => GROUPED.format(value);

const FIELDS = ['id', 'title', 'author', 'created', 'views'];
const LABELS = { id: 'Id', title: 'Title', author: 'Author', created: 'Created', views: 'Views' };
const LIMIT = 20;
const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'" };
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const escape = (value) => {
  const text = String(value);
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
};
const MENU = menuLinks();

/** The statements, prepared once: SQLite through better-sqlite3, PostgreSQL through pg's named statements. */
async function openStatements(databaseUrl) {
  const order = (field, direction) => `order by "${field}" ${direction}`;
  const columns = 'select "id", "title", "author", "created", "views" from "articles"';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const named = new Map();
    const run = async (text, values) => {
      if (!named.has(text)) named.set(text, `floor_${named.size}`);
      return (await pool.query({ name: named.get(text), text, values })).rows;
    };
    return {
      count: async () => Number((await run('select count(*) as "count" from "articles"', []))[0].count),
      page: (field, direction, offset) => run(`${columns} ${order(field, direction)} limit $1 offset $2`, [LIMIT, offset]),
      after: (id) => run(`${columns} where "id" < $1 order by "id" desc limit $2`, [id, LIMIT + 1]),
      first: () => run(`${columns} order by "id" desc limit $1`, [LIMIT + 1]),
      close: () => pool.end(),
      words: 'PostgreSQL database',
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(databaseUrl, { readonly: true, fileMustExist: true });
  const statements = new Map();
  const prepared = (text) => statements.get(text) ?? statements.set(text, db.prepare(text)).get(text);
  const count = db.prepare('select count(*) as "count" from "articles"');
  return {
    count: async () => count.get().count,
    page: async (field, direction, offset) => prepared(`${columns} ${order(field, direction)} limit ? offset ?`).all(LIMIT, offset),
    after: async (id) => prepared(`${columns} where "id" < ? order by "id" desc limit ?`).all(id, LIMIT + 1),
    first: async () => prepared(`${columns} order by "id" desc limit ?`).all(LIMIT + 1),
    close: async () => db.close(),
    words: 'SQLite database',
  };
}

const layout = (title, description, head, content) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
${STYLESHEETS}${head}
</head>
<body><header><nav aria-label="Demo pages">${MENU}</nav></header><main>${content}</main></body></html>`;

/** /articles/index: count, clamp, one page by offset, and the core's markup for it. */
async function indexPage(db, params) {
  const sort = FIELDS.includes(params.get('sort')) ? params.get('sort') : null;
  const direction = sort !== null && params.get('direction')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const count = await db.count();
  const pages = Math.ceil(count / LIMIT);
  const asked = params.get('page');
  const page = pages === 0 ? 1 : asked === 'last' ? pages : Math.min(Math.max(parseInt(asked ?? '1', 10) || 1, 1), pages);
  const rows = await db.page(sort ?? 'id', sort === null ? 'asc' : direction, (page - 1) * LIMIT);
  const keep = sort === null ? '' : `&amp;sort=${sort}&amp;direction=${direction}`;
  const url = (to) => `/articles/index?page=${to}${keep}`;
  const link = (to, text) => `<span><a href="${url(to)}">${text}</a></span>`;
  let head = '';
  if (page > 1) head += `<link rel="prev" href="${url(page - 1)}">`;
  if (page < pages) head += `<link rel="next" href="${url(page + 1)}">`;
  if (page > 1) head += `<link rel="first" href="${url(1)}">`;
  if (page < pages) head += `<link rel="last" href="${url(pages)}">`;
  const header = FIELDS.map((field) => {
    const toggled = sort === field ? (direction === 'asc' ? 'desc' : 'asc') : sort === null && field === 'id' ? 'desc' : 'asc';
    return `<th scope="col"><a href="/articles/index?page=${page}&amp;sort=${field}&amp;direction=${toggled}">${LABELS[field]}</a></th>`;
  }).join('');
  const body = rows.map((row) => `<tr><td>${escape(row.id)}</td><td>${escape(row.title)}</td><td>${escape(row.author)}</td><td>${escape(row.created)}</td><td>${escape(row.views)}</td></tr>`).join('\n');
  // numbers({ modulus: 6, first: 1, last: 1, separator: ' ' }), the page numbers grouped (demo/no-js-pager.mjs)
  let start = page - 3;
  let end = page + 3;
  if (start < 1) [start, end] = [1, Math.min(7, pages)];
  if (end > pages) [start, end] = [Math.max(1, pages - 6), pages];
  let numbers = '';
  if (start > 1) numbers += link(1, 1) + (start > 2 ? '...' : ' ');
  for (let i = start; i <= end; i++) numbers += (i > start ? ' ' : '') + (i === page ? `<span class="current">${n(i)}</span>` : link(i, n(i)));
  if (end < pages) numbers += (end < pages - 1 ? '...' : ' ') + link(pages, n(pages));
  const nav = [
    page > 1 ? `<a href="${url(page - 1)}" rel="prev" class="prev">Previous</a>` : '<span class="prev disabled">Previous</span>',
    `<span class="pager-pages">${numbers}</span>`,
    `<span class="pager-summary">Page ${n(page)} of ${n(pages)}</span>`,
    page < pages ? `<a href="${url(page + 1)}" rel="next" class="next">Next</a>` : '<span class="next disabled">Next</span>',
  ].join(' ');
  const hidden = sort === null ? '' : `<input type="hidden" name="sort" value="${sort}"><input type="hidden" name="direction" value="${direction}">`;
  const options = [10, 20, 50, 100].map((n) => `<option value="${n}"${n === LIMIT ? ' selected' : ''}>${n}</option>`).join('');
  const first = count === 0 ? 0 : (page - 1) * LIMIT + 1;
  return layout('Articles (no JavaScript)', INDEX_DESCRIPTION, head, `
    <h1>Articles, without JavaScript</h1>
    <p class="counter">Page ${n(page)} of ${n(pages)}: articles ${n(first)} to ${n((page - 1) * LIMIT + rows.length)} of ${n(count)}</p>
    <div class="table-region" role="region" aria-label="Articles table" tabindex="0"><table><thead class="paginator-sort"><tr>${header}</tr></thead><tbody>${body}</tbody></table></div>
    <nav class="paginator" aria-label="Pages">${nav}</nav>
    <div class="paging-forms"><form method="get" action="/articles/index">${hidden}<label>Items per page <select name="limit">${options}</select></label> <button type="submit">Show</button></form> <form method="get" action="/articles/index">${hidden}<label>Page <input type="number" name="page" min="1" max="${pages}" value="${page}" required></label> <button type="submit">Go</button></form></div>
    <p>Rendered on the server by <code>paginator-elements/core</code>: <code>Controller.paginate()</code> over
    the articles in the demo's ${db.words} and the <code>PaginatorHelper</code>. Every link is a
    plain <code>&lt;a href&gt;</code>, styled by the package's <code>paginator.css</code>.</p>`);
}

const INDEX_DESCRIPTION = 'A list of articles paginated on the server by the core&#039;s PaginatorHelper: plain links, no JavaScript.';
const CURSOR_DESCRIPTION = 'Articles paged by an opaque cursor over their ids, newest first: no count and no offset.';

const encodeCursor = (value, direction, page) => Buffer.from(`{"k":"id","v":${value},"d":"${direction}","p":${page}}`).toString('base64url');

/** /articles/cursor: the rows after a next cursor's id, newest first, or the first page. */
async function cursorPage(db, params) {
  const token = params.get('cursor');
  let cursor = null;
  if (token) {
    cursor = JSON.parse(Buffer.from(token, 'base64url').toString());
    if (cursor.k !== 'id' || cursor.d !== 'n' || !Number.isSafeInteger(cursor.v)) return null;
  }
  const read = cursor === null ? await db.first() : await db.after(cursor.v);
  const rows = read.slice(0, LIMIT);
  const page = cursor === null ? 1 : cursor.p;
  const more = read.length > LIMIT;
  const prev = page > 2 ? `"${encodeCursor(rows[0].id, 'p', page - 1)}"` : 'null';
  const next = more ? `"${encodeCursor(rows[rows.length - 1].id, 'n', page + 1)}"` : 'null';
  const settings = '"keyset":"id","order":{"Article.id":"desc"},"conditions":{}';
  const json = `{"Article":{"page":${page},"current":${rows.length},"prevPage":${page > 1},"nextPage":${more},"prevCursor":${prev},"nextCursor":${next},"defaults":{"limit":20,"step":1,${settings}},"options":{"page":${page},"limit":20,${settings}}}}`;
  const items = rows.map((row) => `<li><span class="id">#${escape(row.id)}</span> ${escape(row.title)} <small>by ${escape(row.author)}</small></li>`).join('');
  const ajax = 'source="cursor-paging" update="cursor-results" indicator="cursor-spinner" push-url light';
  const firstLink = page > 1 ? '<span><a href="/articles/cursor?page=1">First</a></span>' : '<div class="disabled">First</div>';
  const prevLink = page === 2 ? '<a href="/articles/cursor?page=1">Previous</a>'
    : page > 2 ? `<a href="/articles/cursor?cursor=${prev.slice(1, -1)}">Previous</a>` : '<div class="disabled">Previous</div>';
  const nextLink = more ? `<a href="/articles/cursor?cursor=${next.slice(1, -1)}">Next</a>` : '<div class="disabled">Next</div>';
  return layout('Articles by cursor', CURSOR_DESCRIPTION, '<script type="module" src="/dist/paginator-elements.min.js"></script><script type="module" src="/demo.js"></script>', `
    <h1>Articles by cursor</h1>
    <p>Keyset pagination over the article ids, newest first (<code>keyset: 'id'</code>): the next and previous
      links carry an opaque <code>cursor</code> instead of a page number, and each page is "the 20 articles after
      this id". No count and no offset, so page 50 costs what page 2 costs. A cursor that does not decode is a 404.</p>
    <script type="application/json" id="cursor-paging">${json}</script>
    <p class="toolbar">
      <paginator-counter source="cursor-paging" light>Page ${page}</paginator-counter>
      <span id="cursor-spinner" class="spinner" hidden>Loading…</span>
    </p>
    <div id="cursor-results"><ol class="articles">${items}</ol></div>
    <nav class="paginator" aria-label="Articles by cursor, pages">
      <paginator-link kind="first" ${ajax}>${firstLink}</paginator-link>
      <paginator-link kind="prev" ${ajax}>${prevLink}</paginator-link>
      <paginator-link kind="next" ${ajax}>${nextLink}</paginator-link>
    </nav>
    <p><a href="/articles/feed">The same by page number (countless)</a></p>`);
}

/** Starts the floor on 127.0.0.1 over the demo's database; resolves with `{ origin, close() }`. */
export async function startFloor(databaseUrl) {
  const db = await openStatements(databaseUrl);
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const page = url.pathname === '/articles/index' ? indexPage(db, url.searchParams)
      : url.pathname === '/articles/cursor' ? cursorPage(db, url.searchParams) : Promise.resolve(null);
    page.then((html) => {
      if (html === null) response.writeHead(404).end();
      else response.writeHead(200, HEADERS).end(html);
    }, (error) => response.writeHead(500).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
