/**
 * The page-size and jump forms on the demo site: over HTTP, the GET URLs
 * the no-JavaScript forms submit give the rows asked for (the limit clamped
 * to 100); in Chromium with JavaScript disabled the core's forms submit;
 * and on the Ajax page <paginator-limit> and <paginator-jump> swap the
 * results region and update the other elements.
 */
import { expect } from 'chai';
import { useDemo } from './demo-harness.mjs';

const rowsOf = (html) => [...html.matchAll(/<tr><td>(\d+)<\/td>/g)].map((match) => Number(match[1]));

describe('demo site: page size and jump to page', function () {
  this.timeout(60_000);
  const demo = useDemo();

  const get = async (path) => (await fetch(`${demo.origin}${path}`)).text();

  describe('over HTTP', () => {
    it('gives the rows the page-size form asks for, clamped to 1..100', async () => {
      expect(rowsOf(await get('/articles/index?limit=50'))).to.have.length(50);
      expect(rowsOf(await get('/articles/index?limit=1000'))).to.have.length(100);
      expect(rowsOf(await get('/articles/index?limit=0'))).to.have.length(1);
      expect(rowsOf(await get('/articles/index?limit=abc'))).to.have.length(1);
      expect(rowsOf(await get('/articles/index?limit=50&page=3'))[0]).to.equal(101);
    });

    it('writes both forms as real GET forms that keep the other URL parts (the elements, rendered on the server)', async () => {
      const html = await get('/articles/index?limit=50&sort=title&direction=desc&page=2');
      expect(html).to.match(/<paginator-limit [^>]*><template shadowroot="open" shadowrootmode="open"><style>[^<]*<\/style>(<!--[^>]*-->)*<form part="form" method="get" action="\/articles\/index"><input type="hidden" name="sort" value="title">/);
      expect(html).to.contain('<input type="hidden" name="direction" value="desc"><label part="label">Items per page <select part="select" name="limit">');
      expect(html).to.contain('<option value="50" selected="">50</option>');
      expect(html).to.contain('<input type="hidden" name="limit" value="50"><input type="hidden" name="sort" value="title">'
        + '<input type="hidden" name="direction" value="desc"><label part="label">Page <input part="input" type="number" name="page" min="1" max="20" value="2" required="">');
    });

    it('puts the elements on the Ajax page, with the scripts that load them', async () => {
      const html = await get('/');
      expect(html).to.contain('<paginator-limit source="article-paging" update="results" indicator="spinner" push-url></paginator-limit>');
      expect(html).to.contain('<paginator-jump source="article-paging" update="results" indicator="spinner" push-url></paginator-jump>');
      expect(html).to.contain('<script type="module" src="/dist/paginator-limit.min.js"></script>');
      expect(html).to.contain('<script type="module" src="/dist/paginator-jump.min.js"></script>');
      const addOn = await fetch(`${demo.origin}/dist/paginator-limit.min.js`);
      expect(addOn.status).to.equal(200);
      // An add-on holds its own code only: what it shares comes from the bundle's first file.
      expect(await addOn.text()).to.match(/from"\.\/paginator-elements\.min\.js"/);
    });
  });

  describe('in Chromium without JavaScript', () => {
    let context;
    let page;
    beforeEach(async () => {
      context = await demo.browser.newContext({ javaScriptEnabled: false });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    it('submits the page-size form, then the jump form, keeping the sort', async () => {
      await page.goto(`${demo.origin}/articles/index?sort=title&direction=desc`);
      await page.locator('select[name="limit"]').selectOption('50');
      await Promise.all([page.waitForURL(/limit=50/), page.getByRole('button', { name: 'Show' }).click()]);
      expect(page.url()).to.equal(`${demo.origin}/articles/index?sort=title&direction=desc&limit=50`);
      expect(await page.locator('tbody tr').count()).to.equal(50);
      await page.getByRole('spinbutton', { name: 'Page' }).fill('7');
      await Promise.all([page.waitForURL(/page=7/), page.getByRole('button', { name: 'Go' }).click()]);
      expect(page.url()).to.equal(`${demo.origin}/articles/index?limit=50&sort=title&direction=desc&page=7`);
      expect(await page.locator('tbody tr').count()).to.equal(50);
      expect(await page.locator('paginator-counter [part=counter]').textContent()).to.contain('Page 7 of 20');
    });

    it('a page beyond the last one is the last page (the element checks the field when its script runs; without it, the server clamps)', async () => {
      await page.goto(`${demo.origin}/articles/index`);
      await page.getByRole('spinbutton', { name: 'Page' }).fill('99');
      await Promise.all([page.waitForURL(/page=99/), page.getByRole('button', { name: 'Go' }).click()]);
      expect(await page.locator('paginator-numbers.wide [aria-current=page]').textContent()).to.equal('50');
    });
  });

  describe('in Chromium on the Ajax page', () => {
    let page;
    const errors = [];
    beforeEach(async () => {
      page = await demo.browser.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
    });
    afterEach(async () => {
      await page.close();
      expect(errors.splice(0)).to.deep.equal([]);
    });

    const loaded = () => page.evaluate(() => new Promise((resolve) => document.addEventListener('paginator-load', () => resolve(true), { once: true })));
    const counterText = () => page.locator('paginator-counter').first().evaluate((el) => el.shadowRoot.textContent.trim());

    it('changes the page size and jumps by Ajax, updating the other elements and the URL', async () => {
      await page.goto(`${demo.origin}/`);
      await page.waitForFunction(() => customElements.get('paginator-limit') && customElements.get('paginator-jump'));
      const select = page.locator('paginator-limit select');
      await select.selectOption('50');
      let swap = loaded();
      await page.locator('paginator-limit button').click();
      await swap;
      expect(page.url()).to.equal(`${demo.origin}/?limit=50`);
      expect(await page.locator('#results tbody tr').count()).to.equal(50);
      expect(await counterText()).to.equal('Page 1 of 20: articles 1 to 50 of 1,000');
      await page.waitForFunction(() => document.querySelector('paginator-jump').shadowRoot.querySelector('input[name="page"]').max === '20');
      await page.locator('paginator-jump input[name="page"]').fill('3');
      swap = loaded();
      await page.locator('paginator-jump input[name="page"]').press('Enter');
      await swap;
      expect(page.url()).to.equal(`${demo.origin}/?limit=50&page=3`);
      expect(await page.locator('#results td').first().textContent()).to.equal('101');
      expect(await counterText()).to.equal('Page 3 of 20: articles 101 to 150 of 1,000');
      // The numbers' links keep the new size.
      expect(await page.locator('paginator-numbers a', { hasText: /^4$/ }).getAttribute('href')).to.equal('/?page=4&limit=50');
    });

    it('shares Ajax mode with the drop-in bundle’s copy: Back fetches once, whichever copy pushed the entry', async () => {
      await page.goto(`${demo.origin}/`);
      await page.waitForFunction(() => customElements.get('paginator-limit'));
      await page.locator('paginator-limit select').selectOption('50');
      let swap = loaded();
      await page.locator('paginator-limit button').click();
      await swap;
      swap = loaded();
      await page.locator('paginator-numbers a', { hasText: /^2$/ }).click();
      await swap;
      expect(page.url()).to.equal(`${demo.origin}/?page=2&limit=50`);
      const requests = [];
      page.on('request', (request) => {
        if (request.headers()['x-requested-with'] === 'XMLHttpRequest') requests.push(request.url());
      });
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('#results td')?.textContent === '1');
      await page.goBack();
      await page.waitForFunction(() => document.querySelectorAll('#results tbody tr').length === 20);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests).to.deep.equal([`${demo.origin}/?limit=50`, `${demo.origin}/`]);
    });

    it('refuses a page out of range next to the input, without a request', async () => {
      await page.goto(`${demo.origin}/`);
      await page.waitForFunction(() => customElements.get('paginator-jump'));
      let requests = 0;
      page.on('request', (request) => {
        if (request.headers()['x-requested-with'] === 'XMLHttpRequest') requests++;
      });
      await page.locator('paginator-jump input[name="page"]').fill('51');
      await page.locator('paginator-jump button').click();
      await page.waitForFunction(() => document.querySelector('paginator-jump').shadowRoot.querySelector('[part="error"]').textContent !== '');
      expect(await page.locator('paginator-jump [part="error"]').textContent()).to.equal('There is no page 51. Enter a page number from 1 to 50.');
      expect(await page.locator('paginator-jump input[name="page"]').getAttribute('aria-invalid')).to.equal('true');
      expect(requests).to.equal(0);
    });
  });
});
