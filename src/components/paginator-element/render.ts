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
import type { PageItem } from '../../pagination/items.js';
import { createHtmlElement } from '../../dom/document.js';

/** A node to show: a text (never parsed), or an element. */
export type View = string | ElementView;

/** An element to show. */
export interface ElementView {
  readonly tag: string;
  /** Names and values, one after the other: `['part', 'link', 'href', '/a?page=2']`. */
  readonly attributes: readonly string[];
  readonly children: readonly View[];
  /** The page item the element shows (see {@link shownItem}). */
  readonly item?: PageItem;
  /** The nodes of the children, once the view is shown: what the next render compares with. */
  nodes?: ChildNode[];
}

/** An element view. */
export function view(tag: string, attributes: readonly string[] = [], children: readonly View[] = [], item?: PageItem): ElementView {
  return { tag, attributes, children, item, nodes: undefined };
}

/** What a render root shows: the views it was last brought up to date with, and their nodes. */
interface Shown {
  views: readonly View[];
  nodes: ChildNode[];
}

/** What each render root was last given: the next render compares with it, not with the DOM. */
const last = new WeakMap<ParentNode, Shown>();

/** The page item `element`, shown in `root` by the last render, shows: what a click on a link follows. */
export function shownItem(root: ParentNode, element: Element): PageItem | undefined {
  const find = (views: readonly View[], nodes: readonly ChildNode[]): PageItem | undefined => {
    for (let i = 0; i < views.length; i++) {
      const next = views[i];
      if (typeof next === 'string') continue;
      if (nodes[i] === element) return next.item;
      const found = find(next.children, next.nodes ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const shown = last.get(root);
  return shown && find(shown.views, shown.nodes);
}

/**
 * Makes the children of `root`, from the node `start()` gives on (asked
 * only when the root is not known already), show `views`. A node of
 * the same kind (a text, or an element of the same name) at the same
 * position is kept and brought up to date; any other is replaced; the nodes
 * left over go. The views a root was last given are remembered, so that a
 * re-render compares them with the new ones instead of reading the DOM
 * (reading the DOM is what makes a re-render slow); a root the renderer did
 * not fill last — the first render, server-rendered markup a light element
 * takes over, nodes someone else changed — is compared with the DOM.
 */
export function patch(root: ParentNode, views: readonly View[], start: () => ChildNode | null): void {
  const before = last.get(root);
  // Known: the nodes it showed are still there, and nothing came after them (light DOM is the page's too).
  const known = before !== undefined && before.nodes.length > 0 && root.lastChild === before.nodes[before.nodes.length - 1]
    && before.nodes.every((node) => node.parentNode === root);
  const nodes = known ? update(root, before.views, before.nodes, views) : adopt(root, views, start());
  last.set(root, { views, nodes });
}

/**
 * Brings the nodes of `oldViews` up to date with `views`, comparing the
 * views only; returns the nodes now shown, and records the children's.
 */
function update(parent: ParentNode, oldViews: readonly View[], oldNodes: ChildNode[], views: readonly View[]): ChildNode[] {
  // As many views as before, as nearly always: the old list is written over (the old views are not read again), not a new one made.
  const nodes = views.length === oldNodes.length ? oldNodes : [];
  for (let i = 0; i < views.length; i++) {
    const next = views[i];
    const old = oldViews[i];
    const node = oldNodes[i];
    let kept: ChildNode;
    if (typeof next === 'string' && typeof old === 'string') {
      if (old !== next) (node as Text).data = next;
      kept = node;
    } else if (typeof next !== 'string' && typeof old === 'object' && old.tag === next.tag) {
      const element = node as Element;
      updateAttributes(element, old.attributes, next.attributes);
      next.nodes = update(element, old.children, old.nodes!, next.children);
      kept = element;
    } else {
      kept = create(next);
      if (node) node.replaceWith(kept);
      else parent.insertBefore(kept, i ? nodes[i - 1].nextSibling : null);
    }
    nodes[i] = kept;
  }
  for (let i = views.length; i < oldNodes.length; i++) oldNodes[i].remove();
  return nodes;
}

/**
 * Makes the nodes from `start` on show `views`, comparing with the DOM
 * (a node of the same kind is kept); returns the nodes now shown.
 */
function adopt(parent: ParentNode, views: readonly View[], start: ChildNode | null): ChildNode[] {
  const nodes: ChildNode[] = [];
  let node = start;
  for (const next of views) {
    // A server's comments (Lit SSR's part markers) are passed over, not taken for a view's node.
    while (node?.nodeType === 8) node = node.nextSibling;
    let kept: ChildNode;
    if (typeof next === 'string' && node instanceof Text) {
      if (node.data !== next) node.data = next;
      kept = node;
    } else if (typeof next !== 'string' && node instanceof Element && node.localName === next.tag) {
      const { attributes } = next;
      for (const name of node.getAttributeNames()) if (!named(attributes, name)) node.removeAttribute(name);
      for (let i = 0; i < attributes.length; i += 2) {
        if (node.getAttribute(attributes[i]) !== attributes[i + 1]) node.setAttribute(attributes[i], attributes[i + 1]);
      }
      next.nodes = adopt(node, next.children, node.firstChild);
      kept = node;
    } else {
      kept = create(next);
      if (node) node.replaceWith(kept);
      else parent.append(kept);
    }
    nodes.push(kept);
    node = kept.nextSibling;
  }
  while (node) {
    const after: ChildNode | null = node.nextSibling;
    node.remove();
    node = after;
  }
  return nodes;
}

/** A new node for `next`, its children included. */
function create(next: View): ChildNode {
  if (typeof next === 'string') return new Text(next);
  const element = createHtmlElement(next.tag);
  const { attributes } = next;
  for (let i = 0; i < attributes.length; i += 2) element.setAttribute(attributes[i], attributes[i + 1]);
  next.nodes = adopt(element, next.children, null);
  return element;
}

/** Sets the attributes that changed from `old` to `next`, and removes those that went. */
function updateAttributes(element: Element, old: readonly string[], next: readonly string[]): void {
  // A list the views share (a separator's, a list item's) is the same list.
  if (old === next) return;
  let same = old.length === next.length;
  for (let i = 0; same && i < next.length; i += 2) same = old[i] === next[i];
  if (same) {
    // The same names in the same order, as nearly always: only the values are compared.
    for (let i = 1; i < next.length; i += 2) if (old[i] !== next[i]) element.setAttribute(next[i - 1], next[i]);
    return;
  }
  for (let i = 0; i < old.length; i += 2) if (!named(next, old[i])) element.removeAttribute(old[i]);
  for (let i = 0; i < next.length; i += 2) element.setAttribute(next[i], next[i + 1]);
}

/** Whether the names and values `attributes` name `name`. */
function named(attributes: readonly string[], name: string): boolean {
  for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === name) return true;
  return false;
}
