/**
 * CI size gate: packs the library, builds each consumer app against the tarball, prints the bytes
 * table and exits 1 when a case in `bench/budgets.json` adds more gzip JS+CSS on top of React than
 * its budget, on its first load (entry, preloaded chunks, stylesheets) or in total (every chunk). Sizes are deterministic, so this is a gate, not a timing test.
 * `npx tsx scripts/size-budget.ts [--budgets path/to/budgets.json] [--breakdown]`: `--breakdown` also
 * prints the table of `docs/performance.md` of where each flow's bytes go, per dependency and per folder of ours.
 */
import { parseArgs } from 'node:util';
import { byteTable } from '../bench/byteTable';
import { measureBytes } from '../bench/bytes';
import { breakdownTable } from '../bench/moduleBreakdown';
import { checkSizeBudgets, readSizeBudgets } from '../bench/sizeBudgets';
import { kilobytes } from '../bench/table';

const { values } = parseArgs({
  options: { budgets: { type: 'string' }, breakdown: { type: 'boolean', default: false } },
});
const cases = await measureBytes();
const verdicts = checkSizeBudgets(cases, readSizeBudgets(values.budgets));
console.log(byteTable(cases, verdicts));
if (values.breakdown) console.log(`\n${breakdownTable(cases)}`);
const over = verdicts.filter((verdict) => verdict.verdict === 'over');
for (const { id, column, actual, limit } of over) {
  const what = column === 'firstLoad' ? 'on its first load' : 'in total';
  console.error(
    `\nsize budget exceeded: ${id} adds ${kilobytes(actual ?? 0)} gzip over React ${what} (budget ${kilobytes(limit)})`,
  );
}
if (over.length > 0) process.exit(1);
console.log('\nsize budgets: all within');
