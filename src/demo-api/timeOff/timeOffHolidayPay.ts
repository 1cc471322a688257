import { addDays } from '../formats/formats';

/** One federal holiday a holiday pay policy can pay (UPSTREAM D.3). */
export interface FederalHoliday {
  key: string;
  name: string;
  /** When it falls, in words (the policy's `date`). */
  date: string;
  /** Its date in a year, before weekend observance. */
  on: (year: number) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `nth` (1-based; -1 = last) weekday (0 = Sunday) of a month (0-based). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return `${year}-${pad(month + 1)}-${pad(1 + ((weekday - first + 7) % 7) + (nth - 1) * 7)}`;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const day = lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The 11 federal holidays of UPSTREAM D.3, in calendar order. */
export const FEDERAL_HOLIDAYS: readonly FederalHoliday[] = [
  { key: 'new_years_day', name: "New Year's Day", date: 'January 1', on: (y) => `${y}-01-01` },
  {
    key: 'mlk_day',
    name: 'Martin Luther King, Jr. Day',
    date: 'Third Monday in January',
    on: (y) => nthWeekday(y, 0, 1, 3),
  },
  {
    key: 'presidents_day',
    name: "Presidents' Day",
    date: 'Third Monday in February',
    on: (y) => nthWeekday(y, 1, 1, 3),
  },
  {
    key: 'memorial_day',
    name: 'Memorial Day',
    date: 'Last Monday in May',
    on: (y) => nthWeekday(y, 4, 1, -1),
  },
  { key: 'juneteenth', name: 'Juneteenth', date: 'June 19', on: (y) => `${y}-06-19` },
  { key: 'independence_day', name: 'Independence Day', date: 'July 4', on: (y) => `${y}-07-04` },
  {
    key: 'labor_day',
    name: 'Labor Day',
    date: 'First Monday in September',
    on: (y) => nthWeekday(y, 8, 1, 1),
  },
  {
    key: 'columbus_day',
    name: 'Columbus Day',
    date: 'Second Monday in October',
    on: (y) => nthWeekday(y, 9, 1, 2),
  },
  { key: 'veterans_day', name: 'Veterans Day', date: 'November 11', on: (y) => `${y}-11-11` },
  {
    key: 'thanksgiving',
    name: 'Thanksgiving',
    date: 'Fourth Thursday in November',
    on: (y) => nthWeekday(y, 10, 4, 4),
  },
  { key: 'christmas_day', name: 'Christmas Day', date: 'December 25', on: (y) => `${y}-12-25` },
];

/** Keys of the federal holidays. */
export const FEDERAL_HOLIDAY_KEYS = FEDERAL_HOLIDAYS.map((h) => h.key);

/** A Saturday holiday is observed (paid) on Friday, a Sunday one on Monday. */
export function observedDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
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
