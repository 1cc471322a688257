import { useQueryClient } from '@tanstack/react-query';
import { createGarnishment, getGarnishment, updateGarnishment } from '../../api/garnishments/operations';
import type { VersionedDelta } from '../../api/common';
import type { Garnishment, GarnishmentBody } from '../../api/garnishments/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a garnishment order (idempotent per user action).
 *
 * @example
 * useCreateGarnishment(employeeId).mutate({ court_ordered: true, amount: '100.00', garnishment_type: 'student_loan' });
 */
export function useCreateGarnishment(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: GarnishmentBody, idempotencyKey) =>
      (await createGarnishment(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.garnishment(queryClient, employeeId),
  );
}

/**
 * Update a garnishment, version-aware; `{ active: false }` deactivates it (there is no delete).
 *
 * @example
 * await useUpdateGarnishment(employeeId, garnishment.uuid).update({ active: false }, garnishment);
 */
export function useUpdateGarnishment(
  employeeId: string,
  garnishmentId: string,
): VersionedUpdate<Garnishment> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Garnishment>({
    queryKey: queryKeys.garnishment(employeeId, garnishmentId),
    read: async () => (await getGarnishment(client, garnishmentId)).data,
    write: async (body) =>
      (await updateGarnishment(client, garnishmentId, body as VersionedDelta<GarnishmentBody>)).data,
    onSaved: () => invalidateAfter.garnishment(queryClient, employeeId),
  });
}
