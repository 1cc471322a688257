import type { PayPeriod } from '../../api/paySchedules/types';

/**
 * The pay periods whose payroll an update of a schedule would delete: contract.md#pay-schedules says an update
 * deletes the schedule's unprocessed regular payrolls whose pay period ends today or later. The
 * contract has no "what would this delete" call, so the client works it out from the pay periods
 * (each linked to its payroll, contract.md#pay-schedules) before it saves; `today` is the service's date (UTC).
 *
 * @example
 * const doomed = payrollsDeletedByUpdate(periods, schedule.uuid, '2026-06-15');
 * doomed.length; // 7: warn, naming each period
 */
export function payrollsDeletedByUpdate(
  periods: readonly PayPeriod[],
  payScheduleId: string,
  today: string,
): PayPeriod[] {
  return periods.filter(
    (period) =>
      period.pay_schedule_uuid === payScheduleId &&
      period.end_date >= today &&
      period.payroll?.payroll_uuid != null &&
      !period.payroll.processed &&
      period.payroll.payroll_type === 'regular',
  );
}

/** Today's date as the service counts it (UTC). @example serviceToday(); // '2026-06-15' */
export function serviceToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The last `end_date` the pay periods list accepts: 3 months after today (contract.md#limits).
 *
 * @example
 * payPeriodsHorizon('2026-06-15'); // '2026-09-15'
 * payPeriodsHorizon('2026-11-30'); // '2027-02-28'
 */
export function payPeriodsHorizon(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + 3, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
