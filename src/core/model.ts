/**
 * Models as the controller sees them: the {@link Model} contract that
 * adapters for real back ends implement, and {@link InMemoryModel}, a model
 * over an array of records that evaluates Cake-style conditions, orders,
 * fields and pages itself — enough for the demo, for tests and for small
 * embedded data sets, with no database and no SQL.
 *
 * @module
 */
import { tableize } from './inflector.js';
import { isNumeric, isPlainObject, looseEqual, str, type PhpArray } from './php.js';

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
  /** Page size; all records when null. */
  limit?: number | null;
  /** 1-based page of `limit` records. */
  page?: number | null;
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

/** One validation rule of a field. */
export interface ValidationRule {
  /** A named rule, a pattern the value must match, or a predicate over the value and the record's data. */
  rule: 'notEmpty' | 'numeric' | 'email' | RegExp | ((value: unknown, data: PhpArray) => boolean);
  /** Message stored when the rule fails; default `'This field is invalid'`. */
  message?: string;
  /** When true, an empty value (missing, null or '') passes this rule. */
  allowEmpty?: boolean;
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

/** The message of a failed rule that has none of its own. */
const DEFAULT_MESSAGE = 'This field is invalid';

const IDENTIFIER = /^[A-Za-z_]\w*$/;
/** A field reference: `title` or `Article.title`. */
const FIELD_REF = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/;
/** A condition key: a field reference followed by an optional operator (`'views >='`, `'title LIKE'`). */
const CONDITION_KEY = /^\s*((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)((?:\s|[<>!=]).*?)?\s*$/;
/** An order term: a field reference and an optional direction. */
const ORDER_TERM = /^\s*((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)(?:\s+(asc|desc))?\s*$/i;
const LOGICAL = new Set(['AND', 'OR', 'NOT', 'XOR']);
const NAMED_RULES = new Set(['notEmpty', 'numeric', 'email']);
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

/**
 * SQL's three-valued logic: true, false, or null for "unknown" (a
 * comparison with NULL). Only a true result selects a record, and NOT of
 * unknown stays unknown, so `NOT {views: 5}` does not select records whose
 * views are null — as a database would answer.
 */
type Truth = boolean | null;
type Predicate = (record: PhpArray) => Truth;
type Comparator = (a: PhpArray, b: PhpArray) => number;
type Rule = ValidationRule & { test: (value: unknown, data: PhpArray) => boolean };

const ALWAYS: Predicate = () => true;

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
  private readonly rules: ReadonlyMap<string, readonly Rule[]>;

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
      ? this.known(identifier(init.displayField, 'displayField', this.name), 'displayField')
      : ['title', 'name'].find((field) => this.fieldSet.has(field)) ?? this.primaryKey;
    this.records = (init.records ?? []).map((record, index) => this.copyRecord(record, index));
    const validate: Record<string, ValidationRule[]> = {};
    const rules = new Map<string, Rule[]>();
    for (const field of Object.keys(init.validate ?? {})) {
      const given = init.validate![field];
      const list = Array.isArray(given) ? [...given] : [given];
      validate[field] = list;
      rules.set(field, list.map((rule) => this.compileRule(field, rule)));
    }
    this.validate = validate;
    this.rules = rules;
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
    const data = this.fieldData();
    const errors: PhpArray = {};
    for (const [field, rules] of this.rules) {
      const present = Object.prototype.hasOwnProperty.call(data, field);
      const value = present ? data[field] : undefined;
      for (const rule of rules) {
        if (!present && rule.rule !== 'notEmpty') continue;
        if (rule.allowEmpty === true && (value === undefined || value === null || value === '')) continue;
        if (!rule.test(value, data)) {
          define(errors, field, rule.message ?? DEFAULT_MESSAGE);
          break;
        }
      }
    }
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
    const compare = this.compileOrder(query.order);
    const limit = optionalCount(query.limit, `${this.alias}.find(): limit`, 0);
    const page = optionalCount(query.page, `${this.alias}.find(): page`, 1) ?? 1;
    const records = this.select(query.conditions);
    if (compare !== null) records.sort(compare);
    if (limit === null) return records;
    const offset = (page - 1) * limit;
    return records.slice(offset, offset + limit);
  }

  private select(conditions: unknown): PhpArray[] {
    const predicate = this.compileConditions(conditions);
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

  /**
   * Resolves `title` or `Alias.title` to a declared field; anything else —
   * another model's field, an unknown field, an SQL expression — is a
   * TypeError naming `what`.
   */
  private resolve(reference: string, what: string): string {
    const match = FIELD_REF.exec(reference.trim());
    if (match === null) throw new TypeError(`${this.alias}: ${what} is not a field reference; SQL expressions are not evaluated`);
    if (match[1] !== undefined && match[1] !== this.alias) {
      throw new TypeError(`${this.alias}: ${what} names another model (${match[1]})`);
    }
    return this.known(match[2], what);
  }

  private known(field: string, what: string): string {
    if (!this.fieldSet.has(field)) throw new TypeError(`${this.alias}: ${what} names unknown field ${JSON.stringify(field)}`);
    return field;
  }

  /** The field `reference` names, or null when it is not one of ours (orders ignore those). */
  private resolveQuietly(reference: string): string | null {
    const match = FIELD_REF.exec(reference.trim());
    if (match === null || (match[1] !== undefined && match[1] !== this.alias)) return null;
    return this.fieldSet.has(match[2]) ? match[2] : null;
  }

  private compileConditions(conditions: unknown): Predicate {
    if (isEmptyConditions(conditions)) return ALWAYS;
    if (typeof conditions === 'string') {
      throw new TypeError(`${this.alias}: SQL condition ${JSON.stringify(conditions)} cannot be evaluated; use a conditions object`);
    }
    if (Array.isArray(conditions)) return and(conditions.map((item) => this.compileConditions(item)));
    if (isPlainObject(conditions)) {
      return and(Object.keys(conditions).map((key) => this.compileEntry(key, conditions[key])));
    }
    throw new TypeError(`${this.alias}: conditions must be an object or a list, got ${describe(conditions)}`);
  }

  private compileEntry(key: string, value: unknown): Predicate {
    const word = key.trim().toUpperCase();
    if (LOGICAL.has(word)) return this.compileGroup(word, key, value);
    // A numeric key is a list position (PHP lists are arrays too): its value is a nested condition.
    if (/^\d+$/.test(key)) return this.compileConditions(value);
    const match = CONDITION_KEY.exec(key);
    if (match === null) {
      throw new TypeError(`${this.alias}: condition ${JSON.stringify(key)} is not a field reference; SQL expressions are not evaluated`);
    }
    const field = this.resolve(match[1], `condition ${JSON.stringify(key)}`);
    const operator = (match[2] ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
    return this.compileComparison(key, field, operator, value);
  }

  private compileGroup(word: string, key: string, value: unknown): Predicate {
    let operands: Predicate[];
    if (Array.isArray(value)) {
      operands = value.map((item) => this.compileConditions(item));
    } else if (isPlainObject(value)) {
      operands = Object.keys(value).map((entry) => this.compileEntry(entry, value[entry]));
    } else if (isEmptyConditions(value)) {
      operands = [];
    } else if (typeof value === 'string') {
      throw new TypeError(`${this.alias}: SQL condition ${JSON.stringify(value)} under ${key} cannot be evaluated; use a conditions object`);
    } else {
      throw new TypeError(`${this.alias}: ${key} must hold conditions, got ${describe(value)}`);
    }
    // An empty operand (`OR: [{}, {...}]`) is dropped, as it would be from the SQL.
    operands = operands.filter((operand) => operand !== ALWAYS);
    if (operands.length === 0) return ALWAYS;
    switch (word) {
      case 'OR':
        return or(operands);
      case 'NOT':
        return not(and(operands));
      case 'XOR':
        return xor(operands);
      default:
        return and(operands);
    }
  }

  private compileComparison(key: string, field: string, operator: string, value: unknown): Predicate {
    const what = `condition ${JSON.stringify(key)}`;
    const get = (record: PhpArray) => valueOf(record, field);
    switch (operator) {
      case '':
      case '=':
        if (value === null || value === undefined) return (record) => get(record) === null;
        if (Array.isArray(value)) return inList(get, value);
        return equals(get, scalar(value, what, this.alias));
      case '!=':
      case '<>':
        if (value === null || value === undefined) return (record) => get(record) !== null;
        if (Array.isArray(value)) return not(inList(get, value));
        return not(equals(get, scalar(value, what, this.alias)));
      case 'IN':
        return inList(get, Array.isArray(value) ? value : [value]);
      case 'NOT IN':
        return not(inList(get, Array.isArray(value) ? value : [value]));
      case '>':
      case '>=':
      case '<':
      case '<=': {
        const bound = scalar(value, what, this.alias);
        const test = RELATIONS[operator];
        return (record) => {
          const actual = get(record);
          return actual === null || bound === null ? null : test(compareValues(actual, bound));
        };
      }
      case 'LIKE':
      case 'NOT LIKE': {
        const bound = scalar(value, what, this.alias);
        if (bound === null) return () => null;
        const pattern = likePattern(str(bound));
        const like: Predicate = (record) => {
          const actual = get(record);
          return actual === null ? null : pattern.test(str(actual));
        };
        return operator === 'LIKE' ? like : not(like);
      }
      case 'BETWEEN':
      case 'NOT BETWEEN': {
        if (!Array.isArray(value) || value.length !== 2) {
          throw new TypeError(`${this.alias}: ${what} needs a list of two bounds`);
        }
        const low = scalar(value[0], what, this.alias);
        const high = scalar(value[1], what, this.alias);
        const between: Predicate = (record) => {
          const actual = get(record);
          if (actual === null || low === null || high === null) return null;
          return compareValues(actual, low) >= 0 && compareValues(actual, high) <= 0;
        };
        return operator === 'BETWEEN' ? between : not(between);
      }
      default:
        throw new TypeError(`${this.alias}: ${what} has unknown operator ${JSON.stringify(operator)}`);
    }
  }

  private compileOrder(order: unknown): Comparator | null {
    const terms: Array<{ field: string; desc: boolean }> = [];
    const addTerm = (text: string, direction: unknown = null) => {
      const match = ORDER_TERM.exec(text);
      if (match === null) return;
      const field = this.resolveQuietly(match[1]);
      if (field === null) return;
      const dir = direction === null ? match[2] ?? 'asc' : str(direction).trim();
      terms.push({ field, desc: dir.toLowerCase() === 'desc' });
    };
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        for (const term of value.split(',')) addTerm(term);
      } else if (Array.isArray(value)) {
        for (const item of value) collect(item);
      } else if (isPlainObject(value)) {
        for (const key of Object.keys(value)) {
          // `{0: 'title DESC'}` is a list entry; `{'Article.title': 'desc'}` a field and its direction.
          if (/^\d+$/.test(key)) collect(value[key]);
          else addTerm(key, /\s/.test(key.trim()) ? null : value[key]);
        }
      }
    };
    collect(order);
    if (terms.length === 0) return null;
    return (a, b) => {
      for (const { field, desc } of terms) {
        const result = orderValues(valueOf(a, field), valueOf(b, field));
        if (result !== 0) return desc ? -result : result;
      }
      return 0;
    };
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
      columns.push(this.resolve(reference, `field ${JSON.stringify(item)}`));
    }
    return columns.length === 0 ? null : columns;
  }

