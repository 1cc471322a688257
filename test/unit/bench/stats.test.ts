import { expect, test } from 'vitest';
import { spread } from '../../../bench/stats';

test('timings are summarised as min, median and max whatever order the runs came in', () => {
  expect(spread([30, 9, 12])).toEqual({ runs: 3, min: 9, median: 12, max: 30 });
});

test('an even number of runs takes the mean of the middle two as the median', () => {
  expect(spread([4, 1, 3, 2])).toEqual({ runs: 4, min: 1, median: 2.5, max: 4 });
});

test('no samples is a programming error, not a zero figure', () => {
  expect(() => spread([])).toThrow(/at least one sample/);
});
