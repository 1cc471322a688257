/**
 * Day arithmetic on `YYYY-MM-DD` strings, in UTC: the one home of dates for the whole service
 * (months counted from 1, weekdays from 0 = Sunday).
 */

/** @example addDays('2026-01-31', 1); // '2026-02-01' */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** @example addMonths('2026-01-31', 1); // '2026-02-28' */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** @example isoDate(new Date()); // '2026-06-15' */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. @example weekday('2026-06-15'); // 1 (a Monday) */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Monday to Friday. @example isWeekday('2026-06-20'); // false (a Saturday) */
export function isWeekday(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The `n`th `day` (0 = Sunday) of a month (1–12), or the last one when `n` is -1.
 *
 * @example
 * nthWeekday(2026, 11, 4, 4); // '2026-11-26' (Thanksgiving: the fourth Thursday of November)
 */
export function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(`${year}-${pad(month)}-01`);
    return `${year}-${pad(month)}-${pad(1 + ((day - first + 7) % 7) + (n - 1) * 7)}`;
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(`${year}-${pad(month)}-${pad(lastDate)}`);
  return `${year}-${pad(month)}-${pad(lastDate - ((last - day + 7) % 7))}`;
}
