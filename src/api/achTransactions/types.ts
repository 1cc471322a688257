import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * Money moved by ACH for a payroll or a contractor payment (UPSTREAM-3 M.6): a debit of the
 * company or a credit to an employee or contractor, with its status and, when the bank returned
 * it, the return code. `amount` is never negative: `payment_direction` says which way it moved.
 *
 * @example
 * const line = `${t.payment_direction === 'debit' ? '−' : '+'}$${t.amount} ${t.transaction_type} (${t.payment_status})`;
 */
export interface AchTransaction {
  uuid: string;
  company_uuid?: string;
  payment_event_type?: OpenEnum<'Payroll' | 'ContractorPayment'>;
  payment_event_uuid?: string;
  recipient_type?: OpenEnum<'Employee' | 'Contractor'> | null;
  /** Absent for a company debit. */
  recipient_uuid?: string;
  /** The bank's ACH return code of a failed movement (`R01` …). */
  error_code?: string | null;
  /** Free text: `Credit employee pay`, `Debit taxes`, … */
  transaction_type?: string;
  payment_status?: OpenEnum<'unsubmitted' | 'submitted' | 'successful' | 'failed'>;
  payment_direction?: OpenEnum<'credit' | 'debit'>;
  payment_event_check_date?: DateString;
  payment_date?: DateString;
  amount?: DecimalString;
  /** What the bank statement says. */
  description?: string;
}

/**
 * Filters and page of the ACH transactions list, each optional.
 *
 * @example
 * const query: AchTransactionQuery = { payroll_uuid: payroll.uuid, payment_direction: 'debit' };
 */
export interface AchTransactionQuery {
  payroll_uuid?: string;
  contractor_payment_uuid?: string;
  transaction_type?: string;
  payment_direction?: 'credit' | 'debit';
  page?: number;
  per?: number;
}
