import { paidInPeriod } from '../employment/employment';
import type { DemoService } from '../service';
import { versionOf } from '../version';
import { compensationInEffect } from '../jobs/compensationInEffect';
import { type PeriodDates, paysForPeriod } from '../paySchedules/payingSchedule';
import { approvedTimeOffInPeriod } from '../timeOff/timeOffLedger';
import { transitionRegularHours } from './transitionPay';
import type { PayrollEntryRecord, PayrollRecord } from './records';
import { jobsOf } from '../jobs/views';

/**
 * A payroll's rows (`employee_compensations`, UPSTREAM E.4, E.7): who a payroll pays, the row a
 * new employee starts with, and each row's own `version` (DECISIONS 9).
 */

/** Hourly earning names of an hourly job, in the order rows show them. */
export const HOURLY_NAMES = ['Regular Hours', 'Overtime', 'Double overtime'] as const;
/** Regular hours a new row of an hourly job starts with, per pay-period length. */
const REGULAR_HOURS: Record<string, number> = {
  'Every week': 40_000,
  'Every other week': 80_000,
  'Twice per month': 86_667,
  Monthly: 173_333,
};

/** A row's version: a hash of its editable content (DECISIONS 9). @example entryVersion(entry); */
export function entryVersion(entry: PayrollEntryRecord): string {
  return versionOf([
    entry.excluded,
    entry.payment_method,
    entry.memo,
    entry.hourly,
    entry.fixed,
    entry.paidTimeOff,
    entry.reimbursements,
    entry.deductions,
  ]);
}

/** Employees a company can pay: onboarded and holding a job. @example eligibleEmployees(service, id); */
export function eligibleEmployees(service: DemoService, companyUuid: string): string[] {
  const out: string[] = [];
  for (const e of service.store.employees.values()) {
    if (
      e.companyUuid === companyUuid &&
      e.onboarding_status === 'onboarding_completed' &&
      jobsOf(service.store, e.uuid).length > 0
    )
      out.push(e.uuid);
  }
  return out;
}

/**
 * Employees a regular payroll of `scheduleUuid` for `period` pays: the eligible ones that schedule
 * pays for that period (`paysForPeriod`: around a move, the old schedule up to its last period for
 * them, the new one from its first).
 *
 * @example
 * employeesOnSchedule(service, companyUuid, scheduleUuid, payroll);
 */
export function employeesOnSchedule(
  service: DemoService,
  companyUuid: string,
  scheduleUuid: string,
  period: PeriodDates,
): string[] {
  return eligibleEmployees(service, companyUuid).filter((uuid) =>
    paysForPeriod(service, service.store.employees.get(uuid)!, scheduleUuid, period),
  );
}

/**
 * A regular payroll's rows brought up to date with who it pays (UPSTREAM E.4): adds the employees
 * its schedule pays for its period, drops those it no longer pays or terminated before its period
 * (DECISIONS 57), keeps what was entered for the rest. Any other payroll's rows are its own.
 *
 * @example
 * payroll.entries = regularRows(service, payroll);
 */
export function regularRows(service: DemoService, payroll: PayrollRecord): PayrollEntryRecord[] {
  if (payroll.off_cycle || !payroll.payScheduleUuid) return payroll.entries;
  const existing = new Map(payroll.entries.map((e) => [e.employeeUuid, e]));
  return employeesOnSchedule(service, payroll.companyUuid, payroll.payScheduleUuid, payroll)
    .filter((uuid) => paidInPeriod(service.store, uuid, payroll.start_date, payroll.end_date))
    .map((uuid) => existing.get(uuid) ?? blankEntry(service, payroll, uuid, true));
}

/**
 * The row a payroll starts an employee with. Regular payrolls (and off-cycle ones that pay the
 * period's regular pay, DECISIONS 40) give hourly jobs their regular hours for the period and
 * bring in the approved time off of the period (by policy); a transition payroll's period is a
 * gap between schedules, so its hours count its business days; other off-cycle payrolls start empty.
 *
 * @example
 * const entry = blankEntry(service, payroll, employeeUuid, true);
 */
export function blankEntry(
  service: DemoService,
  payroll: Pick<PayrollRecord, 'companyUuid' | 'start_date' | 'end_date' | 'payScheduleUuid'> & {
    off_cycle_reason?: string | null;
  },
  employeeUuid: string,
  regularPay: boolean,
): PayrollEntryRecord {
  const frequency = payroll.payScheduleUuid
    ? service.store.paySchedules.get(payroll.payScheduleUuid)?.frequency
    : undefined;
  const regularHours =
    transitionRegularHours(payroll) ?? REGULAR_HOURS[frequency ?? 'Every other week'] ?? 80_000;
  const method = service.store.paymentMethods.get(employeeUuid);
  const hourlyJobs = jobsOf(service.store, employeeUuid).filter(
    (job) => compensationInEffect(service.store, job.uuid, payroll.end_date)?.payment_unit === 'Hour',
  );
  const timeOff = regularPay
    ? approvedTimeOffInPeriod(
        service,
        payroll.companyUuid,
        employeeUuid,
        payroll.start_date,
        payroll.end_date,
      )
    : [];
  // Approved time off replaces worked hours: 80 regular hours less 8 of vacation is 72.
  const worked = Math.max(0, regularHours - timeOff.reduce((sum, t) => sum + t.hours, 0));
  return {
    employeeUuid,
    excluded: false,
    payment_method: method?.type ?? 'Check',
    memo: null,
    hourly: hourlyJobs.flatMap((job, i) =>
      HOURLY_NAMES.map((name) => ({
        name,
        // Regular hours go on the first hourly job; the others start at zero.
        hours: regularPay && name === 'Regular Hours' && i === 0 ? worked : 0,
        jobUuid: job.uuid,
      })),
    ),
    fixed: [],
    paidTimeOff: timeOff.map((t) => ({ name: t.policyName, policyUuid: t.policyUuid, hours: t.hours })),
    reimbursements: [],
    deductions: [],
  };
}
