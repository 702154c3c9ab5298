/**
 * Cake-style conditions and orders read against the records of one model,
 * with no database and no SQL: field comparisons (`=`, `!=`, `<>`, `<`,
 * `<=`, `>`, `>=`, LIKE, IN, BETWEEN and their NOT forms), AND/OR/NOT/XOR
 * groups, and the field references they name. A query part is compiled
 * once into a predicate or comparator, and every reference is checked then,
 * so a bad condition fails with a TypeError before any record is read.
 *
 * @module
 */
import { describe, isNumeric, isPlainObject, looseEqual, str, type PhpArray } from '../shared/php.js';

/** The model a query is read against. */
export interface FieldScope {
  /** The name a field may be prefixed with (`Article.title`); it also opens every TypeError. */
  readonly alias: string;
  /** The declared fields. */
  readonly fields: ReadonlySet<string>;
}

/**
 * SQL's three-valued logic: true, false, or null for "unknown" (a
 * comparison with NULL). Only a true result selects a record, and NOT of
 * unknown stays unknown, so `NOT {views: 5}` does not select records whose
 * views are null — as a database would answer.
 */
type Truth = boolean | null;
/** Compiled conditions: whether a record is selected; only `true` selects it. */
export type Predicate = (record: PhpArray) => Truth;
/** A compiled order: negative, zero or positive, as `Array.prototype.sort` expects. */
export type Comparator = (a: PhpArray, b: PhpArray) => number;

