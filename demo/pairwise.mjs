// A pairwise covering array: a short list of cases in which every pair of values of any two dimensions meets at
// least once, for a product of dimensions too large to walk whole (the state matrix of /gallery). Deterministic:
// the same dimensions, constraints and seeds give the same cases, in the same order, on every machine.
// Values are strings (a pair's key is text); constraints are on pairs of dimensions only, so a case is valid when
// each of its pairs is allowed.

/** The key of one pair of values; `a` is the dimension listed first. */
export const pairKey = (a, x, b, y) => `${a}=${x}|${b}=${y}`;

/** The pairs a case (an object with a value for each dimension) covers, keyed in the order of `names`. */
export function pairsOf(names, values) {
  const pairs = [];
  names.forEach((a, i) => names.slice(i + 1).forEach((b) => pairs.push(pairKey(a, values[a], b, values[b]))));
  return pairs;
}

/** Every pair of values that may meet: `allowed([a, x], [b, y])` decides, `a` listed before `b` in `dimensions`. */
export function allowedPairs(dimensions, allowed) {
  const names = Object.keys(dimensions);
  const pairs = new Set();
  names.forEach((a, i) => names.slice(i + 1).forEach((b) => {
    for (const x of dimensions[a]) for (const y of dimensions[b]) if (allowed([a, x], [b, y])) pairs.add(pairKey(a, x, b, y));
  }));
  return pairs;
}

/**
 * Cases that cover every allowed pair: `seeds` first (each a full case, checked against the constraints), then
 * cases built greedily. Each new case starts from the first pair still uncovered and takes, dimension by
 * dimension, the value allowed beside every value chosen so far that covers the most uncovered pairs with them
 * (the first such value on a tie).
 */
export function coveringArray(dimensions, allowed, seeds = []) {
  const names = Object.keys(dimensions);
  const may = (x, y) => (names.indexOf(x[0]) < names.indexOf(y[0]) ? allowed(x, y) : allowed(y, x));
  const key = (x, y) => (names.indexOf(x[0]) < names.indexOf(y[0]) ? pairKey(...x, ...y) : pairKey(...y, ...x));
  const uncovered = allowedPairs(dimensions, allowed);
  const cases = [];
  const take = (values) => {
    for (const pair of pairsOf(names, values)) uncovered.delete(pair);
    cases.push(Object.fromEntries(names.map((name) => [name, values[name]])));
  };
  for (const seed of seeds) {
    const entries = names.map((name) => [name, seed[name]]);
    const unknown = entries.filter(([name, value]) => !dimensions[name].includes(value));
    if (unknown.length) throw new Error(`seed ${JSON.stringify(seed)}: no such value ${unknown.map((e) => e.join('=')).join(', ')}`);
    const bad = entries.flatMap((x, i) => entries.slice(i + 1).filter((y) => !may(x, y)).map((y) => key(x, y)));
    if (bad.length) throw new Error(`seed ${JSON.stringify(seed)} holds pairs that cannot exist: ${bad.join(', ')}`);
    take(seed);
  }
  while (uncovered.size) {
    const [first] = uncovered;
    const values = Object.fromEntries(first.split('|').map((entry) => entry.split('=')));
    for (const name of names) {
      if (name in values) continue;
      let best = null;
      let bestGain = -1;
      for (const value of dimensions[name]) {
        const chosen = Object.entries(values);
        if (!chosen.every((other) => may([name, value], other))) continue;
        const gain = chosen.filter((other) => uncovered.has(key([name, value], other))).length;
        if (gain > bestGain) [best, bestGain] = [value, gain];
      }
      if (best === null) throw new Error(`no value of ${name} may meet ${JSON.stringify(values)}`);
      values[name] = best;
    }
    take(values);
  }
  return cases;
}
