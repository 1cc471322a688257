import type { Endpoint } from '../endpoints';

// Contractor documents (W-9) and 1099 forms (UPSTREAM-2 I.5)
export const listContractorDocuments = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/documents',
} as const satisfies Endpoint;
export const signContractorDocument = {
  method: 'PUT',
  path: '/v1/documents/{document_id}/sign',
} as const satisfies Endpoint;
export const listContractorForms = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/forms',
} as const satisfies Endpoint;
export const getContractorFormPdf = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const generateContractor1099 = {
  method: 'POST',
  path: '/v1/sandbox/generate_1099',
} as const satisfies Endpoint;
