import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ByteCase } from './bytes';
import { repoRoot } from './paths';

/** `bench/budgets.json`: per case, the most gzip JS+CSS bytes it may add on top of React. */
export type SizeBudgets = Record<string, { maxGzipOverReact: number }>;

/** One budget held against its case. */
export interface BudgetVerdict {
  id: string;
  limit: number;
  /** Gzip bytes over React, or undefined when the case is not built yet. */
  actual: number | undefined;
  verdict: 'within' | 'over' | 'not built yet';
}

/**
 * Reads `bench/budgets.json` (entries without `maxGzipOverReact`, like its note, are skipped).
 *
 * @example
 * readSizeBudgets().EmployeeOnboarding?.maxGzipOverReact; // 90000
 */
export function readSizeBudgets(file = join(repoRoot, 'bench', 'budgets.json')): SizeBudgets {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const budgets: SizeBudgets = {};
  for (const [id, value] of Object.entries(parsed)) {
    const limit = (value as { maxGzipOverReact?: unknown } | null)?.maxGzipOverReact;
    if (typeof limit === 'number') budgets[id] = { maxGzipOverReact: limit };
  }
  return budgets;
}

/**
 * Holds each budget against its measured case. A case whose export does not exist yet cannot be
 * over budget, so it does not fail the gate; it is enforced the day the export appears. A budget
 * naming a case we never measure is a typo and fails loudly.
 *
 * @example
 * const verdicts = checkSizeBudgets(await measureBytes(), readSizeBudgets());
 * const failed = verdicts.some((v) => v.verdict === 'over');
 */
export function checkSizeBudgets(cases: readonly ByteCase[], budgets: SizeBudgets): BudgetVerdict[] {
  return Object.entries(budgets).map(([id, { maxGzipOverReact: limit }]) => {
    const measured = cases.find((candidate) => candidate.id === id);
    if (!measured) throw new Error(`bench/budgets.json names "${id}", which is not a byte case`);
    if (measured.status !== 'measured') return { id, limit, actual: undefined, verdict: 'not built yet' };
    const actual = measured.overReact.gzip;
    return { id, limit, actual, verdict: actual <= limit ? 'within' : 'over' };
  });
}
