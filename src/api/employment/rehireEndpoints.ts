import type { Endpoint } from '../endpoints';

// Rehire and employment history (UPSTREAM-2 J.3)
export const getRehire = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const createRehire = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const updateRehire = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const deleteRehire = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const getEmploymentHistory = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/employment_history',
} as const satisfies Endpoint;
