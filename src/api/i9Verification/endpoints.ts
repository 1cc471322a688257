import { endpoint } from '../endpointRow';

// I-9 verification (UPSTREAM-3 L.4) and the onboarding documents config (UPSTREAM A.10)
export const updateOnboardingDocumentsConfig = endpoint(
  'PUT',
  '/v1/employees/{employee_id}/onboarding_documents_config',
);
export const getI9Authorization = endpoint('GET', '/v1/employees/{employee_id}/i9_authorization');
export const updateI9Authorization = endpoint('PUT', '/v1/employees/{employee_id}/i9_authorization');
export const listI9DocumentOptions = endpoint(
  'GET',
  '/v1/employees/{employee_id}/i9_authorization/document_options',
);
export const listI9Documents = endpoint('GET', '/v1/employees/{employee_id}/i9_authorization/documents');
export const replaceI9Documents = endpoint('PUT', '/v1/employees/{employee_id}/i9_authorization/documents');
// The document's own id is named apart from a contractor's `document_id`: the proxy scopes this
// one by its employee.
export const deleteI9Document = endpoint(
  'DELETE',
  '/v1/employees/{employee_id}/i9_authorization/documents/{i9_document_id}',
);
export const signI9AsEmployer = endpoint('PUT', '/v1/employees/{employee_id}/i9_authorization/employer_sign');
