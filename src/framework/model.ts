/**
 * Models as the controller sees them: the {@link Model} contract that
 * adapters for real back ends implement, and {@link InMemoryModel}, a model
 * over an array of records that evaluates Cake-style conditions, orders,
 * fields and pages itself — enough for the demo, for tests and for small
 * embedded data sets, with no database and no SQL.
 *
 * @module
 */
import {
  ALWAYS, compileConditions, compileOrder, isEmptyConditions, knownField, resolveField, valueOf,
  type FieldScope,
} from './conditions.js';
import { tableize } from '../shared/inflector.js';
import { describe, isPlainObject, str, type PhpArray } from '../shared/php.js';
import { compileValidation, failedRules, type CompiledRule, type ValidationRule } from './validation.js';

// Declared in validation.ts; re-exported so that imports from model.js keep working.
export type { ValidationRule } from './validation.js';

/**
 * Cake-style conditions: `{ 'Article.title': 'x', 'views >': 10, OR: {...} }`,
 * a list of such objects (ANDed), a raw SQL string (which only an adapter
 * for a SQL back end can take), or null for none.
 */
export type Conditions = PhpArray | unknown[] | string | null;

/** The second argument of {@link Model.find}, as in Cake's `Model::find()`. */
export interface FindQuery {
  /** Which records; see {@link Conditions}. */
  conditions?: Conditions;
  /** Columns to return (`'title'`, `'Article.title'`, a list, or a comma-separated string); all when empty. */
  fields?: string[] | string | null;
  /** `{ 'Article.title': 'desc', id: 'asc' }`, or `'Article.title DESC, id'`. */
  order?: PhpArray | string | null;
  /** Page size; all records when null. For `'count'`, the most rows to count (a model may ignore it and count all). */
  limit?: number | null;
  /** 1-based page of `limit` records. */
  page?: number | null;
  /** Records to skip before the first one returned; when given, it is used instead of `page` (as in Cake's find). */
  offset?: number | null;
  /** Depth of associated models to fetch. */
  recursive?: number | null;
  /** Back-end specific options; the in-memory model ignores them. */
  [extra: string]: unknown;
}

/** One result row in Cake's shape: `{ Article: { id: 1, title: 'x' } }`. */
export type Row = Record<string, PhpArray>;

/** The kinds of query {@link Model.find} answers. */
export type FindType = 'all' | 'first' | 'count' | 'list';

/** What the controller needs from a model; adapters for real back ends implement this. */
export interface Model {
  /** Class name (`'Article'`). */
  name: string;
  /** Name the model is known by in queries and results (usually the class name). */
  alias: string;
  /** Table (or collection) name. */
  table: string;
  /** Name of the primary key field. */
  primaryKey: string;
  /** Id of the current record, null when none. */
  id: unknown;
  /** Data of the current record: `{ Alias: { field: value } }` (or flat `{ field: value }`). */
  data: PhpArray;
  /** Depth of associated models fetched by default. */
  recursive: number;
  /** Messages of the last validation, by field. */
  validationErrors: PhpArray;
  /** True when the model has a field of that name (without a model prefix). */
  hasField(field: string): boolean;
  /** Runs a query: rows for 'all', a row or null for 'first', a number for 'count', `{key: value}` for 'list'. */
  find(type: FindType, query?: FindQuery): Row[] | Row | number | PhpArray | null;
  /** Sets the current data, given as `{ Alias: { field: value } }` or `{ field: value }`. */
  set(data: PhpArray): void;
  /** Validates `data`; returns (and stores in `validationErrors`) `{ field: message }`. */
  invalidFields(): PhpArray;
  /** True when `data` passes validation. */
  validates(): boolean;
}

/** What {@link Model.find} answers, by kind: rows, a row or null, a number, or `{key: value}`. */
export type FindResult = Row[] | Row | number | PhpArray | null;

/**
 * A model whose `find()` answers with promises, as a model over a real
 * database driver does. `paginate()` and `Controller.paginate()` take one
 * and then answer with a promise. Everything else is the {@link Model}
 * contract; `isAsync` tells the two apart in types and at run time.
 */
