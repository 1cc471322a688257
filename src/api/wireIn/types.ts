import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * Where a wire-in request is (contract.md#wire-in): `awaiting_funds` until the company says it
 * sent the wire, `pending_review` while the service checks it, then `approved` (the payment goes
 * on) or `canceled` (past its deadline unpaid: the payroll moved to four-day speed).
 *
 * @example
 * const waiting: WireInRequestStatus = 'awaiting_funds';
 */
export type WireInRequestStatus = OpenEnum<'awaiting_funds' | 'pending_review' | 'approved' | 'canceled'>;

/**
 * A request for the company to wire a payment's funds (UPSTREAM-3 M.4): the recipient's
 * instructions, the amount, the deadline and the tracking code the company gives its bank, and
 * what the company said it sent (null until then). Every field is optional in the upstream's
 * 2026-06-15 client.
 *
 * @example
 * const line = `Wire $${wire.requested_amount} to ${wire.recipient_name}, reference ${wire.unique_tracking_code}`;
 */
export interface WireInRequest {
  uuid: string;
  status?: WireInRequestStatus;
  origination_bank?: string | null;
  origination_bank_address?: string | null;
  recipient_name?: string | null;
  recipient_address?: string | null;
  /** Text, never a number (leading zeros). */
  recipient_account_number?: string | null;
  recipient_routing_number?: string | null;
  additional_notes?: string | null;
  bank_name?: string | null;
  date_sent?: DateString | null;
  amount_sent?: DecimalString | null;
  /** What the company tells its bank to include with the wire. */
  unique_tracking_code?: string | null;
  payment_type?: OpenEnum<'Payroll' | 'ContractorPaymentGroup'>;
  payment_uuid?: string | null;
  requested_amount?: DecimalString | null;
  /** ISO date-time: the wire must arrive by then. */
  wire_in_deadline?: string | null;
}

/**
 * The confirmation that the wire was sent (`PUT /v1/wire_in_requests/{uuid}`, payrolls:run): the
 * date, the sending bank, the amount as decimal text, optional notes under 255 characters.
 *
 * @example
 * const body: WireSentBody = { date_sent: '2026-06-15', bank_name: 'First Bank', amount_sent: '94012.33' };
 */
export interface WireSentBody {
  date_sent: DateString;
  bank_name: string;
  amount_sent: DecimalString;
  additional_notes?: string;
}
