// The /fit page: one paging record, one pager in boxes of several widths and in a box the reader can
// resize. Each pager shows the largest window of pages its width holds, on one line, with the first and last pages at
// every width: a wide box never says less than a narrow one.

const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The pager of the page, in a box `style` sizes. */
const pager = (label, style) => `<div class="fit-box" style="${style}">
  <paginator-numbers source="fit-paging" modulus="8" first="1" last="1" prev="‹ previous" next="next ›" aria-label="${label}"></paginator-numbers>
</div>`;

/** A pager that fits its width: links are real links back to this page. */
export function fitPage(vars, view) {
  const paging = { Article: view.controller.params.paging.Article };
  return `<h1>A pager that fits its width</h1>
    <script type="application/json" id="fit-paging">${scriptJson(paging)}</script>
    <p><code>&lt;paginator-numbers modulus="8" first="1" last="1" prev next&gt;</code> keeps its pages on one line: in
    a narrow box it shows fewer pages around the current one, down to the current page ± 1, and more again when there
    is room; the first and last pages stay in reach at every width.</p>
    <h2>320 px</h2>${pager('Pages, 320 pixels wide', 'width: 320px')}
    <h2>480 px</h2>${pager('Pages, 480 pixels wide', 'width: 480px')}
    <h2>The whole width</h2>${pager('Pages, whole width', '')}
    <h2>Resize me</h2>
    <p id="resize-hint">Drag the corner of the box to change its width.</p>
    ${pager('Pages, resizable box', 'width: 60%; resize: horizontal; overflow: hidden; border: 1px dashed #8a90a0; padding: .3rem')}`;
}
