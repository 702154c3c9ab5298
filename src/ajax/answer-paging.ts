/**
 * The paging side of Ajax mode: reading the records an answer carries, and
 * handing them to the paginator elements on the page.
 *
 * @module
 */
import { readCounts } from '../pagination/record.js';
import { documentElements } from '../dom/document.js';
import { consumersOf, filesItself } from './bound-consumers.js';
import { PagingInputError } from '../shared/input-error.js';
import { readSource } from '../dom/json-script.js';
import { toRecords, type PagingRecords } from '../pagination/paging-json.js';
import type { PagingConsumer } from './paging-consumer.js';

/**
 * Tag names {@link applyPaging} hands new records to, and whose `paging`
 * (or `source`) attributes in an answer carry its records. Code that
 * defines another element implementing {@link PagingConsumer} may add its
 * tag name here.
 */
export const PAGING_CONSUMERS: Set<string> = new Set([
  'paginator-numbers', 'paginator-counter', 'paginator-link',
  // The form elements: a new page size changes the page count they show.
  'paginator-limit', 'paginator-jump',
]);

/** The message of whatever was thrown. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The paging records an answer carries (null for none), and what was wrong
 * with them if they could not be read (null when nothing was). The first
 * source present wins: the `X-Paging` header, a
 * `<script type="application/json" data-paging>`, or the `paging`
 * attributes of paginator elements in it (merged).
 *
 * Paginator elements in the answer that name their records with `source`
 * would lose them when the answer's scripts are removed, so the JSON is
 * copied into their `paging` attribute (which elements read first) on the
 * way, whichever source wins.
 *
 * `rest` is the rest of a whole-document answer (answer-content.ts): when
 * neither the header nor `content` carries a record, it is looked for
 * there the same way, since a full page usually keeps its paging script
 * or elements outside the region it is taken from.
 */
export function readAnswerPaging(
  header: string | null,
  content: DocumentFragment,
  model: string | null,
  rest: DocumentFragment | null = null,
): [records: PagingRecords | null, problem: string | null] {
  const [records, problem, present] = readIn(header, content, model);
  return present || !rest ? [records, problem] : readIn(null, rest, model).slice(0, 2) as [PagingRecords | null, string | null];
}

/** {@link readAnswerPaging} in one part of an answer, and whether that part carried a record at all (readable or not). */
function readIn(
  header: string | null,
  content: DocumentFragment,
  model: string | null,
): [records: PagingRecords | null, problem: string | null, present: boolean] {
  let problem: string | null = null;
  /**
   * The records in `input` (null for none, unreadable, or one the core
   * refuses: the elements would go blank on it); the first problem met is
   * kept, named by where it was.
   */
  const read = (input: string | null, field: string, model: string | null, where = ''): PagingRecords | null => {
    try {
      const records = toRecords(input, field, model);
      for (const name in records) readCounts(records[name], name);
      return records && Object.keys(records).length ? records : null;
    } catch (error) {
      // The input's own errors name the field; the core's name the model and the record field.
      problem ??= where + (error instanceof PagingInputError ? '' : `${field}: `) + reason(error);
      return null;
    }
  };
  let records: PagingRecords | null = null;
  const script = content.querySelector('script[type="application/json"][data-paging]');
  if (header?.trim()) records = read(header, 'X-Paging', model);
  else if (script) records = read(script.textContent, 'data-paging', model);
  const fromElements = !header?.trim() && !script;
  let present = !fromElements;
  // An empty selector would throw; `:not(*)` matches nothing.
  for (const element of content.querySelectorAll([...PAGING_CONSUMERS].join() || ':not(*)')) {
    if (element.matches('[source]:not([paging])')) {
      try {
        element.setAttribute('paging', readSource(element.getAttribute('source')!, content));
        element.removeAttribute('source');
      } catch {
        // No such `<script type="application/json">` in the answer: the element keeps its `source`.
      }
    }
    if (!fromElements || !element.hasAttribute('paging')) continue;
    present = true;
    const found = read(element.getAttribute('paging'), 'paging', element.getAttribute('model'), `<${element.localName}> `);
    if (found) records = { ...records!, ...found };
  }
  return [records, problem, present];
}

/**
 * Hands new records to every connected paginator element (the tags in
 * {@link PAGING_CONSUMERS}, in `root` and in the open shadow roots
 * reachable from it) whose `boundModel` is one of the records' models:
 * `el.paging = { ...el.pagingRecords, [model]: record }`. Elements that are
 * not upgraded yet, or have no model yet, are left alone. One element
 * refusing the record does not stop the others.
 *
 * The library's elements are found in the page's index of bound elements
 * (bound-consumers.ts), so the work done is that of the elements updated,
 * however many others the page has. Other tags added to
 * {@link PAGING_CONSUMERS} are looked for in the page.
 */
export function applyPaging(records: Record<string, unknown>, root: Document | Element = document): void {
  if (typeof records !== 'object' || records === null) return;
  for (const model of Object.keys(records)) {
    for (const element of consumersOf(model)) {
      if (PAGING_CONSUMERS.has(element.localName) && element.boundModel === model && within(element, root)) hand(element, model, records);
    }
  }
  const looked = [...PAGING_CONSUMERS].filter((tag) => !filesItself(tag));
  if (looked.length) walk(records, root, new Set(looked));
}

/** Gives `element` the record of `model` in `records`; a refusal is logged, and the others go on. */
function hand(element: PagingConsumer, model: string, records: Record<string, unknown>): void {
  try {
    element.paging = { ...element.pagingRecords, [model]: records[model] };
  } catch (error) {
    console.error(`paginator-elements: <${element.localName}> refused the paging record of model "${model}"`, error);
  }
}

/** Whether `element` is `root` or under it, crossing open shadow roots only (as a walk from `root` reaches). */
function within(element: Node, root: Document | Element): boolean {
  if (root === document) return element.isConnected && !inClosedShadow(element);
  for (let node: Node | null = element; node; ) {
    if (node === root) return true;
    const parent: Node | null = node.parentNode;
    if (parent instanceof ShadowRoot) {
      if (parent.mode !== 'open') return false;
      node = parent.host;
    } else node = parent;
  }
  return false;
}

/** Whether `node` is in a closed shadow root, at any depth. */
function inClosedShadow(node: Node): boolean {
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    if (root.mode !== 'open') return true;
  }
  return false;
}

/**
 * {@link applyPaging} for the elements of `tags` (tags whose elements do not
 * file themselves): every element of `root` and of the open shadow roots
 * reachable from it, in document order.
 */
function walk(records: Record<string, unknown>, root: Document | Element, tags: ReadonlySet<string>): void {
  // The document's own querySelectorAll: an answer's named element may shadow the document's.
  for (const element of [root, ...(root === document ? documentElements('*') : root.querySelectorAll('*'))] as PagingConsumer[]) {
    // A document or shadow root has no localName, and is never a consumer.
    const model: unknown = tags.has(element.localName) && element.boundModel;
    if (typeof model === 'string' && element.isConnected && Object.hasOwn(records, model)) hand(element, model, records);
    // A shadow root is walked as a root too (it has querySelectorAll, and no localName of its own).
    if (element.shadowRoot) walk(records, element.shadowRoot as unknown as Element, tags);
  }
}
