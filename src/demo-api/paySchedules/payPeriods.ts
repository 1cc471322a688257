import { adjustCheckDate, runPayrollBy } from '../calendar/businessDays';
import { addDays, addMonths } from '../calendar/dates';

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
 * previous one ends; the check date keeps the anchor's offset from the period end and, when that
 * falls on a weekend or bank holiday, moves to the business day before; payroll must run two
 * business days before the check date (DECISIONS 46).
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
    const check = adjustCheckDate(addDays(end, offset));
    periods.push({
      start_date: start,
      end_date: end,
      check_date: check,
      run_payroll_by: runPayrollBy(check),
    });
  });
  return periods;
}
