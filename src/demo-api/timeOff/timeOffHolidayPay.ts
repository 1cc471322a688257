import { addDays, weekday } from '../calendar/dates';
import { FEDERAL_HOLIDAYS } from '../calendar/federalHolidays';

/** A Saturday holiday is observed (paid) on Friday, a Sunday one on Monday. */
export function observedDay(day: string): string {
  const w = weekday(day);
  return w === 6 ? addDays(day, -1) : w === 0 ? addDays(day, 1) : day;
}

/** A paid holiday of the preview (UPSTREAM D.3 `paid_holidays` item). */
export interface PaidHoliday {
  holiday_key: string;
  holiday_name: string;
  start_date: string;
  end_date: string;
}

/**
 * The paid holidays of the selected federal holidays in the given years, on their observed days,
 * in date order.
 *
 * @example
 * paidHolidays(['independence_day'], [2026]);
 * // [{ holiday_key: 'independence_day', holiday_name: 'Independence Day', start_date: '2026-07-03', end_date: '2026-07-03' }]
 */
export function paidHolidays(selected: readonly string[], years: readonly number[]): PaidHoliday[] {
  const out: PaidHoliday[] = [];
  for (const year of years)
    for (const holiday of FEDERAL_HOLIDAYS) {
      if (!selected.includes(holiday.key)) continue;
      const day = observedDay(holiday.on(year));
      out.push({ holiday_key: holiday.key, holiday_name: holiday.name, start_date: day, end_date: day });
    }
  return out.sort((a, b) => a.start_date.localeCompare(b.start_date));
}
