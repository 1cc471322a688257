/**
 * CI size gate: packs the library, builds each consumer app against the tarball, prints the bytes
 * table and exits 1 when a case in `bench/budgets.json` breaks the byte policy (`bench/sizeBudgets.ts`,
 * issue 41), in gzip JS+CSS on top of React:
 * - its first load (entry, preloaded chunks, stylesheets) is over its budget, or more than 0.5 kB
 *   under it: a first-load budget is the measured figure plus at most 0.5 kB, and never above 40 kB
 *   (`test/unit/bench/sizeBudgets.test.ts` holds every flow's budget to that cap);
 * - its total (every chunk it can load) is over its budget, which is a ceiling (120 kB; the company
 *   onboarding 145 kB), not a ratchet: a feature or a split may raise a total within it.
 * Sizes are deterministic, so this is a gate, not a timing test.
 * `npx tsx scripts/size-budget.ts [--budgets path/to/budgets.json] [--breakdown]`: `--breakdown` also
 * prints the table of `docs/performance.md` of where each flow's bytes go, per dependency and per
 * folder of ours.
 */
import { parseArgs } from 'node:util';
import { byteTable } from '../bench/byteTable';
import { measureBytes } from '../bench/bytes';
import { breakdownTable } from '../bench/moduleBreakdown';
import { checkSizeBudgets, FIRST_LOAD_SLACK, readSizeBudgets } from '../bench/sizeBudgets';
import { kilobytes } from '../bench/table';

const { values } = parseArgs({
  options: { budgets: { type: 'string' }, breakdown: { type: 'boolean', default: false } },
});
const cases = await measureBytes();
const verdicts = checkSizeBudgets(cases, readSizeBudgets(values.budgets));
console.log(byteTable(cases, verdicts));
if (values.breakdown) console.log(`\n${breakdownTable(cases)}`);
const failed = verdicts.filter((verdict) => verdict.verdict === 'over' || verdict.verdict === 'slack');
for (const { id, column, actual = 0, limit, verdict } of failed) {
  const what = column === 'firstLoad' ? 'on its first load' : 'in total';
  console.error(
    verdict === 'over'
      ? `\nsize budget exceeded: ${id} adds ${kilobytes(actual)} gzip over React ${what} (budget ${kilobytes(limit)})`
      : `\nsize budget slack: ${id} adds ${actual} B gzip over React on its first load, more than ${FIRST_LOAD_SLACK} B under its budget of ${limit} B: lower it to at most ${actual + FIRST_LOAD_SLACK} B in bench/budgets.json`,
  );
}
if (failed.length > 0) process.exit(1);
console.log(
  '\nsize budgets: all within (first loads at their measure + at most 0.5 kB, totals under their ceilings)',
);
