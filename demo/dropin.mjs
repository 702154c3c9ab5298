// The drop-in page: plain HTML whose only script is the drop-in bundle (one
// <script type="module">; the bundle fetches its on-demand chunks, here the
// one with <framework-error>'s pages, from beside its own URL by itself).
// The server fills in the paging record of the requested page; the elements
// do the rest (their links are real links back to this page).

import { menuLinks, STYLESHEETS } from './views.mjs';

/** The paging record of a 140-photo album, 12 a page, for `page` (clamped). */
export function photoPaging(page) {
  const count = 140;
  const limit = 12;
  const pageCount = Math.ceil(count / limit);
  const current = Math.min(Math.max(1, Number.parseInt(page, 10) || 1), pageCount);
  return {
    Photo: {
      page: current, pageCount, count, current: Math.min(limit, count - (current - 1) * limit),
      prevPage: current > 1, nextPage: current < pageCount, defaults: { limit }, options: { page: current, limit },
    },
  };
}

/** The photos of the page the record is on: a numbered tile each, as many as the counter counts. */
function photoTiles({ Photo: { page, current, defaults } }) {
  const first = (page - 1) * defaults.limit + 1;
  const tiles = Array.from({ length: current }, (_, index) => `<li>Photo ${first + index}</li>`);
  return `<ol class="photos" aria-label="Photos">${tiles.join('')}</ol>`;
}

/** The whole page for `?page=`. */
export function dropInPage(page) {
  const paging = photoPaging(page);
  const json = JSON.stringify(paging).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Drop-in bundle · paginator-elements demo</title>
  <meta name="description" content="A photo album paginated by the drop-in bundle alone: one script tag, the elements and an error page.">
  ${STYLESHEETS}
  <script type="module" src="/dist/paginator-elements.min.js"></script>
</head>
<body>
  <header><nav aria-label="Demo pages">${menuLinks()}</nav></header>
  <main>
    <h1>Drop-in bundle</h1>
    <p>This page is plain HTML whose only script is
      <code>&lt;script type="module" src="/dist/paginator-elements.min.js"&gt;</code>. The elements share one
      paging record, written into the page as JSON. The error page below is rendered by a part of the bundle
      that it fetches the first time it is needed, from beside its own file.</p>
    <script type="application/json" id="photo-paging">${json}</script>
    <p><paginator-counter source="photo-paging" format="Photos %start%–%end% of %count%"></paginator-counter></p>
    ${photoTiles(paging)}
    <div class="paging">
      <paginator-link kind="prev" source="photo-paging"></paginator-link>
      <paginator-numbers source="photo-paging" modulus="4" first="1" last="1"></paginator-numbers>
      <paginator-link kind="next" source="photo-paging"></paginator-link>
    </div>
    <h2>An error page, rendered in the browser</h2>
    <framework-error method="missingView" debug="2"
      params='{"className": "PhotosController", "action": "slideshow", "file": "views/photos/slideshow.ctp"}'></framework-error>
  </main>
</body>
</html>`;
}
