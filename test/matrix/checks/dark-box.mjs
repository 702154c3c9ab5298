/**
 * The matrix's check "a light box in dark mode" (issue 35): where the reader prefers dark and the page follows
 * (demo.css declares `color-scheme: light dark`), no box of the page — in the document or in any shadow root — is
 * filled with a light colour. A white error page on a dark site is the kind it finds (`<framework-error>` on
 * /dropin, whose shadow page kept its white ground).
 *
 * `lightBoxes` is serialized into the page by playwright (page.evaluate), so it is whole in itself. A box counts
 * when it is shown, at least `minWidth` × `minHeight` CSS px (a page's targets are smaller: the current page may
 * be filled with a light accent on dark, as a highlight), and its own background is opaque enough to be seen
 * (alpha 0.5 or more) with a relative luminance (WCAG 2's) above `luminance`.
 */
export function lightBoxes({ minWidth = 64, minHeight = 40, luminance = 0.5 } = {}) {
  if (!matchMedia('(prefers-color-scheme: dark)').matches) return [];
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  // Computed colours are rgb()/rgba(), or color(srgb …) for some spaces: read the three channels and alpha.
  const rgba = (text) => {
    const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(text);
    if (srgb) return [srgb[1] * 255, srgb[2] * 255, srgb[3] * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
    const parts = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(text);
    return parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3]), parts[4] === undefined ? 1 : Number(parts[4])] : null;
  };
  const name = (node) => {
    const host = node.getRootNode().host;
    const part = node.getAttribute('part');
    const id = node.id ? `#${node.id}` : '';
    return `${host ? `${host.localName} > ` : ''}${node.localName}${id}${part ? `[part="${part}"]` : ''}`;
  };
  const found = [];
  const visit = (root) => {
    for (const node of root.querySelectorAll('*')) {
      if (node.shadowRoot) visit(node.shadowRoot);
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const color = rgba(style.backgroundColor);
      if (!color || color[3] < 0.5) continue;
      const box = node.getBoundingClientRect();
      if (box.width < minWidth || box.height < minHeight) continue;
      const light = 0.2126 * channel(color[0]) + 0.7152 * channel(color[1]) + 0.0722 * channel(color[2]);
      if (light > luminance) {
        found.push(`${name(node)} ${Math.round(box.width)}×${Math.round(box.height)} is filled with ${style.backgroundColor} (luminance ${light.toFixed(2)}) in dark mode`);
      }
    }
  };
  visit(document);
  return found;
}
