import type { SubmissionBlockerRecord } from '../payroll/records';
import type { ContractorPaymentMethod } from '../contractors/records';
/** One contractor payment, alone or in a group (UPSTREAM-2 I.4). */
export interface ContractorPaymentRecord {
  uuid: string;
  companyUuid: string;
  contractorUuid: string;
  groupUuid: string | null;
  seq: number;
  date: string;
  debitDate: string;
  payment_method: ContractorPaymentMethod;
  wage_type: 'Fixed' | 'Hourly';
  /** Cents; the rate as of the payment, Hourly only. */
  hourlyRate: number | null;
  /** Thousandths of an hour. */
  hours: number;
  wage: number;
  bonus: number;
  reimbursement: number;
  status: 'Funded' | 'Unfunded';
  fundedAt: string | null;
}

/** A payment group: one check date, one company debit (UPSTREAM-2 I.4). */
export interface ContractorPaymentGroupRecord {
  uuid: string;
  companyUuid: string;
  seq: number;
  check_date: string;
  debitDate: string;
  creation_token: string;
  /** As payrolls have them (UPSTREAM E.7): found at preview and create, resolved by the admin's choice. */
  submissionBlockers: SubmissionBlockerRecord[];
  paymentUuids: string[];
}
