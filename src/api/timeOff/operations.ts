import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type {
  AdminApprovedTimeOffRequestBody,
  ApproveTimeOffRequestBody,
  DeclineTimeOffRequestBody,
  HolidayPayPolicy,
  HolidayPayPolicyBody,
  PaidHoliday,
  TimeOffActivity,
  TimeOffBalance,
  TimeOffPolicy,
  TimeOffPolicyBody,
  TimeOffRequest,
  TimeOffRequestBody,
  TimeOffRequestPreview,
  TimeOffRequestPreviewBody,
  TimeOffRequestStatus,
} from './types';

/**
 * One page of a company's time off policies, active and inactive, oldest first.
 *
 * @example
 * const { items, totalPages } = await listTimeOffPolicies(client, companyId, { page: 2, per: 100 });
 */
export async function listTimeOffPolicies(
  client: PayrollClient,
  companyId: string,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Page<TimeOffPolicy>> {
  return readPage(
    await client.request<TimeOffPolicy[]>(endpoints.listTimeOffPolicies, {
      params: { company_id: companyId },
      query: { page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
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
    ...options,
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
    ...options,
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
    ...options,
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
    ...options,
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
    ...options,
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
    ...options,
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
    ...options,
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
      ...options,
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
    ...options,
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
    ...options,
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
    ...options,
  });
}

/**
 * Approve a pending request; `days` approves adjusted hours, day by day.
 *
 * @example
 * await approveTimeOffRequest(client, timeOffRequestId, { days: { '2026-07-06': '4.000' } });
 */
export function approveTimeOffRequest(
  client: PayrollClient,
  timeOffRequestId: string,
  body: ApproveTimeOffRequestBody,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.approveTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    body,
    ...options,
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
  body: DeclineTimeOffRequestBody,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.declineTimeOffRequest, {
    params: { time_off_request_id: timeOffRequestId },
    body,
    ...options,
  });
}

/**
 * What a request would do to the employee's balance (contract.md#payroll-run), before it is sent.
 *
 * @example
 * const { data } = await previewTimeOffRequest(client, companyId, body);
 * data.remaining_balance_hours; // '12.500'
 */
export function previewTimeOffRequest(
  client: PayrollClient,
  companyId: string,
  body: TimeOffRequestPreviewBody,
  options: CallOptions = {},
): Promise<ApiResponse<TimeOffRequestPreview>> {
  return client.request<TimeOffRequestPreview>(endpoints.previewTimeOffRequest, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * An admin's pre-approved request: created `approved`, its hours off the balance at once.
 *
 * @example
 * await createAdminApprovedTimeOffRequest(client, companyId, body, { idempotencyKey });
 */
export function createAdminApprovedTimeOffRequest(
  client: PayrollClient,
  companyId: string,
  body: AdminApprovedTimeOffRequestBody,
  options: CreateOptions = {},
): Promise<ApiResponse<TimeOffRequest>> {
  return client.request<TimeOffRequest>(endpoints.createAdminApprovedTimeOffRequest, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * One page of balances per employee and policy (balance, accrued, used, pending).
 *
 * @example
 * const { items } = await listTimeOffBalances(client, companyId, { employeeUuids: [employeeId] });
 */
export async function listTimeOffBalances(
  client: PayrollClient,
  companyId: string,
  query: PageQuery & { employeeUuids?: string[] } = {},
  options: CallOptions = {},
): Promise<Page<TimeOffBalance>> {
  return readPage(
    await client.request<TimeOffBalance[]>(endpoints.listTimeOffBalances, {
      params: { company_id: companyId },
      query: { page: query.page, per: query.per, employee_uuids: query.employeeUuids },
      ...options,
    }),
    query,
  );
}

/**
 * One page of an employee's time off history of one type, newest first.
 *
 * @example
 * const { items } = await listTimeOffActivities(client, employeeId, { timeOffType: 'vacation' });
 */
export async function listTimeOffActivities(
  client: PayrollClient,
  employeeId: string,
  query: PageQuery & { timeOffType: 'vacation' | 'sick' },
  options: CallOptions = {},
): Promise<Page<TimeOffActivity>> {
  return readPage(
    await client.request<TimeOffActivity[]>(endpoints.listTimeOffActivities, {
      params: { employee_id: employeeId },
      query: { page: query.page, per: query.per, time_off_type: query.timeOffType },
      ...options,
    }),
    query,
  );
}

/**
 * The company's holiday pay policy, or null when it has none (the service answers 204).
 *
 * @example
 * const policy = await getHolidayPayPolicy(client, companyId);
 */
export async function getHolidayPayPolicy(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<HolidayPayPolicy | null> {
  const { data } = await client.request<HolidayPayPolicy | undefined>(endpoints.getHolidayPayPolicy, {
    params: { company_id: companyId },
    ...options,
  });
  return data ?? null;
}

/**
 * Create the company's holiday pay policy (one per company).
 *
 * @example
 * await createHolidayPayPolicy(client, companyId, { federal_holidays: { thanksgiving: { selected: true } } });
 */
export function createHolidayPayPolicy(
  client: PayrollClient,
  companyId: string,
  body: HolidayPayPolicyBody,
  options: CreateOptions = {},
): Promise<ApiResponse<HolidayPayPolicy>> {
  return client.request<HolidayPayPolicy>(endpoints.createHolidayPayPolicy, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Change which federal holidays are paid: `version` plus the changed holidays.
 *
 * @example
 * await updateHolidayPayPolicy(client, companyId, { version, federal_holidays: { labor_day: { selected: true } } });
 */
export function updateHolidayPayPolicy(
  client: PayrollClient,
  companyId: string,
  body: HolidayPayPolicyBody & { version: string },
  options: CallOptions = {},
): Promise<ApiResponse<HolidayPayPolicy>> {
  return client.request<HolidayPayPolicy>(endpoints.updateHolidayPayPolicy, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Delete the company's holiday pay policy.
 *
 * @example
 * await deleteHolidayPayPolicy(client, companyId);
 */
export function deleteHolidayPayPolicy(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteHolidayPayPolicy, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Add employees to, or remove them from, the holiday pay policy (with its `version`).
 *
 * @example
 * await changeHolidayPayPolicyEmployees(client, companyId, 'add', { version, employees: [{ uuid }] });
 */
export function changeHolidayPayPolicyEmployees(
  client: PayrollClient,
  companyId: string,
  change: 'add' | 'remove',
  body: { version: string; employees: Array<{ uuid: string }> },
  options: CallOptions = {},
): Promise<ApiResponse<HolidayPayPolicy>> {
  return client.request<HolidayPayPolicy>(
    change === 'add' ? endpoints.addHolidayPayPolicyEmployees : endpoints.removeHolidayPayPolicyEmployees,
    { params: { company_id: companyId }, body, ...options },
  );
}

/**
 * The paid holidays of a year under the company's policy, on their observed days (contract.md#time-off);
 * without a year, the next three.
 *
 * @example
 * const { data } = await listPaidHolidays(client, companyId, { year: 2027 });
 */
export function listPaidHolidays(
  client: PayrollClient,
  companyId: string,
  query: { year?: number } = {},
  options: CallOptions = {},
): Promise<ApiResponse<PaidHoliday[]>> {
  return client.request<PaidHoliday[]>(endpoints.listPaidHolidays, {
    params: { company_id: companyId },
    query: { year: query.year },
    ...options,
  });
}
