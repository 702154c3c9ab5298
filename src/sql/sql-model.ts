/**
 * {@link SqlModel}: the `Model` contract on a table of a SQL database,
 * through Kysely. Its `find()` answers with promises (it is an
 * `AsyncModel`), so `paginate()` and `Controller.paginate()` answer with
 * promises for it. Queries are built with Kysely's builder: identifiers come
 * only from the table's columns, values only travel as bound parameters.
 *
 * @module
 */
import { CompiledQuery, expressionBuilder, sql, type Compilable, type QueryResult, type SelectQueryBuilder } from 'kysely';
import { isEmptyConditions, orderTerms, resolveField, type FieldScope } from '../framework/conditions.js';
import type { AsyncModel, FindQuery, FindResult, FindType, Row } from '../framework/model.js';
import { ModelFailure } from '../framework/model-error.js';
import { tableize } from '../shared/inflector.js';
import { describe, isPlainObject, str, type PhpArray } from '../shared/php.js';
import { columnValues, fitsColumn, type ColumnValues } from './column-types.js';
import { CompiledQueries, type CompiledQueryFigures } from './compiled-queries.js';
import { compileConditions, type ConditionScope } from './conditions.js';
import type { SqlDatabase } from './database.js';
import { failureContext, isBusy, readError, readingAs } from './failures.js';
import { conditionShape } from './query-shape.js';
import { readColumns, type Column } from './schema.js';

/** What a {@link SqlModel} is made from. */
export interface SqlModelInit {
  /** The open database (openSqlite, openPostgres, openDatabase). */
  database: SqlDatabase;
  /** Class name, an identifier (`'Article'`). */
  name: string;
  /** Query and result name; default the name. */
  alias?: string;
  /** Table name; default the name underscored and pluralized (`'Article'` → `'articles'`). */
  table?: string;
  /** Primary key column; default `'id'`. It must be unique: keyset pagination breaks ties with it. */
  primaryKey?: string;
  /** Column shown by `find('list')`; default `title`, else `name`, else the primary key. */
  displayField?: string;
  /** The table's columns; when absent, {@link SqlModel.open} reads them from the database. */
  columns?: Column[];
}

const IDENTIFIER = /^[A-Za-z_]\w*$/;
/** A query with no value bound after its conditions'. */
const NO_BOUNDS: readonly number[] = [];

/** A model over one table of a SQL database (SQLite or PostgreSQL). */
export class SqlModel implements AsyncModel {
  /** Marks the model as answering with promises. */
  readonly isAsync = true as const;
  /** Class name. */
  name: string;
  /** Query and result name. */
  alias: string;
  /** Table name. */
  readonly table: string;
  /** Primary key column. */
  readonly primaryKey: string;
  /** Column shown by `find('list')`. */
  readonly displayField: string;
  /** The database the model reads. */
  readonly database: SqlDatabase;
  /** The columns, in table order. */
  readonly columns: readonly Column[];
  /** Id of the current record, null when none. */
  id: unknown = null;
  /** Data of the current record. */
  data: PhpArray = {};
  /** Accepted for compatibility; a SQL model reads one table. */
  recursive = 1;
  /** Messages of the last validation (a SQL model has no rules of its own: always empty). */
  validationErrors: PhpArray = {};
  private readonly fieldSet: ReadonlySet<string>;
  private readonly columnNames: readonly string[];
  // The column names as a query's shape writes them, joined once: most queries select every column.
  private readonly columnList: string;
  private readonly nullable: ReadonlySet<string>;
  private readonly kinds: ReadonlyMap<string, ColumnValues>;
  private readonly queries: CompiledQueries;

  /**
   * Opens a model on a table, reading its columns from the database; the
   * `missingTable` failure when the table is not there.
   */
  static async open(init: Omit<SqlModelInit, 'columns'>): Promise<SqlModel> {
    if (!isPlainObject(init)) throw new TypeError('SqlModel.open(): init must be an object');
    const name = identifier(init.name, 'name');
    const table = identifier(init.table ?? tableize(name), 'table', name);
    return new SqlModel({ ...init, columns: await readColumns(init.database, table, name) });
  }

