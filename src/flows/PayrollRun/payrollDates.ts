import type { Payroll } from '../../api/payroll/types';
import { addDays } from '../../hooks/calendarDays';

/** `YYYY-MM-DD` of a day `offset` days from today (UTC), for the list's pay-period window. */
export function isoDay(offset: number, now = Date.now()): string {
  return addDays(new Date(now).toISOString().slice(0, 10), offset);
}

/**
 * The pay-period window the landing asks for: back six months (late payrolls still unrun) and
 * ahead as far as the service allows (contract.md#payroll-run: end at most 3 months ahead).
 *
 * @example
 * upcomingWindow(); // { startDate: '2026-05-23', endDate: '2027-02-20' }
 */
export function upcomingWindow(now = Date.now()): { startDate: string; endDate: string } {
  return { startDate: isoDay(-183, now), endDate: isoDay(89, now) };
}

/**
 * Whether a payroll will pay late: the service says so (`payroll_status_meta.payroll_late`), or
 * its run-by time has passed and it is not processed.
 *
 * @example
 * isLate(payroll); // true
 */
export function isLate(payroll: Payroll, now = Date.now()): boolean {
  if (payroll.processed) return false;
  if (payroll.payroll_status_meta?.payroll_late === true) return true;
  const deadline = Date.parse(payroll.payroll_deadline);
  return Number.isFinite(deadline) && deadline < now;
}

/** The check date the service now expects (moved by lateness or four-day ACH), else the planned one. */
export function expectedCheckDate(payroll: Payroll): string {
  const expected = payroll.payroll_status_meta?.expected_check_date;
  return typeof expected === 'string' ? expected : payroll.check_date;
}

/**
 * The debit date a partner should see: moved by four-day ACH when it was, else the expected one
 * (an ISO date or date-time), or none before the service knows it.
 *
 * @example
 * debitDate(payroll)?.slice(0, 10); // '2026-12-07'
 */
export function debitDate(payroll: Payroll): string | undefined {
  return (
    payroll.payment_speed_changed?.current_debit_date ||
    payroll.payroll_status_meta?.expected_debit_time ||
    undefined
  );
}
