import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCompensation,
  createJob,
  deleteJob,
  getCompensation,
  getJob,
  updateCompensation,
  updateJob,
} from '../../api/jobs/operations';
import type { VersionedDelta } from '../../api/common';
import type { Compensation, CompensationBody, Job, JobBody } from '../../api/jobs/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a job (idempotent per user action).
 *
 * @example
 * useCreateJob(employeeId).mutate({ title: 'Engineer', hire_date: '2026-01-05' });
 */
export function useCreateJob(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: JobBody, idempotencyKey) =>
      (await createJob(client, employeeId, body, { idempotencyKey })).data,
    (job) => invalidateAfter.jobs(queryClient, employeeId, job.uuid),
  );
}

/**
 * Update a job, version-aware.
 *
 * @example
 * await useUpdateJob(employeeId, job.uuid).update({ title: 'Staff Engineer' });
 */
export function useUpdateJob(employeeId: string, jobId: string): VersionedUpdate<Job> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Job>({
    queryKey: queryKeys.job(employeeId, jobId),
    read: async () => (await getJob(client, jobId)).data,
    write: async (body) => (await updateJob(client, jobId, body as VersionedDelta<JobBody>)).data,
    onSaved: () => invalidateAfter.jobs(queryClient, employeeId, jobId),
  });
}

/**
 * Delete a job (not the primary one).
 *
 * @example
 * useDeleteJob(employeeId).mutate(job.uuid);
 */
export function useDeleteJob(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => deleteJob(client, jobId),
    onSuccess: () => invalidateAfter.jobs(queryClient, employeeId),
  });
}

/**
 * Add a compensation to a job (idempotent per user action).
 *
 * @example
 * useCreateCompensation(employeeId, jobId).mutate({ rate: '42.00', payment_unit: 'Hour', flsa_status: 'Nonexempt' });
 */
export function useCreateCompensation(employeeId: string, jobId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: CompensationBody, idempotencyKey) =>
      (await createCompensation(client, jobId, body, { idempotencyKey })).data,
    (created) => {
      // The pay history lists the new pay at once when it is shown again, not after a refetch
      // that left the old rows on screen meanwhile (issue 43).
      queryClient.setQueryData<Compensation[]>(
        queryKeys.compensationHistory(jobId),
        (rows) => rows && [...rows.filter((row) => row.uuid !== created.uuid), created],
      );
      return invalidateAfter.jobs(queryClient, employeeId, jobId);
    },
  );
}

/**
 * Update a compensation, version-aware.
 *
 * @example
 * await useUpdateCompensation(employeeId, jobId, compensation.uuid).update({ rate: '45.00' });
 */
export function useUpdateCompensation(
  employeeId: string,
  jobId: string,
  compensationId: string,
): VersionedUpdate<Compensation> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Compensation>({
    queryKey: queryKeys.compensation(jobId, compensationId),
    read: async () => (await getCompensation(client, compensationId)).data,
    write: async (body) =>
      (await updateCompensation(client, compensationId, body as VersionedDelta<CompensationBody>)).data,
    onSaved: () => invalidateAfter.jobs(queryClient, employeeId, jobId),
  });
}
