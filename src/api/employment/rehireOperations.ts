import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { EmploymentPeriod, Rehire, RehireBody } from './types';

/**
 * A terminated employee's rehire, or null when there is none (the service answers 204).
 *
 * @example
 * const { data: rehire } = await getRehire(client, employeeId);
 */
export async function getRehire(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Rehire | null>> {
  const response = await client.request<Rehire | undefined>(endpoints.getRehire, {
    params: { employee_id: employeeId },
    ...options,
  });
  return { ...response, data: response.data ?? null };
}

/**
 * Rehire a terminated employee from a date; refused on `base` for one not terminated.
 *
 * @example
 * await createRehire(client, employeeId, { effective_date: '2026-06-29', file_new_hire_report: false, work_location_uuid }, { idempotencyKey });
 */
export function createRehire(
  client: PayrollClient,
  employeeId: string,
  body: RehireBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Rehire>> {
  return client.request<Rehire>(endpoints.createRehire, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Change a rehire: `version` plus changed fields.
 *
 * @example
 * await updateRehire(client, employeeId, { version: rehire.version, effective_date: '2026-07-06' });
 */
export function updateRehire(
  client: PayrollClient,
  employeeId: string,
  body: VersionedDelta<RehireBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Rehire>> {
  return client.request<Rehire>(endpoints.updateRehire, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Withdraw a rehire before it takes effect; the termination stands again.
 *
 * @example
 * await deleteRehire(client, employeeId);
 */
export function deleteRehire(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteRehire, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * An employee's employments, oldest first: hire and termination dates of each.
 *
 * @example
 * const { data: history } = await getEmploymentHistory(client, employeeId);
 */
export function getEmploymentHistory(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmploymentPeriod[]>> {
  return client.request<EmploymentPeriod[]>(endpoints.getEmploymentHistory, {
    params: { employee_id: employeeId },
    ...options,
  });
}
