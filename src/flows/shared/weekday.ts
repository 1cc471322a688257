/** A day of the week as `Date#getUTCDay` numbers it: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The day of the week of a calendar date (`YYYY-MM-DD`), read in UTC so the browser's time zone
 * cannot move it to the day before. Typed as {@link Weekday} so `weekday.${day}` is a known
 * message key.
 *
 * @example
 * weekdayOf('2026-07-04'); // 6 (Saturday)
 * t(`weekday.${weekdayOf(day.date)}`); // 'Sat'
 */
export function weekdayOf(date: string): Weekday {
  // getUTCDay returns 0–6 by definition; its declared type is only `number`.
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}