  /** A model whose columns are given (no schema query); {@link SqlModel.open} reads them instead. */
  constructor(init: SqlModelInit) {
    if (!isPlainObject(init)) throw new TypeError('SqlModel: init must be an object');
    this.name = identifier(init.name, 'name');
    this.alias = identifier(init.alias ?? init.name, 'alias', this.name);
    this.table = identifier(init.table ?? tableize(this.name), 'table', this.name);
    const database = init.database as SqlDatabase | undefined;
    if (!isPlainObject(database) || typeof database.db?.selectFrom !== 'function' || !['sqlite', 'postgres'].includes(database.engine)) {
      throw new TypeError(`SqlModel ${this.name}: database must be an open database (openSqlite, openPostgres, openDatabase)`);
    }
    this.database = database;
    if (!Array.isArray(init.columns) || init.columns.length === 0) throw new TypeError(`SqlModel ${this.name}: columns must be a non-empty list`);
    this.columns = init.columns.map((column) => ({
      name: identifier(column?.name, 'column', this.name), nullable: column.nullable !== false, ...(typeof column.type === 'string' ? { type: column.type } : {}),
    }));
    this.kinds = new Map(this.columns.map((column) => [column.name, columnValues(database.engine, column.type)]));
    this.columnNames = this.columns.map((column) => column.name);
    this.columnList = this.columnNames.join();
    this.fieldSet = new Set(this.columnNames);
    this.primaryKey = this.column(init.primaryKey ?? 'id', 'primaryKey');
    this.nullable = new Set(this.columns.filter((column) => column.nullable && column.name !== this.primaryKey).map((column) => column.name));
    this.displayField = init.displayField !== undefined
      ? this.column(init.displayField, 'displayField')
      : ['title', 'name'].find((field) => this.fieldSet.has(field)) ?? this.primaryKey;
    this.queries = new CompiledQueries(database.statementCache().limit);
  }

  /**
   * What the model's compiled SQL holds: Kysely builds and compiles a query
   * once per shape (its conditions' structure, order, fields, limit and
   * offset), and later queries of that shape bind their own values to the
   * same SQL. At most as many shapes as the database's `statementCache`.
   */
  compiledQueries(): CompiledQueryFigures {
    return this.queries.figures();
  }

  /** True when the table has a column of that name. */
  hasField(field: string): boolean {
    return typeof field === 'string' && this.fieldSet.has(field);
  }

  /** False for a column that cannot hold NULL (NOT NULL, or the primary key). */
  isNullable(field: string): boolean {
    return this.nullable.has(field);
  }

  /**
   * False when `value` is not a value of the field's column as its rows give it (text for an integer column, a number
   * out of its range, " 200" for 200): a cursor holding it is refused.
   */
  fits(field: string, value: unknown): boolean {
    const column = this.kinds.get(field);
    return column === undefined || fitsColumn(column, value);
  }