export interface AsyncModel extends Omit<Model, 'find'> {
  /** Marks the model as answering with promises. */
  readonly isAsync: true;
  /** As {@link Model.find}, answering with a promise. */
  find(type: FindType, query?: FindQuery): Promise<FindResult>;
  /**
   * Optional: false when the field can never hold NULL (a NOT NULL
   * column). Keyset pagination then leaves the NULL cases out of its
   * bounds, which lets a database seek its index. Absent: any field may be NULL.
   */
  isNullable?(field: string): boolean;
  /**
   * Optional: false when `value` (text or a number, from a request's
   * cursor) is not a value of the field's column, which a database that
   * compares across types (SQLite) would not refuse. Keyset pagination
   * then refuses the cursor (an InvalidCursorError). Absent: any value fits.
   */
  fits?(field: string, value: unknown): boolean;
  /**
   * Optional: the number of rows `conditions` select, estimated without
   * counting them (a planner's statistics), or null when there are no
   * statistics to estimate from. `paginate()` asks it under `count: 'estimate'`.
   */
  estimateCount?(query: { conditions?: Conditions }): Promise<number | null>;
  /**
   * Optional: when the model can never estimate what `conditions` select
   * (whatever its statistics), why, as a clause for the console line of
   * `paginate()` (`'SQLite estimates only a whole table'`); null when it may.
   * Absent: a null estimate means there were no statistics.
   */
  estimateUnavailable?(query: { conditions?: Conditions }): string | null;
}

/** What an {@link InMemoryModel} is built from. */
export interface InMemoryModelInit {
  /** Class name, an identifier (`'Article'`). */
  name: string;
  /** Query and result name; default the name. */
  alias?: string;
  /** Table name; default the name underscored and pluralized (`'ArticleComment'` → `'article_comments'`). */
  table?: string;
  /** Primary key field; default `'id'`. */
  primaryKey?: string;
  /** The model's fields (its schema). Records may hold only these. */
  fields: string[];
  /** Field shown by `find('list')`; default `title`, else `name`, else the primary key. */
  displayField?: string;
  /** The records, flat (`{ id: 1, title: 'x' }`); copied, never changed. */
  records?: PhpArray[];
  /** Validation rules by field. */
  validate?: Record<string, ValidationRule | ValidationRule[]>;
}

const IDENTIFIER = /^[A-Za-z_]\w*$/;

/** A model over an array of records, answering `find()` in memory. */
export class InMemoryModel implements Model {
  /** Class name. */
  name: string;
  /** Query and result name. */
  alias: string;
  /** Table name. */
  table: string;
  /** Primary key field. */
  primaryKey: string;
  /** Field shown by `find('list')`. */
  displayField: string;
  /** Id of the current record, null when none. */
  id: unknown = null;
  /** Data of the current record. */
  data: PhpArray = {};
  /** Accepted for compatibility; the in-memory model has no associations to fetch. */
  recursive = 1;
  /** Messages of the last validation, by field. */
  validationErrors: PhpArray = {};
  /** The declared fields, in schema order. */
  readonly fields: readonly string[];
  /** Validation rules by field, each as a list. */
  readonly validate: Readonly<Record<string, readonly ValidationRule[]>>;
  private readonly fieldSet: ReadonlySet<string>;
  private readonly records: readonly PhpArray[];
  private readonly rules: ReadonlyMap<string, readonly CompiledRule[]>;

  constructor(init: InMemoryModelInit) {
    if (!isPlainObject(init)) throw new TypeError('InMemoryModel: init must be an object');
    this.name = identifier(init.name, 'name');
    this.alias = identifier(init.alias ?? init.name, 'alias');
    this.table = init.table ?? tableize(this.name);
    if (typeof this.table !== 'string') throw new TypeError(`InMemoryModel ${this.name}: table must be a string`);
    if (!Array.isArray(init.fields)) throw new TypeError(`InMemoryModel ${this.name}: fields must be a list of field names`);
    this.fields = init.fields.map((field) => identifier(field, `field ${JSON.stringify(field)}`, this.name));
    this.fieldSet = new Set(this.fields);
    this.primaryKey = identifier(init.primaryKey ?? 'id', 'primaryKey', this.name);
    this.displayField = init.displayField !== undefined
      ? knownField(identifier(init.displayField, 'displayField', this.name), 'displayField', this.scope)
      : ['title', 'name'].find((field) => this.fieldSet.has(field)) ?? this.primaryKey;
    this.records = (init.records ?? []).map((record, index) => this.copyRecord(record, index));
    const { declared, compiled } = compileValidation(init.validate, this.name);
    this.validate = declared;
    this.rules = compiled;
  }

