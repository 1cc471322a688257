import { money } from '../money/money';
import type { RecoveryCaseRecord } from './records';

/**
 * A recovery case as the service shows it (UPSTREAM-3 M.5): amounts as decimal strings, a
 * payroll's case with no contractor payments and the other way round.
 *
 * @example
 * recoveryCaseView(record).amount_outstanding; // '4123.45'
 */
export function recoveryCaseView(record: RecoveryCaseRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    status: record.status,
    latest_error_code: record.latestErrorCode,
    original_debit_date: record.originalDebitDate,
    check_date: record.checkDate,
    payroll_uuid: record.payrollUuid,
    contractor_payment_uuids: record.contractorPaymentUuids,
    amount_outstanding: money(record.amountOutstanding),
    event_total_amount: money(record.eventTotalAmount),
  };
}
