/** A day of the week as `Date#getUTCDay` numbers it: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;

/**
 * The day of the week of a calendar date (`YYYY-MM-DD`), read in UTC so the browser's time zone
 * cannot move it to the day before. Typed as {@link Weekday} so `weekday.${day}` is a known
 * message key. The one home of the client's weekdays (hooks and flows).
 *
 * @example
 * weekdayOf('2026-07-04'); // 6 (Saturday)
 * t(`weekday.${weekdayOf(day.date)}`); // 'Sat'
 */
export function weekdayOf(date: string): Weekday {
  // getUTCDay returns 0–6 by definition; its declared type is only `number`.
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/**
 * Whether a calendar date falls on a Saturday or a Sunday.
 *
 * @example
 * isWeekend('2026-07-04'); // true
 */
export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/**
 * The calendar date `days` days after `date` (before it when negative), both `YYYY-MM-DD`, in UTC.
 *
 * @example
 * addDays('2026-12-31', 1); // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every calendar day from `start` to `end`, inclusive, as `YYYY-MM-DD` (at most `limit`, a year
 * by default); none when either is not a date.
 *
 * @example
 * daysBetween('2026-07-03', '2026-07-06'); // ['2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06']
 */
export function daysBetween(start: string, end: string, limit = 366): string[] {
  const out: string[] = [];
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return out;
  for (let day = first; day <= last && out.length < limit; day += DAY_MS)
    out.push(new Date(day).toISOString().slice(0, 10));
  return out;
}

/**
 * The browser's local calendar date, `YYYY-MM-DD`: "today" for what is in effect now.
 *
 * @example
 * localToday(); // '2026-06-15'
 */
export function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
