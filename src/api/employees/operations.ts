import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import { formatSortBy, type SortClause } from '../sortBy';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { CreateEmployeeBody, Employee, EmployeeSortField, EmployeeUpdate } from './types';

/**
 * Query of the employee list. `searchTerm` cannot be combined with `sortBy` (contract.md#employees).
 *
 * @example
 * const query: EmployeeListQuery = { page: 1, per: 25, sortBy: [{ field: 'name', direction: 'desc' }] };
 */
export interface EmployeeListQuery extends PageQuery {
  sortBy?: SortClause<EmployeeSortField> | SortClause<EmployeeSortField>[];
  searchTerm?: string;
  terminated?: boolean;
  onboarded?: boolean;
  locationUuid?: string;
}

/**
 * One page of a company's employees.
 *
 * @example
 * const { items, totalPages } = await listEmployees(client, companyId, { per: 50 });
 */
export async function listEmployees(
  client: PayrollClient,
  companyId: string,
  query: EmployeeListQuery = {},
  options: CallOptions = {},
): Promise<Page<Employee>> {
  const response = await client.request<Employee[]>(endpoints.listEmployees, {
    params: { company_id: companyId },
    query: {
      page: query.page,
      per: query.per,
      sort_by: formatSortBy(query.sortBy),
      search_term: query.searchTerm || undefined,
      terminated: query.terminated,
      onboarded: query.onboarded,
      location_uuid: query.locationUuid,
    },
    ...options,
  });
  return readPage(response, query);
}

/**
 * Create an employee. Pass one `idempotencyKey` per user action so a retry after a dropped
 * response cannot create a second record.
 *
 * @example
 * const { data } = await createEmployee(client, companyId, { first_name: 'Ada', last_name: 'Lovelace' }, { idempotencyKey });
 */
export function createEmployee(
  client: PayrollClient,
  companyId: string,
  body: CreateEmployeeBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Employee>> {
  return client.request<Employee>(endpoints.createEmployee, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one employee.
 *
 * @example
 * const { data: employee } = await getEmployee(client, employeeId);
 */
export function getEmployee(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Employee>> {
  return client.request<Employee>(endpoints.getEmployee, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Update an employee: the `version` last read plus only the changed fields. A stale version
 * rejects with a 409 {@link ApiError}.
 *
 * @example
 * await updateEmployee(client, employee.uuid, { version: employee.version, first_name: 'Ada' });
 */
export function updateEmployee(
  client: PayrollClient,
  employeeId: string,
  body: VersionedDelta<EmployeeUpdate>,
  options: CallOptions = {},
): Promise<ApiResponse<Employee>> {
  return client.request<Employee>(endpoints.updateEmployee, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Delete an employee still in onboarding (an onboarded one gives 422 `invalid_operation`).
 *
 * @example
 * await deleteEmployee(client, employeeId);
 */
export function deleteEmployee(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteEmployee, {
    params: { employee_id: employeeId },
    ...options,
  });
}
