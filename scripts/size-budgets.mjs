// The size budgets and the check `npm run size` makes against them.
//
// The budgets are a ratchet (docs/size.md, "The rule"): each is the figure
// measured when it was settled, plus a margin. A change that adds bytes
// removes as many elsewhere, or raises a budget here in the same commit with
// a dated, measured line in docs/size.md.
//
// Kept apart from the measuring (scripts/size.mjs) so that the check can be
// run on figures written earlier (`--figures FILE`) and tested without
// building anything.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Budgets in gzip bytes (level 9, each file compressed on its own and summed), by figure. Settled 2026-11-27 at 9e8fbfd; raised the same day for issues 28 and 27, for estimated counts and for issue 27's ellipsis links and summary, lowered for what size-payback paid back, then raised for issue 27's `disabled` and jump field, for issue 34's import on a server and server rendering, for a server's shadow root kept while a part arrives, for issue 35's failure notice and the view after a swap, for frozen records read once, for the database's 503 page, for issue 35's light DOM words, for `<framework-error>` rendered on a server, for its dark mode, for the language caches a server's requests cannot grow, and for first and last drawn as chevrons (docs/size.md, "The rule"). */
export const BUDGETS = Object.freeze({
  'numbers-only page': 18_729,
  'three elements + one Ajax link': 25_727,
  'drop-in, first file': 23_130,
  'drop-in, all files one page downloads': 44_480,
});

/** Why a size run cannot be trusted: it stops the run with this message and a non-zero exit. */
export class SizeCheckError extends Error {
  name = 'SizeCheckError';
}

/**
 * Checks that `figures` (figure name → { files, gzip }) holds a real
 * measurement of every budgeted figure: a run that measured nothing must not
 * pass. Throws a SizeCheckError naming what is missing or empty.
 */
export function assertMeasured(figures, budgets = BUDGETS) {
  for (const name of Object.keys(budgets)) {
    const figure = figures[name];
    if (figure === undefined) throw new SizeCheckError(`No figure was measured for "${name}".`);
    if (!Number.isSafeInteger(figure.files) || figure.files < 1 || !Number.isSafeInteger(figure.gzip) || figure.gzip < 1) {
      throw new SizeCheckError(`The figure for "${name}" measured nothing (${JSON.stringify(figure)}).`);
    }
  }
}

/** The budgeted figures over their budget, as { name, gzip, budget }: empty when all are within (a figure equal to its budget is within). */
export function overBudget(figures, budgets = BUDGETS) {
  assertMeasured(figures, budgets);
  return Object.entries(budgets)
    .filter(([name, budget]) => figures[name].gzip > budget)
    .map(([name, budget]) => ({ name, gzip: figures[name].gzip, budget }));
}

/**
 * Reads a JSON object of budgets (figure name → gzip bytes), as `--budgets`
 * takes it. Every name must be a budgeted figure and every value a positive
 * integer; the budgets it does not name keep their values.
 */
export function readBudgets(path) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SizeCheckError(`The budgets file ${path} could not be read as JSON (${error.message}).`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SizeCheckError(`The budgets file ${path} must hold a JSON object of figure names and gzip bytes.`);
  }
  for (const [name, budget] of Object.entries(parsed)) {
    if (!Object.hasOwn(BUDGETS, name)) throw new SizeCheckError(`The budgets file ${path} names "${name}", which is not a budgeted figure (${Object.keys(BUDGETS).join('; ')}).`);
    if (!Number.isSafeInteger(budget) || budget < 1) throw new SizeCheckError(`The budget for "${name}" in ${path} must be a positive integer, not ${JSON.stringify(budget)}.`);
  }
  return { ...BUDGETS, ...parsed };
}

/** Reads figures written by `npm run size -- --json FILE`. */
export function readFigures(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SizeCheckError(`The figures file ${path} could not be read as JSON (${error.message}).`);
  }
}

/**
 * Checks that each of `files` (paths relative to `root`) exists and is not
 * older than `newestSource` (the newest mtime of what it is built from), so
 * that the run measures the current build. Throws a SizeCheckError naming the
 * first file that is missing or stale.
 */
export function requireCurrentFiles(root, files, newestSource) {
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) throw new SizeCheckError(`${relative(root, path)} is missing: run npm run build, then npm run size again.`);
    if (statSync(path).mtimeMs < newestSource) {
      throw new SizeCheckError(`${relative(root, path)} is older than the sources it is built from: run npm run build, then npm run size again.`);
    }
  }
}
