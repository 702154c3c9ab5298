/**
 * Compile once per shape (issue 28): a SqlModel builds and compiles a query
 * with Kysely once per shape, and later queries of that shape bind their own
 * values to the same SQL. On both engines: the values are never part of the
 * shape, each query gets its own values, a query of another shape (NULL for a
 * value, a longer list, another operator, order, field list, limit or offset)
 * is never served a kept SQL, the cache never holds more than its bound, and
 * `statementCache: 0` keeps nothing. Every query is checked against a model on
 * a database that keeps nothing: the same SQL, the same bound values, the same
 * rows.
 */
import '../../src/core.js';
import { expect } from 'chai';
import { paginate } from '../../src/framework/paginate.js';
import type { FindQuery } from '../../src/framework/model.js';
import type { PhpArray } from '../../src/shared/php.js';
import { SqlModel, type LoggedQuery, type SqlDatabase } from '../../src/sql.js';
import { createArticles, ENGINES, type ArticleRow } from './support.js';

const ROWS: ArticleRow[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  title: i % 7 === 0 ? null : `Title ${String(i + 1).padStart(2, '0')}`,
  author: ['ada', 'bob', 'Cy'][i % 3],
  created: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  views: i % 5 === 0 ? null : (i * 7) % 50,
}));

/** Queries of many shapes; `n` changes every value and none of the shapes. */
function queries(n: number): Array<['count' | 'all', FindQuery]> {
  return [
    ['count', {}],
    ['count', { conditions: { 'Article.views >': 10 + n } }],
    ['count', { conditions: { 'Article.views': null } }],
    ['count', { conditions: { 'Article.views !=': null } }],
    ['count', { conditions: { 'Article.views': 14 + n * 7 } }],
    ['count', { conditions: { 'Article.id': [1 + n] } }],
    ['count', { conditions: { 'Article.id': [1 + n, 2 + n] } }],
    ['count', { conditions: { 'Article.id': [1 + n, 2 + n, 3 + n] } }],
    ['count', { conditions: { 'Article.id': [1 + n, null] } }],
    ['count', { conditions: { 'Article.id': [] } }],
    ['count', { conditions: { 'Article.id NOT IN': [4 + n, 5 + n] } }],
    ['count', { conditions: { 'Article.title LIKE': `%${n}%` } }],
    ['count', { conditions: { 'Article.title NOT LIKE': `%${n}%` } }],
    ['count', { conditions: { 'Article.views BETWEEN': [n, 20 + n] } }],
    ['count', { conditions: { OR: [{ 'Article.views <': 5 + n }, { 'Article.title': null }] } }],
    ['count', { conditions: { OR: { 'Article.views <': 5 + n, 'Article.id >': 50 - n } } }],
    ['count', { conditions: { AND: [{ 'Article.views <': 5 + n }, { 'Article.title': null }] } }],
    ['count', { conditions: { NOT: { 'Article.author': n % 2 === 0 ? 'ada' : 'bob' } } }],
    ['count', { conditions: { XOR: [{ 'Article.views <': 20 + n }, { 'Article.id <': 30 + n }] } }],
    ['count', { conditions: [{ 'Article.views >=': n }, 'id > 3'] }],
    ['count', { conditions: { 'Article.id >': 3, 'Article.views <=': 30 + n } }],
    ['count', { conditions: { 'Article.views <=': 30 + n, 'Article.id >': 3 } }],
    ['all', { limit: 5 + n }],
    ['all', { limit: 5, page: 2 + n }],
    ['all', { offset: 10 + n }],
    ['all', { offset: 0, limit: 3 }],
    ['all', { order: { 'Article.views': 'desc', 'Article.id': 'asc' }, limit: 4, page: 1 + n }],
    ['all', { order: { 'Article.views': 'asc', 'Article.id': 'asc' }, limit: 4, page: 1 + n }],
    ['all', { order: 'Article.title DESC, Article.id', limit: 6 }],
    ['all', { fields: ['id', 'title'], order: { 'Article.id': 'desc' }, limit: 3 + n }],
    ['all', { fields: ['title', 'id'], order: { 'Article.id': 'desc' }, limit: 3 + n }],
    ['all', { conditions: { 'Article.id <': 40 - n }, order: { 'Article.id': 'desc' }, limit: 5 }],
    ['all', { conditions: { 'Article.id <': 40 - n, 'Article.views >': n }, order: { 'Article.id': 'desc' }, limit: 5 }],
  ];
}

