import type { PayrollEditorRun, TypedKeystrokes } from './payrollEditorRendering';
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
  /** Input to next paint over every run's 200 keystrokes: p50, p95 and the worst. */
  keystrokePaint: { p50: number; p95: number; worst: number; count: number };
  /** Keystrokes that painted in the first frame after their input, of all typed. */
  paintedNextFrame: { count: number; of: number };
  /** Longest gap between two frames while typing (16.7 ms when no frame was dropped). */
  longestFrameTypingMs: Spread;
  longestTaskPastingMs: Spread;
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
    keystrokePaint: percentiles(runs.flatMap((run) => run.keystrokePaintMs)),
    paintedNextFrame: nextFrame(runs.flatMap((run) => run.keystrokeFrames)),
    longestFrameTypingMs: spread(runs.map((run) => run.longestFrameTypingMs)),
    longestTaskPastingMs: spread(runs.map((run) => run.longestTaskPastingMs)),
    keystrokes: runs[0]?.keystrokes ?? 0,
    saveRequests: spread(runs.map((run) => run.saveRequests)),
    rowsInDom: spread(runs.map((run) => run.rowsInDom)),
    heapBytes: spread(runs.map((run) => run.heapBytes)),
  };
}

/** @example nextFrame([1, 1, 2]); // { count: 2, of: 3 } */
export function nextFrame(frames: number[]): PayrollEditorRow['paintedNextFrame'] {
  return { count: frames.filter((count) => count <= 1).length, of: frames.length };
}

/** Nearest-rank percentiles of a sample. @example percentiles([3, 1, 2]).p50; // 2 */
export function percentiles(sample: number[]): PayrollEditorRow['keystrokePaint'] {
  const sorted = [...sample].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: at(50), p95: at(95), worst: sorted[sorted.length - 1] ?? 0, count: sorted.length };
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
      'keystroke to paint p50 / p95 / worst',
      'painted in the next frame',
      'longest frame typing',
      'longest task pasting 500',
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
      `${row.keystrokePaint.p50.toFixed(1)} / ${row.keystrokePaint.p95.toFixed(1)} / ${row.keystrokePaint.worst.toFixed(1)} ms (${row.keystrokePaint.count})`,
      `${row.paintedNextFrame.count} of ${row.paintedNextFrame.of}`,
      ms(row.longestFrameTypingMs),
      row.longestTaskPastingMs.max === 0 ? 'none > 50 ms' : ms(row.longestTaskPastingMs),
      `${row.saveRequests.median} / ${row.keystrokes}`,
      String(row.rowsInDom.median),
      `${(row.heapBytes.median / 1e6).toFixed(1)} MB`,
    ]),
  );
}

/**
 * The bare-input floor as one line: what the keystroke probe reads when nothing runs behind a
 * keystroke, so the editor's figures can be read against it.
 *
 * @example
 * console.log(floorLine(await bareInputFloor(browser)));
 */
export function floorLine(floor: TypedKeystrokes): string {
  const paint = percentiles(floor.keystrokePaintMs);
  const next = nextFrame(floor.keystrokeFrames);
  return (
    `Floor (a bare <input> on an empty page, same probe): keystroke to paint p50 / p95 / worst ` +
    `${paint.p50.toFixed(1)} / ${paint.p95.toFixed(1)} / ${paint.worst.toFixed(1)} ms; painted in the ` +
    `next frame ${next.count} of ${next.of}; longest frame ${floor.longestFrameTypingMs.toFixed(1)} ms`
  );
}
