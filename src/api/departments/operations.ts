import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { Department, DepartmentBody, DepartmentPeopleBody } from './types';

/**
 * A company's departments, in the order they were made (not paged).
 *
 * @example
 * const { data } = await listDepartments(client, companyId);
 */
export function listDepartments(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Department[]>> {
  return client.request<Department[]>(endpoints.listDepartments, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Add a department (201); a title another department has is refused on `title`.
 *
 * @example
 * await createDepartment(client, companyId, { title: 'Engineering' }, { idempotencyKey: action.keyFor(body) });
 */
export function createDepartment(
  client: PayrollClient,
  companyId: string,
  body: DepartmentBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Department>> {
  return client.request<Department>(endpoints.createDepartment, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * One department with its people.
 *
 * @example
 * const { data } = await getDepartment(client, departmentId);
 */
export function getDepartment(
  client: PayrollClient,
  departmentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Department>> {
  return client.request<Department>(endpoints.getDepartment, {
    params: { department_uuid: departmentId },
    ...options,
  });
}

/**
 * Rename a department: `version` and the title (409 when stale).
 *
 * @example
 * await updateDepartment(client, department.uuid, { version: department.version, title: 'Product' });
 */
export function updateDepartment(
  client: PayrollClient,
  departmentId: string,
  body: { version: string } & Partial<DepartmentBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Department>> {
  return client.request<Department>(endpoints.updateDepartment, {
    params: { department_uuid: departmentId },
    body,
    ...options,
  });
}

/**
 * Delete a department (204); one with people in it is refused on `base`.
 *
 * @example
 * await deleteDepartment(client, department.uuid);
 */
export function deleteDepartment(
  client: PayrollClient,
  departmentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteDepartment, {
    params: { department_uuid: departmentId },
    ...options,
  });
}

/**
 * Put employees and contractors in a department (each leaves any other department of the
 * company), with the version shown (409 when stale).
 *
 * @example
 * await addDepartmentPeople(client, department.uuid, { version: department.version, employees: [{ uuid: employeeId }] });
 */
export function addDepartmentPeople(
  client: PayrollClient,
  departmentId: string,
  body: DepartmentPeopleBody,
  options: CallOptions = {},
): Promise<ApiResponse<Department>> {
  return client.request<Department>(endpoints.addDepartmentPeople, {
    params: { department_uuid: departmentId },
    body,
    ...options,
  });
}

/**
 * Take employees and contractors out of a department, with the version shown (409 when stale).
 *
 * @example
 * await removeDepartmentPeople(client, department.uuid, { version: department.version, employees: [{ uuid: employeeId }] });
 */
export function removeDepartmentPeople(
  client: PayrollClient,
  departmentId: string,
  body: DepartmentPeopleBody,
  options: CallOptions = {},
): Promise<ApiResponse<Department>> {
  return client.request<Department>(endpoints.removeDepartmentPeople, {
    params: { department_uuid: departmentId },
    body,
    ...options,
  });
}
