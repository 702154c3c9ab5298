/**
 * The `count` setting of paginate(): `'exact'` (the default) counts every
 * row; `'estimate'` asks the model for an estimate (PostgreSQL's planner)
 * and uses it when it is at least `estimateAbove` rows (default 100,000),
 * where an exact count costs far more than the page. The record then says
 * `countEstimated: true`, and the page's own rows correct the estimate
 * (estimated-page.ts). Without statistics to estimate from, the count
 * stays exact and the environment's console says so once per model: that
 * the model keeps no statistics, or that it cannot estimate conditions at all.
 *
 * @module
 */
import type { Environment } from './environment.js';
import type { AsyncModel, Conditions, Model } from './model.js';
import type { Steps } from './steps.js';
import { describe, type PhpArray } from '../shared/php.js';

/** Rows above which an estimate replaces the count unless the settings say otherwise. */
const DEFAULT_ESTIMATE_ABOVE = 100_000;

/** The threshold of an estimated count, or null for an exact one; a TypeError naming the setting when it is malformed. */
export function estimateThreshold(defaults: PhpArray): number | null {
  const { count, estimateAbove } = defaults;
  if (count !== undefined && count !== null && count !== 'exact' && count !== 'estimate') {
    throw new TypeError(`paginate(): count must be 'exact' or 'estimate', got ${describe(count)}`);
  }
  if (estimateAbove !== undefined && (typeof estimateAbove !== 'number' || !Number.isSafeInteger(estimateAbove) || estimateAbove < 0)) {
    throw new TypeError(`paginate(): estimateAbove must be a number of rows (a non-negative integer), got ${describe(estimateAbove)}`);
  }
  return count === 'estimate' ? (estimateAbove as number | undefined) ?? DEFAULT_ESTIMATE_ABOVE : null;
}

const warned = new WeakSet<object>();

/** The model's estimate when it is at least `threshold` rows, else null (count exactly). */
export function* estimatedCount(model: Model | AsyncModel, conditions: Conditions, threshold: number, env: Environment): Steps<number | null> {
  const estimate = (model as AsyncModel).estimateCount;
  if (typeof estimate !== 'function') return null;
  const rows: unknown = yield estimate.call(model, { conditions });
  if (rows === null) {
    if (!warned.has(model)) {
      warned.add(model);
      env.console.warn(`paginate(): ${model.alias} ${whyNoEstimate(model as AsyncModel, conditions)}; counting exactly`);
    }
    return null;
  }
  if (typeof rows !== 'number' || !Number.isFinite(rows) || rows < 0) {
    throw new TypeError(`paginate(): ${model.alias}.estimateCount() must answer a non-negative number or null`);
  }
  return rows >= threshold ? Math.round(rows) : null;
}

/** Why a model answered no estimate: what it cannot estimate at all, else the statistics it lacks. */
function whyNoEstimate(model: AsyncModel, conditions: Conditions): string {
  const reason = typeof model.estimateUnavailable === 'function' ? model.estimateUnavailable({ conditions }) : null;
  return typeof reason === 'string'
    ? `has no estimate of the rows its conditions select (${reason})`
    : `has no statistics to estimate its count from (run ANALYZE on ${model.table})`;
}
