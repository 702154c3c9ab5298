/**
 * A cursor whose value does not fit its column is refused on both engines,
 * as any cursor that does not decode: an InvalidCursorError (the 404 page).
 * SQLite compares across types (every integer sorts before every text), so
 * before the model told keyset pagination the columns' types, text for an
 * integer key read page 1's rows under the cursor's page number.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { paginate } from '../../src/framework/paginate.js';
import { encodeCursor, InvalidCursorError } from '../../src/pagination/cursor.js';
import { SqlModel } from '../../src/sql.js';
import type { PhpArray } from '../../src/shared/php.js';
import { createArticles, ENGINES, rejection, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1, title: `Title ${String(i + 1).padStart(2, '0')}`, author: `a${i % 3}`, created: '2024-01-01', views: (i * 7) % 25,
}));

for (const engine of ENGINES) {
  describe(`cursor values against their columns on ${engine.name}`, function () {
    this.timeout(60_000);
    let model: SqlModel;
    const byId = { keyset: 'id', limit: 20, order: { 'Article.id': 'desc' } };
    const byViews = { keyset: 'id', limit: 20, order: { 'Article.views': 'asc', 'Article.id': 'asc' } };
    const byTitle = { keyset: 'id', limit: 20, order: { 'Article.title': 'asc', 'Article.id': 'asc' } };
    const cursor = (key: string, value: string | number) => encodeCursor({ key, value, direction: 'next', page: 2 });
    const position = (sort: unknown, key: unknown) => cursor('views,id', JSON.stringify([sort, key]));

    before(async () => {
      const database = await engine.open();
      await createArticles(database, ROWS);
      model = await SqlModel.open({ database, name: 'Article' });
    });

    const refused = async (settings: PhpArray, token: string, column: string) => {
      const error = await rejection(paginate({ model, settings, passedArgs: { cursor: token } }));
      expect(error, token).to.be.instanceOf(InvalidCursorError);
      expect((error as Error).message).to.include(`does not fit the column Article.${column}`);
    };

    it('refuses text for an integer key, injection-shaped, numeric or not', async () => {
      for (const value of ['1 OR 1=1', 'abc', '41; --', '', '4.5', 1.5, '99999999999999999999999', '41', ' 41', '+41', '-0']) {
        await refused(byId, cursor('id', value), 'id');
      }
    });

    it('reads a cursor whose integer key is a number, as paginate() writes it', async () => {
      const { results, paging } = await paginate({ model, settings: byId, passedArgs: { cursor: cursor('id', 41) } });
      expect(results.map((row) => row.Article.id)).to.deep.equal(Array.from({ length: 20 }, (_, i) => 40 - i));
      expect(paging.page).to.equal(2);
    });

    it('refuses a position whose sort value or key does not fit its column', async () => {
      await refused(byViews, position('abc', 5), 'views');
      await refused(byViews, position('3 OR 1=1', 5), 'views');
      await refused(byViews, position(3, 'x'), 'id');
      await refused(byViews, position(null, '1 OR 1=1'), 'id');
      const titled = (sort: unknown, key: unknown) => cursor('title,id', JSON.stringify([sort, key]));
      await refused(byTitle, titled('Title 20', 'twenty'), 'id');
    });

    it('reads a position that fits', async () => {
      const { results } = await paginate({ model, settings: byViews, passedArgs: { cursor: position(3, 5) } });
      const expected = [...ROWS].sort((a, b) => a.views! - b.views! || a.id - b.id).filter((row) => row.views! > 3 || (row.views === 3 && row.id > 5));
      expect(results.map((row) => row.Article.id)).to.deep.equal(expected.slice(0, 20).map((row) => row.id));
      const titled = encodeCursor({ key: 'title,id', value: JSON.stringify(['Title 20', 20]), direction: 'next', page: 2 });
      const page = await paginate({ model, settings: byTitle, passedArgs: { cursor: titled } });
      expect(page.results[0].Article.id).to.equal(21);
    });
  });
}
