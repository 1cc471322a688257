import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { HomeAddress, HomeAddressBody, WorkAddress, WorkAddressBody } from './types';

/**
 * An employee's home addresses, current and past.
 *
 * @example
 * const { data } = await listHomeAddresses(client, employeeId);
 */
export function listHomeAddresses(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<HomeAddress[]>> {
  return client.request<HomeAddress[]>(endpoints.listHomeAddresses, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Add a home address (effective dated).
 *
 * @example
 * await createHomeAddress(client, employeeId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createHomeAddress(
  client: PayrollClient,
  employeeId: string,
  body: HomeAddressBody,
  options: CreateOptions = {},
): Promise<ApiResponse<HomeAddress>> {
  return client.request<HomeAddress>(endpoints.createHomeAddress, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one home address.
 *
 * @example
 * const { data } = await getHomeAddress(client, homeAddressId);
 */
export function getHomeAddress(
  client: PayrollClient,
  homeAddressId: string,
  options: CallOptions = {},
): Promise<ApiResponse<HomeAddress>> {
  return client.request<HomeAddress>(endpoints.getHomeAddress, {
    params: { home_address_id: homeAddressId },
    ...options,
  });
}

/**
 * Update a home address: `version` plus changed fields.
 *
 * @example
 * await updateHomeAddress(client, homeAddressId, { version: current.version, ...changedFields });
 */
export function updateHomeAddress(
  client: PayrollClient,
  homeAddressId: string,
  body: VersionedDelta<HomeAddressBody>,
  options: CallOptions = {},
): Promise<ApiResponse<HomeAddress>> {
  return client.request<HomeAddress>(endpoints.updateHomeAddress, {
    params: { home_address_id: homeAddressId },
    body,
    ...options,
  });
}

/**
 * Delete a home address that is not the active one.
 *
 * @example
 * await deleteHomeAddress(client, homeAddressId);
 */
export function deleteHomeAddress(
  client: PayrollClient,
  homeAddressId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteHomeAddress, {
    params: { home_address_id: homeAddressId },
    ...options,
  });
}

/**
 * An employee's work addresses, current and past.
 *
 * @example
 * const { data } = await listWorkAddresses(client, employeeId);
 */
export function listWorkAddresses(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<WorkAddress[]>> {
  return client.request<WorkAddress[]>(endpoints.listWorkAddresses, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Add a work address (a company location, effective dated).
 *
 * @example
 * await createWorkAddress(client, employeeId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createWorkAddress(
  client: PayrollClient,
  employeeId: string,
  body: WorkAddressBody,
  options: CreateOptions = {},
): Promise<ApiResponse<WorkAddress>> {
  return client.request<WorkAddress>(endpoints.createWorkAddress, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Read one work address.
 *
 * @example
 * const { data } = await getWorkAddress(client, workAddressId);
 */
export function getWorkAddress(
  client: PayrollClient,
  workAddressId: string,
  options: CallOptions = {},
): Promise<ApiResponse<WorkAddress>> {
  return client.request<WorkAddress>(endpoints.getWorkAddress, {
    params: { work_address_id: workAddressId },
    ...options,
  });
}

/**
 * Update a work address: `version` plus changed fields.
 *
 * @example
 * await updateWorkAddress(client, workAddressId, { version: current.version, ...changedFields });
 */
export function updateWorkAddress(
  client: PayrollClient,
  workAddressId: string,
  body: VersionedDelta<WorkAddressBody>,
  options: CallOptions = {},
): Promise<ApiResponse<WorkAddress>> {
  return client.request<WorkAddress>(endpoints.updateWorkAddress, {
    params: { work_address_id: workAddressId },
    body,
    ...options,
  });
}

/**
 * Delete a work address that is not the active one.
 *
 * @example
 * await deleteWorkAddress(client, workAddressId);
 */
export function deleteWorkAddress(
  client: PayrollClient,
  workAddressId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteWorkAddress, {
    params: { work_address_id: workAddressId },
    ...options,
  });
}
