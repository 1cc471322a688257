import type { PayrollEditorRun } from './payrollEditorRendering';
import { spread, type Spread } from './stats';
import { textTable } from './table';

/** The editor figures of one seed size: min / median / max over the runs. */
export interface PayrollEditorRow {
  employees: number;
  interactiveAfterDataMs: Spread;
  settledAfterLastPageMs: Spread | undefined;
  longestTaskTypingMs: Spread;
  longestKeystrokeMs: Spread;
  longestTaskScrollingMs: Spread;
  keystrokes: number;
  saveRequests: Spread;
  rowsInDom: Spread;
  heapBytes: Spread;
}

/** @example summarizePayrollEditor(5000, runs).interactiveAfterDataMs.median; */
export function summarizePayrollEditor(employees: number, runs: PayrollEditorRun[]): PayrollEditorRow {
  const settled = runs.flatMap((run) =>
    run.settledAfterLastPageMs === undefined ? [] : [run.settledAfterLastPageMs],
  );
  return {
    employees,
    interactiveAfterDataMs: spread(runs.map((run) => run.interactiveAfterDataMs)),
    settledAfterLastPageMs: settled.length > 0 ? spread(settled) : undefined,
    longestTaskTypingMs: spread(runs.map((run) => run.longestTaskTypingMs)),
    longestKeystrokeMs: spread(runs.map((run) => run.longestKeystrokeMs)),
    longestTaskScrollingMs: spread(runs.map((run) => run.longestTaskScrollingMs)),
    keystrokes: runs[0]?.keystrokes ?? 0,
    saveRequests: spread(runs.map((run) => run.saveRequests)),
    rowsInDom: spread(runs.map((run) => run.rowsInDom)),
    heapBytes: spread(runs.map((run) => run.heapBytes)),
  };
}

const ms = ({ min, median, max }: Spread) =>
  min === max
    ? `${Math.round(median)} ms`
    : `${Math.round(min)} / ${Math.round(median)} / ${Math.round(max)} ms`;

/** @example console.log(payrollEditorTable(rows)); */
export function payrollEditorTable(rows: PayrollEditorRow[]): string {
  return textTable(
    [
      'employees',
      'interactive after 1st page',
      'settled after last page',
      'longest task typing',
      'longest keystroke (to paint)',
      'longest task scrolling',
      'saves / keystrokes',
      'rows in DOM',
      'JS heap',
    ],
    rows.map((row) => [
      String(row.employees),
      ms(row.interactiveAfterDataMs),
      row.settledAfterLastPageMs ? ms(row.settledAfterLastPageMs) : 'n/a',
      row.longestTaskTypingMs.max === 0 ? 'none > 50 ms' : ms(row.longestTaskTypingMs),
      row.longestKeystrokeMs.max === 0 ? 'none ≥ 16 ms' : ms(row.longestKeystrokeMs),
      row.longestTaskScrollingMs.max === 0 ? 'none > 50 ms' : ms(row.longestTaskScrollingMs),
      `${row.saveRequests.median} / ${row.keystrokes}`,
      String(row.rowsInDom.median),
      `${(row.heapBytes.median / 1e6).toFixed(1)} MB`,
    ]),
  );
}
