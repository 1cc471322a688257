import type {
  ContractorBankAccount,
  ContractorBankAccountBody,
} from '../../api/contractorPaymentMethod/types';
import { bankAccountSchema } from '../schemas/paymentMethod';
import type { ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';
import { useCreateContractorBankAccount } from './mutations';

const EMPTY: ContractorBankAccountBody = {
  name: '',
  routing_number: '',
  account_number: '',
  account_type: 'Checking',
};

/**
 * Headless form of a contractor's bank account, with the employee bank account's rules (an ABA
 * routing number with its checksum, a 4–17 digit account number): adding it replaces the one on
 * file and makes the payment method Direct Deposit, and leaves the form blank (the whole account
 * number is not kept once saved). Idempotent per user action.
 *
 * @example
 * const { form, submit } = useContractorBankAccountForm(companyId, contractorId, { onSaved: next });
 * <form onSubmit={submit}><input {...form.register('routing_number')} /></form>
 */
export function useContractorBankAccountForm(
  companyId: string,
  contractorId: string,
  options: { onSaved?: (account: ContractorBankAccount) => void } = {},
): ApiForm<ContractorBankAccountBody, ContractorBankAccount> {
  const create = useCreateContractorBankAccount(companyId, contractorId);
  return useRecordForm<ContractorBankAccount, ContractorBankAccountBody, ContractorBankAccountBody>({
    schema: bankAccountSchema,
    empty: EMPTY,
    create: (values) => create.mutateAsync(values),
    // Saved, the account is on file masked; the whole number is not kept on screen (issue 43).
    savedValues: () => EMPTY,
    onSaved: (account) => options.onSaved?.(account),
  });
}
