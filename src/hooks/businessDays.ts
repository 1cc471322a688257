/**
 * The bank calendar payroll money moves on, on `YYYY-MM-DD` strings: weekdays that are not an
 * observed federal holiday. The service keeps the same calendar (DECISIONS 46): the 11 federal
 * holidays, a Sunday one observed on the Monday after, a Saturday one not observed at all (the
 * Federal Reserve stays open on the Friday before). The client's one home of business days; its
 * day arithmetic is calendarDays'.
 */
import { addDays, isWeekend, weekdayOf, type Weekday } from './calendarDays';

/** [month, day] of the fixed federal holidays. */
const FIXED: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // New Year's Day
  [6, 19], // Juneteenth
  [7, 4], // Independence Day
  [11, 11], // Veterans Day
  [12, 25], // Christmas Day
];

/** [month, weekday, nth (-1 = last)] of the floating ones. */
const FLOATING: ReadonlyArray<readonly [number, Weekday, number]> = [
  [1, 1, 3], // Martin Luther King, Jr. Day
  [2, 1, 3], // Presidents' Day
  [5, 1, -1], // Memorial Day
  [9, 1, 1], // Labor Day
  [10, 1, 2], // Columbus Day
  [11, 4, 4], // Thanksgiving
];

/** `YYYY-MM-DD` of a month's day (`month` 1–12; 13 is January of the next year). */
function dayOf(year: number, month: number, day: number): string {
  const [y, m] = month > 12 ? [year + 1, month - 12] : [year, month];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The `nth` `weekday` of a month, or its last one when `nth` is -1. */
function nthWeekday(year: number, month: number, weekday: Weekday, nth: number): string {
  if (nth > 0) {
    const first = dayOf(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
  }
  const last = addDays(dayOf(year, month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

const observedByYear = new Map<number, ReadonlySet<string>>();

/** A year's closed bank days: Sunday holidays move to Monday, Saturday ones are not observed. */
function observedHolidays(year: number): ReadonlySet<string> {
  let days = observedByYear.get(year);
  if (!days) {
    const dates = [
      ...FIXED.map(([month, day]) => dayOf(year, month, day)),
      ...FLOATING.map(([month, weekday, nth]) => nthWeekday(year, month, weekday, nth)),
    ];
    days = new Set(
      dates.flatMap((date) => {
        const weekday = weekdayOf(date);
        if (weekday === 6) return [];
        return [weekday === 0 ? addDays(date, 1) : date];
      }),
    );
    observedByYear.set(year, days);
  }
  return days;
}

/**
 * A weekday that is not an observed bank holiday: a day payroll money can move.
 *
 * @example
 * isBusinessDay('2026-12-04'); // true (a Friday)
 * isBusinessDay('2026-12-05'); // false (a Saturday)
 * isBusinessDay('2026-11-26'); // false (Thanksgiving)
 */
export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && !observedHolidays(Number(date.slice(0, 4))).has(date);
}

/**
 * The day itself when it is a business day, else the business day before: where the service moves
 * a check date that falls on a weekend or a bank holiday.
 *
 * @example
 * businessDayOnOrBefore('2026-12-05'); // '2026-12-04' (Saturday → Friday)
 * businessDayOnOrBefore('2027-07-05'); // '2027-07-02' (July 4 on a Sunday is observed Monday)
 */
export function businessDayOnOrBefore(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}
