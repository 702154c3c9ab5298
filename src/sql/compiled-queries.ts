/**
 * Compile once per shape: the SQL Kysely compiled for a query's shape (its
 * conditions' structure, order, fields, whether it has a limit and an
 * offset: query-shape.ts), kept in a bounded cache and bound to each
 * query's own values. Building and compiling with Kysely's builder was about
 * a fifth of a query's time; a kept shape skips both.
 *
 * A shape is kept only when it is proven to compile to one text whatever
 * its values: on its first use it is compiled again with a distinct probe in
 * place of each value, and kept when that gives the same text and each
 * placeholder binds exactly one of the values, in the same place. Anything
 * else (a value written into the text, a constant bound by the builder) is
 * compiled every time, as before.
 *
 * @module
 */
import { CompiledQuery, createQueryId } from 'kysely';
import { Lru } from './lru.js';

/** What a model's compiled-query cache holds and has done. */
export interface CompiledQueryFigures {
  /** The most shapes it holds (the database's `statementCache`); 0 when it is off. */
  limit: number;
  /** The shapes it holds now. */
  size: number;
  /** How many times Kysely compiled a query: once per shape while it stays cached. */
  compiled: number;
}

/** The SQL of a shape, and for each placeholder the index of the value it binds. */
interface Plan {
  sql: string;
  slots: readonly number[];
  /** The query node of every query of the shape: its SQL as one raw node, as `CompiledQuery.raw()` makes it. */
  node: CompiledQuery['query'];
}

// Probes are compiled, never run; far from any page number, limit or id a query binds.
const PROBE = 7_340_032_000_000;

/** Compiled SQL kept per shape, at most `limit` shapes. */
export class CompiledQueries {
  // null: a shape whose text depends on its values, compiled every time.
  private readonly plans: Lru<string, Plan | null>;
  private compiled = 0;

  constructor(readonly limit: number) {
    this.plans = new Lru(limit);
  }

  /** The figures of the cache. */
  figures(): CompiledQueryFigures {
    return { limit: this.limit, size: this.plans.size, compiled: this.compiled };
  }

  /**
   * The query of shape `key` with `values` bound. `build(values)` compiles
   * the query with the given values in the places of the shape's; it runs
   * when the shape is not kept (and once more with probes, to keep it).
   */
  compile(key: string, values: readonly unknown[], build: (values: readonly unknown[]) => CompiledQuery): CompiledQuery {
    const plan = this.limit === 0 ? null : this.plans.get(key);
    if (plan) return bind(plan, values);
    const query = build(values);
    this.compiled++;
    if (plan === undefined) this.plans.set(key, planOf(query, values, build));
    return query;
  }
}

/** The plan of a shape compiled as `query` with `values`, or null when its probe shows the text depends on them. */
function planOf(query: CompiledQuery, values: readonly unknown[], build: (values: readonly unknown[]) => CompiledQuery): Plan | null {
  const probe = build(values.map((_, i) => PROBE + i));
  if (probe.sql !== query.sql || probe.parameters.length !== query.parameters.length) return null;
  const slots: number[] = [];
  for (let i = 0; i < probe.parameters.length; i++) {
    const bound = probe.parameters[i];
    const slot = typeof bound === 'number' ? bound - PROBE : -1;
    if (!(Number.isInteger(slot) && slot >= 0 && slot < values.length) || !Object.is(query.parameters[i], values[slot])) return null;
    slots.push(slot);
  }
  return { sql: query.sql, slots, node: CompiledQuery.raw(query.sql).query };
}

/**
 * The query of `plan` with `values` bound: what `CompiledQuery.raw()` answers, with the shape's one raw node instead of
 * a new one, and not frozen (freezing its three objects was a sixth of a find()'s own time). Nothing holds it but the
 * executor it is handed to.
 */
function bind(plan: Plan, values: readonly unknown[]): CompiledQuery {
  const { slots } = plan;
  const parameters = new Array<unknown>(slots.length);
  for (let i = 0; i < slots.length; i++) parameters[i] = values[slots[i]];
  return { sql: plan.sql, query: plan.node, parameters, queryId: createQueryId() };
}
