/**
 * The small DOM rendering the paginator elements need in place of lit-html:
 * a description of the nodes to show (elements with their attributes, and
 * texts), brought into a render root by changing only what differs. The
 * nodes that stay are the same nodes (a focused link keeps focus, a light
 * element takes over the same markup rendered on a server), and a
 * re-render writes only the texts and attributes that changed.
 *
 * @module
 */
import type { PageItem } from '../core/page-items.js';
import { createHtmlElement } from './dom.js';

/** A node to show: a text (never parsed), or an element. */
export type View = string | ElementView;

/** An element to show. */
export interface ElementView {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly View[];
  /** The page item the element shows, remembered for it (see {@link shownItem}). */
  readonly item?: PageItem;
}

/** An element view. */
export function view(tag: string, attributes: Record<string, string> = {}, children: readonly View[] = [], item?: PageItem): ElementView {
  return { tag, attributes, children, item };
}

/** The item each rendered element shows: what a click on a link follows. */
const shown = new WeakMap<Element, PageItem>();

/** The page item `element` shows, when a render put one there. */
export function shownItem(element: Element): PageItem | undefined {
  return shown.get(element);
}

/**
 * Makes the children of `root`, from `start` on, show `views`. A node of
 * the same kind (a text, or an element of the same name) at the same
 * position is kept and brought up to date; any other is replaced; the nodes
 * left over go.
 */
export function patch(root: ParentNode, views: readonly View[], start: ChildNode | null): void {
  let node = start;
  for (const next of views) {
    let kept: ChildNode;
    if (typeof next === 'string') {
      if (node instanceof Text) {
        if (node.data !== next) node.data = next;
        kept = node;
      } else {
        kept = place(root, new Text(next), node);
      }
    } else if (node instanceof Element && node.localName === next.tag) {
      const { attributes } = next;
      for (const name of node.getAttributeNames()) if (!Object.hasOwn(attributes, name)) node.removeAttribute(name);
      for (const name in attributes) if (node.getAttribute(name) !== attributes[name]) node.setAttribute(name, attributes[name]);
      patch(node, next.children, node.firstChild);
      kept = node;
    } else {
      const element = createHtmlElement(next.tag);
      for (const name in next.attributes) element.setAttribute(name, next.attributes[name]);
      patch(element, next.children, null);
      kept = place(root, element, node);
    }
    if (typeof next !== 'string') {
      if (next.item) shown.set(kept as Element, next.item);
      else shown.delete(kept as Element);
    }
    node = kept.nextSibling;
  }
  while (node) {
    const after: ChildNode | null = node.nextSibling;
    node.remove();
    node = after;
  }
}

/** Puts `fresh` in the place of `old`, or last when there is none. */
function place(root: ParentNode, fresh: ChildNode, old: ChildNode | null): ChildNode {
  if (old) old.replaceWith(fresh);
  else root.append(fresh);
  return fresh;
}
