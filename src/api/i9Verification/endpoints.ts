import type { Endpoint } from '../endpoints';

// I-9 verification (UPSTREAM-3 L.4) and the onboarding documents config (UPSTREAM A.10)
export const updateOnboardingDocumentsConfig = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/onboarding_documents_config',
} as const satisfies Endpoint;
export const getI9Authorization = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/i9_authorization',
} as const satisfies Endpoint;
export const updateI9Authorization = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/i9_authorization',
} as const satisfies Endpoint;
export const listI9DocumentOptions = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/i9_authorization/document_options',
} as const satisfies Endpoint;
export const listI9Documents = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/i9_authorization/documents',
} as const satisfies Endpoint;
export const replaceI9Documents = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/i9_authorization/documents',
} as const satisfies Endpoint;
// The document's own id is named apart from a contractor's `document_id`: the proxy scopes this
// one by its employee.
export const deleteI9Document = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/i9_authorization/documents/{i9_document_id}',
} as const satisfies Endpoint;
export const signI9AsEmployer = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/i9_authorization/employer_sign',
} as const satisfies Endpoint;
