import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelContractorPayment,
  cancelContractorPaymentGroup,
  createContractorPayment,
  createContractorPaymentGroup,
  previewContractorPaymentGroup,
} from '../../api/contractorPayments/operations';
import type {
  ContractorPaymentBody,
  ContractorPaymentGroupBody,
  ContractorPaymentGroupPreviewBody,
} from '../../api/contractorPayments/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Pay one contractor (one idempotency key per user action).
 *
 * @example
 * await useCreateContractorPayment(companyId).mutateAsync({ contractor_uuid, date: '2026-06-22', wage: '1250.00' });
 */
export function useCreateContractorPayment(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: ContractorPaymentBody, idempotencyKey) =>
      (await createContractorPayment(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.contractorPayments(queryClient, companyId),
  );
}

/**
 * Preview a payment group: its debit date, totals and submission blockers; nothing is stored.
 *
 * @example
 * const preview = await usePreviewContractorPaymentGroup(companyId).mutateAsync({ check_date: '2026-06-22', contractor_payments: lines });
 */
export function usePreviewContractorPaymentGroup(companyId: string) {
  const client = usePayrollClient();
  return useMutation({
    mutationFn: async (body: ContractorPaymentGroupPreviewBody) =>
      (await previewContractorPaymentGroup(client, companyId, body)).data,
  });
}

/**
 * Create a payment group. The `creation_token` is the user action's idempotency key: pressing
 * "pay" again after a lost answer, with the same lines, answers the group already made.
 *
 * @example
 * const group = await useCreateContractorPaymentGroup(companyId).mutateAsync({ check_date: '2026-06-22', contractor_payments: lines });
 */
export function useCreateContractorPaymentGroup(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: Omit<ContractorPaymentGroupBody, 'creation_token'>, idempotencyKey) =>
      (await createContractorPaymentGroup(client, companyId, { ...body, creation_token: idempotencyKey }))
        .data,
    () => invalidateAfter.contractorPayments(queryClient, companyId),
  );
}

/**
 * Cancel a payment while it is Unfunded and before its debit date.
 *
 * @example
 * await useCancelContractorPayment(companyId).mutateAsync(payment.uuid);
 */
export function useCancelContractorPayment(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) => {
      await cancelContractorPayment(client, companyId, paymentId);
    },
    onSuccess: () => invalidateAfter.contractorPayments(queryClient, companyId),
  });
}

/**
 * Cancel a payment group while every payment in it may be cancelled.
 *
 * @example
 * await useCancelContractorPaymentGroup(companyId).mutateAsync(group.uuid);
 */
export function useCancelContractorPaymentGroup(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => {
      await cancelContractorPaymentGroup(client, groupId);
    },
    onSuccess: () => invalidateAfter.contractorPayments(queryClient, companyId),
  });
}
