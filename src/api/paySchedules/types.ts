import type { DateString, OpenEnum } from '../common';

/**
 * Pay frequency; only the first four can be created (contract.md#pay-schedules).
 *
 * @example
 * const frequency: PayFrequency = 'Every other week';
 */
export type PayFrequency = OpenEnum<
  'Every week' | 'Every other week' | 'Twice per month' | 'Monthly' | 'Quarterly' | 'Annually'
>;

/**
 * Why auto-payroll cannot be turned on (contract.md#pay-schedules). The demo service reports
 * `company_suspended`, `missing_funding_method` and `employees_not_on_direct_deposit` (with
 * `metadata.employee_uuids`).
 *
 * @example
 * blocker.key === 'employees_not_on_direct_deposit';
 */
export interface AutoPayrollBlocker {
  key: OpenEnum<
    | 'employees_not_on_direct_deposit'
    | 'missing_funding_method'
    | 'missing_state_tax_requirements'
    | 'one_day_ach_speed_not_supported'
    | 'company_suspended'
  >;
  metadata?: { employee_uuids?: string[] } & Record<string, unknown>;
}

/**
 * A pay schedule.
 *
 * @example
 * schedule.custom_name ?? schedule.name;
 */
export interface PaySchedule {
  uuid: string;
  version: string;
  frequency: PayFrequency;
  anchor_pay_date: DateString;
  anchor_end_of_pay_period: DateString;
  day_1: number | null;
  day_2: number | null;
  name: string | null;
  /** Left out when none is set (DECISIONS 60); `name` then says the frequency. */
  custom_name?: string | null;
  auto_payroll?: boolean;
  /** False while no employee is on the schedule (contract.md#pay-schedules). */
  active: boolean;
  /** `null` once auto-payroll is on; otherwise what stands in the way of turning it on. */
  auto_payroll_enablement_blockers?: AutoPayrollBlocker[] | null;
}

/**
 * Body of a pay schedule create; updates send a delta plus `version` (and may set `auto_payroll`).
 *
 * @example
 * const body: PayScheduleBody = { frequency: 'Every week', anchor_pay_date: '2026-07-03', anchor_end_of_pay_period: '2026-07-01' };
 */
export interface PayScheduleBody {
  frequency: 'Every week' | 'Every other week' | 'Twice per month' | 'Monthly';
  anchor_pay_date: DateString;
  anchor_end_of_pay_period: DateString;
  day_1?: number | null;
  day_2?: number | null;
  custom_name?: string | null;
  auto_payroll?: boolean;
}

/**
 * Query of the pay schedule preview.
 *
 * @example
 * const query: PaySchedulePreviewQuery = { frequency: 'Monthly', anchor_pay_date: '2026-07-31', anchor_end_of_pay_period: '2026-07-31', day_1: 31 };
 */
export type PaySchedulePreviewQuery = Omit<PayScheduleBody, 'custom_name' | 'auto_payroll'> & {
  end_date?: DateString;
};

/**
 * Pay periods a schedule would produce, and bank holidays.
 *
 * @example
 * preview.pay_periods[0]?.check_date;
 */
export interface PaySchedulePreview {
  pay_periods: Array<{
    check_date: DateString;
    start_date: DateString;
    end_date: DateString;
    run_payroll_by: DateString;
  }>;
  holidays: DateString[];
}

/**
 * Query of the pay periods list (contract.md#pay-schedules): `start_date` defaults to 6 months ago, `end_date`
 * to today and may be at most 3 months ahead (422 on `end_date` otherwise).
 *
 * @example
 * const query: PayPeriodsQuery = { start_date: '2026-06-01', end_date: '2026-09-15' };
 */
export interface PayPeriodsQuery {
  start_date?: DateString;
  end_date?: DateString;
  payroll_types?: 'regular' | 'transition' | 'regular,transition';
}

/**
 * One pay period with its payroll (contract.md#pay-schedules: each upcoming period up to 3 months ahead has
 * an unprocessed regular payroll; `payroll_uuid` is null where none exists).
 *
 * @example
 * period.payroll?.processed;
 */
export interface PayPeriod {
  start_date: DateString;
  end_date: DateString;
  pay_schedule_uuid: string;
  payroll?: {
    payroll_uuid: string | null;
    check_date: DateString;
    processed: boolean;
    /** Date-time with offset: 4 pm Pacific two business days before the check date. */
    payroll_deadline: string;
    payroll_type: OpenEnum<'regular' | 'transition'>;
  };
}

/**
 * How employees are assigned to schedules (contract.md#pay-schedules).
 *
 * @example
 * const body: PayScheduleAssignment = { type: 'single', default_pay_schedule_uuid: schedule.uuid };
 */
export interface PayScheduleAssignment {
  type: OpenEnum<'single' | 'hourly_salaried' | 'by_employee' | 'by_department'>;
  hourly_pay_schedule_uuid?: string | null;
  salaried_pay_schedule_uuid?: string | null;
  default_pay_schedule_uuid?: string | null;
  partial_assignment?: boolean;
  employees?: Array<{ employee_uuid: string; pay_schedule_uuid: string }>;
  departments?: Array<{ department_uuid: string; pay_schedule_uuid: string }>;
}

/**
 * The assignment as `GET …/pay_schedules/assignments` answers it: the type last applied and,
 * for `by_employee`, every employee with the schedule they are on now (contract.md#payroll-run d).
 *
 * @example
 * current.type === 'hourly_salaried' ? current.hourly_pay_schedule_uuid : current.default_pay_schedule_uuid;
 */
export interface CurrentPayScheduleAssignment extends Omit<PayScheduleAssignment, 'type' | 'employees'> {
  type: PayScheduleAssignment['type'] | null;
  employees?: Array<{ employee_uuid: string; pay_schedule_uuid: string | null }>;
}

/**
 * What an assignment would change.
 *
 * @example
 * preview.employee_changes.length;
 */
export interface PayScheduleAssignmentPreview {
  type: string;
  employee_changes: Array<{
    employee_uuid: string;
    first_name: string;
    last_name: string;
    pay_frequency: string;
    first_pay_period?: {
      pay_schedule_uuid: string;
      start_date: DateString;
      end_date: DateString;
      check_date: DateString;
    };
    /** The gap between the old schedule's last period and the new one's first, if any. */
    transition_pay_period?: { start_date: DateString; end_date: DateString } | null;
  }>;
}
