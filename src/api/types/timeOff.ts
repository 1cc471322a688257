import type { DateString, DecimalString, OpenEnum } from './common';

/**
 * How a policy accrues (UPSTREAM D.1).
 *
 * @example
 * const method: AccrualMethod = 'per_pay_period';
 */
export type AccrualMethod = OpenEnum<
  | 'unlimited'
  | 'per_pay_period'
  | 'per_calendar_year'
  | 'per_anniversary_year'
  | 'per_hour_worked'
  | 'per_hour_worked_no_overtime'
  | 'per_hour_paid'
  | 'per_hour_paid_no_overtime'
>;

/**
 * A time off policy. `version` is null when the policy is inactive.
 *
 * @example
 * policy.employees.map((member) => member.balance);
 */
export interface TimeOffPolicy {
  uuid: string;
  version: string | null;
  company_uuid: string;
  name: string;
  policy_type: OpenEnum<'vacation' | 'sick'>;
  accrual_method: AccrualMethod;
  accrual_rate: DecimalString | null;
  accrual_rate_unit: DecimalString | null;
  paid_out_on_termination: boolean;
  accrual_waiting_period_days: number | null;
  carryover_limit_hours: DecimalString | null;
  max_accrual_hours_per_year: DecimalString | null;
  max_hours: DecimalString | null;
  policy_reset_date: string | null;
  complete: boolean;
  is_active: boolean;
  employees: Array<{ uuid: string; balance: DecimalString | null }>;
}

/**
 * Body of a policy create; updates send a delta plus `version`.
 *
 * @example
 * const body: TimeOffPolicyBody = { name: 'Vacation', policy_type: 'vacation', accrual_method: 'unlimited' };
 */
export interface TimeOffPolicyBody {
  name: string;
  policy_type: 'vacation' | 'sick';
  accrual_method: AccrualMethod;
  accrual_rate?: DecimalString | null;
  accrual_rate_unit?: DecimalString | null;
  paid_out_on_termination?: boolean;
  accrual_waiting_period_days?: number | null;
  carryover_limit_hours?: DecimalString | null;
  max_accrual_hours_per_year?: DecimalString | null;
  max_hours?: DecimalString | null;
  policy_reset_date?: string | null;
  complete?: boolean;
}

/**
 * Status of a time off request (DECISIONS 15).
 *
 * @example
 * const status: TimeOffRequestStatus = 'pending';
 */
export type TimeOffRequestStatus = OpenEnum<'pending' | 'approved' | 'declined' | 'consumed'>;

/**
 * A time off request; `days` maps dates to hours (decimal strings).
 *
 * @example
 * Object.values(request.days);
 */
export interface TimeOffRequest {
  uuid: string;
  status: TimeOffRequestStatus;
  employee_note: string | null;
  employer_note: string | null;
  policy_type: string | null;
  policy_uuid: string | null;
  days: Record<DateString, DecimalString>;
  employee: { uuid: string; full_name: string };
  initiator: { uuid: string; full_name: string } | null;
  approver: { uuid: string; full_name: string } | null;
}

/**
 * Body of a time off request create.
 *
 * @example
 * const body: TimeOffRequestBody = { employee_uuid: e, policy_uuid: p, start_date: '2026-07-01', end_date: '2026-07-01', days: { '2026-07-01': '8.000' } };
 */
export interface TimeOffRequestBody {
  employee_uuid: string;
  policy_uuid: string;
  start_date: DateString;
  end_date: DateString;
  days: Record<DateString, DecimalString>;
  employee_note?: string;
}
