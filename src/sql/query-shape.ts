/**
 * The shape of a query's conditions: what decides their SQL text, without
 * the values bound into it. Two conditions of one shape compile to the same
 * SQL with the same placeholders, so the compiled SQL can be kept per shape
 * (compiled-queries.ts) and Kysely's builder and compiler run once per
 * shape rather than once per query.
 *
 * The walk follows the grammar of {@link compileConditions} step by step:
 * keys, logical words, raw SQL strings (from code, never from a request),
 * and of each compared value whether it is null, a list (of which length,
 * and of what) or a scalar. Only scalars are values: they are collected, as
 * {@link parameter} binds them, and never written into the shape. Anything
 * compileConditions refuses is written as `x`; it is refused again when that
 * shape is compiled, so it is never kept.
 *
 * @module
 */
import { isEmptyConditions, LOGICAL_WORDS } from '../framework/conditions.js';
import { isPlainObject } from '../shared/php.js';
import { parameter, type ConditionScope } from './conditions.js';

/** A walk's product: the shape, and the bound values in the order met. */
export interface ConditionShape {
  key: string;
  values: unknown[];
}

/**
 * The shape and values of `conditions`. With `swap`, also a copy of the
 * conditions whose `i`-th value is `swap(i)` (everything else as it was):
 * conditions of the same shape with other values.
 */
export function conditionShape(conditions: unknown, scope: ConditionScope): ConditionShape;
export function conditionShape(conditions: unknown, scope: ConditionScope, swap: (index: number) => unknown): ConditionShape & { swapped: unknown };
export function conditionShape(conditions: unknown, scope: ConditionScope, swap?: (index: number) => unknown): ConditionShape & { swapped?: unknown } {
  const walk = new Walk(scope, swap);
  const swapped = walk.conditions(conditions);
  return { key: walk.key, values: walk.values, swapped };
}

class Walk {
  key = '';
  readonly values: unknown[] = [];

  constructor(private readonly scope: ConditionScope, private readonly swap: ((index: number) => unknown) | undefined) {}

  /** As compileConditions. */
  conditions(conditions: unknown): unknown {
    if (isEmptyConditions(conditions)) {
      this.key += 'e';
      return conditions;
    }
    if (typeof conditions === 'string') return this.raw(conditions);
    if (Array.isArray(conditions)) return this.list(conditions);
    if (isPlainObject(conditions)) return this.entries(conditions);
    this.key += 'x';
    return conditions;
  }

  /** A list of conditions, each as compileConditions. */
  private list(items: unknown[]): unknown[] {
    this.key += '[';
    const out = items.map((item) => this.conditions(item));
    this.key += ']';
    return out;
  }

  /** The entries of an object, each as compileEntry. */
  private entries(conditions: Record<string, unknown>): Record<string, unknown> {
    this.key += '{';
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(conditions)) {
      this.key += `${JSON.stringify(key)}:`;
      const value = this.entry(key, conditions[key]);
      if (this.swap !== undefined) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    this.key += '}';
    return out;
  }

  private entry(key: string, value: unknown): unknown {
    if (LOGICAL_WORDS.has(key.trim().toUpperCase())) return this.group(value);
    if (/^\d+$/.test(key)) return this.conditions(value);
    return this.compared(value);
  }

  /** As compileGroup. */
  private group(value: unknown): unknown {
    if (Array.isArray(value)) return this.list(value);
    if (isPlainObject(value)) return this.entries(value);
    if (isEmptyConditions(value)) {
      this.key += 'e';
      return value;
    }
    if (typeof value === 'string') return this.raw(value);
    this.key += 'x';
    return value;
  }

  /** A compared value (compileComparison, inList): null, a list, a scalar, or what is refused. */
  private compared(value: unknown): unknown {
    if (value === null || value === undefined) {
      this.key += 'n';
      return value;
    }
    if (Array.isArray(value)) {
      this.key += `a${value.length}(`;
      // A list's NULL is bound like its other entries (inList), so it is a value too.
      const out = value.map((item) => (item === null || item === undefined ? this.value(item, 'n') : this.compared(item)));
      this.key += ')';
      return out;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return this.value(value, 's');
    this.key += 'x';
    return value;
  }

  /** A bound value: collected as it is bound, and swapped when asked. */
  private value(value: unknown, mark: string): unknown {
    this.key += mark;
    this.values.push(parameter(value, '', this.scope));
    return this.swap === undefined ? value : this.swap(this.values.length - 1);
  }

  /** Raw SQL from code is part of the text, so part of the shape. */
  private raw(text: string): string {
    this.key += `r${JSON.stringify(text)}`;
    return text;
  }
}
