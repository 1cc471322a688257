import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEarningType,
  deactivateEarningType,
  updateEarningType,
} from '../../api/earningTypes/operations';
import type { EarningType, EarningTypeBody } from '../../api/earningTypes/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Add a custom earning type (idempotent per user action). The name of a deactivated one brings
 * that one back, uuid kept.
 *
 * @example
 * useCreateEarningType(companyId).mutate({ name: 'Hazard Pay' });
 */
export function useCreateEarningType(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: EarningTypeBody, idempotencyKey) =>
      (await createEarningType(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.earningType(queryClient, companyId),
  );
}

/**
 * Rename a custom earning type. The service keeps no version for it: the last rename wins.
 *
 * @example
 * await useRenameEarningType(companyId, type.uuid).mutateAsync({ name: 'Hazard Allowance' });
 */
export function useRenameEarningType(companyId: string, earningTypeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<EarningType, Error, EarningTypeBody>({
    mutationFn: async (body) => (await updateEarningType(client, companyId, earningTypeId, body)).data,
    onSuccess: () => invalidateAfter.earningType(queryClient, companyId),
  });
}

/**
 * Deactivate a custom earning type: payrolls stop offering it, the list keeps it as inactive, and
 * adding its name again brings it back. The defaults cannot be deactivated (422 on `base`).
 *
 * @example
 * useDeactivateEarningType(companyId).mutate(type.uuid);
 */
export function useDeactivateEarningType(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (earningTypeId) => {
      await deactivateEarningType(client, companyId, earningTypeId);
    },
    onSuccess: () => invalidateAfter.earningType(queryClient, companyId),
  });
}