  /** True when `field` (without a model prefix) is one of the declared fields. */
  hasField(field: string): boolean {
    return typeof field === 'string' && this.fieldSet.has(field);
  }

  /**
   * Runs a query over the records. Every part of the query is checked
   * before any record is read, so a bad condition fails the same way on an
   * empty table as on a full one.
   */
  find(type: 'count', query?: FindQuery): number;
  find(type: 'all', query?: FindQuery): Row[];
  find(type: 'first', query?: FindQuery): Row | null;
  find(type: 'list', query?: FindQuery): PhpArray;
  find(type: FindType, query?: FindQuery): Row[] | Row | number | PhpArray | null;
  find(type: FindType, query: FindQuery = {}): Row[] | Row | number | PhpArray | null {
    if (!isPlainObject(query)) throw new TypeError(`${this.alias}.find(): the query must be an object`);
    switch (type) {
      case 'count':
        return this.select(query.conditions).length;
      case 'all': {
        const columns = this.compileFields(query.fields);
        return this.fetch(query).map((record) => this.row(record, columns));
      }
      case 'first': {
        // As Cake: with no conditions, 'first' reads the current record (`id`).
        const conditions = isEmptyConditions(query.conditions) && this.id !== null && this.id !== undefined
          ? { [`${this.alias}.${this.primaryKey}`]: this.id }
          : query.conditions;
        const columns = this.compileFields(query.fields);
        const records = this.fetch({ ...query, conditions, limit: 1 });
        return records.length === 0 ? null : this.row(records[0], columns);
      }
      case 'list':
        return this.list(query);
      default:
        throw new TypeError(`${this.alias}.find(): unknown find type ${JSON.stringify(type)}`);
    }
  }

  /**
   * Sets the current data. `{ Alias: {...} }` merges into the model's own
   * data; another model's entry (`{ Comment: {...} }`) is kept beside it;
   * any other key is a field of this model. Setting the primary key sets `id`.
   */
  set(data: PhpArray): void {
    if (!isPlainObject(data)) throw new TypeError(`${this.alias}.set(): data must be an object`);
    const own = { ...this.fieldData() };
    const next: PhpArray = {};
    for (const key of Object.keys(this.data)) {
      if (key !== this.alias && this.isOtherModel(key, this.data[key])) define(next, key, this.data[key]);
    }
    for (const key of Object.keys(data)) {
      const value = data[key];
      if (key === this.alias && isPlainObject(value)) {
        for (const field of Object.keys(value)) define(own, field, value[field]);
      } else if (this.isOtherModel(key, value)) {
        define(next, key, { ...(value as PhpArray) });
      } else {
        define(own, key, value);
      }
    }
    define(next, this.alias, own);
    this.data = next;
    if (Object.prototype.hasOwnProperty.call(own, this.primaryKey)) this.id = own[this.primaryKey];
  }

  /**
   * Validates `data` and returns `{ field: message }`, also kept in
   * `validationErrors`. Fields absent from the data are checked only by
   * `notEmpty` rules (a required field that is missing fails); the first
   * failing rule of a field gives its message.
   */
  invalidFields(): PhpArray {
    const errors: PhpArray = {};
    for (const [field, message] of failedRules(this.fieldData(), this.rules)) define(errors, field, message);
    this.validationErrors = errors;
    return { ...errors };
  }

  /** True when `data` passes every validation rule. */
  validates(): boolean {
    return Object.keys(this.invalidFields()).length === 0;
  }

