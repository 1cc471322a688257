import type { DateString, DecimalString, OpenEnum } from '../common';
import type { ApiErrorEntry } from '../errorBody';

/**
 * Where an asynchronous calculate or submit stands (contract.md#payroll-run).
 *
 * @example
 * const status: ProcessingStatus = 'calculate_success';
 */
export type ProcessingStatus = OpenEnum<
  'calculating' | 'calculate_success' | 'submitting' | 'submit_success' | 'processing_failed'
>;

/**
 * An hourly line of an employee's payroll (contract.md#payroll-run). `amount` is read-only and set by a
 * calculation (contract.md#payroll-run).
 *
 * @example
 * const line: HourlyCompensation = { name: 'Overtime', hours: '4.000', job_uuid: jobId };
 */
export interface HourlyCompensation {
  name: OpenEnum<'Regular Hours' | 'Overtime' | 'Double overtime'>;
  hours: DecimalString;
  job_uuid: string;
  amount?: DecimalString | null;
  compensation_multiplier?: number;
  flsa_status?: string;
}

/**
 * A fixed amount on an employee's payroll: `name` is the earning type's immutable id (`Bonus`,
 * `Commission`, a company earning type, …).
 *
 * @example
 * const bonus: FixedCompensation = { name: 'Bonus', amount: '100.00', job_uuid: jobId };
 */
export interface FixedCompensation {
  name: string;
  amount: DecimalString;
  job_uuid?: string | null;
}

/**
 * Paid time off on a payroll: by `policy_uuid` or by `name`, never both (contract.md#payroll-run).
 *
 * @example
 * const vacation: PaidTimeOff = { policy_uuid: policyId, hours: '8.000' };
 */
export interface PaidTimeOff {
  name?: string;
  policy_uuid?: string;
  hours: DecimalString;
  final_payout_unused_hours_input?: DecimalString | null;
  /** Once calculated, what the line pays (the demo service gives it; UPSTREAM does not). */
  amount?: DecimalString | null;
}

/**
 * A reimbursement on a payroll; `uuid` updates an existing one.
 *
 * @example
 * const mileage: Reimbursement = { amount: '42.10', description: 'Mileage' };
 */
export interface Reimbursement {
  amount: DecimalString;
  description: string | null;
  uuid?: string;
  recurring?: boolean;
}

/**
 * One tax line of a calculated or processed payroll.
 *
 * @example
 * const tax: PayrollTax = { name: 'Social Security', employer: false, amount: '62.00' };
 */
export interface PayrollTax {
  name: string;
  employer: boolean;
  amount: DecimalString | number;
}

/**
 * One employee's line of a payroll (contract.md#payroll-run). `version` is present on prepared payrolls
 * and is what an update sends back (contract.md#versions). `gross_pay`, `net_pay` and `check_amount` are
 * set once a calculation succeeds (contract.md#payroll-run).
 *
 * @example
 * const line: EmployeeCompensation = payroll.employee_compensations[0]!;
 */
export interface EmployeeCompensation {
  employee_uuid: string;
  version?: string;
  excluded: boolean;
  first_name?: string | null;
  preferred_first_name?: string | null;
  last_name?: string | null;
  gross_pay?: DecimalString | number | null;
  net_pay?: DecimalString | number | null;
  check_amount?: DecimalString | number | null;
  payment_method: OpenEnum<'Direct Deposit' | 'Check' | 'Historical'>;
  memo?: string | null;
  fixed_compensations: FixedCompensation[];
  hourly_compensations: HourlyCompensation[];
  paid_time_off?: PaidTimeOff[];
  reimbursements?: Reimbursement[];
  deductions?: Array<{ name: string; amount: number | DecimalString; amount_type: string; uuid?: string }>;
  taxes?: PayrollTax[];
  /** Once calculated, each benefit enrolment's line; absent on a row without benefits (contract.md#benefits). */
  benefits?: PayrollBenefitLine[];
}

