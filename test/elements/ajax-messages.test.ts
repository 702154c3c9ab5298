/**
 * Messages a user can act on (docs/ajax.md, "Errors"): every failed
 * Ajax update logs exactly one console error naming the element, the
 * region, the URL and the cause, besides `paginator-error`; a request
 * replaced by a newer one logs nothing. Through the paginator elements and
 * through installAjaxLinks, against the test server's real answers
 * (test/server/endpoints.mjs).
 */
import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { ajaxUpdate, installAjaxLinks, type AjaxErrorDetail } from '../../src/ajax/ajax-update.js';
import '../../src/components/paginator-counter/paginator-counter.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, guardClicks, mount, pageLink, settled, unmountAll } from './support.js';

const record = (page: number) => ({
  page, pageCount: 5, count: 15, current: 3, prevPage: page > 1, nextPage: page < 5,
  defaults: { limit: 3 }, options: { page, limit: 3 },
});
const PAGING = JSON.stringify({ Article: record(1) });
const abs = (path: string): string => new URL(path, location.href).href;
/** Another origin on the same test server: the page's host named otherwise. */
const other = location.origin.replace('127.0.0.1', 'localhost');

guardClicks();

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  unmountAll();
});

/** A region with original content, a counter, and numbers updating `update` (attributes `extra`) on the Article model. */
async function elements(update = 'region', extra = '') {
  const root = mount(`<div id="region"><p id="original">Original content</p></div>
    <paginator-counter paging='${PAGING}'></paginator-counter>
    <paginator-numbers paging='${PAGING}' url='{"controller": "__test", "action": "page"}' update="${update}" ${extra}></paginator-numbers>`);
  await settled(root);
  const counter = root.querySelector('paginator-counter')!;
  return { region: root.querySelector<HTMLElement>('#region')!, numbers: root.querySelector('paginator-numbers')!, counterText: () => counter.shadowRoot!.textContent!.trim() };
}

/** Points the numbers' link to page 2 at `href` (as a server could have written it) and clicks it. */
function follow(numbers: Element, href: string): void {
  const link = pageLink(numbers, '2');
  link.setAttribute('href', href);
  link.click();
}

/** A region with original content and a server-rendered link to `href`, handled by installAjaxLinks. */
function serverLink(href: string, update = 'region') {
  const root = mount(`<div id="region"><p id="original">Original content</p></div><a id="go" data-update="${update}">go</a>`);
  root.querySelector('#go')!.setAttribute('href', href);
  cleanups.push(installAjaxLinks(root));
  return { region: root.querySelector<HTMLElement>('#region')!, link: root.querySelector<HTMLAnchorElement>('#go')! };
}

/** Runs `start`, waits for `paginator-error` (and a little more), and returns what was logged and fired meanwhile. */
async function failure(start: () => unknown) {
  const errors: Array<CustomEvent<AjaxErrorDetail>> = [];
  const listener = (event: Event): void => void errors.push(event as CustomEvent<AjaxErrorDetail>);
  document.addEventListener('paginator-error', listener);
  try {
    const logged = await consoleErrors(async () => {
      const failed = oneEvent(document, 'paginator-error');
      start();
      await failed;
      // Time for a second line or event, were there one.
      await aTimeout(50);
    });
    return { logged, errors };
  } finally {
    document.removeEventListener('paginator-error', listener);
  }
}

/**
 * The one line of the log format, checked exactly (a string cause) or, for
 * causes that quote the browser's own words, up to `failed: ` and then
 * against a pattern.
 */
function expectOneLine(logged: string[], tag: string, update: string, url: string, cause: string | RegExp): void {
  expect(logged, 'one console error').to.have.length(1);
  const prefix = `<${tag}> Ajax update of #${update} from ${url} failed: `;
  if (typeof cause === 'string') {
    expect(logged[0]).to.equal(prefix + cause);
    return;
  }
  expect(logged[0].startsWith(prefix), `${logged[0]} starts with ${prefix}`).to.equal(true);
  expect(logged[0].slice(prefix.length)).to.match(cause);
  expect(logged[0]).to.not.contain('\n');
}