  /** The record fields of `data`: `data[alias]`, or the flat data without other models' entries. */
  private fieldData(): PhpArray {
    const own = this.data[this.alias];
    if (isPlainObject(own)) return own;
    const flat: PhpArray = {};
    for (const key of Object.keys(this.data)) {
      if (!this.isOtherModel(key, this.data[key])) define(flat, key, this.data[key]);
    }
    return flat;
  }

  /** A key of `data` that holds another model's fields: capitalised, an object, and not a field of ours. */
  private isOtherModel(key: string, value: unknown): boolean {
    return /^[A-Z]/.test(key) && isPlainObject(value) && !this.fieldSet.has(key);
  }

  private copyRecord(record: unknown, index: number): PhpArray {
    if (!isPlainObject(record)) throw new TypeError(`InMemoryModel ${this.name}: record ${index} must be an object`);
    const copy: PhpArray = {};
    for (const key of Object.keys(record)) {
      if (!this.fieldSet.has(key)) {
        throw new TypeError(`InMemoryModel ${this.name}: record ${index} has field ${JSON.stringify(key)}, which the model does not declare`);
      }
      define(copy, key, record[key]);
    }
    return copy;
  }

  /** The matching records, ordered and paged. */
  private fetch(query: FindQuery): PhpArray[] {
    const compare = compileOrder(query.order, this.scope);
    const limit = optionalCount(query.limit, `${this.alias}.find(): limit`, 0);
    const page = optionalCount(query.page, `${this.alias}.find(): page`, 1) ?? 1;
    const skip = optionalCount(query.offset, `${this.alias}.find(): offset`, 0);
    const records = this.select(query.conditions);
    if (compare !== null) records.sort(compare);
    if (limit === null) return skip === null ? records : records.slice(skip);
    const offset = skip ?? (page - 1) * limit;
    return records.slice(offset, offset + limit);
  }

  private select(conditions: unknown): PhpArray[] {
    const predicate = compileConditions(conditions, this.scope);
    return predicate === ALWAYS ? [...this.records] : this.records.filter((record) => predicate(record) === true);
  }

  private row(record: PhpArray, columns: string[] | null): Row {
    const out: PhpArray = {};
    for (const column of columns ?? Object.keys(record)) define(out, column, valueOf(record, column));
    return { [this.alias]: out };
  }

  private list(query: FindQuery): PhpArray {
    const columns = this.compileFields(query.fields);
    let key = this.primaryKey;
    let value = this.displayField;
    // As Cake: one field is the value, two are the key and the value.
    if (columns !== null && columns.length === 1) value = columns[0];
    if (columns !== null && columns.length >= 2) [key, value] = columns;
    const out: PhpArray = {};
    for (const record of this.fetch(query)) define(out, str(valueOf(record, key)), valueOf(record, value));
    return out;
  }

  /** This model as conditions, orders and field lists read it; built afresh so a changed alias is honoured. */
  private get scope(): FieldScope {
    return { alias: this.alias, fields: this.fieldSet };
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
      columns.push(resolveField(reference, `field ${JSON.stringify(item)}`, this.scope));
    }
    return columns.length === 0 ? null : columns;
  }
}

/** True for a model whose `find()` answers with promises (its `isAsync` is true). */
export function isAsyncModel(value: unknown): value is AsyncModel {
  return isModel(value) && (value as unknown as AsyncModel).isAsync === true;
}

/** True for an object that can stand for a model: it has `hasField()` and `find()`. */
export function isModel(value: unknown): value is Model {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as Model).hasField === 'function' &&
    typeof (value as Model).find === 'function'
  );
}

function identifier(value: unknown, what: string, model?: string): string {
  if (typeof value !== 'string' || !IDENTIFIER.test(value)) {
    const owner = model === undefined ? 'InMemoryModel' : `InMemoryModel ${model}`;
    throw new TypeError(`${owner}: ${what} must be an identifier, got ${describe(value)}`);
  }
  return value;
}

/** A count option: null/undefined for none, else an integer (or digit string) of at least `min`. */
function optionalCount(value: unknown, what: string, min: number): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min) {
    throw new TypeError(`${what} must be an integer of at least ${min}, got ${describe(value)}`);
  }
  return number;
}

/** Sets a key as an own data property, so that a `__proto__` key stays an ordinary key. */
function define(target: PhpArray, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
