/**
 * The paging side of Ajax mode: reading the records an answer carries, and
 * handing them to the paginator elements on the page.
 *
 * @module
 */
import { toRecords, type PagingConsumer, type PagingRecords } from './paging-source.js';

/**
 * Tag names {@link applyPaging} hands new records to, and whose `paging`
 * (or `source`) attributes in an answer carry its records. Code that
 * defines another element implementing {@link PagingConsumer} may add its
 * tag name here.
 */
export const PAGING_CONSUMERS: Set<string> = new Set(['paginator-numbers', 'paginator-counter', 'paginator-link']);

/** An answer's records, and what was wrong with them if they could not be read. */
export interface AnswerPaging {
  records: PagingRecords | null;
  problem: string | null;
}

function readRecords(input: string, field: string, model: string | null): AnswerPaging {
  try {
    const records = toRecords(input, field, model);
    return { records: records && Object.keys(records).length > 0 ? records : null, problem: null };
  } catch (error) {
    return { records: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

function consumerSelector(suffix: string): string {
  return Array.from(PAGING_CONSUMERS, (tag) => `${tag}${suffix}`).join(',');
}

/**
 * Paginator elements in the answer that name their records with `source`
 * would lose them when the answer's scripts are removed, so the JSON is
 * copied into their `paging` attribute (which elements read first) before.
 */
export function inlineSources(content: DocumentFragment): void {
  if (PAGING_CONSUMERS.size === 0) return;
  for (const element of Array.from(content.querySelectorAll(consumerSelector('[source]:not([paging])')))) {
    const script = content.getElementById(element.getAttribute('source') ?? '');
    if (script?.localName !== 'script' || (script as HTMLScriptElement).type !== 'application/json') continue;
    element.setAttribute('paging', script.textContent ?? '');
    element.removeAttribute('source');
  }
}

/**
 * The paging records an answer carries; the first source present wins: the
 * `X-Paging` header, a `<script type="application/json" data-paging>`, or
 * the `paging` attributes of paginator elements in it (merged).
 */
export function readAnswerPaging(response: Response, content: DocumentFragment, model: string | null): AnswerPaging {
  const header = response.headers.get('X-Paging');
  if (header !== null && header.trim() !== '') return readRecords(header, 'X-Paging', model);
  const script = content.querySelector('script[type="application/json"][data-paging]');
  if (script) return readRecords(script.textContent ?? '', 'data-paging', model);
  if (PAGING_CONSUMERS.size === 0) return { records: null, problem: null };
  let records: PagingRecords | null = null;
  let problem: string | null = null;
  for (const element of Array.from(content.querySelectorAll(consumerSelector('[paging]')))) {
    const found = readRecords(element.getAttribute('paging') ?? '', 'paging', element.getAttribute('model'));
    problem ??= found.problem && `<${element.localName}> ${found.problem}`;
    if (found.records) records = { ...(records ?? {}), ...found.records };
  }
  return { records, problem };
}

/** The connected paginator elements in `root` and in the open shadow roots reachable from it. */
function collectConsumers(root: Document | Element | ShadowRoot, found: PagingConsumer[]): PagingConsumer[] {
  if (root instanceof Element) {
    if (PAGING_CONSUMERS.has(root.localName)) found.push(root as PagingConsumer);
    if (root.shadowRoot) collectConsumers(root.shadowRoot, found);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (PAGING_CONSUMERS.has(element.localName)) found.push(element as PagingConsumer);
    if (element.shadowRoot) collectConsumers(element.shadowRoot, found);
  }
  return found;
}

/**
 * Hands new records to every connected paginator element (the tags in
 * {@link PAGING_CONSUMERS}, in `root` and in the open shadow roots
 * reachable from it) whose `boundModel` is one of the records' models:
 * `el.paging = { ...el.pagingRecords, [model]: record }`. Elements that are
 * not upgraded yet, or have no model yet, are left alone. One element
 * refusing the record does not stop the others.
 */
export function applyPaging(records: Record<string, unknown>, root: Document | Element = document): void {
  if (typeof records !== 'object' || records === null) return;
  for (const element of collectConsumers(root, [])) {
    const model: unknown = element.boundModel;
    if (typeof model !== 'string' || !element.isConnected || !Object.hasOwn(records, model)) continue;
    try {
      element.paging = { ...element.pagingRecords, [model]: records[model] };
    } catch (error) {
      console.error(`paginator-elements: <${element.localName}> refused the paging record of model "${model}"`, error);
    }
  }
}
