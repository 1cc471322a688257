import { centsToMoney, moneyToCents } from '../../api/money';
import type { ContractorPayment } from '../../api/contractorPayments/types';

/**
 * What a payment pays out: its wages (hours × rate, wage, bonus) and its reimbursement.
 *
 * @example
 * paidOut({ contractor_uuid, wage_total: '1250.00', reimbursement: '40.50' }); // '1290.50'
 */
export function paidOut(payment: ContractorPayment): string {
  const cents =
    (moneyToCents(payment.wage_total ?? '0') ?? 0) + (moneyToCents(payment.reimbursement ?? '0') ?? 0);
  return centsToMoney(cents);
}
