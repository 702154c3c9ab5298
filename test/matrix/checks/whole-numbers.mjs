/**
 * The matrix's check for a number broken across lines (issue 35, point 4): in the row's pagers' shadow roots, each number as it is written, grouping separators included ("1,000,000,000,000", "4.999.999.999.991",
 * "٥٠٠٬٠٠٠"), lies on one line: the text of its range has one line's rects (Range.getClientRects()). Lines may break
 * between words. A number wider than its whole box may still break (the compact form's last resort,
 * `overflow-wrap:break-word`): it is reported then too, with the box's width, since no case should ask for one.
 *
 * Light DOM is laid out by the page's stylesheet, as the row-lines and targets checks leave it: the core's runs of
 * page links ("500000000001...1000000000000") have no space to break at, and the demo lets them break inside a number
 * rather than stand out of a narrow box (demo.css).
 *
 * `wholeNumbers` runs in the page (playwright serializes it, so it is whole in itself).
 */

/** The findings for the row `selector` names: one a number that takes more than one line. */
export function wholeNumbers({ selector = '[data-gallery-row]' } = {}) {
  const row = document.querySelector(selector);
  if (!row) return [];
  const PAGERS = 'paginator-numbers, paginator-counter, paginator-link';
  // Digits, and the separators that group them (a comma, stop, apostrophe or (narrow) no-break space between two digits).
  const NUMBER = /\p{Nd}(?:[.,'’\u00a0\u202f\u066b\u066c]?\p{Nd})*/gu;
  const findings = [];
  const hosts = [...row.querySelectorAll(PAGERS)].filter((element) => !element.parentElement.closest(PAGERS));
  const roots = hosts.flatMap((host) => (host.shadowRoot ? [host.shadowRoot] : []));
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('style, script, template')) continue;
      for (const match of node.data.matchAll(NUMBER)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1);
        // One line: every rect overlaps the first one's line (a line box may hold a number in more than one rect).
        const tops = rects.filter((rect) => rect.top >= rects[0].bottom - 0.5 || rect.bottom <= rects[0].top + 0.5);
        if (tops.length) {
          const box = parent.getBoundingClientRect();
          findings.push(`${root.host.localName}: "${match[0]}" is broken across ${tops.length + 1} lines (in a box ${Math.round(box.width)} px wide)`);
        }
      }
    }
  }
  return findings;
}
