/**
 * The matrix's check for a notice (or anything else) lying over a control (issue 35, point 1): every control shown
 * under a root, through shadow roots, is brought into view and must be what the pointer hits at its centre
 * (`elementFromPoint`, followed into shadow roots), or something inside it. A control of a scroll region that
 * cannot be brought into the window is left alone.
 *
 * `coveredControls` runs in the page (playwright serializes it, so it is whole in itself); the browser tests import
 * it too. `checkCoveredControls(page, selector)` runs it from Node.
 */

/** The findings: one line per control something else covers. `selector` names the root (default: the body). */
export function coveredControls(selector = 'body') {
  const root = document.querySelector(selector) ?? document.body;
  const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const controls = [];
  const walk = (node) => {
    for (const element of node.querySelectorAll('*')) {
      if (element.matches(CONTROL)) controls.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  if (root.shadowRoot) walk(root.shadowRoot);
  walk(root);
  const deepHit = (x, y) => {
    let hit = document.elementFromPoint(x, y);
    for (let inner = hit?.shadowRoot?.elementFromPoint(x, y); inner && inner !== hit; inner = hit.shadowRoot?.elementFromPoint(x, y)) hit = inner;
    return hit;
  };
  const label = (node) => {
    const host = node.getRootNode().host;
    const part = node.getAttribute('part');
    const text = (node.getAttribute('aria-label') ?? node.textContent).trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${host ? `${host.localName} > ` : ''}${node.localName}${part ? `[part="${part}"]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const inside = (outer, node) => {
    for (let at = node; at; at = at.parentNode ?? at.host) if (at === outer) return true;
    return false;
  };
  const findings = [];
  const [x0, y0] = [scrollX, scrollY];
  for (const control of controls) {
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || control.getClientRects().length === 0) continue;
    control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    // An inline link that wraps has a box per line: the centre of its first one is a point of the link.
    const box = control.getClientRects()[0];
    if (box.width < 1 || box.height < 1) continue;
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = deepHit(x, y);
    // A label for the control stands for it (a click on it is a click on the control).
    if (!hit || inside(control, hit) || hit.closest?.('label')?.control === control) continue;
    findings.push(`${label(control)} at (${Math.round(x)}, ${Math.round(y)}) is covered by ${label(hit)}`);
  }
  scrollTo({ left: x0, top: y0, behavior: 'instant' });
  return findings;
}

/** Runs {@link coveredControls} in `page` (playwright). */
export function checkCoveredControls(page, selector = 'body') {
  return page.evaluate(coveredControls, selector);
}