/** A field reference: `title` or `Article.title`. */
const FIELD_REF = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)$/;
/** A condition key: a field reference followed by an optional operator (`'views >='`, `'title LIKE'`). */
const CONDITION_KEY = /^\s*((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)((?:\s|[<>!=]).*?)?\s*$/;
/** An order term: a field reference and an optional direction. */
const ORDER_TERM = /^\s*((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)(?:\s+(asc|desc))?\s*$/i;
const LOGICAL = new Set(['AND', 'OR', 'NOT', 'XOR']);

/** The predicate of no conditions. Callers may test for it by identity to skip filtering. */
export const ALWAYS: Predicate = () => true;

/**
 * Resolves `title` or `Alias.title` to a declared field; anything else —
 * another model's field, an unknown field, an SQL expression — is a
 * TypeError naming `what`.
 */
export function resolveField(reference: string, what: string, scope: FieldScope): string {
  const match = FIELD_REF.exec(reference.trim());
  if (match === null) throw new TypeError(`${scope.alias}: ${what} is not a field reference; SQL expressions are not evaluated`);
  if (match[1] !== undefined && match[1] !== scope.alias) {
    throw new TypeError(`${scope.alias}: ${what} names another model (${match[1]})`);
  }
  return knownField(match[2], what, scope);
}

/** `field` when it is one of the declared fields, else a TypeError naming `what`. */
export function knownField(field: string, what: string, scope: FieldScope): string {
  if (!scope.fields.has(field)) throw new TypeError(`${scope.alias}: ${what} names unknown field ${JSON.stringify(field)}`);
  return field;
}

/** The field `reference` names, or null when it is not one of ours (orders ignore those). */
function resolveQuietly(reference: string, scope: FieldScope): string | null {
  const match = FIELD_REF.exec(reference.trim());
  if (match === null || (match[1] !== undefined && match[1] !== scope.alias)) return null;
  return scope.fields.has(match[2]) ? match[2] : null;
}

/**
 * Compiles conditions into a predicate: {@link ALWAYS} when there are none,
 * a TypeError for an SQL string, a malformed or foreign field reference, an
 * unknown operator or a value that does not fit its operator.
 */
export function compileConditions(conditions: unknown, scope: FieldScope): Predicate {
  if (isEmptyConditions(conditions)) return ALWAYS;
  if (typeof conditions === 'string') {
    throw new TypeError(`${scope.alias}: SQL condition ${JSON.stringify(conditions)} cannot be evaluated; use a conditions object`);
  }
  if (Array.isArray(conditions)) return and(conditions.map((item) => compileConditions(item, scope)));
  if (isPlainObject(conditions)) {
    return and(Object.keys(conditions).map((key) => compileEntry(key, conditions[key], scope)));
  }
  throw new TypeError(`${scope.alias}: conditions must be an object or a list, got ${describe(conditions)}`);
}

function compileEntry(key: string, value: unknown, scope: FieldScope): Predicate {
  const word = key.trim().toUpperCase();
  if (LOGICAL.has(word)) return compileGroup(word, key, value, scope);
  // A numeric key is a list position (PHP lists are arrays too): its value is a nested condition.
  if (/^\d+$/.test(key)) return compileConditions(value, scope);
  const match = CONDITION_KEY.exec(key);
  if (match === null) {
    throw new TypeError(`${scope.alias}: condition ${JSON.stringify(key)} is not a field reference; SQL expressions are not evaluated`);
  }
  const field = resolveField(match[1], `condition ${JSON.stringify(key)}`, scope);
  const operator = (match[2] ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return compileComparison(key, field, operator, value, scope.alias);
}

function compileGroup(word: string, key: string, value: unknown, scope: FieldScope): Predicate {
  let operands: Predicate[];
  if (Array.isArray(value)) {
    operands = value.map((item) => compileConditions(item, scope));
  } else if (isPlainObject(value)) {
    operands = Object.keys(value).map((entry) => compileEntry(entry, value[entry], scope));
  } else if (isEmptyConditions(value)) {
    operands = [];
  } else if (typeof value === 'string') {
    throw new TypeError(`${scope.alias}: SQL condition ${JSON.stringify(value)} under ${key} cannot be evaluated; use a conditions object`);
  } else {
    throw new TypeError(`${scope.alias}: ${key} must hold conditions, got ${describe(value)}`);
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

function compileComparison(key: string, field: string, operator: string, value: unknown, alias: string): Predicate {
  const what = `condition ${JSON.stringify(key)}`;
  const get = (record: PhpArray) => valueOf(record, field);
  switch (operator) {
    case '':
    case '=':
      if (value === null || value === undefined) return (record) => get(record) === null;
      if (Array.isArray(value)) return inList(get, value);
      return equals(get, scalar(value, what, alias));
    case '!=':
    case '<>':
      if (value === null || value === undefined) return (record) => get(record) !== null;
      if (Array.isArray(value)) return not(inList(get, value));
      return not(equals(get, scalar(value, what, alias)));
    case 'IN':
      return inList(get, Array.isArray(value) ? value : [value]);
    case 'NOT IN':
      return not(inList(get, Array.isArray(value) ? value : [value]));
    case '>':
    case '>=':
    case '<':
    case '<=': {
      const bound = scalar(value, what, alias);
      const test = RELATIONS[operator];
      return (record) => {
        const actual = get(record);
        return actual === null || bound === null ? null : test(compareValues(actual, bound));
      };
    }
    case 'LIKE':
    case 'NOT LIKE': {
      const bound = scalar(value, what, alias);
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
        throw new TypeError(`${alias}: ${what} needs a list of two bounds`);
      }
      const low = scalar(value[0], what, alias);
      const high = scalar(value[1], what, alias);
      const between: Predicate = (record) => {
        const actual = get(record);
        if (actual === null || low === null || high === null) return null;
        return compareValues(actual, low) >= 0 && compareValues(actual, high) <= 0;
      };
      return operator === 'BETWEEN' ? between : not(between);
    }
    default:
      throw new TypeError(`${alias}: ${what} has unknown operator ${JSON.stringify(operator)}`);
  }
}

/**
 * Compiles an order (`'title DESC, id'`, `{ 'Article.title': 'desc' }`, or a
 * list of either) into a comparator, null when no term names one of our
 * fields. Terms that do not are skipped rather than rejected.
 */
export function compileOrder(order: unknown, scope: FieldScope): Comparator | null {
  const terms = orderTerms(order, scope);
  if (terms.length === 0) return null;
  return (a, b) => {
    for (const { field, desc } of terms) {
      const result = orderValues(valueOf(a, field), valueOf(b, field));
      if (result !== 0) return desc ? -result : result;
    }
    return 0;
  };
}

/** One term of an order: a declared field and whether it sorts descending. */
export interface OrderTerm {
  field: string;
  desc: boolean;
}

/**
 * The terms of an order (`'title DESC, id'`, `{ 'Article.title': 'desc' }`,
 * or a list of either) that name declared fields, in order; the others are
 * skipped. What {@link compileOrder} sorts by, for back ends that sort themselves.
 */
export function orderTerms(order: unknown, scope: FieldScope): OrderTerm[] {
  const terms: OrderTerm[] = [];
  collectTerms(order, scope, terms);
  return terms;
}

/** {@link orderTerms} of one value of an order, added to `terms`. */
function collectTerms(value: unknown, scope: FieldScope, terms: OrderTerm[]): void {
  if (typeof value === 'string') {
    for (const term of value.split(',')) addTerm(term, null, scope, terms);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTerms(item, scope, terms);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      // `{0: 'title DESC'}` is a list entry; `{'Article.title': 'desc'}` a field and its direction.
      if (/^\d+$/.test(key)) collectTerms(value[key], scope, terms);
      // A key without spaces is a field reference or nothing: ORDER_TERM would match it as FIELD_REF does.
      else if (!/\s/.test(key)) addField(resolveQuietly(key, scope), value[key], terms);
      else addTerm(key, /\s/.test(key.trim()) ? null : value[key], scope, terms);
    }
  }
}

/** The term `text` (`'title DESC'`), sorted by `direction` when one is given, added when it names a declared field. */
function addTerm(text: string, direction: unknown, scope: FieldScope, terms: OrderTerm[]): void {
  const match = ORDER_TERM.exec(text);
  if (match === null) return;
  addField(resolveQuietly(match[1], scope), direction === null ? match[2] ?? 'asc' : direction, terms);
}

function addField(field: string | null, direction: unknown, terms: OrderTerm[]): void {
  if (field !== null) terms.push({ field, desc: str(direction).trim().toLowerCase() === 'desc' });
}

/** The logical group words of conditions (`OR: [...]`), upper case. */
export const LOGICAL_WORDS: ReadonlySet<string> = LOGICAL;

/**
 * A condition key read as a field and an operator: `'views >='` →
 * `{ field: 'views', operator: '>=' }`; the operator upper-cased with its
 * spaces collapsed (`'not  like'` → `'NOT LIKE'`), '' for none. A key that
 * is no field reference, or names an undeclared or foreign field, is a TypeError.
 */
export function conditionKey(key: string, scope: FieldScope): { field: string; operator: string } {
  const match = CONDITION_KEY.exec(key);
  if (match === null) {
    throw new TypeError(`${scope.alias}: condition ${JSON.stringify(key)} is not a field reference; SQL expressions are not evaluated`);
  }
  const field = resolveField(match[1], `condition ${JSON.stringify(key)}`, scope);
  return { field, operator: (match[2] ?? '').trim().replace(/\s+/g, ' ').toUpperCase() };
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
export function valueOf(record: PhpArray, field: string): unknown {
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
export function isEmptyConditions(conditions: unknown): boolean {
  if (conditions === null || conditions === undefined) return true;
  if (typeof conditions === 'string') return conditions.trim() === '';
  if (Array.isArray(conditions)) return conditions.length === 0;
  return isPlainObject(conditions) && Object.keys(conditions).length === 0;
}

