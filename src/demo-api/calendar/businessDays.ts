import { addDays, nthWeekday, weekday } from './dates';
import { FEDERAL_HOLIDAYS } from './federalHolidays';

/**
 * The Federal Reserve's calendar (DECISIONS 46), on `YYYY-MM-DD` strings: the 11 federal
 * holidays (`federalHolidays.ts`), a Sunday holiday observed on the Monday after, a Saturday holiday not observed at all
 * (the Fed stays open on the Friday before, unlike federal offices). Payroll money moves by ACH
 * only on Fed business days, so check dates and run-by deadlines are counted on this calendar.
 */

const observedByYear = new Map<number, ReadonlySet<string>>();

/** The Fed's closed days of a year: Sunday holidays move to Monday, Saturday ones are dropped. */
function observedHolidays(year: number): ReadonlySet<string> {
  let days = observedByYear.get(year);
  if (!days) {
    days = new Set(
      FEDERAL_HOLIDAYS.flatMap(({ on }) => {
        const day = on(year);
        const w = weekday(day);
        return w === 6 ? [] : w === 0 ? [addDays(day, 1)] : [day];
      }),
    );
    observedByYear.set(year, days);
  }
  return days;
}

/**
 * Observed bank holidays from `from` to `until`, both included, in order: what a pay schedule
 * preview lists as `holidays[]`.
 *
 * @example
 * bankHolidays('2027-07-01', '2027-07-31'); // ['2027-07-05'] (Jul 4 is a Sunday)
 * bankHolidays('2026-07-01', '2026-07-31'); // [] (Jul 4 is a Saturday: not observed)
 */
export function bankHolidays(from: string, until: string): string[] {
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year++) {
    for (const day of observedHolidays(year)) if (day >= from && day <= until) out.push(day);
  }
  return out.sort();
}

/** @example isBankHoliday('2027-02-15'); // true (Presidents' Day) */
export function isBankHoliday(date: string): boolean {
  return observedHolidays(Number(date.slice(0, 4))).has(date);
}

/** A weekday that is not an observed bank holiday. @example isBusinessDay('2026-07-03'); // true */
export function isBusinessDay(date: string): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !isBankHoliday(date);
}

/** The last business day strictly before `date`. @example previousBusinessDay('2027-02-16'); // '2027-02-12' */
export function previousBusinessDay(date: string): string {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * A check date on a weekend or bank holiday moves to the business day before; a business day
 * stays.
 *
 * @example
 * adjustCheckDate('2027-01-31'); // '2027-01-29' (Sunday → Friday)
 * adjustCheckDate('2027-02-15'); // '2027-02-12' (Presidents' Day → Friday)
 */
export function adjustCheckDate(date: string): string {
  return isBusinessDay(date) ? date : previousBusinessDay(date);
}

/**
 * The day payroll must be run by: two business days before the check date.
 *
 * @example
 * runPayrollBy('2027-02-16'); // '2027-02-11' (Fri 12th, then Thu 11th; Mon 15th is a holiday)
 */
export function runPayrollBy(checkDate: string): string {
  return previousBusinessDay(previousBusinessDay(checkDate));
}

/** Whether Pacific daylight time is in force on a day (second Sunday of March to first of November). */
function pacificDaylightTime(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return date >= nthWeekday(year, 3, 0, 2) && date < nthWeekday(year, 11, 0, 1);
}

/**
 * The cut-off of a check date: 16:00 America/Los_Angeles on its run-by day, as an ISO date-time
 * with that day's offset (`-07:00` in daylight time, `-08:00` otherwise). The run-by day is a
 * business day, never a transition Sunday, so the offset is that of the whole day.
 *
 * @example
 * payrollDeadline('2026-06-19'); // '2026-06-17T16:00:00-07:00'
 * payrollDeadline('2026-12-18'); // '2026-12-16T16:00:00-08:00'
 */
export function payrollDeadline(checkDate: string): string {
  return pacificCutoff(runPayrollBy(checkDate));
}

/**
 * 16:00 America/Los_Angeles on a business day, as an ISO date-time with that day's offset: when
 * that day's ACH cut-off passes (a contractor payment debited that day is funded then).
 *
 * @example
 * pacificCutoff('2026-06-17'); // '2026-06-17T16:00:00-07:00'
 */
export function pacificCutoff(day: string): string {
  return `${day}T16:00:00${pacificDaylightTime(day) ? '-07:00' : '-08:00'}`;
}

/**
 * The cut-off as an instant, for comparing with the clock (ISO strings with different offsets do
 * not compare as text).
 *
 * @example
 * payrollDeadlineTime('2026-06-19') > Date.now();
 */
export function payrollDeadlineTime(checkDate: string): number {
  return Date.parse(payrollDeadline(checkDate));
}

/**
 * The dates of one payroll run (DECISIONS 46): business days, the check date a run can still
 * make, and the four-day ACH alternative. Built on the Federal Reserve calendar of
 * `businessDays.ts`.
 */

/** @example addBusinessDays('2026-06-12', 2); // '2026-06-16' (a Friday, then Mon, Tue) */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** Business days from `start` to `lastDay`, both included. @example businessDaysThrough('2026-06-08', '2026-06-16'); // 7 */
export function businessDaysThrough(start: string, lastDay: string): number {
  let days = 0;
  for (let day = start; day <= lastDay; day = addDays(day, 1)) if (isBusinessDay(day)) days += 1;
  return days;
}
