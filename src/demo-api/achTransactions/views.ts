import { money } from '../money/money';
import type { AchTransaction } from './achTransactions';

/**
 * An ACH transaction as the service shows it (UPSTREAM-3 M.6): the amount a decimal string, never
 * negative; the direction says which way it moved; a debit names no recipient.
 *
 * @example
 * achTransactionView(movement).payment_direction; // 'debit'
 */
export function achTransactionView(t: AchTransaction) {
  return {
    uuid: t.uuid,
    company_uuid: t.companyUuid,
    payment_event_type: t.eventType,
    payment_event_uuid: t.eventUuid,
    recipient_type: t.recipientType,
    // A company debit has no recipient: absent, not null (the upstream types it a string).
    ...(t.recipientUuid === null ? {} : { recipient_uuid: t.recipientUuid }),
    error_code: t.errorCode,
    transaction_type: t.transactionType,
    payment_status: t.status,
    payment_direction: t.direction,
    payment_event_check_date: t.checkDate,
    payment_date: t.paymentDate,
    amount: money(t.amount),
    description: t.description,
  };
}
