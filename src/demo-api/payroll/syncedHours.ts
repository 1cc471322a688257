import type { DemoService } from '../service';
import { regularRows } from './payrollEntries';
import { clearCalculation } from './payrollRun';
import { ensureUpcomingPayrolls } from './upcomingPayrolls';
import type { PayrollRecord } from './records';

/**
 * What another area may write into a regular payroll's rows: the hours a time-sheet sync
 * (UPSTREAM-3 N.7, DECISIONS 75) sets on an hourly job, replacing what was there.
 */

/**
 * The regular payroll of a schedule's pay period, made if it is upcoming and not made yet;
 * undefined when the period has none.
 *
 * @example
 * const payroll = regularPayrollOfPeriod(service, companyUuid, scheduleUuid, '2026-06-06', '2026-06-19');
 */
export function regularPayrollOfPeriod(
  service: DemoService,
  companyUuid: string,
  scheduleUuid: string,
  startDate: string,
  endDate: string,
): PayrollRecord | undefined {
  ensureUpcomingPayrolls(service, companyUuid);
  for (const payroll of service.store.payrolls.values()) {
    if (
      payroll.companyUuid === companyUuid &&
      !payroll.off_cycle &&
      payroll.payScheduleUuid === scheduleUuid &&
      payroll.start_date === startDate &&
      payroll.end_date === endDate
    )
      return payroll;
  }
  return undefined;
}

/**
 * The rows of an unprocessed regular payroll brought up to date with who it pays (what was entered
 * for the others is kept), before hours are written into them.
 *
 * @example
 * refreshRegularRows(service, payroll);
 */
export function refreshRegularRows(service: DemoService, payroll: PayrollRecord): void {
  payroll.entries = regularRows(service, payroll);
}

/**
 * Sets one hourly job's lines of an employee's row (`Regular Hours`, `Overtime`,
 * `Double overtime`, in thousandths) to the hours given, each name not given to zero, and drops
 * the payroll's calculation. False when the row has no hourly line of that job (a salaried job,
 * or an employee the payroll does not pay): nothing changes then.
 *
 * @example
 * setHourlyHours(payroll, employeeUuid, jobUuid, new Map([['Regular Hours', 8_500]]));
 */
export function setHourlyHours(
  payroll: PayrollRecord,
  employeeUuid: string,
  jobUuid: string,
  hours: ReadonlyMap<string, number>,
): boolean {
  const entry = payroll.entries.find((e) => e.employeeUuid === employeeUuid);
  const lines = entry?.hourly.filter((line) => line.jobUuid === jobUuid) ?? [];
  if (lines.length === 0) return false;
  for (const line of lines) line.hours = hours.get(line.name) ?? 0;
  clearCalculation(payroll);
  return true;
}

/**
 * The first hourly job of an employee's row in the payroll: where hours of a sheet that names
 * no job go.
 *
 * @example
 * firstHourlyJob(payroll, employeeUuid); // 'job-uuid' or undefined
 */
export function firstHourlyJob(payroll: PayrollRecord, employeeUuid: string): string | undefined {
  return payroll.entries.find((e) => e.employeeUuid === employeeUuid)?.hourly[0]?.jobUuid;
}
