/**
 * The bank calendar payroll money moves on, on `YYYY-MM-DD` strings in UTC: weekdays that are not
 * an observed federal holiday. The service keeps the same calendar (DECISIONS 46): the 11 federal
 * holidays, a Sunday one observed on the Monday after, a Saturday one not observed at all (the
 * Federal Reserve stays open on the Friday before). The client's one home of business days.
 */

/** [month, day] of the fixed federal holidays. */
const FIXED: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // New Year's Day
  [6, 19], // Juneteenth
  [7, 4], // Independence Day
  [11, 11], // Veterans Day
  [12, 25], // Christmas Day
];

/** [month, weekday (0 = Sunday), nth (-1 = last)] of the floating ones. */
const FLOATING: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 3], // Martin Luther King, Jr. Day
  [2, 1, 3], // Presidents' Day
  [5, 1, -1], // Memorial Day
  [9, 1, 1], // Labor Day
  [10, 1, 2], // Columbus Day
  [11, 4, 4], // Thanksgiving
];

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);

function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = utc(year, month, 1).getUTCDay();
    return utc(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

const observedByYear = new Map<number, ReadonlySet<string>>();

/** A year's closed bank days: Sunday holidays move to Monday, Saturday ones are not observed. */
function observedHolidays(year: number): ReadonlySet<string> {
  let days = observedByYear.get(year);
  if (!days) {
    const dates = [
      ...FIXED.map(([month, day]) => utc(year, month, day)),
      ...FLOATING.map(([month, weekday, nth]) => nthWeekday(year, month, weekday, nth)),
    ];
    days = new Set(
      dates.flatMap((date) => {
        const weekday = date.getUTCDay();
        if (weekday === 6) return [];
        if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
        return [iso(date)];
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
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !observedHolidays(Number(date.slice(0, 4))).has(date);
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
  const day = new Date(`${date}T00:00:00Z`);
  while (!isBusinessDay(iso(day))) day.setUTCDate(day.getUTCDate() - 1);
  return iso(day);
}
