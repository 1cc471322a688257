import { endpoint } from '../endpointRow';

// External payrolls (UPSTREAM-3 M.3): a company's payroll history from its previous provider
export const listExternalPayrolls = endpoint('GET', '/v1/companies/{company_id}/external_payrolls');
export const createExternalPayroll = endpoint('POST', '/v1/companies/{company_id}/external_payrolls');
export const getExternalPayroll = endpoint(
  'GET',
  '/v1/companies/{company_id}/external_payrolls/{external_payroll_id}',
);
export const updateExternalPayroll = endpoint(
  'PUT',
  '/v1/companies/{company_id}/external_payrolls/{external_payroll_id}',
);
export const deleteExternalPayroll = endpoint(
  'DELETE',
  '/v1/companies/{company_id}/external_payrolls/{external_payroll_id}',
);
export const getExternalPayrollTaxSuggestions = endpoint(
  'GET',
  '/v1/companies/{company_id}/external_payrolls/{external_payroll_id}/calculate_taxes',
);
export const getExternalPayrollTaxLiabilities = endpoint(
  'GET',
  '/v1/companies/{company_id}/external_payrolls/tax_liabilities',
);
export const updateExternalPayrollTaxLiabilities = endpoint(
  'PUT',
  '/v1/companies/{company_id}/external_payrolls/tax_liabilities',
);
export const finalizeExternalPayrolls = endpoint(
  'PUT',
  '/v1/companies/{company_id}/external_payrolls/tax_liabilities/finish',
);
