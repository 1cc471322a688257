import type { DemoService } from '../service';
import { hours, hoursText } from '../money/money';
import { accrualFor, type PaidHours } from './timeOffAccrual';
import { isUnlimited, moveBalance } from './timeOffBalances';
import type { TimeOffPolicyRecord } from './records';
import { addDays, isWeekday } from '../calendar/dates';

/** A paid-time-off line of a payroll entry (hours in thousandths). */
export interface PaidTimeOffLine {
  name: string;
  policyUuid: string | null;
  hours: number;
}

/** The fields of a payroll entry that time off reads. */
export interface TimeOffPayrollEntry {
  employeeUuid: string;
  excluded: boolean;
  paidTimeOff: readonly PaidTimeOffLine[];
}

/** The fields of a processed payroll that accrual reads. */
export interface AccruingPayroll {
  uuid: string;
  companyUuid: string;
  off_cycle: boolean;
  start_date: string;
  end_date: string;
  entries: readonly (TimeOffPayrollEntry & {
    hourly: readonly { name: string; hours: number }[];
  })[];
}

/** Approved hours of one policy in a pay period. */
export interface ApprovedTimeOff {
  policyUuid: string;
  policyName: string;
  /** Thousandths of an hour. */
  hours: number;
}

/** Payroll line names by policy type (UPSTREAM E.4 paid time off names). */
const LINE_NAMES: Record<string, string> = { vacation: 'Vacation Hours', sick: 'Sick Hours' };

/**
 * Approved requests of an employee whose days fall in `[startDate, endDate]`, summed per policy
 * (only the days inside the period count), in policy creation order.
 *
 * @example
 * approvedTimeOffInPeriod(service, companyUuid, employeeUuid, '2026-06-01', '2026-06-14');
 * // [{ policyUuid, policyName: 'Vacation', hours: 16000 }]
 */
export function approvedTimeOffInPeriod(
  service: DemoService,
  companyUuid: string,
  employeeUuid: string,
  startDate: string,
  endDate: string,
): ApprovedTimeOff[] {
  const byPolicy = new Map<string, number>();
  for (const r of service.store.timeOffRequests.values()) {
    if (r.companyUuid !== companyUuid || r.employeeUuid !== employeeUuid || r.status !== 'approved') continue;
    let sum = 0;
    for (const [day, h] of Object.entries(r.days)) if (day >= startDate && day <= endDate) sum += h;
    if (sum > 0) byPolicy.set(r.policyUuid, (byPolicy.get(r.policyUuid) ?? 0) + sum);
  }
  const out: ApprovedTimeOff[] = [];
  for (const [policyUuid, hours] of byPolicy) {
    const policy = service.store.timeOffPolicies.get(policyUuid);
    if (policy) out.push({ policyUuid, policyName: policy.name, hours });
  }
  const seqOf = (uuid: string) => service.store.timeOffPolicies.get(uuid)?.seq ?? 0;
  return out.sort((a, b) => seqOf(a.policyUuid) - seqOf(b.policyUuid));
}

/** Whether an entry pays time off on a policy: by its uuid, or a generic line of its type. */
function paysPolicy(entry: TimeOffPayrollEntry, policy: TimeOffPolicyRecord): boolean {
  return entry.paidTimeOff.some(
    (line) =>
      line.hours > 0 &&
      (line.policyUuid === policy.uuid ||
        (line.policyUuid === null && line.name === LINE_NAMES[policy.policy_type])),
  );
}

/**
 * When a payroll that pays time off is processed: each approved request of a paid employee that
 * starts on or before the period's end, on a policy the entry pays, becomes `consumed` (DECISIONS
 * 15). The hours already left the balance at approval, so balances do not move (DECISIONS 43).
 * Returns the consumed request uuids.
 *
 * @example
 * consumeTimeOffForPayroll(service, payroll.uuid, payroll.entries);
 */
export function consumeTimeOffForPayroll(
  service: DemoService,
  payrollUuid: string,
  entries: readonly TimeOffPayrollEntry[],
): string[] {
  const payroll = service.store.payrolls.get(payrollUuid);
  const periodEnd = payroll?.end_date;
  const paid = new Map(entries.filter((e) => !e.excluded).map((e) => [e.employeeUuid, e]));
  const consumed: string[] = [];
  for (const r of service.store.timeOffRequests.values()) {
    if (r.status !== 'approved') continue;
    if (payroll && r.companyUuid !== payroll.companyUuid) continue;
    const entry = paid.get(r.employeeUuid);
    const policy = service.store.timeOffPolicies.get(r.policyUuid);
    if (!entry || !policy || !paysPolicy(entry, policy)) continue;
    if (periodEnd !== undefined && r.start_date > periodEnd) continue;
    r.status = 'consumed';
    r.consumedByPayrollUuid = payrollUuid;
    consumed.push(r.uuid);
  }
  return consumed;
}

/**
 * On cancelling a processed payroll: its consumed requests return to `approved` (their hours stay
 * off the balance, as for any approved request) and its accruals are taken back.
 *
 * @example
 * restoreTimeOffForPayroll(service, payroll.uuid);
 */
