/**
 * A page that requires Trusted Types but does not allow the library's
 * policy: the elements say what to add to the page's policy, in our words.
 */
import { expect } from '@open-wc/testing';
import '../../src/elements/paginator-numbers.js';
import { consoleErrors, mount, settled, unmountAll } from './support.js';

const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = "require-trusted-types-for 'script'; trusted-types another-policy";
document.head.append(meta);

afterEach(unmountAll);

describe('a page that requires Trusted Types and does not allow paginator-elements', () => {
  it('renders nothing, logs once and fires paginator-error naming the policy to allow', async () => {
    const root = mount();
    const events: Array<CustomEvent<{ message: string }>> = [];
    root.addEventListener('paginator-error', (event) => events.push(event as CustomEvent<{ message: string }>));
    const numbers = document.createElement('paginator-numbers');
    numbers.setAttribute('light', '');
    numbers.setAttribute('paging', '{"page": 2, "pageCount": 5}');
    const logged = await consoleErrors(async () => {
      root.append(numbers);
      await settled(root);
    });
    const says = 'this page requires Trusted Types: allow the policy "paginator-elements" in its trusted-types directive';
    expect(logged).to.deep.equal([`<paginator-numbers>: ${says}`]);
    expect(events.map((event) => event.detail.message)).to.deep.equal([says]);
    expect(numbers.children).to.have.length(0);
  });
});