  private compileRule(field: string, rule: ValidationRule): Rule {
    if (!isPlainObject(rule)) throw new TypeError(`InMemoryModel ${this.name}: the rule of field ${field} must be an object`);
    const given = rule.rule;
    let test: Rule['test'];
    if (typeof given === 'function') {
      test = (value, data) => given(value, data) === true;
    } else if (given instanceof RegExp) {
      // Without g/y the pattern keeps no lastIndex between tests.
      const pattern = new RegExp(given.source, given.flags.replace(/[gy]/g, ''));
      test = (value) => (typeof value === 'string' || typeof value === 'number') && pattern.test(String(value));
    } else if (typeof given === 'string' && NAMED_RULES.has(given)) {
      test = given === 'notEmpty'
        ? (value) => !isBlank(value)
        : given === 'numeric'
          ? (value) => isNumeric(value)
          : (value) => typeof value === 'string' && EMAIL.test(value);
    } else {
      throw new TypeError(`InMemoryModel ${this.name}: field ${field} has unknown rule ${describe(given)}`);
    }
    return { ...rule, test };
  }
}

/** True for an object that can stand for a model: it has `hasField()` and `find()`. */
export function isModel(value: unknown): value is Model {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as Model).hasField === 'function' &&
    typeof (value as Model).find === 'function'
  );
}

