/**
 * The console line of an Ajax failure, in one place for Ajax mode and for
 * installAjaxLinks (which must not load Ajax mode to report that it could
 * not load it). Its format is documented in docs/ajax.md ("Errors")
 * and kept stable, so that people can search for it and tests can read it.
 *
 * @module
 */

/**
 * Logs one `console.error` line for a failed Ajax update:
 *
 * `<paginator-numbers> Ajax update of #results from http://example.com/?page=3 failed: The server answered 500 Internal Server Error.`
 *
 * @param source - The element that started the update (a paginator element, or the `<a>` of installAjaxLinks).
 * @param update - The region's id ('' when none was named).
 * @param url - The absolute URL, or the given one quoted when it could not be parsed.
 * @param message - The `message` of the `paginator-error` detail: a sentence.
 */
export function logAjaxFailure(source: Element, update: string, url: string, message: string): void {
  console.error(`<${source.localName}> Ajax update of ${update ? `#${update}` : 'no region'} from ${url} failed: ${message}`);
}
