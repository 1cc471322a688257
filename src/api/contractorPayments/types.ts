import type { DateString, DecimalString, OpenEnum } from '../common';
import type { ContractorWageType } from '../contractors/types';
import type { CreditBlocker, SubmissionBlocker, SubmissionBlockerChoice } from '../payroll/types';

/**
 * How one contractor payment is made: Direct Deposit (funded from the company's account), Check
 * (the admin pays by check) or Historical Payment (already paid, reported only).
 *
 * @example
 * const method: ContractorPaymentMethodName = 'Check';
 */
export type ContractorPaymentMethodName = OpenEnum<'Direct Deposit' | 'Check' | 'Historical Payment'>;

/**
 * One contractor's line of a payment: `wage` for a Fixed contractor, `hours` for an Hourly one,
 * `bonus` and `reimbursement` for either; amounts are decimal strings.
 *
 * @example
 * const line: ContractorPaymentLine = { contractor_uuid: hourly.uuid, hours: '12.5', bonus: '100.00' };
 */
export interface ContractorPaymentLine {
  contractor_uuid: string;
  payment_method?: ContractorPaymentMethodName;
  wage?: DecimalString;
  hours?: DecimalString;
  bonus?: DecimalString;
  reimbursement?: DecimalString;
}

/**
 * Body of a single contractor payment: a line and its date.
 *
 * @example
 * const body: ContractorPaymentBody = { contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '1250.00' };
 */
export interface ContractorPaymentBody extends ContractorPaymentLine {
  date: DateString;
}

/**
 * A contractor payment. `wage_total` is hours × hourly rate + wage + bonus; Direct Deposit
 * payments become `Funded` on their debit date, Check and Historical ones stay `Unfunded`.
 *
 * @example
 * if (payment.may_cancel) showCancel(payment.uuid);
 */
export interface ContractorPayment {
  /** Absent on a preview's payments: they do not exist yet. */
  uuid?: string;
  contractor_uuid: string;
  contractor_payment_group_uuid?: string;
  date?: DateString;
  debit_date?: DateString;
  payment_method?: OpenEnum<ContractorPaymentMethodName | 'Correction Payment'>;
  status?: OpenEnum<'Funded' | 'Unfunded'>;
  may_cancel?: boolean;
  wage_type?: ContractorWageType;
  hourly_rate?: DecimalString;
  hours?: DecimalString;
  wage?: DecimalString;
  bonus?: DecimalString;
  reimbursement?: DecimalString;
  wage_total?: DecimalString;
}

/**
 * A group's totals, each a decimal string.
 *
 * @example
 * const debit = group.totals?.debit_amount; // '2231.25'
 */
export interface ContractorPaymentGroupTotals {
  amount?: DecimalString;
  debit_amount?: DecimalString;
  wage_amount?: DecimalString;
  reimbursement_amount?: DecimalString;
  check_amount?: DecimalString;
}

/**
 * A payment group: every contractor paid on one check date, debited together.
 *
 * @example
 * const funded = group.status === 'Funded';
 */
export interface ContractorPaymentGroup {
  /** None on a preview: the group does not exist yet. */
  uuid?: string | null;
  company_uuid?: string;
  check_date?: DateString;
  debit_date?: DateString;
  status?: OpenEnum<'Funded' | 'Unfunded'>;
  creation_token?: string;
  partner_owned_disbursement?: boolean | null;
  submission_blockers?: SubmissionBlocker[];
  credit_blockers?: CreditBlocker[];
  totals?: ContractorPaymentGroupTotals;
  /** Left out of a list's groups. */
  contractor_payments?: ContractorPayment[];
}

/**
 * Body of a group preview: the lines and the check date.
 *
 * @example
 * const body: ContractorPaymentGroupPreviewBody = { check_date: '2026-06-22', contractor_payments: [line] };
 */
export interface ContractorPaymentGroupPreviewBody {
  check_date: DateString;
  contractor_payments: ContractorPaymentLine[];
}

/**
 * Body of a group create. `creation_token` makes it idempotent: one per user action, and a token
 * used before is refused (409 `duplicate_operation`).
 *
 * @example
 * const body: ContractorPaymentGroupBody = { check_date: '2026-06-22', creation_token: key, contractor_payments: [line] };
 */
export interface ContractorPaymentGroupBody extends ContractorPaymentGroupPreviewBody {
  creation_token: string;
  submission_blockers?: SubmissionBlockerChoice[];
}

/**
 * A date range of groups or payments (both `YYYY-MM-DD`, inclusive).
 *
 * @example
 * const range: ContractorPaymentDateRange = { startDate: '2026-06-01', endDate: '2026-06-30' };
 */
export interface ContractorPaymentDateRange {
  startDate: DateString;
  endDate: DateString;
}

/**
 * Payments by date range, grouped by contractor, with their totals.
 *
 * @example
 * const wages = history.total?.wages; // '1865.81'
 */
export interface ContractorPaymentHistory {
  total?: { reimbursements?: DecimalString; wages?: DecimalString };
  contractor_payments?: Array<{
    contractor_uuid: string;
    reimbursement_total?: DecimalString;
    wage_total?: DecimalString;
    payments?: ContractorPayment[];
  }>;
}

/**
 * The receipt of a funded Direct Deposit payment.
 *
 * @example
 * const debit = receipt.totals?.company_debit;
 */
export interface ContractorPaymentReceipt {
  contractor_payment_uuid?: string;
  company_uuid?: string;
  name_of_sender?: string;
  name_of_recipient?: string;
  debit_date?: DateString;
  license?: string;
  license_uri?: string;
  right_to_refund?: string;
  liability_of_licensee?: string;
  totals?: { company_debit?: DecimalString };
  contractor_payments?: Array<{
    contractor_uuid?: string;
    contractor_first_name?: string;
    contractor_last_name?: string;
    contractor_business_name?: string;
    contractor_type?: string;
    payment_method?: string;
    wage?: DecimalString;
    bonus?: DecimalString;
    reimbursement?: DecimalString;
  }>;
}