const RELATIONS: Record<string, (comparison: number) => boolean> = {
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
};

function and(operands: Predicate[]): Predicate {
  const live = operands.filter((operand) => operand !== ALWAYS);
  if (live.length === 0) return ALWAYS;
  if (live.length === 1) return live[0];
  return (record) => {
    let unknown = false;
    for (const operand of live) {
      const result = operand(record);
      if (result === false) return false;
      if (result === null) unknown = true;
    }
    return unknown ? null : true;
  };
}

function or(operands: Predicate[]): Predicate {
  return (record) => {
    let unknown = false;
    for (const operand of operands) {
      const result = operand(record);
      if (result === true) return true;
      if (result === null) unknown = true;
    }
    return unknown ? null : false;
  };
}

function not(operand: Predicate): Predicate {
  return (record) => {
    const result = operand(record);
    return result === null ? null : !result;
  };
}

function xor(operands: Predicate[]): Predicate {
  return (record) => {
    let odd = false;
    for (const operand of operands) {
      const result = operand(record);
      if (result === null) return null;
      if (result) odd = !odd;
    }
    return odd;
  };
}

function equals(get: (record: PhpArray) => unknown, expected: unknown): Predicate {
  return (record) => {
    const actual = get(record);
    return actual === null || expected === null ? null : looseEqual(actual, expected);
  };
}

