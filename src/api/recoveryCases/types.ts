import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * Where a recovery case is (contract.md#recovery-cases): `open` until the company acts,
 * `redebit_initiated` while ACH collects a redebit (up to four business days), `wire_initiated`
 * when the company wires the funds, `recovered` once collected, `lost` when never collected.
 *
 * @example
 * const owed: RecoveryCaseStatus = 'open';
 */
export type RecoveryCaseStatus = OpenEnum<
  'open' | 'redebit_initiated' | 'wire_initiated' | 'recovered' | 'lost'
>;

/**
 * A company debit the bank returned (UPSTREAM-3 M.5): the ACH return code, what is still owed, and
 * the payroll (or contractor payments) it funded. While it is owed the company's payroll is
 * blocked (`pending_recovery_case`).
 *
 * @example
 * const line = `${recoveryCase.latest_error_code}: $${recoveryCase.amount_outstanding} outstanding`;
 */
export interface RecoveryCase {
  uuid: string;
  company_uuid?: string;
  status?: RecoveryCaseStatus;
  /** The bank's ACH return code (`R01` insufficient funds, `R02` account closed, …). */
  latest_error_code?: string | null;
  original_debit_date?: DateString | null;
  check_date?: DateString;
  /** Null for contractor payments. */
  payroll_uuid?: string | null;
  /** Null for a payroll. */
  contractor_payment_uuids?: string[] | null;
  amount_outstanding?: DecimalString;
  event_total_amount?: DecimalString;
}
