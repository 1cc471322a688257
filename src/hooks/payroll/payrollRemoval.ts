import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePayroll, skipPayroll } from '../../api/payroll/operations';
import type { SkipPayrollBody } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as invalidateAfter from '../invalidationTable';

/*
 * The two ways a payroll leaves the run list without paying anyone (UPSTREAM E.1, E.10): an
 * unprocessed off-cycle payroll is deleted; a regular pay period is skipped, because the service
 * keeps one regular payroll for every pay period and a deleted one would only come back.
 */

/**
 * Deletes an unprocessed off-cycle payroll, then refreshes the company's payroll lists. A regular
 * or processed payroll is refused by the service (422 `invalid_operation`, with what to do
 * instead on `base`).
 *
 * @example
 * const remove = useDeletePayroll(companyId);
 * await remove.mutateAsync(payroll.uuid);
 */
export function useDeletePayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payrollId: string) => {
      await deletePayroll(client, companyId, payrollId);
      return payrollId;
    },
    onSuccess: () => invalidateAfter.payrollLists(queryClient, companyId),
  });
}

/**
 * Skips a regular pay period: the service submits it as a $0 payroll (processed shortly after)
 * and the next period's payroll comes up; the company's payroll lists refresh.
 *
 * @example
 * const skip = useSkipPayroll(companyId);
 * await skip.mutateAsync({ payroll_type: 'Regular', pay_schedule_uuid, start_date, end_date });
 */
export function useSkipPayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SkipPayrollBody) => {
      await skipPayroll(client, companyId, body);
    },
    onSuccess: () => invalidateAfter.payrollLists(queryClient, companyId),
  });
}
