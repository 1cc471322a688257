import type { CompanyRecord } from '../company/records';
import { ApiError, invalidAttribute, invalidOperation } from '../errors';
import { type FieldRules, readFields } from '../fields';
import {
  firstHourlyJob,
  refreshRegularRows,
  regularPayrollOfPeriod,
  setHourlyHours,
} from '../payroll/syncedHours';
import { regularRows } from '../payroll/payrollEntries';
import { isRunning } from '../payroll/views';
import type { PayrollRecord } from '../payroll/records';
import type { DemoService } from '../service';
import { payrollSyncs, timeSheets, type PayrollSyncRecord, type TimeSheetRecord } from './records';
import { localDate } from './timeSheetBody';

/**
 * Payroll syncs (UPSTREAM-3 N.7, DECISIONS 75): the approved time sheets of a pay period moved into
 * that period's unprocessed regular payroll. Asked for (202, `completed_at` null), it completes a
 * moment later: each synced employee's hourly job gets, per pay classification, the sum of its
 * approved sheets (Regular → `Regular Hours`, Overtime → `Overtime`, Double overtime →
 * `Double overtime`, in thousandths), replacing what was there; each sheet synced is stamped.
 */

/** How long the demo takes to move the hours (as a payroll step, DECISIONS 8). */
export const PAYROLL_SYNC_MS = 1000;

/** The payroll line each pay classification fills. */
const LINE_OF = {
  Regular: 'Regular Hours',
  Overtime: 'Overtime',
  'Double overtime': 'Double overtime',
} as const;

const RULES = {
  kind: { kind: 'enum', values: ['regular'], required: true },
  pay_schedule_uuid: { kind: 'string', required: true },
  pay_period_start_date: { kind: 'date', required: true },
  pay_period_end_date: { kind: 'date', required: true },
} satisfies FieldRules;

/** The approved sheets of the company's employees whose shift starts in the period (its local day). */
function approvedSheetsOf(service: DemoService, companyUuid: string, start: string, end: string) {
  return [...service.store.table(timeSheets).values()]
    .filter((sheet) => sheet.companyUuid === companyUuid && sheet.status === 'approved')
    .filter((sheet) => {
      const day = localDate(sheet.shiftStartedAt, sheet.timeZone);
      return day >= start && day <= end;
    })
    .sort((a, b) => a.seq - b.seq);
}

/** The sheets a payroll takes: approved, in its period, of an employee it pays. */
function sheetsForPayroll(service: DemoService, payroll: PayrollRecord): TimeSheetRecord[] {
  const paid = new Set(regularRows(service, payroll).map((e) => e.employeeUuid));
  return approvedSheetsOf(service, payroll.companyUuid, payroll.start_date, payroll.end_date).filter(
    (sheet) => sheet.entityType === 'Employee' && paid.has(sheet.entityUuid),
  );
}

/** The period's payroll, or the 422 that says why there is none to sync into. */
function payrollToSync(
  service: DemoService,
  company: CompanyRecord,
  values: { pay_schedule_uuid: string; pay_period_start_date: string; pay_period_end_date: string },
): PayrollRecord {
  const schedule = service.store.paySchedules.get(values.pay_schedule_uuid);
  if (!schedule || schedule.companyUuid !== company.uuid || !schedule.active)
    throw new ApiError(422, [
      invalidAttribute(
        'pay_schedule_uuid',
        'pay_schedule_uuid is not an active pay schedule of this company.',
      ),
    ]);
  if (values.pay_period_end_date < values.pay_period_start_date)
    throw new ApiError(422, [
      invalidAttribute('pay_period_end_date', 'pay_period_end_date cannot be before pay_period_start_date.'),
    ]);
  const payroll = regularPayrollOfPeriod(
    service,
    company.uuid,
    schedule.uuid,
    values.pay_period_start_date,
    values.pay_period_end_date,
  );
  if (!payroll || payroll.processed)
    throw invalidOperation('The pay schedule has no unprocessed regular payroll for that pay period.');
  if (isRunning(payroll)) throw invalidOperation('The payroll is being processed and cannot be changed.');
  if (regularRows(service, payroll).length === 0)
    throw invalidOperation('The payroll of that pay period pays no employees.');
  if (sheetsForPayroll(service, payroll).length === 0)
    throw invalidOperation('No approved time sheets of the payroll’s employees in that pay period.');
  return payroll;
}

