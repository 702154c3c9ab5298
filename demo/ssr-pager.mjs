// The pagers of the pages without JavaScript, rendered on the server by the elements themselves through Lit SSR
// (paginator-elements/ssr, docs/ssr.md): each element is written with its declarative shadow root, which the browser
// draws as it parses the page, so a page without JavaScript shows the pager the Ajax page shows, and its links are
// real links. Each request passes its own address (`here`) and record: nothing of one request is kept here.

import '../dist/ssr.js';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';

/** `template` rendered by Lit SSR, as HTML (the elements render synchronously). */
export const serverHtml = (template) => collectResultSync(render(template));

/** The counter's words on the article lists (here and on the Ajax page, views.mjs). */
export const ARTICLE_COUNTER = 'Page %page% of %pages%: articles %start% to %end% of %count%';
/** The article lists' window of pages (here and on the Ajax page). */
export const ARTICLE_WINDOW = 'modulus="6" first="1" last="1"';

/**
 * The article list's counter, pager row and forms, as the Ajax page (/) has them, for `here` (the request's path
 * and query) and `records` (`{ Article: record }`). A server cannot measure the row's width, where the Ajax page's
 * numbers fit theirs: the row holds the window of pages and its compact form, and demo.css shows the one a phone or
 * a wider screen gets (`.wide` / `.narrow`), the forms the Ajax page's numbers take at those widths. In the browser
 * the compact form leaves previous and next to the row's links; a server does not see the row, so it is told
 * (`.prev` / `.next` false: this page has no script, whose element would need them as attributes).
 */
export function articlePager(here, records) {
  const paging = JSON.stringify(records);
  const link = (kind) => html`<paginator-link kind=${kind} here=${here} paging=${paging}></paginator-link>`;
  return {
    counter: serverHtml(html`<paginator-counter paging=${paging} format=${ARTICLE_COUNTER}></paginator-counter>`),
    row: serverHtml(html`<nav class="paging" aria-label="Article pages">
      ${link('prev')}
      ${staticHtml`<paginator-numbers class="wide" here=${here} paging=${paging} ${unsafeStatic(ARTICLE_WINDOW)} role="none"></paginator-numbers>`}
      <paginator-numbers class="narrow" here=${here} paging=${paging} format="compact" role="none" .prev=${false} .next=${false}></paginator-numbers>
      ${link('next')}
    </nav>`),
    forms: serverHtml(html`<div class="paging-forms"><paginator-limit here=${here} paging=${paging}></paginator-limit>
      <paginator-jump here=${here} paging=${paging}></paginator-jump></div>`),
  };
}
