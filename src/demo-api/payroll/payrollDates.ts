import {
  adjustCheckDate,
  isBusinessDay,
  payrollDeadline,
  payrollDeadlineTime,
  runPayrollBy,
  addBusinessDays,
} from '../calendar/businessDays';
import { addDays } from '../calendar/dates';

/** A check date off weekends and bank holidays: the business day before. @example payDay('2026-07-04'); // '2026-07-02' */
export function payDay(date: string): string {
  return adjustCheckDate(date);
}

/** Whether a payroll deadline (an ISO date-time with an offset) has passed. @example deadlinePassed(p.payroll_deadline, now); */
export function deadlinePassed(deadline: string, now: Date): boolean {
  return Date.parse(deadline) <= now.getTime();
}

/**
 * The deadline (16:00 America/Los_Angeles, two business days before) of a check date.
 *
 * @example deadlineOf('2026-06-24'); // '2026-06-22T16:00:00-07:00'
 */
export function deadlineOf(checkDate: string): string {
  return payrollDeadline(checkDate);
}

/** The day payroll must run by for a check date. @example runDayOf('2026-06-19'); // '2026-06-17' */
export function runDayOf(checkDate: string): string {
  return runPayrollBy(checkDate);
}

/**
 * The first business day, today or later, whose 16:00 Pacific cut-off is still ahead of `now`: the
 * day a payroll submitted now is debited.
 *
 * @example
 * runDayFrom(new Date('2026-06-15T16:00:00Z')); // '2026-06-15'
 */
export function runDayFrom(now: Date): string {
  let day = now.toISOString().slice(0, 10);
  // Start a day early: in the evening UTC it is still the same afternoon in California.
  day = addDays(day, -1);
  for (;;) {
    if (isBusinessDay(day) && payrollDeadlineTime(addBusinessDays(day, 2)) > now.getTime()) return day;
    day = addDays(day, 1);
  }
}

/**
 * The earliest check date a payroll run now can still make with two-day ACH.
 *
 * @example
 * earliestCheckDate(new Date('2026-06-15T16:00:00Z')); // '2026-06-17'
 */
export function earliestCheckDate(now: Date): string {
  return addBusinessDays(runDayFrom(now), 2);
}

/**
 * The check date with four-day ACH for a run debited on `runDay` (`move_to_four_day`).
 *
 * @example
 * fourDayCheckDate('2026-06-15'); // '2026-06-19'
 */
export function fourDayCheckDate(runDay: string): string {
  return addBusinessDays(runDay, 4);
}
