import { expect, test } from 'vitest';
import type { PayrollEditorRun, TypedKeystrokes } from '../../../bench/payrollEditorRendering';
import { editorTargetReading, summarizePayrollEditor } from '../../../bench/payrollEditorTable';

/** A run of the editor bench: 100 keystrokes, `late` of them painted a frame late, p95 near `p95`. */
function run(
  late: number,
  p95: number,
  tasks: { typing?: number; scrolling?: number; pasting?: number } = {},
) {
  const paint = Array.from({ length: 100 }, (_, i) => (i < 94 ? 12 : p95));
  return {
    interactiveAfterDataMs: 100,
    settledAfterLastPageMs: 50,
    longestTaskTypingMs: tasks.typing ?? 0,
    longestKeystrokeMs: 0,
    longestTaskScrollingMs: tasks.scrolling ?? 0,
    keystrokePaintMs: paint,
    keystrokeFrames: Array.from({ length: 100 }, (_, i) => (i < late ? 2 : 1)),
    longestFrameTypingMs: 17,
    longestTaskPastingMs: tasks.pasting ?? 0,
    keystrokes: 4,
    saveRequests: 1,
    rowsInDom: 20,
    heapBytes: 1e7,
  } satisfies PayrollEditorRun;
}

const floor: TypedKeystrokes = {
  keystrokePaintMs: Array.from({ length: 100 }, (_, i) => (i < 94 ? 10 : 20)),
  keystrokeFrames: Array(100).fill(1),
  longestFrameTypingMs: 17,
};

test('the editor meets its targets in frames: 99% painted in the first frame, p95 within 1.25× the floor, 3 runs of 4 without a long task and none over 100 ms', () => {
  const row = summarizePayrollEditor(5000, [
    run(1, 24),
    run(0, 24),
    run(0, 24, { scrolling: 53 }),
    run(0, 24),
  ]);
  const reading = editorTargetReading(row, floor);
  expect(reading).toMatchObject({
    paintedNextFrameShare: 399 / 400,
    runsWithoutLongTask: 3,
    runs: 4,
    longestTaskMs: 53,
  });
  expect(reading.p95OverFloor).toBeCloseTo(1.2);
  expect(reading.met).toEqual({ paintedNextFrame: true, p95: true, longTasks: true, longestTask: true });
});

test('each target is missed on its own: a frame late too often, a slow p95, two runs with a long task, one task over 100 ms', () => {
  const missed = (runs: PayrollEditorRun[]) =>
    editorTargetReading(summarizePayrollEditor(20_000, runs), floor).met;
  expect(missed([run(2, 24), run(0, 24), run(0, 24), run(3, 24)]).paintedNextFrame).toBe(false);
  expect(missed([run(0, 26), run(0, 26), run(0, 26), run(0, 26)]).p95).toBe(false);
  const twoLong = missed([run(0, 24, { typing: 51 }), run(0, 24, { pasting: 60 }), run(0, 24), run(0, 24)]);
  expect(twoLong).toMatchObject({ longTasks: false, longestTask: true });
  const oneVeryLong = missed([run(0, 24), run(0, 24), run(0, 24), run(0, 24, { scrolling: 101 })]);
  expect(oneVeryLong).toMatchObject({ longTasks: true, longestTask: false });
});