for (const engine of ENGINES) {
  describe(`compiled SQL kept per shape on ${engine.name}`, function () {
    this.timeout(60_000);

    /** A model over the rows, on a database whose log is `log`. */
    const open = async (log: LoggedQuery[], statementCache?: number): Promise<{ database: SqlDatabase; model: SqlModel }> => {
      const database = await engine.open((query) => log.push(query), { connections: 1, ...(statementCache === undefined ? {} : { statementCache }) });
      await createArticles(database, ROWS);
      const model = await SqlModel.open({ database, name: 'Article' });
      log.length = 0;
      return { database, model };
    };

    it('compiles a shape once, and each query binds its own values to it', async () => {
      const log: LoggedQuery[] = [];
      const { database, model } = await open(log);
      const ids = async (below: number) => (await model.find('all', { conditions: { 'Article.id <': below }, order: { 'Article.id': 'desc' }, limit: 3 }))
        .map((row) => (row.Article as PhpArray).id);
      expect(await ids(10)).to.deep.equal([9, 8, 7]);
      expect(await ids(50)).to.deep.equal([49, 48, 47]);
      for (let below = 4; below < 40; below++) expect(await ids(below)).to.deep.equal([below - 1, below - 2, below - 3]);
      // One shape: one compile, one entry, whatever the values; every statement the same text with its own values.
      expect(model.compiledQueries()).to.deep.equal({ limit: 100, size: 1, compiled: 1 });
      expect(new Set(log.map((query) => query.sql)).size).to.equal(1);
      expect(log.slice(0, 2).map((query) => query.parameters)).to.deep.equal([[10, 3], [50, 3]]);
      // paginate() pages: a count and two texts of rows (page 1 has no offset), each compiled once.
      const settings = { limit: 10, order: { 'Article.id': 'asc' } };
      for (let page = 1; page <= 6; page++) {
        const { results } = await paginate({ model, settings, passedArgs: { page } });
        expect(results.map((row) => (row.Article as PhpArray).id)).to.deep.equal(Array.from({ length: 10 }, (_, i) => (page - 1) * 10 + i + 1));
      }
      expect(model.compiledQueries()).to.deep.equal({ limit: 100, size: 4, compiled: 4 });
      await database.close();
    });

    it('serves every query the SQL, values and rows of a model that keeps nothing, whatever the order of the shapes', async () => {
      const log: LoggedQuery[] = [];
      const plainLog: LoggedQuery[] = [];
      const { database, model } = await open(log);
      const plain = await open(plainLog, 0);
      let compiledInRound0 = 0;
      for (let n = 0; n < 4; n++) {
        // Each round other values, and the shapes in another order (reversed, rotated), so a kept SQL meets every other shape.
        const round = queries(n);
        const ordered = n % 2 === 1 ? round.reverse() : [...round.slice(n * 5), ...round.slice(0, n * 5)];
        for (const [type, query] of ordered) {
          const what = `${type} ${JSON.stringify(query)} (round ${n})`;
          log.length = 0;
          plainLog.length = 0;
          const got = await model.find(type, query);
          const expected = await plain.model.find(type, query);
          expect(got, what).to.deep.equal(expected);
          expect(log, what).to.deep.equal(plainLog);
        }
        if (n === 0) compiledInRound0 = model.compiledQueries().compiled;
      }
      // Every shape compiled once, in the first round; the other rounds bound other values to the same shapes, and compiled
      // only the two that gained an offset (the two ordered queries went from page 1 to later pages).
      expect(compiledInRound0).to.be.within(20, queries(0).length);
      expect(model.compiledQueries().compiled).to.equal(compiledInRound0 + 2);
      expect(plain.model.compiledQueries()).to.deep.equal({ limit: 0, size: 0, compiled: 4 * queries(0).length });
      await database.close();
      await plain.database.close();
    });

    it('never holds more shapes than its bound, and compiles a forgotten shape again', async () => {
      const log: LoggedQuery[] = [];
      const { database, model } = await open(log, 3);
      // A list of every length is a shape of its own: 20 shapes through a cache of 3, twice.
      for (let round = 0; round < 2; round++) {
        for (let length = 1; length <= 20; length++) {
          const ids = Array.from({ length }, (_, i) => i * 2 + 1 + round);
          expect(await model.find('count', { conditions: { 'Article.id': ids } })).to.equal(length);
          expect(model.compiledQueries().size).to.be.at.most(3);
        }
      }
      expect(model.compiledQueries()).to.deep.equal({ limit: 3, size: 3, compiled: 40 });
      // The newest three are kept: asked again, they compile nothing.
      for (const length of [18, 19, 20]) await model.find('count', { conditions: { 'Article.id': Array.from({ length }, (_, i) => i + 1) } });
      expect(model.compiledQueries().compiled).to.equal(40);
      await database.close();
    });

    it('forgets the shape used least recently, not the one compiled first', async () => {
      const log: LoggedQuery[] = [];
      const { database, model } = await open(log, 3);
      const shape = (length: number) => model.find('count', { conditions: { 'Article.id': Array.from({ length }, (_, i) => i + 1) } });
      for (const length of [1, 2, 3]) expect(await shape(length)).to.equal(length);
      // 1 is used again: 2 is now the least recently used, and the fourth shape pushes it out.
      expect(await shape(1)).to.equal(1);
      expect(await shape(4)).to.equal(4);
      expect(model.compiledQueries()).to.deep.equal({ limit: 3, size: 3, compiled: 4 });
      for (const length of [1, 3, 4]) expect(await shape(length)).to.equal(length);
      expect(model.compiledQueries().compiled).to.equal(4);
      expect(await shape(2)).to.equal(2);
      expect(model.compiledQueries().compiled).to.equal(5);
      // The statements too: the same text asked again is not prepared again while it is held.
      const prepared = database.statementCache().prepared;
      expect(await shape(2)).to.equal(2);
      expect(database.statementCache().prepared).to.equal(prepared);
      await database.close();
    });
  });
}
