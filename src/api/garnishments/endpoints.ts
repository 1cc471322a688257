import type { Endpoint } from '../endpoints';

// Garnishments (UPSTREAM A.11): no DELETE, an order ends with `active: false`
export const listGarnishments = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/garnishments',
} as const satisfies Endpoint;
export const createGarnishment = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/garnishments',
} as const satisfies Endpoint;
export const getGarnishment = {
  method: 'GET',
  path: '/v1/garnishments/{garnishment_id}',
} as const satisfies Endpoint;
export const updateGarnishment = {
  method: 'PUT',
  path: '/v1/garnishments/{garnishment_id}',
} as const satisfies Endpoint;
export const listChildSupportAgencies = {
  method: 'GET',
  path: '/v1/garnishments/child_support',
} as const satisfies Endpoint;
