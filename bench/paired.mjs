/**
 * Paired figures of two pages measured in the same rounds: medians, the
 * ratio of the medians, and the median of the rounds' own ratios (which
 * cancels the machine's slow and fast spells, since both pages of a round
 * ran within seconds of each other).
 */

/** The median (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** One table row: `label`, both medians, both ratios and both ranges. */
export function pairedTable(label, a, b, [nameA, nameB]) {
  const range = (values) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  return {
    case: label,
    [`${nameA} ms`]: Number(median(a).toFixed(1)),
    [`${nameB} ms`]: Number(median(b).toFixed(1)),
    [`${nameA}/${nameB}`]: Number((median(a) / median(b)).toFixed(2)),
    'paired ratios, median': Number(median(a.map((value, i) => value / b[i])).toFixed(2)),
    [`${nameA} range`]: range(a),
    [`${nameB} range`]: range(b),
  };
}
