import { defineTable } from '../store';

/** The pay classifications of a time sheet's entries (UPSTREAM-3 N.7). */
export const PAY_CLASSIFICATIONS = ['Regular', 'Overtime', 'Double overtime'] as const;
export type PayClassification = (typeof PAY_CLASSIFICATIONS)[number];

/** A sheet's review status: made `pending`, then approved or rejected by `PUT` (DECISIONS 75). */
export const TIME_SHEET_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TimeSheetStatus = (typeof TIME_SHEET_STATUSES)[number];

/** One line of hours of a sheet: thousandths of an hour, by pay classification. */
export interface TimeSheetEntryRecord {
  uuid: string;
  hours: number;
  payClassification: PayClassification;
}

/** A person's time sheet for one shift (UPSTREAM-3 N.7, App-Integrations shape). */
export interface TimeSheetRecord {
  uuid: string;
  companyUuid: string;
  entityType: 'Employee' | 'Contractor';
  entityUuid: string;
  /** The employee's job the hours are for; null: the employee's first hourly job. Never on a contractor's. */
  jobUuid: string | null;
  timeZone: string;
  shiftStartedAt: string;
  /** Null while the shift is ongoing. */
  shiftEndedAt: string | null;
  metadata: Record<string, string>;
  entries: TimeSheetEntryRecord[];
  status: TimeSheetStatus;
  createdAt: string;
  updatedAt: string;
  /** When a payroll sync last moved the sheet's hours into a payroll; null until then or after a change. */
  syncedToPayrollAt: string | null;
  seq: number;
}

/** A payroll sync (UPSTREAM-3 N.7): asked for, then completed a moment later. */
export interface PayrollSyncRecord {
  uuid: string;
  companyUuid: string;
  kind: 'regular';
  payScheduleUuid: string;
  startDate: string;
  endDate: string;
  submittedAt: string;
  completedAt: string | null;
  errors: Record<string, unknown>[];
  warnings: Record<string, unknown>[];
  seq: number;
}

/**
 * Every company's time sheets, by uuid.
 *
 * @example
 * service.store.table(timeSheets).get(uuid);
 */
export const timeSheets = defineTable<TimeSheetRecord>('timeSheets');

/**
 * Every company's payroll syncs, by uuid.
 *
 * @example
 * service.store.table(payrollSyncs).get(uuid)?.completedAt;
 */
export const payrollSyncs = defineTable<PayrollSyncRecord>('payrollSyncs');
