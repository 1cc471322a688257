import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import {
  acceptSalaryEstimate,
  createSalaryEstimate,
  updateSalaryEstimate,
} from '../../api/salaryEstimates/operations';
import type { SalaryEstimate, SalaryEstimateBody } from '../../api/salaryEstimates/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Start an employee's salary estimate (idempotent per user action: one key per body, so a retry
 * after a lost answer makes it once). While one is in progress the service refuses another:
 * {@link inProgressSalaryEstimate} names it, to update or accept instead.
 *
 * @example
 * useCreateSalaryEstimate(employeeId).mutate({ zip_code: '94107', annual_net_revenue: null,
 *   occupations: [{ code: '15-1252', experience_level: 'skilled', time_percentage: '1', primary: true }] });
 */
export function useCreateSalaryEstimate(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: SalaryEstimateBody, idempotencyKey) =>
      (await createSalaryEstimate(client, employeeId, body, { idempotencyKey })).data,
    (estimate) => invalidateAfter.salaryEstimateChanged(queryClient, estimate.uuid, employeeId),
  );
}

/**
 * Change an estimate not yet accepted (no version: the service keeps the last save); an accepted
 * one is refused on `base`.
 *
 * @example
 * useUpdateSalaryEstimate(employeeId, estimate.uuid).mutate({ ...body, zip_code: '10001' });
 */
export function useUpdateSalaryEstimate(employeeId: string, estimateId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<SalaryEstimate, Error, SalaryEstimateBody>({
    mutationFn: async (body) => (await updateSalaryEstimate(client, estimateId, body)).data,
    onSuccess: () => invalidateAfter.salaryEstimateChanged(queryClient, estimateId, employeeId),
  });
}

/**
 * Accept an estimate into one of the employee's jobs (by the job's uuid): the estimate is then
 * read-only; a job of someone else is refused on `employee_job_uuid`.
 *
 * @example
 * useAcceptSalaryEstimate(employeeId, estimate.uuid).mutate(job.uuid);
 */
export function useAcceptSalaryEstimate(employeeId: string, estimateId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<SalaryEstimate, Error, string>({
    mutationFn: async (jobId) => (await acceptSalaryEstimate(client, estimateId, jobId)).data,
    onSuccess: () => invalidateAfter.salaryEstimateChanged(queryClient, estimateId, employeeId),
  });
}

/**
 * The estimate already in progress that a refused create names (422 on `base` with
 * `metadata.salary_estimate_uuid`), else undefined.
 *
 * @example
 * create.mutate(body, { onError: (error) => setEstimateId(inProgressSalaryEstimate(error)) });
 */
export function inProgressSalaryEstimate(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const entry = error.errors.find((e) => e.error_key === 'base');
  const uuid = entry?.metadata?.salary_estimate_uuid;
  return typeof uuid === 'string' ? uuid : undefined;
}
