import { addDays, addMonths } from './formats';

/** A pay schedule's timing (UPSTREAM C). */
export interface ScheduleTiming {
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: number | null;
  day_2: number | null;
}

/** One generated pay period. */
export interface GeneratedPeriod {
  start_date: string;
  end_date: string;
  check_date: string;
  run_payroll_by: string;
}

/** @example periodsPerYear('Every other week'); // 26 */
export function periodsPerYear(frequency: string): number {
  return frequency === 'Every week'
    ? 52
    : frequency === 'Every other week'
      ? 26
      : frequency === 'Twice per month'
        ? 24
        : 12;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function dayOfMonth(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

/** Period end dates of a schedule from its anchor, up to `until`. */
function endDates(timing: ScheduleTiming, until: string): string[] {
  const ends: string[] = [];
  const anchor = timing.anchor_end_of_pay_period;
  if (timing.frequency === 'Every week' || timing.frequency === 'Every other week') {
    const step = timing.frequency === 'Every week' ? 7 : 14;
    for (let end = anchor; end <= until && ends.length < 500; end = addDays(end, step)) ends.push(end);
    return ends;
  }
  const days =
    timing.frequency === 'Twice per month'
      ? [timing.day_1 ?? 15, timing.day_2 ?? 31].sort((a, b) => a - b)
      : [timing.day_1 ?? 31];
  for (
    let month = anchor.slice(0, 7) + '-01';
    month <= until && ends.length < 500;
    month = addMonths(month, 1)
  ) {
    const [year, mon] = month.split('-').map(Number) as [number, number];
    for (const day of days) {
      const end = dayOfMonth(year, mon - 1, day);
      if (end >= anchor && end <= until) ends.push(end);
    }
  }
  return ends;
}

/**
 * The pay periods of a schedule ending between `from` and `until`: each starts the day after the
 * previous one ends; the check date keeps the anchor's offset from the period end; payroll must
 * run two days before the check date.
 *
 * @example
 * payPeriods(schedule, '2026-01-01', '2026-03-31');
 */
export function payPeriods(timing: ScheduleTiming, from: string, until: string): GeneratedPeriod[] {
  const offset = daysBetween(timing.anchor_end_of_pay_period, timing.anchor_pay_date);
  const ends = endDates(timing, until);
  const periods: GeneratedPeriod[] = [];
  // The period before the first one ends a cycle earlier: it gives the first period its start.
  const length = timing.frequency === 'Every week' ? 7 : timing.frequency === 'Every other week' ? 14 : 0;
  const before = length
    ? addDays(timing.anchor_end_of_pay_period, -length)
    : (endDates(
        { ...timing, anchor_end_of_pay_period: addMonths(timing.anchor_end_of_pay_period, -1) },
        addDays(timing.anchor_end_of_pay_period, -1),
      ).pop() ?? addMonths(timing.anchor_end_of_pay_period, -1));
  ends.forEach((end, i) => {
    const start = addDays(i > 0 ? ends[i - 1]! : before, 1);
    if (end < from) return;
    const check = addDays(end, offset);
    periods.push({ start_date: start, end_date: end, check_date: check, run_payroll_by: addDays(check, -2) });
  });
  return periods;
}

function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return dayOfMonth(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return dayOfMonth(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** A Saturday holiday is observed on Friday, a Sunday one on Monday. */
function observed(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

/**
 * Observed US federal bank holidays between two dates.
 *
 * @example
 * bankHolidays('2026-01-01', '2026-12-31').length; // 11
 */
export function bankHolidays(from: string, until: string): string[] {
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year++) {
    const days = [
      `${year}-01-01`,
      nthWeekday(year, 0, 1, 3),
      nthWeekday(year, 1, 1, 3),
      nthWeekday(year, 4, 1, -1),
      `${year}-06-19`,
      `${year}-07-04`,
      nthWeekday(year, 8, 1, 1),
      nthWeekday(year, 9, 1, 2),
      `${year}-11-11`,
      nthWeekday(year, 10, 4, 4),
      `${year}-12-25`,
    ];
    for (const day of days.map(observed)) if (day >= from && day <= until) out.push(day);
  }
  return out.sort();
}
