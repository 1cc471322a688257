import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBankAccount,
  deleteBankAccount,
  getPaymentMethod,
  updatePaymentMethod,
} from '../../api/paymentMethod/operations';
import type { VersionedDelta } from '../../api/common';
import type { BankAccountBody, PaymentMethod, PaymentMethodUpdate } from '../../api/paymentMethod/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Update the payment method, version-aware. `type` is always sent (the service requires it).
 *
 * @example
 * await useUpdatePaymentMethod(employeeId).update({ type: 'Check' });
 */
export function useUpdatePaymentMethod(employeeId: string): VersionedUpdate<PaymentMethod> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const key = queryKeys.employeePart(employeeId, 'payment_method');
  return useVersionedUpdate<PaymentMethod>({
    queryKey: key,
    read: async () => (await getPaymentMethod(client, employeeId)).data,
    write: async (body) => {
      const type = body.type ?? queryClient.getQueryData<PaymentMethod>(key)?.type;
      return (
        await updatePaymentMethod(client, employeeId, {
          ...body,
          type,
        } as VersionedDelta<PaymentMethodUpdate>)
      ).data;
    },
    onSaved: () => invalidateAfter.employeePart(queryClient, employeeId, 'payment_method'),
  });
}

/**
 * Add a bank account (idempotent per user action); this also changes the payment method.
 *
 * @example
 * useCreateBankAccount(employeeId).mutate({ name: 'Main', routing_number: '021000021', account_number: '1234567', account_type: 'Checking' });
 */
export function useCreateBankAccount(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: BankAccountBody, idempotencyKey) =>
      (await createBankAccount(client, employeeId, body, { idempotencyKey })).data,
    () =>
      invalidateAfter.employeePart(queryClient, employeeId, 'bank_accounts', [
        queryKeys.employeePart(employeeId, 'payment_method'),
      ]),
  );
}

/**
 * Delete a bank account.
 *
 * @example
 * useDeleteBankAccount(employeeId).mutate(account.uuid);
 */
export function useDeleteBankAccount(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountId: string) => deleteBankAccount(client, employeeId, bankAccountId),
    onSuccess: () =>
      invalidateAfter.employeePart(queryClient, employeeId, 'bank_accounts', [
        queryKeys.employeePart(employeeId, 'payment_method'),
      ]),
  });
}
