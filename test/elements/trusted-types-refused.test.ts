/**
 * A page that requires Trusted Types but does not allow the library's
 * policy: the paginator elements render all the same (they build their
 * nodes from the core's page items, never from markup), so do the built-in
 * error pages (built from their nodes), and what needs to parse markup — an
 * application's own error view — says which policy to allow, in our words.
 */
import { expect } from '@open-wc/testing';
import '../../src/components/framework-error/framework-error.js';
import { App } from '../../src/framework/app.js';
import { h } from '../../src/shared/php.js';
import '../../src/components/paginator-numbers/paginator-numbers.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = "require-trusted-types-for 'script'; trusted-types another-policy";
document.head.append(meta);

afterEach(unmountAll);

describe('a page that requires Trusted Types and does not allow paginator-elements', () => {
  it('the paginator elements render, in shadow and light DOM, with no policy at all', async () => {
    const root = mount();
    const logged = await consoleErrors(async () => {
      for (const light of [false, true]) {
        const numbers = document.createElement('paginator-numbers');
        if (light) numbers.setAttribute('light', '');
        numbers.setAttribute('paging', '{"page": 2, "pageCount": 5}');
        root.append(numbers);
      }
      await settled(root);
    });
    expect(logged).to.deep.equal([]);
    const [shadow, light] = root.querySelectorAll('paginator-numbers');
    expect(shadow.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('2');
    expect(light.querySelector('span.current')!.textContent).to.equal('2');
  });

  it('a built-in error page renders, with no policy at all: it is built from the page\'s nodes, never from markup', async () => {
    const root = mount();
    const page = document.createElement('framework-error');
    page.setAttribute('method', 'missingModel');
    page.setAttribute('params', '{"className": "Post"}');
    page.setAttribute('debug', '2');
    const logged = await consoleErrors(async () => {
      root.append(page);
      await settled(root);
    });
    expect(logged).to.deep.equal([]);
    expect(page.shadowRoot!.querySelector('h2')!.textContent).to.equal('Missing Model');
    expect(page.shadowRoot!.textContent).to.contain('Post could not be found.');
  });

  it('an application\'s own error view (markup) renders nothing, logs once and fires paginator-error naming the policy to allow', async () => {
    const root = mount();
    const events: Array<CustomEvent<{ message: string }>> = [];
    root.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<{ message: string }>));
    const page = document.createElement('framework-error');
    page.app = new App({ debug: 2 }).registerView('errors/missing_model', (vars) => `<h2>No model</h2><p>${h(vars.className)}</p>`);
    page.setAttribute('method', 'missingModel');
    page.setAttribute('params', '{"className": "Post"}');
    const logged = await consoleErrors(async () => {
      root.append(page);
      await settled(root);
    });
    const says = 'this page requires Trusted Types: allow the policy "paginator-elements" in its trusted-types directive';
    expect(logged).to.have.length(1);
    expect(logged[0]).to.contain(says);
    expect(events.map((event) => event.detail.message)).to.have.length(1);
    expect(events[0].detail.message).to.contain(says);
    expect(page.shadowRoot!.querySelector('h2')).to.equal(null);
  });
});
