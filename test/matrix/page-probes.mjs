/**
 * What the state matrix reads inside a gallery page. Each export is a function that playwright serializes into
 * the page (page.evaluate, page.addInitScript), so each is whole in itself: no closure over this module.
 */

/**
 * Init script: records every change of text in a live region (aria-live other than off, or role status, alert or
 * log), in the document and in every shadow root made after it, as `window.__voice`: `log` (entries `{ region,
 * text }`, `region` a number for each region) and `texts()` (each region's text now).
 */
export function listenToLiveRegions() {
  const regions = new Map();
  const log = [];
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const regionOf = (node) => {
    for (let at = node.nodeType === 1 ? node : node.parentNode; at; at = at.parentNode ?? at.host) {
      if (at.nodeType === 1 && at.matches(LIVE)) return at;
    }
    return null;
  };
  const seen = (region) => {
    if (!regions.has(region)) regions.set(region, regions.size + 1);
    return regions.get(region);
  };
  const observer = new MutationObserver((records) => {
    const changed = new Set();
    for (const record of records) {
      const region = regionOf(record.target);
      if (region) changed.add(region);
      // A region added whole with its text (the first announcement makes the page's live region).
      for (const added of record.addedNodes) {
        if (added.nodeType === 1 && added.matches(LIVE) && added.textContent.trim()) changed.add(added);
      }
    }
    for (const region of changed) log.push({ region: seen(region), text: region.textContent.trim() });
  });
  const watch = (root) => observer.observe(root, { subtree: true, childList: true, characterData: true });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachShadow(...args) {
    const root = attach.apply(this, args);
    watch(root);
    return root;
  };
  watch(document);
  const allRegions = (root, found = []) => {
    for (const node of root.querySelectorAll('*')) {
      if (node.matches(LIVE)) found.push(node);
      if (node.shadowRoot) allRegions(node.shadowRoot, found);
    }
    return found;
  };
  window.__voice = { log, texts: () => allRegions(document).map((region) => ({ region: seen(region), text: region.textContent.trim() })) };
}

/**
 * Waits until the elements of the row are defined and rendered, and two frames have been laid out after that (a
 * pager that fits its width renders again in the frame after it sees its size).
 */
