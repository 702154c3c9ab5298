/**
 * The controller's `postConditions()`: model conditions from POSTed form
 * data (`{ Article: { title: 'x' } }` → `{ 'Article.title': 'x' }`), as
 * CakePHP 1.2 builds them. The result feeds a query, so only identifiers
 * become keys and only known operators are written after them.
 *
 * @module
 */
import { isPlainObject, str, type PhpArray } from '../shared/php.js';

/** The operators postConditions may write into a condition key. */
const OPERATORS = new Set(['', '=', '!=', '<>', '>', '>=', '<', '<=', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN']);
/** The values of `bool` that may wrap the conditions. */
const BOOLEANS = new Set(['AND', 'OR', 'NOT', 'XOR']);
const IDENTIFIER = /^[A-Za-z_]\w*$/;

/**
 * Model conditions from posted data, keyed `Model.field`.
 *
 * - `op` a string applies to every field; an object maps `Model.field` or
 *   `field` to an operator, and fields it does not name get none — or are
 *   left out when `exclusive` is true.
 * - `LIKE` makes `'Model.field LIKE': '%value%'`; another operator than
 *   `''`/`'='` makes `'Model.field OP': value`.
 * - `bool` other than AND (the default) wraps the result: `{ OR: {...} }`.
 *
 * Returns null for empty data. A model or field name that is not an
 * identifier, an operator outside `= != <> > >= < <= LIKE NOT LIKE IN NOT IN`,
 * a `bool` outside AND/OR/NOT/XOR, or a non-scalar value for LIKE is a
 * TypeError naming it: posted data can never smuggle SQL into a key.
 */
export function postConditions(
  data: PhpArray,
  op: string | PhpArray | null = null,
  bool: string | null = 'AND',
  exclusive = false,
): PhpArray | null {
  if (!isPlainObject(data) || Object.keys(data).length === 0) return null;
  if (op !== null && op !== undefined && typeof op !== 'string' && !isPlainObject(op)) {
    throw new TypeError('postConditions(): op must be a string, an object mapping fields to operators, or null');
  }
  const wrap = checkBool(bool);
  const conditions: PhpArray = {};
  for (const model of Object.keys(data)) {
    const fields = data[model];
    checkName(model, 'model');
    if (!isPlainObject(fields)) {
      throw new TypeError(`postConditions(): data.${model} must be an object of fields`);
    }
    for (const field of Object.keys(fields)) {
      checkName(field, `field of ${model}`);
      let key = `${model}.${field}`;
      let value = fields[field];
      const fieldOp = operatorFor(op, key, field);
      // `exclusive`: a field the operator map does not name stays out of the conditions.
      if (fieldOp === undefined && exclusive) continue;
      const operator = normalize(fieldOp, key);
      if (operator === 'LIKE') {
        if (value !== null && value !== undefined && typeof value === 'object') {
          throw new TypeError(`postConditions(): ${key} LIKE needs a scalar value`);
        }
        key = `${key} LIKE`;
        value = `%${str(value)}%`;
      } else if (operator !== '' && operator !== '=') {
        key = `${key} ${operator}`;
      }
      Object.defineProperty(conditions, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return wrap === null ? conditions : { [wrap]: conditions };
}

/** The operator of one field: the string `op`, its entry in an `op` object, or undefined when it has none. */
function operatorFor(op: string | PhpArray | null, key: string, field: string): unknown {
  if (op === null || op === undefined) return '';
  if (typeof op === 'string') return op;
  // Present-but-null entries count as named (PHP's array_key_exists), meaning "no operator".
  if (Object.prototype.hasOwnProperty.call(op, key)) return op[key] ?? '';
  if (Object.prototype.hasOwnProperty.call(op, field)) return op[field] ?? '';
  return undefined;
}

function normalize(op: unknown, key: string): string {
  if (op !== undefined && typeof op !== 'string') {
    throw new TypeError(`postConditions(): the operator of ${key} must be a string`);
  }
  const operator = (op ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  if (!OPERATORS.has(operator)) {
    throw new TypeError(`postConditions(): unknown operator ${JSON.stringify(op)} for ${key}`);
  }
  return operator;
}

/** The key to wrap the conditions in, or null for AND (and for a null or empty `bool`, as PHP's `!= null`). */
function checkBool(bool: string | null): string | null {
  if (bool === null || bool === undefined || bool === '') return null;
  if (typeof bool !== 'string' || !BOOLEANS.has(bool.trim().toUpperCase())) {
    throw new TypeError(`postConditions(): unknown bool ${JSON.stringify(bool)}; use AND, OR, NOT or XOR`);
  }
  return bool.trim().toUpperCase() === 'AND' ? null : bool;
}

function checkName(name: string, what: string): void {
  if (!IDENTIFIER.test(name)) throw new TypeError(`postConditions(): ${what} ${JSON.stringify(name)} is not an identifier`);
}
