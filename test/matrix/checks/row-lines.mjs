/**
 * The matrix's check for a row of pagers on more than one line (issue 35, point 4; DESIGN §7, "One row, one previous
 * and next"): the pager elements that stand side by side (numbers, counter and links, sibling elements with nothing
 * else between them; a page size or jump form may take a line of its own) lie on one line, and so do the items of
 * each pager's shadow root (a windowed list never wraps: "9" alone on a second line reads as a second pager). Light
 * DOM is laid out by the page's stylesheet: its items are measured where the page styles it (`light`; the demo's
 * pages do, with the package's paginator.css; the gallery's light cases do not, as the targets check leaves them,
 * docs/decisions.md, 2026-11-27). Elements that show nothing are left out.
 *
 * `rowLines` runs in the page (playwright serializes it, so it is whole in itself).
 */

/** The findings for the row `selector` names: one line per run of pagers, or pager, that takes more than one line. */
export function rowLines({ selector = '[data-gallery-row]', light = false } = {}) {
  const row = document.querySelector(selector);
  if (!row) return [];
  const PAGERS = 'paginator-numbers, paginator-counter, paginator-link';
  // Forms may stand on a line of their own: neither counted nor a break between the pagers beside them.
  const FORMS = 'paginator-limit, paginator-jump';
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const label = (element) => `${element.localName}${element.getAttribute('kind') ? `[kind=${element.getAttribute('kind')}]` : ''}`;
  const findings = [];
  /** The lines `items` take: a box starts a new line when it stands wholly below the first box of the line before. */
  const lines = (items, what) => {
    const boxes = items.filter(shown).map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width >= 1 && rect.height >= 1);
    const taken = [];
    for (const box of boxes) {
      const line = taken.find((boxes) => boxes.some(({ rect }) => rect.bottom > box.rect.top + 0.5 && box.rect.bottom > rect.top + 0.5));
      if (line) line.push(box);
      else taken.push([box]);
    }
    if (taken.length > 1) findings.push(`${what} takes ${taken.length} lines: ${taken.map((boxes) => boxes.map(({ element }) => label(element)).join(' ')).join(' / ')}`);
  };
  // The row's pagers: its outermost pager elements, in runs of siblings with nothing else between them.
  const hosts = [...row.querySelectorAll(PAGERS)].filter((element) => !element.parentElement.closest(PAGERS) && element.parentElement.closest(selector) === row);
  const runs = [];
  for (const host of hosts) {
    let before = host.previousElementSibling;
    while (before?.matches(FORMS)) before = before.previousElementSibling;
    const run = runs.find((pagers) => pagers.at(-1) === before);
    if (run) run.push(host);
    else runs.push([host]);
  }
  for (const run of runs) if (run.length > 1) lines(run, `a row (${run.map(label).join(', ')})`);
  // Each shadow root's own items, the entries of its list; in light DOM, its outermost links, texts and entries.
  for (const host of hosts) {
    if (host.shadowRoot) lines([...host.shadowRoot.querySelectorAll('[part~="list"] > li')], label(host));
    else if (light) {
      const items = [...host.querySelectorAll('a, span, li')]
        .filter((element) => !element.closest('[part="failure"]') && !element.parentElement.closest('a, span, li'));
      lines(items, `${label(host)}[light]`);
    }
  }
  return findings;
}
