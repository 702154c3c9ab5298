/**
 * The matrix's check that what is shown is what is spoken (issue 35): text under a root — light DOM and shadow roots
 * alike — that a screen reader says but a sighted reader cannot see (clipped away by an `overflow: hidden` box, a
 * size of zero, transparent, pushed out of a box that clips it), and text a sighted reader sees that a screen reader
 * never says (hidden from assistive technology, or under a name given in its place that does not hold it).
 *
 * Not findings: the page's live regions (visually hidden by design: they speak for changes); the label of a control,
 * or of a box, that shows a picture in its place (a chevron drawn by ::before: the label is its name); text of a scroll region that a scroll
 * brings into view; text shown that is glyphs alone (separators, arrows: presentation, hidden on purpose).
 *
 * `hiddenText` runs in the page (playwright serializes it, so it is whole in itself).
 */

/** The findings: one line per text shown and not spoken, or spoken and not shown. `selector` names the root. */
export function hiddenText({ selector = 'body', glyphs = '[<>‹›«»←→↑↓…▲▼◀▶|·×•]' } = {}) {
  const root = document.querySelector(selector) ?? document.body;
  const GLYPH_ONLY = new RegExp(`^(?:${glyphs}|\\s|\\.)+$`, 'u');
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const CONTROL = 'a[href], button, [role="link"], [role="button"]';
  const up = (node) => node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  const ancestors = (node) => {
    const list = [];
    for (let at = node.nodeType === 1 ? node : up(node); at && at.nodeType === 1; at = up(at)) list.push(at);
    return list;
  };
  // Every text of the composed tree: a host with a shadow root shows its shadow root (the elements slot nothing).
  const texts = [];
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        if (child.data.trim()) texts.push(child);
      } else if (child.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SELECT'].includes(child.tagName)) {
        walk(child.shadowRoot ?? child);
      }
    }
  };
  walk(root.shadowRoot ?? root);
  const shownBoxes = (text, chain) => {
    for (const element of chain) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return [];
      if (style.clipPath.startsWith('inset(50%') || /^rect\(0(px)?,? 0(px)?/.test(style.clip)) return [];
    }
    const range = document.createRange();
    range.selectNodeContents(text);
    let boxes = [...range.getClientRects()].map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
    // Cut to every box around it that clips without scrolling (a scroll region's text is reached by a scroll).
    for (const element of chain) {
      const { overflowX, overflowY } = getComputedStyle(element);
      const clips = (value) => value === 'hidden' || value === 'clip';
      if (!clips(overflowX) && !clips(overflowY)) continue;
      const box = element.getBoundingClientRect();
      boxes = boxes.map((rect) => ({
        left: clips(overflowX) ? Math.max(rect.left, box.left) : rect.left, right: clips(overflowX) ? Math.min(rect.right, box.right) : rect.right,
        top: clips(overflowY) ? Math.max(rect.top, box.top) : rect.top, bottom: clips(overflowY) ? Math.min(rect.bottom, box.bottom) : rect.bottom,
      }));
    }
    return boxes.filter((rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1);
  };
  const label = (element) => {
    const host = element.getRootNode().host;
    const part = element.getAttribute('part');
    return `${host ? `${host.localName} > ` : ''}${element.localName}${part ? `[part="${part}"]` : ''}`;
  };
  const findings = [];
  for (const text of texts) {
    const chain = ancestors(text);
    const words = text.data.trim().replace(/\s+/g, ' ');
    const hiddenFromAt = chain.some((element) => element.getAttribute('aria-hidden') === 'true');
    // A name given in the text's place (aria-label on a link or a button): the text is said only as part of it.
    const named = chain.find((element) => element.hasAttribute('aria-label') && element.matches(`${CONTROL}, [role="img"]`));
    const said = !hiddenFromAt && (!named || named.getAttribute('aria-label').toLowerCase().includes(words.toLowerCase()));
    const shown = shownBoxes(text, chain).length > 0;
    const where = `${label(chain[0])} "${words.slice(0, 40)}"`;
    if (said && !shown) {
      const live = chain.some((element) => element.matches(LIVE));
      // The words of a control, or of a box that draws a picture in their place (a chevron: a ::before of its own).
      const drawn = (element) => !['none', 'normal'].includes(getComputedStyle(element, '::before').content);
      const holder = chain.find((element) => element.matches(CONTROL) || drawn(element));
      const pictured = holder && holder.getClientRects().length > 0 && getComputedStyle(holder).visibility !== 'hidden';
      if (!live && !pictured && !chain.some((element) => getComputedStyle(element).display === 'none' || getComputedStyle(element).visibility === 'hidden')) {
        findings.push(`${where} is spoken, not shown`);
      }
    }
    if (shown && !said && !GLYPH_ONLY.test(words)) findings.push(`${where} is shown, not spoken${named ? ` (named "${named.getAttribute('aria-label')}")` : ''}`);
  }
  return findings;
}
