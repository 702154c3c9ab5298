/**
 * Validation of a model's data: the {@link ValidationRule}s a model declares
 * by field, compiled once into tests when the model is built (so an unknown
 * rule fails then, not at the first save), and the check that finds each
 * field's first failing rule.
 *
 * @module
 */
import { describe, isNumeric, isPlainObject, str, type PhpArray } from '../shared/php.js';

/** One validation rule of a field. */
export interface ValidationRule {
  /** A named rule, a pattern the value must match, or a predicate over the value and the record's data. */
  rule: 'notEmpty' | 'numeric' | 'email' | RegExp | ((value: unknown, data: PhpArray) => boolean);
  /** Message stored when the rule fails; default `'This field is invalid'`. */
  message?: string;
  /** When true, an empty value (missing, null or '') passes this rule. */
  allowEmpty?: boolean;
}

/** A {@link ValidationRule} with its rule compiled into a test of the value and the record's data. */
export type CompiledRule = ValidationRule & { test: (value: unknown, data: PhpArray) => boolean };

/** A model's validation rules by field: as declared (each as a list) and compiled. */
export interface FieldRules {
  /** The declared rules, each field's as a list. */
  declared: Record<string, ValidationRule[]>;
  /** The compiled rules, in declaration order. */
  compiled: Map<string, CompiledRule[]>;
}

/** The message of a failed rule that has none of its own. */
const DEFAULT_MESSAGE = 'This field is invalid';

const NAMED_RULES = new Set(['notEmpty', 'numeric', 'email']);
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

/**
 * Compiles the rules of model `model` (its class name, for TypeErrors),
 * given by field as one rule or a list. The rule objects are kept as given.
 */
export function compileValidation(
  validate: Record<string, ValidationRule | ValidationRule[]> | undefined,
  model: string,
): FieldRules {
  const declared: Record<string, ValidationRule[]> = {};
  const compiled = new Map<string, CompiledRule[]>();
  for (const field of Object.keys(validate ?? {})) {
    const given = validate![field];
    const list = Array.isArray(given) ? [...given] : [given];
    declared[field] = list;
    compiled.set(field, list.map((rule) => compileRule(field, rule, model)));
  }
  return { declared, compiled };
}

/** Compiles one rule of `field`; a TypeError when it is not an object or its rule is unknown. */
function compileRule(field: string, rule: ValidationRule, model: string): CompiledRule {
  if (!isPlainObject(rule)) throw new TypeError(`InMemoryModel ${model}: the rule of field ${field} must be an object`);
  const given = rule.rule;
  let test: CompiledRule['test'];
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
    throw new TypeError(`InMemoryModel ${model}: field ${field} has unknown rule ${describe(given)}`);
  }
  return { ...rule, test };
}

/**
 * The message of each field's first failing rule, by field in rule order.
 * Fields absent from `data` are checked only by `notEmpty` rules (a
 * required field that is missing fails).
 */
export function failedRules(data: PhpArray, rules: ReadonlyMap<string, readonly CompiledRule[]>): Map<string, string> {
  const failures = new Map<string, string>();
  for (const [field, list] of rules) {
    const present = Object.prototype.hasOwnProperty.call(data, field);
    const value = present ? data[field] : undefined;
    for (const rule of list) {
      if (!present && rule.rule !== 'notEmpty') continue;
      if (rule.allowEmpty === true && (value === undefined || value === null || value === '')) continue;
      if (!rule.test(value, data)) {
        failures.set(field, rule.message ?? DEFAULT_MESSAGE);
        break;
      }
    }
  }
  return failures;
}

/** notEmpty's "blank": missing, null, false, an empty list/object, or a string of whitespace. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return str(value).trim() === '';
}
