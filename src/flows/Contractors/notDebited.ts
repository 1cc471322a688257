import { centsToMoney, moneyToCents } from '../../api/money';
import type { ContractorPaymentGroup } from '../../api/contractorPayments/types';
import { paidOut } from './paidOut';

/** What a group pays that its debit does not take, as decimal strings ('0.00' when none). */
export interface NotDebited {
  /** Paid by check: the admin pays these, nothing is debited for them. */
  checks: string;
  /** The rest of the gap (payments already made, reported only). */
  other: string;
}

const cents = (decimal: string | undefined) => moneyToCents(decimal ?? '0') ?? 0;

/**
 * Why a group's total and its debit differ, in integer cents: the check part is summed from the
 * group's own lines (the service's `check_amount` when it sends no lines); whatever else the
 * debit leaves out is `other`.
 *
 * @example
 * notDebited(preview); // { checks: '1300.00', other: '0.00' } for $1,931.25 total, $631.25 debited
 */
export function notDebited(
  group: Pick<ContractorPaymentGroup, 'totals' | 'contractor_payments'>,
): NotDebited {
  const lines = group.contractor_payments;
  const checks = lines
    ? lines.filter((p) => p.payment_method === 'Check').reduce((sum, p) => sum + cents(paidOut(p)), 0)
    : cents(group.totals?.check_amount);
  const gap = cents(group.totals?.amount) - cents(group.totals?.debit_amount);
  return { checks: centsToMoney(checks), other: centsToMoney(Math.max(0, gap - checks)) };
}
