// The floor of `npm run bench`'s Chromium benchmark (scripts/bench.mjs): the
// least a Lit element can do to show what <paginator-numbers modulus="8"
// first="2" last="2"> shows, so that the element's create and re-render
// times are read as a ratio to this one's. It is NOT part of the library.
//
// A LitElement rendering with lit-html into a shadow root, computing the
// window inline (the core's arithmetic: a window of `modulus` pages around
// the current one, `first` / `last` runs joined to it by "..." or by the
// separator when they touch it), with none of the element's work: no core, no
// input checks, no language lookup, no morph. It writes exactly the DOM the
// element writes for the same record (the benchmark compares the two
// serialised shadow roots and host names before it times anything, and fails
// when they differ): the host named as a navigation landmark, and in its
// shadow root a <div part="nav" class="one-line"> with a <ul part="list">,
// one <li part="item"> a page holding the page's
// <a part="link" href="/articles?page=N" aria-label="Page N">N</a> (or
// <span part="current" aria-current="page">N</span> for the current page)
// and the text after it (" | " or "...") in a
// <span part="separator|ellipsis" aria-hidden="true">.
//
// Plain JavaScript without class fields: esbuild bundles it as it is.

import { LitElement, html, nothing } from 'lit';

/** Items of the list: [page, text after it]. Same pages and texts as the core's numbers(). */
function items(page, pageCount, modulus, first, last) {
  const out = [];
  const push = (n, after) => out.push([n, after]);
  if (!modulus || pageCount <= modulus) {
    for (let n = 1; n <= pageCount; n++) push(n, n < pageCount ? ' | ' : '');
    return out;
  }
  let end = Math.min(page + Math.trunc(modulus / 2), pageCount);
  let start = page - (modulus - (end - page));
  if (start <= 1) {
    start = 1;
    end = modulus + 1;
  }
  // As the core decides (it keeps CakePHP's tests, the last run's included).
  const tail = first && start > first;
  const head = last && end <= pageCount - last;
  if (tail) for (let n = 1; n <= first; n++) push(n, n < first ? ' | ' : start === first + 1 ? ' | ' : '...');
  for (let n = start; n <= end; n++) push(n, n < end ? ' | ' : head ? (end + 1 === pageCount ? ' | ' : '...') : '');
  if (head) for (let n = pageCount - last + 1; n <= pageCount; n++) push(n, n < pageCount ? ' | ' : '');
  return out;
}

export class FloorNumbers extends LitElement {
  static properties = {
    paging: { attribute: false },
    modulus: { type: Number },
    first: { type: Number },
    last: { type: Number },
  };

  constructor() {
    super();
    this.paging = null;
    this.modulus = 8;
    this.first = 0;
    this.last = 0;
  }

  connectedCallback() {
    super.connectedCallback();
    // The host is the landmark, as the element's is.
    this.setAttribute('role', 'navigation');
    this.setAttribute('aria-label', 'Pagination');
  }

  render() {
    // `{Model: record}`: the first model's record.
    const record = this.paging && Object.values(this.paging)[0];
    if (!record || record.pageCount <= 1) return nothing;
    const page = record.page;
    const path = location.pathname;
    return html`<div part="nav" class="one-line"><ul part="list">${items(page, record.pageCount, this.modulus, this.first, this.last).map(
      ([n, after]) => html`<li part="item">${n === page
        ? html`<span part="current" aria-current="page">${n}</span>`
        : html`<a part="link" href="${path}?page=${n}" aria-label="Page ${n}">${n}</a>`}${after === '...'
        ? html`<span part="ellipsis" aria-hidden="true">${after}</span>`
        : after ? html`<span part="separator" aria-hidden="true">${after}</span>` : nothing}</li>`,
    )}</ul></div>`;
  }
}

customElements.define('floor-numbers', FloorNumbers);
