/**
 * The small DOM rendering the paginator elements need in place of lit-html:
 * build nodes, and bring a render root up to date without replacing the
 * nodes that stay (so a focused link keeps focus).
 *
 * @module
 */
import { createHtmlElement } from './dom.js';

/**
 * An element with attributes and children. Strings become text nodes, so
 * nothing given here is ever parsed as HTML.
 */
export function h(tag: string, attributes: Record<string, string>, ...children: Array<Node | string>): HTMLElement {
  const element = createHtmlElement(tag);
  for (const name in attributes) element.setAttribute(name, attributes[name]);
  element.append(...children);
  return element;
}

/**
 * Makes the children of `root` from `old` on match those of `fresh`. A node
 * whose name matches the fresh one at its position is kept and updated
 * (text, attributes, children); any other is replaced. Fresh nodes are
 * moved out of `fresh`.
 */
export function morph(root: ParentNode, fresh: ParentNode, old: ChildNode | null = root.firstChild): void {
  for (const node of [...fresh.childNodes]) {
    if (old?.nodeName === node.nodeName) {
      if (old instanceof Element) {
        const next = node as Element;
        for (const { name } of [...old.attributes]) if (!next.hasAttribute(name)) old.removeAttribute(name);
        // Only what changed is written: a long list re-renders in a fraction of the time.
        for (const { name, value } of next.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
        morph(old, next);
      } else if (old.nodeValue !== node.nodeValue) {
        old.nodeValue = node.nodeValue;
      }
      old = old.nextSibling;
    } else {
      // A different node, or none left: the fresh one takes its place (or goes last).
      if (old) old.replaceWith(node);
      else root.append(node);
      old = node.nextSibling;
    }
  }
  // The old nodes left over go.
  for (let next; old; old = next) {
    next = old.nextSibling;
    old.remove();
  }
}
