/**
 * The few PHP value rules the interface is written in, as one set of helpers
 * used everywhere in the core, so that "truthy", "empty", "integer value" and
 * "merged over" mean the same thing in every operation.
 *
 * @module
 */
import { escapeHtml } from './html.js';

/** A PHP associative array: a plain object whose key order is its insertion order. */
export type PhpArray = Record<string, unknown>;

/**
 * PHP truthiness: `''`, `'0'`, `0`, `NaN`, `null`, `undefined`, `false`, an
 * empty array and an empty plain object are falsy; everything else is truthy.
 */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (value === '' || value === '0' || value === 0) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** PHP's `empty()`: the negation of {@link truthy}. */
export function empty(value: unknown): boolean {
  return !truthy(value);
}

/** True for `{}`-style objects (not arrays, not class instances such as Date). */
export function isPlainObject(value: unknown): value is PhpArray {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Any object but a list — a class instance included: what a record, a URL array or a message must be. */
export function isObject(value: unknown): value is PhpArray {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * PHP's integer value of a scalar: a number is truncated toward zero, a
 * string gives its leading integer (`'12abc'` → 12) or 0 when it has none
 * (`'first'` → 0, never NaN), `true` is 1, everything else 0.
 */
export function intval(value: unknown): number {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.trunc(value) : 0;
  }
  if (typeof value === 'string') {
    // parseInt() skips the same leading white space and reads the same sign and digits; NaN means none.
    const number = Number.parseInt(value, 10);
    return Number.isNaN(number) ? 0 : number;
  }
  return value === true ? 1 : 0;
}

/** True for a JavaScript integer number (PHP's `is_int`): `3`, not `'3'` nor `3.5`. */
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** PHP's `is_numeric` for the values the helper meets: finite numbers and numeric strings. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value);
}

/**
 * PHP's `array_merge` on associative arrays: later arguments win, and a key
 * keeps the position of its first appearance. `null`/`undefined` arguments
 * count as empty arrays; a string counts as the one-element list PHP's
 * `(array)` cast makes of it.
 */
export function merge(...arrays: unknown[]): PhpArray {
  const out: PhpArray = {};
  for (const array of arrays) {
    const source = toArray(array);
    // Object.assign() is the engine's own copy, many times faster than a loop (and than object spread, when keys
    // repeat); but it assigns, and assigning `__proto__` replaces the prototype, so such a source goes key by key.
    if (Object.prototype.hasOwnProperty.call(source, '__proto__')) {
      for (const key of Object.keys(source)) put(out, key, source[key]);
    } else {
      Object.assign(out, source);
    }
  }
  return out;
}

/**
 * Sets `out[key]` as an own data property, so that a `__proto__` key (from
 * parsed JSON, say) stays an ordinary key, as in PHP, instead of replacing
 * the prototype and leaking values into every read of the result.
 */
export function put(out: PhpArray, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** PHP's `(array)` cast: null → `{}`, a scalar → `{0: scalar}`, objects as they are. */
export function toArray(value: unknown): PhpArray {
  if (value === null || value === undefined) return {};
  if (Array.isArray(value)) return { ...value } as PhpArray;
  if (typeof value === 'object') return value as PhpArray;
  return { 0: value };
}

/** PHP's one-argument `array_filter`: drops the falsy entries. */
export function filter(array: PhpArray): PhpArray {
  const out: PhpArray = {};
  for (const key of Object.keys(array)) if (truthy(array[key])) put(out, key, array[key]);
  return out;
}

/** PHP's loose `==` for the scalar and array values of paging records. */
export function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // PHP compares null or a boolean with anything (arrays included) as booleans.
  if (a == null || b == null || typeof a === 'boolean' || typeof b === 'boolean') {
    return truthy(a) === truthy(b);
  }
  const aList = typeof a === 'object';
  // An array equals no scalar.
  if (aList !== (typeof b === 'object')) return false;
  if (aList) {
    const aKeys = Object.keys(a as PhpArray);
    const bKeys = Object.keys(b as PhpArray);
    return (
      aKeys.length === bKeys.length &&
      aKeys.every((key) => key in (b as PhpArray) && looseEqual((a as PhpArray)[key], (b as PhpArray)[key]))
    );
  }
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  return String(a) === String(b);
}

/**
 * HTML-escapes text for an element body or a quoted attribute value
 * (`&`, `<`, `>`, `"`, `'`). `null` and `undefined` become `''`; any other
 * value is read by {@link toText}.
 */
export function h(text: unknown, what?: string): string {
  if (text === null || text === undefined) return '';
  return escapeHtml(toText(text, what));
}

/**
 * PHP's string conversion of a scalar for output: `true` → `'1'`,
 * `false`/`null`/`undefined` → `''`, anything else read by {@link toText}.
 */
export function str(value: unknown, what?: string): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  return toText(value, what);
}

/**
 * The one conversion of a value to text, under `str()` and {@link h}:
 * what `String()` gives, but a value with no text of its own — a symbol, a
 * bigint (JSON cannot carry one and PHP has none), an object whose
 * conversion fails (a null prototype, a `toString` that throws or returns
 * an object) — is a TypeError naming `what` (the option, field or argument
 * it was given as), never the engine's own message.
 */
export function toText(value: unknown, what = 'A value'): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'symbol' && typeof value !== 'bigint') {
    try {
      return String(value);
    } catch {
      // Reported below, in our words.
    }
  }
  throw new TypeError(`${what} must be text, got ${describe(value)}`);
}

/**
 * A bad value as error messages show it: short strings quoted, scalars as
 * written, anything else by its kind. Never throws, whatever the value.
 */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}

/**
 * The message of anything thrown: an Error's message, else the value as
 * text, else (a value with no text of its own, such as an object without a
 * prototype) {@link describe}'s words for it. Never throws, whatever was thrown.
 */
export function thrownMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return describe(error);
  }
}

/**
 * PHP's `sprintf` reduced to the `%s` placeholders of tag templates: each
 * `%s` takes the next argument as {@link str} writes it, `''` once they run
 * out. An argument is never read as a template itself (`'%s'` stays `'%s'`).
 */
export function sprintf(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, () => str(args[next++]));
}
