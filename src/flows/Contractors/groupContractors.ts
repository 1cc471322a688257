import type { ContractorPaymentHistory } from '../../api/contractorPayments/types';

/**
 * Who each payment group pays, read from the payment history (a list's groups come without their
 * payments): group uuid → contractor uuids, in the history's order, each once.
 *
 * @example
 * groupContractors(history).get(group.uuid); // ['c-1', 'c-2']
 */
export function groupContractors(history: ContractorPaymentHistory | undefined): Map<string, string[]> {
  const byGroup = new Map<string, string[]>();
  for (const { contractor_uuid, payments } of history?.contractor_payments ?? []) {
    for (const payment of payments ?? []) {
      const groupId = payment.contractor_payment_group_uuid;
      if (!groupId) continue;
      const ids = byGroup.get(groupId) ?? [];
      if (!ids.includes(contractor_uuid)) ids.push(contractor_uuid);
      byGroup.set(groupId, ids);
    }
  }
  return byGroup;
}