  /**
   * The rows `conditions` select, estimated by PostgreSQL's planner instead
   * of counted: the table's `reltuples` for no conditions, `EXPLAIN`'s row
   * estimate otherwise. On SQLite, the whole table's row count as its last
   * `ANALYZE` found it (`sqlite_stat1`); SQLite has no estimate for
   * conditions. Null when there are no statistics (never analyzed; SQLite
   * keeps none unless asked): count exactly then.
   */
  async estimateCount(query: { conditions?: unknown } = {}): Promise<number | null> {
    const { db } = this.database;
    if (this.database.engine === 'sqlite') {
      if (!isEmptyConditions(query.conditions)) return null;
      // ANALYZE's sqlite_stat1: every entry of the table's starts with its row count at that time.
      const analyzed = await this.run(() => sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db));
      if (analyzed.rows.length === 0) return null;
      const stats = await this.run(() => sql<{ rows: number | null }>`select max(cast(stat as integer)) as rows from sqlite_stat1 where tbl = ${this.table}`.execute(db));
      const rows = stats.rows[0]?.rows;
      return typeof rows === 'number' ? rows : null;
    }
    const stats = await this.run(() => sql<{ rows: number }>`select reltuples as rows from pg_class where oid = to_regclass(quote_ident(${this.table}))`.execute(db));
    const rows = Number(stats.rows[0]?.rows ?? -1);
    // -1: never vacuumed nor analyzed, so no estimate at all.
    if (!(rows >= 0)) return null;
    if (isEmptyConditions(query.conditions)) return Math.round(rows);
    const select = this.where(db.selectFrom(this.table), query.conditions).select(sql`1`.as('one')).compile();
    const plan = await this.run(() => db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      CompiledQuery.raw(`explain (format json) ${select.sql}`, [...select.parameters])));
    return Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  }

  /** On SQLite, conditions have no estimate (its statistics count a whole table): the clause paginate()'s console line gives. */
  estimateUnavailable(query: { conditions?: unknown } = {}): string | null {
    return this.database.engine === 'sqlite' && !isEmptyConditions(query.conditions) ? 'SQLite estimates only a whole table' : null;
  }

  /** Runs a query: rows for 'all', a row or null for 'first', a number for 'count', `{key: value}` for 'list'. */
  find(type: 'count', query?: FindQuery): Promise<number>;
  find(type: 'all', query?: FindQuery): Promise<Row[]>;
  find(type: 'first', query?: FindQuery): Promise<Row | null>;
  find(type: 'list', query?: FindQuery): Promise<PhpArray>;
  find(type: FindType, query?: FindQuery): Promise<FindResult>;
  async find(type: FindType, query: FindQuery = {}): Promise<FindResult> {
    if (!isPlainObject(query)) throw new TypeError(`${this.alias}.find(): the query must be an object`);
    switch (type) {
      case 'count': {
        // With a limit, at most that many rows are counted (paginate() finds the end of an estimated list so); the bound is a bound value.
        const bound = count(query.limit, `${this.alias}.find(): limit`, 0);
        const compiled = this.shaped(bound === null ? 'count' : 'count bounded', query.conditions, bound === null ? NO_BOUNDS : [bound], (conditions, [limit]) => {
          const rows = this.where(this.database.db.selectFrom(this.table), conditions);
          return bound === null
            ? rows.select(sql<number | string>`count(*)`.as('count'))
            : this.database.db.selectFrom(rows.select(sql`1`.as('one')).limit(limit as number).as('bounded')).select(sql<number | string>`count(*)`.as('count'));
        });
        const [row] = (await this.execute(compiled)).rows;
        return Number(row.count);
      }
      case 'all': {
        // Built and compiled before the one await: each async layer between a find() and its statement cost a request
        // two promise turns.
        const { compiled, columns } = this.rowsQuery(query);
        return keyed(this.alias, readRows((await this.execute(compiled)).rows, columns));
      }
      case 'first': {
        // As Cake: with no conditions, 'first' reads the current record (`id`).
        const conditions = isEmptyConditions(query.conditions) && this.id !== null && this.id !== undefined
          ? { [this.primaryKey]: this.id } : query.conditions;
        const [record] = await this.rows({ ...query, conditions, limit: 1 });
        return record === undefined ? null : keyed(this.alias, [record])[0];
      }
      case 'list':
        return this.list(query);
      default:
        throw new TypeError(`${this.alias}.find(): unknown find type ${JSON.stringify(type)}`);
    }
  }

  /** Sets the current data, `{ Alias: {...} }` or flat; setting the primary key sets `id`. */
  set(data: PhpArray): void {
    if (!isPlainObject(data)) throw new TypeError(`${this.alias}.set(): data must be an object`);
    const own = isPlainObject(data[this.alias]) ? data[this.alias] as PhpArray : data;
    this.data = { ...data, [this.alias]: { ...own } };
    if (Object.prototype.hasOwnProperty.call(own, this.primaryKey)) this.id = own[this.primaryKey];
  }

  /** A SQL model declares no validation rules: nothing is invalid. */
  invalidFields(): PhpArray {
    this.validationErrors = {};
    return {};
  }

  /** True: a SQL model declares no validation rules. */
  validates(): boolean {
    return true;
  }

  /** The selected, ordered and paged rows, flat. */
  private async rows(query: FindQuery): Promise<PhpArray[]> {
    const { compiled, columns } = this.rowsQuery(query);
    return readRows((await this.execute(compiled)).rows, columns);
  }

  /** The compiled query of {@link rows}, and the columns it selects. */
  private rowsQuery(query: FindQuery): { compiled: CompiledQuery; columns: readonly string[] } {
    const columns = this.compileFields(query.fields) ?? this.columnNames;
    const limit = count(query.limit, `${this.alias}.find(): limit`, 0);
    const page = count(query.page, `${this.alias}.find(): page`, 1) ?? 1;
    const skip = count(query.offset, `${this.alias}.find(): offset`, 0);
    const terms = orderTerms(query.order, this.scope);
    const offset = skip ?? (limit === null ? null : (page - 1) * limit);
    // The limit and the offset are bound values; whether there is one is the shape's.
    const bounds: number[] = [];
    if (limit !== null) bounds.push(limit);
    else if (offset !== null && offset > 0 && this.database.engine === 'sqlite') bounds.push(-1);
    const hasOffset = offset !== null && offset > 0;
    if (hasOffset) bounds.push(offset);
    let order = '';
    for (const term of terms) order += `${order === '' ? '' : ','}${term.field}${term.desc ? '-' : '+'}`;
    const shape = `rows ${columns === this.columnNames ? this.columnList : columns.join()} ${order} ${bounds.length}${hasOffset ? 'o' : ''}`;
    const compiled = this.shaped(shape, query.conditions, bounds, (conditions, [first, second]) => {
      let select = this.where(this.database.db.selectFrom(this.table), conditions).select(columns);
      for (const term of terms) {
        // NULL is the smallest value, as in the in-memory model: first ascending, last descending (PostgreSQL's default is the opposite).
        const nulls = this.database.engine === 'postgres' && this.nullable.has(term.field);
        select = select.orderBy(term.field, (ob) => {
          const item = term.desc ? ob.desc() : ob.asc();
          return nulls ? (term.desc ? item.nullsLast() : item.nullsFirst()) : item;
        });
      }
      if (bounds.length > (hasOffset ? 1 : 0)) select = select.limit(first as number);
      if (hasOffset) select = select.offset((bounds.length === 2 ? second : first) as number);
      return select;
    });
    return { compiled, columns };
  }

  private async list(query: FindQuery): Promise<PhpArray> {
    const columns = this.compileFields(query.fields);
    let key = this.primaryKey;
    let shown = this.displayField;
    // As Cake: one field is the value, two are the key and the value.
    if (columns !== null && columns.length === 1) shown = columns[0];
    if (columns !== null && columns.length >= 2) [key, shown] = columns;
    const out: PhpArray = {};
    for (const row of await this.rows({ ...query, fields: [key, shown] })) define(out, str(row[key]), row[shown]);
    return out;
  }

  /**
   * The query `build` makes from the conditions and `bounds` (values bound
   * after the conditions'), compiled once per shape: `kind` and the
   * conditions' shape say what SQL it is, the values only what is bound.
   */
  private shaped(kind: string, conditions: unknown, bounds: readonly number[], build: (conditions: unknown, bounds: readonly unknown[]) => Compilable<PhpArray>): CompiledQuery {
    const scope = this.conditionScope;
    const shape = conditionShape(conditions, scope);
    const count = shape.values.length;
    const values = bounds.length === 0 ? shape.values : [...shape.values, ...bounds];
    return this.queries.compile(`${kind} ${shape.key}`, values, (bound) => {
      // Other values (the probes) in the same places: the same conditions with those values.
      const swapped = bound === values ? conditions : conditionShape(conditions, scope, (i) => bound[i]).swapped;
      return build(swapped, bound.slice(count)).compile();
    });
  }

  /** Runs a compiled query through Kysely's executor (see {@link run}). */
  private execute(query: CompiledQuery): Promise<QueryResult<PhpArray>> {
    return this.run(() => this.database.db.executeQuery<PhpArray>(query));
  }

  /** The query with its WHERE clause, when the conditions have one. */
  private where<Q extends SelectQueryBuilder<any, any, any>>(select: Q, conditions: unknown): Q {
    const condition = compileConditions(expressionBuilder<any, any>(), conditions, this.conditionScope);
    return condition === null ? select : select.where(condition) as Q;
  }

  /**
   * Runs a statement, turning a driver's error into its failure page. A
   * lost connection is tried once more on a fresh one (a pool may still
   * hold a connection to a server that restarted); when that fails too,
   * the `missingConnection` page stands. Only reads are run here, so a
   * second try repeats nothing.
   */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.database.closed) {
      throw new Error(`SqlModel ${this.name}: the database ${JSON.stringify(this.database.name)} is closed (close() was called); open it again to read ${this.table}`);
    }
    try {
      return await work();
    } catch (error) {
      const context = failureContext(this.database, this.name, this.table);
      const failure = readError(error, context);
      // A busy database is not asked again at once: that would double the wait it just ran out of.
      if (!(failure instanceof ModelFailure && failure.kind === 'missingConnection') || isBusy(error)) throw failure;
      return readingAs(context, work);
    }
  }

  // The scopes name the alias, which may be changed after construction: made again when it was.
  private scopes: { alias: string; fields: FieldScope; conditions: ConditionScope } | null = null;

  private get scope(): FieldScope {
    return this.currentScopes().fields;
  }

  private get conditionScope(): ConditionScope {
    return this.currentScopes().conditions;
  }

  private currentScopes(): { alias: string; fields: FieldScope; conditions: ConditionScope } {
    const alias = this.alias;
    if (this.scopes === null || this.scopes.alias !== alias) {
      this.scopes = { alias, fields: { alias, fields: this.fieldSet }, conditions: { alias, fields: this.fieldSet, engine: this.database.engine } };
    }
    return this.scopes;
  }

  private column(value: unknown, what: string): string {
    const name = identifier(value, what, this.name);
    if (!this.fieldSet.has(name)) throw new TypeError(`SqlModel ${this.name}: ${what} names ${JSON.stringify(name)}, which is not a column of ${this.table}`);
    return name;
  }

  private compileFields(fields: unknown): string[] | null {
    if (fields === null || fields === undefined || fields === '') return null;
    const list = typeof fields === 'string' ? fields.split(',') : fields;
    if (!Array.isArray(list)) throw new TypeError(`${this.alias}.find(): fields must be a list or a string, got ${describe(fields)}`);
    const columns: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string') throw new TypeError(`${this.alias}.find(): a field must be a string, got ${describe(item)}`);
      const reference = item.trim();
      if (reference === '*' || reference === `${this.alias}.*`) return null;
      const field = resolveField(reference, `field ${JSON.stringify(item)}`, this.scope);
      if (!columns.includes(field)) columns.push(field);
    }
    return columns.length === 0 ? null : columns;
  }
}

