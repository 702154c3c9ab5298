/**
 * The page's one polite live region, where the paginator elements say
 * what changed ("Page 7 of 20"): a visually hidden `role="status"` at the
 * end of the body, made the first time something is said and shared by
 * every element (and every copy of the library) on the page, so a screen
 * reader hears one announcement per change, never one per pager. The
 * elements load this module with import() when a page change is to be
 * said, so a page where nothing changes by script never downloads it.
 *
 * @module
 */
import { createHtmlElement, documentElements } from '../../dom/document.js';
import { about } from '../../pagination/counter.js';
import { modelRecord, requireCounts, type Paging } from '../../pagination/paging.js';
import { __, formatNumber } from '../../shared/i18n.js';
import { modelsShown } from '../../ajax/bound-consumers.js';
import { regionName } from '../paginator-numbers/landmark-name.js';

/**
 * Says the page `model`'s record is on: "Page 7 of 20" ("of about 20" for
 * an estimated count), or "Page 7" for a record without a total, in the
 * words and digits of the presentation it runs in (an element's language,
 * PaginatorElement.speaking()). On a page whose elements show more than one
 * model, it says which list changed first, by the name of the region
 * `update` names (landmark-name.ts): "Comments: Page 3 of 60".
 */
export function announcePage(paging: Paging, model: string, update: string | null): void {
  const { page, pageCount, countEstimated } = requireCounts(modelRecord(paging, model), ['page'], 'announcePage');
  const words = (pageCount ? __('Page %page% of %pages%').replace('%pages%', () => about(pageCount, countEstimated)) : __('Page %page%'))
    .replace('%page%', formatNumber(page!));
  // A page of several lists says which one changed: the region's name ("Comments: Page 3 of 60").
  const list = update && modelsShown() > 1 ? regionName(update) : '';
  announce(list ? __('%list%: %text%').replace('%list%', list).replace('%text%', () => words) : words);
}

/** Marks the region, so that a second copy of the library finds it. */
const MARK = 'data-paginator-status';

/** The region said in last. */
let found: HTMLElement | undefined;

/**
 * Says `text` in the live region, making it first when the page has none.
 * The text is a new node each time, so the same words said twice (back to
 * page 7 of 20) are heard twice.
 */
function announce(text: string): void {
  // The region found last, while it is still the page's: a search of the page at every swap would
  // make a swap's cost grow with the page.
  let region = found?.isConnected && found.hasAttribute(MARK) ? found : documentElements(`[${MARK}]`)[0] as HTMLElement | undefined;
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
  found = region;
  region.replaceChildren(new Text(text));
}
