import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { SalaryEstimate, SalaryEstimateBody, SalaryOccupation } from './types';

/**
 * Start an employee's salary estimate (201). While one is in progress (not accepted) another is
 * refused on `base` with `metadata.salary_estimate_uuid`: update or accept that one.
 *
 * @example
 * const { data } = await createSalaryEstimate(client, employeeId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createSalaryEstimate(
  client: PayrollClient,
  employeeId: string,
  body: SalaryEstimateBody,
  options: CreateOptions = {},
): Promise<ApiResponse<SalaryEstimate>> {
  return client.request<SalaryEstimate>(endpoints.createSalaryEstimate, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * One salary estimate.
 *
 * @example
 * const { data } = await getSalaryEstimate(client, estimateId);
 */
export function getSalaryEstimate(
  client: PayrollClient,
  estimateId: string,
  options: CallOptions = {},
): Promise<ApiResponse<SalaryEstimate>> {
  return client.request<SalaryEstimate>(endpoints.getSalaryEstimate, {
    params: { salary_estimate_uuid: estimateId },
    ...options,
  });
}

/**
 * Change an estimate not yet accepted (what the body names; no version); once accepted, 422 on
 * `base`.
 *
 * @example
 * await updateSalaryEstimate(client, estimate.uuid, { ...body, zip_code: '10001' });
 */
export function updateSalaryEstimate(
  client: PayrollClient,
  estimateId: string,
  body: SalaryEstimateBody,
  options: CallOptions = {},
): Promise<ApiResponse<SalaryEstimate>> {
  return client.request<SalaryEstimate>(endpoints.updateSalaryEstimate, {
    params: { salary_estimate_uuid: estimateId },
    body,
    ...options,
  });
}

/**
 * Accept an estimate into one of its employee's jobs: it sets `accepted_at` and the job, and the
 * estimate is read-only from then on (another job than the employee's: 422 on `employee_job_uuid`).
 *
 * @example
 * await acceptSalaryEstimate(client, estimate.uuid, job.uuid);
 */
export function acceptSalaryEstimate(
  client: PayrollClient,
  estimateId: string,
  employeeJobUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<SalaryEstimate>> {
  return client.request<SalaryEstimate>(endpoints.acceptSalaryEstimate, {
    params: { salary_estimate_uuid: estimateId },
    body: { employee_job_uuid: employeeJobUuid },
    ...options,
  });
}

/**
 * The occupations whose code, title or description holds the search (at least three characters,
 * else 422 on `search`). The service takes its system token for this: through the proxy, an
 * admin's session is answered with it.
 *
 * @example
 * const { data } = await searchSalaryOccupations(client, 'software');
 */
export function searchSalaryOccupations(
  client: PayrollClient,
  search: string,
  options: CallOptions = {},
): Promise<ApiResponse<SalaryOccupation[]>> {
  return client.request<SalaryOccupation[]>(endpoints.searchSalaryOccupations, {
    query: { search },
    ...options,
  });
}
