import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createRecurringReimbursement,
  deleteRecurringReimbursement,
  getRecurringReimbursement,
  updateRecurringReimbursement,
} from '../../api/reimbursements/operations';
import type { RecurringReimbursement, RecurringReimbursementBody } from '../../api/reimbursements/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/** The upstream takes the amount as a JSON number (UPSTREAM-3 M.2); the form holds decimal text. */
const asNumber = (amount: string | number | undefined) => (amount === undefined ? undefined : Number(amount));

/**
 * Add a recurring reimbursement to an employee (idempotent per user action).
 *
 * @example
 * useCreateRecurringReimbursement(companyId, employeeId).mutate({ description: 'Phone', amount: '45.00' });
 */
export function useCreateRecurringReimbursement(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: RecurringReimbursementBody, idempotencyKey) =>
      (
        await createRecurringReimbursement(
          client,
          employeeId,
          { ...body, amount: asNumber(body.amount)! },
          { idempotencyKey },
        )
      ).data,
    () => invalidateAfter.recurringReimbursement(queryClient, companyId, employeeId),
  );
}

/**
 * Update a recurring reimbursement, version-aware (a stale version is a conflict to resolve).
 *
 * @example
 * await useUpdateRecurringReimbursement(companyId, employeeId, r.uuid).update({ amount: '50.00' }, r);
 */
export function useUpdateRecurringReimbursement(
  companyId: string,
  employeeId: string,
  reimbursementId: string,
): VersionedUpdate<RecurringReimbursement> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<RecurringReimbursement>({
    queryKey: queryKeys.recurringReimbursement(employeeId, reimbursementId),
    read: async () => (await getRecurringReimbursement(client, reimbursementId)).data,
    write: async ({ amount, description, version }) =>
      (
        await updateRecurringReimbursement(client, reimbursementId, {
          version,
          ...(description === undefined ? {} : { description }),
          ...(amount === undefined ? {} : { amount: asNumber(amount) }),
        })
      ).data,
    onSaved: () => invalidateAfter.recurringReimbursement(queryClient, companyId, employeeId),
  });
}

/**
 * Remove a recurring reimbursement: later regular payrolls stop paying it; processed ones keep it.
 *
 * @example
 * useDeleteRecurringReimbursement(companyId, employeeId).mutate(reimbursement.uuid);
 */
export function useDeleteRecurringReimbursement(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (reimbursementId) => {
      await deleteRecurringReimbursement(client, reimbursementId);
    },
    onSuccess: () => invalidateAfter.recurringReimbursement(queryClient, companyId, employeeId),
  });
}
