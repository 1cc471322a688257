import type { DateString, OpenEnum } from './common';

/**
 * Pay frequency; only the first four can be created (UPSTREAM C).
 *
 * @example
 * const frequency: PayFrequency = 'Every other week';
 */
export type PayFrequency = OpenEnum<
  'Every week' | 'Every other week' | 'Twice per month' | 'Monthly' | 'Quarterly' | 'Annually'
>;

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
  custom_name: string | null;
  auto_payroll?: boolean;
  active: boolean;
  auto_payroll_enablement_blockers?: Array<{ key: string; metadata?: unknown }> | null;
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
 * One pay period with its payroll.
 *
 * @example
 * period.payroll?.processed;
 */
export interface PayPeriod {
  start_date: DateString;
  end_date: DateString;
  pay_schedule_uuid: string;
  payroll?: {
    payroll_uuid: string;
    check_date: DateString;
    processed: boolean;
    payroll_deadline: string;
    payroll_type: OpenEnum<'regular' | 'transition'>;
  };
}

/**
 * How employees are assigned to schedules (UPSTREAM C).
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
    transition_pay_period?: { start_date: DateString; end_date: DateString };
  }>;
}