/**
 * True when a driver's row is a plain object whose own keys are the columns, in their order, so that it can be
 * returned as the record (`__proto__` is never: a driver may have assigned it).
 */
function holdsExactly(row: PhpArray, columns: readonly string[]): boolean {
  if (Object.getPrototypeOf(row) !== Object.prototype) return false;
  const keys = Object.keys(row);
  if (keys.length !== columns.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== columns[i] || keys[i] === '__proto__') return false;
  return true;
}

/** A column value as the rows hold it: 64-bit integers (PostgreSQL's bigint, as text) stay text; undefined is null. */
function value(raw: unknown): unknown {
  if (raw === undefined) return null;
  if (typeof raw === 'bigint') return Number.isSafeInteger(Number(raw)) ? Number(raw) : String(raw);
  return raw;
}

function count(value: unknown, what: string, min: number): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min) {
    throw new TypeError(`${what} must be an integer of at least ${min}, got ${describe(value)}`);
  }
  return number;
}

function identifier(value: unknown, what: string, model?: string): string {
  if (typeof value !== 'string' || !IDENTIFIER.test(value)) {
    throw new TypeError(`${model === undefined ? 'SqlModel' : `SqlModel ${model}`}: ${what} must be an identifier, got ${describe(value)}`);
  }
  return value;
}

