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
 * The page-level scripts that load the form elements: they are not in the drop-in bundle's first file (a page that
 * does not use them does not download them), so the page loads their add-on files beside it, which import what they
 * share from it (docs/page-size-and-jump.md).
 */
export const formScripts = () => '<script type="module" src="/dist/paginator-limit.min.js"></script>'
  + '<script type="module" src="/dist/paginator-jump.min.js"></script>';
