import type { Endpoint } from '../endpoints';

// Employees (A.1)
export const listEmployees = {
  method: 'GET',
  path: '/v1/companies/{company_id}/employees',
} as const satisfies Endpoint;
export const createEmployee = {
  method: 'POST',
  path: '/v1/companies/{company_id}/employees',
} as const satisfies Endpoint;
export const getEmployee = { method: 'GET', path: '/v1/employees/{employee_id}' } as const satisfies Endpoint;
export const updateEmployee = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}',
} as const satisfies Endpoint;
export const deleteEmployee = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}',
} as const satisfies Endpoint;
