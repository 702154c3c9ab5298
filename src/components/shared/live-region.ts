/**
 * The page's one polite live region, where the paginator elements say
 * what changed ("Page 7 of 20"): a visually hidden `role="status"` at the
 * end of the body, made the first time something is said and shared by
 * every element (and every copy of the library) on the page, so a screen
 * reader hears one announcement per change, never one per pager.
 *
 * @module
 */
import { createHtmlElement, documentElements } from '../../dom/document.js';

/** Marks the region, so that a second copy of the library finds it. */
const MARK = 'data-paginator-status';

/**
 * Says `text` in the live region, making it first when the page has none.
 * The text is a new node each time, so the same words said twice (back to
 * page 7 of 20) are heard twice.
 */
export function announce(text: string): void {
  let region = documentElements(`[${MARK}]`)[0] as HTMLElement | undefined;
  if (!region) {
    region = createHtmlElement('div');
    region.setAttribute(MARK, '');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    // Through the CSSOM, which a strict Content-Security-Policy allows (a style attribute it may refuse).
    region.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
    (Object.getOwnPropertyDescriptor(Document.prototype, 'body')!.get!.call(document) as HTMLElement).append(region);
  }
  region.replaceChildren(new Text(text));
}
