/**
 * Cake-style conditions compiled to a Kysely expression: every condition
 * the in-memory model reads (comparisons, LIKE, lists as IN, BETWEEN, NULL,
 * nested AND/OR/NOT/XOR) becomes SQL with its values as bound parameters.
 * Field names are checked against the model's columns before they become
 * identifiers; a value is never written into the SQL text. A condition
 * given as a string is raw SQL: only code (the paginate settings, a scope)
 * can hand one over — no request argument ever becomes a condition.
 *
 * The SQL reads as the in-memory model does: NULL is unknown (three-valued
 * logic), LIKE is case-insensitive with `\` as its escape (ASCII letters on
 * SQLite; ILIKE on PostgreSQL), an empty IN list selects nothing.
 *
 * @module
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { conditionKey, isEmptyConditions, LOGICAL_WORDS, type FieldScope } from '../framework/conditions.js';
import { describe, isPlainObject } from '../shared/php.js';
import type { Engine } from './database.js';

/** A compiled condition; null stands for "no condition" (every row). */
type Condition = Expression<SqlBool> | null;
type Builder = ExpressionBuilder<any, any>;

/** What compiling reads: the columns of the model, its engine, and the builder of the query. */
export interface ConditionScope extends FieldScope {
  engine: Engine;
}

/** Compiles conditions; null when there are none. A malformed condition is a TypeError before any SQL is sent. */
export function compileConditions(eb: Builder, conditions: unknown, scope: ConditionScope): Condition {
  if (isEmptyConditions(conditions)) return null;
  // Raw SQL from code (the settings): the one place text becomes SQL, and it never comes from a request.
  if (typeof conditions === 'string') return sql<SqlBool>`(${sql.raw(conditions)})`;
  if (Array.isArray(conditions)) return and(eb, conditions.map((item) => compileConditions(eb, item, scope)));
  if (isPlainObject(conditions)) {
    return and(eb, Object.keys(conditions).map((key) => compileEntry(eb, key, conditions[key], scope)));
  }
  throw new TypeError(`${scope.alias}: conditions must be an object or a list, got ${describe(conditions)}`);
}

function compileEntry(eb: Builder, key: string, value: unknown, scope: ConditionScope): Condition {
  const word = key.trim().toUpperCase();
  if (LOGICAL_WORDS.has(word)) return compileGroup(eb, word, key, value, scope);
  if (/^\d+$/.test(key)) return compileConditions(eb, value, scope);
  const { field, operator } = conditionKey(key, scope);
  return compileComparison(eb, key, field, operator, value, scope);
}

function compileGroup(eb: Builder, word: string, key: string, value: unknown, scope: ConditionScope): Condition {
  let operands: Condition[];
  if (Array.isArray(value)) operands = value.map((item) => compileConditions(eb, item, scope));
  else if (isPlainObject(value)) operands = Object.keys(value).map((entry) => compileEntry(eb, entry, value[entry], scope));
  else if (isEmptyConditions(value)) operands = [];
  else if (typeof value === 'string') operands = [compileConditions(eb, value, scope)];
  else throw new TypeError(`${scope.alias}: ${key} must hold conditions, got ${describe(value)}`);
  const live = operands.filter((operand): operand is Expression<SqlBool> => operand !== null);
  if (live.length === 0) return null;
  switch (word) {
    case 'OR':
      return live.length === 1 ? live[0] : eb.or(live);
    case 'NOT':
      return eb.not(and(eb, live)!);
    case 'XOR':
      // Parity, NULL when any operand is NULL: `<>` between truth values, chained.
      return live.slice(1).reduce((left, right) => sql<SqlBool>`((${left}) <> (${right}))`, live[0]);
    default:
      return and(eb, live);
  }
}

function compileComparison(eb: Builder, key: string, field: string, operator: string, value: unknown, scope: ConditionScope): Condition {
  const what = `condition ${JSON.stringify(key)}`;
  const column = eb.ref(field);
  const bind = (item: unknown) => parameter(item, what, scope);
  switch (operator) {
    case '':
    case '=':
      if (value === null || value === undefined) return eb(column, 'is', null);
      if (Array.isArray(value)) return inList(eb, field, value, scope, false);
      return eb(column, '=', bind(value));
    case '!=':
    case '<>':
      if (value === null || value === undefined) return eb(column, 'is not', null);
      if (Array.isArray(value)) return inList(eb, field, value, scope, true);
      return eb(column, '<>', bind(value));
    case 'IN':
      return inList(eb, field, Array.isArray(value) ? value : [value], scope, false);
    case 'NOT IN':
      return inList(eb, field, Array.isArray(value) ? value : [value], scope, true);
    case '>':
    case '>=':
    case '<':
    case '<=':
      return eb(column, operator, bind(value));
    case 'LIKE':
    case 'NOT LIKE': {
      const like = scope.engine === 'postgres'
        ? sql<SqlBool>`(cast(${column} as text) ilike ${bind(value)})`
        : sql<SqlBool>`(${column} like ${bind(value)} escape '\\')`;
      return operator === 'LIKE' ? like : eb.not(like);
    }
    case 'BETWEEN':
    case 'NOT BETWEEN': {
      if (!Array.isArray(value) || value.length !== 2) throw new TypeError(`${scope.alias}: ${what} needs a list of two bounds`);
      const between = eb.between(column, bind(value[0]), bind(value[1]));
      return operator === 'BETWEEN' ? between : eb.not(between);
    }
    default:
      throw new TypeError(`${scope.alias}: ${what} has unknown operator ${JSON.stringify(operator)}`);
  }
}

/** SQL's IN, with the in-memory model's reading of an empty list: nothing is in it (and NULL is unknown). */
function inList(eb: Builder, field: string, list: unknown[], scope: ConditionScope, negate: boolean): Condition {
  const values = list.map((item) => {
    if (item !== null && item !== undefined && typeof item === 'object') throw new TypeError(`IN list entries must be scalars, got ${describe(item)}`);
    return parameter(item, `IN list of ${field}`, scope);
  });
  // Nothing is in an empty list, and a NULL value stays unknown: `col <> col` is false or NULL, `col = col` true or NULL.
  if (values.length === 0) return eb(eb.ref(field), negate ? '=' : '<>', eb.ref(field));
  return eb(eb.ref(field), negate ? 'not in' : 'in', values);
}

/** A condition's value as a bound parameter: text, a number, a boolean (1/0 on SQLite) or null. */
export function parameter(value: unknown, what: string, scope: ConditionScope): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return scope.engine === 'sqlite' ? (value ? 1 : 0) : value;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`${scope.alias}: ${what} needs a scalar value, got ${describe(value)}`);
}

function and(eb: Builder, operands: Condition[]): Condition {
  const live = operands.filter((operand): operand is Expression<SqlBool> => operand !== null);
  if (live.length === 0) return null;
  return live.length === 1 ? live[0] : eb.and(live);
}
