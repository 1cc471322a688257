import { endpoint } from '../endpointRow';

// Contractors (UPSTREAM-2 I.1, I.2, I.6)
export const listContractors = endpoint('GET', '/v1/companies/{company_id}/contractors');
export const createContractor = endpoint('POST', '/v1/companies/{company_id}/contractors');
export const getContractor = endpoint('GET', '/v1/contractors/{contractor_id}');
export const updateContractor = endpoint('PUT', '/v1/contractors/{contractor_id}');
export const deleteContractor = endpoint('DELETE', '/v1/contractors/{contractor_id}');
export const getContractorOnboardingStatus = endpoint(
  'GET',
  '/v1/contractors/{contractor_id}/onboarding_status',
);
export const updateContractorOnboardingStatus = endpoint(
  'PUT',
  '/v1/contractors/{contractor_id}/onboarding_status',
);
export const getContractorAddress = endpoint('GET', '/v1/contractors/{contractor_id}/address');
export const updateContractorAddress = endpoint('PUT', '/v1/contractors/{contractor_id}/address');
export const dismissContractor = endpoint('POST', '/v1/contractors/{contractor_id}/termination');
export const cancelContractorDismissal = endpoint('DELETE', '/v1/contractors/{contractor_id}/termination');
export const rehireContractor = endpoint('POST', '/v1/contractors/{contractor_id}/rehire');
export const cancelContractorRehire = endpoint('DELETE', '/v1/contractors/{contractor_id}/rehire');
