import type { DemoService } from '../service';
import { businessDaysThrough } from '../calendar/businessDays';
import { isUnlimited } from '../timeOff/timeOffBalances';
import type { PayrollEntryRecord, PayrollRecord } from '../payroll/records';
/**
 * The final pay of a "Dismissed employee" payroll (DECISIONS 57): salary for the business days
 * worked up to the last day, no hours for hourly jobs by default, and the unused balance of each
 * time-off policy that pays out on termination.
 */

/** The off-cycle reason of a dismissal payroll (UPSTREAM-2 J.2). */
export const DISMISSAL_REASON = 'Dismissed employee';

/**
 * The business days a dismissal payroll pays an employee's salary for: from the period's start
 * to their last day when it falls in the period; `null` on any other payroll (a full period).
 *
 * @example
 * finalWorkdays(service, payroll, employeeUuid); // 7
 */
export function finalWorkdays(
  service: DemoService,
  payroll: PayrollRecord,
  employeeUuid: string,
): number | null {
  if (payroll.off_cycle_reason !== DISMISSAL_REASON) return null;
  const termination = service.store.terminations.get(employeeUuid);
  if (!termination || termination.effective_date > payroll.end_date) return null;
  if (termination.effective_date < payroll.start_date) return 0;
  return businessDaysThrough(payroll.start_date, termination.effective_date);
}

/**
 * Turns a dismissal payroll's new row into final pay: hourly jobs start at zero hours, and each
 * policy that pays out on termination adds the remaining balance as
 * `final_payout_unused_hours_input`.
 *
 * @example
 * const entry = dismissalEntry(service, companyUuid, blankEntry(service, period, uuid, true));
 */
export function dismissalEntry(
  service: DemoService,
  companyUuid: string,
  entry: PayrollEntryRecord,
): PayrollEntryRecord {
  if (!service.store.terminations.has(entry.employeeUuid)) return entry;
  const paidTimeOff = entry.paidTimeOff.map((t) => ({ ...t }));
  for (const policy of service.store.timeOffPolicies.values()) {
    if (policy.companyUuid !== companyUuid || !policy.paid_out_on_termination || isUnlimited(policy))
      continue;
    const balance = policy.balances.get(entry.employeeUuid) ?? 0;
    if (balance <= 0) continue;
    const line = paidTimeOff.find((t) => t.policyUuid === policy.uuid);
    if (line) line.finalPayoutHours = balance;
    else
      paidTimeOff.push({ name: policy.name, policyUuid: policy.uuid, hours: 0, finalPayoutHours: balance });
  }
  return { ...entry, hourly: entry.hourly.map((h) => ({ ...h, hours: 0 })), paidTimeOff };
}