/** SQL's IN: true on a match; unknown when the value is null or the list holds a null and nothing matched. */
function inList(get: (record: PhpArray) => unknown, list: unknown[]): Predicate {
  const values = list.map((item) => (item === undefined ? null : item));
  for (const item of values) {
    if (item !== null && typeof item === 'object') throw new TypeError(`IN list entries must be scalars, got ${describe(item)}`);
  }
  const hasNull = values.includes(null);
  return (record) => {
    const actual = get(record);
    if (actual === null) return null;
    if (values.some((item) => item !== null && looseEqual(actual, item))) return true;
    return hasNull ? null : false;
  };
}

/** A record's value of a declared field, null when the record lacks it (own keys only). */
function valueOf(record: PhpArray, field: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(record, field)) return null;
  const value = record[field];
  return value === undefined ? null : value;
}

/** A condition's value as a scalar, or a TypeError: objects and lists only fit IN and BETWEEN. */
function scalar(value: unknown, what: string, alias: string): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TypeError(`${alias}: ${what} needs a scalar value, got ${describe(value)}`);
}

/**
 * Orders two values as a database would without collations: numbers (and
 * numeric strings, and booleans as 0/1) by value, everything else by plain
 * UTF-16 code-unit comparison — deliberately not `localeCompare`, whose
 * answers differ between Node and browsers.
 */
function compareValues(a: unknown, b: unknown): number {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== null && y !== null) return x < y ? -1 : x > y ? 1 : 0;
  const s = str(a);
  const t = str(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

/** Like {@link compareValues}, with null sorting first (ascending). */
function orderValues(a: unknown, b: unknown): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return compareValues(a, b);
}

function numeric(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return isNumeric(value) ? Number(value) : null;
}

/**
 * SQL LIKE as a regular expression: `%` any run, `_` one character, `\`
 * escapes the next character; everything else literal; case-insensitive.
 */
function likePattern(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 'is');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** No conditions at all: null, undefined, '', an empty list or an empty object. */
function isEmptyConditions(conditions: unknown): boolean {
  if (conditions === null || conditions === undefined) return true;
  if (typeof conditions === 'string') return conditions.trim() === '';
  if (Array.isArray(conditions)) return conditions.length === 0;
  return isPlainObject(conditions) && Object.keys(conditions).length === 0;
}

/** notEmpty's "blank": missing, null, false, an empty list/object, or a string of whitespace. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return str(value).trim() === '';
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

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (value instanceof RegExp) return String(value);
  return Array.isArray(value) ? 'a list' : `a value of type ${typeof value}`;
}
