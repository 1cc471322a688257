import { useQueryClient } from '@tanstack/react-query';
import {
  createContractorBankAccount,
  getContractorPaymentMethod,
  updateContractorPaymentMethod,
} from '../../api/contractorPaymentMethod/operations';
import type {
  ContractorBankAccountBody,
  ContractorPaymentMethod,
} from '../../api/contractorPaymentMethod/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Choose a contractor's payment method, version-aware (Direct Deposit needs the bank account).
 *
 * @example
 * await useUpdateContractorPaymentMethod(companyId, contractorId).update({ type: 'Check' });
 */
export function useUpdateContractorPaymentMethod(
  companyId: string,
  contractorId: string,
): VersionedUpdate<ContractorPaymentMethod> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<ContractorPaymentMethod>({
    queryKey: queryKeys.contractorPart(contractorId, 'payment_method'),
    read: async () => (await getContractorPaymentMethod(client, contractorId)).data,
    // The method is one field: the type is always sent, whatever the delta holds.
    write: async ({ version, type }) =>
      (
        await updateContractorPaymentMethod(client, contractorId, {
          version,
          type: type as 'Direct Deposit' | 'Check',
        })
      ).data,
    onSaved: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Add a contractor's bank account (one idempotency key per user action); it replaces the one on
 * file and makes the payment method Direct Deposit.
 *
 * @example
 * await useCreateContractorBankAccount(companyId, contractorId).mutateAsync({ name: 'Operating', routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' });
 */
export function useCreateContractorBankAccount(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: ContractorBankAccountBody, idempotencyKey) =>
      (await createContractorBankAccount(client, contractorId, body, { idempotencyKey })).data,
    () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  );
}
