import type { Endpoint } from '../endpoints';

// Earning types (UPSTREAM-3 M.1)
export const listEarningTypes = {
  method: 'GET',
  path: '/v1/companies/{company_id}/earning_types',
} as const satisfies Endpoint;
export const createEarningType = {
  method: 'POST',
  path: '/v1/companies/{company_id}/earning_types',
} as const satisfies Endpoint;
export const updateEarningType = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/earning_types/{earning_type_uuid}',
} as const satisfies Endpoint;
export const deactivateEarningType = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/earning_types/{earning_type_uuid}',
} as const satisfies Endpoint;
