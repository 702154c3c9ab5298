/**
 * The published `./core` export, as built into dist/, imports in plain
 * Node 20 with no DOM and renders pagination.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('paginator-elements/core in plain Node', () => {
  it('runs without any DOM global', () => {
    expect(globalThis.document).to.equal(undefined);
    expect(globalThis.window).to.equal(undefined);
    expect(globalThis.HTMLElement).to.equal(undefined);
  });

  it('imports through the package exports and renders numbers()', async () => {
    const { PaginatorHelper, memoryEnvironment } = await import('paginator-elements/core');
    const paginator = new PaginatorHelper({
      env: memoryEnvironment({ href: 'http://localhost/articles' }),
      params: { paging: { Article: { page: 2, pageCount: 3, count: 25, current: 10, prevPage: true, nextPage: true, defaults: { limit: 10 }, options: { limit: 10 } } } },
    });
    expect(paginator.numbers()).to.equal(
      '<span><a href="/articles?page=1">1</a></span> | <span class="current">2</span> | <span><a href="/articles?page=3">3</a></span>',
    );
    expect(paginator.counter('range')).to.equal('11 - 20 of 25');
  });

  it('pulls in neither Lit nor the elements', () => {
    const dist = new URL('../../dist/', import.meta.url).pathname;
    const files = ['core.js', ...['shared', 'pagination', 'framework', 'errors'].flatMap((folder) =>
      readdirSync(join(dist, folder), { recursive: true }).filter((name) => name.endsWith('.js')).map((name) => join(folder, name)))];
    for (const file of files) {
      const source = readFileSync(join(dist, file), 'utf8');
      expect(source, file).to.not.match(/from ['"](lit|@lit\/|(\.\.\/)+(components|ajax|dom)\/)/);
    }
  });
});
