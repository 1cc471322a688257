import { nthWeekday } from './dates';

/** One of the 11 federal holidays (UPSTREAM D.3; DECISIONS 46). */
export interface FederalHoliday {
  key: string;
  name: string;
  /** When it falls, in words (a holiday pay policy's `date`). */
  date: string;
  /** Its date in a year, before any weekend observance. */
  on: (year: number) => string;
}

const fixed = (key: string, name: string, date: string, monthDay: string): FederalHoliday => ({
  key,
  name,
  date,
  on: (year) => `${year}-${monthDay}`,
});

const floating = (key: string, name: string, date: string, month: number, day: number, n: number) => ({
  key,
  name,
  date,
  on: (year: number) => nthWeekday(year, month, day, n),
});

/**
 * The 11 federal holidays in calendar order: the one list of the service, for the Fed's business
 * days (payroll dates) and for holiday pay (which days a policy pays). Each observes them its own
 * way (`businessDays.ts`, `timeOff/timeOffHolidayPay.ts`).
 *
 * @example
 * FEDERAL_HOLIDAYS.find((h) => h.key === 'thanksgiving')!.on(2026); // '2026-11-26'
 */
export const FEDERAL_HOLIDAYS: readonly FederalHoliday[] = [
  fixed('new_years_day', "New Year's Day", 'January 1', '01-01'),
  floating('mlk_day', 'Martin Luther King, Jr. Day', 'Third Monday in January', 1, 1, 3),
  floating('presidents_day', "Presidents' Day", 'Third Monday in February', 2, 1, 3),
  floating('memorial_day', 'Memorial Day', 'Last Monday in May', 5, 1, -1),
  fixed('juneteenth', 'Juneteenth', 'June 19', '06-19'),
  fixed('independence_day', 'Independence Day', 'July 4', '07-04'),
  floating('labor_day', 'Labor Day', 'First Monday in September', 9, 1, 1),
  floating('columbus_day', 'Columbus Day', 'Second Monday in October', 10, 1, 2),
  fixed('veterans_day', 'Veterans Day', 'November 11', '11-11'),
  floating('thanksgiving', 'Thanksgiving', 'Fourth Thursday in November', 11, 4, 4),
  fixed('christmas_day', 'Christmas Day', 'December 25', '12-25'),
];

/** Keys of the federal holidays, in calendar order. @example FEDERAL_HOLIDAY_KEYS[0]; // 'new_years_day' */
export const FEDERAL_HOLIDAY_KEYS = FEDERAL_HOLIDAYS.map((h) => h.key);
