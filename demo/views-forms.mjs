// The demo's page-size control and jump-to-page form: the core's GET forms
// on the page without JavaScript, and <paginator-limit> / <paginator-jump>
// on the Ajax page (same record, same region as its other elements).

import { jumpForm, limitControl } from '../dist/core.js';

/** Both forms as the core writes them: real GET forms that keep sort and direction, working without any script. */
export function pagingForms(paginator) {
  return `<div class="paging-forms">${limitControl(paginator)} ${jumpForm(paginator)}</div>`;
}

/** The same forms as elements on the Ajax page: `ajax` is the attributes the page's other elements share. */
export function pagingFormElements(ajax) {
  return `<div class="paging-forms"><paginator-limit ${ajax}></paginator-limit> <paginator-jump ${ajax}></paginator-jump></div>`;
}

/**
 * The page-level scripts that load the form elements: they are not in the drop-in bundle (a page that does not use
 * them does not download them), so the page loads their modules, mapping the one bare import they make (Lit's
 * ReactiveElement) with an import map, as docs/page-size-and-jump.md tells a drop-in page to.
 */
export const FORM_IMPORT_MAP = JSON.stringify({ imports: { '@lit/reactive-element': '/vendor/@lit/reactive-element/reactive-element.js' } });
export const formScripts = () => `<script type="importmap">${FORM_IMPORT_MAP}</script>`
  + '<script type="module" src="/dist/components/paginator-limit/paginator-limit.js"></script>'
  + '<script type="module" src="/dist/components/paginator-jump/paginator-jump.js"></script>';