/**
 * One benefit of a calculated payroll row: the employee's deduction (in the net pay) and the
 * company's contribution (shown, never in the net pay) (contract.md#benefits).
 *
 * @example
 * const line: PayrollBenefitLine = { name: 'Acme 401(k)', employee_deduction: '180.00', company_contribution: '120.00' };
 */
export interface PayrollBenefitLine {
  name: string;
  employee_deduction: DecimalString;
  company_contribution: DecimalString;
  employee_benefit_uuid?: string;
  company_benefit_uuid?: string;
  imputed?: boolean;
}

/**
 * The 24 payroll blocker keys of contract.md#payroll-run. A key added later still type-checks
 * (contract.md#enums): show its message as given.
 *
 * @example
 * const key: PayrollBlockerKey = 'missing_bank_verification';
 */
export type PayrollBlockerKey = OpenEnum<
  | 'company_ownership_required'
  | 'contractor_only_company'
  | 'eftps_in_error'
  | 'geocode_error'
  | 'geocode_needed'
  | 'invalid_signatory'
  | 'missing_addresses'
  | 'missing_bank_info'
  | 'missing_bank_verification'
  | 'missing_employee_setup'
  | 'missing_federal_tax_setup'
  | 'missing_forms'
  | 'missing_industry_selection'
  | 'missing_pay_schedule'
  | 'missing_signatory'
  | 'missing_state_tax_setup'
  | 'needs_approval'
  | 'needs_onboarding'
  | 'pay_schedule_setup_not_complete'
  | 'pending_information_request'
  | 'pending_payroll_review'
  | 'pending_recovery_case'
  | 'soft_suspended'
  | 'suspended'
>;

/**
 * Timing facts of a payroll (contract.md#payroll-run): whether it can still be cancelled, and the expected
 * against the initially promised dates (`payroll_late` when the expected date slipped).
 *
 * @example
 * if (payroll.payroll_status_meta?.cancellable) offerCancel();
 */
export interface PayrollStatusMeta {
  cancellable: boolean;
  expected_check_date?: DateString | null;
  initial_check_date?: DateString | null;
  expected_debit_time?: string | null;
  initial_debit_cutoff_time?: string | null;
  payroll_late?: boolean;
}

/**
 * How the payment speed changed after the admin moved a payroll to four-day ACH.
 *
 * @example
 * `${payroll.payment_speed_changed?.original_check_date} → ${payroll.payment_speed_changed?.current_check_date}`;
 */
export interface PaymentSpeedChanged {
  original_check_date: DateString;
  current_check_date: DateString;
  original_debit_date: DateString;
  current_debit_date: DateString;
  reason: string;
}

/**
 * A choice the admin can make to unblock a submission (contract.md#payroll-run).
 *
 * @example
 * const option: SubmissionUnblockOption = { unblock_type: 'move_to_four_day', check_date: '2026-07-03' };
 */
