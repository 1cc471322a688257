import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * How an entry's hours are paid (UPSTREAM-3 N.7): `Regular` fills the payroll's regular hours,
 * `Overtime` its overtime, `Double overtime` its double overtime.
 *
 * @example
 * const classification: PayClassification = 'Overtime';
 */
export type PayClassification = OpenEnum<'Regular' | 'Overtime' | 'Double overtime'>;

/**
 * A time sheet's review status: made `pending`, then `approved` or `rejected` by an update.
 *
 * @example
 * const status: TimeSheetStatus = 'approved';
 */
export type TimeSheetStatus = OpenEnum<'pending' | 'approved' | 'rejected'>;

/**
 * One line of a time sheet as the service answers it: hours as decimal text (`"1.500"`).
 *
 * @example
 * const entry: TimeSheetEntry = { uuid: 'te-1', hours_worked: '8.000', pay_classification: 'Regular' };
 */
export interface TimeSheetEntry {
  uuid: string;
  hours_worked: DecimalString;
  pay_classification: PayClassification;
}

/**
 * A person's time sheet for one shift (UPSTREAM-3 N.7): who, when, the hours by pay
 * classification, its status and version, and when a payroll sync last took its hours.
 *
 * @example
 * const total = sheet.entries.reduce((sum, e) => sum + Number(e.hours_worked), 0);
 */
export interface TimeSheet {
  uuid: string;
  company_uuid?: string;
  entity_type: OpenEnum<'Employee' | 'Contractor'>;
  entity_uuid: string;
  job_uuid?: string | null;
  time_zone: string;
  shift_started_at: string;
  shift_ended_at?: string | null;
  metadata?: Record<string, string>;
  status: TimeSheetStatus;
  version: string;
  created_at?: string;
  updated_at?: string;
  synced_to_payroll_at?: string | null;
  entries: TimeSheetEntry[];
}

/**
 * A new time sheet: `hours_worked` is a JSON number of at least 0.001 with at most three decimals.
 *
 * @example
 * const body: TimeSheetBody = {
 *   entity_type: 'Employee', entity_uuid: employeeId, time_zone: 'America/Los_Angeles',
 *   shift_started_at: '2026-06-08T09:00:00-07:00',
 *   entries: [{ hours_worked: 8.5, pay_classification: 'Regular' }],
 * };
 */
export interface TimeSheetBody {
  entity_type: 'Employee' | 'Contractor';
  entity_uuid: string;
  job_uuid?: string;
  time_zone: string;
  shift_started_at: string;
  shift_ended_at?: string;
  metadata?: Record<string, string>;
  entries?: { hours_worked: number; pay_classification: PayClassification }[];
}

/**
 * An update of a time sheet: its `version` and what changes; approving or rejecting sends `status`.
 *
 * @example
 * const body: TimeSheetUpdate = { version: sheet.version, status: 'approved' };
 */
export type TimeSheetUpdate = {
  version: string;
  status?: 'pending' | 'approved' | 'rejected';
} & Partial<TimeSheetBody>;

/**
 * The query of a company's time sheets.
 *
 * @example
 * const query: TimeSheetQuery = { status: 'pending', sortBy: 'shift_started_at', sortOrder: 'desc', per: 100 };
 */
export interface TimeSheetQuery {
  page?: number;
  per?: number;
  entityUuids?: string[];
  entityType?: 'Employee' | 'Contractor';
  status?: 'pending' | 'approved' | 'rejected';
  sortBy?: 'created_at' | 'updated_at' | 'shift_started_at' | 'shift_ended_at';
  sortOrder?: 'asc' | 'desc';
  /** Made before / after this date-time. */
  before?: string;
  after?: string;
}

/**
 * A payroll sync's body: the pay period whose approved hours go into its regular payroll.
 *
 * @example
 * const body: PayrollSyncBody = { kind: 'regular', pay_schedule_uuid: scheduleId,
 *   pay_period_start_date: '2026-06-06', pay_period_end_date: '2026-06-19' };
 */
export interface PayrollSyncBody {
  kind: 'regular';
  pay_schedule_uuid: string;
  pay_period_start_date: DateString;
  pay_period_end_date: DateString;
}

/**
 * A payroll sync (UPSTREAM-3 N.7): `completed_at` null while it runs; `errors` and `warnings` in
 * the contract's error shape.
 *
 * @example
 * const running = sync.completed_at === null;
 */
export interface PayrollSync {
  uuid: string;
  kind: OpenEnum<'regular'>;
  pay_schedule_uuid: string;
  pay_period_start_date: DateString;
  pay_period_end_date: DateString;
  submitted_at: string;
  completed_at: string | null;
  errors: { error_key?: string; category?: string; message?: string }[];
  warnings: { error_key?: string; category?: string; message?: string }[];
}
