import type { Endpoint } from '../endpoints';

// Home addresses (A.2)
export const listHomeAddresses = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/home_addresses',
} as const satisfies Endpoint;
export const createHomeAddress = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/home_addresses',
} as const satisfies Endpoint;
export const getHomeAddress = {
  method: 'GET',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;
export const updateHomeAddress = {
  method: 'PUT',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;
export const deleteHomeAddress = {
  method: 'DELETE',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;
