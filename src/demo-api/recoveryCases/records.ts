import { defineTable } from '../store';

/** A failed company debit the company owes back (UPSTREAM-3 M.5, DECISIONS 70). */
export interface RecoveryCaseRecord {
  uuid: string;
  companyUuid: string;
  status: 'open' | 'redebit_initiated' | 'wire_initiated' | 'recovered' | 'lost';
  /** The bank's last ACH return code (`R01` …). */
  latestErrorCode: string;
  /** The day the failed debit was taken. */
  originalDebitDate: string;
  checkDate: string;
  payrollUuid: string | null;
  contractorPaymentUuids: string[] | null;
  /** Cents still owed. */
  amountOutstanding: number;
  /** Cents of the failed debit. */
  eventTotalAmount: number;
  /** Redebits the bank returned; a third is refused (DECISIONS 70). */
  failedRedebits: number;
  /** Counts redebits, so a failed one's scheduled recovery does nothing. */
  redebits: number;
  seq: number;
}

/**
 * Every company's recovery cases, by uuid.
 *
 * @example
 * service.store.table(recoveryCases).get(uuid);
 */
export const recoveryCases = defineTable<RecoveryCaseRecord>('recoveryCases');
