import { money } from '../money/money';
import type { WireInRequestRecord } from './records';

/** Where the demo's wires go: the recipient fields every request shows (strings, UPSTREAM-3 M.4). */
export const WIRE_RECIPIENT = {
  origination_bank: 'Demo Federal Bank',
  origination_bank_address: '100 Market Street, San Francisco, CA 94105',
  recipient_name: 'Payroll Kit Demo Payments, Inc.',
  recipient_address: '525 20th Street, San Francisco, CA 94107',
  recipient_account_number: '000123456789',
  recipient_routing_number: '021000021',
} as const;

/**
 * A wire-in request as the service shows it (UPSTREAM-3 M.4): the instructions, the amount and
 * deadline, and what the company said it sent (null until then).
 *
 * @example
 * wireInRequestView(record).requested_amount; // '94012.33'
 */
export function wireInRequestView(record: WireInRequestRecord) {
  return {
    uuid: record.uuid,
    status: record.status,
    ...WIRE_RECIPIENT,
    additional_notes: record.additionalNotes,
    bank_name: record.bankName,
    date_sent: record.dateSent,
    unique_tracking_code: record.trackingCode,
    payment_type: record.paymentType,
    payment_uuid: record.paymentUuid,
    amount_sent: record.amountSent === null ? null : money(record.amountSent),
    requested_amount: money(record.requestedAmount),
    wire_in_deadline: record.deadline,
  };
}
