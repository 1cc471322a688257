import { hiddenAccountNumber } from '../formats/bankAccounts';
import { versionOf } from '../version';
import type { ContractorRecord } from '../contractors/records';
import type { ContractorBankAccountRecord } from './records';
import { optional } from '../optional';

/** The payment method's version: its type and account. @example contractorPaymentMethodVersion(c, account); */
export function contractorPaymentMethodVersion(
  c: ContractorRecord,
  account: ContractorBankAccountRecord | undefined,
): string {
  return versionOf([c.paymentMethod, account?.uuid ?? null]);
}

/** @example contractorPaymentMethodView(c, account).type; */
export function contractorPaymentMethodView(
  c: ContractorRecord,
  account: ContractorBankAccountRecord | undefined,
): Record<string, unknown> {
  const direct = c.paymentMethod === 'Direct Deposit' && account;
  return {
    version: contractorPaymentMethodVersion(c, account),
    ...optional('type', c.paymentMethod),
    ...optional('split_by', direct ? 'Percentage' : null),
    splits: direct
      ? [
          {
            uuid: account.uuid,
            name: account.name,
            hidden_account_number: hiddenAccountNumber(account.account_number),
            priority: 1,
            split_amount: 100,
          },
        ]
      : [],
  };
}

/** @example contractorBankAccountView(account).hidden_account_number; // 'XXXX6789' */
export function contractorBankAccountView(account: ContractorBankAccountRecord): Record<string, unknown> {
  return {
    uuid: account.uuid,
    contractor_uuid: account.contractorUuid,
    name: account.name,
    account_type: account.account_type,
    routing_number: account.routing_number,
    hidden_account_number: hiddenAccountNumber(account.account_number),
  };
}
