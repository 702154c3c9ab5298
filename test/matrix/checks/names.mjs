/**
 * The matrix's check of accessible names (issue 35, point 3; DESIGN §7, "Names are words"): every named node under a
 * root — light DOM and shadow roots alike, as Chromium's accessibility tree (Accessibility.getFullAXTree) gives
 * them — holds words: no glyph that stands for a direction or a gap, every link and button named, and on a page in
 * another language than English no English word of the elements' catalogue that the page's catalogue does not use.
 *
 * `accessibleNames(page, selector)` reads the names in Node (playwright); `nameFindings(names, options)` judges them.
 */

/** Glyphs that stand for a direction, a gap or an order: presentation, never a name. */
export const GLYPHS = '[<>‹›«»←→↑↓…▲▼◀▶]';

/** The words of texts (`%tokens%` left out), lower case, two letters or more. */
export const wordsOf = (texts) => new Set(texts.flatMap((text) => text.replace(/%\w+%/g, ' ').toLowerCase().match(/\p{L}{2,}/gu) ?? []));

/** The named nodes under the element `selector` names (default: the body), and every link and button there: `{ role, name }`. */
export async function accessibleNames(page, selector = 'body') {
  const marked = await page.evaluate((root) => {
    const element = document.querySelector(root);
    element?.setAttribute('data-matrix-names', '');
    return Boolean(element);
  }, selector);
  if (!marked) return [];
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const inside = new Set();
    const collect = (node, within) => {
      const here = within || (node.attributes ?? []).some((value, i) => i % 2 === 0 && value === 'data-matrix-names');
      if (here) inside.add(node.backendNodeId);
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) collect(child, here);
    };
    collect(root, false);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.filter((node) => !node.ignored && inside.has(node.backendDOMNodeId))
      .filter((node) => node.name?.value?.trim() || ['link', 'button'].includes(node.role?.value))
      .filter((node) => !['StaticText', 'InlineTextBox'].includes(node.role?.value))
      .map((node) => ({ role: node.role?.value, name: (node.name?.value ?? '').trim() }));
  } finally {
    await cdp.detach();
    await page.evaluate(() => document.querySelector('[data-matrix-names]')?.removeAttribute('data-matrix-names'));
  }
}

/**
 * The findings about `names`: a glyph in a name, a link or button without one, a name with no letter or digit; and
 * where `english` (the catalogue's English words) and `own` (the page language's words) are given, each English
 * word that the page's language does not use.
 */
export function nameFindings(names, { english = null, own = null } = {}) {
  const glyph = new RegExp(GLYPHS, 'u');
  const findings = names.filter(({ name }) => !name || glyph.test(name) || !/\p{L}|\p{N}/u.test(name))
    .map(({ role, name }) => (name ? `${role} named "${name}"` : `${role} without a name`));
  if (english && own) {
    for (const { role, name } of names) {
      const words = [...wordsOf([name])].filter((word) => english.has(word) && !own.has(word));
      if (words.length) findings.push(`${role} named "${name}": English ${words.join(', ')}`);
    }
  }
  return findings;
}
