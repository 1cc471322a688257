import type { ApiResponse, PayrollClient } from '../client';
import { endpoints } from '../endpoints';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions, VersionedDelta } from '../types/common';
import type {
  TimeOffPolicy,
  TimeOffPolicyBody,
  TimeOffRequest,
  TimeOffRequestBody,
  TimeOffRequestStatus,
} from '../types/timeOff';

/**
 * A company's time off policies.
 *
 * @example
 * const { data } = await listTimeOffPolicies(client, companyId);
 */
export function listTimeOffPolicies(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy[]>> {
  return client.request<TimeOffPolicy[]>(endpoints.listTimeOffPolicies, {
    params: { company_id: companyId },
    signal: options.signal,
  });
}

/**
 * Create a time off policy.
 *
 * @example
 * await createTimeOffPolicy(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createTimeOffPolicy(
  client: PayrollClient,
  companyId: string,
  body: TimeOffPolicyBody,
  options: CreateOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.createTimeOffPolicy, {
    params: { company_id: companyId },
    body,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
}

/**
 * Read one time off policy.
 *
 * @example
 * const { data } = await getTimeOffPolicy(client, timeOffPolicyId);
 */
export function getTimeOffPolicy(
  client: PayrollClient,
  timeOffPolicyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.getTimeOffPolicy, {
    params: { time_off_policy_id: timeOffPolicyId },
    signal: options.signal,
  });
}

/**
 * Update a policy: `version` plus changed fields.
 *
 * @example
 * await updateTimeOffPolicy(client, timeOffPolicyId, { version: current.version, ...changedFields });
 */
export function updateTimeOffPolicy(
  client: PayrollClient,
  timeOffPolicyId: string,
  body: VersionedDelta<TimeOffPolicyBody>,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.updateTimeOffPolicy, {
    params: { time_off_policy_id: timeOffPolicyId },
    body,
    signal: options.signal,
  });
}

/**
 * Add employees to a policy, with optional starting balances.
 *
 * @example
 * await addTimeOffPolicyEmployees(client, timeOffPolicyId, body);
 */
export function addTimeOffPolicyEmployees(
  client: PayrollClient,
  timeOffPolicyId: string,
  body: { employees: Array<{ uuid: string; balance?: string | null }> },
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.addTimeOffPolicyEmployees, {
    params: { time_off_policy_id: timeOffPolicyId },
    body,
    signal: options.signal,
  });
}

/**
 * Remove employees from a policy.
 *
 * @example
 * await removeTimeOffPolicyEmployees(client, timeOffPolicyId, body);
 */
export function removeTimeOffPolicyEmployees(
  client: PayrollClient,
  timeOffPolicyId: string,
  body: { employees: Array<{ uuid: string }> },
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.removeTimeOffPolicyEmployees, {
    params: { time_off_policy_id: timeOffPolicyId },
    body,
    signal: options.signal,
  });
}

/**
 * Set employees' balances (hours as decimal strings).
 *
 * @example
 * await setTimeOffPolicyBalances(client, timeOffPolicyId, body);
 */
export function setTimeOffPolicyBalances(
  client: PayrollClient,
  timeOffPolicyId: string,
  body: { employees: Array<{ uuid: string; balance: string }> },
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.setTimeOffPolicyBalances, {
    params: { time_off_policy_id: timeOffPolicyId },
    body,
    signal: options.signal,
  });
}

/**
 * Deactivate a policy (refused while requests are pending).
 *
 * @example
 * await deactivateTimeOffPolicy(client, timeOffPolicyId);
 */
export function deactivateTimeOffPolicy(
  client: PayrollClient,
  timeOffPolicyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffPolicy>> {
  return client.request<TimeOffPolicy>(endpoints.deactivateTimeOffPolicy, {
    params: { time_off_policy_id: timeOffPolicyId },
    signal: options.signal,
  });
}

/**
 * One page of a company's time off requests.
 *
 * @example
 * const { items, totalPages } = await listTimeOffRequests(client, companyId, { page: 1, per: 25 });
 */
export async function listTimeOffRequests(
  client: PayrollClient,
  companyId: string,
  query: PageQuery & {
    status?: TimeOffRequestStatus[];
    employeeUuids?: string[];
    startDate?: string;
    endDate?: string;
    sortOrder?: 'asc' | 'desc';
  } = {},
  options: CallOptions = {},
): Promise<Page<TimeOffRequest>> {
  return readPage(
    await client.request<TimeOffRequest[]>(endpoints.listTimeOffRequests, {
      params: { company_id: companyId },
      query: {
        page: query.page,
        per: query.per,
        status: query.status,
        employee_uuids: query.employeeUuids,
        start_date: query.startDate,
        end_date: query.endDate,
        sort_order: query.sortOrder,
      },
      signal: options.signal,
    }),
    query,
  );
}

/**
 * Request time off.
 *
 * @example
 * await createTimeOffRequest(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createTimeOffRequest(
  client: PayrollClient,
  companyId: string,
  body: TimeOffRequestBody,
  options: CreateOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.createTimeOffRequest, {
    params: { company_id: companyId },
    body,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
}

/**
 * Read one time off request.
 *
 * @example
 * const { data } = await getTimeOffRequest(client, timeOffRequestId);
 */
export function getTimeOffRequest(
  client: PayrollClient,
  timeOffRequestId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.getTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    signal: options.signal,
  });
}

/**
 * Delete a time off request.
 *
 * @example
 * await deleteTimeOffRequest(client, timeOffRequestId);
 */
export function deleteTimeOffRequest(
  client: PayrollClient,
  timeOffRequestId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    signal: options.signal,
  });
}

/**
 * Approve a pending request.
 *
 * @example
 * await approveTimeOffRequest(client, timeOffRequestId, body);
 */
export function approveTimeOffRequest(
  client: PayrollClient,
  timeOffRequestId: string,
  body: { employer_note?: string; approver_uuid?: string; days?: Record<string, string> },
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.approveTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    body,
    signal: options.signal,
  });
}

/**
 * Decline a pending or approved request; `employer_note` is required.
 *
 * @example
 * await declineTimeOffRequest(client, timeOffRequestId, body);
 */
export function declineTimeOffRequest(
  client: PayrollClient,
  timeOffRequestId: string,
  body: { employer_note: string; approver_uuid?: string },
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.declineTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    body,
    signal: options.signal,
  });
}
