import { hoursText } from '../money/money';
import { versionOf } from '../version';
import type { PayrollSyncRecord, TimeSheetRecord } from './records';

/**
 * A time sheet on the wire (UPSTREAM-3 N.7): the body's fields, its status and version, and each
 * entry's `hours_worked` as decimal text with three places (`"1.500"`).
 *
 * @example
 * timeSheetView(record).entries[0]?.hours_worked; // '1.500'
 */
export function timeSheetView(record: TimeSheetRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    entity_type: record.entityType,
    entity_uuid: record.entityUuid,
    job_uuid: record.jobUuid,
    time_zone: record.timeZone,
    shift_started_at: record.shiftStartedAt,
    shift_ended_at: record.shiftEndedAt,
    metadata: record.metadata,
    status: record.status,
    version: versionOf([
      record.entityType,
      record.entityUuid,
      record.jobUuid,
      record.timeZone,
      record.shiftStartedAt,
      record.shiftEndedAt,
      record.metadata,
      record.entries,
      record.status,
      record.syncedToPayrollAt,
    ]),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    synced_to_payroll_at: record.syncedToPayrollAt,
    entries: record.entries.map((entry) => ({
      uuid: entry.uuid,
      hours_worked: hoursText(entry.hours),
      pay_classification: entry.payClassification,
    })),
  };
}

/**
 * A payroll sync on the wire: `completed_at` null while it runs.
 *
 * @example
 * payrollSyncView(record).completed_at; // null, then a date-time
 */
export function payrollSyncView(record: PayrollSyncRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    kind: record.kind,
    pay_schedule_uuid: record.payScheduleUuid,
    pay_period_start_date: record.startDate,
    pay_period_end_date: record.endDate,
    submitted_at: record.submittedAt,
    completed_at: record.completedAt,
    errors: record.errors,
    warnings: record.warnings,
  };
}
