import type { Endpoint } from '../endpoints';

// Work addresses (A.3)
export const listWorkAddresses = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/work_addresses',
} as const satisfies Endpoint;
export const createWorkAddress = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/work_addresses',
} as const satisfies Endpoint;
export const getWorkAddress = {
  method: 'GET',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;
export const updateWorkAddress = {
  method: 'PUT',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;
export const deleteWorkAddress = {
  method: 'DELETE',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;