export async function settleRow() {
  const row = document.querySelector('[data-gallery-row]');
  const hosts = [...row.querySelectorAll('*')].filter((node) => node.localName.includes('-'));
  await Promise.all([...new Set(hosts.map((host) => host.localName))].map((name) => customElements.whenDefined(name)));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  // What the row shows, through shadow roots: parts loaded on demand (the compact form, a language's words)
  // change it a little after the first render. Settled once it has held still for a while (at most 5 s).
  const shown = (root) => [...root.children].map((node) => node.outerHTML + (node.shadowRoot ? shown(node.shadowRoot) : '') + shown(node)).join('');
  let last = '';
  let still = 0;
  for (const started = performance.now(); performance.now() - started < 5000 && still < 10;) {
    await Promise.all(hosts.map((host) => host.updateComplete));
    await frame();
    const now = shown(row);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * Measures the row as a person sees it. `words`: `{ prev, next, glyphs }` (prev and next words of every
 * catalogue, lower case; the glyph class as a source string). Returns plain data for the checks in Node.
 */
export function measureRow({ words, coarse, light }) {
  const row = document.querySelector('[data-gallery-row]');
  const glyphs = new RegExp(words.glyphs, 'u');
  const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const parentOf = (node) => node.parentNode?.host ?? node.assignedSlot ?? node.parentNode;
  // Every element of the row, through shadow roots, in tree order.
  const all = [];
  const walk = (root) => {
    for (const node of root.children ?? []) {
      all.push(node);
      if (node.shadowRoot) walk(node.shadowRoot);
      walk(node);
    }
  };
  walk(row);
  const texts = [];
  const collectTexts = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.trim()) texts.push(node);
  };
  collectTexts(row);
  for (const node of all) if (node.shadowRoot) collectTexts(node.shadowRoot);
  const label = (node) => {
    const host = node.getRootNode().host;
    const part = node.getAttribute('part');
    return `${host ? `${host.localName}${host.getAttribute('kind') ? `[kind=${host.getAttribute('kind')}]` : ''} > ` : ''}${node.localName}${part ? `[part="${part}"]` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
  };
  const rectOf = (node) => {
    const { left, top, right, bottom, width, height } = node.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  };
  // Shown: laid out, not display:none or visibility:hidden, and not visually hidden (clipped to a pixel).
  const hiddenBy = (element) => {
    for (let at = element; at && at !== document.documentElement; at = parentOf(at)) {
      if (at.nodeType !== 1) continue;
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
      if (style.clipPath.startsWith('inset(50%') || /^rect\(0(px)?,? 0(px)?/.test(style.clip)) return true;
      const box = at.getBoundingClientRect();
      if (style.overflow !== 'visible' && box.width <= 1 && box.height <= 1) return true;
      if (at.hidden) return true;
    }
    return false;
  };
  // A text's boxes, each cut to the boxes of its ancestors that clip (overflow other than visible): a label
  // pushed out of its box by text-indent is not seen.
  const textRects = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    let rects = [...range.getClientRects()].map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
    for (let at = node.parentElement ?? node.parentNode.host; at && at !== document.documentElement; at = parentOf(at)) {
      if (at.nodeType !== 1) continue;
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = at.getBoundingClientRect();
      rects = rects.map((rect) => ({
        left: Math.max(rect.left, clip.left), right: Math.min(rect.right, clip.right),
        top: Math.max(rect.top, clip.top), bottom: Math.min(rect.bottom, clip.bottom),
      }));
    }
    return rects.map((rect) => ({ ...rect, width: rect.right - rect.left, height: rect.bottom - rect.top }))
      .filter((rect) => rect.width > 0.5 && rect.height > 0.5);
  };
  const visibleTexts = texts.filter((node) => textRects(node).length && !hiddenBy(node.parentElement ?? node.parentNode.host));
  const controlOf = (node) => {
    for (let at = node.parentElement ?? node.parentNode?.host; at && at !== row; at = parentOf(at)) {
      if (at.nodeType === 1 && at.matches(CONTROL)) return at;
    }
    return null;
  };
  const rowBox = rectOf(row);
  // Not the hosts the page does not display (a server's second form of the numbers, shown at another width).
  const hosts = [...row.querySelectorAll('*')].filter((node) => node.localName.includes('-') && getComputedStyle(node).display !== 'none');

  // Each element shows something: a box with text or a control (a chevron's has no text) in it.
  const ownedBy = (host, node) => host.contains(node) || host.shadowRoot?.contains(node);
  const empty = hosts.filter((host) => {
    const box = rectOf(host);
    const inside = visibleTexts.some((node) => ownedBy(host, node))
      || all.some((node) => ownedBy(host, node) && node.matches(CONTROL) && rectOf(node).width >= 1 && !hiddenBy(node));
    return box.width < 1 || box.height < 1 || !inside;
  }).map((host) => `${host.localName}${host.getAttribute('kind') ? `[kind=${host.getAttribute('kind')}]` : ''} (${Math.round(rectOf(host).width)}×${Math.round(rectOf(host).height)}, no visible text or control)`);

  // Nothing sticks out of its host, no host out of the row, and the page does not scroll sideways.
  const overflow = [];
  const within = (inner, outer) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  for (const host of hosts) {
    const box = rectOf(host);
    if (!within(box, rowBox)) overflow.push(`${host.localName} [${Math.round(box.left)}, ${Math.round(box.right)}] outside the row [${Math.round(rowBox.left)}, ${Math.round(rowBox.right)}]`);
    for (const node of all.filter((element) => element.getRootNode().host === host || (host.contains(element) && host !== element))) {
      const inner = rectOf(node);
      if (inner.width < 1 || hiddenBy(node)) continue;
      // A failed page's notice floats below its host by design (issue 27, defect 7): it keeps to the window instead.
      const notice = node.closest('[part="failure"]');
      if (notice && getComputedStyle(notice).position === 'absolute') {
        if (inner.left < -1 || inner.right > innerWidth + 1) overflow.push(`${label(node)} [${Math.round(inner.left)}, ${Math.round(inner.right)}] outside the ${innerWidth} px window`);
        continue;
      }
      if (!within(inner, box)) overflow.push(`${label(node)} ${Math.round(inner.width)}×${Math.round(inner.height)} at [${Math.round(inner.left)}, ${Math.round(inner.top)}] outside ${host.localName}'s box [${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.right)}, ${Math.round(box.bottom)}]`);
    }
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > innerWidth) overflow.push(`the page is ${scrollWidth} px wide in a ${innerWidth} px window`);

  // Every control is a target of at least 24×24 (44×44 with a coarse pointer). In light DOM (`light`) the page's
  // stylesheet sizes what the elements write there (docs/decisions.md, 2026-11-27): only shadow roots are measured.
  const least = coarse ? 44 : 24;
  const targets = all.filter((node) => node.matches(CONTROL) && !hiddenBy(node));
  const small = targets.filter((node) => !light || node.getRootNode() !== document).map((node) => ({ node, box: rectOf(node) }))
    .filter(({ box }) => box.width < least - 0.5 || box.height < least - 0.5)
    .map(({ node, box }) => `${label(node)} "${node.textContent.trim().slice(0, 30)}" is ${box.width.toFixed(0)}×${box.height.toFixed(0)} (least ${least})`);

  // Text stays inside the control that holds it; a control that draws a chevron shows no glyph beside it.
  const outside = [];
  for (const node of visibleTexts) {
    const control = controlOf(node);
    if (!control) continue;
    const box = rectOf(control);
    for (const rect of textRects(node)) {
      if (!within(rect, box)) outside.push(`"${node.data.trim().slice(0, 30)}" [${Math.round(rect.left)}–${Math.round(rect.right)}] outside its ${label(control)} [${Math.round(box.left)}–${Math.round(box.right)}]`);
    }
  }
  const chevrons = [];
  for (const node of all) {
    const before = getComputedStyle(node, '::before');
    const drawn = before.content !== 'none' && before.content !== 'normal' && (parseFloat(before.borderBottomWidth) > 0 || parseFloat(before.borderLeftWidth) > 0) && parseFloat(before.width) < 40;
    if (!drawn || hiddenBy(node)) continue;
    const shown = visibleTexts.filter((text) => node.contains(text)).map((text) => text.data.trim()).join(' ');
    if (glyphs.test(shown)) chevrons.push(`${label(node)} draws a chevron and shows "${shown}"`);
  }

  // Previous and next controls of the row: by rel or part, else by their text (any catalogue's word), the
  // outermost one of a kind counted once; shown ones only.
  const kindOf = (node) => {
    const marks = `${node.getAttribute('rel') ?? ''} ${node.getAttribute('part') ?? ''}`.split(/\s+/);
    if (marks.includes('prev')) return 'prev';
    if (marks.includes('next')) return 'next';
    if (node.children.length || node.localName.includes('-')) return null;
    const text = node.textContent.replace(/[^\p{L}\s]/gu, '').trim().toLowerCase();
    if (words.prev.includes(text)) return 'prev';
    if (words.next.includes(text)) return 'next';
    return null;
  };
  const steps = { prev: [], next: [] };
  for (const node of all) {
    const kind = kindOf(node);
    if (!kind || hiddenBy(node) || rectOf(node).width < 1) continue;
    const list = steps[kind];
    let nested = false;
    for (let at = parentOf(node); at && at !== row; at = parentOf(at)) if (list.includes(at)) nested = true;
    if (!nested) list.push(node);
  }
  const stepLabels = Object.fromEntries(Object.entries(steps).map(([kind, list]) => [kind, list.map((node) => `${label(node)} "${node.textContent.trim()}"`)]));

  // The row's words as shown.
  const shownText = visibleTexts.map((node) => node.data.trim()).join(' ');
  const failure = all.some((node) => node.matches('[role="alert"]') && node.textContent.trim() && !hiddenBy(node) && node.querySelector('button'));
  return { empty, overflow, small, outside, chevrons, steps: stepLabels, shownText, failure, controls: targets.length };
}

/**
 * Finds the row's control that goes to the next (or previous) page, as measureRow() tells them; marks it with
 * `data-matrix-step` for the test to click, and returns whether there is one to follow.
 */
export function markStep({ kind, words }) {
  const row = document.querySelector('[data-gallery-row]');
  const find = (root) => {
    for (const node of root.querySelectorAll('*')) {
      if (node.matches('a[href], button')) {
        const marks = `${node.getAttribute('rel') ?? ''} ${node.getAttribute('part') ?? ''}`.split(/\s+/);
        const text = (node.getAttribute('aria-label') ?? node.textContent).replace(/[^\p{L}\s]/gu, '').trim().toLowerCase();
        if ((marks.includes(kind) || words[kind].includes(text)) && node.getAttribute('aria-disabled') !== 'true') return node;
      }
      const inner = node.shadowRoot && find(node.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const control = find(row);
  control?.setAttribute('data-matrix-step', '');
  return Boolean(control);
}
