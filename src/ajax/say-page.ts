/**
 * One voice per page (DESIGN §7): after a swap, one element bound to the
 * records the answer brought says the page it now shows in the page's
 * live region, once for the change, whichever way the change came (a
 * pager's link, a server-rendered `a[data-update]` such as a sort link,
 * Back or Forward).
 *
 * @module
 */
import { consumersOf, SAYS_PAGE } from './bound-consumers.js';

/** A paging consumer that can say the page it shows (every copy's paginator elements). */
type Speaker = Element & { [SAYS_PAGE]?: () => void };

/**
 * Has one connected element bound to `records` say the page it shows, in
 * its language: the one that started the request (`source`) when it is
 * bound to them, else the first; of the request's `model` when the records
 * carry it, else of the first of their models that an element shows.
 * Nothing is said when no element shows them.
 */
export function sayPageShown(records: Record<string, unknown>, model: string | null, source: Element): void {
  const models = model !== null && Object.hasOwn(records, model) ? [model] : Object.keys(records);
  for (const name of models) {
    const speakers = (consumersOf(name) as Speaker[]).filter((el) => el.isConnected && typeof el[SAYS_PAGE] === 'function');
    const speaker = speakers.includes(source) ? source as Speaker : speakers[0];
    if (speaker) return speaker[SAYS_PAGE]!();
  }
}
