/**
 * Paging JSON a page keeps in a `<script type="application/json">`, read by
 * id: what an element's `source` names, and what an Ajax answer's elements
 * name in the answer.
 *
 * @module
 */
import { PagingInputError } from '../shared/input-error.js';
import { elementById } from './document.js';

/** The JSON of the `<script type="application/json">` with this id in `root`. */
export function readSource(id: string, root: Document | DocumentFragment = document): string {
  // The document's own getElementById: a named element on the page may shadow the document's.
  const script = root === document ? elementById(id) : root.getElementById(id);
  if (!script) throw new PagingInputError('source', `source: no element with id "${id}"`);
  if (script.localName !== 'script' || (script as HTMLScriptElement).type !== 'application/json') {
    throw new PagingInputError('source', `source: #${id} is not a <script type="application/json">`);
  }
  return script.textContent!;
}
