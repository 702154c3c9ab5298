// A gallery case in the loading or failed state (/gallery?case=…): follow the row's next link once the elements
// have rendered, so that the page shows that state (its server holds the answer back, or fails it).

/** The first `a[rel=next]` or button with the `next` part, in the row or inside its elements' shadow roots. */
function nextControl(root) {
  for (const node of root.querySelectorAll('*')) {
    if (node.matches('a[rel~="next"], [part~="next"]:is(a, button)')) return node;
    const inner = node.shadowRoot && nextControl(node.shadowRoot);
    if (inner) return inner;
  }
  return null;
}

const row = document.querySelector('[data-gallery-row]');
const hosts = [...row.querySelectorAll('*')].filter((node) => node.localName.includes('-'));
await Promise.all([...new Set(hosts.map((host) => host.localName))].map((name) => customElements.whenDefined(name)));
await Promise.all(hosts.map((host) => host.updateComplete));
// A form the elements load on demand (compact, a language's words) comes a little later: look until it is there.
for (let frame = 0; frame < 600; frame += 1) {
  const next = nextControl(row);
  if (next) {
    next.click();
    break;
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
