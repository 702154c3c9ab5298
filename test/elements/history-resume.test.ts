/**
 * A page loaded on a history entry that Ajax mode pushed (a reload, or a
 * return from another site): Back and Forward to it are taken from the
 * first paginator element on, though the page has not used Ajax mode yet.
 * The element modules read history when an element connects, not when they
 * are imported (a server imports them and has no history: issue 34).
 */
import { expect } from '@open-wc/testing';
import type { AjaxRequestDetail } from '../../src/ajax/ajax-update.js';

describe('a page loaded on an Ajax history entry', () => {
  const start = location.href;
  const startState: unknown = history.state;
  after(() => history.replaceState(startState, '', start));

  it('takes Back to that entry once an element has connected', async () => {
    const entryUrl = new URL('/__test/page?n=5', location.href).href;
    // As a reload finds it: the entry Ajax mode pushed is the current one before any module runs.
    history.replaceState({ paginatorElements: { url: entryUrl, update: 'resume-region', indicator: null, model: 'Article' } }, '', start);
    await import('../../src/components/paginator-counter/paginator-counter.js');
    const region = document.createElement('div');
    region.id = 'resume-region';
    const counter = document.createElement('paginator-counter');
    counter.setAttribute('paging', JSON.stringify({ page: 1, pageCount: 3, count: 30, current: 10, prevPage: false, nextPage: true, options: { limit: 10 } }));
    document.body.append(region, counter);

    // Someone else's entry on top, then Back to ours: Ajax mode asks for its URL again (canceled here).
    history.pushState({ someRouter: true }, '', '#elsewhere');
    const requested = new Promise<AjaxRequestDetail>((resolve) => {
      document.addEventListener('paginator-request', (event) => {
        event.preventDefault();
        resolve((event as CustomEvent<AjaxRequestDetail>).detail);
      }, { once: true });
    });
    history.back();
    const detail = await requested;
    expect(detail).to.include({ url: entryUrl, update: 'resume-region', model: 'Article', kind: 'history' });
    region.remove();
    counter.remove();
  });
});