export interface SubmissionUnblockOption {
  unblock_type: OpenEnum<'wire_in' | 'move_to_four_day'>;
  check_date?: DateString | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Something the admin must decide before a payroll can be submitted, e.g.
 * `fast_ach_threshold_exceeded` (wire the money in, or move to four-day ACH).
 *
 * @example
 * payroll.submission_blockers?.filter((b) => b.status === 'unresolved');
 */
export interface SubmissionBlocker {
  blocker_type: OpenEnum<
    'fast_ach_threshold_exceeded' | 'minimum_days' | 'minimum_funded_payments' | 'waiting_for_wire_in'
  >;
  blocker_name?: string;
  unblock_options?: SubmissionUnblockOption[];
  selected_option?: string | null;
  status: OpenEnum<'unresolved' | 'resolved'>;
}

/**
 * The admin's choice for one submission blocker, sent with submit.
 *
 * @example
 * const choice: SubmissionBlockerChoice = { blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' };
 */
export interface SubmissionBlockerChoice {
  blocker_type: string;
  selected_option: string;
}

/**
 * A risk hold on the money of a submitted payroll (contract.md#payroll-run).
 *
 * @example
 * payroll.credit_blockers?.some((b) => b.status === 'unresolved');
 */
export interface CreditBlocker {
  blocker_type?: string;
  blocker_name?: string;
  status: OpenEnum<'unresolved' | 'pending_review' | 'resolved' | 'failed'>;
  unblock_options?: Array<{
    unblock_type: OpenEnum<
      'submit_wire' | 'submit_bank_screenshot' | 'respond_to_high_risk_fraud_rfi' | 'wait_for_reverse_wire'
    >;
    metadata?: Record<string, unknown> | null;
  }>;
  selected_option?: string | null;
}

/**
 * A payroll's totals (contract.md#payroll-run), all decimal strings. Add them up in integer cents
 * (`moneyToCents`), never as floats.
 *
 * @example
 * moneyToCents(payroll.totals!.company_debit);
 */
export interface PayrollTotals {
  company_debit: DecimalString;
  net_pay_debit: DecimalString;
  tax_debit: DecimalString;
  reimbursement_debit: DecimalString;
  child_support_debit?: DecimalString;
  reimbursements: DecimalString;
  net_pay: DecimalString;
  gross_pay: DecimalString;
  employer_taxes: DecimalString;
  employee_taxes: DecimalString;
  check_amount?: DecimalString;
  other_deductions?: DecimalString;
  benefits?: DecimalString;
  employee_benefits_deductions?: DecimalString;
  [other: string]: DecimalString | undefined;
}

/**
 * Why an off-cycle payroll is run (contract.md#payroll-run).
 *
 * @example
 * const reason: OffCycleReason = 'Bonus';
 */
export type OffCycleReason = OpenEnum<
  'Bonus' | 'Correction' | 'Adhoc' | 'Dismissed employee' | 'Transition from old pay schedule'
>;

/**
 * The withholding pay period an off-cycle payroll uses for its tax tables (contract.md#payroll-run).
 *
 * @example
 * const period: WithholdingPayPeriod = 'Every other week';
 */
export type WithholdingPayPeriod = OpenEnum<
  | 'Every week'
  | 'Every other week'
  | 'Twice per month'
  | 'Monthly'
  | 'Quarterly'
  | 'Semiannually'
  | 'Annually'
>;

/**
 * A payroll (contract.md#payroll-run). Money fields are decimal strings.
 *
 * @example
 * payroll.processing_request?.status === 'calculate_success';
 */
export interface Payroll {
  uuid: string;
  payroll_uuid: string;
  company_uuid: string;
  processed: boolean;
  processed_date: DateString | null;
  calculated_at: string | null;
  check_date: DateString;
  payroll_deadline: string;
  off_cycle: boolean;
  off_cycle_reason: OffCycleReason | null;
  external?: boolean;
  final_termination_payroll?: boolean;
  withholding_pay_period?: WithholdingPayPeriod | null;
  skip_regular_deductions?: boolean | null;
  fixed_withholding_rate?: boolean | null;
  is_check_only_payroll?: boolean | null;
  pay_period: { start_date: DateString; end_date: DateString; pay_schedule_uuid: string | null };
  payroll_status_meta?: PayrollStatusMeta;
  totals?: PayrollTotals | null;
  processing_request: { status: ProcessingStatus; errors?: ApiErrorEntry[] } | null;
  employee_compensations?: EmployeeCompensation[];
  fixed_compensation_types?: Array<{ name: string }>;
  submission_blockers?: SubmissionBlocker[];
  credit_blockers?: CreditBlocker[];
  payment_speed_changed?: PaymentSpeedChanged | null;
  company_taxes?: PayrollTax[];
  created_at?: string;
}

/**
 * One line of a payroll update: the row's `version` plus only what changes.
 *
 * @example
 * const line: PayrollUpdateLine = { employee_uuid: e, version: v, excluded: true };
 */
export type PayrollUpdateLine = { employee_uuid: string; version: string } & Partial<
  Pick<
    EmployeeCompensation,
    | 'excluded'
    | 'payment_method'
    | 'memo'
    | 'fixed_compensations'
    | 'hourly_compensations'
    | 'paid_time_off'
    | 'reimbursements'
    | 'deductions'
  >
>;

/**
 * Body of `PUT …/payrolls/{id}`: only the lines sent change, each with its own version, at most
 * 100 lines a request (contract.md#payroll-run).
 *
 * @example
 * const body: PayrollUpdate = { employee_compensations: [{ employee_uuid: e, version: v, memo: 'Thanks' }] };
 */
export interface PayrollUpdate {
  employee_compensations: PayrollUpdateLine[];
  withholding_pay_period?: WithholdingPayPeriod;
  skip_regular_deductions?: boolean;
  fixed_withholding_rate?: boolean;
}

/**
 * Body of an off-cycle payroll create (contract.md#payroll-run).
 *
 * @example
 * const body: OffCyclePayrollBody = { off_cycle: true, off_cycle_reason: 'Bonus', start_date: '2026-07-01', end_date: '2026-07-01' };
 */
export interface OffCyclePayrollBody {
  off_cycle: true;
  off_cycle_reason: OffCycleReason;
  start_date: DateString;
  end_date: DateString;
  pay_schedule_uuid?: string;
  employee_uuids?: string[] | null;
  check_date?: DateString;
  withholding_pay_period?: WithholdingPayPeriod;
  skip_regular_deductions?: boolean;
  fixed_withholding_rate?: boolean;
  is_check_only_payroll?: boolean;
}

/**
 * Skips a regular pay period (UPSTREAM E.10): the service submits it as a $0 payroll, which becomes
 * processed shortly after; `end_date` names the pay period (today when left out). The demo service
 * simulates `Regular` skips only.
 *
 * @example
 * const body: SkipPayrollBody = { payroll_type: 'Regular', pay_schedule_uuid, start_date: '2026-07-01', end_date: '2026-07-14' };
 */
export interface SkipPayrollBody {
  payroll_type: 'Regular' | 'Hired employee' | 'Dismissed employee' | 'Transition from old pay schedule';
  pay_schedule_uuid: string;
  start_date?: DateString;
  end_date?: DateString;
  /** New-hire and termination payrolls only. */
  employee_uuids?: string[];
}

/**
 * A reason payroll cannot run (contract.md#payroll-run).
 *
 * @example
 * blockers.map((blocker: PayrollBlocker) => blocker.key);
 */
export interface PayrollBlocker {
  key: PayrollBlockerKey;
  message: string;
}

/**
 * Receipt of a processed payroll (contract.md#payroll-run).
 *
 * @example
 * receipt.totals.company_debit;
 */
export interface PayrollReceipt {
  payroll_uuid: string;
  company_uuid: string;
  name_of_sender?: string;
  name_of_recipient?: string;
  recipient_notice?: string;
  debit_date?: DateString;
  totals: Record<string, DecimalString>;
  taxes: Array<{ name: string; amount: DecimalString }>;
  employee_compensations: Array<{
    employee_uuid: string;
    employee_first_name: string;
    employee_last_name: string;
    payment_method: string;
    net_pay: DecimalString;
    total_tax: DecimalString;
    total_garnishments?: DecimalString;
    child_support_garnishment?: DecimalString;
    total_reimbursement?: DecimalString;
  }>;
  [more: string]: unknown;
}

/**
 * Body of a gross-up (contract.md#gross-up): the employee and the net pay wanted, a decimal string.
 *
 * @example
 * const body: PayrollGrossUpBody = { employee_uuid: employeeId, net_pay: '1000.00' };
 */
export interface PayrollGrossUpBody {
  employee_uuid: string;
  net_pay: string;
}

/**
 * A gross-up's answer: the gross, a decimal string, that pays at least the net asked for.
 *
 * @example
 * const gross: PayrollGrossUp = { gross_up: '1568.61' };
 */
export interface PayrollGrossUp {
  gross_up: string;
}
