import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { Compensation, CompensationBody, Job, JobBody } from './types';

/**
 * An employee's jobs with their compensations.
 *
 * @example
 * const { data } = await listJobs(client, employeeId);
 */
export function listJobs(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Job[]>> {
  return client.request<Job[]>(endpoints.listJobs, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Add a job.
 *
 * @example
 * await createJob(client, employeeId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createJob(
  client: PayrollClient,
  employeeId: string,
  body: JobBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Job>> {
  return client.request<Job>(endpoints.createJob, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one job.
 *
 * @example
 * const { data } = await getJob(client, jobId);
 */
export function getJob(
  client: PayrollClient,
  jobId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Job>> {
  return client.request<Job>(endpoints.getJob, { params: { job_id: jobId }, ...options });
}

/**
 * Update a job: `version` plus changed fields.
 *
 * @example
 * await updateJob(client, jobId, { version: current.version, ...changedFields });
 */
export function updateJob(
  client: PayrollClient,
  jobId: string,
  body: VersionedDelta<JobBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Job>> {
  return client.request<Job>(endpoints.updateJob, {
    params: { job_id: jobId },
    body,
    ...options,
  });
}

/**
 * Delete a job (not the primary one).
 *
 * @example
 * await deleteJob(client, jobId);
 */
export function deleteJob(
  client: PayrollClient,
  jobId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteJob, { params: { job_id: jobId }, ...options });
}

/**
 * A job's compensations.
 *
 * @example
 * const { data } = await listCompensations(client, jobId);
 */
export function listCompensations(
  client: PayrollClient,
  jobId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Compensation[]>> {
  return client.request<Compensation[]>(endpoints.listCompensations, {
    params: { job_id: jobId },
    ...options,
  });
}

/**
 * Every compensation of a job, past and future ones included (`include=all_compensations`): its
 * pay history. The one in effect is the latest `effective_date` not after today.
 *
 * @example
 * const { data: history } = await listCompensationHistory(client, jobId);
 */
export function listCompensationHistory(
  client: PayrollClient,
  jobId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Compensation[]>> {
  return client.request<Compensation[]>(endpoints.listCompensations, {
    params: { job_id: jobId },
    query: { include: 'all_compensations' },
    ...options,
  });
}

/**
 * Add a compensation to a job; with `effective_date` it is a pay change from that date.
 *
 * @example
 * await createCompensation(client, jobId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createCompensation(
  client: PayrollClient,
  jobId: string,
  body: CompensationBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Compensation>> {
  return client.request<Compensation>(endpoints.createCompensation, {
    params: { job_id: jobId },
    body,
    ...options,
  });
}

/**
 * Read one compensation.
 *
 * @example
 * const { data } = await getCompensation(client, compensationId);
 */
export function getCompensation(
  client: PayrollClient,
  compensationId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Compensation>> {
  return client.request<Compensation>(endpoints.getCompensation, {
    params: { compensation_id: compensationId },
    ...options,
  });
}

/**
 * Update a compensation: `version` plus changed fields.
 *
 * @example
 * await updateCompensation(client, compensationId, { version: current.version, ...changedFields });
 */
export function updateCompensation(
  client: PayrollClient,
  compensationId: string,
  body: VersionedDelta<CompensationBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Compensation>> {
  return client.request<Compensation>(endpoints.updateCompensation, {
    params: { compensation_id: compensationId },
    body,
    ...options,
  });
}

/**
 * Delete a compensation never paid on a payroll.
 *
 * @example
 * await deleteCompensation(client, compensationId);
 */
export function deleteCompensation(
  client: PayrollClient,
  compensationId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteCompensation, {
    params: { compensation_id: compensationId },
    ...options,
  });
}
