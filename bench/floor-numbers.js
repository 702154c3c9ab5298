// The floor of `npm run bench`'s Chromium benchmark (scripts/bench.mjs): the
// least a Lit element can do to show what <paginator-numbers modulus="8"
// first="2" last="2"> shows, so that the element's create and re-render
// times are read as a ratio to this one's. It is NOT part of the library.
//
// A LitElement rendering with lit-html into a shadow root, computing the
// window inline (the core's arithmetic: a window of `modulus` pages around
// the current one, `first` / `last` runs joined to it by "..." or by the
// separator when they touch it), with none of the element's work: no core, no
// input checks, no markup parse, no URL building, no morph. It renders the
// same nodes as the element's shadow root for the same record — a <nav> with
// a <ul>, one <li> a page holding the page's <a href="?page=N">N</a> (or
// <span aria-current="page">N</span> for the current page) and the text after
// it (" | " or "...") in a <span aria-hidden="true"> — without the element's
// `part` names and "Page N" labels. The benchmark counts the links and nodes
// of both once and prints them.
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

  render() {
    // `{Model: record}`: the first model's record.
    const record = this.paging && Object.values(this.paging)[0];
    if (!record || record.pageCount <= 1) return nothing;
    const page = record.page;
    return html`<nav aria-label="Pagination"><ul>${items(page, record.pageCount, this.modulus, this.first, this.last).map(
      ([n, after]) => html`<li>${n === page
        ? html`<span aria-current="page">${n}</span>`
        : html`<a href="?page=${n}">${n}</a>`}${after ? html`<span aria-hidden="true">${after}</span>` : nothing}</li>`,
    )}</ul></nav>`;
  }
}

customElements.define('floor-numbers', FloorNumbers);
