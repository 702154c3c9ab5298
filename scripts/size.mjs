// `npm run size`: the bytes a page downloads, beside the budgets, and beside
// Lit alone and htmx measured the same way. Exits 1 when a budgeted figure is
// over its budget (scripts/size-budgets.mjs holds the budgets and the rule
// that moves them), and 2 when the run cannot be trusted: a file it measures
// is missing or older than its sources, or a figure measured nothing.
//
// The budgeted figures (gzip level 9, each file a page downloads compressed on
// its own and summed; scripts/size-measure.mjs builds them as the project
// builds its drop-in: Rollup, node-resolve for the browser with Lit's
// production build, terser, split where the code imports on demand):
//   numbers-only page        a page importing only <paginator-numbers> (the library build's
//                            dist/components/paginator-numbers/paginator-numbers.js): what it loads up front
//   three elements + one     a page with <paginator-numbers>, <paginator-counter> and <paginator-link>
//   Ajax link                that follows one Ajax link: all it has downloaded once the swap is done
//   drop-in, first file      dist/paginator-elements.min.js as `npm run build` makes it
//   drop-in, all files one   the first file, every chunk it imports (dist/dropin/*.js) but the language
//   page downloads           catalogues, and the largest catalogue (a page in one language loads one)
//
// Flags:
//   --why            also list what each of those files holds, module by module, and what the
//                    drop-in's parts cost when added one after the other
//   --json FILE      also write the budgeted figures to FILE ({ figure: { files, raw, gzip, brotli } })
//   --figures FILE   check the figures in FILE (written by --json) instead of measuring
//   --budgets FILE   check against the budgets in FILE (a JSON object, figure → gzip bytes) instead
//                    of the settled ones: for the test that the check fails one byte over a budget

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureBuild, ensureDependencies } from './ensure.mjs';
import { BUDGETS, SizeCheckError, overBudget, readBudgets, readFigures } from './size-budgets.mjs';

let args;
try {
  ({ values: args } = parseArgs({
    options: { why: { type: 'boolean' }, json: { type: 'string' }, figures: { type: 'string' }, budgets: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${error.message}. Flags: --why, --json FILE, --figures FILE, --budgets FILE.`);
  process.exit(2);
}

try {
  const budgets = args.budgets ? readBudgets(args.budgets) : BUDGETS;
  let figures;
  if (args.figures) {
    figures = readFigures(args.figures);
  } else {
    await ensureDependencies();
    await ensureBuild();
    // Loaded after the dependencies are installed: it imports Rollup and esbuild.
    const { measureSizes } = await import('./size-measure.mjs');
    figures = await measureSizes({ why: args.why, budgets });
  }
  const over = overBudget(figures, budgets);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(figures, null, 2)}\n`);
  for (const [name, budget] of Object.entries(budgets)) console.log(`${name}: ${figures[name].gzip} B gzip, budget ${budget}`);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map(({ name, gzip, budget }) => `${name} (${gzip} B gzip, budget ${budget}, over by ${gzip - budget})`).join('; ')}.`);
    console.error('A change that adds bytes removes as many elsewhere, or raises the budget in scripts/size-budgets.mjs with a measured line in docs/size.md (docs/size.md, "The rule").');
    process.exit(1);
  }
  console.log('All budgeted figures are within budget.');
} catch (error) {
  if (!(error instanceof SizeCheckError)) throw error;
  console.error(`npm run size: ${error.message}`);
  process.exit(2);
}
