import { defineTable } from '../store';

/** A request for the company to wire a payment's funds (UPSTREAM-3 M.4, DECISIONS 70). */
export interface WireInRequestRecord {
  uuid: string;
  companyUuid: string;
  status: 'awaiting_funds' | 'pending_review' | 'approved' | 'canceled';
  paymentType: 'Payroll' | 'ContractorPaymentGroup';
  paymentUuid: string;
  /** Cents: the payment's company debit. */
  requestedAmount: number;
  /** ISO date-time: the payment's own deadline for its speed. */
  deadline: string;
  trackingCode: string;
  /** What the company said it sent (PUT); null until then. */
  dateSent: string | null;
  bankName: string | null;
  amountSent: number | null;
  additionalNotes: string | null;
  seq: number;
}

/**
 * Every company's wire-in requests, by uuid.
 *
 * @example
 * service.store.table(wireInRequests).get(uuid);
 */
export const wireInRequests = defineTable<WireInRequestRecord>('wireInRequests');
