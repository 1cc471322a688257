import { endpoint } from '../endpointRow';

// Earning types (UPSTREAM-3 M.1)
export const listEarningTypes = endpoint('GET', '/v1/companies/{company_id}/earning_types');
export const createEarningType = endpoint('POST', '/v1/companies/{company_id}/earning_types');
export const updateEarningType = endpoint(
  'PUT',
  '/v1/companies/{company_id}/earning_types/{earning_type_uuid}',
);
export const deactivateEarningType = endpoint(
  'DELETE',
  '/v1/companies/{company_id}/earning_types/{earning_type_uuid}',
);
