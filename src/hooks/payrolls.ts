import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calculatePayroll,
  cancelPayroll,
  createOffCyclePayroll,
  getPayroll,
  getPayrollBlockers,
  getPayrollReceipt,
  listPayrolls,
  preparePayroll,
  submitPayroll,
  updatePayroll,
} from '../api/operations/payrolls';
import type { OffCyclePayrollBody, PayrollUpdate } from '../api/types/payrolls';
import { invalidateAfter } from './invalidation';
import { usePayrollClient } from './PayrollClientProvider';
import { payrollKeys } from './queryKeys';
import { useIdempotentCreate } from './useIdempotentCreate';

/**
 * One page of a company's payrolls.
 *
 * @example
 * const { data } = usePayrolls(companyId, { processingStatuses: ['unprocessed'] });
 */
export function usePayrolls(companyId: string, query: Parameters<typeof listPayrolls>[2] = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payrollList(companyId, query),
    queryFn: ({ signal }) => listPayrolls(client, companyId, query, { signal }),
  });
}

/**
 * One payroll, with totals and taxes once calculated.
 *
 * @example
 * const { data: payroll } = usePayroll(companyId, payrollId);
 */
export function usePayroll(companyId: string, payrollId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payroll(companyId, payrollId),
    queryFn: async ({ signal }) =>
      (
        await getPayroll(
          client,
          companyId,
          payrollId,
          { include: ['totals', 'taxes', 'payroll_status_meta'] },
          { signal },
        )
      ).data,
  });
}

/**
 * Why payroll cannot run now (empty when nothing blocks it).
 *
 * @example
 * const blocked = (usePayrollBlockers(companyId).data ?? []).length > 0;
 */
export function usePayrollBlockers(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payrollBlockers(companyId),
    queryFn: async ({ signal }) => (await getPayrollBlockers(client, companyId, { signal })).data,
  });
}

/**
 * The receipt of a processed payroll.
 *
 * @example
 * const { data: receipt } = usePayrollReceipt(payrollId);
 */
export function usePayrollReceipt(payrollId: string, enabled = true) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payrollReceipt(payrollId),
    queryFn: async ({ signal }) => (await getPayrollReceipt(client, payrollId, { signal })).data,
    enabled,
  });
}

/**
 * Prepare a payroll for editing (each line gets its `version`).
 *
 * @example
 * const prepared = await usePreparePayroll(companyId).mutateAsync(payrollId);
 */
export function usePreparePayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payrollId: string) => (await preparePayroll(client, companyId, payrollId)).data,
    onSuccess: (payroll) => queryClient.setQueryData(payrollKeys.payroll(companyId, payroll.uuid), payroll),
  });
}

/**
 * Update payroll lines; each line carries its own version (DECISIONS 9). A stale line gives a
 * 409 naming the employee in `metadata.entity_uuid`: prepare again and re-apply.
 *
 * @example
 * useUpdatePayroll(companyId, payrollId).mutate({ employee_compensations: [{ employee_uuid, version, memo: 'Thanks' }] });
 */
export function useUpdatePayroll(companyId: string, payrollId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayrollUpdate) => (await updatePayroll(client, companyId, payrollId, body)).data,
    onSuccess: () => invalidateAfter.payroll(queryClient, companyId, payrollId),
  });
}

/**
 * Calculate, submit or cancel a payroll. Calculate and submit return at once (202); follow them
 * with `usePayrollProcessing`.
 *
 * @example
 * const run = usePayrollAction(companyId, payrollId);
 * await run.mutateAsync('calculate');
 */
export function usePayrollAction(companyId: string, payrollId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'calculate' | 'submit' | 'cancel') => {
      if (action === 'calculate') await calculatePayroll(client, companyId, payrollId);
      else if (action === 'submit') await submitPayroll(client, companyId, payrollId);
      else await cancelPayroll(client, companyId, payrollId);
      return action;
    },
    onSuccess: () => invalidateAfter.payroll(queryClient, companyId, payrollId),
  });
}

/**
 * Create an off-cycle payroll (idempotent per user action).
 *
 * @example
 * useCreateOffCyclePayroll(companyId).mutate({ off_cycle: true, off_cycle_reason: 'Bonus', start_date, end_date });
 */
export function useCreateOffCyclePayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: OffCyclePayrollBody, idempotencyKey) =>
      (await createOffCyclePayroll(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.payroll(queryClient, companyId),
  );
}
