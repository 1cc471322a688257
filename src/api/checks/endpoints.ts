import { endpoint } from '../endpointRow';

// Printable payroll checks (UPSTREAM-3 M.8): the request, and the generated document it makes
export const printPayrollChecks = endpoint(
  'POST',
  '/v1/payrolls/{payroll_id}/generated_documents/printable_payroll_checks',
);
export const getGeneratedDocument = endpoint('GET', '/v1/generated_documents/{document_type}/{request_uuid}');
