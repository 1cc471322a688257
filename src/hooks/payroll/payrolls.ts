import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import type { listPayrolls } from '../../api/payroll/operations';
import {
  calculatePayroll,
  cancelPayroll,
  createOffCyclePayroll,
  OFF_CYCLE_EMPLOYEE_LIMIT,
  PAYROLL_PAGE_LIMIT,
  preparePayroll,
  submitPayroll,
  updatePayroll,
} from '../../api/payroll/operations';
import type { OffCyclePayrollBody, PayrollUpdate } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { usePayrollRunSummary } from './usePayrollReview';
import * as invalidateAfter from '../invalidationTable';
import * as payrollQueries from './queryOptions';

/**
 * One page of a company's payrolls.
 *
 * @example
 * const { data } = usePayrolls(companyId, { processingStatuses: ['unprocessed'] });
 */
export function usePayrolls(companyId: string, query: Parameters<typeof listPayrolls>[2] = {}) {
  return useQuery(payrollQueries.list(usePayrollClient(), companyId, query));
}

/**
 * One payroll's summary (totals, taxes, status meta, blockers), without its rows: read rows with
 * `usePayrollEditor` or `usePayrollReview`, 100 at a time.
 *
 * @example
 * const { data: payroll } = usePayroll(companyId, payrollId);
 */
export function usePayroll(companyId: string, payrollId: string) {
  return usePayrollRunSummary(companyId, payrollId);
}

/**
 * Why payroll cannot run now (empty when nothing blocks it).
 *
 * @example
 * const blocked = (usePayrollBlockers(companyId).data ?? []).length > 0;
 */
export function usePayrollBlockers(companyId: string) {
  return useQuery(payrollQueries.blockers(usePayrollClient(), companyId));
}

/**
 * The receipt of a processed payroll.
 *
 * @example
 * const { data: receipt } = usePayrollReceipt(payrollId);
 */
export function usePayrollReceipt(payrollId: string, enabled = true) {
  return useQuery({ ...payrollQueries.receipt(usePayrollClient(), payrollId), enabled });
}

/**
 * Prepare a payroll (each line gets its `version`); answers with the first page of 100 rows.
 * `usePayrollEditor` does this for you.
 *
 * @example
 * const prepared = await usePreparePayroll(companyId).mutateAsync(payrollId);
 */
export function usePreparePayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payrollId: string) =>
      (
        await preparePayroll(
          client,
          companyId,
          payrollId,
          undefined,
          {},
          { page: 1, per: PAYROLL_PAGE_LIMIT },
        )
      ).data,
    onSuccess: (payroll) => invalidateAfter.payrollRecord(queryClient, companyId, payroll.uuid),
  });
}

/**
 * Update payroll lines (at most 100), each with its own version (contract.md#versions). Prefer
 * `usePayrollEditor`, which batches, chunks and resolves 409s per employee.
 *
 * @example
 * useUpdatePayroll(companyId, payrollId).mutate({ employee_compensations: [{ employee_uuid, version, memo: 'Thanks' }] });
 */
export function useUpdatePayroll(companyId: string, payrollId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayrollUpdate) => (await updatePayroll(client, companyId, payrollId, body)).data,
    onSuccess: () => invalidateAfter.payrollRecord(queryClient, companyId, payrollId),
  });
}

/**
 * Calculate, submit or cancel a payroll, bare. Prefer `usePayrollRunActions` (submits once,
 * guards cancel, sends the blocker choices) and follow with `usePayrollRunStatus`.
 *
 * @example
 * await usePayrollAction(companyId, payrollId).mutateAsync('calculate');
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
    onSuccess: () => invalidateAfter.payroll(queryClient, companyId),
  });
}

/**
 * Create an off-cycle payroll, idempotent per user action (a retried or double-clicked create
 * makes one payroll). More than 100 employees is refused before any request, with the service's
 * error shape on `employee_uuids` (contract.md#payroll-run).
 *
 * @example
 * useCreateOffCyclePayroll(companyId).mutate({ off_cycle: true, off_cycle_reason: 'Bonus', start_date, end_date, employee_uuids });
 */
export function useCreateOffCyclePayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: OffCyclePayrollBody, idempotencyKey) => {
      if ((body.employee_uuids?.length ?? 0) > OFF_CYCLE_EMPLOYEE_LIMIT) {
        throw new ApiError({
          status: 422,
          operation: 'POST /v1/companies/{company_id}/payrolls',
          errors: [
            {
              error_key: 'employee_uuids',
              category: 'invalid_attribute_value',
              message: `An off-cycle payroll can pay at most ${OFF_CYCLE_EMPLOYEE_LIMIT} employees.`,
              metadata: { limit: OFF_CYCLE_EMPLOYEE_LIMIT },
            },
          ],
        });
      }
      return (await createOffCyclePayroll(client, companyId, body, { idempotencyKey })).data;
    },
    () => invalidateAfter.payrollLists(queryClient, companyId),
  );
}