/** Moves the hours: per employee and job, the sums by classification; the sheets stamped. */
function moveHours(service: DemoService, sync: PayrollSyncRecord, payroll: PayrollRecord): void {
  refreshRegularRows(service, payroll);
  const sums = new Map<string, { employeeUuid: string; jobUuid: string; hours: Map<string, number> }>();
  const stamped: TimeSheetRecord[] = [];
  for (const sheet of sheetsForPayroll(service, payroll)) {
    const jobUuid = sheet.jobUuid ?? firstHourlyJob(payroll, sheet.entityUuid);
    if (!jobUuid) {
      sync.warnings.push({
        error_key: 'base',
        category: 'invalid_operation',
        message: 'The employee has no hourly job on the payroll: the time sheet’s hours were not synced.',
        metadata: { entity_type: 'TimeSheet', entity_uuid: sheet.uuid },
      });
      continue;
    }
    const key = `${sheet.entityUuid} ${jobUuid}`;
    const sum = sums.get(key) ?? { employeeUuid: sheet.entityUuid, jobUuid, hours: new Map() };
    for (const entry of sheet.entries) {
      const line = LINE_OF[entry.payClassification];
      sum.hours.set(line, (sum.hours.get(line) ?? 0) + entry.hours);
    }
    sums.set(key, sum);
    stamped.push(sheet);
  }
  const synced = new Set<string>();
  for (const [key, sum] of sums) {
    if (setHourlyHours(payroll, sum.employeeUuid, sum.jobUuid, sum.hours)) synced.add(key);
    else
      sync.warnings.push({
        error_key: 'base',
        category: 'invalid_operation',
        message: 'The job is not an hourly job on the payroll: its time sheets’ hours were not synced.',
        metadata: { entity_type: 'Job', entity_uuid: sum.jobUuid },
      });
  }
  const now = service.nowIso();
  for (const sheet of stamped) {
    const jobUuid = sheet.jobUuid ?? firstHourlyJob(payroll, sheet.entityUuid);
    if (synced.has(`${sheet.entityUuid} ${jobUuid}`)) sheet.syncedToPayrollAt = now;
  }
  if (synced.size > 0) service.emit('payroll.updated', 'Payroll', payroll.uuid, payroll.companyUuid);
}

/**
 * Starts a payroll sync: the body checked (422 on its field; no period payroll, an empty one, or no
 * approved sheets 422 `invalid_operation` on `base`), stored with `completed_at` null, and
 * completed `PAYROLL_SYNC_MS` later. A payroll that started processing meanwhile ends it with the
 * error in `errors[]` and nothing moved.
 *
 * @example
 * const sync = startPayrollSync(service, company, request.body); // the route answers 202
 */
export function startPayrollSync(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
): PayrollSyncRecord {
  const values = readFields(body, RULES);
  const payroll = payrollToSync(service, company, values);
  const sync: PayrollSyncRecord = {
    uuid: service.ids(),
    companyUuid: company.uuid,
    kind: 'regular',
    payScheduleUuid: values.pay_schedule_uuid,
    startDate: values.pay_period_start_date,
    endDate: values.pay_period_end_date,
    submittedAt: service.nowIso(),
    completedAt: null,
    errors: [],
    warnings: [],
    seq: service.store.nextSeq(),
  };
  service.store.table(payrollSyncs).set(sync.uuid, sync);
  service.clock.schedule(PAYROLL_SYNC_MS, () => {
    if (sync.completedAt !== null) return;
    if (payroll.processed || isRunning(payroll) || !service.store.payrolls.has(payroll.uuid))
      sync.errors.push({
        error_key: 'base',
        category: 'invalid_operation',
        message: 'The payroll was processed, is being processed or was removed: nothing was synced.',
      });
    else moveHours(service, sync, payroll);
    sync.completedAt = service.nowIso();
  });
  return sync;
}
