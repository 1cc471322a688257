import type { Endpoint } from '../endpoints';

// Contractors (UPSTREAM-2 I.1, I.2, I.6)
export const listContractors = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractors',
} as const satisfies Endpoint;
export const createContractor = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractors',
} as const satisfies Endpoint;
export const getContractor = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const updateContractor = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const deleteContractor = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const getContractorOnboardingStatus = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/onboarding_status',
} as const satisfies Endpoint;
export const updateContractorOnboardingStatus = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/onboarding_status',
} as const satisfies Endpoint;
export const getContractorAddress = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/address',
} as const satisfies Endpoint;
export const updateContractorAddress = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/address',
} as const satisfies Endpoint;
export const dismissContractor = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/termination',
} as const satisfies Endpoint;
export const cancelContractorDismissal = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}/termination',
} as const satisfies Endpoint;
export const rehireContractor = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/rehire',
} as const satisfies Endpoint;
export const cancelContractorRehire = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}/rehire',
} as const satisfies Endpoint;
