import type { DateString, DecimalString, OpenEnum } from './common';
import type { ApiErrorEntry } from './errors';

/**
 * Where an asynchronous calculate or submit stands (UPSTREAM E.5).
 *
 * @example
 * const status: ProcessingStatus = 'calculate_success';
 */
export type ProcessingStatus = OpenEnum<
  'calculating' | 'calculate_success' | 'submitting' | 'submit_success' | 'processing_failed'
>;

/**
 * One employee's line of a payroll (UPSTREAM E.7). `version` is present on prepared payrolls
 * and is what an update sends back (DECISIONS 9).
 *
 * @example
 * const line: EmployeeCompensation = payroll.employee_compensations[0]!;
 */
export interface EmployeeCompensation {
  employee_uuid: string;
  version?: string;
  excluded: boolean;
  first_name?: string;
  preferred_first_name?: string | null;
  last_name?: string;
  gross_pay?: DecimalString | number | null;
  net_pay?: DecimalString | number | null;
  check_amount?: DecimalString | number | null;
  payment_method: OpenEnum<'Direct Deposit' | 'Check' | 'Historical'>;
  memo?: string | null;
  fixed_compensations: Array<{ name: string; amount: DecimalString; job_uuid: string }>;
  hourly_compensations: Array<{
    name: string;
    hours: DecimalString;
    amount?: DecimalString;
    job_uuid: string;
    compensation_multiplier?: number;
    flsa_status?: string;
  }>;
  paid_time_off?: Array<{ name: string; hours: DecimalString }>;
  reimbursements?: Array<{ amount: DecimalString; description: string | null; uuid?: string }>;
  deductions?: Array<{ name: string; amount: number | DecimalString; amount_type: string; uuid?: string }>;
  taxes?: Array<{ name: string; employer: boolean; amount: DecimalString | number }>;
}

/**
 * A payroll (UPSTREAM E.7). Money fields are decimal strings.
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
  off_cycle_reason: string | null;
  external?: boolean;
  pay_period: { start_date: DateString; end_date: DateString; pay_schedule_uuid: string | null };
  payroll_status_meta?: Record<string, unknown>;
  totals?: Record<string, DecimalString> | null;
  processing_request: { status: ProcessingStatus; errors?: ApiErrorEntry[] } | null;
  employee_compensations?: EmployeeCompensation[];
  fixed_compensation_types?: Array<{ name: string }>;
  submission_blockers?: Array<{
    blocker_type: string;
    blocker_name?: string;
    unblock_options?: Array<{ unblock_type: string; check_date?: DateString; metadata?: unknown }>;
    selected_option?: string | null;
    status: OpenEnum<'unresolved' | 'resolved'>;
  }>;
  created_at?: string;
}

/**
 * Body of `PUT …/payrolls/{id}`: only the lines sent change, each with its own version.
 *
 * @example
 * const body: PayrollUpdate = { employee_compensations: [{ employee_uuid: e, version: v, memo: 'Thanks' }] };
 */
export interface PayrollUpdate {
  employee_compensations: Array<
    { employee_uuid: string; version: string } & Partial<
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
    >
  >;
  withholding_pay_period?: string;
  skip_regular_deductions?: boolean;
  fixed_withholding_rate?: boolean;
}

/**
 * Body of an off-cycle payroll create (UPSTREAM E.6).
 *
 * @example
 * const body: OffCyclePayrollBody = { off_cycle: true, off_cycle_reason: 'Bonus', start_date: '2026-07-01', end_date: '2026-07-01' };
 */
export interface OffCyclePayrollBody {
  off_cycle: true;
  off_cycle_reason: OpenEnum<
    'Bonus' | 'Correction' | 'Adhoc' | 'Dismissed employee' | 'Transition from old pay schedule'
  >;
  start_date: DateString;
  end_date: DateString;
  pay_schedule_uuid?: string;
  employee_uuids?: string[] | null;
  check_date?: DateString;
  withholding_pay_period?: string;
  skip_regular_deductions?: boolean;
  fixed_withholding_rate?: boolean;
  is_check_only_payroll?: boolean;
}

/**
 * A reason payroll cannot run (UPSTREAM E.9).
 *
 * @example
 * blockers.map((blocker: PayrollBlocker) => blocker.key);
 */
export interface PayrollBlocker {
  key: OpenEnum<
    | 'missing_bank_info'
    | 'missing_employee_setup'
    | 'missing_federal_tax_setup'
    | 'missing_bank_verification'
    | 'missing_pay_schedule'
    | 'missing_addresses'
    | 'needs_onboarding'
    | 'suspended'
  >;
  message: string;
}

/**
 * Receipt of a processed payroll (UPSTREAM E.8).
 *
 * @example
 * receipt.totals.company_debit;
 */
export interface PayrollReceipt {
  payroll_uuid: string;
  company_uuid: string;
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
  }>;
  [more: string]: unknown;
}
