import { ApiError, invalidAttribute, invalidOperation, missingParameter } from '../errors';
import { readFields } from '../fields';
import { isRunning } from './views';
import type { DemoService } from '../service';
import { calculatePayroll } from './payrollCalculation';
import { blankEntry, employeesOnSchedule } from './payrollEntries';
import { PROCESSING_MS, processPayroll } from './payrollRun';
import { ensureUpcomingPayrolls } from './upcomingPayrolls';
import type { CompanyRecord } from '../company/records';
import type { PayrollRecord } from './records';

/**
 * The two ways a payroll leaves the run list without paying anyone (UPSTREAM E.1, E.10): an
 * unprocessed off-cycle payroll is deleted; a regular one is skipped, which processes it as a $0
 * payroll, because the service keeps one regular payroll for every pay period (DECISIONS 39) and a
 * deleted one would only come back.
 */

/** The `payroll_type` values of a skip (UPSTREAM E.10). */
export const SKIP_PAYROLL_TYPES = [
  'Regular',
  'Hired employee',
  'Dismissed employee',
  'Transition from old pay schedule',
] as const;

/**
 * Deletes an unprocessed off-cycle payroll; a processed, running or regular one is a 422
 * `invalid_operation` with what to do instead.
 *
 * @example
 * deletePayroll(service, payroll); // the route answers 204 (or 202 with ?async=true)
 */
export function deletePayroll(service: DemoService, payroll: PayrollRecord): void {
  if (isRunning(payroll)) throw invalidOperation('The payroll is being processed and cannot be deleted.');
  if (payroll.processed) {
    throw invalidOperation('A processed payroll cannot be deleted. Cancel it first, before its deadline.');
  }
  if (!payroll.off_cycle) {
    throw invalidOperation('A regular payroll cannot be deleted. Skip its pay period instead.');
  }
  service.store.payrolls.delete(payroll.uuid);
  service.emit('payroll.deleted', 'Payroll', payroll.uuid, payroll.companyUuid);
}

/**
 * Skips a regular pay period: its unprocessed payroll (the one whose pay period holds `end_date`,
 * today by default) is submitted as a $0 payroll and becomes processed `PROCESSING_MS` later
 * (202). Only `Regular` skips are simulated; the new-hire and termination kinds are a 422 on
 * `payroll_type` saying so.
 *
 * @example
 * const payroll = skipPayroll(service, company, { payroll_type: 'Regular', pay_schedule_uuid, end_date });
 */
export function skipPayroll(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
): PayrollRecord {
  const values = readFields(body, {
    payroll_type: { kind: 'enum', values: SKIP_PAYROLL_TYPES, required: true },
    start_date: { kind: 'date' },
    end_date: { kind: 'date' },
    pay_schedule_uuid: { kind: 'string' },
    employee_uuids: { kind: 'array' },
  });
  if (values.payroll_type !== 'Regular') {
    throw new ApiError(422, [
      invalidAttribute('payroll_type', 'The demo service skips Regular payrolls only.'),
    ]);
  }
  const scheduleUuid = values.pay_schedule_uuid as string | undefined;
  if (!scheduleUuid) throw new ApiError(422, [missingParameter('pay_schedule_uuid')]);
  if (service.store.paySchedules.get(scheduleUuid)?.companyUuid !== company.uuid) {
    throw new ApiError(422, [
      invalidAttribute('pay_schedule_uuid', 'The pay schedule is not one of the company’s.'),
    ]);
  }
  const end = (values.end_date as string | undefined) ?? service.clock.today();
  const start = values.start_date as string | undefined;
  ensureUpcomingPayrolls(service, company.uuid);
  const periods = service.store
    .children(service.store.payrolls, (p) => p.companyUuid === company.uuid)
    .filter(
      (p) =>
        !p.off_cycle &&
        p.payScheduleUuid === scheduleUuid &&
        p.start_date <= end &&
        p.end_date >= end &&
        (start === undefined || p.start_date === start),
    );
  const payroll = periods.find((p) => !p.processed);
  if (!payroll) {
    throw invalidOperation(
      periods.length > 0
        ? 'The payroll of this pay period is already processed.'
        : 'No regular payroll of this pay schedule covers these dates.',
    );
  }
  if (isRunning(payroll)) throw invalidOperation('The payroll is being processed and cannot be skipped.');
  skipRegularPayroll(service, payroll);
  return payroll;
}

/**
 * Skips one unprocessed regular payroll that is not running: every row left out, submitted as a $0
 * payroll, processed `PROCESSING_MS` later (the skip above, and a partner's cancellation batch).
 *
 * @example
 * skipRegularPayroll(service, payroll);
 */
export function skipRegularPayroll(service: DemoService, payroll: PayrollRecord): void {
  const companyUuid = payroll.companyUuid;
  const scheduleUuid = payroll.payScheduleUuid ?? '';
  // Everyone on the schedule is left out: the payroll pays nothing and debits nothing.
  payroll.entries = employeesOnSchedule(service, companyUuid, scheduleUuid, payroll).map((uuid) => ({
    ...(payroll.entries.find((e) => e.employeeUuid === uuid) ?? blankEntry(service, payroll, uuid, true)),
    excluded: true,
  }));
  payroll.status = 'submitting';
  service.emit('payroll.submitted', 'Payroll', payroll.uuid, companyUuid);
  service.clock.schedule(PROCESSING_MS, () => {
    if (payroll.status !== 'submitting' || service.store.payrolls.get(payroll.uuid) !== payroll) return;
    calculatePayroll(service, payroll);
    processPayroll(service, payroll);
    service.emit('payroll.processed', 'Payroll', payroll.uuid, companyUuid);
  });
}
