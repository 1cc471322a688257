import { hiddenAccountNumber } from '../formats/bankAccounts';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { BankAccountRecord, PaymentMethodRecord } from './records';

/** @example bankAccountView(account); */
export function bankAccountView(b: BankAccountRecord): Record<string, unknown> {
  return {
    uuid: b.uuid,
    employee_uuid: b.employeeUuid,
    name: b.name,
    account_type: b.account_type,
    routing_number: b.routing_number,
    hidden_account_number: hiddenAccountNumber(b.account_number),
  };
}

/** @example paymentMethodView(store, method); */
export function paymentMethodView(store: DemoStore, p: PaymentMethodRecord): Record<string, unknown> {
  const splits = [...p.splits]
    .sort((a, b) => a.priority - b.priority)
    .map((s) => {
      const account = store.bankAccounts.get(s.bankAccountUuid);
      return {
        uuid: s.bankAccountUuid,
        name: account?.name ?? null,
        hidden_account_number: account ? hiddenAccountNumber(account.account_number) : null,
        priority: s.priority,
        split_amount: s.split_amount,
      };
    });
  return {
    version: versionOf({
      type: p.type,
      split_by: p.split_by,
      splits: splits.map((s) => [s.uuid, s.priority, s.split_amount]),
    }),
    type: p.type,
    split_by: p.split_by,
    splits,
  };
}
