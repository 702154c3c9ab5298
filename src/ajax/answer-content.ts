/**
 * What of an Ajax answer goes into the region. A fragment goes in whole; a
 * whole page (a server that renders only full pages) gives the element
 * carrying the region's id, else its body, as Turbo Frames match frames by
 * id, so that the page's `<head>`, header and footer are never nested in
 * the region (docs/decisions.md, "A whole-document answer").
 *
 * @module
 */
import { parse, parseDocument } from '../dom/inert-parse.js';

/**
 * Text that is a whole document: after any whitespace and comments, a
 * doctype or an `<html>` start tag, in any case. Anything else is read as
 * a fragment (a leading `<head>` or `<body>` included: a fragment parser
 * drops those tags and keeps their content, which is what such an answer
 * meant).
 */
const WHOLE_DOCUMENT = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype|html[\s/>])/i;

/** The answer, split into what is swapped in and what is only read for its paging record. */
export interface AnswerParts {
  /** The nodes that replace the region's children (not yet sanitized). */
  content: DocumentFragment;
  /**
   * For a whole document, the rest of it (its `<html>` without the nodes
   * taken into `content`), where the paging record is looked for when
   * `content` carries none; null for a fragment.
   */
  rest: DocumentFragment | null;
}

// Called through the prototypes: a hostile page's named elements (`<img name="getElementById">`)
// shadow a document's own properties, and a form's controls shadow the form's. Taken on first use,
// never at import (a server imports this module and has no DOM), and kept.
let createDocumentFragment: Document['createDocumentFragment'];
let documentElementOf: () => Element | null;
let childNodesOf: () => NodeListOf<ChildNode>;
let append: DocumentFragment['append'];
let getElementById: DocumentFragment['getElementById'];
let querySelector: DocumentFragment['querySelector'];

/** Takes them, once. */
function takeOwn(): void {
  ({ createDocumentFragment } = Document.prototype);
  documentElementOf = Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement')!.get!;
  childNodesOf = Object.getOwnPropertyDescriptor(Node.prototype, 'childNodes')!.get!;
  ({ append, getElementById, querySelector } = DocumentFragment.prototype);
}

/** Whether `text` is read as a whole document (see {@link WHOLE_DOCUMENT}). */
export function isWholeDocument(text: string): boolean {
  return WHOLE_DOCUMENT.test(text);
}

/**
 * Parses an answer inertly (nothing in it loads or runs) and picks what
 * fills the region with id `id`: a fragment whole; of a whole document,
 * the children of its element with that id, else the children of its
 * `<body>`.
 */
export function answerParts(text: string, id: string): AnswerParts {
  if (!isWholeDocument(text)) return { content: parse(text), rest: null };
  if (!append) takeOwn();
  const page = parseDocument(text);
  // In a fragment of its own, the page is searched without going through its document.
  const rest: DocumentFragment = createDocumentFragment.call(page);
  const root: Element | null = documentElementOf.call(page) as Element | null;
  if (root) append.call(rest, root);
  const part: Element | null = getElementById.call(rest, id) ?? querySelector.call(rest, 'html > body');
  const content: DocumentFragment = createDocumentFragment.call(page);
  if (part) append.apply(content, [...(childNodesOf.call(part) as NodeListOf<ChildNode>)]);
  return { content, rest };
}
