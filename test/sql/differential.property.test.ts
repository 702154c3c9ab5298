/**
 * The core proof of the SQL models: the same random rows in an
 * InMemoryModel, in SQLite and in PostgreSQL; random conditions (every
 * operator, NULLs, nested AND/OR/NOT/XOR), orders, limits, pages, request
 * sorts and keyset cursor walks through paginate(); identical rows and
 * paging records from all three.
 *
 * What makes them agree, and is documented in docs/databases.md: text in
 * byte order (PostgreSQL columns in the C collation, SQLite's BINARY, the
 * in-memory model's code-unit comparison), ASCII text (LIKE folds ASCII
 * case only on SQLite), numbers compared with numbers and text with text,
 * and an order that ends on the primary key (SQL gives ties no order).
 */
import '../../src/core.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { sql } from 'kysely';
import { InMemoryModel } from '../../src/framework/model.js';
import { paginate, type PaginateResult } from '../../src/framework/paginate.js';
import type { PhpArray } from '../../src/shared/php.js';
import { SqlModel, type SqlDatabase } from '../../src/sql.js';
import { ARTICLE_COLUMNS, createArticles, postgres, sqlite, type ArticleRow } from './support.js';

const text = fc.array(fc.constantFrom('a', 'b', 'B', 'c', ' '), { minLength: 1, maxLength: 3 }).map((chars) => chars.join(''));
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 4 });
const views = fc.integer({ min: -3, max: 12 });

const rowsArbitrary = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 25 }).chain((ids) =>
  fc.tuple(...ids.map((id) => fc.record({
    id: fc.constant(id), title: nullable(text), author: nullable(fc.constantFrom('ada', 'bob', 'Cy')), created: nullable(text), views: nullable(views),
  }))).map((rows) => rows as ArticleRow[]));

const likePattern = fc.array(fc.constantFrom('a', 'b', 'B', '%', '_', ' '), { minLength: 0, maxLength: 4 }).map((chars) => chars.join(''));

function leaf(): fc.Arbitrary<PhpArray> {
  const textField = fc.constantFrom('title', 'Article.author', 'created');
  const numberField = fc.constantFrom('views', 'Article.id');
  return fc.oneof(
    fc.tuple(numberField, fc.constantFrom('', ' =', ' !=', ' <>', ' <', ' <=', ' >', ' >='), views).map(([f, op, v]) => ({ [`${f}${op}`]: v })),
    fc.tuple(textField, fc.constantFrom('', ' !=', ' <', ' >=', ' >'), text).map(([f, op, v]) => ({ [`${f}${op}`]: v })),
    fc.tuple(fc.constantFrom('title', 'views', 'author'), fc.constantFrom('', ' !=')).map(([f, op]) => ({ [`${f}${op}`]: null })),
    fc.tuple(textField, fc.constantFrom(' LIKE', ' NOT LIKE'), likePattern).map(([f, op, v]) => ({ [`${f}${op}`]: v })),
    fc.tuple(numberField, fc.constantFrom('', ' IN', ' NOT IN', ' !='), fc.array(nullable(views), { maxLength: 3 })).map(([f, op, v]) => ({ [`${f}${op}`]: v })),
    fc.tuple(textField, fc.constantFrom(' IN', ' NOT IN'), fc.array(text, { maxLength: 3 })).map(([f, op, v]) => ({ [`${f}${op}`]: v })),
    fc.tuple(numberField, fc.constantFrom(' BETWEEN', ' NOT BETWEEN'), views, views).map(([f, op, a, b]) => ({ [`${f}${op}`]: [a, b] })),
  );
}

const { conditions } = fc.letrec((tie) => ({
  conditions: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf(), tie('group'), fc.array(leaf(), { maxLength: 2 })),
  group: fc.tuple(fc.constantFrom('OR', 'AND', 'NOT', 'XOR'), fc.array(tie('conditions'), { minLength: 1, maxLength: 3 }))
    .map(([word, items]) => ({ [word]: items })),
}));

const orderField = fc.constantFrom('title', 'author', 'views', 'created');
const direction = fc.constantFrom('asc', 'desc');

const scenario = fc.record({
  rows: rowsArbitrary,
  conditions: fc.option(conditions, { nil: undefined }),
  order: fc.tuple(orderField, direction, direction),
  limit: fc.integer({ min: 1, max: 6 }),
  page: fc.oneof(fc.integer({ min: 0, max: 7 }).map(String), fc.constantFrom('last', 'x', "1' or '1'='1")),
  sort: fc.constantFrom(undefined, 'id', 'Article.id', 'nope', 'views; drop table articles'),
  sortDirection: direction,
  mode: fc.constantFrom('counted', 'countless', 'keyset'),
  steps: fc.array(fc.constantFrom('next', 'prev'), { maxLength: 4 }),
});

describe('differential: InMemoryModel, SQLite and PostgreSQL page alike (property)', function () {
  this.timeout(120_000);
  const databases: SqlDatabase[] = [];
  let models: SqlModel[] = [];

  before(async () => {
    for (const engine of [sqlite, postgres]) {
      const database = await engine.open();
      await createArticles(database, []);
      databases.push(database);
    }
    models = await Promise.all(databases.map((database) => SqlModel.open({ database, name: 'Article' })));
  });

  async function load(rows: ArticleRow[]): Promise<void> {
    for (const database of databases) {
      await database.db.transaction().execute(async (trx) => {
        await sql`delete from articles`.execute(trx);
        if (rows.length > 0) await trx.insertInto('articles').values(rows).execute();
      });
    }
  }

  it('gives identical rows and paging records for random data, conditions, orders, pages and cursor walks', async () => {
    await fc.assert(fc.asyncProperty(scenario, async (s) => {
      await load(s.rows);
      const memory = new InMemoryModel({ name: 'Article', fields: [...ARTICLE_COLUMNS], records: s.rows as unknown as PhpArray[] });
      const [field, fieldDirection, keyDirection] = s.order;
      const settings: PhpArray = {
        limit: s.limit, order: { [`Article.${field}`]: fieldDirection, 'Article.id': keyDirection },
        ...(s.conditions === undefined ? {} : { conditions: s.conditions }),
        ...(s.mode === 'countless' ? { countless: true } : s.mode === 'keyset' ? { keyset: 'id' } : {}),
      };
      const passedArgs: PhpArray = { page: s.page, ...(s.sort === undefined ? {} : { sort: s.sort, direction: s.sortDirection }) };
      const pageOf = async (model: InMemoryModel | SqlModel, args: PhpArray): Promise<PaginateResult | string> => {
        try {
          return model instanceof SqlModel ? await paginate({ model, settings, passedArgs: args }) : paginate({ model, settings, passedArgs: args });
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      };
      let args = passedArgs;
      for (const step of ['first', ...s.steps]) {
        const [fromMemory, fromSqlite, fromPostgres] = await Promise.all([memory, ...models].map((model) => pageOf(model, args)));
        const label = `${step} ${JSON.stringify(args)}`;
        expect(fromSqlite, `SQLite, ${label}`).to.deep.equal(fromMemory);
        expect(fromPostgres, `PostgreSQL, ${label}`).to.deep.equal(fromMemory);
        if (typeof fromMemory === 'string' || s.mode !== 'keyset') break;
        const cursor = step === 'prev' ? fromMemory.paging.prevCursor : fromMemory.paging.nextCursor;
        if (!cursor) break;
        args = { cursor };
      }
    }), { numRuns: Number(process.env.SQL_PROPERTY_RUNS) || 60, seed: Number(process.env.SQL_PROPERTY_SEED) || undefined });
  });
});