export function restoreTimeOffForPayroll(service: DemoService, payrollUuid: string): void {
  for (const r of service.store.timeOffRequests.values()) {
    if (r.status === 'consumed' && r.consumedByPayrollUuid === payrollUuid) {
      r.status = 'approved';
      r.consumedByPayrollUuid = null;
    }
  }
  for (const policy of service.store.timeOffPolicies.values()) {
    const accruals = policy.activities.filter(
      (a) => a.payrollUuid === payrollUuid && a.event_type === 'TimeOffEvent::Accrual',
    );
    for (const a of accruals) {
      a.payrollUuid = null; // taken back once, however often the payroll is cancelled
      if (!policy.balances.has(a.employeeUuid)) continue;
      moveBalance(
        service,
        policy,
        a.employeeUuid,
        -a.balance_change,
        'TimeOffEvent::AccrualReversal',
        `Accrual of ${hoursText(a.balance_change)} hours taken back: payroll cancelled`,
        payrollUuid,
      );
    }
  }
}

/** Hours an entry paid: hourly lines as entered; a salaried entry 8 h per weekday of the period. */
function paidHoursOf(payroll: AccruingPayroll, entry: AccruingPayroll['entries'][number]): PaidHours {
  const timeOff = entry.paidTimeOff.reduce((sum, line) => sum + line.hours, 0);
  const regularLines = entry.hourly.filter((l) => l.name === 'Regular Hours');
  const hourly = entry.hourly.some((l) => l.hours > 0);
  if (hourly) {
    const regular = regularLines.reduce((sum, l) => sum + l.hours, 0);
    const all = entry.hourly.reduce((sum, l) => sum + l.hours, 0);
    return { regular, overtime: all - regular, timeOff };
  }
  let weekdays = 0;
  for (let day = payroll.start_date; day <= payroll.end_date; day = addDays(day, 1))
    if (isWeekday(day)) weekdays++;
  return { regular: Math.max(0, weekdays * 8000 - timeOff), overtime: 0, timeOff };
}

/** First hire date of an employee's jobs, if any. */
function hireDateOf(service: DemoService, employeeUuid: string): string | null {
  let first: string | null = null;
  for (const job of service.store.jobs.childrenOf(employeeUuid))
    if (first === null || job.hire_date < first) first = job.hire_date;
  return first;
}

/**
 * Accrual for a processed payroll (DECISIONS 43): for every active policy of the company and every
 * enrolled, paid employee past the waiting period (`accrual_waiting_period_days` after the hire
 * date, by the period's end), add what `accrualFor` gives, capped by `max_accrual_hours_per_year`
 * (accrued this calendar year) and by `max_hours` (the balance). Each accrual is logged with the
 * payroll's uuid so a cancel can take it back. Returns the hours added per policy and employee.
 *
 * @example
 * accrueForProcessedPayroll(service, payroll);
 */
export function accrueForProcessedPayroll(
  service: DemoService,
  payroll: AccruingPayroll,
): { policyUuid: string; employeeUuid: string; hours: number }[] {
  const added: { policyUuid: string; employeeUuid: string; hours: number }[] = [];
  const year = service.nowIso().slice(0, 4);
  for (const policy of service.store.timeOffPolicies.values()) {
    if (policy.companyUuid !== payroll.companyUuid || !policy.is_active || isUnlimited(policy)) continue;
    for (const entry of payroll.entries) {
      if (entry.excluded || !policy.balances.has(entry.employeeUuid)) continue;
      const hire = hireDateOf(service, entry.employeeUuid);
      const waiting = policy.accrual_waiting_period_days ?? 0;
      if (hire !== null && addDays(hire, waiting) > payroll.end_date) continue;
      let amount = accrualFor(policy, paidHoursOf(payroll, entry), !payroll.off_cycle);
      if (policy.max_accrual_hours_per_year !== null) {
        const cap = hours(policy.max_accrual_hours_per_year) ?? 0;
        const accrued = policy.activities
          .filter(
            (a) =>
              a.employeeUuid === entry.employeeUuid &&
              a.effective_time.startsWith(year) &&
              (a.event_type === 'TimeOffEvent::Accrual' || a.event_type === 'TimeOffEvent::AccrualReversal'),
          )
          .reduce((sum, a) => sum + a.balance_change, 0);
        amount = Math.min(amount, Math.max(0, cap - accrued));
      }
      if (policy.max_hours !== null) {
        const cap = hours(policy.max_hours) ?? 0;
        amount = Math.min(amount, Math.max(0, cap - (policy.balances.get(entry.employeeUuid) ?? 0)));
      }
      if (amount <= 0) continue;
      moveBalance(
        service,
        policy,
        entry.employeeUuid,
        amount,
        'TimeOffEvent::Accrual',
        `Accrued ${hoursText(amount)} hours for the pay period ${payroll.start_date} to ${payroll.end_date}`,
        payroll.uuid,
      );
      added.push({ policyUuid: policy.uuid, employeeUuid: entry.employeeUuid, hours: amount });
    }
  }
  return added;
}
