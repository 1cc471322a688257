import type { PayrollRecord } from './records';
import { businessDaysThrough } from '../calendar/businessDays';

/**
 * What a "Transition from old pay schedule" payroll pays (DECISIONS 40, 44): the regular pay of
 * its pay period, the gap an employee's old and new schedules leave. A gap is shorter than a
 * period of either schedule, so a full period's salary or hours would overpay it: salaried jobs
 * are paid the business days of the gap at the day rate of DECISIONS 57 (annual ÷ 260, rounded
 * once), hourly jobs start with 8 hours a business day (an 80-hour biweekly period is 10 days).
 */

/** The off-cycle reason of a transition payroll (UPSTREAM E.6). */
export const TRANSITION_REASON = 'Transition from old pay schedule';

/** Regular hours of one business day, thousandths. */
const HOURS_PER_BUSINESS_DAY = 8_000;

/**
 * The business days of a transition payroll's period (Federal Reserve calendar, DECISIONS 46);
 * `null` for any other payroll, which pays whole periods.
 *
 * @example
 * transitionWorkdays({ off_cycle_reason: TRANSITION_REASON, start_date: '2026-06-20', end_date: '2026-06-30' }); // 7
 */
export function transitionWorkdays(
  payroll: Pick<PayrollRecord, 'start_date' | 'end_date'> & { off_cycle_reason?: string | null },
): number | null {
  if (payroll.off_cycle_reason !== TRANSITION_REASON) return null;
  return businessDaysThrough(payroll.start_date, payroll.end_date);
}

/**
 * The regular hours (thousandths) a transition payroll gives an hourly job; `null` for any other
 * payroll, whose hours come from its schedule's period length.
 *
 * @example
 * transitionRegularHours(payroll); // 56_000 for Jun 20–30, 2026 (7 business days)
 */
export function transitionRegularHours(
  payroll: Pick<PayrollRecord, 'start_date' | 'end_date'> & { off_cycle_reason?: string | null },
): number | null {
  const days = transitionWorkdays(payroll);
  return days === null ? null : days * HOURS_PER_BUSINESS_DAY;
}