/** The driver's rows as records of `columns`, flat. */
function readRows(rows: PhpArray[], columns: readonly string[]): PhpArray[] {
  if (rows.length > 0 && holdsExactly(rows[0], columns)) {
    // The driver's rows are already records of the selected columns: only their values are read again. A copy cost more
    // than a tenth of a page's SQL time. for-in reads a row's keys in order from its shape, and `row[key]` in it costs a
    // third of `row[column]` over the list of columns; a row whose keys are not the columns, in order, is read column
    // by column.
    for (const row of rows) {
      let i = 0;
      for (const key in row) {
        if (key !== columns[i++]) {
          i = -1;
          break;
        }
        const raw = row[key];
        if (raw === undefined || typeof raw === 'bigint') row[key] = value(raw);
      }
      if (i !== columns.length) readValues(row, columns);
    }
    return rows;
  }
  // Columns are identifiers, so only `__proto__` needs defining rather than assigning.
  const put = columns.includes('__proto__') ? define : assign;
  return rows.map((row: PhpArray) => {
    const out: PhpArray = {};
    for (const column of columns) put(out, column, value(row[column]));
    return out;
  });
}

/** The values of `row`'s columns read again, column by column. */
function readValues(row: PhpArray, columns: readonly string[]): void {
  for (const column of columns) {
    const raw = row[column];
    const read = value(raw);
    if (read !== raw) row[column] = read;
  }
}

/** Each record under the alias (`{ Article: record }`), as the model contract's rows hold it. */
function keyed(alias: string, records: PhpArray[]): Row[] {
  const put = alias === '__proto__' ? define : assign;
  const rows: Row[] = new Array(records.length);
  for (let i = 0; i < records.length; i++) {
    const row: Row = {};
    put(row, alias, records[i]);
    rows[i] = row;
  }
  return rows;
}

function assign(target: PhpArray, key: string, item: unknown): void {
  target[key] = item;
}

function define(target: PhpArray, key: string, item: unknown): void {
  Object.defineProperty(target, key, { value: item, enumerable: true, writable: true, configurable: true });
}
