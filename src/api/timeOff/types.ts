import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * How a policy accrues (contract.md#time-off).
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
 * Status of a time off request (contract.md#time-off).
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
  /** First and last day; `days` holds the hours of each day between them. */
  start_date: DateString;
  end_date: DateString;
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

/**
 * Body of an admin's pre-approved request (contract.md#time-off): always created `approved`.
 *
 * @example
 * const body: AdminApprovedTimeOffRequestBody = { ...request, employer_note: 'Entered for Ada' };
 */
export interface AdminApprovedTimeOffRequestBody extends Omit<TimeOffRequestBody, 'employee_note'> {
  employer_note?: string;
  approver_uuid?: string;
}

/**
 * Body of an approval: `days` overrides the requested hours day by day.
 *
 * @example
 * const body: ApproveTimeOffRequestBody = { days: { '2026-07-06': '4.000' }, employer_note: 'Half day' };
 */
export interface ApproveTimeOffRequestBody {
  employer_note?: string;
  approver_uuid?: string;
  days?: Record<DateString, DecimalString>;
}

/**
 * Body of a decline: the note to the employee is required (contract.md#time-off).
 *
 * @example
 * const body: DeclineTimeOffRequestBody = { employer_note: 'Busy week' };
 */
export interface DeclineTimeOffRequestBody {
  employer_note: string;
  approver_uuid?: string;
}

/**
 * Body of a balance preview; `request_uuid` previews changes to an existing request.
 *
 * @example
 * const body: TimeOffRequestPreviewBody = { ...request, request_uuid: existing.uuid };
 */
export interface TimeOffRequestPreviewBody extends Omit<TimeOffRequestBody, 'employee_note'> {
  request_uuid?: string;
}

/**
 * What a request does to the balance (contract.md#time-off, contract.md#payroll-run). Hours are decimal strings;
 * `balance_hours` and `remaining_balance_hours` are null on an unlimited policy.
 *
 * @example
 * if (!preview.unlimited && Number(preview.remaining_balance_hours) < 0) warn();
 */
export interface TimeOffRequestPreview {
  balance_hours: DecimalString | null;
  this_request_hours: DecimalString;
  other_requested_hours: DecimalString;
  remaining_balance_hours: DecimalString | null;
  allow_negative_balance: boolean;
  unlimited: boolean;
}

/**
 * One employee's balances per policy (contract.md#time-off company balances; accrued and used this year).
 *
 * @example
 * balance.balances.map((b) => b.balance_hours);
 */
export interface TimeOffBalance {
  employee_uuid: string;
  balances: Array<{
    policy_uuid: string;
    /** Null on an unlimited policy. */
    balance_hours: DecimalString | null;
    accrued_hours: DecimalString;
    used_hours: DecimalString;
    pending_hours: DecimalString | null;
  }>;
}

/**
 * One balance movement in an employee's time off history (contract.md#time-off).
 *
 * @example
 * `${activity.event_description}: ${activity.balance_change} h`;
 */
export interface TimeOffActivity {
  policy_uuid: string;
  time_off_type: OpenEnum<'vacation' | 'sick'>;
  policy_name: string;
  event_type: OpenEnum<
    | 'TimeOffEvent::AddToPolicy'
    | 'TimeOffEvent::RemoveFromPolicy'
    | 'TimeOffEvent::BalanceUpdate'
    | 'TimeOffEvent::Accrual'
    | 'TimeOffEvent::AccrualReversal'
    | 'TimeOffEvent::RequestApproved'
    | 'TimeOffEvent::RequestReturned'
  >;
  event_description: string;
  effective_time: string;
  balance: DecimalString | null;
  balance_change: DecimalString | null;
}

/**
 * Pending requests named by a refused deactivation (`metadata.time_off_requests`).
 *
 * @example
 * const pending = error.entries[0]?.metadata?.time_off_requests as PendingTimeOffRequest[];
 */
export interface PendingTimeOffRequest {
  uuid: string;
  employee_uuid: string;
  employee_name: string | null;
  start_date: DateString;
  end_date: DateString;
}

/**
 * The federal holidays a holiday pay policy can pay (contract.md#time-off).
 *
 * @example
 * const key: FederalHolidayKey = 'thanksgiving';
 */
export type FederalHolidayKey =
  | 'new_years_day'
  | 'mlk_day'
  | 'presidents_day'
  | 'memorial_day'
  | 'juneteenth'
  | 'independence_day'
  | 'labor_day'
  | 'columbus_day'
  | 'veterans_day'
  | 'thanksgiving'
  | 'christmas_day';

/**
 * A company's holiday pay policy (contract.md#time-off).
 *
 * @example
 * Object.values(policy.federal_holidays).filter((h) => h.selected).map((h) => h.name);
 */
export interface HolidayPayPolicy {
  version: string;
  company_uuid: string;
  federal_holidays: Record<OpenEnum<FederalHolidayKey>, { selected: boolean; name: string; date: string }>;
  employees: Array<{ uuid: string }>;
}

/**
 * Create or update body of a holiday pay policy: which federal holidays are paid.
 *
 * @example
 * const body: HolidayPayPolicyBody = { federal_holidays: { thanksgiving: { selected: true } } };
 */
export interface HolidayPayPolicyBody {
  federal_holidays?: Partial<Record<FederalHolidayKey, { selected: boolean }>>;
}

/**
 * A paid holiday of the preview (contract.md#time-off), on the day it is observed.
 *
 * @example
 * `${holiday.holiday_name}: ${holiday.start_date}`;
 */
export interface PaidHoliday {
  holiday_key: OpenEnum<FederalHolidayKey>;
  holiday_name: string;
  start_date: DateString;
  end_date: DateString;
}