describe('a failed update logs one console error naming the element, the URL and the cause', () => {
  it('no element with the update id', async () => {
    const { numbers } = await elements('nowhere');
    const { logged, errors } = await failure(() => follow(numbers, '/__test/page?n=2'));
    expectOneLine(logged, 'paginator-numbers', 'nowhere', abs('/__test/page?n=2'), 'There is no element with id "nowhere" to update.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['no element #nowhere']);
  });

  it('an HTTP status, with its reason phrase', async () => {
    const { region, numbers, counterText } = await elements();
    const { logged, errors } = await failure(() => follow(numbers, '/__test/status?code=500'));
    expectOneLine(logged, 'paginator-numbers', 'region', abs('/__test/status?code=500'), 'The server answered 500 Internal Server Error.');
    expect(errors.map((e) => e.detail)).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 500, error: 'HTTP 500', url: abs('/__test/status?code=500'), update: 'region' });
    expect(region.querySelector('#original')).to.not.equal(null);
    expect(counterText()).to.equal('1 of 5');
  });

  it('a network error', async () => {
    const { region, numbers } = await elements();
    const { logged, errors } = await failure(() => follow(numbers, '/__test/drop'));
    expectOneLine(logged, 'paginator-numbers', 'region', abs('/__test/drop'), /^The request failed: \S.*$/);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['network']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('the timeout', async () => {
    const { region, numbers } = await elements('region', 'timeout="50"');
    const { logged, errors } = await failure(() => follow(numbers, '/__test/slow?ms=800&n=2'));
    expectOneLine(logged, 'paginator-numbers', 'region', abs('/__test/slow?ms=800&n=2'), 'No answer within 50 ms.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['timeout']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('an answer that is not HTML', async () => {
    const { region, numbers } = await elements();
    const url = abs('/__test/typed?type=application/json');
    const { logged, errors } = await failure(() => follow(numbers, url));
    expectOneLine(logged, 'paginator-numbers', 'region', url, 'The answer is of type application/json; charset=utf-8, not text/html; it was not swapped in.');
    expect(errors.map((e) => e.detail)).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 200, error: 'not HTML' });
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a paging record the core refuses: the answer is swapped in, the elements keep their page', async () => {
    const { region, numbers, counterText } = await elements();
    const url = abs('/__test/page?n=2&header=refused');
    const { logged, errors } = await failure(() => follow(numbers, url));
    expectOneLine(logged, 'paginator-numbers', 'region', url, /^The answer's paging record cannot be read: X-Paging: .*field "page" must be at most pageCount \(5\)/);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['paging']);
    expect(region.querySelector('ul')!.dataset.page).to.equal('2');
    await settled(region.parentElement!);
    expect(counterText()).to.equal('1 of 5');
  });

  it('an unreadable paging record', async () => {
    const { numbers } = await elements();
    const { logged, errors } = await failure(() => follow(numbers, '/__test/badpaging'));
    expectOneLine(logged, 'paginator-numbers', 'region', abs('/__test/badpaging'), /^The answer's paging record cannot be read: .*data-paging/);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['paging']);
  });

  it('a URL on another origin, refused without fetching', async () => {
    const { region, numbers } = await elements();
    const url = `${other}/__test/page?n=2&cors=1`;
    const { logged, errors } = await failure(() => follow(numbers, url));
    expectOneLine(logged, 'paginator-numbers', 'region', url, `${other} is another origin than this page's; set crossOrigin to allow it.`);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['cross-origin URL refused']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a URL that is not http(s)', async () => {
    const { region, numbers } = await elements();
    const { logged, errors } = await failure(() => follow(numbers, 'ftp://127.0.0.1/list'));
    expectOneLine(logged, 'paginator-numbers', 'region', 'ftp://127.0.0.1/list', 'Only http and https URLs are fetched, not ftp: ones.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['non-http URL refused']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a URL that cannot be parsed is quoted, as the page wrote it', async () => {
    const { region, numbers } = await elements();
    const { logged, errors } = await failure(() => follow(numbers, 'http://['));
    expectOneLine(logged, 'paginator-numbers', 'region', '"http://["', '"http://[" is not a valid URL.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['invalid URL']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a URL history refuses (another origin, allowed for the fetch, cannot be pushed)', async () => {
    const [start, state] = [location.href, history.state as unknown];
    cleanups.push(() => history.replaceState(state, '', start));
    const { region, numbers } = await elements('region', 'cross-origin push-url');
    const url = `${other}/__test/page?n=2&cors=1`;
    const { logged, errors } = await failure(() => follow(numbers, url));
    expectOneLine(logged, 'paginator-numbers', 'region', url, /^The URL could not be pushed to history: \S/);
    expect(errors.map((e) => e.detail)).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 200, error: 'history' });
    expect(region.querySelector('ul')!.dataset.page, 'swapped before the push').to.equal('2');
    expect(location.href).to.equal(start);
  });
});

describe('installAjaxLinks: a failed update logs one console error naming the <a>', () => {
  it('an HTTP status', async () => {
    const { region, link } = serverLink('/__test/status?code=404');
    const { logged, errors } = await failure(() => link.click());
    expectOneLine(logged, 'a', 'region', abs('/__test/status?code=404'), 'The server answered 404 Not Found.');
    expect(errors.map((e) => e.detail)).to.have.length(1);
    expect(errors[0].detail).to.include({ status: 404, error: 'HTTP 404' });
    expect(errors[0].target === link, 'fired on the link').to.equal(true);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a network error', async () => {
    const { region, link } = serverLink('/__test/drop');
    const { logged, errors } = await failure(() => link.click());
    expectOneLine(logged, 'a', 'region', abs('/__test/drop'), /^The request failed: \S/);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['network']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('an answer that is not HTML', async () => {
    const { region, link } = serverLink('/__test/typed?type=text/plain');
    const { logged, errors } = await failure(() => link.click());
    expectOneLine(logged, 'a', 'region', abs('/__test/typed?type=text/plain'), 'The answer is of type text/plain; charset=utf-8, not text/html; it was not swapped in.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['not HTML']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('no element with the update id (the first of several)', async () => {
    const { region, link } = serverLink('/__test/page?n=2', 'nowhere region');
    const { logged, errors } = await failure(() => link.click());
    expectOneLine(logged, 'a', 'nowhere', abs('/__test/page?n=2'), 'There is no element with id "nowhere" to update.');
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['no element #nowhere']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });

  it('a URL on another origin', async () => {
    const url = `${other}/__test/page?n=2`;
    const { region, link } = serverLink(url);
    const { logged, errors } = await failure(() => link.click());
    expectOneLine(logged, 'a', 'region', url, `${other} is another origin than this page's; set crossOrigin to allow it.`);
    expect(errors.map((e) => e.detail.error)).to.deep.equal(['cross-origin URL refused']);
    expect(region.querySelector('#original')).to.not.equal(null);
  });
});

describe('a request replaced by a newer one is no failure', () => {
  /** Records console errors and paginator-error events while `fn` runs. */
  async function quiet(fn: () => Promise<unknown>) {
    const errors: Event[] = [];
    const listener = (event: Event): void => void errors.push(event);
    document.addEventListener('paginator-error', listener);
    try {
      return { logged: await consoleErrors(fn), errors };
    } finally {
      document.removeEventListener('paginator-error', listener);
    }
  }

  it('ajaxUpdate: the first ends aborted, logging and firing nothing', async () => {
    const region = mount('<div id="region"><p id="original">Original content</p></div>').firstElementChild!;
    let outcomes: string[] = [];
    const { logged, errors } = await quiet(async () => {
      const first = ajaxUpdate({ url: '/__test/slow?ms=400&n=2', update: 'region', source: region });
      const second = ajaxUpdate({ url: '/__test/page?n=3', update: 'region', source: region });
      outcomes = await Promise.all([first, second]);
    });
    expect(outcomes).to.deep.equal(['aborted', 'loaded']);
    expect([logged, errors.length]).to.deep.equal([[], 0]);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
  });

  it('a paginator element: the last click wins, and nothing is logged', async () => {
    const { region, numbers } = await elements();
    const { logged, errors } = await quiet(async () => {
      follow(numbers, '/__test/slow?ms=400&n=2');
      await waitUntil(() => region.hasAttribute('aria-busy'), 'the first request runs');
      const loaded = oneEvent(numbers, 'paginator-load');
      pageLink(numbers, '3').click();
      await loaded;
      // Past the slow answer's time: it would have landed or failed by now.
      await aTimeout(500);
    });
    expect([logged, errors.length]).to.deep.equal([[], 0]);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
  });

  it('installAjaxLinks: the last click wins, and nothing is logged', async () => {
    const { region, link } = serverLink('/__test/slow?ms=400&n=2');
    const { logged, errors } = await quiet(async () => {
      link.click();
      await waitUntil(() => region.hasAttribute('aria-busy'), 'the first request runs');
      link.setAttribute('href', '/__test/page?n=3');
      const loaded = oneEvent(link, 'paginator-load');
      link.click();
      await loaded;
      await aTimeout(500);
    });
    expect([logged, errors.length]).to.deep.equal([[], 0]);
    expect(region.querySelector('ul')!.dataset.page).to.equal('3');
  });
});
