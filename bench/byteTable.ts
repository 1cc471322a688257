import type { ByteCase } from './bytes';
import type { BudgetColumn, BudgetVerdict } from './sizeBudgets';
import { kilobytes, textTable } from './table';

/**
 * The bytes table: per case, gzip JS and CSS of the first load, then gzip over React of the first
 * load and of the total (every chunk the case can load), each with its budget verdict.
 *
 * @example
 * console.log(byteTable(cases, checkSizeBudgets(cases, readSizeBudgets())));
 */
export function byteTable(cases: readonly ByteCase[], verdicts: readonly BudgetVerdict[]): string {
  const budgetCell = (id: string, column: BudgetColumn) => {
    const budget = verdicts.find((verdict) => verdict.id === id && verdict.column === column);
    return budget
      ? `${budget.verdict === 'over' || budget.verdict === 'slack' ? budget.verdict.toUpperCase() : budget.verdict} (≤ ${kilobytes(budget.limit)})`
      : '';
  };
  const rows = cases.map((item) => {
    if (item.status !== 'measured') {
      return [item.label, 'not built yet', '', '', '', '', '', budgetCell(item.id, 'firstLoad')];
    }
    const { js, css } = item.weight.firstLoad;
    const over = (column: BudgetColumn) =>
      item.id === 'react' ? '(baseline)' : `+${kilobytes(item.overReact[column].gzip)}`;
    return [
      item.label,
      kilobytes(js.gzip),
      kilobytes(css.gzip),
      over('firstLoad'),
      budgetCell(item.id, 'firstLoad'),
      over('total'),
      budgetCell(item.id, 'total'),
    ];
  });
  return textTable(
    [
      'case',
      'first JS gzip',
      'first CSS gzip',
      'first load over React',
      'budget',
      'total over React',
      'budget',
    ],
    rows,
  );
}
