import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ByteCase } from './bytes';
import { repoRoot } from './paths';

/** The two columns a budget holds: what the page loads first, and everything the case can load. */
export const budgetColumns = ['firstLoad', 'total'] as const;
/** One of {@link budgetColumns}. */
export type BudgetColumn = (typeof budgetColumns)[number];

/**
 * `bench/budgets.json`: per case, the most gzip JS+CSS bytes it may add on top of React, on its
 * first load (`maxFirstLoadGzipOverReact`) and in total (`maxTotalGzipOverReact`).
 */
export type SizeBudgets = Record<string, Partial<Record<BudgetColumn, number>>>;

/**
 * The byte policy (issue 41), gzip bytes over React:
 * - **the first load is the gate**: what a page fetches before a flow's first screen (entry,
 *   preloaded chunks, stylesheets) is at most {@link FIRST_LOAD_CAP} for every flow, and its budget
 *   sits at its measured figure plus at most {@link FIRST_LOAD_SLACK} (a saving lowers the budget
 *   with it; a feature of a first screen may raise it up to the cap);
 * - **a total is a ceiling, not a ratchet**: every chunk a flow can load adds up to at most
 *   {@link TOTAL_CEILING} (`<CompanyOnboarding/>`, which holds three flows' steps,
 *   {@link COMPANY_ONBOARDING_TOTAL_CEILING}); a feature or a split may raise it within that.
 */
export const FIRST_LOAD_CAP = 40_000;
/** How far above its measured figure a first-load budget may sit; see {@link FIRST_LOAD_CAP}. */
export const FIRST_LOAD_SLACK = 500;
/** The ceiling of a flow's total; see {@link FIRST_LOAD_CAP}. */
export const TOTAL_CEILING = 120_000;
/** The ceiling of `<CompanyOnboarding/>`'s total, which holds the location, schedule and employee steps. */
export const COMPANY_ONBOARDING_TOTAL_CEILING = 145_000;

/** One budget held against its case, in one column. */
export interface BudgetVerdict {
  id: string;
  column: BudgetColumn;
  limit: number;
  /** Gzip bytes over React, or undefined when the case is not built yet. */
  actual: number | undefined;
  /**
   * `slack`: a first load more than {@link FIRST_LOAD_SLACK} under its budget, which must come down
   * to the figure (the gate holds first loads at their measure; a total may sit anywhere under its
   * ceiling).
   */
  verdict: 'within' | 'over' | 'slack' | 'not built yet';
}

const keys: Record<BudgetColumn, string> = {
  firstLoad: 'maxFirstLoadGzipOverReact',
  total: 'maxTotalGzipOverReact',
};

/**
 * Reads `bench/budgets.json` (entries without a limit, like its note, are skipped).
 *
 * @example
 * readSizeBudgets().EmployeeOnboarding?.firstLoad; // 70000
 */
export function readSizeBudgets(file = join(repoRoot, 'bench', 'budgets.json')): SizeBudgets {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const budgets: SizeBudgets = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const column of budgetColumns) {
      const limit = (value as Record<string, unknown>)[keys[column]];
      if (typeof limit === 'number') budgets[id] = { ...budgets[id], [column]: limit };
    }
  }
  return budgets;
}

/**
 * Holds each budget against its measured case, column by column: over it fails, and so does a
 * first load more than {@link FIRST_LOAD_SLACK} under its budget (`slack`: lower the budget). A
 * case whose export does not exist yet cannot be over budget, so it does not fail the gate; it is
 * enforced the day the export appears. A budget naming a case we never measure is a typo and fails
 * loudly.
 *
 * @example
 * const verdicts = checkSizeBudgets(await measureBytes(), readSizeBudgets());
 * const failed = verdicts.some((v) => v.verdict === 'over' || v.verdict === 'slack');
 */
export function checkSizeBudgets(cases: readonly ByteCase[], budgets: SizeBudgets): BudgetVerdict[] {
  return Object.entries(budgets).flatMap(([id, limits]) => {
    const measured = cases.find((candidate) => candidate.id === id);
    if (!measured) throw new Error(`bench/budgets.json names "${id}", which is not a byte case`);
    return budgetColumns.flatMap((column): BudgetVerdict[] => {
      const limit = limits[column];
      if (limit === undefined) return [];
      if (measured.status !== 'measured') {
        return [{ id, column, limit, actual: undefined, verdict: 'not built yet' }];
      }
      const actual = measured.overReact[column].gzip;
      const verdict =
        actual > limit
          ? 'over'
          : column === 'firstLoad' && limit - actual > FIRST_LOAD_SLACK
            ? 'slack'
            : 'within';
      return [{ id, column, limit, actual, verdict }];
    });
  });
}
