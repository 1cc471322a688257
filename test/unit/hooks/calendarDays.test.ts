import { expect, test } from 'vitest';
import { addDays, daysBetween, isWeekend, weekdayOf } from '../../../src/hooks/calendarDays';

// Hand-checked on a 2026 calendar: 4 July 2026 is a Saturday, 2026 is not a leap year.
test('weekdays and weekends are read in UTC from the date alone', () => {
  expect(weekdayOf('2026-07-04')).toBe(6);
  expect(weekdayOf('2026-07-05')).toBe(0);
  expect(weekdayOf('2026-07-06')).toBe(1);
  expect(['2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06'].map(isWeekend)).toEqual([
    false,
    true,
    true,
    false,
  ]);
});

test('days are added across months, years and February', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-06-01', 7)).toBe('2026-06-08');
});

test('the days between two dates are inclusive, capped, and none for text that is not a date', () => {
  expect(daysBetween('2026-07-03', '2026-07-06')).toEqual([
    '2026-07-03',
    '2026-07-04',
    '2026-07-05',
    '2026-07-06',
  ]);
  expect(daysBetween('2026-07-06', '2026-07-03')).toEqual([]);
  expect(daysBetween('2026-01-01', '2027-12-31')).toHaveLength(366);
  expect(daysBetween('2026-07-', '2026-07-06')).toEqual([]);
});
