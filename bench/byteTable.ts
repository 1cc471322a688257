import type { ByteCase } from './bytes';
import type { BudgetVerdict } from './sizeBudgets';
import { kilobytes, textTable } from './table';

/**
 * The bytes table: raw and gzip JS and CSS per case, gzip over React, and the budget verdict.
 *
 * @example
 * console.log(byteTable(cases, checkSizeBudgets(cases, readSizeBudgets())));
 */
export function byteTable(cases: readonly ByteCase[], verdicts: readonly BudgetVerdict[]): string {
  const rows = cases.map((item) => {
    const budget = verdicts.find((verdict) => verdict.id === item.id);
    const budgetCell = budget
      ? `${budget.verdict === 'over' ? 'OVER' : budget.verdict} (≤ ${kilobytes(budget.limit)})`
      : '';
    if (item.status !== 'measured') {
      return [item.label, 'not built yet', '', '', '', '', budgetCell];
    }
    const { js, css } = item.weight;
    return [
      item.label,
      kilobytes(js.raw),
      kilobytes(js.gzip),
      kilobytes(css.raw),
      kilobytes(css.gzip),
      item.id === 'react' ? '(baseline)' : `+${kilobytes(item.overReact.gzip)}`,
      budgetCell,
    ];
  });
  return textTable(['case', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'gzip over React', 'budget'], rows);
}
